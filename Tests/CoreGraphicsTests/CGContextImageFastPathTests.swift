import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) @testable import CoreGraphics

// The image fast paths must give exactly the general path's pixels: an `ImageShader` composited
// through the rasterized rectangle, which `draw(_:in:)` used for every non-whole-pixel placement.

/// A `width`×`height` image of pseudo-random premultiplied pixels: transparent runs and rows,
/// opaque and translucent pixels, and non-transparent pixels on its borders.
private func mixedImage(width: Int, height: Int, seed: UInt64) -> CGImage {
    var state = seed
    func next() -> UInt32 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return UInt32(truncatingIfNeeded: state >> 33)
    }
    var bytes = Data(count: width * height * 4)
    for y in 0..<height {
        let emptyRow = y == height / 2
        for x in 0..<width {
            let kind = next() % 8
            let a: UInt32 = emptyRow || (kind < 3 && x != 0 && x != width - 1) ? 0 : kind < 5 ? 255 : 1 + next() % 254
            let i = (y * width + x) * 4
            bytes[i] = UInt8(a == 0 ? 0 : next() % (a + 1))
            bytes[i + 1] = UInt8(a == 0 ? 0 : next() % (a + 1))
            bytes[i + 2] = UInt8(a == 0 ? 0 : next() % (a + 1))
            bytes[i + 3] = UInt8(a)
        }
    }
    return CGImage(width: width, height: height, premultipliedRGBA: bytes)
}


/// Draws `image` in `rect` through the general resampling path, whatever fast path `draw(_:in:)` would take.
private func drawThroughGeneralPath(_ image: CGImage, in rect: CGRect, context: CGContext) {
    let r = rect.standardized
    let imageToUser = CGAffineTransform(a: r.width / CGFloat(image.width), b: 0, c: 0, d: -r.height / CGFloat(image.height),
                                        tx: r.minX, ty: r.maxY)
    let imageToDevice = imageToUser.concatenating(context.userToDevice)
    let bilinear = context.interpolationQuality != .none && image.shouldInterpolate
    let shader = ImageShader(image: image, deviceToImage: imageToDevice.inverted(), bilinear: bilinear)
    let path = CGMutablePath()
    path.addRect(r)
    context.render(path.segments, transform: context.userToDevice, rule: .winding,
                   paint: .shader(shader, alpha: context.alphaByte))
}

/// The device-to-image transform `draw(_:in:)` samples `image` drawn in `rect` through.
private func deviceToImage(_ image: CGImage, in rect: CGRect, context: CGContext) -> CGAffineTransform {
    let r = rect.standardized
    let imageToUser = CGAffineTransform(a: r.width / CGFloat(image.width), b: 0, c: 0, d: -r.height / CGFloat(image.height),
                                        tx: r.minX, ty: r.maxY)
    return imageToUser.concatenating(context.userToDevice).inverted()
}

private let setups: [ImageDrawingSetup] = [
    ImageDrawingSetup(name: "plain"),
    ImageDrawingSetup(name: "alpha 0.6", alpha: 0.6),
    ImageDrawingSetup(name: "whole-pixel clip", clipRects: [CGRect(x: 3, y: 2, width: 15, height: 11)]),
    ImageDrawingSetup(name: "fractional clip and alpha", alpha: 0.8, clipRects: [CGRect(x: 2.4, y: 1.6, width: 14.3, height: 12.7)]),
    ImageDrawingSetup(name: "ellipse clip", clipsToEllipse: true),
    ImageDrawingSetup(name: "copy", blendMode: .copy),
    ImageDrawingSetup(name: "copy, alpha 0.5, clip", alpha: 0.5, blendMode: .copy, clipRects: [CGRect(x: 1.5, y: 0, width: 20, height: 9.25)]),
    ImageDrawingSetup(name: "clear, fractional clip", blendMode: .clear, clipRects: [CGRect(x: 0.5, y: 3.5, width: 16, height: 16)]),
]

/// Image rectangles at fractional offsets, their edges inside, on and beyond the 24×18 context's edges.
private let placements: [CGRect] = [
    CGRect(x: 3.25, y: 2.5, width: 13, height: 9),
    CGRect(x: 4.5, y: 5.75, width: 13, height: 9),
    CGRect(x: 0.7, y: 1.0 / 3, width: 13, height: 9),
    CGRect(x: 6.999, y: 0.001, width: 13, height: 9),
    CGRect(x: 2.000_000_1, y: 3.999_999_9, width: 13, height: 9),
    CGRect(x: -3.4, y: -2.6, width: 13, height: 9),
    CGRect(x: 15.3, y: 12.8, width: 13, height: 9),
    CGRect(x: 5, y: 4.375, width: 13, height: 9),
    CGRect(x: 5.625, y: 4, width: 13, height: 9),
]

