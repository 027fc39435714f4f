import Foundation

/// The subscription behind `Publishers.CombineLatest`, `CombineLatest3` and `CombineLatest4`:
/// it subscribes to every upstream and, once each has sent a value, sends the combination of the
/// latest values whenever any of them sends one
/// (https://developer.apple.com/documentation/combine/publishers/combinelatest).
///
/// Upstreams are asked for every value. A combination made while the downstream has no demand is
/// held, and the latest one held is sent when demand comes. The subscription finishes when every
/// upstream has finished (a held combination is sent first), and fails as soon as one fails,
/// cancelling the others. Calls to the downstream are serialized.
final class CombineLatestEngine<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    private struct State {
        var downstream: Downstream?
        var latest: [Any?]
        var finished: [Bool]
        var upstreams: [(any Subscription)?]
        var demand = Subscribers.Demand.none
        var held: Downstream.Input?
    }

    private let state: Locked<State>
    private let downstreamLock = NSRecursiveLock()
    private let combine: ([Any]) -> Downstream.Input

    init(count: Int, downstream: Downstream, combine: @escaping ([Any]) -> Downstream.Input) {
        state = Locked(State(downstream: downstream, latest: Array(repeating: nil, count: count),
                             finished: Array(repeating: false, count: count),
                             upstreams: Array(repeating: nil, count: count)))
        self.combine = combine
    }

    /// Hands the downstream this subscription, then subscribes to each upstream in order.
    func start(_ attach: [(CombineLatestEngine) -> Void]) {
        let downstream = state.withLock { $0.downstream }
        downstreamLock.lock()
        downstream?.receive(subscription: self)
        downstreamLock.unlock()
        for subscribe in attach { subscribe(self) }
    }

    /// Subscribes to `upstream` as input `index`.
    func attach<Upstream: Publisher>(_ upstream: Upstream, at index: Int) where Upstream.Failure == Downstream.Failure {
        upstream.subscribe(Side(engine: self, index: index))
    }

    fileprivate func received(subscription: any Subscription, at index: Int) {
        let keep = state.withLock { state -> Bool in
            guard state.downstream != nil, state.upstreams[index] == nil else { return false }
            state.upstreams[index] = subscription
            return true
        }
        if keep { subscription.request(.unlimited) } else { subscription.cancel() }
    }

    fileprivate func received(_ value: Any, at index: Int) {
        let send = state.withLock { state -> (Downstream, Downstream.Input)? in
            guard let downstream = state.downstream else { return nil }
            state.latest[index] = value
            let values = state.latest.compactMap { $0 }
            guard values.count == state.latest.count else { return nil }
            let combined = combine(values)
            guard state.demand > 0 else {
                state.held = combined
                return nil
            }
            state.demand -= 1
            return (downstream, combined)
        }
        if let (downstream, combined) = send { deliver(combined, to: downstream) }
    }

    fileprivate func received(_ completion: Subscribers.Completion<Downstream.Failure>, at index: Int) {
        switch completion {
        case .failure:
            let (downstream, others) = state.withLock { state -> (Downstream?, [any Subscription]) in
                defer {
                    state.downstream = nil
                    state.upstreams = state.upstreams.map { _ in nil }
                }
                return (state.downstream, state.upstreams.enumerated().compactMap { $0.offset == index ? nil : $0.element })
            }
            guard let downstream else { return }
            others.forEach { $0.cancel() }
            finish(downstream, completion)
        case .finished:
            let finish = state.withLock { state -> (Downstream, Downstream.Input?)? in
                state.finished[index] = true
                guard let downstream = state.downstream, !state.finished.contains(false) else { return nil }
                state.downstream = nil
                defer { state.held = nil }
                return (downstream, state.held)
            }
            guard let (downstream, held) = finish else { return }
            if let held { _ = deliver(held, to: downstream, askForMore: false) }
            self.finish(downstream, completion)
        }
    }

    func request(_ demand: Subscribers.Demand) {
        let send = state.withLock { state -> (Downstream, Downstream.Input)? in
            guard let downstream = state.downstream else { return nil }
            state.demand += demand
            guard let held = state.held, state.demand > 0 else { return nil }
            state.held = nil
            state.demand -= 1
            return (downstream, held)
        }
        if let (downstream, held) = send { deliver(held, to: downstream) }
    }

    func cancel() {
        let upstreams = state.withLock { state -> [any Subscription] in
            state.downstream = nil
            state.held = nil
            defer { state.upstreams = state.upstreams.map { _ in nil } }
            return state.upstreams.compactMap { $0 }
        }
        upstreams.forEach { $0.cancel() }
    }

    @discardableResult
    private func deliver(_ value: Downstream.Input, to downstream: Downstream, askForMore: Bool = true) -> Subscribers.Demand {
        downstreamLock.lock()
        let more = downstream.receive(value)
        downstreamLock.unlock()
        if askForMore, more > 0 { request(more) }
        return more
    }

    private func finish(_ downstream: Downstream, _ completion: Subscribers.Completion<Downstream.Failure>) {
        downstreamLock.lock()
        downstream.receive(completion: completion)
        downstreamLock.unlock()
    }

    /// The engine's subscriber to one upstream.
    private struct Side<Value>: Subscriber {
        typealias Input = Value
        typealias Failure = Downstream.Failure

        let engine: CombineLatestEngine
        let index: Int
        let combineIdentifier = CombineIdentifier()

        func receive(subscription: any Subscription) { engine.received(subscription: subscription, at: index) }
        func receive(_ input: Value) -> Subscribers.Demand {
            engine.received(input, at: index)
            return .none
        }
        func receive(completion: Subscribers.Completion<Downstream.Failure>) { engine.received(completion, at: index) }
    }
}

