import Testing
@testable import CoreGraphics

private func close(_ a: CGAffineTransform, _ b: CGAffineTransform, _ eps: CGFloat = 1e-9) -> Bool {
    abs(a.a - b.a) < eps && abs(a.b - b.b) < eps && abs(a.c - b.c) < eps && abs(a.d - b.d) < eps
        && abs(a.tx - b.tx) < eps && abs(a.ty - b.ty) < eps
}

@Test func identityLeavesPointsUnchanged() {
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(CGPoint(x: 3, y: -4).applying(.identity) == CGPoint(x: 3, y: -4))
}

@Test func concatenatingAppliesTheReceiverFirst() {
    let scale = CGAffineTransform(scaleX: 2, y: 3)
    let move = CGAffineTransform(translationX: 10, y: 20)
    #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 23))
    #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 63))
}

@Test func translatedByTranslatesBeforeTheExistingTransform() {
    let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)
    #expect(CGPoint.zero.applying(t) == CGPoint(x: 10, y: 0))
    let s = CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 2)
    #expect(CGPoint(x: 1, y: 0).applying(s) == CGPoint(x: 7, y: 0))
}

@Test func quarterRotationIsExactAndCounterClockwiseInYUpSpace() {
    let r = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(r == CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
    #expect(CGPoint(x: 1, y: 0).applying(r) == CGPoint(x: 0, y: 1))
    #expect(CGAffineTransform.identity.rotated(by: .pi) == CGAffineTransform(scaleX: -1, y: -1))
}

@Test func invertedUndoesTheTransform() {
    let t = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 0.5).translatedBy(x: 7, y: -3)
    #expect(close(t.concatenating(t.inverted()), .identity))
    let p = CGPoint(x: 4, y: 9)
    let back = p.applying(t).applying(t.inverted())
    #expect(abs(back.x - 4) < 1e-9 && abs(back.y - 9) < 1e-9)
}

@Test func invertingASingularMatrixReturnsItUnchanged() {
    let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)
    #expect(singular.inverted() == singular)
}

@Test func sizeApplyingIgnoresTranslation() {
    let t = CGAffineTransform(translationX: 100, y: 100).scaledBy(x: 2, y: -3)
    #expect(CGSize(width: 1, height: 2).applying(t) == CGSize(width: 2, height: -6))
}

@Test func rectApplyingReturnsTheBoundingBoxOfTheCorners() {
    let r = CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(r == CGRect(x: -1, y: 0, width: 1, height: 2))
    #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
}

@Test func transformsAreHashableAndEquatable() {
    let set: Set<CGAffineTransform> = [.identity, CGAffineTransform(), CGAffineTransform(scaleX: 1, y: 2)]
    #expect(set.count == 2)
}

@Test func vectorHoldsItsComponents() {
    let v = CGVector(dx: 3, dy: 4)
    #expect(v.dx == 3 && v.dy == 4)
    #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
}
