import Foundation

/// An object that hears about, and may refuse, the user's attempts to dismiss a presentation.
///
/// UIKit calls these methods only for a dismissal the user starts (swiping a page sheet down,
/// iOS 13 and later), never for `dismiss(animated:completion:)`. For a swipe, in order: when the
/// drag begins, `presentationControllerShouldDismiss(_:)` (unless the presented controller
/// `isModalInPresentation`); if it allows, `presentationControllerWillDismiss(_:)`, then the
/// presented controller's `viewWillDisappear`; and if the swipe completes, after
/// `viewDidDisappear`, `presentationControllerDidDismiss(_:)`. A swipe that is let go short
/// calls nothing more (the controller hears `viewWillAppear` and `viewDidAppear` again). A
/// swipe that `isModalInPresentation` or a `false` from `presentationControllerShouldDismiss(_:)`
/// refuses calls `presentationControllerDidAttemptToDismiss(_:)` when the finger lifts (Apple's
/// documentation of each method [H]; when in the drag each call comes is observed behaviour [M]).
///
/// Every method has a default: `true` for `presentationControllerShouldDismiss(_:)`, nothing
/// for the others: what UIKit does when an app leaves the optional Objective-C method out.
@preconcurrency @MainActor public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// Asked when the user begins to dismiss the presentation: `false` keeps it, and the sheet
    /// resists the finger instead of following it.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// Called when a dismissal the user started begins; it may still be cancelled, in which
    /// case `presentationControllerDidDismiss(_:)` never comes.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// Called after a dismissal the user started has completed: the presented controller's view
    /// is gone and `presentedViewController` is nil.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// Called when the user's attempt to dismiss was refused (`isModalInPresentation`, or
    /// `presentationControllerShouldDismiss(_:)` returned `false`), so the app can say why.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
