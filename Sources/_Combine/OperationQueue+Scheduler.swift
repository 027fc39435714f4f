import Dispatch
import Foundation
@_spi(Combine) import UIKit

/// An operation queue schedules Combine's work
/// (https://developer.apple.com/documentation/foundation/operationqueue, "Scheduling Work with
/// Combine").
///
/// The main operation queue runs on the device's main thread: while a device runs, its work goes
/// into the device's deadline queue as `DispatchQueue.main`'s does (see there), and its `now` is
/// the device clock. While no device runs, and for every other queue, each action is added to
/// the queue as an operation, a timed one when its date comes on Dispatch's clock.
extension OperationQueue: @retroactive Scheduler {
    /// The shortest tolerance the queue allows: none.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// Now: on the main operation queue, called on the main thread while a device runs, the
    /// device clock's instant with the calendar date; otherwise the calendar date.
    public var now: SchedulerTimeType { SchedulerTimeType(.now(isMain: isMainOperationQueue)) }

    /// Adds `action` to this queue as an operation.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let action = UncheckedSendable(action)
        guard isMainOperationQueue else {
            addOperation { action.value() }
            return
        }
        _ = MainThreadScheduling.schedule(at: .now, label: "OperationQueue.main scheduler action", { action.value() }) {
            OperationQueue.main.addOperation { action.value() }
            return nil
        }
    }

    /// Adds `action` to this queue as an operation at `date`.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        let action = UncheckedSendable(action)
        let queue = UncheckedSendable(self)
        guard isMainOperationQueue else {
            Self.afterDelay(until: date.date) { queue.value.addOperation { action.value() } }
            return
        }
        _ = MainThreadScheduling.schedule(at: date.base.mainThreadDeadline, label: "OperationQueue.main scheduler action",
                                          { action.value() }) {
            Self.afterDelay(until: date.date) { OperationQueue.main.addOperation { action.value() } }
            return nil
        }
    }

    /// Adds `action` to this queue as an operation at `date` and every `interval` after it until
    /// cancelled.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) -> any Cancellable {
        let action = UncheckedSendable(action)
        let queue = UncheckedSendable(self)
        let seconds = max(interval.magnitude, RepeatingMainThreadWork.minimumInterval)
        guard isMainOperationQueue else {
            return AnyCancellable(Self.repeating(from: date.date, every: seconds) { queue.value.addOperation { action.value() } })
        }
        return RepeatingMainThreadWork(first: date.base.mainThreadDeadline, interval: seconds,
                                       label: "OperationQueue.main scheduler repeating action", action: action.value) { deadline in
            Self.repeating(from: MainThreadDeadline.date(deadline), every: seconds) {
                OperationQueue.main.addOperation { action.value() }
            }
        }
    }

    /// Calls `add` on a Dispatch queue when `date` comes.
    private static func afterDelay(until date: Date, _ add: @escaping @Sendable () -> Void) {
        let delay = max(0, date.timeIntervalSince(MainThreadScheduling.dateNow()))
        DispatchQueue.global().asyncAfter(deadline: MainThreadScheduling.uptimeNow() + delay, qos: .unspecified, flags: [],
                                          execute: add)
    }

    /// Calls `add` at `date` and every `interval` seconds after it on a Dispatch timer; returns
    /// what cancels it.
    private static func repeating(from date: Date, every interval: TimeInterval,
                                  _ add: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.setEventHandler(handler: add)
        let delay = max(0, date.timeIntervalSince(MainThreadScheduling.dateNow()))
        timer.schedule(deadline: MainThreadScheduling.uptimeNow() + delay, repeating: interval)
        timer.resume()
        let cancel = UncheckedSendable(timer)
        return { cancel.value.cancel() }
    }

    /// Whether this is the main thread's operation queue.
    var isMainOperationQueue: Bool { self === OperationQueue.main }
}
