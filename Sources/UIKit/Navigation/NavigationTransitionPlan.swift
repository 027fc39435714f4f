import Foundation

/// What a change of a navigation stack does, computed from the stacks alone: whether it is a
/// push or a pop, which controller disappears and which appears, which leave or join the
/// stack, and the appearance callbacks in iOS's order.
///
/// The order is reference §9.4 [H]: the outgoing top's `viewWillDisappear`, the incoming
/// top's `viewWillAppear`, the transition, then the outgoing top's `viewDidDisappear` and the
/// incoming top's `viewDidAppear`. A change that keeps the top controller owes no callback.
/// Whether a change is a push or a pop follows iOS: the new top was in the old stack below the
/// old top (a pop), or it was not in it (a push, which `setViewControllers` with a new top
/// animates as a push).
struct NavigationTransitionPlan<ID: Hashable>: Equatable {
    enum Operation: Equatable { case none, push, pop }

    /// An appearance callback owed to one controller.
    enum Step: Equatable {
        case willDisappear(ID), willAppear(ID), didDisappear(ID), didAppear(ID)
    }

    let operation: Operation
    /// The top before the change, which disappears (nil when it stays or there was none).
    let disappearing: ID?
    /// The top after the change, which appears (nil when it stays or there is none).
    let appearing: ID?
    /// Controllers that leave the stack, in their old order.
    let removed: [ID]
    /// Controllers that join the stack, in their new order.
    let added: [ID]

    init(from old: [ID], to new: [ID]) {
        let oldSet = Set(old), newSet = Set(new)
        removed = old.filter { !newSet.contains($0) }
        added = new.filter { !oldSet.contains($0) }
        let oldTop = old.last, newTop = new.last
        if oldTop == newTop {
            operation = .none
            disappearing = nil
            appearing = nil
        } else {
            disappearing = oldTop
            appearing = newTop
            if let newTop, oldSet.contains(newTop) { operation = .pop } else { operation = .push }
        }
    }

    /// The callbacks owed before the transition runs.
    var beginSteps: [Step] {
        [disappearing.map(Step.willDisappear), appearing.map(Step.willAppear)].compactMap { $0 }
    }

    /// The callbacks owed when the transition has finished.
    var endSteps: [Step] {
        [disappearing.map(Step.didDisappear), appearing.map(Step.didAppear)].compactMap { $0 }
    }
}

/// How an interactive pop (the edge swipe) decides and finishes, from the finger alone
/// (reference §12.1, the classic path [M]).
enum InteractivePopDecision {
    /// How far the pop has gone: the translation over the width, between 0 and 0.999 while the
    /// finger is down.
    static func progress(translation: CGFloat, width: CGFloat) -> CGFloat {
        guard width > 0 else { return 0 }
        return min(max(translation / width, 0), 0.999)
    }

    /// Whether a released pop finishes: when the finger moves toward the trailing edge or is
    /// still (velocity ≥ 0); it is cancelled only when the finger moves back. Position alone
    /// does not decide.
    static func finishes(velocity: CGFloat) -> Bool { velocity >= 0 }

    /// How long the rest of the pop (or its cancellation) takes: the transition's duration
    /// times the fraction left, shortened when the finger is faster, as
    /// `completionSpeed = max(remaining, duration / (width / |v|))` says.
    static func completionDuration(progress: CGFloat, velocity: CGFloat, finishing: Bool, width: CGFloat,
                                   duration: TimeInterval) -> TimeInterval {
        let remaining = Double(finishing ? 1 - progress : progress)
        guard remaining > 0 else { return 0 }
        var speed = remaining
        if velocity != 0, width > 0 { speed = max(remaining, duration / Double(width / abs(velocity))) }
        return duration * remaining / speed
    }
}
