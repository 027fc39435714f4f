import Foundation
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
}
