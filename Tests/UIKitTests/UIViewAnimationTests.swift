import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit

@MainActor struct UIViewAnimationTests {
    /// A window holding one 100×100 view at the origin, laid out by one frame.
    /// The window is kept alive by the system fixture, as an app delegate keeps its window.
    private func setUp() -> (TestSystem, UIView) {
        let system = TestSystem()
        let window = system.makeKeyWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        system.runFrame()
        return (system, view)
    }

    @Test func theModelChangesAtOnceAndThePresentationFollowsTheEaseInOutCurve() {
        let (system, view) = setUp()
        let start = system.now
        UIView.animate(withDuration: 1) { view.center = CGPoint(x: 250, y: 50) }
        #expect(view.center == CGPoint(x: 250, y: 50))
        #expect(view.layer.presentation()!.position == CGPoint(x: 50, y: 50))
        for fraction in [0.25, 0.5, 0.75] {
            system.setTime(start + fraction)
            let x = view.layer.presentation()!.position.x
            #expect(isClose(x, 50 + 200 * easeInOut(fraction), within: 1e-6), "at \(fraction)")
        }
        system.setTime(start)
        system.runFrames(for: 1.05)
        #expect(view.layer.animationKeys() == nil)
        #expect(view.layer.presentation()!.position == CGPoint(x: 250, y: 50))
    }

    @Test func changesOutsideAnimationBlocksDoNotAnimate() {
        let (_, view) = setUp()
        view.alpha = 0.5
        view.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        #expect(view.layer.animationKeys() == nil)
        #expect(view.layer.presentation()!.opacity == 0.5)
    }

    @Test func theCompletionRunsOnceAtTheEndWithFinishedTrue() {
        let (system, view) = setUp()
        var results: [Bool] = []
        var finishedAt: CFTimeInterval?
        let start = system.now
        UIView.animate(withDuration: 0.5, animations: { view.alpha = 0 }, completion: { finished in
            results.append(finished)
            finishedAt = system.now
        })
        system.runFrames(for: 0.45)
        #expect(results.isEmpty)
        system.runFrames(for: 0.2)
        #expect(results == [true])
        #expect(finishedAt! >= start + 0.5 && finishedAt! < start + 0.5 + 1.0 / 60 + 1e-6)
    }

    @Test func completionsRunInTheOrderTheirAnimationsEnd() {
        let (system, view) = setUp()
        var order: [String] = []
        UIView.animate(withDuration: 0.6, animations: { view.alpha = 0.2 }, completion: { _ in order.append("long") })
        UIView.animate(withDuration: 0.3, animations: { view.center.x += 10 }, completion: { _ in order.append("short") })
        system.runFrames(for: 1)
        #expect(order == ["short", "long"])
    }

