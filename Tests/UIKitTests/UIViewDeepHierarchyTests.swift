import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit

/// Hit testing and coordinate conversion through long chains of nested views, level by level.
@MainActor struct UIViewDeepHierarchyTests {
    /// A chain of `depth` views, each 300 × 500 and inside the previous one, offset by a fraction of a point,
    /// every seventh scrolled by its bounds origin and every eleventh rotated slightly about its centre.
    private func chain(depth: Int, in root: UIView? = nil) -> [UIView] {
        var views = [UIView(frame: CGRect(x: 20, y: 40, width: 300, height: 500))]
        root?.addSubview(views[0])
        for level in 1..<depth {
            let view = UIView(frame: CGRect(x: 0.05, y: 0.025, width: 300, height: 500))
            if level % 7 == 0 { view.bounds.origin = CGPoint(x: 0.5, y: -0.25) }
            if level % 11 == 0 { view.transform = CGAffineTransform(rotationAngle: 0.0005) }
            views[level - 1].addSubview(view)
            views.append(view)
        }
        return views
    }

    /// Converts `point` from `view`'s superview's coordinates to `view`'s by UIKit's geometry, written out independently.
    ///
    /// The superview sees the view's bounds centred on `center` and transformed about it, so the
    /// inverse subtracts the centre, undoes the transform and adds the bounds' centre.
    private func fromSuperview(_ point: CGPoint, into view: UIView) -> CGPoint {
        let centred = CGPoint(x: point.x - view.center.x, y: point.y - view.center.y)
        let untransformed = centred.applying(view.transform.inverted())
        return CGPoint(x: untransformed.x + view.bounds.midX, y: untransformed.y + view.bounds.midY)
    }

    @Test func aPointInsideEveryLevelOfAChainOf300HitsTheInnermostView() {
        _ = TestSystem()
        let views = chain(depth: 300)
        let outerPoint = CGPoint(x: 150, y: 250)
        #expect(views[0].hitTest(outerPoint, with: nil) === views[299])
    }

    @Test func convertingThroughAChainMatchesTheLevelByLevelGeometry() {
        _ = TestSystem()
        let views = chain(depth: 300)
        var expected = CGPoint(x: 150, y: 250)
        for view in views.dropFirst() { expected = fromSuperview(expected, into: view) }
        let converted = views[299].convert(CGPoint(x: 150, y: 250), from: views[0])
        #expect(isClose(converted, expected, within: 1e-6))
        let back = views[299].convert(converted, to: views[0])
        #expect(isClose(back, CGPoint(x: 150, y: 250), within: 1e-6))
        let middle = views[150].convert(CGPoint(x: 150, y: 250), from: views[0])
        #expect(isClose(views[299].convert(middle, from: views[150]), expected, within: 1e-6))
    }

    @Test func convertingBetweenTwoBranchesGoesThroughTheirCommonAncestorAsThroughTheWindow() {
        let system = TestSystem()
        let window = system.makeKeyWindow()
        let trunk = chain(depth: 50, in: window)
        let left = chain(depth: 120, in: trunk[49])
        let right = chain(depth: 80, in: trunk[49])
        right[0].transform = CGAffineTransform(scaleX: 0.5, y: 2)
        let point = CGPoint(x: 12, y: 34)
        let direct = left[119].convert(point, to: right[79])
        let viaWindow = right[79].convert(left[119].convert(point, to: nil), from: nil)
        #expect(isClose(direct, viaWindow, within: 1e-6))
        #expect(isClose(right[79].convert(direct, to: left[119]), point, within: 1e-6))
    }

    @Test func theHitStopsAboveAHiddenDisabledOrTransparentLevel() {
        _ = TestSystem()
        let views = chain(depth: 200)
        let point = CGPoint(x: 150, y: 250)
        views[120].isHidden = true
        #expect(views[0].hitTest(point, with: nil) === views[119])
        views[120].isHidden = false
        views[80].isUserInteractionEnabled = false
        #expect(views[0].hitTest(point, with: nil) === views[79])
        views[80].isUserInteractionEnabled = true
        views[40].alpha = 0.009
        #expect(views[0].hitTest(point, with: nil) === views[39])
        views[40].alpha = 0.01
        #expect(views[0].hitTest(point, with: nil) === views[199])
    }

    @Test func deepInAChainOnlyPointInsideAndNotClippingDecidesWhatIsHit() {
        _ = TestSystem()
        final class Generous: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -100, dy: -100).contains(point)
            }
        }
        let views = chain(depth: 150)
        // A child hanging 200 points off the right edge of the innermost view.
        let overhang = UIView(frame: CGRect(x: 250, y: 100, width: 200, height: 50))
        views[149].addSubview(overhang)
        let inside = overhang.convert(CGPoint(x: 20, y: 20), to: views[0])
        let outside = overhang.convert(CGPoint(x: 120, y: 20), to: views[0])
        #expect(views[0].hitTest(inside, with: nil) === overhang)
        #expect(views[0].hitTest(outside, with: nil) == nil)
        for view in views { view.clipsToBounds = true }
        #expect(views[0].hitTest(inside, with: nil) === overhang)
        #expect(views[0].hitTest(outside, with: nil) == nil)
        for view in views { view.clipsToBounds = false }
        // Widening every level's hit area lets the point beyond their bounds reach the overhang.
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        var parent = container
        var generous: [UIView] = []
        for _ in 0..<150 {
            let view = Generous(frame: CGRect(x: 0.05, y: 0.025, width: 300, height: 500))
            parent.addSubview(view)
            generous.append(view)
            parent = view
        }
        let hanger = UIView(frame: CGRect(x: 250, y: 100, width: 200, height: 50))
        parent.addSubview(hanger)
        let beyond = hanger.convert(CGPoint(x: 120, y: 20), to: container)
        #expect(container.hitTest(beyond, with: nil) === hanger)
        generous[75].clipsToBounds = true
        #expect(container.hitTest(beyond, with: nil) === hanger)
    }

    @Test func aRotatedLevelDeepInTheChainIsHitByItsRotatedShape() {
        _ = TestSystem()
        let views = chain(depth: 100)
        let diamond = UIView(frame: CGRect(x: 100, y: 200, width: 40, height: 40))
        diamond.transform = CGAffineTransform(rotationAngle: .pi / 4)
        views[99].addSubview(diamond)
        // Inside the unrotated square's corner but outside the diamond, then near its centre.
        let corner = diamond.superview!.convert(CGPoint(x: 102, y: 202), to: views[0])
        let centre = diamond.superview!.convert(CGPoint(x: 120, y: 220), to: views[0])
        #expect(views[0].hitTest(corner, with: nil) === views[99])
        #expect(views[0].hitTest(centre, with: nil) === diamond)
        // The tip of the diamond reaches beyond the square's side.
        let tip = diamond.superview!.convert(CGPoint(x: 120, y: 198), to: views[0])
        #expect(views[0].hitTest(tip, with: nil) === diamond)
    }
}
