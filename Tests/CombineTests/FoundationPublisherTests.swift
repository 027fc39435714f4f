import _Combine
import Foundation
import Testing
import UIKit

/// Foundation's publishers as Apple's Combine adds them: notifications, data tasks, coders.
struct FoundationPublisherTests {
    private static let saved = Notification.Name("FoundationPublisherTests.saved")

    @Test func aNotificationPublisherDeliversTheNotificationsOfItsNameAndObject() {
        let center = NotificationCenter()
        let document = NSObject()
        let other = NSObject()
        var fromDocument: [String] = []
        var fromAnyone = 0
        let first = center.publisher(for: Self.saved, object: document)
            .compactMap { $0.userInfo?["title"] as? String }
            .sink { fromDocument.append($0) }
        let second = center.publisher(for: Self.saved).sink { _ in fromAnyone += 1 }
        center.post(name: Self.saved, object: document, userInfo: ["title": "Notes"])
        center.post(name: Self.saved, object: other, userInfo: ["title": "Other"])
        center.post(name: Notification.Name("unrelated"), object: document)
        #expect(fromDocument == ["Notes"])
        #expect(fromAnyone == 2)
        first.cancel()
        center.post(name: Self.saved, object: document, userInfo: ["title": "Later"])
        #expect(fromDocument == ["Notes"], "a cancelled subscription stops observing")
        #expect(fromAnyone == 3)
        second.cancel()
        #expect(center.publisher(for: Self.saved) == NotificationCenter.Publisher(center: center, name: Self.saved))
    }

    /// Answers every request with a fixed JSON body, as an iOS test's stub does.
    final class StubProtocol: URLProtocol {
        override class func canInit(with request: URLRequest) -> Bool { request.url?.host == "api.example.test" }
        override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }
        override func startLoading() {
            guard request.url?.path == "/notes" else {
                client?.urlProtocol(self, didFailWithError: URLError(.fileDoesNotExist))
                return
            }
            let response = HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: "HTTP/1.1",
                                           headerFields: ["Content-Type": "application/json"])!
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
            client?.urlProtocol(self, didLoad: Data(#"{"titles":["Groceries","Ideas"]}"#.utf8))
            client?.urlProtocolDidFinishLoading(self)
        }
        override func stopLoading() {}
    }

    private struct Notes: Decodable, Equatable {
        var titles: [String]
    }

    private func stubbedSession() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubProtocol.self]
        return URLSession(configuration: configuration)
    }

    @Test func aDataTaskPublisherLoadsAndDecodesAsOnIOS() async throws {
        let session = stubbedSession()
        let notes = try await withCheckedThrowingContinuation { (done: CheckedContinuation<Notes, any Error>) in
            var cancellable: AnyCancellable?
            cancellable = session.dataTaskPublisher(for: URL(string: "https://api.example.test/notes")!)
                .tryMap { output -> Data in
                    guard (output.response as? HTTPURLResponse)?.statusCode == 200 else { throw URLError(.badServerResponse) }
                    return output.data
                }
                .decode(type: Notes.self, decoder: JSONDecoder())
                .sink(receiveCompletion: { completion in
                    if case .failure(let error) = completion { done.resume(throwing: error) }
                    _ = cancellable
                }, receiveValue: { done.resume(returning: $0) })
        }
        #expect(notes == Notes(titles: ["Groceries", "Ideas"]))
    }

    @Test func aFailedDataTaskFailsWithAURLError() async {
        let session = stubbedSession()
        let error = await withCheckedContinuation { (done: CheckedContinuation<URLError?, Never>) in
            var cancellable: AnyCancellable?
            cancellable = session.dataTaskPublisher(for: URLRequest(url: URL(string: "https://api.example.test/missing")!))
                .sink(receiveCompletion: { completion in
                    if case .failure(let error) = completion { done.resume(returning: error) } else { done.resume(returning: nil) }
                    _ = cancellable
                }, receiveValue: { _ in })
        }
        #expect(error?.code == .fileDoesNotExist)
    }

    @Test func encodersAndDecodersAreTopLevelCoders() throws {
        struct Point: Codable, Equatable { var x: Int, y: Int }
        var decoded: [Point] = []
        var failure: (any Error)?
        let cancellable = Just(Point(x: 1, y: 2))
            .encode(encoder: JSONEncoder())
            .decode(type: Point.self, decoder: JSONDecoder())
            .encode(encoder: PropertyListEncoder())
            .decode(type: Point.self, decoder: PropertyListDecoder())
            .sink(receiveCompletion: { if case .failure(let error) = $0 { failure = error } }, receiveValue: { decoded.append($0) })
        cancellable.cancel()
        #expect(failure == nil)
        #expect(decoded == [Point(x: 1, y: 2)])
    }
}
