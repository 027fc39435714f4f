import Testing
@testable import CoreGraphics

@Test func strokesWithEachLineCap() throws {
    let context = makeWhiteContext(width: 96, height: 64)
    context.setLineWidth(10)
    context.setStrokeColor(red: 0.1, green: 0.3, blue: 0.8, alpha: 1)
    for (i, cap) in [CGLineCap.butt, .round, .square].enumerated() {
        context.setLineCap(cap)
        let x = 20 + CGFloat(i) * 28
        context.move(to: CGPoint(x: x, y: 12))
        context.addLine(to: CGPoint(x: x, y: 52))
        context.strokePath()
    }
    context.setLineWidth(1)
    context.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
    context.strokeLineSegments(between: [CGPoint(x: 0, y: 12), CGPoint(x: 96, y: 12), CGPoint(x: 0, y: 52), CGPoint(x: 96, y: 52)])
    try expectGolden(context.makeImage(), named: "stroke-caps")
}

@Test func strokesWithEachLineJoin() throws {
    let context = makeWhiteContext(width: 120, height: 64)
    context.setLineWidth(8)
    context.setStrokeColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
    for (i, join) in [CGLineJoin.miter, .round, .bevel].enumerated() {
        context.setLineJoin(join)
        let x = 8 + CGFloat(i) * 38
        context.move(to: CGPoint(x: x, y: 10))
        context.addLine(to: CGPoint(x: x + 12, y: 52))
        context.addLine(to: CGPoint(x: x + 24, y: 14))
        context.addLine(to: CGPoint(x: x + 30, y: 30))
        context.strokePath()
    }
    try expectGolden(context.makeImage(), named: "stroke-joins")
}

@Test func miterLimitTurnsSharpMitersIntoBevels() throws {
    let context = makeWhiteContext(width: 64, height: 64)
    context.setLineWidth(6)
    context.setStrokeColor(red: 0, green: 0.4, blue: 0, alpha: 1)
    context.setMiterLimit(10)
    context.addLines(between: [CGPoint(x: 4, y: 8), CGPoint(x: 20, y: 50), CGPoint(x: 28, y: 8)])
    context.strokePath()
    context.setMiterLimit(2)
    context.addLines(between: [CGPoint(x: 36, y: 8), CGPoint(x: 48, y: 50), CGPoint(x: 60, y: 8)])
    context.strokePath()
    try expectGolden(context.makeImage(), named: "stroke-miter-limit")
}

@Test func strokesCurvesRectsEllipsesAndDashes() throws {
    let context = makeWhiteContext(width: 96, height: 64)
    context.setStrokeColor(red: 0.8, green: 0.3, blue: 0, alpha: 1)
    context.setLineWidth(3)
    context.strokeEllipse(in: CGRect(x: 6, y: 6, width: 40, height: 52))
    context.setStrokeColor(red: 0, green: 0, blue: 0, alpha: 1)
    context.stroke(CGRect(x: 52.5, y: 6.5, width: 38, height: 24), width: 1)
    context.setLineDash(phase: 0, lengths: [6, 3])
    context.setLineWidth(2)
    context.move(to: CGPoint(x: 52, y: 40))
    context.addCurve(to: CGPoint(x: 92, y: 40), control1: CGPoint(x: 60, y: 70), control2: CGPoint(x: 84, y: 10))
    context.strokePath()
    try expectGolden(context.makeImage(), named: "stroke-curves-dashes")
}

@Test func strokeOutlinePathCoversTheStrokedArea() {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 10, y: 0))
    let outline = path.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
    #expect(outline.boundingBoxOfPath == CGRect(x: 0, y: -2, width: 10, height: 4))
    #expect(outline.contains(CGPoint(x: 5, y: 1.5)))
    #expect(!outline.contains(CGPoint(x: 5, y: 2.5)))
    let square = path.copy(strokingWithWidth: 4, lineCap: .square, lineJoin: .miter, miterLimit: 10)
    #expect(square.boundingBoxOfPath == CGRect(x: -2, y: -2, width: 14, height: 4))
}
