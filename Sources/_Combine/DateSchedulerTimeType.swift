import Foundation
@_spi(Combine) import UIKit

/// The scheduler time of a run loop and of an operation queue, `RunLoop.SchedulerTimeType` and
/// `OperationQueue.SchedulerTimeType`: a calendar date
/// (https://developer.apple.com/documentation/foundation/runloop/schedulertimetype,
/// https://developer.apple.com/documentation/foundation/operationqueue/schedulertimetype). Apple
/// declares two structs of one shape; here one generic struct, told apart by its owner, is both.
///
/// A time read from the main run loop's or main operation queue's `now` while a device runs also
/// knows the instant of the device clock it was read at, as `DispatchQueue.SchedulerTimeType`
/// explains; its `date` is the calendar date when it was read. Encoding keeps the date only.
public struct DateSchedulerTimeType<Owner>: Strideable, Codable, Hashable, Sendable {
    var base: DateSchedulerTime

    /// The date this scheduler time stands for; setting it forgets the device instant.
    public var date: Date {
        get { base.date }
        set { base = DateSchedulerTime(date: newValue, deviceInstant: nil) }
    }

    /// The scheduler time of `date`.
    public init(_ date: Date) {
        base = DateSchedulerTime(date: date, deviceInstant: nil)
    }

    init(_ base: DateSchedulerTime) {
        self.base = base
    }

    /// The time from this to `other`: on the device clock when both are instants of one
    /// device, otherwise between their dates.
    public func distance(to other: DateSchedulerTimeType) -> Stride { Stride(base.distance(to: other.base)) }

    /// This time moved by `n`.
    public func advanced(by n: Stride) -> DateSchedulerTimeType { DateSchedulerTimeType(base.advanced(by: n.magnitude)) }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self.init(try container.decode(Date.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(base.date)
    }

    /// A distance between scheduler times, in seconds
    /// (https://developer.apple.com/documentation/foundation/runloop/schedulertimetype/stride,
    /// https://developer.apple.com/documentation/foundation/operationqueue/schedulertimetype/stride).
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
                          Hashable, Codable, Sendable {
        public typealias FloatLiteralType = TimeInterval
        public typealias IntegerLiteralType = TimeInterval
        public typealias Magnitude = TimeInterval

        /// The distance in seconds.
        public var magnitude: TimeInterval

        /// The distance in seconds.
        public var timeInterval: TimeInterval { magnitude }

        public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
        public init(floatLiteral value: TimeInterval) { magnitude = value }
        public init(integerLiteral value: TimeInterval) { magnitude = value }

        public init?<T: BinaryInteger>(exactly source: T) {
            guard let value = TimeInterval(exactly: source) else { return nil }
            magnitude = value
        }

        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
        public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
        public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
        public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs.magnitude *= rhs.magnitude }
        public static func += (lhs: inout Stride, rhs: Stride) { lhs.magnitude += rhs.magnitude }
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs.magnitude -= rhs.magnitude }

        public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
        public static func seconds(_ s: Double) -> Stride { Stride(s) }
        public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }
        public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }
    }
}


extension RunLoop {
    public typealias SchedulerTimeType = DateSchedulerTimeType<RunLoop>

    /// Options for the work a run loop schedules: none
    /// (https://developer.apple.com/documentation/foundation/runloop/scheduleroptions).
    public struct SchedulerOptions: Sendable {}
}

extension OperationQueue {
    public typealias SchedulerTimeType = DateSchedulerTimeType<OperationQueue>

    /// Options for the work an operation queue schedules: none
    /// (https://developer.apple.com/documentation/foundation/operationqueue/scheduleroptions).
    public struct SchedulerOptions: Sendable {}
}
