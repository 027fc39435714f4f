import Foundation

/// The legal transitions of a gesture recognizer's state, and what becomes of the others.
///
/// A recognizer starts in `.possible`. A discrete one goes to `.ended` (`.recognized`) or
/// `.failed`; a continuous one goes to `.began`, then `.changed` any number of times, then
/// `.ended` or `.cancelled`, or it fails from `.possible` (reference §4.1 [H]). Setting a state
/// the recognizer cannot reach from where it is is coerced as UIKit coerces it, where UIKit
/// does (reference §4.1 [M]):
/// - `.changed` from `.possible` becomes `.began`; `.began` once begun becomes `.changed`;
/// - `.failed` once begun becomes `.cancelled`;
/// - `.cancelled` from `.possible` becomes `.failed`: a gesture that never began cannot be
///   cancelled, and a discrete one never begins.
/// A finished recognizer (`.ended`, `.cancelled`, `.failed`) leaves its state only when UIKit
/// resets it after its touches end; setting any other state on it traps, naming both states,
/// and setting `.possible` outside `reset()` traps likewise.
enum GestureStateMachine {
    typealias State = UIGestureRecognizer.State

    /// What setting a state does.
    enum Outcome: Equatable {
        /// The state becomes this one (possibly coerced).
        case transition(State)
        /// Nothing changes: the state is set to what it already is.
        case unchanged
        /// The transition is impossible; the message says why.
        case illegal(String)
    }

    static func outcome(from current: State, setting requested: State) -> Outcome {
        switch (current, requested) {
        case (.possible, .possible):
            return .unchanged
        case (.possible, .began), (.possible, .changed):
            return .transition(.began)
        case (.possible, .ended), (.possible, .failed), (.possible, .cancelled):
            return .transition(requested == .cancelled ? .failed : requested)
        case (.began, .began), (.began, .changed), (.changed, .began), (.changed, .changed):
            return .transition(.changed)
        case (.began, .ended), (.changed, .ended), (.began, .cancelled), (.changed, .cancelled):
            return .transition(requested)
        case (.began, .failed), (.changed, .failed):
            return .transition(.cancelled)
        case (.began, .possible), (.changed, .possible):
            return .illegal("a recognizer that has begun goes back to possible only when UIKit resets it, after its touches end; set ended or cancelled instead")
        case (.ended, _), (.cancelled, _), (.failed, _):
            if requested == current { return .unchanged }
            return .illegal("the gesture is already \(current); UIKit resets the recognizer to possible once its touches end, and only then can it change state again")
        }
    }
}
