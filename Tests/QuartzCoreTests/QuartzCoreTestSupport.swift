import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import QuartzCore

/// One test's Core Animation context (its own clock and frame loop), made current on creation.
///
/// Starts at t = 1000 so that a `beginTime` of 0 (meaning "now") is never a real time.
@MainActor final class TestAnimationHost {
    let context: CAHostContext

    init(start: CFTimeInterval = 1000) {
        context = CAHostContext(startTime: start)
        context.makeCurrent()
    }

    var now: CFTimeInterval { context.mediaTime }

    /// Makes this context the current one again, for a test that keeps it as a suite property:
    /// other tests, running in parallel, may have made theirs current since it was created.
    func makeCurrent() { context.makeCurrent() }

    /// Sets the clock without running a frame (for reading `presentation()` at a time).
    func set(time: CFTimeInterval) { context.setMediaTime(time) }

    /// Runs one frame of the context's frame loop at `time` (QuartzCore's phases: timers,
    /// animations, display, commit).
    func frame(at time: CFTimeInterval) {
        context.runFrame(at: time)
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

/// Records display and layout requests from the layers it is the delegate of.
@MainActor final class RecordingLayerDelegate: CALayerDelegate {
    var log: [String] = []
    func display(_ layer: CALayer) { log.append("display \(layer.name ?? "?")") }
    func layoutSublayers(of layer: CALayer) { log.append("layout \(layer.name ?? "?")") }
    func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }
}

/// A layer delegate that turns off every action, as a UIView does outside animation blocks.
@MainActor final class NoActionsDelegate: CALayerDelegate {
    func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }
}

/// The layers of `CompositorConsistencyTests`' scene: a shadowed translucent card, a rotated
/// masked layer with contents, and a scaled sublayer space.
struct CompositorScene {
    let card: CALayer
    let badge: CALayer
    let rotated: CALayer
    let overflow: CALayer
    let grid: CALayer
    let tiles: [CALayer]
    let panel: CALayer
    let label: CALayer
}
