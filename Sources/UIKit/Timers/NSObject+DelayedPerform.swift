import Foundation

extension NSObject {
    /// Performs `aSelector` on the receiver with `anArgument` after `delay` seconds of its
    /// device's clock.
    ///
    /// Write `Selector(Self.refresh)` where iOS code writes `#selector(refresh)`. The request
    /// goes to the device of the receiver's window when it is a responder in one, and to the
    /// running device otherwise, and runs in the timers phase of the frame its time falls in (the next one for a delay of zero
    /// or less), with the clock at its time, and keeps the receiver and the argument until then.
    /// Requests due at the same time run in the order they were made. Traps when no device is
    /// running.
    @preconcurrency @MainActor
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        UIScreen.delayedPerforms(for: self, caller: "perform(_:with:afterDelay:)")
            .add(target: self, selector: aSelector, argument: anArgument, delay: delay)
    }

    /// Cancels every request made with `perform(_:with:afterDelay:)` on `aTarget` that has not
    /// run yet.
    @preconcurrency @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        let target = aTarget as AnyObject
        UIScreen.delayedPerforms(for: target, caller: "cancelPreviousPerformRequests(withTarget:)")
            .cancel(target: target, selector: nil, argument: nil)
    }

    /// Cancels the requests made with `perform(_:with:afterDelay:)` on `aTarget` with
    /// `aSelector` and an argument equal to `anArgument` (both nil, equal values, or the same
    /// object) that have not run yet.
    ///
    /// Selectors compare by class and parameter type (see `Selector`).
    @preconcurrency @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        let target = aTarget as AnyObject
        UIScreen.delayedPerforms(for: target, caller: "cancelPreviousPerformRequests(withTarget:selector:object:)")
            .cancel(target: target, selector: aSelector, argument: anArgument)
    }
}
