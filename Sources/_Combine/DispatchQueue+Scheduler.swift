import Dispatch
import Foundation
@_spi(Combine) import UIKit

/// A dispatch queue schedules Combine's work
/// (https://developer.apple.com/documentation/dispatch/dispatchqueue, "Combine Scheduling").
///
/// The main queue schedules on the running device's clock, where `DispatchQueue.main.async` puts
/// its work: an action runs in the device's deadline queue, in a timers phase of a frame or
/// between frames when virtual time reaches its deadline, never before, and `now` read on the main
/// queue is the device clock. So `.receive(on: DispatchQueue.main)` delivers in the next timers
/// phase, and `.debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)` emits when the
/// device clock has moved 300 ms past the last value, in a test on virtual time as on a phone.
/// Work scheduled from another thread hops to the main queue first. While no device runs, and
/// for every other queue, work goes to Dispatch as Apple's scheduler sends it, on Dispatch's
/// clock; `qos` and `flags` apply there (the device's main thread has no priorities), and `group`
/// is entered when work is scheduled and left when it has run, on and off the device.
extension DispatchQueue: @retroactive Scheduler {
    /// The scheduler time of a dispatch queue: an instant on Dispatch's uptime clock
    /// (https://developer.apple.com/documentation/dispatch/dispatchqueue/schedulertimetype).
    ///
    /// A time read from the main queue's `now` while a device runs also knows the instant of the
    /// device clock it was read at, and the times advanced from it keep that: two such times of
    /// the same device are that far apart on the device clock, and the main queue runs work
    /// scheduled after one when the device clock reaches it. Their `dispatchTime` is Dispatch's
    /// clock when they were read, so a time made from Dispatch's current time means the same delay
    /// from now as one from `now`. A time made from a `DispatchTime` alone is on Dispatch's
    /// clock, which the device turns into a delay from now, as it does for
    /// `DispatchQueue.main.asyncAfter(deadline:)`. Two times are equal when both parts are;
    /// encoding keeps the `DispatchTime` only.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        private var time: DispatchTime
        /// The device-clock instant this time stands for, when it came from a device.
        private(set) var deviceInstant: MainThreadScheduling.DeviceInstant?

        /// The dispatch time this scheduler time stands for; setting it forgets the device instant.
        public var dispatchTime: DispatchTime {
            get { time }
            set {
                time = newValue
                deviceInstant = nil
            }
        }

        /// The scheduler time of `time`, on Dispatch's clock.
        public init(_ time: DispatchTime) {
            self.time = time
            deviceInstant = nil
        }

        init(_ time: DispatchTime, deviceInstant: MainThreadScheduling.DeviceInstant?) {
            self.time = time
            self.deviceInstant = deviceInstant
        }

        /// The time from this to `other`: on the device clock when both are instants of one
        /// device, otherwise on Dispatch's clock.
        public func distance(to other: SchedulerTimeType) -> Stride {
            if let mine = deviceInstant, let theirs = other.deviceInstant, mine.device == theirs.device {
                return .seconds(theirs.seconds - mine.seconds)
            }
            if time == .distantFuture || other.time == .distantFuture {
                return time == other.time ? .nanoseconds(0) : .nanoseconds(time == .distantFuture ? .min : .max)
            }
            let difference = Int64(bitPattern: other.time.uptimeNanoseconds &- time.uptimeNanoseconds)
            return .nanoseconds(Int(difference))
        }

