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
        return DeviceTimer(host: host, interval: interval, action: .perform(selector, on: target as AnyObject),
                           userInfo: userInfo, repeats: repeats, scheduled: true)
    }
}

// Foundation's block timers and its unscheduled timers, on the device clock. Foundation declares
// these forms itself, so UIKit cannot overload them (every call would be ambiguous); the
// source-compatibility plugin rewrites an app's calls to these members instead:
// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` to `_deviceScheduledTimer`,
// `Timer(…)` to `Timer._deviceTimer(…)`, and `RunLoop.main.add(_:forMode:)` to `_deviceAdd`.
extension Timer {
    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` on the running device's clock.
    @_spi(SourceCompatibility) @preconcurrency @MainActor @discardableResult
    public class func _deviceScheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                            block: @escaping @Sendable (Timer) -> Void) -> Timer {
        DeviceTimer(host: runningDevice("scheduledTimer(withTimeInterval:repeats:block:)"), interval: interval,
                    action: .block(block), userInfo: nil, repeats: repeats, scheduled: true)
    }

    /// `Timer(timeInterval:repeats:block:)`: fires `interval` seconds after it is made, once it is
    /// added to the main run loop.
    @_spi(SourceCompatibility) @preconcurrency @MainActor
    public class func _deviceTimer(timeInterval interval: TimeInterval, repeats: Bool,
                                   block: @escaping @Sendable (Timer) -> Void) -> Timer {
        DeviceTimer(host: runningDevice("init(timeInterval:repeats:block:)"), interval: interval,
                    action: .block(block), userInfo: nil, repeats: repeats, scheduled: false)
    }

    /// `Timer(fire:interval:repeats:block:)`: fires at `date`, once it is added to the main run loop.
    @_spi(SourceCompatibility) @preconcurrency @MainActor
    public class func _deviceTimer(fire date: Date, interval: TimeInterval, repeats: Bool,
                                   block: @escaping @Sendable (Timer) -> Void) -> Timer {
        DeviceTimer(host: runningDevice("init(fire:interval:repeats:block:)"), interval: interval,
                    delay: WallClock.secondsFromNow(until: .date(date)) ?? .infinity,
                    action: .block(block), userInfo: nil, repeats: repeats, scheduled: false)
    }

    /// `Timer(timeInterval:target:selector:userInfo:repeats:)`: fires `interval` seconds after it
    /// is made, once it is added to the main run loop.
    @_spi(SourceCompatibility) @preconcurrency @MainActor
    public class func _deviceTimer(timeInterval interval: TimeInterval, target: Any, selector: Selector,
                                   userInfo: Any?, repeats: Bool) -> Timer {
        DeviceTimer(host: runningDevice("init(timeInterval:target:selector:userInfo:repeats:)"), interval: interval,
                    action: .perform(selector, on: target as AnyObject), userInfo: userInfo, repeats: repeats, scheduled: false)
    }

    /// `Timer(fireAt:interval:target:selector:userInfo:repeats:)`: fires at `date`, once it is
    /// added to the main run loop.
    @_spi(SourceCompatibility) @preconcurrency @MainActor
    public class func _deviceTimer(fireAt date: Date, interval: TimeInterval, target: Any, selector: Selector,
                                   userInfo: Any?, repeats: Bool) -> Timer {
        DeviceTimer(host: runningDevice("init(fireAt:interval:target:selector:userInfo:repeats:)"), interval: interval,
                    delay: WallClock.secondsFromNow(until: .date(date)) ?? .infinity,
                    action: .perform(selector, on: target as AnyObject), userInfo: userInfo, repeats: repeats, scheduled: false)
    }

    @MainActor private static func runningDevice(_ call: String) -> CAHostContext {
        guard let host = CAHostContext.current else {
            preconditionFailure("Timer.\(call): no device is running; timers run on a device's clock")
        }
        return host
    }
}

extension RunLoop {
    /// `RunLoop.main.add(_:forMode:)`: a timer made on the device clock starts; any other timer
    /// goes to Foundation's run loop, as without the plugin.
    @_spi(SourceCompatibility) @preconcurrency @MainActor
    public func _deviceAdd(_ timer: Timer, forMode mode: RunLoop.Mode) {
        if let timer = timer as? DeviceTimer {
            timer.addToRunLoop()
        } else {
            add(timer, forMode: mode)
        }
    }
}
