import Dispatch
import Foundation
@_spi(UIKit) import QuartzCore

/// `DispatchQueue.main`'s closure forms on the device clock: work submitted to the main queue
/// runs in the running device's deadline queue, in the timers phase of a frame.
///
/// These overloads take only the work (no `group`, `qos` or `flags`), so Swift prefers them to
/// Dispatch's, whose extra parameters have defaults. Work for any other queue, and main-queue
/// work while no device is running, goes to Dispatch unchanged. Dispatch's `DispatchWorkItem`
/// forms cannot be overloaded the same way (their signatures are identical, which is ambiguous
/// in a file that imports Foundation or Dispatch), so they stay on the wall clock; the README
/// says what to write instead.
extension DispatchQueue {
    /// Submits `work` to run as soon as possible; on the main queue of a running device, that
    /// is in the device's next timers phase, after the main-queue work submitted before it.
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard isMainQueue else {
            async(group: nil, qos: .unspecified, flags: [], execute: work)
            return
        }
        MainQueueWork.submit(label: "DispatchQueue.main.async block", at: nil, work) {
            DispatchQueue.main.async(group: nil, qos: .unspecified, flags: [], execute: work)
        }
    }

    /// Submits `work` to run at `deadline` on Dispatch's uptime clock; on the main queue of a
    /// running device, that is when the device clock has moved on by the time from now until
    /// `deadline`.
    ///
    /// A deadline in the past runs in the next timers phase; `.distantFuture` never runs.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard isMainQueue else {
            asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
            return
        }
        MainQueueWork.submit(label: "DispatchQueue.main.asyncAfter(deadline:) block", at: .uptime(deadline), work) {
            DispatchQueue.main.asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
        }
    }

    /// Submits `work` to run at `wallDeadline` on the wall clock; on the main queue of a
    /// running device, that is when the device clock has moved on by the time from now until
    /// `wallDeadline`.
    ///
    /// A deadline in the past runs in the next timers phase; `.distantFuture` never runs.
    public func asyncAfter(wallDeadline: DispatchWallTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard isMainQueue else {
            asyncAfter(wallDeadline: wallDeadline, qos: .unspecified, flags: [], execute: work)
            return
        }
        MainQueueWork.submit(label: "DispatchQueue.main.asyncAfter(wallDeadline:) block", at: .wall(wallDeadline), work) {
            DispatchQueue.main.asyncAfter(wallDeadline: wallDeadline, qos: .unspecified, flags: [], execute: work)
        }
    }

    /// Whether this is the main queue (each `DispatchQueue.main` is a new wrapper object, so
    /// identity cannot tell).
    private var isMainQueue: Bool { getSpecific(key: MainQueueWork.key) == true }
}

/// Places main-queue work on the running device's deadline queue.
enum MainQueueWork {
    /// Marks the main queue, so that code can ask whether a queue is the main queue, and whether
    /// it runs on it.
    static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Schedules `work` on the running device at `instant` (now when nil), or calls `forward`
    /// when no device is running.
    ///
    /// The device can only be asked on the main actor. Called elsewhere (a network callback
    /// submitting to the main queue), this first hops to the main queue through Dispatch, and
    /// the time until `instant` counts from when it lands there.
    static func submit(label: String, at instant: WallClock.Instant?,
                       _ work: @escaping @Sendable () -> Void, forward: @escaping @Sendable () -> Void) {
        if DispatchQueue.getSpecific(key: key) == true {
            MainActor.assumeIsolated { schedule(label: label, at: instant, work, forward: forward) }
        } else {
            DispatchQueue.main.async(group: nil, qos: .unspecified, flags: []) {
                MainActor.assumeIsolated { schedule(label: label, at: instant, work, forward: forward) }
            }
        }
    }

    @MainActor private static func schedule(label: String, at instant: WallClock.Instant?,
                                            _ work: @escaping @Sendable () -> Void, forward: () -> Void) {
        guard let host = CAHostContext.current else {
            forward()
            return
        }
        var delay: TimeInterval = 0
        if let instant {
            // The distant future never comes: the work is dropped, as Dispatch never runs it.
            guard let seconds = WallClock.secondsFromNow(until: instant) else { return }
            delay = max(0, seconds)
        }
        host.schedule(at: host.mediaTime + delay, label: label) { work() }
    }
}
