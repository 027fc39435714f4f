import Testing
@testable import CoreGraphics

@Test func fillsRectsEllipsesAndCurvedPathsWithAntialiasedEdges() throws {
    let context = makeWhiteContext(width: 96, height: 64)
    context.setFillColor(red: 0.1, green: 0.4, blue: 0.9, alpha: 1)
    context.fill(CGRect(x: 4.5, y: 4.25, width: 24, height: 20.5))
    context.setFillColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 0.6)
    context.fillEllipse(in: CGRect(x: 18, y: 12, width: 40, height: 30))
    context.setFillColor(red: 0.1, green: 0.6, blue: 0.2, alpha: 1)
    context.move(to: CGPoint(x: 60, y: 8))
    context.addCurve(to: CGPoint(x: 92, y: 56), control1: CGPoint(x: 100, y: 8), control2: CGPoint(x: 60, y: 40))
    context.addQuadCurve(to: CGPoint(x: 60, y: 8), control: CGPoint(x: 64, y: 60))
    context.closePath()
    context.fillPath()
    context.setFillColor(gray: 0.2, alpha: 1)
    context.addPath(CGPath(roundedRect: CGRect(x: 6, y: 40, width: 40, height: 18), cornerWidth: 6, cornerHeight: 6, transform: nil))
    context.fillPath()
    try expectGolden(context.makeImage(), named: "fill-shapes")
}

/// A five-pointed star drawn in one stroke, centred in a 64-point square.
private func addStar(to context: CGContext, centerX: CGFloat) {
    for i in 0..<5 {
        let angle = CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
        let p = CGPoint(x: centerX + 28 * cos(angle), y: 32 + 28 * sin(angle))
        if i == 0 { context.move(to: p) } else { context.addLine(to: p) }
    }
    context.closePath()
}

@Test func fillsASelfOverlappingStarUnderWindingAndEvenOddRules() throws {
    let context = makeWhiteContext(width: 128, height: 64)
    context.setFillColor(red: 0.5, green: 0.1, blue: 0.6, alpha: 1)
    addStar(to: context, centerX: 32)
    context.fillPath(using: .winding)
    addStar(to: context, centerX: 96)
    context.fillPath(using: .evenOdd)
    #expect(pixel(context, x: 32, y: 32) != [255, 255, 255, 255])
    #expect(pixel(context, x: 96, y: 32) == [255, 255, 255, 255])
    try expectGolden(context.makeImage(), named: "fill-star-winding-evenodd")
}

@Test func drawsWithGlobalAlphaAndCopyBlendMode() throws {
    let context = makeWhiteContext(width: 64, height: 64)
    context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    context.fill(CGRect(x: 4, y: 4, width: 36, height: 36))
    context.setAlpha(0.5)
    context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
    context.fill(CGRect(x: 24, y: 24, width: 36, height: 36))
    context.setAlpha(1)
    context.setBlendMode(.copy)
    context.setFillColor(red: 0, green: 0.8, blue: 0, alpha: 0.25)
    context.fillEllipse(in: CGRect(x: 14, y: 14, width: 36, height: 36))
    try expectGolden(context.makeImage(), named: "fill-alpha-copy")
}