@Test(arguments: setups)
func translatedImageFastPathMatchesTheGeneralPath(setup: ImageDrawingSetup) {
    let image = mixedImage(width: 13, height: 9, seed: 7)
    for rect in placements {
        let fast = patternedContext(width: 24, height: 18)
        setup.apply(to: fast)
        #expect(TranslatedImageBlender.applies(to: deviceToImage(image, in: rect, context: fast)))
        fast.draw(image, in: rect)
        let general = patternedContext(width: 24, height: 18)
        setup.apply(to: general)
        drawThroughGeneralPath(image, in: rect, context: general)
        #expect(fast.makeImage()?.premultipliedRGBA == general.makeImage()?.premultipliedRGBA, "\(rect)")
    }
}

@Test(arguments: setups)
func fastPathMatchesTheGeneralPathForAnImageWithTransparentBorders(setup: ImageDrawingSetup) {
    // A small opaque mark inside a transparent image, as a label's text sits inside its layer.
    var bytes = Data(count: 15 * 11 * 4)
    for (x, y) in [(5, 4), (6, 4), (9, 4), (5, 5), (7, 6), (8, 6), (9, 6)] {
        let i = (y * 15 + x) * 4
        bytes[i] = 200
        bytes[i + 1] = 40
        bytes[i + 2] = 90
        bytes[i + 3] = x == 9 ? 200 : 255
    }
    let image = CGImage(width: 15, height: 11, premultipliedRGBA: bytes)
    for rect in [CGRect(x: 2.3, y: 3.6, width: 15, height: 11), CGRect(x: -1.5, y: 0.25, width: 15, height: 11),
                 CGRect(x: 11.9, y: 9.1, width: 15, height: 11)] {
        let fast = patternedContext(width: 24, height: 18)
        setup.apply(to: fast)
        fast.draw(image, in: rect)
        let general = patternedContext(width: 24, height: 18)
        setup.apply(to: general)
        drawThroughGeneralPath(image, in: rect, context: general)
        #expect(fast.makeImage()?.premultipliedRGBA == general.makeImage()?.premultipliedRGBA, "\(rect)")
    }
}

@Test func fastPathTakesEveryPlacementThatStepsOnePixelPerPixelAlongARow() {
    // As the compositor draws a layer: a 3× CTM and a rectangle in points, so the horizontal scale
    // is 1 only up to rounding; also flipped, vertically stretched, and sheared placements, whose
    // rows still step one source pixel per device pixel.
    let image = mixedImage(width: 12, height: 6, seed: 3)
    let cases: [(CGAffineTransform, CGRect)] = [
        (CGAffineTransform(a: 3, b: 0, c: 0, d: 3, tx: 0.2, ty: 0.1), CGRect(x: 1.1, y: 0.35, width: 4, height: 2)),
        (CGAffineTransform(a: 3, b: 0, c: 0, d: 3, tx: 0, ty: 0), CGRect(x: 0.7, y: 1.9, width: 12.0 / 3, height: 6.0 / 3)),
        (CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 18), CGRect(x: 3.3, y: 4.45, width: 12, height: 6)),
        (CGAffineTransform(a: 1, b: 0, c: 0, d: 1.7, tx: 0.5, ty: 0), CGRect(x: 3.1, y: 1.2, width: 12, height: 6)),
        (CGAffineTransform(a: 1, b: 0, c: 0.3, d: 1, tx: 0.25, ty: 0), CGRect(x: 2.6, y: 3.3, width: 12, height: 6)),
        (CGAffineTransform(a: 1 + 1e-12, b: 1e-12, c: 0, d: 1, tx: 0, ty: 0), CGRect(x: 5.5, y: 5.5, width: 12, height: 6)),
    ]
    for (ctm, rect) in cases {
        for setup in [setups[0], setups[3], setups[4]] {
            let fast = patternedContext(width: 24, height: 18)
            fast.concatenate(ctm)
            setup.apply(to: fast)
            #expect(TranslatedImageBlender.applies(to: deviceToImage(image, in: rect, context: fast)), "\(ctm)")
            fast.draw(image, in: rect)
            let general = patternedContext(width: 24, height: 18)
            general.concatenate(ctm)
            setup.apply(to: general)
            drawThroughGeneralPath(image, in: rect, context: general)
            #expect(fast.makeImage()?.premultipliedRGBA == general.makeImage()?.premultipliedRGBA, "\(ctm) \(rect) \(setup.name)")
        }
    }
}

