import Foundation

/// The app's gesture environment: it carries out `GestureArbiter`'s decisions on the objects.
///
/// `UIWindow.sendEvent(_:)` hands it each event's touches in three steps, as iOS's
/// `UIGestureEnvironment` does: `touchesBegan(_:in:)` collects the recognizers of new touches
/// along the touched view's superview chain, `deliverToRecognizers(_:)` lets them see the
/// event, and `viewReceives(_:phase:)` decides, per touch and phase, what the views get;
/// `touchesFinished(_:)` closes the touches that ended. In between, recognizers change state
/// (in their touch methods, or from their timers), and the arbiter's answer comes back as
/// actions that this class performs: state changes with their target actions, held-back view
/// messages, cancelled view touches and resets. It holds the active recognizers and the
/// touches that still owe their view a message, and nothing else.
@MainActor final class GestureEnvironment: GestureArbiter.Relations {
    private var arbiter = GestureArbiter()
    private var recognizers: [Int: UIGestureRecognizer] = [:]
    private var touches: [Int: UITouch] = [:]
    /// The latest event of each tracked touch, for the view messages that come late.
    private var events: [Int: UIEvent] = [:]

    /// An object's number in the arbiter: its address, unique while the environment holds it.
    private static func id(_ object: AnyObject) -> Int { Int(bitPattern: UInt(bitPattern: ObjectIdentifier(object))) }

    // MARK: Queries

    func touches(of recognizer: UIGestureRecognizer) -> [UITouch] {
        arbiter.touches(of: Self.id(recognizer)).compactMap { touches[$0] }
    }

    /// The recognizers that see `touch`, nearest its view first.
    func recognizers(of touch: UITouch) -> [UIGestureRecognizer] {
        arbiter.recognizers(of: Self.id(touch)).compactMap { recognizers[$0] }
    }

    /// Recognizers that are not back in `.possible`: a gesture still under way.
    var unfinishedRecognizers: [UIGestureRecognizer] {
        arbiter.activeRecognizers.compactMap { recognizers[$0] }.filter { $0.state != .possible }
    }

    /// Whether a view still waits for a held-back message of a touch.
    var hasHeldTouches: Bool { arbiter.hasTouchesOwingTheirView }

    // MARK: Events

    /// Collects the recognizers of touches that began: the enabled recognizers of the touched
    /// view and its superviews, nearest first, that are not finishing a gesture and whose
    /// delegate lets them see the event and the touch.
    func touchesBegan(_ began: [UITouch], in event: UIEvent) {
        for touch in began {
            var list: [(GestureArbiter.Recognizer, GestureArbiter.Options)] = []
            var view = touch.view
            while let current = view {
                for recognizer in current.attachedGestureRecognizers where accepts(recognizer, touch, event) {
                    let id = Self.id(recognizer)
                    recognizers[id] = recognizer
                    recognizer.environment = self
                    list.append((id, recognizer.arbiterOptions))
                }
                view = current.superview
            }
            let id = Self.id(touch)
            touches[id] = touch
            events[id] = event
            arbiter.touchBegan(id, recognizers: list, viewTakesTouch: touch.deliversToView)
        }
    }

    private func accepts(_ recognizer: UIGestureRecognizer, _ touch: UITouch, _ event: UIEvent) -> Bool {
        guard recognizer.isEnabled, recognizer.environment == nil || recognizer.environment === self else { return false }
        switch recognizer.state {
        case .possible, .began, .changed: break
        case .ended, .cancelled, .failed: return false
        }
        guard let delegate = recognizer.delegate else { return true }
        return delegate.gestureRecognizer(recognizer, shouldReceive: event)
            && delegate.gestureRecognizer(recognizer, shouldReceive: touch)
    }

