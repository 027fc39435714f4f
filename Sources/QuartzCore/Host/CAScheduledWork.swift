import Foundation

/// One piece of work in a device's deadline queue: it runs once, at its deadline on the device
/// clock, unless it is cancelled first.
///
/// Created by `CAHostContext.schedule(at:label:_:)`. Timers, delayed performs, the main queue,
/// tap counting and gesture timeouts all live here instead of on the wall clock.
@_spi(UIKit) @MainActor public final class CAScheduledWork {
    /// When the work runs, in seconds of the device clock.
    public let deadline: CFTimeInterval
    /// What the work is, for `settle()`'s list of pending work.
    public let label: String
    /// Whether a device waits for this work before it counts as settled.
    ///
    /// False only for bookkeeping whose running nothing can observe, such as the end of a
    /// tap-count window; timers, delayed performs and main-queue work are always true.
    public let delaysSettling: Bool
    /// Whether `cancel()` was called before the work ran.
    public private(set) var isCancelled = false
    /// Whether the work has run.
    public internal(set) var hasRun = false

    let sequence: Int
    var work: (@MainActor () -> Void)?
    weak var host: CAHostContext?

    init(deadline: CFTimeInterval, label: String, delaysSettling: Bool, sequence: Int, host: CAHostContext,
         work: @escaping @MainActor () -> Void) {
        self.deadline = deadline
        self.label = label
        self.delaysSettling = delaysSettling
        self.sequence = sequence
        self.host = host
        self.work = work
    }

    /// Removes the work from its queue; it never runs. Cancelling work that already ran does nothing.
    public func cancel() {
        guard !hasRun, !isCancelled else { return }
        isCancelled = true
        work = nil
        host?.unschedule(self)
    }

    /// Orders work by deadline, then by when it was scheduled.
    func runsBefore(_ other: CAScheduledWork) -> Bool {
        (deadline, sequence) < (other.deadline, other.sequence)
    }
}
