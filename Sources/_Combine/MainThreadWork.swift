import Dispatch
import Foundation
import Synchronization
@_spi(Combine) import UIKit

/// A value handed to another thread where Combine's contract, not the compiler, makes that safe:
/// Combine's scheduler actions and subscribers are not `Sendable` in Apple's API, and each
/// scheduler runs an action exactly where and when its documentation says.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Conversions between the deadlines of the main-thread schedulers and the clocks Dispatch and
/// Foundation use when no device runs.
enum MainThreadDeadline {
    /// `deadline` on Dispatch's uptime clock: an instant of a device that is not running
    /// anymore is now.
    static func uptime(_ deadline: MainThreadScheduling.Deadline) -> DispatchTime {
        switch deadline {
        case .uptime(let time): time
        case .now, .device: MainThreadScheduling.uptimeNow()
        case .date(let date):
            MainThreadScheduling.uptimeNow() + date.timeIntervalSince(MainThreadScheduling.dateNow())
        }
    }

    /// `deadline` as a calendar date: an instant of a device that is not running anymore is now.
    static func date(_ deadline: MainThreadScheduling.Deadline) -> Date {
        switch deadline {
        case .date(let date): date
        case .now, .device: MainThreadScheduling.dateNow()
        case .uptime(let time):
            MainThreadScheduling.dateNow().addingTimeInterval(
                (Double(time.uptimeNanoseconds) - Double(MainThreadScheduling.uptimeNow().uptimeNanoseconds)) / 1e9)
        }
    }
}

/// Repeating work of a main-thread scheduler on the device clock: each firing is scheduled from
/// the previous one's deadline, so it does not drift, until it is cancelled.
///
/// When no device runs at a firing's deadline, the rest of the repetition goes to `fallback`,
/// the Dispatch or Foundation timer that the scheduler uses off the device, given the deadline of
/// that firing. An interval shorter than Foundation's shortest timer interval, 0.1 ms, repeats at
/// that interval, so that a zero interval cannot hold the device's timers phase forever.
final class RepeatingMainThreadWork: Cancellable, Sendable {
    /// Foundation's shortest timer interval, which `Timer` uses for an interval of zero or less
    /// (https://developer.apple.com/documentation/foundation/timer/init(timeinterval:repeats:block:)).
    static let minimumInterval: TimeInterval = 0.0001

    private let label: String
    private let interval: TimeInterval
    private let action: UncheckedSendable<() -> Void>
    private let fallback: @Sendable (MainThreadScheduling.Deadline) -> (@Sendable () -> Void)?
    private let state = Mutex<(isCancelled: Bool, current: ScheduledMainThreadWork?)>((false, nil))

    /// Starts repeating `action` every `interval` seconds from `first`.
    init(first: MainThreadScheduling.Deadline, interval: TimeInterval, label: String, action: @escaping () -> Void,
         fallback: @escaping @Sendable (MainThreadScheduling.Deadline) -> (@Sendable () -> Void)?) {
        self.label = label
        self.interval = max(interval, Self.minimumInterval)
        self.action = UncheckedSendable(action)
        self.fallback = fallback
        schedule(at: first)
    }

    private func schedule(at deadline: MainThreadScheduling.Deadline) {
        let work = MainThreadScheduling.schedule(at: deadline, label: label, { [self] in fire() },
                                                 otherwise: { [fallback] in fallback(deadline) })
        let cancelled = state.withLock { state in
            state.current = work
            return state.isCancelled
        }
        if cancelled { work.cancel() }
    }

    /// Runs the action, then schedules the next firing from this one's deadline, which is the
    /// device clock's time while deadline work runs.
    private func fire() {
        action.value()
        guard !state.withLock({ $0.isCancelled }), let now = MainThreadScheduling.deviceNow() else { return }
        schedule(at: .device(now.advanced(by: interval)))
    }

    func cancel() {
        let current = state.withLock { state in
            state.isCancelled = true
            return state.current
        }
        current?.cancel()
    }
}
