import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit

@MainActor struct UIViewHitTestingTests {
    /// A 200×200 container with one 100×100 subview at (50, 50).
    private func scene() -> (container: UIView, target: UIView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let target = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        container.addSubview(target)
        return (container, target)
    }

    @Test func aPointInsideASubviewHitsTheSubview() {
        _ = TestSystem()
        let (container, target) = scene()
        #expect(container.hitTest(CGPoint(x: 60, y: 60), with: nil) === target)
        #expect(container.hitTest(CGPoint(x: 10, y: 10), with: nil) === container)
        #expect(container.hitTest(CGPoint(x: 210, y: 10), with: nil) == nil)
    }

    @Test func hiddenViewsAreIgnored() {
        _ = TestSystem()
        let (container, target) = scene()
        target.isHidden = true
        #expect(container.hitTest(CGPoint(x: 60, y: 60), with: nil) === container)
        container.isHidden = true
        #expect(container.hitTest(CGPoint(x: 60, y: 60), with: nil) == nil)
    }

    @Test func viewsWithUserInteractionDisabledAreIgnoredWithTheirSubviews() {
        _ = TestSystem()
        let (container, target) = scene()
        target.isUserInteractionEnabled = false
        #expect(container.hitTest(CGPoint(x: 60, y: 60), with: nil) === container)
        target.isUserInteractionEnabled = true
        container.isUserInteractionEnabled = false
        #expect(container.hitTest(CGPoint(x: 60, y: 60), with: nil) == nil)
    }

    @Test func alphaBelowOneHundredthIsIgnoredButOneHundredthIsHit() {
        _ = TestSystem()
        let (container, target) = scene()
        target.alpha = 0.009
        #expect(container.hitTest(CGPoint(x: 60, y: 60), with: nil) === container)
        target.alpha = 0.01
        #expect(container.hitTest(CGPoint(x: 60, y: 60), with: nil) === target)
    }

    @Test func aSubviewBeyondItsSuperviewsBoundsIsNotHitEvenWithoutClipping() {
        _ = TestSystem()
        let (container, target) = scene()
        let overhang = UIView(frame: CGRect(x: 80, y: 80, width: 100, height: 100))
        target.addSubview(overhang)
        #expect(!target.clipsToBounds)
        // (170, 170) in the container is inside overhang but outside target's bounds.
        #expect(container.hitTest(CGPoint(x: 170, y: 170), with: nil) === container)
        #expect(container.hitTest(CGPoint(x: 140, y: 140), with: nil) === overhang)
    }

    @Test func theFrontMostSubviewWins() {
        _ = TestSystem()
        let (container, back) = scene()
        let front = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        container.addSubview(front)
        #expect(container.hitTest(CGPoint(x: 120, y: 120), with: nil) === front)
        container.bringSubviewToFront(back)
        #expect(container.hitTest(CGPoint(x: 120, y: 120), with: nil) === back)
    }

    @Test func hitTestingConvertsThroughBoundsOriginsAndTransforms() {
        _ = TestSystem()
        let (container, target) = scene()
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        target.addSubview(inner)
        target.bounds.origin = CGPoint(x: -20, y: -20)
        // inner now sits at container (70, 70).
        #expect(container.hitTest(CGPoint(x: 75, y: 75), with: nil) === inner)
        target.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        // target shrinks about its centre (100, 100): it now covers 75…125.
        #expect(container.hitTest(CGPoint(x: 60, y: 60), with: nil) === container)
        #expect(container.hitTest(CGPoint(x: 90, y: 90), with: nil) === target)
    }

    @Test func pointInsideCanWidenTheHitArea() {
        _ = TestSystem()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = GenerousHitAreaView(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
        container.addSubview(button)
        #expect(container.hitTest(CGPoint(x: 40, y: 40), with: nil) === button)
    }
}
