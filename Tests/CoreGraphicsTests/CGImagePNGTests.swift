import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) @testable import CoreGraphics

private func gradientImage() -> CGImage {
    var bytes = Data(count: 16 * 8 * 4)
    for y in 0..<8 {
        for x in 0..<16 {
            let a = UInt8(x * 17)
            let i = (y * 16 + x) * 4
            bytes[i] = UInt8(min(Int(a), y * 30))
            bytes[i + 1] = a / 2
            bytes[i + 2] = a
            bytes[i + 3] = a
        }
    }
    return CGImage(width: 16, height: 8, premultipliedRGBA: bytes)
}

@Test func pngRoundTripReturnsTheSamePremultipliedBytes() throws {
    let image = gradientImage()
    let decoded = try CGImage(pngData: image.pngData())
    #expect(decoded.width == 16 && decoded.height == 8)
    #expect(decoded.premultipliedRGBA == image.premultipliedRGBA)
    #expect(CGImageComparison(expected: image, actual: decoded).isIdentical)
}

@Test func applesPNGInitializerDecodesThroughADataProvider() throws {
    let png = try gradientImage().pngData()
    let image = CGImage(pngDataProviderSource: CGDataProvider(data: png as CFData)!, decode: nil, shouldInterpolate: true,
                        intent: .defaultIntent)
    #expect(image?.alphaInfo == .premultipliedLast)
    #expect(image?.bitsPerPixel == 32 && image?.bytesPerRow == 64)
}

@Test func corruptPNGThrowsAnErrorNamingTheProblem() {
    let garbage = Data("definitely not a png file".utf8)
    #expect(throws: CGImagePNGError.self) { try CGImage(pngData: garbage) }
    do {
        _ = try CGImage(pngData: garbage)
    } catch {
        #expect(String(describing: error).hasPrefix("PNG decoding failed: "))
    }
    #expect(CGImage(pngDataProviderSource: CGDataProvider(data: garbage as CFData)!, decode: nil, shouldInterpolate: false,
                    intent: .defaultIntent) == nil)
}

@Test func truncatedPNGThrows() throws {
    let png = try gradientImage().pngData()
    #expect(throws: CGImagePNGError.self) { try CGImage(pngData: png.prefix(png.count / 2)) }
}

@Test func croppingUsesTopLeftPixelCoordinates() {
    let image = gradientImage()
    let crop = image.cropping(to: CGRect(x: 2, y: 3, width: 4, height: 2))
    #expect(crop?.width == 4 && crop?.height == 2)
    let expected = image.premultipliedRGBA[((3 * 16) + 2) * 4]
    #expect(crop?.premultipliedRGBA[0] == expected)
    #expect(image.cropping(to: CGRect(x: 100, y: 100, width: 4, height: 4)) == nil)
}

@Test func comparisonCountsDifferingPixelsAndPaintsThemRed() {
    let a = gradientImage()
    var bytes = a.premultipliedRGBA
    bytes[0] = bytes[0] &+ 1
    bytes[4 * 20 + 3] = 7
    let b = CGImage(width: 16, height: 8, premultipliedRGBA: bytes)
    let result = CGImageComparison(expected: a, actual: b)
    #expect(!result.isIdentical)
    #expect(result.differingPixelCount == 2)
    let diff = result.differenceImage!.premultipliedRGBA
    #expect(Array(diff[0..<4]) == [255, 0, 0, 255])
}
