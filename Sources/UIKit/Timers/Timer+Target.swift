import Foundation
@_spi(UIKit) import QuartzCore

extension Timer {
    /// Creates a timer that calls `selector` on `target` after `interval` seconds of the
    /// running device's clock, and again every `interval` seconds if it `repeats`.
    ///
    /// Write `Selector(ViewController.tick(_:))` where iOS code writes
    /// `#selector(ViewController.tick(_:))`; the method receives the timer, or nothing if it
    /// takes no argument. The timer fires in the timers phase of the frame its fire date falls
    /// in, with the clock at its fire date: in a test when virtual time reaches it, in the live
    /// simulator on real time. An interval of zero or less means 0.1 ms, as in Foundation. The
    /// timer keeps `target` and `userInfo` until it is invalidated, and a one-shot timer
    /// invalidates itself after it fires.
    ///
    /// Traps when no device is running: there is no clock to schedule on.
    @preconcurrency @MainActor @discardableResult
    public class func scheduledTimer(timeInterval interval: TimeInterval, target: Any, selector: Selector,
                                     userInfo: Any?, repeats: Bool) -> Timer {
        guard let host = CAHostContext.current else {
            preconditionFailure("Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:): no device is running; timers run on a device's clock")
        }
        return DeviceTimer(host: host, interval: interval, target: target as AnyObject, selector: selector,
                           userInfo: userInfo, repeats: repeats)
    }
}
