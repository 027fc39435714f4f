import Foundation
import Synchronization

extension NotificationCenter {
    /// A publisher of the notifications of one name, and optionally one object, posted to a
    /// centre (https://developer.apple.com/documentation/foundation/notificationcenter/publisher).
    ///
    /// Each subscription observes the centre from its first demand until it is cancelled: a
    /// notification posted while it has demand is delivered on the posting thread, and one posted
    /// while it has none is dropped, as Apple's publisher does. It never completes.
    public struct Publisher: OpenCombine.Publisher, Equatable {
        public typealias Output = Notification
        public typealias Failure = Never

        /// The centre whose notifications are published.
        public let center: NotificationCenter
        /// The name of the notifications.
        public let name: Notification.Name
        /// The object whose notifications are published; nil for every object's.
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let subscription = NotificationSubscription(publisher: self, downstream: subscriber)
            subscriber.receive(subscription: subscription)
        }

        public static func == (lhs: Publisher, rhs: Publisher) -> Bool {
            lhs.center === rhs.center && lhs.name == rhs.name && lhs.object === rhs.object
        }
    }

    /// A publisher of the notifications named `name` posted to this centre, by `object` when
    /// it is not nil (https://developer.apple.com/documentation/foundation/notificationcenter/publisher(for:object:)).
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }
}

/// What an observer block hands each notification to, without naming the subscriber's type.
private protocol NotificationReceiver: AnyObject, Sendable {
    func deliver(_ notification: Notification)
}

/// The observer block's weak reference to its subscription, which the centre's observer must not
/// keep alive.
private final class WeakNotificationReceiver: Sendable {
    nonisolated(unsafe) weak var receiver: (any NotificationReceiver)?
    init(_ receiver: any NotificationReceiver) { self.receiver = receiver }
}

/// One subscriber's observation of a notification centre.
private final class NotificationSubscription<Downstream: Subscriber>: Subscription, NotificationReceiver, @unchecked Sendable
where Downstream.Input == Notification, Downstream.Failure == Never {
    private struct State {
        var downstream: Downstream?
        var demand = Subscribers.Demand.none
        var observer: (any NSObjectProtocol)?
    }

    private let publisher: NotificationCenter.Publisher
    private let state: Locked<State>

    init(publisher: NotificationCenter.Publisher, downstream: Downstream) {
        self.publisher = publisher
        state = Locked(State(downstream: downstream))
    }

    func request(_ demand: Subscribers.Demand) {
        let startObserving = state.withLock { state -> Bool in
            guard state.downstream != nil else { return false }
            state.demand += demand
            return state.observer == nil
        }
        guard startObserving else { return }
        let receiver = WeakNotificationReceiver(self)
        let observer = publisher.center.addObserver(forName: publisher.name, object: publisher.object, queue: nil) {
            notification in receiver.receiver?.deliver(notification)
        }
        let stillSubscribed = state.withLock { state -> Bool in
            guard state.downstream != nil else { return false }
            state.observer = observer
            return true
        }
        if !stillSubscribed { publisher.center.removeObserver(observer) }
    }

    func deliver(_ notification: Notification) {
        let downstream = state.withLock { state -> Downstream? in
            guard let downstream = state.downstream, state.demand > 0 else { return nil }
            state.demand -= 1
            return downstream
        }
        guard let downstream else { return }
        let more = downstream.receive(notification)
        state.withLock { $0.demand += more }
    }

    func cancel() {
        let observer = state.withLock { state -> (any NSObjectProtocol)? in
            state.downstream = nil
            defer { state.observer = nil }
            return state.observer
        }
        if let observer { publisher.center.removeObserver(observer) }
    }

}
