import Testing
import UIKit

/// `import UIKit` brings URLSession, URLRequest and URLProtocol (FoundationNetworking on Linux),
/// and a test stubs the network with a registered URLProtocol, as iOS tests do. This file imports
/// nothing else.
struct NetworkingImportTests {
    /// Answers every request with a fixed body and status, as an iOS test's stub does.
    final class StubProtocol: URLProtocol {
        override class func canInit(with request: URLRequest) -> Bool { request.url?.host == "api.example.test" }
        override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }
        override func startLoading() {
            let response = HTTPURLResponse(url: request.url!, statusCode: 201, httpVersion: "HTTP/1.1",
                                           headerFields: ["Content-Type": "application/json"])!
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
            client?.urlProtocol(self, didLoad: Data(#"{"notes":3}"#.utf8))
            client?.urlProtocolDidFinishLoading(self)
        }
        override func stopLoading() {}
    }

    @Test func aRegisteredURLProtocolAnswersTheAppsRequests() async throws {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubProtocol.self]
        let session = URLSession(configuration: configuration)
        var request = URLRequest(url: URL(string: "https://api.example.test/notes")!)
        request.httpMethod = "POST"
        let (data, response) = try await session.data(for: request)
        #expect((response as? HTTPURLResponse)?.statusCode == 201)
        #expect(String(decoding: data, as: UTF8.self) == #"{"notes":3}"#)
    }
}