/// The subscription behind `Publishers.Merge` through `Merge8` and `MergeMany`: it subscribes to
/// every upstream and sends each value any of them sends, in the order they arrive
/// (https://developer.apple.com/documentation/combine/publishers/merge).
///
/// Upstreams are asked for every value; values that arrive while the downstream has no demand
/// wait, in order, until it asks for them. The subscription finishes when every upstream has
/// finished and every waiting value was sent, and fails as soon as one upstream fails, cancelling
/// the others. Calls to the downstream are serialized.
final class MergeEngine<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    private struct State {
        var downstream: Downstream?
        var unfinished: Int
        var upstreams: [Int: any Subscription] = [:]
        var demand = Subscribers.Demand.none
        var waiting: [Downstream.Input] = []
        var isDraining = false
    }

    private let state: Locked<State>
    private let downstreamLock = NSRecursiveLock()

    init(count: Int, downstream: Downstream) {
        state = Locked(State(downstream: downstream, unfinished: count))
    }

    /// Hands the downstream this subscription, then subscribes to each upstream in order; with
    /// no upstreams, finishes at once.
    func start(_ attach: [(MergeEngine) -> Void]) {
        let downstream = state.withLock { $0.downstream }
        downstreamLock.lock()
        downstream?.receive(subscription: self)
        downstreamLock.unlock()
        for subscribe in attach { subscribe(self) }
        if attach.isEmpty { drain() }
    }

    /// Subscribes to `upstream` as input `index`.
    func attach<Upstream: Publisher>(_ upstream: Upstream, at index: Int)
    where Upstream.Output == Downstream.Input, Upstream.Failure == Downstream.Failure {
        upstream.subscribe(Side(engine: self, index: index))
    }

    fileprivate func received(subscription: any Subscription, at index: Int) {
        let keep = state.withLock { state -> Bool in
            guard state.downstream != nil, state.upstreams[index] == nil else { return false }
            state.upstreams[index] = subscription
            return true
        }
        if keep { subscription.request(.unlimited) } else { subscription.cancel() }
    }

    fileprivate func received(_ value: Downstream.Input) {
        state.withLock { state in
            guard state.downstream != nil else { return }
            state.waiting.append(value)
        }
        drain()
    }

    fileprivate func received(_ completion: Subscribers.Completion<Downstream.Failure>, at index: Int) {
        switch completion {
        case .failure:
            let (downstream, others) = state.withLock { state -> (Downstream?, [any Subscription]) in
                defer {
                    state.downstream = nil
                    state.upstreams = [:]
                    state.waiting = []
                }
                return (state.downstream, state.upstreams.filter { $0.key != index }.map(\.value))
            }
            guard let downstream else { return }
            others.forEach { $0.cancel() }
            downstreamLock.lock()
            downstream.receive(completion: completion)
            downstreamLock.unlock()
        case .finished:
            state.withLock { $0.unfinished -= 1 }
            drain()
        }
    }

    func request(_ demand: Subscribers.Demand) {
        state.withLock { $0.demand += demand }
        drain()
    }

    func cancel() {
        let upstreams = state.withLock { state -> [any Subscription] in
            state.downstream = nil
            state.waiting = []
            defer { state.upstreams = [:] }
            return Array(state.upstreams.values)
        }
        upstreams.forEach { $0.cancel() }
    }

    /// Sends waiting values while there is demand, then finishes when nothing is left; one
    /// thread drains at a time, and a value that arrives meanwhile is sent by that thread.
    private enum Step { case send(Downstream, Downstream.Input), finish(Downstream), stop }

    private func drain() {
        guard state.withLock({ state -> Bool in
            guard !state.isDraining else { return false }
            state.isDraining = true
            return true
        }) else { return }
        while true {
            let step = state.withLock { state -> Step in
                guard let downstream = state.downstream else {
                    state.isDraining = false
                    return .stop
                }
                if !state.waiting.isEmpty, state.demand > 0 {
                    state.demand -= 1
                    return .send(downstream, state.waiting.removeFirst())
                }
                if state.waiting.isEmpty, state.unfinished == 0 {
                    state.downstream = nil
                    state.isDraining = false
                    return .finish(downstream)
                }
                state.isDraining = false
                return .stop
            }
            switch step {
            case .send(let downstream, let value):
                downstreamLock.lock()
                let more = downstream.receive(value)
                downstreamLock.unlock()
                state.withLock { $0.demand += more }
            case .finish(let downstream):
                downstreamLock.lock()
                downstream.receive(completion: Subscribers.Completion<Downstream.Failure>.finished)
                downstreamLock.unlock()
                return
            case .stop:
                return
            }
        }
    }

    /// The engine's subscriber to one upstream.
    private struct Side: Subscriber {
        typealias Input = Downstream.Input
        typealias Failure = Downstream.Failure

        let engine: MergeEngine
        let index: Int
        let combineIdentifier = CombineIdentifier()

        func receive(subscription: any Subscription) { engine.received(subscription: subscription, at: index) }
        func receive(_ input: Downstream.Input) -> Subscribers.Demand {
            engine.received(input)
            return .none
        }
        func receive(completion: Subscribers.Completion<Downstream.Failure>) { engine.received(completion, at: index) }
    }
}
