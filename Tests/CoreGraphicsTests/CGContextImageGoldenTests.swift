import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) @testable import CoreGraphics

/// A 4×4 image: red, green, blue and white quadrants-in-rows, with a translucent last pixel.
private func testImage() -> CGImage {
    let colors: [[UInt8]] = [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [255, 255, 255, 255]]
    var bytes = Data()
    for y in 0..<4 {
        for x in 0..<4 {
            bytes.append(contentsOf: (x == 3 && y == 3) ? [0, 0, 64, 128] : colors[(x + y) % 4])
        }
    }
    return CGImage(width: 4, height: 4, premultipliedRGBA: bytes)
}

@Test func drawsImagesScaledRotatedAndUnscaled() throws {
    let context = makeWhiteContext(width: 112, height: 48)
    context.draw(testImage(), in: CGRect(x: 4, y: 4, width: 40, height: 40))
    context.saveGState()
    context.translateBy(x: 76, y: 24)
    context.rotate(by: .pi / 6)
    context.draw(testImage(), in: CGRect(x: -14, y: -14, width: 28, height: 28))
    context.restoreGState()
    context.draw(testImage(), in: CGRect(x: 100, y: 40, width: 4, height: 4))
    context.interpolationQuality = .none
    context.draw(testImage(), in: CGRect(x: 100, y: 4, width: 8, height: 30))
    try expectGolden(context.makeImage(), named: "image-scaled-rotated")
}

@Test func imagesAreDrawnUprightInTheDefaultYUpSpace() {
    let context = makeClearContext(width: 4, height: 4)
    context.draw(testImage(), in: CGRect(x: 0, y: 0, width: 4, height: 4))
    #expect(pixel(context, x: 0, y: 0) == [255, 0, 0, 255])
    #expect(pixel(context, x: 3, y: 3) == [0, 0, 64, 128])
    #expect(context.makeImage()?.premultipliedRGBA == testImage().premultipliedRGBA)
}

@Test func unscaledImageFastPathMatchesTheFilteredPath() {
    let image = testImage()
    let fast = makeWhiteContext(width: 12, height: 12)
    fast.clip(to: CGRect(x: 0, y: 0, width: 12, height: 7.5))
    fast.setAlpha(0.7)
    fast.draw(image, in: CGRect(x: 3, y: 5, width: 4, height: 4))
    let general = makeWhiteContext(width: 12, height: 12)
    general.clip(to: CGRect(x: 0, y: 0, width: 12, height: 7.5))
    general.setAlpha(0.7)
    let imageToDevice = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 3, ty: 9).concatenating(general.userToDevice)
    let shader = ImageShader(image: image, deviceToImage: imageToDevice.inverted(), bilinear: true)
    let path = CGMutablePath()
    path.addRect(CGRect(x: 3, y: 5, width: 4, height: 4))
    general.render(path.segments, transform: general.userToDevice, rule: .winding, paint: .shader(shader, alpha: general.alphaByte))
    #expect(fast.makeImage()?.premultipliedRGBA == general.makeImage()?.premultipliedRGBA)
}
