import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// A continuous recognizer of two fingers turning about each other, reporting the angle the
/// line between them has turned through, in radians.
///
/// The rules (reference §4.7 [H] for `rotation` and `velocity`; the threshold is OpenUIKit's):
/// - the first two of the recognizer's touches drive it; the direction of the line from the
///   first to the second when the second lands is the baseline, and `rotation` is the angle
///   turned since, positive clockwise on the screen (y grows downwards, as UIKit's
///   `CGAffineTransform(rotationAngle:)` turns), accumulated across half turns;
/// - the gesture begins once the line has turned by `rotationBeginAngle` (5°, [L]); the
///   rotation then already includes that turn. Every move after that is a change;
/// - when fewer than two touches remain, a begun rotation ends and an undecided one waits for
///   a second finger again; when the last lifts, an undecided rotation fails; a cancelled
///   touch cancels it;
/// - `velocity` is the rotation's rate in radians per second between the last two samples at
///   least 1 ms apart (`velocityMinimumSampleInterval`).
///
/// Setting `rotation` rebases it: later turns add to the new value. After the gesture,
/// `reset()` returns it and the velocity to 0.
@preconcurrency @MainActor open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The angle turned since the fingers landed, added to the value last set, in radians.
    open var rotation: CGFloat {
        get { currentRotation }
        set {
            currentRotation = newValue
            baseRotation = newValue
            baseAngle = accumulatedAngle
        }
    }

    /// How fast the rotation changes, in radians per second.
    open private(set) var velocity: CGFloat = 0

    private var currentRotation: CGFloat = 0
    private var baseRotation: CGFloat = 0
    /// The line's angle, unwrapped across half turns, when `baseRotation` was set.
    private var baseAngle: CGFloat = 0
    /// The line's angle when the fingers landed, unwrapped, and now.
    private var initialAngle: CGFloat?
    private var accumulatedAngle: CGFloat = 0
    /// The last sample, for the velocity.
    private var lastSampleAngle: CGFloat = 0
    private var lastTime: TimeInterval = 0

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard initialAngle == nil, let angle = lineAngle() else { return }
        accumulatedAngle = angle
        initialAngle = angle
        baseAngle = angle
        baseRotation = currentRotation
        lastSampleAngle = angle
        lastTime = touches.map(\.timestamp).max() ?? 0
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let initialAngle, let angle = lineAngle() else { return }
        accumulatedAngle += Self.normalized(angle - Self.normalized(accumulatedAngle))
        let time = touches.map(\.timestamp).max() ?? lastTime
        if time - lastTime >= UIKitConstants.velocityMinimumSampleInterval {
            velocity = (accumulatedAngle - lastSampleAngle) / CGFloat(time - lastTime)
            lastSampleAngle = accumulatedAngle
            lastTime = time
        }
        currentRotation = baseRotation + accumulatedAngle - baseAngle
        switch state {
        case .possible:
            if abs(accumulatedAngle - initialAngle) >= UIKitConstants.rotationBeginAngle { state = .began }
        case .began, .changed:
            state = .changed
        case .ended, .cancelled, .failed:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if endTwoFingerGesture(after: touches) { initialAngle = nil }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .cancelled
    }

    open override func reset() {
        super.reset()
        currentRotation = 0
        baseRotation = 0
        baseAngle = 0
        initialAngle = nil
        accumulatedAngle = 0
        velocity = 0
    }

    /// The direction of the line from the first tracked touch to the second; nil with fewer.
    private func lineAngle() -> CGFloat? {
        let points = trackedWindowLocations
        guard points.count >= 2 else { return nil }
        return atan2(points[1].y - points[0].y, points[1].x - points[0].x)
    }

    /// An angle brought into (−π, π].
    private static func normalized(_ angle: CGFloat) -> CGFloat {
        var a = angle.truncatingRemainder(dividingBy: 2 * .pi)
        if a <= -.pi { a += 2 * .pi }
        if a > .pi { a -= 2 * .pi }
        return a
    }
}
