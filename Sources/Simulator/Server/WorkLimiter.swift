import Synchronization

/// Counts work running at once and refuses to start more than `maximum`.
///
/// `tryStart()` either counts one more piece of work and returns true, or returns false when
/// `maximum` are already running; each successful start is balanced by one `finish()`.
final class WorkLimiter: Sendable {
    /// The most pieces of work that may run at once.
    let maximum: Int
    private let running = Mutex(0)

    /// A limiter that allows `maximum` pieces of work at once.
    init(maximum: Int) {
        self.maximum = maximum
    }

    /// Counts one more piece of work, or returns false when `maximum` are running.
    func tryStart() -> Bool {
        running.withLock { running in
            guard running < maximum else { return false }
            running += 1
            return true
        }
    }

    /// Counts one piece of work as finished.
    func finish() {
        running.withLock { $0 -= 1 }
    }
}
