import Foundation

// UIKit's responders are NSObjects on iOS; here they are not, so they carry NSObject's delayed
// performs themselves. Both forms share each device's list of requests.
extension UIResponder {
    /// Performs `aSelector` on the receiver with `anArgument` after `delay` seconds of its
    /// device's clock.
    ///
    /// Write `Selector(Self.refresh)` where iOS code writes `#selector(refresh)`. The request
    /// goes to the device of the receiver's window (the running device for responders outside
    /// one) and runs in the timers phase of the frame its time falls in (the next one for a delay
    /// of zero or less), with the clock at its time. It keeps the receiver and the argument until
    /// then. Requests due at the same time run in the order they were made. Traps when no device
    /// is running.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        UIScreen.delayedPerforms(for: self, caller: "perform(_:with:afterDelay:)")
            .add(target: self, selector: aSelector, argument: anArgument, delay: delay)
    }

    /// Cancels every request made with `perform(_:with:afterDelay:)` on `aTarget` that has not
    /// run yet.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        NSObject.cancelPreviousPerformRequests(withTarget: aTarget)
    }

    /// Cancels the requests made with `perform(_:with:afterDelay:)` on `aTarget` with
    /// `aSelector` and an argument equal to `anArgument` that have not run yet.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        NSObject.cancelPreviousPerformRequests(withTarget: aTarget, selector: aSelector, object: anArgument)
    }
}
