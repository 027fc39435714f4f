import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// A continuous recognizer of two fingers moving apart or together, reporting the ratio of
/// their distance to where it started as a scale.
///
/// The rules (reference §4.7 [H] for `scale` and `velocity`; the threshold is OpenUIKit's):
/// - the first two of the recognizer's touches drive it; their distance when the second one
///   lands is the baseline, and `scale` is the current distance over it, so it starts at 1;
/// - the gesture begins once that distance has changed by `pinchBeginDistanceChange` (10 pt,
///   the pan's hysteresis, [L]); the scale then already reflects the change, so content scaled
///   by it stays under the fingers. Every move after that is a change;
/// - when fewer than two touches remain, a begun pinch ends and an undecided one waits for a
///   second finger again; when the last lifts, an undecided pinch fails; a cancelled touch
///   cancels it;
/// - `velocity` is the scale's rate of change in scale per second between the last two
///   samples at least 1 ms apart (`velocityMinimumSampleInterval`).
///
/// Setting `scale` rebases it: later moves scale from the new value, as apps that reset it
/// to 1 in each action expect. After the gesture, `reset()` returns it to 1 and the velocity to 0.
@preconcurrency @MainActor open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale since the fingers landed, relative to the value last set: 1 at the start.
    open var scale: CGFloat {
        get { currentScale }
        set {
            currentScale = newValue
            baseScale = newValue
            if let lastDistance { baseDistance = lastDistance }
        }
    }

    /// How fast the scale changes, in scale per second.
    open private(set) var velocity: CGFloat = 0

    private var currentScale: CGFloat = 1
    private var baseScale: CGFloat = 1
    /// The finger distance that `baseScale` refers to, and the one when the fingers landed.
    private var baseDistance: CGFloat = 0
    private var initialDistance: CGFloat?
    /// The last sample, for the velocity.
    private var lastDistance: CGFloat?
    private var lastTime: TimeInterval = 0

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard initialDistance == nil, let distance = fingerDistance() else { return }
        initialDistance = distance
        baseScale = currentScale
        baseDistance = distance
        lastDistance = distance
        lastTime = touches.map(\.timestamp).max() ?? 0
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let initialDistance, let distance = fingerDistance() else { return }
        let time = touches.map(\.timestamp).max() ?? lastTime
        if let lastDistance, time - lastTime >= UIKitConstants.velocityMinimumSampleInterval, baseDistance > 0 {
            velocity = baseScale * (distance - lastDistance) / baseDistance / CGFloat(time - lastTime)
            lastTime = time
            self.lastDistance = distance
        }
        if baseDistance > 0 { currentScale = baseScale * distance / baseDistance }
        switch state {
        case .possible:
            if abs(distance - initialDistance) >= UIKitConstants.pinchBeginDistanceChange { state = .began }
        case .began, .changed:
            state = .changed
        case .ended, .cancelled, .failed:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if endTwoFingerGesture(after: touches) {
            initialDistance = nil
            lastDistance = nil
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .cancelled
    }

    open override func reset() {
        super.reset()
        currentScale = 1
        baseScale = 1
        baseDistance = 0
        initialDistance = nil
        lastDistance = nil
        velocity = 0
    }

    /// The distance between the first two tracked touches; nil with fewer.
    private func fingerDistance() -> CGFloat? {
        let points = trackedWindowLocations
        guard points.count >= 2 else { return nil }
        return Self.distance(points[0], points[1])
    }
}
