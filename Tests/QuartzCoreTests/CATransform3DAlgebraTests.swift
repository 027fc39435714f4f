import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import QuartzCore

@MainActor struct CATransform3DAlgebraTests {
    private func apply(_ t: CATransform3D, _ p: CGPoint) -> CGPoint {
        p.applying(CATransform3DGetAffineTransform(t))
    }

    @Test func theIdentityIsNeutralForConcatenation() {
        let t = CATransform3DMakeRotation(0.7, 0, 0, 1)
        #expect(CATransform3DIsIdentity(CATransform3D()))
        #expect(CATransform3DConcat(t, CATransform3DIdentity) == t)
        #expect(CATransform3DConcat(CATransform3DIdentity, t) == t)
    }

    @Test func concatenationAppliesTheFirstTransformFirst() {
        let translate = CATransform3DMakeTranslation(10, 0, 0)
        let scale = CATransform3DMakeScale(2, 2, 1)
        // (1, 0) translated to (11, 0), then scaled to (22, 0).
        #expect(apply(CATransform3DConcat(translate, scale), CGPoint(x: 1, y: 0)) == CGPoint(x: 22, y: 0))
        // Scaled to (2, 0), then translated to (12, 0).
        #expect(apply(CATransform3DConcat(scale, translate), CGPoint(x: 1, y: 0)) == CGPoint(x: 12, y: 0))
    }

    @Test func aQuarterTurnAboutZTurnsXTowardY() {
        let t = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(isClose(apply(t, CGPoint(x: 1, y: 0)), CGPoint(x: 0, y: 1), within: 1e-12))
        let affine = CGAffineTransform(rotationAngle: .pi / 2)
        let fromAffine = CATransform3DMakeAffineTransform(affine)
        #expect(isClose(t.m11, fromAffine.m11, within: 1e-12) && isClose(t.m12, fromAffine.m12, within: 1e-12))
        #expect(isClose(t.m21, fromAffine.m21, within: 1e-12) && isClose(t.m22, fromAffine.m22, within: 1e-12))
    }

    @Test func translateScaleAndRotateApplyTheirStepBeforeTheGivenTransform() {
        let base = CATransform3DMakeScale(3, 3, 1)
        // Apple: t' = translate(tx, ty, tz) · t, so the translation is scaled too.
        #expect(CATransform3DTranslate(base, 1, 2, 0) == CATransform3DConcat(CATransform3DMakeTranslation(1, 2, 0), base))
        #expect(apply(CATransform3DTranslate(base, 1, 2, 0), .zero) == CGPoint(x: 3, y: 6))
        #expect(CATransform3DScale(base, 2, 2, 1) == CATransform3DMakeScale(6, 6, 1))
        let rotated = CATransform3DRotate(CATransform3DMakeTranslation(5, 0, 0), .pi, 0, 0, 1)
        #expect(isClose(apply(rotated, CGPoint(x: 1, y: 0)), CGPoint(x: 4, y: 0), within: 1e-12))
    }

    @Test func aRotationAboutAZeroAxisIsTheIdentity() {
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1.2, 0, 0, 0)))
    }

    @Test func affineTransformsRoundTripExactly() {
        let affine = CGAffineTransform(a: 1.5, b: 0.25, c: -0.75, d: 2, tx: 13, ty: -7)
        let t = CATransform3DMakeAffineTransform(affine)
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == affine)
        #expect(CATransform3DMakeAffineTransform(CATransform3DGetAffineTransform(t)) == t)
    }

    @Test func perspectiveAndDepthMakeATransformNonAffine() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        #expect(!CATransform3DIsAffine(perspective))
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 4)))
        #expect(CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 0, 0, 1)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 1, 0, 0)))
    }

    @Test func threeDimensionalEntriesCombineExactly() {
        let a = CATransform3DMakeTranslation(1, 2, 3)
        let b = CATransform3DMakeScale(2, 3, 4)
        let ab = CATransform3DConcat(a, b)
        #expect(ab.m41 == 2 && ab.m42 == 6 && ab.m43 == 12 && ab.m33 == 4 && ab.m44 == 1)
    }
}
