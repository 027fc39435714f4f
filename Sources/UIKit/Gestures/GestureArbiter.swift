import Foundation

/// The policy of UIKit's gesture environment: which gesture recognizers may recognize, which
/// must fail, and when the views under them see their touches.
///
/// A value type with no objects in it: recognizers and touches are numbers, and what the
/// recognizers' delegates and subclasses say about each other comes in through `Relations` at
/// the moment a question arises. Each call returns the actions that follow, in order, for the
/// environment to carry out; the arbiter never calls out itself. The rules (reference §4.1,
/// §4.2; Apple's "Coordinating multiple gesture recognizers"):
/// - A recognizer is *active* from the touch-down that gives it its first touch until it is
///   reset. Active recognizers are the only ones that arbitrate with each other.
/// - Leaving `.possible` (to `.began`, or to `.ended` for a discrete recognizer) first asks
///   `Relations.shouldBegin`; then an active recognizer that has already recognized, cannot
///   recognize simultaneously and may prevent it makes it fail; then each recognizer it must wait
///   for (`require(toFail:)` and the delegate's and subclass's dynamic requirements) that is
///   still `.possible` holds it back, still `.possible`, until that one fails; one that has
///   recognized makes it fail.
/// - Recognizing fails every other active `.possible` recognizer that cannot recognize
///   simultaneously and may be prevented, and every one that requires it to fail. A recognizer
///   that has begun is never cancelled by another: the later one fails instead, whatever the
///   order in which they received their touches.
/// - A recognizer resets (back to `.possible`, no touches) once it is `.ended`, `.cancelled` or
///   `.failed` and none of its touches is down. A `.possible` recognizer with no touches stays
///   active: a double tap waits for its second touch that way.
/// - A view sees a touch's `touchesBegan` once no recognizer of the touch with
///   `delaysTouchesBegan` is still `.possible`, and its `touchesEnded` once none with
///   `delaysTouchesEnded` is. When a recognizer of the touch with `cancelsTouchesInView`
///   recognizes, a view that has seen the touch begin gets `touchesCancelled`, and one that has
///   not never sees the touch. A touch the view does not take at all (a second touch on a view
///   without multiple touch) is never delivered to it.
@MainActor struct GestureArbiter {
    typealias Recognizer = Int
    typealias Touch = Int
    typealias State = UIGestureRecognizer.State

    /// What the recognizers' delegates, subclasses and views say about them.
    @MainActor protocol Relations {
        /// Whether `recognizer` may leave `.possible` (`gestureRecognizerShouldBegin`).
        func shouldBegin(_ recognizer: Recognizer) -> Bool
        /// Whether `a` and `b` may recognize at the same time (either delegate says so).
        func canRecognizeSimultaneously(_ a: Recognizer, _ b: Recognizer) -> Bool
        /// Whether `recognizer` must wait for `other` to fail before it recognizes.
        func requiresFailure(of other: Recognizer, before recognizer: Recognizer) -> Bool
        /// Whether `a` recognizing may prevent `b` (`a.canPrevent(b) && b.canBePrevented(by: a)`).
        func prevents(_ a: Recognizer, _ b: Recognizer) -> Bool
    }

    /// How a recognizer treats the touches of the views it is attached to.
    struct Options: Equatable {
        var cancelsTouchesInView = true
        var delaysTouchesBegan = false
        var delaysTouchesEnded = true
    }

    /// Something for the environment to do, in order.
    enum Action: Equatable {
        /// The recognizer is now in this state; for every state but `.failed`, its targets get
        /// their action.
        case transition(Recognizer, State)
        /// The touch's view gets the `touchesBegan` it was held back from.
        case deliverBegan(Touch)
        /// The touch's view gets the `touchesEnded` (or `touchesCancelled`, when the finger was
        /// cancelled) it was held back from.
        case deliverEnd(Touch, cancelled: Bool)
        /// The touch's view gets `touchesCancelled`: a recognizer took the touch.
        case cancelInView(Touch)
        /// The recognizer goes back to `.possible` with no touches: its `reset()` runs.
        case reset(Recognizer)
    }

    private struct RecognizerEntry {
        var state: State = .possible
        /// The state it asked for while a recognizer it waits for was undecided.
        var held: State?
        /// Its touches that are down, in the order they began.
        var touches: [Touch] = []
        var options: Options
    }

