import Testing
@testable import CoreGraphics

@Test func drawsLinearGradientsWithAndWithoutExtendedEnds() throws {
    let context = makeWhiteContext(width: 96, height: 64)
    let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                              colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                                       CGColor(red: 1, green: 1, blue: 0, alpha: 1),
                                       CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
                              locations: [0, 0.3, 1])!
    context.saveGState()
    context.clip(to: CGRect(x: 0, y: 32, width: 96, height: 32))
    context.drawLinearGradient(gradient, start: CGPoint(x: 24, y: 0), end: CGPoint(x: 72, y: 0), options: [])
    context.restoreGState()
    context.saveGState()
    context.addPath(CGPath(roundedRect: CGRect(x: 4, y: 4, width: 88, height: 24), cornerWidth: 8, cornerHeight: 8, transform: nil))
    context.clip()
    context.drawLinearGradient(gradient, start: CGPoint(x: 24, y: 4), end: CGPoint(x: 72, y: 28),
                               options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
    context.restoreGState()
    try expectGolden(context.makeImage(), named: "gradient-linear")
}

@Test func gradientInterpolatesStraightComponents() {
    let gradient = CGGradient(colorsSpace: nil, colors: [CGColor.white, CGColor.clear], locations: nil)!
    let middle = gradient.color(at: 0.5)
    #expect(middle.r == 0.5 && middle.a == 0.5)
}
