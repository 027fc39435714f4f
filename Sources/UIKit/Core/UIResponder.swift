import Foundation
@_spi(UIKit) import _ObjectiveC
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// An object that can respond to events and passes the ones it does not handle along the
/// responder chain.
///
/// The default touch methods forward to `next`, so an unhandled touch travels from the hit view
/// through its superviews, view controllers, window and application to the app delegate
/// (reference §5.3).
@preconcurrency @MainActor open class UIResponder: NSObject {
    public override init() { super.init() }

    /// The next responder in the chain, or nil at its end.
    open var next: UIResponder? { nil }

    /// Called when fingers touch down in the view (or other responder) that the touches are bound to.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Called when touches move.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Called when fingers lift.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Called when the system cancels touches (for example for a system gesture).
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Actions up the chain

    /// Whether this responder performs `action` for an action sent up the responder chain: by
    /// default, whether it implements the action's method (it is an instance of the class the
    /// selector's method belongs to). Override it to refuse an action or take one on.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action.canPerform(on: self)
    }

    /// The responder that receives `action` sent up the chain from here: this one if
    /// `canPerformAction(_:withSender:)` says so, otherwise the next responder's answer; nil when
    /// no responder of the chain performs it.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        canPerformAction(action, withSender: sender) ? self : next?.target(forAction: action, withSender: sender)
    }
}
