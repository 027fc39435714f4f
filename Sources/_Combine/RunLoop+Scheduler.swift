import Foundation
@_spi(Combine) import UIKit

/// A run loop schedules Combine's work
/// (https://developer.apple.com/documentation/foundation/runloop, "Scheduling Work with Combine").
///
/// The main run loop is the device's main thread: while a device runs, its work goes into the
/// device's deadline queue as `DispatchQueue.main`'s does (see there), and its `now` is the device
/// clock. So `.debounce(for: .milliseconds(300), scheduler: RunLoop.main)` and
/// `.receive(on: RunLoop.main)` run on virtual time in a test. While no device runs, and for every
/// other run loop, work goes to the run loop as Apple's scheduler sends it: actions through
/// `perform(_:)`, timed ones as Foundation timers in the default mode, which run when something
/// runs that run loop.
extension RunLoop: @retroactive Scheduler {
    /// The shortest tolerance the run loop allows: none.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// Now: on the main run loop, called on the main thread while a device runs, the device
    /// clock's instant with the calendar date; otherwise the calendar date.
    public var now: SchedulerTimeType { SchedulerTimeType(.now(isMain: isMainRunLoop)) }

    /// Runs `action` on this run loop as soon as possible.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let action = UncheckedSendable(action)
        guard isMainRunLoop else {
            perform { action.value() }
            return
        }
        _ = MainThreadScheduling.schedule(at: .now, label: "RunLoop.main scheduler action", { action.value() }) {
            RunLoop.main.perform { action.value() }
            return nil
        }
    }

    /// Runs `action` on this run loop at `date`.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        let action = UncheckedSendable(action)
        guard isMainRunLoop else {
            addTimer(firing: date.date, interval: 0, tolerance: tolerance.magnitude, mode: .default, action.value)
            return
        }
        _ = MainThreadScheduling.schedule(at: date.base.mainThreadDeadline, label: "RunLoop.main scheduler action",
                                          { action.value() }) {
            RunLoop.main.addTimer(firing: date.date, interval: 0, tolerance: tolerance.magnitude, mode: .default, action.value)
        }
    }

    /// Runs `action` on this run loop at `date` and every `interval` after it until cancelled.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) -> any Cancellable {
        scheduleRepeating(after: date, interval: interval.magnitude, tolerance: tolerance.magnitude, mode: .default, action)
    }

    /// Runs `action` at `date` and every `interval` seconds after it, on the device clock for the
    /// main run loop while a device runs, otherwise as a Foundation timer in `mode`.
    func scheduleRepeating(after date: SchedulerTimeType, interval: TimeInterval, tolerance: TimeInterval,
                           mode: RunLoop.Mode, _ action: @escaping () -> Void) -> any Cancellable {
        let action = UncheckedSendable(action)
        let mode = UncheckedSendable(mode)
        guard isMainRunLoop else {
            return AnyCancellable(addTimer(firing: date.date, interval: interval, tolerance: tolerance, mode: mode.value,
                                           action.value) ?? {})
        }
        return RepeatingMainThreadWork(first: date.base.mainThreadDeadline, interval: interval,
                                       label: "RunLoop.main scheduler repeating action", action: action.value) { deadline in
            RunLoop.main.addTimer(firing: MainThreadDeadline.date(deadline), interval: interval, tolerance: tolerance,
                                  mode: mode.value, action.value)
        }
    }

    /// Adds a Foundation timer to this run loop in `mode` that fires at `date`, then every
    /// `interval` seconds when `interval` is positive; returns what invalidates it.
    @discardableResult
    private func addTimer(firing date: Date, interval: TimeInterval, tolerance: TimeInterval, mode: RunLoop.Mode,
                          _ action: @escaping () -> Void) -> (@Sendable () -> Void)? {
        let action = UncheckedSendable(action)
        let timer = Timer(fire: date, interval: max(0, interval), repeats: interval > 0) { _ in action.value() }
        timer.tolerance = tolerance
        add(timer, forMode: mode)
        let invalidate = UncheckedSendable(timer)
        return { invalidate.value.invalidate() }
    }

    /// Whether this is the main thread's run loop.
    var isMainRunLoop: Bool { self === RunLoop.main }
}
