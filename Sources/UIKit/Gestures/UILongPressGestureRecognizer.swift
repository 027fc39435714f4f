import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// A continuous recognizer of fingers held still for a while, which then follows them until
/// they lift.
///
/// The rules (reference §4.6 [H]; Chameleon's `UILongPressGestureRecognizer`):
/// - once `numberOfTouchesRequired` fingers are down, after `numberOfTapsRequired` quick taps,
///   a timer of `minimumPressDuration` (0.5 s) starts; when it fires the gesture begins;
/// - moving their centroid more than `allowableMovement` (10 pt) from where it was when they
///   all were down, lifting a finger, or more fingers than required, before that, fail;
/// - once begun, every move is a change, with no limit on distance, and the first finger to
///   lift ends the gesture; a cancelled touch cancels it;
/// - each preliminary tap must lift within `tapMaximumDuration` (0.75 s) without moving more
///   than `allowableMovement`, and the next touch must come within `tapMaximumInterval`
///   (0.35 s), the tap recognizer's numbers (reference §4.3 [M]).
@preconcurrency @MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// The number of full taps before the press: 0.
    open var numberOfTapsRequired = 0

    /// The number of fingers that press together: 1.
    open var numberOfTouchesRequired = 1

    /// How long the fingers are held before the gesture begins: 0.5 s.
    open var minimumPressDuration: TimeInterval = UIKitConstants.longPressMinimumDuration

    /// How far the fingers may move before the gesture begins: 10 pt.
    open var allowableMovement: CGFloat = UIKitConstants.longPressAllowableMovement

    private var tapsCompleted = 0
    /// Fingers that went down in the current press or tap, and how many of them are down.
    private var touchesInPress = 0
    private var touchesDown = 0
    /// The centroid of the required fingers when they all were down, in window coordinates.
    private var start: CGPoint?
    private var timer: CAScheduledWork?

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if touchesDown == 0 {
            touchesInPress = 0
            start = nil
            cancelTimer()
        }
        touchesInPress += touches.count
        touchesDown += touches.count
        guard state == .possible else { return }
        guard touchesInPress <= numberOfTouchesRequired else { return fail() }
        guard touchesDown == numberOfTouchesRequired else { return }
        start = Self.centroid(of: trackedWindowLocations)
        if tapsCompleted < numberOfTapsRequired {
            timer = schedule(after: UIKitConstants.tapMaximumDuration, label: "preliminary tap held too long") { [weak self] in
                self?.timer = nil
                self?.fail()
            }
        } else {
            timer = schedule(after: minimumPressDuration, label: "minimum press duration") { [weak self] in
                self?.timer = nil
                if self?.state == .possible { self?.state = .began }
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            guard let start, touchesDown == numberOfTouchesRequired else { return }
            if Self.distance(start, Self.centroid(of: trackedWindowLocations)) > allowableMovement { fail() }
        case .began, .changed:
            state = .changed
        case .ended, .cancelled, .failed:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesDown -= touches.count
        switch state {
        case .possible:
            let wasPreliminaryTap = tapsCompleted < numberOfTapsRequired && start != nil
                && touchesInPress == numberOfTouchesRequired
            guard wasPreliminaryTap else { return fail() }
            guard touchesDown == 0 else { return }
            tapsCompleted += 1
            cancelTimer()
            timer = schedule(after: UIKitConstants.tapMaximumInterval, label: "no press within the tap interval") { [weak self] in
                self?.timer = nil
                self?.fail()
            }
        case .began, .changed:
            state = .ended
        case .ended, .cancelled, .failed:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesDown -= touches.count
        cancelTimer()
        state = .cancelled
    }

    open override func reset() {
        super.reset()
        cancelTimer()
        tapsCompleted = 0
        touchesInPress = 0
        touchesDown = 0
        start = nil
    }

    private func cancelTimer() {
        timer?.cancel()
        timer = nil
    }

    private func fail() {
        cancelTimer()
        if state == .possible { state = .failed }
    }
}
