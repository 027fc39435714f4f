import Foundation
@_spi(UIKit) import CoreGraphics

/// A continuous recognizer that follows one or more fingers dragging across a view, reporting
/// how far they have moved and how fast.
///
/// The rules are iOS's (reference §4.5):
/// - it waits in `.possible` until between `minimumNumberOfTouches` (1) and
///   `maximumNumberOfTouches` (`Int.max`) touches are down and their centroid has moved 10 pt
///   along x or along y (not the straight-line distance) [M-H]; it then begins, and the 10 pt
///   are taken off each component of the translation, so the reported translation starts near
///   zero [M-H];
/// - each event that moves its touches afterwards is `.changed`; lifting the last finger ends
///   it (`.ended` from `.began` or `.changed`, `.failed` before it began) [M]; a cancelled
///   touch cancels it;
/// - `translation(in:)` is the centroid's movement since the gesture began (or since
///   `setTranslation(_:in:)`); touches that join or leave mid-gesture do not make it jump: only
///   the movement of touches that are down in two successive samples counts;
/// - `velocity(in:)` is in points per second, smoothed as iOS smooths it: each sample's
///   velocity weighs 0.2 against 0.8 for the previous value, starting from zero, and samples
///   less than 1 ms after the previous one are folded into the next [M]. A sample that comes
///   more than a report interval (1/60 s) after the previous one weighs as that many reports,
///   so a finger that holds still before it lifts leaves little velocity, and no fling, as on
///   an iPhone [L: the time weighting is OpenUIKit's model]. Every report of a
///   finger counts as a sample: the moves that the system coalesced into one event
///   (`UIEvent.coalescedTouches(for:)`) each count.
///
/// More touches than `maximumNumberOfTouches` before the gesture begins make it fail; once it
/// has begun, touches beyond the maximum are ignored (`ignore(_:for:)`). Too few touches keep
/// it waiting; a begun pan whose touches fall below the minimum ends.
@preconcurrency @MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest touches that can pan: 1.
    open var minimumNumberOfTouches = 1
    /// The most touches that can pan: `Int.max`.
    open var maximumNumberOfTouches = Int.max

    /// The touches the pan follows, in the order they began.
    private var followed: [UITouch] = []
    /// Where each followed touch was at the last sample, in window coordinates.
    private var positions: [ObjectIdentifier: CGPoint] = [:]
    /// The centroid's movement in window coordinates, hysteresis removed once begun.
    private var windowTranslation: CGPoint = .zero
    /// The smoothed velocity in window points per second.
    private var windowVelocity: CGPoint = .zero
    /// Movement since the last sample that counted, and that sample's time.
    private var pendingMovement: CGPoint = .zero
    private var lastSampleTime: TimeInterval?
    private var hysteresisRemoved = false
    private var initialMovement: CGPoint = .zero

    /// The translation at the moment the gesture began, before the hysteresis was removed (until
    /// then, the translation so far), in window coordinates: the direction the drag started in.
    var startingMovement: CGPoint { hysteresisRemoved ? initialMovement : windowTranslation }

    private var hasBegun: Bool {
        switch state {
        case .began, .changed: true
        case .possible, .ended, .cancelled, .failed: false
        }
    }

    // MARK: Public API

    /// The movement of the touches' centroid since the gesture began, in `view`'s coordinate
    /// system (the window's when nil); a vector, so the view's origin does not matter.
    open func translation(in view: UIView?) -> CGPoint {
        vector(windowTranslation, toward: view)
    }

    /// Makes the translation read `translation` in `view`'s coordinate system from now on, as
    /// apps do to take increments. The velocity is not affected.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        windowTranslation = vector(translation, from: view)
    }

    /// The velocity of the touches' centroid in points per second, in `view`'s coordinate
    /// system (the window's when nil), smoothed as described on the class.
    open func velocity(in view: UIView?) -> CGPoint {
        vector(windowVelocity, toward: view)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let new = event.touches.filter { touches.contains($0) }
        if hasBegun {
            for touch in new where followed.count >= maximumNumberOfTouches { ignore(touch, for: event) }
        }
        for touch in new where !hasBegun || followed.count < maximumNumberOfTouches {
            followed.append(touch)
        }
        sample(event)
        if !hasBegun, followed.count > maximumNumberOfTouches { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        sample(event)
        if hasBegun {
            state = .changed
        } else if followed.count >= minimumNumberOfTouches && followed.count <= maximumNumberOfTouches {
            switch beginning(for: windowTranslation) {
            case .wait: break
            case .fail: state = .failed
            case .begin: begin()
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        sample(event)
        followed.removeAll { touches.contains($0) }
        for touch in touches { positions[ObjectIdentifier(touch)] = nil }
        if followed.isEmpty {
            state = hasBegun ? .ended : .failed
        } else if hasBegun && followed.count < minimumNumberOfTouches {
            state = .ended
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        followed.removeAll { touches.contains($0) }
        state = hasBegun ? .cancelled : .failed
    }

    open override func reset() {
        super.reset()
        followed = []
        positions = [:]
        windowTranslation = .zero
        windowVelocity = .zero
        pendingMovement = .zero
        lastSampleTime = nil
        hysteresisRemoved = false
        initialMovement = .zero
    }

    // MARK: Beginning

    /// What a pan does with the movement of its touches before it began.
    enum Beginning {
        case wait, begin, fail
    }

    /// Whether `translation` (window coordinates, since touch-down) starts the gesture: the
    /// 10 pt hysteresis along either axis. Subclasses with other rules override it.
    func beginning(for translation: CGPoint) -> Beginning {
        let hysteresis = UIKitConstants.panHysteresis
        return abs(translation.x) >= hysteresis || abs(translation.y) >= hysteresis ? .begin : .wait
    }

    /// How much is taken off each component of the translation when the gesture begins.
    var hysteresis: CGFloat { UIKitConstants.panHysteresis }

    private func begin() {
        // The arbiter may hold the pan (a recognizer it waits for is undecided) or fail it; the
        // hysteresis goes when it actually begins, before the targets hear of it.
        state = .began
    }

    override func didTransition(to state: State) {
        if state == .began && !hysteresisRemoved {
            hysteresisRemoved = true
            let movement = windowTranslation
            initialMovement = movement
            func reduced(_ value: CGFloat) -> CGFloat {
                value > 0 ? max(0, value - hysteresis) : min(0, value + hysteresis)
            }
            windowTranslation = CGPoint(x: reduced(movement.x), y: reduced(movement.y))
        }
        super.didTransition(to: state)
    }

    // MARK: Sampling

    /// Takes the event's reports of the followed touches, oldest first, into the translation
    /// and the velocity.
    private func sample(_ event: UIEvent) {
        var reports: [(id: ObjectIdentifier, location: CGPoint, time: TimeInterval)] = []
        for touch in followed {
            let id = ObjectIdentifier(touch)
            guard let states = event.coalescedTouches(for: touch) else { continue }
            for state in states {
                reports.append((id, state.location(in: nil), state.timestamp))
            }
            if positions[id] == nil, let first = states.first {
                positions[id] = first.location(in: nil)
            }
        }
        reports.sort { $0.time < $1.time }
        var index = 0
        while index < reports.count {
            let time = reports[index].time
            var moved = CGPoint.zero
            while index < reports.count && reports[index].time == time {
                let report = reports[index]
                if let previous = positions[report.id] {
                    moved.x += report.location.x - previous.x
                    moved.y += report.location.y - previous.y
                }
                positions[report.id] = report.location
                index += 1
            }
            let count = CGFloat(max(1, positions.count))
            let delta = CGPoint(x: moved.x / count, y: moved.y / count)
            windowTranslation.x += delta.x
            windowTranslation.y += delta.y
            addVelocitySample(delta, at: time)
        }
    }

    private func addVelocitySample(_ delta: CGPoint, at time: TimeInterval) {
        pendingMovement.x += delta.x
        pendingMovement.y += delta.y
        guard let last = lastSampleTime else {
            lastSampleTime = time
            pendingMovement = .zero
            return
        }
        let interval = time - last
        guard interval >= UIKitConstants.panVelocityMinimumInterval else { return }
        // A gap of several report intervals (a finger held still, then lifted) weighs as that
        // many still reports, so the velocity dies away as the finger rests.
        let reports = max(1, interval / UIKitConstants.panVelocityReportInterval)
        let weight = 1 - pow(1 - UIKitConstants.panVelocitySmoothing, reports)
        let sample = CGPoint(x: pendingMovement.x / interval, y: pendingMovement.y / interval)
        windowVelocity = CGPoint(x: weight * sample.x + (1 - weight) * windowVelocity.x,
                                 y: weight * sample.y + (1 - weight) * windowVelocity.y)
        pendingMovement = .zero
        lastSampleTime = time
    }

    // MARK: Coordinates

    private var referenceWindow: UIWindow? { followed.first?.window ?? view?.window }

    private func vector(_ vector: CGPoint, toward view: UIView?) -> CGPoint {
        guard let view, let window = referenceWindow else { return vector }
        let origin = view.convert(CGPoint.zero, from: window)
        let end = view.convert(vector, from: window)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }

    private func vector(_ vector: CGPoint, from view: UIView?) -> CGPoint {
        guard let view, let window = referenceWindow else { return vector }
        let origin = view.convert(CGPoint.zero, to: window)
        let end = view.convert(vector, to: window)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }
}
