import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) @testable import CoreGraphics

// The glyph cache: a glyph drawn again at the same size, scale and subpixel position is not
// rasterized again, any of those changing makes another mask, the masks stay within their byte
// limit, and text drawn from masks is what filling the outlines draws.

/// A white context drawing with its own glyph cache of `byteLimit` bytes, so other tests' text does not count.
private func context(width: Int = 160, height: Int = 60, byteLimit: Int = 1 << 20) throws -> (CGContext, GlyphCache, CGFont) {
    let context = makeWhiteContext(width: width, height: height)
    let cache = GlyphCache(byteLimit: byteLimit)
    context.glyphCache = cache
    let font = try #require(CGFont("DejaVuSans"))
    context.setFont(font)
    context.setFontSize(20)
    context.setFillColor(CGColor.black)
    return (context, cache, font)
}

@Test func theSameGlyphDrawnTwiceIsRasterizedOnce() throws {
    let (context, cache, font) = try context()
    let glyph = try #require(font.glyph(for: "g"))
    context.showGlyphs([glyph], at: [CGPoint(x: 10.25, y: 20.5)])
    context.showGlyphs([glyph], at: [CGPoint(x: 10.25, y: 20.5)])
    // Whole pixels away the glyph is the same mask.
    context.showGlyphs([glyph], at: [CGPoint(x: 40.25, y: 27.5)])
    #expect(cache.rasterizations == 1)
    #expect(cache.count == 1)
}

@Test func subpixelPositionsSizesAndScalesAreDifferentMasks() throws {
    let (context, cache, font) = try context()
    let glyph = try #require(font.glyph(for: "a"))
    context.showGlyphs([glyph], at: [CGPoint(x: 10, y: 20)])
    context.showGlyphs([glyph], at: [CGPoint(x: 30.5, y: 20)])
    context.showGlyphs([glyph], at: [CGPoint(x: 50, y: 20.25)])
    #expect(cache.rasterizations == 3)
    context.setFontSize(21)
    context.showGlyphs([glyph], at: [CGPoint(x: 70, y: 20)])
    #expect(cache.rasterizations == 4)
    context.scaleBy(x: 2, y: 2)
    context.setFontSize(20)
    context.showGlyphs([glyph], at: [CGPoint(x: 45, y: 10)])
    #expect(cache.rasterizations == 5)
    // The first again, and another font's glyph of the same index at the same place: one more mask.
    context.scaleBy(x: 0.5, y: 0.5)
    context.showGlyphs([glyph], at: [CGPoint(x: 10, y: 20)])
    #expect(cache.rasterizations == 5)
    context.setFont(try #require(CGFont("DejaVuSans-Bold")))
    context.showGlyphs([glyph], at: [CGPoint(x: 10, y: 20)])
    #expect(cache.rasterizations == 6)
    #expect(cache.count == 6)
}

@Test func theMasksStayWithinTheByteLimitUnderManyDistinctGlyphs() throws {
    let limit = 40_000
    let (context, cache, font) = try context(byteLimit: limit)
    let glyphs = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".unicodeScalars.compactMap { font.glyph(for: $0) }
    var drawn = 0
    for step in 0..<8 {
        for (i, glyph) in glyphs.enumerated() {
            // Each glyph at eight subpixel positions: 496 distinct masks of several hundred bytes.
            context.showGlyphs([glyph], at: [CGPoint(x: 5 + Double(i % 6) * 25 + Double(step) / 8, y: 20)])
            drawn += 1
            #expect(cache.byteCount <= limit)
        }
    }
    #expect(cache.rasterizations == drawn)
    #expect(cache.count < drawn / 2)
    #expect(cache.count > 0)
    // The most recently drawn glyph survived the evictions; a glyph drawn long ago did not.
    let before = cache.rasterizations
    context.showGlyphs([glyphs.last!], at: [CGPoint(x: 5 + Double((glyphs.count - 1) % 6) * 25 + 7.0 / 8, y: 20)])
    #expect(cache.rasterizations == before)
    context.showGlyphs([glyphs[0]], at: [CGPoint(x: 5, y: 20)])
    #expect(cache.rasterizations == before + 1)
}

/// Draws seeded random lines of text with `cached` masks or by filling the outlines, and returns the pixels.
private func drawText(seed: UInt64, cached: Bool) throws -> [UInt8] {
    let (context, _, font) = try context(width: 220, height: 90)
    var state = seed
    func unit() -> Double {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Double(state >> 11) / Double(1 << 53)
    }
    context.clip(to: CGRect(x: 3.5, y: 2, width: 200, height: 80))
    for line in 0..<4 {
        context.setFontSize(9 + unit() * 20)
        context.setFillColor(CGColor(red: unit(), green: unit(), blue: unit(), alpha: 0.3 + unit() * 0.7))
        var x = unit() * 10
        var glyphs: [CGGlyph] = [], positions: [CGPoint] = []
        for scalar in "Sphinx of quartz, fi ff Wave".unicodeScalars {
            let glyph = font.glyph(for: scalar)!
            glyphs.append(glyph)
            positions.append(CGPoint(x: x, y: 12 + Double(line) * 20 + unit()))
            // Tight spacing, so neighbouring glyphs share pixels.
            x += Double(font.advance(for: glyph)!) * 16 / 2048 * (0.7 + unit() * 0.3)
        }
        if cached {
            context.showGlyphs(glyphs, at: positions)
        } else {
            let scale = context.state.fontSize / CGFloat(font.unitsPerEm)
            let textToDevice = context.textMatrix.concatenating(context.userToDevice)
            var polygons: [FlatSubpath] = []
            for (glyph, position) in zip(glyphs, positions) {
                guard let outline = font.path(for: glyph), !outline.isEmpty else { continue }
                let t = CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: position.x, ty: position.y).concatenating(textToDevice)
                polygons += PathFlattener.flatten(outline.segments, transform: t, tolerance: CoreGraphicsConstants.deviceFlatteningTolerance)
            }
            context.render(polygons, rule: .winding, paint: context.solidPaint(context.state.fillColor))
        }
    }
    let pixels = context.data!.assumingMemoryBound(to: UInt8.self)
    return Array(UnsafeBufferPointer(start: pixels, count: context.bytesPerRow * context.height))
}

@Test func textFromMasksIsWithinALevelOfFillingTheOutlines() throws {
    for seed in 1...12 as ClosedRange<UInt64> {
        let cached = try drawText(seed: seed &* 0x9E37_79B9_7F4A_7C15, cached: true)
        let filled = try drawText(seed: seed &* 0x9E37_79B9_7F4A_7C15, cached: false)
        let worst = zip(cached, filled).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 1, "seed \(seed): a channel \(worst) levels apart")
    }
}
