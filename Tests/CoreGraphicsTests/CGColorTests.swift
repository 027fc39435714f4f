import Testing
@testable import CoreGraphics

@Test func rgbColorsHaveFourComponentsIncludingAlpha() {
    let c = CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.25)
    #expect(c.numberOfComponents == 4)
    #expect(c.components == [1, 0.5, 0, 0.25])
    #expect(c.alpha == 0.25)
    #expect(c.colorSpace?.model == .rgb)
}

@Test func grayColorsHaveTwoComponents() {
    let c = CGColor(gray: 0.5, alpha: 1)
    #expect(c.numberOfComponents == 2)
    #expect(c.components == [0.5, 1])
    #expect(CGColor.black == CGColor(gray: 0, alpha: 1))
    #expect(CGColor.clear.alpha == 0)
}

@Test func copyWithAlphaReplacesOnlyAlpha() {
    let c = CGColor(srgbRed: 0.2, green: 0.4, blue: 0.6, alpha: 1).copy(alpha: 0.5)
    #expect(c?.components == [0.2, 0.4, 0.6, 0.5])
}

@Test func colorsInDifferentSpacesAreNotEqual() {
    #expect(CGColor(gray: 1, alpha: 1) != CGColor(red: 1, green: 1, blue: 1, alpha: 1))
    #expect(CGColor(red: 1, green: 1, blue: 1, alpha: 1) == CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1))
}

@Test func namedColorSpacesResolveAndUnknownNamesFail() {
    #expect(CGColorSpace(name: CGColorSpace.sRGB)?.model == .rgb)
    #expect(CGColorSpace(name: "no such space") == nil)
    #expect(CGColorSpaceCreateDeviceRGB().numberOfComponents == 3)
}