    /// Lets each active recognizer see its touches in the event, phase by phase, in the order
    /// the recognizers became active; a recognizer that has finished or failed sees no more.
    func deliverToRecognizers(_ event: UIEvent, touches eventTouches: [UITouch]) {
        for touch in eventTouches { events[Self.id(touch)] = event }
        for id in arbiter.activeRecognizers {
            guard let recognizer = recognizers[id], !arbiter.touches(of: id).isEmpty else { continue }
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                switch recognizer.state {
                case .possible, .began, .changed: break
                case .ended, .cancelled, .failed: continue
                }
                // Asked per phase: a recognizer may ignore a touch in the phase before.
                let own = Set(arbiter.touches(of: id))
                let set = Set(eventTouches.filter { $0.phase == phase && own.contains(Self.id($0)) })
                guard !set.isEmpty else { continue }
                switch phase {
                case .began: recognizer.touchesBegan(set, with: event)
                case .moved: recognizer.touchesMoved(set, with: event)
                case .ended: recognizer.touchesEnded(set, with: event)
                case .cancelled: recognizer.touchesCancelled(set, with: event)
                case .stationary, .regionEntered, .regionMoved, .regionExited: break
                }
            }
            recognizer.rememberTouchLocations()
        }
    }

    /// Whether the view of `touch` gets this phase's message now (see `GestureArbiter`).
    func viewReceives(_ touch: UITouch, phase: UITouch.Phase) -> Bool {
        arbiter.viewReceives(Self.id(touch), phase: phase)
    }

    /// Closes touches that ended or were cancelled, after the recognizers and views had them.
    func touchesFinished(_ finished: [UITouch]) {
        for touch in finished {
            perform(decide { $0.touchFinished(Self.id(touch), cancelled: touch.phase == .cancelled, relations: self) })
        }
        forgetDoneTouches()
    }

    // MARK: Recognizers

    /// Makes a recognizer active without a touch (it changed state between gestures).
    func activate(_ recognizer: UIGestureRecognizer) {
        let id = Self.id(recognizer)
        recognizers[id] = recognizer
        recognizer.environment = self
        arbiter.activate(id, options: recognizer.arbiterOptions)
    }

    func request(_ recognizer: UIGestureRecognizer, _ state: UIGestureRecognizer.State) {
        perform(decide { $0.request(Self.id(recognizer), state, relations: self) })
    }

    func withdraw(_ recognizer: UIGestureRecognizer) {
        perform(decide { $0.withdraw(Self.id(recognizer), relations: self) })
    }

    func ignore(_ touch: UITouch, by recognizer: UIGestureRecognizer) {
        perform(decide { $0.ignore(Self.id(touch), by: Self.id(recognizer), relations: self) })
    }

    func optionsDidChange(of recognizer: UIGestureRecognizer) {
        perform(decide { $0.setOptions(recognizer.arbiterOptions, of: Self.id(recognizer), relations: self) })
    }

    // MARK: Actions

    /// Runs one decision of the arbiter on a copy, then keeps the copy.
    ///
    /// The decision asks the relations (delegates, views, subclasses), and they may read the
    /// recognizers' state and touches (`location(in:)` in `gestureRecognizerShouldBegin`, as
    /// apps do); mutating `arbiter` in place would make those reads overlap the mutation, which
    /// Swift's exclusivity checking traps. They see the state as it was before the decision.
    private func decide(_ decision: (inout GestureArbiter) -> [GestureArbiter.Action]) -> [GestureArbiter.Action] {
        var copy = arbiter
        let actions = decision(&copy)
        arbiter = copy
        return actions
    }

    private func perform(_ actions: [GestureArbiter.Action]) {
        for action in actions {
            switch action {
            case let .transition(id, state):
                recognizers[id]?.didTransition(to: state)
            case let .deliverBegan(id):
                deliverLate(id, as: .began)
            case let .deliverEnd(id, cancelled):
                deliverLate(id, as: cancelled ? .cancelled : .ended)
            case let .cancelInView(id):
                deliverLate(id, as: .cancelled)
            case let .reset(id):
                if let recognizer = recognizers.removeValue(forKey: id) { recognizer.didReset() }
            }
        }
        forgetDoneTouches()
    }

    /// Sends a touch's view a message that the arbiter held back or that a recognizer caused,
    /// showing the touch in that phase while the view handles it.
    private func deliverLate(_ id: Int, as phase: UITouch.Phase) {
        guard let touch = touches[id], let view = touch.view else { return }
        let event = events[id]
        let actual = touch.phase
        touch.phase = phase
        defer { touch.phase = actual }
        let set: Set<UITouch> = [touch]
        switch phase {
        case .began: view.touchesBegan(set, with: event)
        case .ended: view.touchesEnded(set, with: event)
        case .cancelled: view.touchesCancelled(set, with: event)
        case .moved, .stationary, .regionEntered, .regionMoved, .regionExited: break
        }
    }

    private func forgetDoneTouches() {
        for id in touches.keys where !arbiter.tracks(id) {
            touches[id] = nil
            events[id] = nil
        }
    }

    // MARK: Relations

    func shouldBegin(_ id: GestureArbiter.Recognizer) -> Bool {
        guard let recognizer = recognizers[id] else { return false }
        if let view = recognizer.view, !view.gestureRecognizerShouldBegin(recognizer) { return false }
        return recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
    }

    func canRecognizeSimultaneously(_ a: GestureArbiter.Recognizer, _ b: GestureArbiter.Recognizer) -> Bool {
        guard let first = recognizers[a], let second = recognizers[b] else { return false }
        return first.delegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) == true
            || second.delegate?.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first) == true
    }

    func requiresFailure(of other: GestureArbiter.Recognizer, before id: GestureArbiter.Recognizer) -> Bool {
        guard let recognizer = recognizers[id], let awaited = recognizers[other] else { return false }
        return recognizer.requiresFailure(of: awaited)
            || recognizer.shouldRequireFailure(of: awaited)
            || awaited.shouldBeRequiredToFail(by: recognizer)
            || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: awaited) == true
            || awaited.delegate?.gestureRecognizer(awaited, shouldBeRequiredToFailBy: recognizer) == true
    }

    func prevents(_ a: GestureArbiter.Recognizer, _ b: GestureArbiter.Recognizer) -> Bool {
        guard let first = recognizers[a], let second = recognizers[b] else { return false }
        return first.canPrevent(second) && second.canBePrevented(by: first)
    }
}