    /// Where a touch's view is in its messages.
    private enum ViewState: Equatable {
        /// The touch went down; the view's turn in the event has not come yet.
        case awaitingBegan
        /// A recognizer that delays touches began holds the view's `touchesBegan` back.
        case beganHeld
        /// The view has seen the touch begin and gets its moves.
        case receiving
        /// The finger lifted; a recognizer that delays touches ended holds `touchesEnded` back.
        case endHeld
        /// The view got its last message for this touch, or never will get one.
        case done
    }

    private struct TouchEntry {
        /// Its recognizers, nearest the touched view first.
        var recognizers: [Recognizer]
        var view: ViewState
        /// How the finger finished: `.ended` or `.cancelled`; nil while it is down.
        var finish: UITouch.Phase?
    }

    private var recognizers: [Recognizer: RecognizerEntry] = [:]
    /// Active recognizers in the order they became active.
    private var order: [Recognizer] = []
    private var touches: [Touch: TouchEntry] = [:]
    /// Tracked touches in the order they began, so that held messages are released in that order.
    private var touchOrder: [Touch] = []

    // MARK: Queries

    /// The state of an active recognizer; `.possible` for any other.
    func state(of recognizer: Recognizer) -> State { recognizers[recognizer]?.state ?? .possible }

    /// Whether the recognizer is active: it has had a touch and has not been reset since.
    func isActive(_ recognizer: Recognizer) -> Bool { recognizers[recognizer] != nil }

    /// The recognizer's touches that are down, in the order they began.
    func touches(of recognizer: Recognizer) -> [Touch] { recognizers[recognizer]?.touches ?? [] }

    /// Active recognizers, in the order they became active.
    var activeRecognizers: [Recognizer] { order }

    /// The recognizers that see a touch, nearest its view first.
    func recognizers(of touch: Touch) -> [Recognizer] { touches[touch]?.recognizers ?? [] }

    /// Whether the arbiter still tracks a touch: it is down, or its view is owed a message.
    func tracks(_ touch: Touch) -> Bool { touches[touch] != nil }

    /// Whether a finished touch's view still waits for a message that a recognizer holds back.
    var hasTouchesOwingTheirView: Bool { touches.values.contains { $0.finish != nil && $0.view != .done } }

    /// Whether the view of `touch` gets a message of this phase now. Call it once per phase as
    /// the touch reaches the view's turn in the event; it records what the view has seen.
    mutating func viewReceives(_ touch: Touch, phase: UITouch.Phase) -> Bool {
        guard var entry = touches[touch] else { return false }
        defer { touches[touch] = entry }
        switch (phase, entry.view) {
        case (.began, .awaitingBegan):
            entry.view = isHeld(entry, by: \.delaysTouchesBegan) ? .beganHeld : .receiving
            return entry.view == .receiving
        case (.moved, .receiving), (.stationary, .receiving):
            return true
        case (.ended, .receiving):
            entry.view = isHeld(entry, by: \.delaysTouchesEnded) ? .endHeld : .done
            return entry.view == .done
        case (.cancelled, .receiving):
            entry.view = .done
            return true
        case (.cancelled, .beganHeld), (.cancelled, .awaitingBegan):
            // The view never saw the touch begin, so it never hears of it.
            entry.view = .done
            return false
        case (.began, _), (.moved, _), (.stationary, _), (.ended, _), (.cancelled, _),
             (.regionEntered, _), (.regionMoved, _), (.regionExited, _):
            return false
        }
    }

    // MARK: Touches

    /// Registers a touch that went down with the recognizers it goes to (nearest its view
    /// first); a recognizer that was not active becomes active with `options`.
    mutating func touchBegan(_ touch: Touch, recognizers list: [(Recognizer, Options)], viewTakesTouch: Bool) {
        for (recognizer, options) in list {
            if recognizers[recognizer] == nil {
                recognizers[recognizer] = RecognizerEntry(options: options)
                order.append(recognizer)
            }
            recognizers[recognizer]!.touches.append(touch)
        }
        touches[touch] = TouchEntry(recognizers: list.map(\.0), view: viewTakesTouch ? .awaitingBegan : .done)
        touchOrder.append(touch)
    }