        /// This time moved by `n`; `n` of `Int.max` nanoseconds (as `DispatchTimeInterval.never`
        /// makes) is the distant future.
        public func advanced(by n: Stride) -> SchedulerTimeType {
            guard n.magnitude != .max, time != .distantFuture else { return SchedulerTimeType(.distantFuture) }
            let nanoseconds = Int64(time.uptimeNanoseconds).addingReportingOverflow(Int64(n.magnitude))
            let advanced = nanoseconds.overflow ? DispatchTime.distantFuture
                : DispatchTime(uptimeNanoseconds: UInt64(max(1, nanoseconds.partialValue)))
            return SchedulerTimeType(advanced, deviceInstant: deviceInstant?.advanced(by: n.seconds))
        }

        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.time.uptimeNanoseconds == rhs.time.uptimeNanoseconds && lhs.deviceInstant == rhs.deviceInstant
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(time.uptimeNanoseconds)
            hasher.combine(deviceInstant)
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            self.init(DispatchTime(uptimeNanoseconds: try container.decode(UInt64.self)))
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(time.uptimeNanoseconds)
        }

        /// A distance between dispatch scheduler times, in nanoseconds
        /// (https://developer.apple.com/documentation/dispatch/dispatchqueue/schedulertimetype/stride).
        ///
        /// Integer literals are seconds, as are floating-point ones.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
                              Hashable, Codable, Sendable {
            public typealias FloatLiteralType = Double
            public typealias IntegerLiteralType = Int
            public typealias Magnitude = Int

            /// The distance in nanoseconds.
            public var magnitude: Int

            /// The distance as a dispatch time interval.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            /// The distance in seconds.
            var seconds: Double { Double(magnitude) / 1e9 }

            /// The distance of `timeInterval`; `.never` is `Int.max` nanoseconds.
            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let value): self = .seconds(value)
                case .milliseconds(let value): self = .milliseconds(value)
                case .microseconds(let value): self = .microseconds(value)
                case .nanoseconds(let value): self = .nanoseconds(value)
                case .never: self = .nanoseconds(.max)
                @unknown default: self = .nanoseconds(.max)
                }
            }

            private init(nanoseconds: Int) { magnitude = nanoseconds }

            public init(floatLiteral value: Double) { self = .seconds(value) }
            public init(integerLiteral value: Int) { self = .seconds(value) }

            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Int(exactly: source) else { return nil }
                self = .seconds(value)
            }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude * rhs.magnitude) }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude - rhs.magnitude) }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }

            public static func seconds(_ s: Int) -> Stride { Stride(nanoseconds: clamped(s, times: 1_000_000_000)) }
            public static func seconds(_ s: Double) -> Stride {
                let nanoseconds = (s * 1e9).rounded()
                if nanoseconds >= Double(Int.max) { return Stride(nanoseconds: .max) }
                if nanoseconds <= Double(Int.min) { return Stride(nanoseconds: .min) }
                return Stride(nanoseconds: Int(nanoseconds))
            }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(nanoseconds: clamped(ms, times: 1_000_000)) }
            public static func microseconds(_ us: Int) -> Stride { Stride(nanoseconds: clamped(us, times: 1_000)) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(nanoseconds: ns) }

            /// `value × factor`, held at `Int`'s bounds instead of overflowing, as Dispatch's
            /// own time intervals are.
            private static func clamped(_ value: Int, times factor: Int) -> Int {
                let (product, overflow) = value.multipliedReportingOverflow(by: factor)
                return overflow ? (value > 0 ? .max : .min) : product
            }
        }
    }

    /// Options for the work a dispatch queue schedules
    /// (https://developer.apple.com/documentation/dispatch/dispatchqueue/scheduleroptions).
    public struct SchedulerOptions {
        /// The quality of service of the work.
        public var qos: DispatchQoS
        /// The flags of the work.
        public var flags: DispatchWorkItemFlags
        /// The group the work belongs to until it has run, if any.
        public var group: DispatchGroup?

        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// The shortest tolerance the queue allows: none.
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    /// Now: on the main queue while a device runs, the device clock's instant with Dispatch's
    /// clock; otherwise Dispatch's clock.
    public var now: SchedulerTimeType {
        let uptime = MainThreadScheduling.uptimeNow()
        guard MainThreadScheduling.isMainQueue(self), let instant = MainThreadScheduling.deviceNow() else {
            return SchedulerTimeType(uptime)
        }
        return SchedulerTimeType(uptime, deviceInstant: instant)
    }

    /// Runs `action` on this queue as soon as possible.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let options = options ?? SchedulerOptions()
        let work = Self.work(action, group: options.group)
        guard MainThreadScheduling.isMainQueue(self) else {
            async(group: nil, qos: options.qos, flags: options.flags, execute: work.value)
            return
        }
        let dispatch = UncheckedSendable(options)
        _ = MainThreadScheduling.schedule(at: .now, label: "DispatchQueue.main scheduler action", work.value) {
            DispatchQueue.main.async(group: nil, qos: dispatch.value.qos, flags: dispatch.value.flags, execute: work.value)
            return nil
        }
    }

    /// Runs `action` on this queue at `date`.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        let options = options ?? SchedulerOptions()
        let work = Self.work(action, group: options.group)
        guard MainThreadScheduling.isMainQueue(self) else {
            asyncAfter(deadline: date.dispatchTime, qos: options.qos, flags: options.flags, execute: work.value)
            return
        }
        let dispatch = UncheckedSendable(options)
        _ = MainThreadScheduling.schedule(at: date.mainThreadDeadline, label: "DispatchQueue.main scheduler action",
                                          work.value) {
            DispatchQueue.main.asyncAfter(deadline: date.dispatchTime, qos: dispatch.value.qos, flags: dispatch.value.flags,
                                          execute: work.value)
            return nil
        }
    }

    /// Runs `action` on this queue at `date` and every `interval` after it until cancelled.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) -> any Cancellable {
        let options = UncheckedSendable(options ?? SchedulerOptions())
        let action = UncheckedSendable(action)
        guard MainThreadScheduling.isMainQueue(self) else {
            return AnyCancellable(Self.sourceTimer(on: self, first: date.dispatchTime, interval: interval,
                                                   tolerance: tolerance, options: options.value, action.value))
        }
        return RepeatingMainThreadWork(first: date.mainThreadDeadline, interval: interval.seconds,
                                       label: "DispatchQueue.main scheduler repeating action", action: action.value) { deadline in
            Self.sourceTimer(on: .main, first: MainThreadDeadline.uptime(deadline), interval: interval,
                             tolerance: tolerance, options: options.value, action.value)
        }
    }

    /// `action` in the group's bounds: the group is entered now and left when the action has run.
    private static func work(_ action: @escaping () -> Void, group: DispatchGroup?) -> UncheckedSendable<@Sendable () -> Void> {
        group?.enter()
        let action = UncheckedSendable(action)
        let group = UncheckedSendable(group)
        return UncheckedSendable {
            action.value()
            group.value?.leave()
        }
    }

    /// Starts a Dispatch timer on `queue` that fires at `first` and every `interval` after it,
    /// and returns what cancels it.
    private static func sourceTimer(on queue: DispatchQueue, first: DispatchTime, interval: SchedulerTimeType.Stride,
                                    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions,
                                    _ action: @escaping () -> Void) -> @Sendable () -> Void {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        let action = UncheckedSendable(action)
        timer.setEventHandler(qos: options.qos, flags: options.flags) { action.value() }
        timer.schedule(deadline: first, repeating: interval.timeInterval, leeway: tolerance.timeInterval)
        timer.resume()
        let cancel = UncheckedSendable(timer)
        return { cancel.value.cancel() }
    }
}

extension DispatchQueue.SchedulerTimeType {
    /// When the main queue runs work scheduled after this time: at its device instant, or at
    /// its dispatch time.
    var mainThreadDeadline: MainThreadScheduling.Deadline {
        deviceInstant.map { .device($0) } ?? .uptime(dispatchTime)
    }
}
