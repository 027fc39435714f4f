import Testing
@testable import CoreGraphics

@Test func emptyPathHasNullBoundsAndZeroCurrentPoint() {
    let path = CGMutablePath()
    #expect(path.isEmpty)
    #expect(path.boundingBox.isNull)
    #expect(path.boundingBoxOfPath.isNull)
    #expect(path.currentPoint == .zero)
}

@Test func boundingBoxIncludesControlPointsButBoundingBoxOfPathDoesNot() {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
    #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 10, height: 5))
}

@Test func ellipseTightBoundsEqualItsRect() {
    let path = CGPath(ellipseIn: CGRect(x: 10, y: 20, width: 30, height: 40), transform: nil)
    let box = path.boundingBoxOfPath
    #expect(abs(box.minX - 10) < 1e-9 && abs(box.maxX - 40) < 1e-9)
    #expect(abs(box.minY - 20) < 1e-9 && abs(box.maxY - 60) < 1e-9)
}

@Test func rectPathFollowsApplesElementOrder() {
    var types: [CGPathElementType] = []
    var points: [CGPoint] = []
    CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil).applyWithBlock { element in
        types.append(element.pointee.type)
        if element.pointee.type != .closeSubpath { points.append(element.pointee.points[0]) }
    }
    #expect(types == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
    #expect(points == [CGPoint(x: 1, y: 2), CGPoint(x: 4, y: 2), CGPoint(x: 4, y: 6), CGPoint(x: 1, y: 6)])
}

@Test func currentPointReturnsToSubpathStartAfterClose() {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 1, y: 1))
    path.addLine(to: CGPoint(x: 5, y: 1))
    #expect(path.currentPoint == CGPoint(x: 5, y: 1))
    path.closeSubpath()
    #expect(path.currentPoint == CGPoint(x: 1, y: 1))
}

@Test func counterClockwiseArcInYUpSpaceGoesThroughPositiveY() {
    let path = CGMutablePath()
    path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
    let box = path.boundingBoxOfPath
    #expect(abs(box.maxY - 10) < 1e-9 && abs(box.minY) < 1e-9)
    let cw = CGMutablePath()
    cw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
    #expect(abs(cw.boundingBoxOfPath.minY + 10) < 1e-9)
}

@Test func tangentArcEndsTangentToTheSecondLine() {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
    let end = path.currentPoint
    #expect(abs(end.x - 10) < 1e-9 && abs(end.y - 4) < 1e-9)
}

@Test func copyUsingTransformMapsEveryPoint() {
    var t = CGAffineTransform(translationX: 5, y: 5)
    let path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
    #expect(path.copy(using: &t)?.boundingBox == CGRect(x: 5, y: 5, width: 1, height: 1))
    #expect(path.copy() == path)
}

@Test func roundedRectTouchesAllFourSides() {
    let r = CGRect(x: 0, y: 0, width: 100, height: 50)
    let path = CGPath(roundedRect: r, cornerWidth: 10, cornerHeight: 10, transform: nil)
    let box = path.boundingBoxOfPath
    #expect(abs(box.width - 100) < 1e-9 && abs(box.height - 50) < 1e-9)
    #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))
    #expect(path.contains(CGPoint(x: 50, y: 0.5)))
}
