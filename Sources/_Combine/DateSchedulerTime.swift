import Foundation
@_spi(Combine) import UIKit

/// The scheduler time shared by `RunLoop` and `OperationQueue`: a calendar date, and for a time
/// read from the main run loop's or main operation queue's `now` while a device runs, the
/// device-clock instant it was read at (see `DispatchQueue.SchedulerTimeType` for why both).
struct DateSchedulerTime: Hashable, Sendable {
    var date: Date
    var deviceInstant: MainThreadScheduling.DeviceInstant?

    /// Seconds from this to `other`: on the device clock when both are instants of one device.
    func distance(to other: DateSchedulerTime) -> TimeInterval {
        if let mine = deviceInstant, let theirs = other.deviceInstant, mine.device == theirs.device {
            return theirs.seconds - mine.seconds
        }
        return other.date.timeIntervalSinceReferenceDate - date.timeIntervalSinceReferenceDate
    }

    func advanced(by seconds: TimeInterval) -> DateSchedulerTime {
        DateSchedulerTime(date: date.addingTimeInterval(seconds), deviceInstant: deviceInstant?.advanced(by: seconds))
    }

    /// When the main thread runs work scheduled after this time.
    var mainThreadDeadline: MainThreadScheduling.Deadline {
        deviceInstant.map { .device($0) } ?? .date(date)
    }

    /// Now, on the device clock when `isMain` and a device runs on the calling main queue.
    static func now(isMain: Bool) -> DateSchedulerTime {
        let date = MainThreadScheduling.dateNow()
        return DateSchedulerTime(date: date, deviceInstant: isMain ? MainThreadScheduling.deviceNow() : nil)
    }
}
