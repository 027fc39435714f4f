import Foundation
import Synchronization
@_spi(Combine) import UIKit

extension Timer {
    /// A publisher that sends the current date every `interval` seconds on `runLoop` in `mode`,
    /// once connected (https://developer.apple.com/documentation/foundation/timer/publish(every:tolerance:on:in:options:)).
    ///
    /// `Timer.publish(every: 1, on: .main, in: .common).autoconnect()` starts when its first
    /// subscriber subscribes: on the main run loop while a device runs, it fires on the device
    /// clock (see `RunLoop`'s scheduling), in a test when virtual time reaches each second.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A connectable publisher of the current date at each firing of a repeating timer
    /// (https://developer.apple.com/documentation/foundation/timer/timerpublisher).
    ///
    /// `connect()` starts the timer, which first fires one interval later and then every
    /// interval from that firing, without drift; cancelling the connection stops it. Every
    /// subscriber with demand receives each firing's date (the calendar date at the firing); one
    /// without demand misses it. The publisher never completes.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never

        /// The time between firings, in seconds.
        public let interval: TimeInterval
        /// How late a firing may be; nil for none.
        public let tolerance: TimeInterval?
        /// The run loop the timer runs on.
        public let runLoop: RunLoop
        /// The run loop mode the timer runs in.
        public let mode: RunLoop.Mode
        /// The scheduler options of the timer.
        public let options: RunLoop.SchedulerOptions?

        private struct State {
            var subscriptions: [TimerSubscription] = []
            var connection: (any Cancellable)?
        }

        private let state = Locked(State())

        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                    options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            let subscription = TimerSubscription(downstream: AnySubscriber(subscriber), publisher: self)
            state.withLock { $0.subscriptions.append(subscription) }
            subscriber.receive(subscription: subscription)
        }

        /// Starts the timer, once: a second connection before the first is cancelled returns a
        /// cancellable for the same timer.
        public func connect() -> any Cancellable {
            let isConnected = state.withLock { $0.connection != nil }
            if !isConnected {
                let first = runLoop.now.advanced(by: .init(interval))
                let connection = runLoop.scheduleRepeating(after: first, interval: interval, tolerance: tolerance ?? 0,
                                                           mode: mode) { [weak self] in self?.fire() }
                let alreadyConnected = state.withLock { state -> Bool in
                    guard state.connection == nil else { return true }
                    state.connection = connection
                    return false
                }
                if alreadyConnected { connection.cancel() }
            }
            return AnyCancellable { [weak self] in self?.disconnect() }
        }

        private func disconnect() {
            let connection = state.withLock { state -> (any Cancellable)? in
                defer { state.connection = nil }
                return state.connection
            }
            connection?.cancel()
        }

        private func fire() {
            let date = MainThreadScheduling.dateNow()
            for subscription in state.withLock({ $0.subscriptions }) { subscription.send(date) }
        }

        fileprivate func remove(_ subscription: TimerSubscription) {
            state.withLock { $0.subscriptions.removeAll { $0 === subscription } }
        }
    }
}

/// One subscriber of a timer publisher, with its demand.
private final class TimerSubscription: Subscription, @unchecked Sendable {
    private struct State {
        var downstream: AnySubscriber<Date, Never>?
        var demand = Subscribers.Demand.none
    }

    private let state: Locked<State>
    private weak var publisher: Timer.TimerPublisher?

    init(downstream: AnySubscriber<Date, Never>, publisher: Timer.TimerPublisher) {
        state = Locked(State(downstream: downstream))
        self.publisher = publisher
    }

    func request(_ demand: Subscribers.Demand) {
        state.withLock { $0.demand += demand }
    }

    func send(_ date: Date) {
        let downstream = state.withLock { state -> AnySubscriber<Date, Never>? in
            guard let downstream = state.downstream, state.demand > 0 else { return nil }
            state.demand -= 1
            return downstream
        }
        guard let downstream else { return }
        let more = downstream.receive(date)
        state.withLock { $0.demand += more }
    }

    func cancel() {
        state.withLock { $0.downstream = nil }
        publisher?.remove(self)
    }
}