    /// Makes a recognizer active with no touch: it changed state between gestures.
    mutating func activate(_ recognizer: Recognizer, options: Options) {
        guard recognizers[recognizer] == nil else { return }
        recognizers[recognizer] = RecognizerEntry(options: options)
        order.append(recognizer)
    }

    /// Records that a touch ended or was cancelled after its recognizers and its view had their
    /// turn: it leaves its recognizers, and whatever that settles follows.
    mutating func touchFinished(_ touch: Touch, cancelled: Bool, relations: some Relations) -> [Action] {
        guard touches[touch] != nil else { return [] }
        touches[touch]!.finish = cancelled ? .cancelled : .ended
        for recognizer in touches[touch]!.recognizers {
            recognizers[recognizer]?.touches.removeAll { $0 == touch }
        }
        var actions: [Action] = []
        settle(into: &actions, relations: relations)
        return actions
    }

    /// Stops a recognizer from seeing a touch (`ignore(_:for:)`); the touch no longer waits for it.
    mutating func ignore(_ touch: Touch, by recognizer: Recognizer, relations: some Relations) -> [Action] {
        recognizers[recognizer]?.touches.removeAll { $0 == touch }
        touches[touch]?.recognizers.removeAll { $0 == recognizer }
        var actions: [Action] = []
        settle(into: &actions, relations: relations)
        return actions
    }

    /// Updates the options of an active recognizer (its properties changed mid-gesture).
    mutating func setOptions(_ options: Options, of recognizer: Recognizer, relations: some Relations) -> [Action] {
        guard recognizers[recognizer] != nil else { return [] }
        recognizers[recognizer]!.options = options
        var actions: [Action] = []
        settle(into: &actions, relations: relations)
        return actions
    }

    // MARK: Transitions

    /// Handles a recognizer's request for a new state, already coerced to a legal transition
    /// by `GestureStateMachine`.
    mutating func request(_ recognizer: Recognizer, _ state: State, relations: some Relations) -> [Action] {
        guard let entry = recognizers[recognizer] else { return [] }
        var actions: [Action] = []
        switch (entry.state, state) {
        case (.possible, .began), (.possible, .ended):
            begin(recognizer, to: state, into: &actions, relations: relations)
        case (.possible, .failed):
            fail(recognizer, into: &actions)
        case (.began, _), (.changed, _):
            recognizers[recognizer]!.state = state
            actions.append(.transition(recognizer, state))
        case (.possible, _), (.ended, _), (.cancelled, _), (.failed, _):
            // The state machine lets nothing else through; a repeated terminal state is no change.
            return []
        }
        settle(into: &actions, relations: relations)
        return actions
    }

    /// Takes a recognizer out of arbitration now (disabled, or removed from its view): one that
    /// has begun is cancelled, an undecided one fails, and it resets.
    mutating func withdraw(_ recognizer: Recognizer, relations: some Relations) -> [Action] {
        guard let entry = recognizers[recognizer] else { return [] }
        var actions: [Action] = []
        switch entry.state {
        case .began, .changed:
            recognizers[recognizer]!.state = .cancelled
            actions.append(.transition(recognizer, .cancelled))
        case .possible:
            fail(recognizer, into: &actions)
        case .ended, .cancelled, .failed:
            break
        }
        for touch in entry.touches { touches[touch]?.recognizers.removeAll { $0 == recognizer } }
        recognizers[recognizer]!.touches = []
        settle(into: &actions, relations: relations)
        return actions
    }

    private mutating func begin(_ recognizer: Recognizer, to state: State, into actions: inout [Action],
                                relations: some Relations) {
        guard relations.shouldBegin(recognizer) else { return fail(recognizer, into: &actions) }
        recognizers[recognizer]!.held = state
        resolveHeld(recognizer, into: &actions, relations: relations)
    }

