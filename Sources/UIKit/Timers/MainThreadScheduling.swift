import Dispatch
import Foundation
import Synchronization
@_spi(UIKit) import QuartzCore

/// Main-thread work on the running device's clock, for the schedulers of the Combine module:
/// `DispatchQueue.main`, `RunLoop.main` and `OperationQueue.main` put their work where
/// `DispatchQueue.main.async` puts it (`MainQueueWork`), in the device's deadline queue, and read
/// the device clock as their `now`.
///
/// Combine sits above UIKit so that this stays the one place that decides where main-thread work
/// runs; UIKit imports nothing of Combine.
@_spi(Combine) public enum MainThreadScheduling {
    /// An instant on one device's clock.
    public struct DeviceInstant: Hashable, Sendable {
        /// The device whose clock this is (its Core Animation host).
        public let device: ObjectIdentifier
        /// Seconds on that clock.
        public let seconds: Double

        /// The instant `interval` seconds later on the same clock.
        public func advanced(by interval: Double) -> DeviceInstant {
            DeviceInstant(device: device, seconds: seconds + interval)
        }
    }

    /// When scheduled work runs.
    public enum Deadline: Sendable {
        /// As soon as possible: on a device, in its next timers phase.
        case now
        /// At an instant on a device's clock; an instant of a device that is not running then
        /// means as soon as possible.
        case device(DeviceInstant)
        /// At an instant on Dispatch's uptime clock, which on a device becomes a delay from now.
        case uptime(DispatchTime)
        /// At a calendar date, which on a device becomes a delay from now.
        case date(Date)
    }

    /// Whether `queue` is the main queue.
    public static func isMainQueue(_ queue: DispatchQueue) -> Bool {
        queue.getSpecific(key: MainQueueWork.key) == true
    }

    /// Whether the caller runs on the main queue, where the device can be asked.
    public static var isOnMainQueue: Bool {
        DispatchQueue.getSpecific(key: MainQueueWork.key) == true
    }

    /// The running device's clock now, when called on the main queue while a device runs; nil
    /// otherwise.
    public static func deviceNow() -> DeviceInstant? {
        guard isOnMainQueue else { return nil }
        return MainActor.assumeIsolated {
            guard let host = CAHostContext.current else { return nil }
            return DeviceInstant(device: ObjectIdentifier(host), seconds: host.mediaTime)
        }
    }

    /// Dispatch's uptime clock now, read where UIKit reads wall clocks (`WallClock`).
    public static func uptimeNow() -> DispatchTime { WallClock.uptimeNow() }

    /// The calendar date now, read where UIKit reads wall clocks (`WallClock`).
    public static func dateNow() -> Date { WallClock.date(secondsFromNow: 0) }

    /// Runs `work` on the main thread at `deadline`.
    ///
    /// On the main queue while a device runs, the work goes into the device's deadline queue
    /// under `label`; called from another thread, it first hops to the main queue through
    /// Dispatch, as `DispatchQueue.main.async` does, and a deadline that is not on the device's
    /// clock counts from when it lands. When no device runs then, `otherwise` is called on the
    /// main queue to hand the work to Dispatch or Foundation instead, and returns how to cancel
    /// it, if it can be cancelled.
    public static func schedule(at deadline: Deadline, label: String, _ work: @escaping @Sendable () -> Void,
                                otherwise: @escaping @Sendable () -> (@Sendable () -> Void)?) -> ScheduledMainThreadWork {
        let scheduled = ScheduledMainThreadWork()
        let place: @Sendable () -> Void = {
            MainActor.assumeIsolated { scheduled.place(at: deadline, label: label, work, otherwise: otherwise) }
        }
        if isOnMainQueue {
            place()
        } else {
            DispatchQueue.main.async(group: nil, qos: .unspecified, flags: [], execute: place)
        }
        return scheduled
    }
}

/// Work that `MainThreadScheduling.schedule(at:label:_:otherwise:)` placed, which can be
/// cancelled from any thread.
@_spi(Combine) public final class ScheduledMainThreadWork: Sendable {
    private struct State {
        var isCancelled = false
        var cancelForwarded: (@Sendable () -> Void)?
    }

    private let state = Mutex(State())
    /// The work in a device's deadline queue; read and written on the main actor only.
    nonisolated(unsafe) private var deviceWork: CAScheduledWork?

    /// Whether `cancel()` was called.
    public var isCancelled: Bool { state.withLock { $0.isCancelled } }

    @MainActor fileprivate func place(at deadline: MainThreadScheduling.Deadline, label: String,
                                      _ work: @escaping @Sendable () -> Void,
                                      otherwise: @Sendable () -> (@Sendable () -> Void)?) {
        guard !isCancelled else { return }
        guard let host = CAHostContext.current else {
            let cancel = otherwise()
            let cancelNow = state.withLock { state in
                state.cancelForwarded = cancel
                return state.isCancelled
            }
            if cancelNow { cancel?() }
            return
        }
        let time: CFTimeInterval
        switch deadline {
        case .now:
            time = host.mediaTime
        case .device(let instant):
            time = instant.device == ObjectIdentifier(host) ? instant.seconds : host.mediaTime
        case .uptime(let uptime):
            // The distant future never comes, as Dispatch never runs such work.
            guard let seconds = WallClock.secondsFromNow(until: .uptime(uptime)) else { return }
            time = host.mediaTime + max(0, seconds)
        case .date(let date):
            guard let seconds = WallClock.secondsFromNow(until: .date(date)) else { return }
            time = host.mediaTime + max(0, seconds)
        }
        deviceWork = host.schedule(at: time, label: label) { [self] in
            deviceWork = nil
            guard !isCancelled else { return }
            work()
        }
    }

    /// Keeps the work from running; work that already ran is not affected. From another thread
    /// the work leaves the device's deadline queue once the cancellation reaches the main queue,
    /// and does not run in the meantime.
    public func cancel() {
        let (wasCancelled, cancelForwarded) = state.withLock { state in
            defer { state.isCancelled = true }
            return (state.isCancelled, state.cancelForwarded)
        }
        guard !wasCancelled else { return }
        cancelForwarded?()
        let unschedule: @Sendable () -> Void = { [self] in
            MainActor.assumeIsolated {
                deviceWork?.cancel()
                deviceWork = nil
            }
        }
        if MainThreadScheduling.isOnMainQueue {
            unschedule()
        } else {
            DispatchQueue.main.async(group: nil, qos: .unspecified, flags: [], execute: unschedule)
        }
    }
}
