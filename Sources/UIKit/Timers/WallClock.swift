import Dispatch
import Foundation

/// The one place where UIKit reads the wall clock: it turns instants that app code chose on a
/// wall clock into seconds from now, and back, so that they can be placed on the device clock,
/// and reads "now" for the Combine module's schedulers (`MainThreadScheduling`).
///
/// `DispatchQueue.main.asyncAfter(deadline:)` and `Timer.fireDate` name instants on Dispatch's
/// uptime clock, its wall clock or `Date`'s calendar clock, which app code reads itself
/// (`.now() + 2`, `Date().addingTimeInterval(2)`). The device clock has no relation to them
/// except "now", so each conversion reads the matching wall clock exactly once, here. The
/// result is a distance, never an instant: the device adds it to its own clock.
enum WallClock {
    /// An instant on one of the wall clocks that app code can name.
    enum Instant {
        /// Dispatch's uptime clock (`DispatchTime`).
        case uptime(DispatchTime)
        /// Dispatch's wall clock (`DispatchWallTime`).
        case wall(DispatchWallTime)
        /// A calendar date (`Date`).
        case date(Date)
    }

    /// Seconds from now until `instant` (negative when it has passed), or nil for the
    /// clocks' distant future, which never comes.
    static func secondsFromNow(until instant: Instant) -> TimeInterval? {
        switch instant {
        case let .uptime(deadline):
            guard deadline != .distantFuture else { return nil }
            let now = DispatchTime.now().uptimeNanoseconds
            return (Double(deadline.uptimeNanoseconds) - Double(now)) / 1e9
        case let .wall(deadline):
            guard deadline != .distantFuture else { return nil }
            // Dispatch encodes a wall time as the negated nanoseconds since 1970 (its own
            // comparison operators decode it the same way).
            let now = DispatchWallTime.now()
            return (Double(-Int64(bitPattern: deadline.rawValue)) - Double(-Int64(bitPattern: now.rawValue))) / 1e9
        case let .date(date):
            guard date < .distantFuture else { return nil }
            return date.timeIntervalSinceNow
        }
    }

    /// The calendar date `seconds` from now.
    static func date(secondsFromNow seconds: TimeInterval) -> Date {
        Date(timeIntervalSinceNow: seconds)
    }

    /// Dispatch's uptime clock now, for the Combine module's schedulers of queues that run on
    /// Dispatch's clock, and for the instants they hand out.
    static func uptimeNow() -> DispatchTime {
        DispatchTime.now()
    }
}
