/// What a navigation controller's delegate has heard about the controller on top, which
/// decides whether a top controller appearing with the navigation controller is announced.
///
/// A transition (a push, a pop, a new stack while the navigation controller is on screen)
/// announces its new top itself: `navigationController(_:willShow:animated:)` before the
/// appearance calls, `didShow` after. A stack set before the navigation controller is on screen
/// (its root from `init(rootViewController:)`, above all) is announced when it first appears,
/// as iOS runs the transition it deferred: `willShow` just before the top's `viewWillAppear`,
/// `didShow` just after its `viewDidAppear`. A top the delegate has already seen shown is
/// not announced again when the navigation controller reappears.
struct NavigationShowAnnouncements<ID: Hashable>: Equatable {
    /// The controller the delegate last heard `didShow` for.
    private(set) var shown: ID?
    /// The controller the delegate heard `willShow` for and still owes `didShow`, and whether
    /// its appearance (rather than a transition) announced it.
    private(set) var pending: Pending?

    struct Pending: Equatable {
        var controller: ID
        var byAppearance: Bool
    }

    /// A transition to `controller` tells the delegate `willShow` now.
    mutating func transitionWillShow(_ controller: ID) {
        pending = Pending(controller: controller, byAppearance: false)
    }

    /// A transition to `controller` told the delegate `didShow`.
    mutating func transitionDidShow(_ controller: ID) {
        pending = nil
        shown = controller
    }

    /// An interactive pop went back: its new top was never shown.
    mutating func transitionCancelled() {
        pending = nil
    }

    /// Whether the delegate hears `willShow` for `controller`, the top, as its appearance begins:
    /// when it has not been shown and nothing else is being announced.
    mutating func topWillAppear(_ controller: ID) -> Bool {
        guard controller != shown, pending == nil else { return false }
        pending = Pending(controller: controller, byAppearance: true)
        return true
    }

    /// Whether the delegate hears `didShow` for `controller` as its appearance ends: when its
    /// appearance announced it.
    mutating func controllerDidAppear(_ controller: ID) -> Bool {
        guard pending == Pending(controller: controller, byAppearance: true) else { return false }
        pending = nil
        shown = controller
        return true
    }
}