    /// Lets a held recognizer recognize, fail, or go on waiting.
    private mutating func resolveHeld(_ recognizer: Recognizer, into actions: inout [Action], relations: some Relations) {
        guard let state = recognizers[recognizer]?.held else { return }
        let others = order.filter { $0 != recognizer }
        let prevented = others.contains { other in
            hasRecognized(other) && !relations.canRecognizeSimultaneously(other, recognizer)
                && relations.prevents(other, recognizer)
        }
        let awaited = others.filter { relations.requiresFailure(of: $0, before: recognizer) }
        if prevented || awaited.contains(where: hasRecognized) {
            return fail(recognizer, into: &actions)
        }
        guard !awaited.contains(where: { self.state(of: $0) == .possible }) else { return }
        recognizers[recognizer]!.held = nil
        recognizers[recognizer]!.state = state
        actions.append(.transition(recognizer, state))
        for other in others where self.state(of: other) == .possible {
            let excluded = !relations.canRecognizeSimultaneously(recognizer, other) && relations.prevents(recognizer, other)
            if excluded || relations.requiresFailure(of: recognizer, before: other) {
                fail(other, into: &actions)
            }
        }
    }

    private mutating func fail(_ recognizer: Recognizer, into actions: inout [Action]) {
        recognizers[recognizer]!.held = nil
        recognizers[recognizer]!.state = .failed
        actions.append(.transition(recognizer, .failed))
    }

    private func hasRecognized(_ recognizer: Recognizer) -> Bool {
        switch state(of: recognizer) {
        case .began, .changed, .ended: return true
        case .possible, .cancelled, .failed: return false
        }
    }

    // MARK: Settling

    /// Follows every consequence of the last change: held recognizers whose wait is over,
    /// touches their views may now see or lose, and recognizers that reset.
    private mutating func settle(into actions: inout [Action], relations: some Relations) {
        var count = -1
        while count != actions.count {
            count = actions.count
            for recognizer in order where recognizers[recognizer]?.held != nil {
                resolveHeld(recognizer, into: &actions, relations: relations)
            }
            for touch in touchOrder { releaseView(of: touch, into: &actions) }
            touchOrder.removeAll { touches[$0] == nil }
            for recognizer in order {
                let entry = recognizers[recognizer]!
                guard entry.touches.isEmpty else { continue }
                switch entry.state {
                case .ended, .cancelled, .failed:
                    recognizers[recognizer] = nil
                    actions.append(.reset(recognizer))
                case .possible, .began, .changed:
                    break
                }
            }
            order.removeAll { recognizers[$0] == nil }
            for touch in touches.keys {
                touches[touch]!.recognizers.removeAll { recognizers[$0] == nil }
            }
        }
    }

    /// Gives a touch's view what its recognizers no longer hold back, or takes the touch away.
    private mutating func releaseView(of touch: Touch, into actions: inout [Action]) {
        var entry = touches[touch]!
        defer {
            if entry.view == .done && entry.finish != nil { touches[touch] = nil } else { touches[touch] = entry }
        }
        let taken = entry.recognizers.contains { recognizer in
            hasRecognized(recognizer) && recognizers[recognizer]!.options.cancelsTouchesInView
        }
        switch entry.view {
        case .awaitingBegan, .done:
            if taken { entry.view = .done }
        case .beganHeld:
            if taken {
                entry.view = .done
            } else if !isHeld(entry, by: \.delaysTouchesBegan) {
                actions.append(.deliverBegan(touch))
                entry.view = .receiving
                switch entry.finish {
                case .some(.cancelled):
                    actions.append(.deliverEnd(touch, cancelled: true))
                    entry.view = .done
                case .some:
                    entry.view = .endHeld
                    releaseEnd(of: &entry, touch, into: &actions)
                case nil:
                    break
                }
            }
        case .receiving:
            if taken {
                actions.append(.cancelInView(touch))
                entry.view = .done
            }
        case .endHeld:
            if taken {
                actions.append(.cancelInView(touch))
                entry.view = .done
            } else {
                releaseEnd(of: &entry, touch, into: &actions)
            }
        }
    }

    private func releaseEnd(of entry: inout TouchEntry, _ touch: Touch, into actions: inout [Action]) {
        guard !isHeld(entry, by: \.delaysTouchesEnded) else { return }
        actions.append(.deliverEnd(touch, cancelled: false))
        entry.view = .done
    }

    private func isHeld(_ entry: TouchEntry, by option: KeyPath<Options, Bool>) -> Bool {
        entry.recognizers.contains { recognizer in
            guard let other = recognizers[recognizer] else { return false }
            return other.state == .possible && other.options[keyPath: option]
        }
    }
}
