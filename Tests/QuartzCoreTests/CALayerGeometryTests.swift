import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import QuartzCore

@MainActor struct CALayerGeometryTests {
    /// This test's own device context, made current at the start of each test, so its layers
    /// never join another test's device (tests run in parallel, and an async test's device
    /// stays current while it waits).
    private let context = TestAnimationHost()

    @Test func theFrameFollowsBoundsPositionAndAnchorPoint() {
        context.makeCurrent()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.position = CGPoint(x: 200, y: 100)
        #expect(layer.frame == CGRect(x: 150, y: 80, width: 100, height: 40))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 200, y: 100, width: 100, height: 40))
        layer.anchorPoint = CGPoint(x: 1, y: 1)
        #expect(layer.frame == CGRect(x: 100, y: 60, width: 100, height: 40))
    }

    @Test func theBoundsOriginDoesNotMoveTheFrame() {
        context.makeCurrent()
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        layer.bounds.origin = CGPoint(x: 500, y: 500)
        #expect(layer.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test func settingTheFrameSetsPositionThroughTheAnchorPointAndBoundsSize() {
        context.makeCurrent()
        let layer = CALayer()
        layer.anchorPoint = CGPoint(x: 0, y: 1)
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(layer.position == CGPoint(x: 10, y: 60))
        #expect(layer.bounds.size == CGSize(width: 30, height: 40))
    }

    @Test func aTransformedFrameIsTheBoundingBoxAroundTheAnchorPoint() {
        context.makeCurrent()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(isClose(layer.frame, CGRect(x: 30, y: -30, width: 40, height: 100), within: 1e-9))
        layer.transform = CATransform3DMakeScale(2, 0.5, 1)
        #expect(isClose(layer.frame, CGRect(x: -50, y: 10, width: 200, height: 20)))
    }

    @Test func pointsConvertBetweenSiblingLayersThroughTheirBoundsOrigins() {
        context.makeCurrent()
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let a = CALayer(), b = CALayer()
        a.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        b.frame = CGRect(x: 200, y: 50, width: 100, height: 100)
        b.bounds.origin = CGPoint(x: 0, y: 30)
        root.addSublayer(a); root.addSublayer(b)
        // a's (0, 0) is root's (10, 10), which is (−190, −40) from b's frame origin, plus b's bounds origin.
        #expect(a.convert(CGPoint.zero, to: b) == CGPoint(x: -190, y: -10))
        #expect(b.convert(CGPoint(x: -190, y: -10), to: a) == .zero)
        #expect(a.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 15, y: 15))
        #expect(root.convert(CGPoint(x: 15, y: 15), to: a) == CGPoint(x: 5, y: 5))
        #expect(a.convert(CGPoint(x: 15, y: 15), from: root) == CGPoint(x: 5, y: 5))
    }

    @Test func convertingThroughAScaledLayerRoundTrips() {
        context.makeCurrent()
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let scaled = CALayer()
        scaled.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
        scaled.transform = CATransform3DMakeScale(2, 2, 1)
        root.addSublayer(scaled)
        // The centre stays at (150, 150); the scaled layer's (0, 0) is 100 points up-left of it.
        #expect(scaled.convert(CGPoint.zero, to: root) == CGPoint(x: 50, y: 50))
        let p = CGPoint(x: 33, y: 71)
        #expect(isClose(scaled.convert(scaled.convert(p, to: root), from: root), p))
        #expect(scaled.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root) == CGRect(x: 50, y: 50, width: 20, height: 20))
    }

    @Test func hitTestingPrefersTheHigherZPositionOverLaterSiblings() {
        context.makeCurrent()
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let raised = CALayer(), later = CALayer()
        raised.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        later.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        root.addSublayer(raised)
        root.addSublayer(later)
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === later)
        raised.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === raised)
        #expect(root.hitTest(CGPoint(x: 80, y: 80)) === root)
        #expect(root.hitTest(CGPoint(x: 180, y: 80)) == nil)
    }

    @Test func hitTestingFindsSublayersOutsideTheBoundsUnlessMasked() {
        context.makeCurrent()
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let outside = CALayer()
        outside.frame = CGRect(x: 150, y: 0, width: 50, height: 50)
        root.addSublayer(outside)
        #expect(root.hitTest(CGPoint(x: 160, y: 10)) === outside)
        root.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 160, y: 10)) == nil)
    }

    @Test func hitTestingSkipsHiddenLayersAndUsesTheSuperlayersCoordinates() {
        context.makeCurrent()
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let child = CALayer()
        child.frame = CGRect(x: 20, y: 20, width: 10, height: 10)
        root.addSublayer(child)
        let parent = CALayer()
        parent.frame = CGRect(x: 0, y: 0, width: 500, height: 500)
        parent.addSublayer(root)
        root.position = CGPoint(x: 250, y: 250) // root's frame is now (200, 200, 100, 100)
        #expect(root.hitTest(CGPoint(x: 225, y: 225)) === child)
        child.isHidden = true
        #expect(root.hitTest(CGPoint(x: 225, y: 225)) === root)
    }
}
