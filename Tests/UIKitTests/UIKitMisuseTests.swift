import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit

/// A view whose `layoutSubviews` marks itself again and asks for layout at once, as misbehaving
/// app code does; it stops after `cap` calls so that a regression fails instead of overflowing.
@MainActor private final class SelfLayingOutView: UIView {
    var layoutCount = 0
    var cap = 200
    let child = UIView()

    override func layoutSubviews() {
        layoutCount += 1
        child.frame = CGRect(x: 0, y: 0, width: CGFloat(layoutCount), height: 10)
        guard layoutCount < cap else { return }
        setNeedsLayout()
        layoutIfNeeded()
    }
}

/// A view that records its layouts, to see that a re-entrant request still lays out subviews.
@MainActor private final class CountingView: UIView {
    var layoutCount = 0
    override func layoutSubviews() { layoutCount += 1 }
}

@MainActor
struct UIKitMisuseTests {
    @Test func layoutIfNeededInsideLayoutSubviewsIsIgnoredForTheViewBeingLaidOut() {
        let system = TestSystem()
        let window = system.makeKeyWindow()
        let view = SelfLayingOutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        system.runFrame()
        #expect(view.layoutCount == 1)
        // The mark set during the pass stays for the next layout pass, as on iOS.
        system.runFrame()
        #expect(view.layoutCount == 2)
    }

    @Test func layoutIfNeededInsideLayoutSubviewsStillLaysOutMarkedSubviews() {
        let system = TestSystem()
        let window = system.makeKeyWindow()
        let view = SelfLayingOutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.cap = 1
        let grandchild = CountingView()
        view.child.addSubview(grandchild)
        view.addSubview(view.child)
        window.addSubview(view)
        system.runFrame()
        let before = grandchild.layoutCount
        grandchild.setNeedsLayout()
        view.setNeedsLayout()
        view.cap = 3
        view.layoutIfNeeded()
        #expect(view.layoutCount == 2)
        #expect(grandchild.layoutCount == before + 1)
    }

    @Test func aZeroDurationAnimationChainAdvancesOneStepPerFrame() {
        let system = TestSystem()
        let window = system.makeKeyWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var steps = 0
        func step() {
            UIView.animate(withDuration: 0, animations: { view.alpha = view.alpha == 1 ? 0.5 : 1 }, completion: { _ in
                steps += 1
                if steps < 500 { step() }
            })
        }
        step()
        #expect(steps == 0)
        system.runFrame()
        #expect(steps == 1)
        system.runFrame()
        #expect(steps == 2)
        for _ in 0..<10 { system.runFrame() }
        #expect(steps == 12)
    }

    @Test func anAnimationsCompletionStillRunsInTheFrameItsAnimationEnds() {
        let system = TestSystem()
        let window = system.makeKeyWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var finishedAt: CFTimeInterval?
        UIView.animate(withDuration: 0.1, animations: { view.alpha = 0 }, completion: { _ in finishedAt = system.now })
        var frames = 0
        while view.layer.animationKeys() != nil && frames < 30 {
            system.runFrame()
            frames += 1
        }
        // The frame that removes the finished animation also calls the completion.
        #expect(frames > 1 && frames < 30)
        #expect(finishedAt == system.now)
    }
}
