import Testing
@testable import CoreGraphics

/// A five-pointed star drawn in one stroke, whose centre pentagon is wound twice.
private func star() -> CGPath {
    let path = CGMutablePath()
    for i in 0..<5 {
        let angle = CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
        let p = CGPoint(x: 50 + 40 * cos(angle), y: 50 + 40 * sin(angle))
        if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
    }
    path.closeSubpath()
    return path
}

@Test func rectContainsInteriorPointsOnly() {
    let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    #expect(path.contains(CGPoint(x: 5, y: 5)))
    #expect(!path.contains(CGPoint(x: 15, y: 5)))
    #expect(!path.contains(CGPoint(x: -0.1, y: 5)))
}

@Test func starCentreIsInsideUnderWindingButOutsideUnderEvenOdd() {
    let centre = CGPoint(x: 50, y: 50)
    #expect(star().contains(centre, using: .winding))
    #expect(!star().contains(centre, using: .evenOdd))
    let tip = CGPoint(x: 50, y: 85)
    #expect(star().contains(tip, using: .winding) && star().contains(tip, using: .evenOdd))
}

@Test func containsAppliesTheTransformToThePath() {
    let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    #expect(path.contains(CGPoint(x: 105, y: 5), transform: CGAffineTransform(translationX: 100, y: 0)))
}

@Test func ellipseContainsFollowsTheCurve() {
    let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
    #expect(path.contains(CGPoint(x: 50, y: 50)))
    #expect(!path.contains(CGPoint(x: 5, y: 5)))
    #expect(path.contains(CGPoint(x: 50, y: 0.5)))
}

@Test func openSubpathsAreImplicitlyClosed() {
    let path = CGMutablePath()
    path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
    #expect(path.contains(CGPoint(x: 2, y: 2)))
}

@Test func nestedOppositeRectsMakeAHoleUnderWinding() {
    let path = CGMutablePath()
    path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
    path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50),
                 transform: CGAffineTransform(scaleX: -1, y: 1).translatedBy(x: -100, y: 0))
    #expect(!path.contains(CGPoint(x: 50, y: 50), using: .winding))
    #expect(path.contains(CGPoint(x: 10, y: 10), using: .winding))
}