    @Test func removingTheAnimationsCompletesWithFinishedFalse() {
        let (system, view) = setUp()
        var results: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { results.append($0) })
        system.runFrames(for: 0.2)
        view.layer.removeAllAnimations()
        #expect(results.isEmpty)
        system.runFrame()
        #expect(results == [false])
        #expect(view.layer.presentation()!.opacity == 0)
    }

    @Test func aBlockThatAnimatesNothingCompletesAtTheNextCommitWithTrue() {
        let (system, _) = setUp()
        var results: [Bool] = []
        UIView.animate(withDuration: 1, animations: {}, completion: { results.append($0) })
        #expect(results.isEmpty)
        system.runFrame()
        #expect(results == [true])
    }

    @Test func aDelayHoldsTheStartValueUntilTheAnimationBegins() {
        let (system, view) = setUp()
        let start = system.now
        UIView.animate(withDuration: 1, delay: 0.5, options: [], animations: { view.alpha = 0 })
        system.setTime(start + 0.25)
        #expect(view.layer.presentation()!.opacity == 1)
        system.setTime(start + 1)
        #expect(isClose(CGFloat(view.layer.presentation()!.opacity), 1 - easeInOut(0.5), within: 1e-5))
    }

    @Test func theLinearCurveOptionMovesAtConstantSpeed() {
        let (system, view) = setUp()
        let start = system.now
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 })
        system.setTime(start + 0.25)
        #expect(isClose(view.layer.presentation()!.position.x, 75))
    }

    @Test func legacyBlocksDefaultToTwoTenthsOfASecondEaseInOut() {
        let (system, view) = setUp()
        let start = system.now
        UIView.beginAnimations(nil, context: nil)
        #expect(UIView.inheritedAnimationDuration == 0.2)
        view.alpha = 0
        UIView.commitAnimations()
        let animation = view.layer.animation(forKey: view.layer.animationKeys()!.first!) as? CABasicAnimation
        #expect(animation?.duration == 0.2)
        system.setTime(start + 0.05)
        #expect(isClose(CGFloat(view.layer.presentation()!.opacity), 1 - easeInOut(0.25), within: 1e-5))
    }

    @Test func legacyBlockSettingsApplyToLaterChanges() {
        let (system, view) = setUp()
        let start = system.now
        UIView.beginAnimations("move", context: nil)
        UIView.setAnimationDuration(2)
        UIView.setAnimationCurve(.linear)
        view.center.x = 250
        UIView.commitAnimations()
        system.setTime(start + 1)
        #expect(isClose(view.layer.presentation()!.position.x, 150))
    }

    @Test func nestedBlocksInheritTheOuterDurationUnlessTheyOverrideIt() {
        let (_, view) = setUp()
        var inner: TimeInterval = 0
        var overridden: TimeInterval = 0
        UIView.animate(withDuration: 2) {
            UIView.animate(withDuration: 0.5) {
                inner = UIView.inheritedAnimationDuration
                view.alpha = 0.5
            }
            UIView.animate(withDuration: 0.5, delay: 0, options: .overrideInheritedDuration, animations: {
                overridden = UIView.inheritedAnimationDuration
                view.center.x = 300
            })
        }
        #expect(inner == 2)
        #expect(overridden == 0.5)
        #expect(UIView.inheritedAnimationDuration == 0)
        let durations = (view.layer.animationKeys() ?? []).compactMap { view.layer.animation(forKey: $0)?.duration }
        #expect(durations.sorted() == [0.5, 2])
    }

    @Test func aNestedBlockInheritsTheOuterBlocksRepeatOption() {
        let (_, view) = setUp()
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse], animations: {
            UIView.animate(withDuration: 1) { view.alpha = 0.5 }
        })
        let animation = view.layer.animation(forKey: view.layer.animationKeys()!.first!)
        #expect(animation?.repeatCount == .infinity)
        #expect(animation?.autoreverses == true)
    }

    @Test func performWithoutAnimationSuppressesAnimationInsideABlock() {
        let (_, view) = setUp()
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { view.alpha = 0.3 }
        }
        #expect(view.layer.animationKeys() == nil)
        #expect(UIView.areAnimationsEnabled)
    }

    @Test func aSpringAnimationReachesItsTarget() {
        let (system, view) = setUp()
        var finished: Bool?
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       options: [], animations: { view.center.x = 250 }, completion: { finished = $0 })
        var samples: [CGFloat] = []
        for _ in 0..<37 {
            system.runFrame()
            samples.append(view.layer.presentation()!.position.x)
        }
        #expect(samples.allSatisfy { $0 <= 250 + 1e-9 })
        #expect(abs(samples[34] - 250) < 2.5)
        #expect(view.layer.presentation()!.position.x == 250)
        #expect(finished == true)
    }

    @Test func anUnderdampedSpringOvershootsItsTarget() {
        let (system, view) = setUp()
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
                       options: [], animations: { view.center.x = 250 })
        var peak: CGFloat = 0
        for _ in 0..<61 {
            system.runFrame()
            peak = max(peak, view.layer.presentation()!.position.x)
        }
        #expect(peak > 260)
        #expect(view.layer.presentation()!.position.x == 250)
    }

    @Test func animatingViewsIgnoreTouchesUnlessAllowed() {
        let (system, view) = setUp()
        let window = view.window!
        UIView.animate(withDuration: 1) { view.alpha = 0.5 }
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === window)
        system.runFrames(for: 1.1)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { view.alpha = 1 })
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
    }
}
