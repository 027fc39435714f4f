import Foundation
import Testing
@_spi(OpenUIKit) import QuartzCore

/// A device clock that only moves when a test moves it.
@MainActor final class ManualClock {
    var now: CFTimeInterval
    init(now: CFTimeInterval) { self.now = now }
}

/// One test's Core Animation context over a manual clock, made current on creation.
///
/// Starts at t = 1000 so that a `beginTime` of 0 (meaning "now") is never a real time.
@MainActor final class TestAnimationHost {
    let clock: ManualClock
    let context: CAHostContext

    init(start: CFTimeInterval = 1000) {
        let clock = ManualClock(now: start)
        self.clock = clock
        context = CAHostContext(clock: { clock.now })
        context.makeCurrent()
    }

    var now: CFTimeInterval { clock.now }

    /// Sets the clock without running a frame (for reading `presentation()` at a time).
    func set(time: CFTimeInterval) { clock.now = time }

    /// Runs one frame's Core Animation phases at `time`: display links, animations, display, commit.
    func frame(at time: CFTimeInterval) {
        clock.now = time
        context.runDisplayLinks(at: time)
        context.evaluateAnimations(at: time)
        context.displayLayers()
        context.commit()
    }

    /// Runs one frame `dt` seconds after the current time.
    func advance(by dt: CFTimeInterval) { frame(at: now + dt) }
}

/// Records animation delegate calls in order.
@MainActor final class AnimationEventLog: CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop(\(flag))") }
}

func isClose(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }
func isClose(_ a: Double, _ b: Double, within tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }
func isClose(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}
func isClose(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat = 1e-6) -> Bool {
    isClose(a.origin, b.origin, within: tolerance)
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// A standalone layer with the given frame, made with actions disabled so no animation starts.
@MainActor func makeLayer(_ frame: CGRect, name: String? = nil) -> CALayer {
    let layer = CALayer()
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    layer.frame = frame
    CATransaction.commit()
    layer.name = name
    return layer
}