@Test func scaledImagesStillTakeTheGeneralPath() {
    let t = CGAffineTransform(a: 1.01, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    #expect(!TranslatedImageBlender.applies(to: t))
    #expect(!TranslatedImageBlender.applies(to: CGAffineTransform(rotationAngle: 0.01)))
    #expect(TranslatedImageBlender.applies(to: CGAffineTransform(translationX: 0.3, y: -7.2)))
}

@Test(arguments: setups)
func unscaledCopyWithTransparentPixelsMatchesTheGeneralPath(setup: ImageDrawingSetup) {
    let image = mixedImage(width: 13, height: 9, seed: 11)
    expectUnscaledDrawsMatchTheGeneralPath(image, at: [CGRect(x: 3, y: 2, width: 13, height: 9), CGRect(x: -4, y: 12, width: 13, height: 9)],
                                           on: (24, 18), setup: setup)
}

/// Draws `image` unscaled at each of `rects` into a patterned context of `size` pixels through
/// `draw(_:in:)` and through the general path, and expects the same pixels.
private func expectUnscaledDrawsMatchTheGeneralPath(_ image: CGImage, at rects: [CGRect], on size: (width: Int, height: Int),
                                                    setup: ImageDrawingSetup, sourceLocation: SourceLocation = #_sourceLocation) {
    for rect in rects {
        let fast = patternedContext(width: size.width, height: size.height)
        setup.apply(to: fast)
        fast.draw(image, in: rect)
        let general = patternedContext(width: size.width, height: size.height)
        setup.apply(to: general)
        drawThroughGeneralPath(image, in: rect, context: general)
        #expect(fast.makeImage()?.premultipliedRGBA == general.makeImage()?.premultipliedRGBA, "\(rect)",
                sourceLocation: sourceLocation)
    }
}

@Test(arguments: setups)
func unscaledOpaqueRunsAreCopiedAsTheGeneralPathBlendsThem(setup: ImageDrawingSetup) {
    // Rows of opaque runs 1 to 9 pixels long, at every offset from the four-pixel steps, between
    // translucent and clear pixels.
    let width = 47, height = 6
    let levels = mixedImage(width: width, height: height, seed: 5).premultipliedRGBA
    var bytes = Data(count: width * height * 4)
    for y in 0..<height {
        var x = 0, run = 1 + y
        while x < width {
            for i in x..<min(width, x + run) {
                let at = (y * width + i) * 4
                bytes[at] = levels[at]; bytes[at + 1] = levels[at + 1]; bytes[at + 2] = levels[at + 2]; bytes[at + 3] = 255
            }
            x += run
            if x < width { let at = (y * width + x) * 4; bytes[at] = 20; bytes[at + 3] = 90 }
            x += x % 3 == 0 ? 2 : 1
            run = run % 9 + 1
        }
    }
    let image = CGImage(width: width, height: height, premultipliedRGBA: bytes)
    expectUnscaledDrawsMatchTheGeneralPath(image, at: [CGRect(x: 0, y: 3, width: 47, height: 6), CGRect(x: -5, y: 15, width: 47, height: 6)],
                                           on: (50, 18), setup: setup)
}

@Test func sourceOverOfATransparentPixelLeavesTheDestinationAsItIs() {
    // The premise of skipping transparent source pixels, for every coverage.
    var state: UInt32 = 12345
    var changed: [(UInt32, UInt32)] = []
    for _ in 0..<2000 {
        state = state &* 1_103_515_245 &+ 12345
        let a = state >> 24
        let d = (min(a, (state >> 16) & 0xFF)) | (min(a, (state >> 8) & 0xFF) << 8) | (min(a, state & 0xFF) << 16) | (a << 24)
        for k: UInt32 in 0...255 where PixelOps.sourceOver(PixelOps.scale(0, k), d, k) != d {
            changed.append((d, k))
        }
    }
    #expect(changed.isEmpty, "destination and coverage pairs changed: \(changed.prefix(5))")
}

