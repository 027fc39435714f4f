import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) @testable import CoreGraphics

@Test func aPixelHalfCoveredByARectEdgeGetsExactlyHalfAlpha() {
    let context = makeClearContext(width: 8, height: 8)
    context.setFillColor(CGColor.black)
    context.fill(CGRect(x: 2.5, y: 0, width: 4, height: 8))
    #expect(pixel(context, x: 1, y: 4)[3] == 0)
    #expect(pixel(context, x: 2, y: 4)[3] == 128)
    #expect(pixel(context, x: 3, y: 4)[3] == 255)
    #expect(pixel(context, x: 6, y: 4)[3] == 128)
    #expect(pixel(context, x: 7, y: 4)[3] == 0)
}

@Test func rasterizerGivesExactAreaCoverageForADiagonalEdge() {
    let rasterizer = CoverageRasterizer()
    rasterizer.begin(region: PixelRect(x0: 0, y0: 0, x1: 4, y1: 4))
    // The triangle below the diagonal of a 4×4 square: each diagonal pixel is half covered.
    rasterizer.addPolygon([CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 4), CGPoint(x: 0, y: 4)])
    var rows: [[UInt8]] = []
    rasterizer.sweep(rule: .winding, antialias: true) { _, _, count, coverage in
        rows.append(Array(UnsafeBufferPointer(start: coverage, count: count)))
    }
    #expect(rows == [[128, 0, 0, 0], [255, 128, 0, 0], [255, 255, 128, 0], [255, 255, 255, 128]])
}

@Test func defaultUserSpaceHasItsOriginAtTheBottomLeft() {
    let context = makeClearContext(width: 4, height: 4)
    context.setFillColor(CGColor.black)
    context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    #expect(pixel(context, x: 0, y: 3)[3] == 255)
    #expect(pixel(context, x: 0, y: 0)[3] == 0)
}

@Test func flippingTheCTMPutsTheOriginAtTheTopLeft() {
    let context = makeClearContext(width: 4, height: 4)
    context.translateBy(x: 0, y: 4)
    context.scaleBy(x: 1, y: -1)
    context.setFillColor(CGColor.black)
    context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    #expect(pixel(context, x: 0, y: 0)[3] == 255)
}

@Test func pixelAlignedRectFastPathMatchesTheGeneralRasterizer() {
    for clipped in [false, true] {
        let fast = makeWhiteContext(width: 20, height: 20)
        let general = makeWhiteContext(width: 20, height: 20)
        for context in [fast, general] {
            if clipped { context.clip(to: CGRect(x: 3.5, y: 2, width: 11, height: 13.25)) }
            context.setFillColor(red: 0.2, green: 0.5, blue: 0.7, alpha: 0.8)
        }
        fast.fill(CGRect(x: 2, y: 3, width: 10, height: 12))
        general.addRect(CGRect(x: 2, y: 3, width: 10, height: 12))
        general.fillPath()
        #expect(fast.makeImage()?.premultipliedRGBA == general.makeImage()?.premultipliedRGBA)
    }
}

@Test func contextDrawsIntoCallerMemory() {
    var memory = [UInt8](repeating: 0, count: 4 * 4 * 4)
    memory.withUnsafeMutableBytes { raw in
        let context = CGContext(data: raw.baseAddress, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 3, width: 4, height: 1))
    }
    #expect(Array(memory[0..<4]) == [255, 0, 0, 255])
    #expect(memory[16 + 3] == 0)
}

@Test func unsupportedPixelFormatsAreRejected() {
    #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 16, bytesPerRow: 0,
                      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
    #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.last.rawValue) == nil)
}

@Test func clearMakesPixelsTransparentWhateverTheBlendMode() {
    let context = makeWhiteContext(width: 4, height: 4)
    context.setAlpha(0.3)
    context.clear(CGRect(x: 1, y: 1, width: 2, height: 2))
    #expect(pixel(context, x: 1, y: 1) == [0, 0, 0, 0])
    #expect(pixel(context, x: 0, y: 0) == [255, 255, 255, 255])
}

@Test func savedStateRestoresColorsAndTransform() {
    let context = makeClearContext(width: 4, height: 4)
    context.saveGState()
    context.translateBy(x: 2, y: 2)
    context.setFillColor(CGColor.white)
    context.restoreGState()
    #expect(context.ctm == .identity)
    context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    #expect(pixel(context, x: 0, y: 3) == [0, 0, 0, 255])
}

@Test func makeImageSnapshotsThePixels() {
    let context = makeClearContext(width: 2, height: 2)
    let before = context.makeImage()!
    context.setFillColor(CGColor.black)
    context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    #expect(before.premultipliedRGBA == Data(count: 16))
    #expect(context.makeImage()!.premultipliedRGBA != Data(count: 16))
}
