import CZlib
@_spi(Simulator) @_spi(UIKit) import CoreGraphics
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import HummingbirdWSTesting
import Testing
import WSClient
@testable import Simulator

@Suite("Who may reach the server")
struct ServerAccessTests {
    @Test("With an access token, requests without it get 401 and requests with it get 200")
    func tokenRequired() async throws {
        let server = try makeServer(accessToken: "s3cret")
        let (application, _) = await server.makeApplication()
        try await application.test(.live) { client in
            let port = try #require(client.port)
            #expect(try await patientGet(port: port, "/screenshot.png").status == .unauthorized)
            #expect(try await patientGet(port: port, "/screenshot.png?token=wrong").status == .unauthorized)
            let response = try await patientGet(port: port, "/screenshot.png?token=s3cret")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "image/png")
            #expect(response.headers[.contentDisposition] == "attachment; filename=\"iphone-8-touches.png\"")
            #expect(Array((response.body?.readableBytesView ?? ByteBuffer().readableBytesView).prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
            #expect(try rawStatus(port: port, request: upgradeRequest(path: "/ws", host: "localhost:\(port)", origin: nil)) == 401)
            try await client.page(path: "/ws?token=s3cret") { page in
                _ = try await page.expectGreeting()
            }
        }
    }

    @Test("A server on an address that is not loopback makes up a token and prints it in its URL")
    func tokenGeneratedOffLoopback() throws {
        let server = try SimulatorServer(configuration: SimulatorConfiguration(host: "0.0.0.0", port: 8080), apps: [touchApp])
        let token = try #require(server.accessToken)
        #expect(server.url().absoluteString == "http://0.0.0.0:8080/?token=\(token)")
        let loopback = try SimulatorServer(apps: [touchApp])
        #expect(loopback.accessToken == nil)
        #expect(loopback.url().absoluteString == "http://127.0.0.1:8080/")
    }

    @Test("A WebSocket upgrade from another origin is refused with 403, and from the server's own origin accepted")
    func foreignOriginRefused() async throws {
        let log = LogRecorder()
        let server = try makeServer(log: log)
        let (application, _) = await server.makeApplication()
        try await application.test(.live) { client in
            let port = try #require(client.port)
            let foreign = upgradeRequest(path: "/ws", host: "localhost:\(port)", origin: "http://evil.example")
            #expect(try rawStatus(port: port, request: foreign) == 403)
            await #expect(throws: WebSocketClientError.webSocketUpgradeFailed) {
                try await client.page(origin: "http://evil.example") { _ in }
            }
            #expect(log.messages.contains { $0.contains("Refused a WebSocket upgrade") && $0.contains("evil.example") })
            let own = upgradeRequest(path: "/ws", host: "localhost:\(port)", origin: "http://localhost:\(port)")
            #expect(try rawStatus(port: port, request: own) == 101)
        }
    }

    @Test("A page gets frames in the encoding it names, the same pixels in each; an unknown name is refused with 400 and the names")
    func frameEncodings() async throws {
        let log = LogRecorder()
        let server = try makeServer(log: log)
        let (application, session) = await server.makeApplication()
        try await application.test(.live) { client in
            let port = try #require(client.port)
            let screen = await MainActor.run { session.device.screenshot() }
            for encoding in FrameEncoding.allCases {
                try await client.page(path: "/ws?encoding=\(encoding.rawValue)") { page in
                    let frame = try await page.expectGreeting().frame
                    #expect(frame.encoding == encoding)
                    // Every band of the full frame, decoded as the page decodes it, is the screen's pixels there.
                    for rectangle in frame.rectangles {
                        let r = rectangle.rect
                        let bytes = Data(rectangle.bytes.readableBytesView)
                        let pixels: Data
                        switch encoding {
                        case .png: pixels = try CGImage(pngData: bytes).premultipliedRGBA
                        case .raw: pixels = bytes
                        case .deflate: pixels = try inflatedRaw(bytes, count: 4 * r.area)
                        case .runs: pixels = Data(try #require(expandRuns(rectangle.bytes)))
                        }
                        let expected = screen.cropping(to: CGRect(x: r.x, y: r.y, width: r.width, height: r.height))!.premultipliedRGBA
                        #expect(pixels == expected, "\(encoding) band \(r)")
                    }
                }
            }
            let unknown = upgradeRequest(path: "/ws?encoding=lz4", host: "localhost:\(port)", origin: nil)
            #expect(try rawStatus(port: port, request: unknown) == 400)
            #expect(log.messages.contains { $0.contains("no frame encoding is named \"lz4\"; the encodings are png, raw, deflate, runs") })
        }
    }

    @Test("Without a token, a request naming a Host that is not loopback is refused, as DNS rebinding would send")
    func rebindingRefused() async throws {
        let server = try makeServer()
        let (application, _) = await server.makeApplication()
        try await application.test(.live) { client in
            let port = try #require(client.port)
            #expect(try await patientGet(port: port, "/screenshot.png").status == .ok)
            #expect(try rawStatus(port: port, request: "GET / HTTP/1.1\r\nHost: evil.example:\(port)\r\n\r\n") == 403)
        }
    }

    @Test("The page's files are served, and unknown paths are 404")
    func pageFiles() async throws {
        let server = try makeServer()
        let (application, _) = await server.makeApplication()
        try await application.test(.live) { client in
            for path in ["/", "/simulator.js", "/simulator.css"] {
                let response = try await client.execute(uri: path, method: .get)
                // The page's files come from the module's resources; 404 only when they are absent.
                #expect(response.status == .ok || response.status == .notFound, "\(path)")
            }
            #expect(try await client.execute(uri: "/nothing-here", method: .get).status == .notFound)
            #expect(try await client.execute(uri: "/ws", method: .get).status.code == 426)
        }
    }

    @Test("The whole resources directory is served, each file at its path with its type, index.html also at /")
    func wholeDirectory() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("page-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("tools"), withIntermediateDirectories: true)
        for (name, text) in [("index.html", "<p>"), ("app.js", "1"), ("tools/inspector.mjs", "2"), ("logo.SVG", "<svg/>"),
                             ("notes.xyz", "?"), (".secret", "no")] {
            try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        }
        let pages = PageResources.load(from: directory)
        #expect(pages.paths == ["/", "/app.js", "/index.html", "/logo.SVG", "/notes.xyz", "/tools/inspector.mjs"])
        func type(_ path: String) -> String? { pages.response(for: path).headers[.contentType] }
        #expect(type("/") == "text/html; charset=utf-8")
        #expect(type("/tools/inspector.mjs") == "text/javascript; charset=utf-8")
        #expect(type("/logo.SVG") == "image/svg+xml")
        #expect(type("/notes.xyz") == "application/octet-stream")
        #expect(pages.response(for: "/.secret").status == .notFound)
        #expect(PageResources.load(from: nil).paths.isEmpty)
        #expect(PageResources.load(from: directory.appendingPathComponent("missing")).paths.isEmpty)
    }

    @Test("The module's own page files are all served, its ES modules as JavaScript")
    func modulePageFiles() async throws {
        let pages = PageResources.load()
        #expect(Set(["/", "/index.html", "/main.js", "/protocol.js", "/simulator.css"]).isSubset(of: pages.paths))
        let server = try makeServer()
        let (application, _) = await server.makeApplication()
        try await application.test(.live) { client in
            for path in pages.paths {
                let response = try await client.execute(uri: path, method: .get)
                #expect(response.status == .ok, "\(path)")
                // A browser runs a module script only with a JavaScript type, and nosniff makes
                // it go by the header alone.
                if path.hasSuffix(".js") {
                    #expect(response.headers[.contentType] == "text/javascript; charset=utf-8", "\(path)")
                    #expect(response.headers[.init("X-Content-Type-Options")!] == "nosniff", "\(path)")
                }
            }
        }
    }

    @Test("A port already in use is a clear error naming the port")
    func portInUse() async throws {
        let first = try makeServer()
        let ports = AsyncStream<Int>.makeStream()
        let running = Task { try await first.run { url in ports.continuation.yield(url.port ?? 0) } }
        defer { running.cancel() }
        var iterator = ports.stream.makeAsyncIterator()
        let port = try #require(await iterator.next())
        let second = try SimulatorServer(configuration: SimulatorConfiguration(host: "127.0.0.1", port: port), apps: [touchApp])
        await #expect(throws: SimulatorError.portInUse(host: "127.0.0.1", port: port)) {
            try await second.run()
        }
        #expect(SimulatorError.portInUse(host: "127.0.0.1", port: port).description.contains("port \(port) is already in use"))
    }

    @Test("An invalid configuration is refused with the valid choices")
    func invalidConfiguration() {
        #expect(throws: SimulatorError.unknownApp("nope", valid: ["touches"])) {
            try SimulatorServer(configuration: SimulatorConfiguration(app: "nope"), apps: [touchApp])
        }
        #expect(throws: SimulatorError.unsupportedVersion("5.0", model: "iPhone 15 Pro", range: 17...26)) {
            try SimulatorServer(configuration: SimulatorConfiguration(systemVersion: OperatingSystemVersion(majorVersion: 5, minorVersion: 0, patchVersion: 0)),
                                apps: [touchApp])
        }
        #expect(throws: SimulatorError.noApps) { try SimulatorServer(apps: []) }
        #expect(throws: SimulatorError.duplicateApp("touches")) { try SimulatorServer(apps: [touchApp, touchApp]) }
        #expect(throws: SimulatorError.invalidAccessToken) {
            try SimulatorServer(configuration: SimulatorConfiguration(accessToken: "a b"), apps: [touchApp])
        }
    }
}