@Test func rowSpansFindTheFirstAndLastNonTransparentPixelOfEveryRow() {
    // Widths around the eight-pixel steps of the scan, one or two marks at every position pair.
    for width in [1, 7, 8, 9, 16, 17, 40] {
        var rows: [[UInt32]] = [[UInt32](repeating: 0, count: width)]
        for a in 0..<width {
            for b in a..<width {
                var row = [UInt32](repeating: 0, count: width)
                row[a] = 0x0100_0000
                row[b] = 0x0000_0001
                rows.append(row)
            }
        }
        var bytes = Data()
        for row in rows {
            for p in row { withUnsafeBytes(of: p.littleEndian) { bytes.append(contentsOf: $0) } }
        }
        let image = CGImage(width: width, height: rows.count, premultipliedRGBA: bytes)
        var wrong: [Int] = []
        for (index, row) in rows.enumerated() {
            let first = row.firstIndex { $0 != 0 } ?? width
            let end = (row.lastIndex { $0 != 0 }).map { $0 + 1 } ?? 0
            let span = image.nonTransparentSpan(ofRow: index)
            if span.first != first || span.end != end { wrong.append(index) }
            // Asking again gives the remembered span.
            if image.nonTransparentSpan(ofRow: index) != span { wrong.append(index) }
        }
        #expect(wrong.isEmpty, "width \(width): rows \(wrong.prefix(10))")
    }
}

/// A `width`×`height` opaque image of one colour with a few marks in it, as a list's rows on a plain
/// background are: rows of the colour alone, rows with marks between wide margins, a rule across most of
/// a row, a row whose margins differ (another colour on the left) and one with a translucent mark.
private func plainBackgroundImage(width: Int, height: Int) -> CGImage {
    let background: [UInt8] = [250, 250, 250, 255]
    var bytes = Data(count: width * height * 4)
    for y in 0..<height {
        for x in 0..<width {
            var pixel = background
            if y == 3, (4...6).contains(x) || x == 9 { pixel = [200, 40, 90, 255] }
            if y == 4, (5...8).contains(x) { pixel = [20, 20, 20, 255] }
            if y == 6, x >= 2 { pixel = [198, 198, 200, 255] }
            if y == 8, x < 3 { pixel = [10, 120, 30, 255] }
            if y == 9, x == 7 { pixel = [60, 60, 60, 128] }
            let i = (y * width + x) * 4
            for c in 0..<4 { bytes[i + c] = pixel[c] }
        }
    }
    return CGImage(width: width, height: height, premultipliedRGBA: bytes)
}

@Test(arguments: setups)
func plainMarginsAreFilledAsTheGeneralPathBlendsThem(setup: ImageDrawingSetup) {
    // Moved only vertically between pixels (a slide), rows are read unfiltered and margins of one
    // opaque colour filled; with the scalar and the vector kernels, exactly the general path's pixels.
    let image = plainBackgroundImage(width: 16, height: 12)
    let rects = [CGRect(x: 3, y: 2.5, width: 16, height: 12), CGRect(x: 0, y: 4.375, width: 16, height: 12),
                 CGRect(x: 5, y: -1.2, width: 16, height: 12), CGRect(x: -2, y: 7.7, width: 16, height: 12),
                 CGRect(x: 2.25, y: 3.6, width: 16, height: 12)]
    for kernels in [PixelKernels.scalar, .vector] {
        for rect in rects {
            let fast = patternedContext(width: 24, height: 18)
            fast.pixelKernels = kernels
            setup.apply(to: fast)
            fast.draw(image, in: rect)
            let general = patternedContext(width: 24, height: 18)
            general.pixelKernels = kernels
            setup.apply(to: general)
            drawThroughGeneralPath(image, in: rect, context: general)
            #expect(fast.makeImage()?.premultipliedRGBA == general.makeImage()?.premultipliedRGBA, "\(kernels) \(rect)")
        }
    }
}

@Test func marginSpansFindTheColumnsThatDifferFromARowsFirstPixel() {
    let image = plainBackgroundImage(width: 16, height: 12)
    #expect(image.marginSpan(ofRow: 0) == (0xFFFA_FAFA, 16, 0))
    #expect(image.marginSpan(ofRow: 3) == (0xFFFA_FAFA, 4, 10))
    #expect(image.marginSpan(ofRow: 4) == (0xFFFA_FAFA, 5, 9))
    #expect(image.marginSpan(ofRow: 6) == (0xFFFA_FAFA, 2, 16))
    // A row whose first pixel is not the background: its margins are that pixel's colour.
    #expect(image.marginSpan(ofRow: 8) == (0xFF1E_780A, 3, 16))
    #expect(image.marginSpan(ofRow: 9) == (0xFFFA_FAFA, 7, 8))
}
