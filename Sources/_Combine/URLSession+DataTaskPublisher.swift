import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

extension URLSession {
    /// A publisher of the data that a request for `url` loads
    /// (https://developer.apple.com/documentation/foundation/urlsession/datataskpublisher(for:)-1a3ae).
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// A publisher of the data that `request` loads
    /// (https://developer.apple.com/documentation/foundation/urlsession/datataskpublisher(for:)-7tjhx).
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }

    /// A publisher of the data and response of one data task
    /// (https://developer.apple.com/documentation/foundation/urlsession/datataskpublisher).
    ///
    /// Each subscription starts its own data task at its first demand. When the task completes it
    /// sends the data (empty when the server sent none) and the response, then finishes; a task
    /// that fails sends its error as a `URLError`. Cancelling the subscription cancels the task.
    /// The value and completion arrive on the session's delegate queue, as the task's completion
    /// handler does.
    public struct DataTaskPublisher: Publisher, Sendable {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError

        /// The request the task loads.
        public let request: URLRequest
        /// The session that runs the task.
        public let session: URLSession

        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == URLError {
            subscriber.receive(subscription: DataTaskSubscription(publisher: self, downstream: AnySubscriber(subscriber)))
        }
    }
}

/// One subscriber's data task.
private final class DataTaskSubscription: Subscription, @unchecked Sendable {
    private struct State {
        var downstream: AnySubscriber<URLSession.DataTaskPublisher.Output, URLError>?
        var task: URLSessionDataTask?
    }

    private let publisher: URLSession.DataTaskPublisher
    private let state: Locked<State>

    init(publisher: URLSession.DataTaskPublisher, downstream: AnySubscriber<URLSession.DataTaskPublisher.Output, URLError>) {
        self.publisher = publisher
        state = Locked(State(downstream: downstream))
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        let start = state.withLock { state -> Bool in
            state.downstream != nil && state.task == nil
        }
        guard start else { return }
        let task = publisher.session.dataTask(with: publisher.request) { [weak self] data, response, error in
            self?.complete(data: data, response: response, error: error)
        }
        let started = state.withLock { state -> Bool in
            guard state.downstream != nil, state.task == nil else { return false }
            state.task = task
            return true
        }
        if started { task.resume() }
    }

    private func complete(data: Data?, response: URLResponse?, error: (any Error)?) {
        let downstream = state.withLock { state -> AnySubscriber<URLSession.DataTaskPublisher.Output, URLError>? in
            defer { state.downstream = nil }
            return state.downstream
        }
        guard let downstream else { return }
        if let error {
            downstream.receive(completion: .failure(Self.urlError(error)))
        } else if let response {
            _ = downstream.receive((data: data ?? Data(), response: response))
            downstream.receive(completion: .finished)
        } else {
            downstream.receive(completion: .failure(URLError(.badServerResponse)))
        }
    }

    /// `error` as a `URLError`: itself, or one with its code in the URL error domain.
    private static func urlError(_ error: any Error) -> URLError {
        if let urlError = error as? URLError { return urlError }
        let nsError = error as NSError
        let code = nsError.domain == NSURLErrorDomain ? (URLError.Code(rawValue: nsError.code) ?? .unknown) : .unknown
        return URLError(code, userInfo: nsError.userInfo)
    }

    func cancel() {
        let task = state.withLock { state -> URLSessionDataTask? in
            state.downstream = nil
            return state.task
        }
        task?.cancel()
    }
}
