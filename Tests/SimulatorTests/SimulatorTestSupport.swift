import CZlib
import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWSTesting
import HTTPTypes
import Logging
import NIOCore
import Synchronization
import Testing
import UIKit
import WSClient
@testable import Simulator
import SpringBoard

// MARK: A test app

/// A view that turns red, then blue, then red… at each touch that begins on it, and counts them.
final class TouchCountingView: UIView {
    private(set) var touchesBegun = 0
    /// The timestamps of the last touch that began and of the last that ended, on the device clock.
    private(set) var beganAt: TimeInterval?, endedAt: TimeInterval?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchesBegun += 1
        beganAt = touches.first?.timestamp
        backgroundColor = touchesBegun % 2 == 1 ? .red : .blue
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        endedAt = touches.first?.timestamp
    }
}

/// An app whose whole window is one `TouchCountingView`.
final class TouchCountingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let view = TouchCountingView()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        let controller = UIViewController()
        view.backgroundColor = .white
        controller.view = view
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

let touchApp = SimulatedApp(id: "touches", title: "Touches") { TouchCountingAppDelegate() }
let secondApp = SimulatedApp(id: "second", title: "Second") { TouchCountingAppDelegate() }

/// A server for the test app on a free port of 127.0.0.1 whose log lines go to `log`, pinging
/// its pages every `pingPeriod`.
func makeServer(model: DeviceModel = .iPhone8, accessToken: String? = nil, log: LogRecorder = LogRecorder(),
                pingPeriod: Duration = .seconds(30)) throws -> SimulatorServer {
    var configuration = SimulatorConfiguration(host: "127.0.0.1", port: 0, model: model, accessToken: accessToken)
    configuration.webSocketPingPeriod = pingPeriod
    return try SimulatorServer(configuration: configuration, apps: [touchApp, secondApp],
                               logger: Logger(label: "SimulatorTests") { _ in log.handler })
}

/// A GET of `uri` on the server at `port` through a client that waits up to `timeout` for the reply.
///
/// The server renders a screenshot on the main actor, where it queues behind every main-actor
/// test that the parallel suite has started (hundreds of them, run in order); on a loaded
/// 2-core machine that wait passed the live test client's fixed 20 s. A request that needs the
/// main actor goes through this client instead.
func patientGet(port: Int, _ uri: String, timeout: Duration = .seconds(300)) async throws -> TestClient.Response {
    try await patientRequest(port: port, uri, method: .get, timeout: timeout)
}

/// A request of `method` for `uri` through a client that waits up to `timeout`, as `patientGet`:
/// adding and closing devices also waits for the main actor.
func patientRequest(port: Int, _ uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:],
                    timeout: Duration = .seconds(300)) async throws -> TestClient.Response {
    try await TestClient.withClient(host: "localhost", port: port, configuration: .init(timeout: timeout)) { client in
        try await client.execute(TestClient.Request(uri, method: method, authority: "localhost", headers: headers))
    }
}

/// The touches that reached the test app's view.
@MainActor func touchesBegun(_ session: DeviceSession) -> Int {
    touchCountingView(session)?.touchesBegun ?? -1
}

/// The test app's view.
@MainActor func touchCountingView(_ session: DeviceSession) -> TouchCountingView? {
    (session.device.application?.delegate as? TouchCountingAppDelegate)?.view
}

// MARK: Logs

/// Keeps the log lines of a test.
final class LogRecorder: Sendable {
    private let lines = Mutex<[String]>([])

    var messages: [String] { lines.withLock { $0 } }

    var handler: RecordingLogHandler { RecordingLogHandler(recorder: self) }

    fileprivate func append(_ line: String) { lines.withLock { $0.append(line) } }
}

struct RecordingLogHandler: LogHandler {
    let recorder: LogRecorder
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .info

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        recorder.append("\(event.level) \(event.message)")
    }
}

// MARK: WebSocket pages

/// A message from the server as a test page sees it.
enum PageMessage: Sendable, CustomStringConvertible {
    /// A JSON text message: its `type`, its `message` (for errors) and the whole text.
    case json(type: String, message: String?, text: String)
    case frame(FrameMessage)

    init(text: String) {
        let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
        self = .json(type: object["type"] as? String ?? "", message: object["message"] as? String, text: text)
    }

    var type: String? {
        if case let .json(type, _, _) = self { return type }
        return nil
    }

    var frame: FrameMessage? {
        if case let .frame(frame) = self { return frame }
        return nil
    }

    /// The JSON object of a text message.
    var object: [String: Any]? {
        guard case let .json(_, _, text) = self else { return nil }
        return (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
    }

    var description: String {
        switch self {
        case let .json(_, _, text): return text
        case let .frame(frame): return "frame \(frame.frameNumber) seq \(frame.lastAppliedSequence) \(frame.rectangles.map(\.rect))"
        }
    }
}

/// The messages a test page has received, with bounded waits for the next one.
///
/// A wait for a message that ends without one prints what the page saw last (how many messages,
/// the last few, whether its socket closed), so that a failure can be read from the log alone.
actor PageInbox {
    /// How long a test waits for a message it expects: as long as `patientGet` waits. Alone, the
    /// server answers in milliseconds; under `swift test`, the main actor (which runs the device)
    /// works through every other suite's main-actor tests in the order they were queued, which on
    /// the 2-core machine took over 30 s once the visual-effect and seed 5 suites joined.
    static let patience: Double = 300

    private var buffer: [PageMessage] = []
    private var waiter: (id: Int, continuation: CheckedContinuation<PageMessage?, Never>)?
    private var nextWaiter = 0
    private var finished = false
    /// How many messages arrived, and the last few, for `transcript`.
    private var received = 0
    private var recent: [String] = []

    func put(_ message: PageMessage) {
        received += 1
        recent = recent.suffix(4) + [String(message.description.prefix(160))]
        if let waiter {
            self.waiter = nil
            waiter.continuation.resume(returning: message)
        } else {
            buffer.append(message)
        }
    }

    func finish() {
        finished = true
        if let waiter {
            self.waiter = nil
            waiter.continuation.resume(returning: nil)
        }
    }

    /// What the page saw: how many messages, whether its socket closed, and the last few.
    var transcript: String {
        "\(received) messages received, socket \(finished ? "closed" : "open"), \(buffer.count) unread; the last: "
            + (recent.isEmpty ? "none" : recent.joined(separator: " | "))
    }

    /// The next message, or nil when none comes within `seconds` or the socket closes first (a
    /// wait for a message: it prints the transcript when it ends without one).
    func next(within seconds: Double = PageInbox.patience, sourceLocation: SourceLocation = #_sourceLocation) async -> PageMessage? {
        let message = await arrival(within: seconds)
        if message == nil { print("page at \(sourceLocation): no message within \(seconds) s; \(transcript)") }
        return message
    }

    /// The next message that passes `filter`, skipping others, or nil after `seconds` (printing
    /// the transcript, as `next(within:)` does).
    func next(within seconds: Double = PageInbox.patience, sourceLocation: SourceLocation = #_sourceLocation,
              where filter: (PageMessage) -> Bool) async -> PageMessage? {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while true {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { break }
            guard let message = await arrival(within: Double(left.components.seconds) + Double(left.components.attoseconds) * 1e-18) else { break }
            if filter(message) { return message }
        }
        print("page at \(sourceLocation): no matching message within \(seconds) s; \(transcript)")
        return nil
    }

    /// A message that breaks `seconds` of silence, or nil when none does: for a test that expects nothing.
    func silence(for seconds: Double) async -> PageMessage? {
        await arrival(within: seconds)
    }

    /// Whether the page's socket closes within `seconds`, reading what comes before.
    func closes(within seconds: Double = PageInbox.patience, sourceLocation: SourceLocation = #_sourceLocation) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while !(finished && buffer.isEmpty) {
            let left = deadline - ContinuousClock.now
            guard left > .zero else {
                print("page at \(sourceLocation): the socket stayed open for \(seconds) s; \(transcript)")
                return false
            }
            _ = await arrival(within: Double(left.components.seconds) + Double(left.components.attoseconds) * 1e-18)
        }
        return true
    }

    /// The next message, or nil when none comes within `seconds` or the socket has closed.
    private func arrival(within seconds: Double) async -> PageMessage? {
        if !buffer.isEmpty { return buffer.removeFirst() }
        if finished { return nil }
        nextWaiter += 1
        let id = nextWaiter
        return await withCheckedContinuation { continuation in
            waiter = (id, continuation)
            Task {
                try? await Task.sleep(for: .seconds(seconds))
                self.timeOut(id)
            }
        }
    }

    private func timeOut(_ id: Int) {
        guard let waiter, waiter.id == id else { return }
        self.waiter = nil
        waiter.continuation.resume(returning: nil)
    }
}

/// One test page: its inbox and a way to send JSON text.
struct TestPage: Sendable {
    let inbox: PageInbox
    let outbound: WebSocketOutboundWriter

    func send(_ text: String) async throws {
        try await outbound.write(.text(text))
    }

    /// The `hello` and the full frame that begin every connection.
    ///
    /// With `afterFrames`, frames still coming from before (an animation the device was playing)
    /// are skipped until the `hello`.
    func expectGreeting(afterFrames: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) async throws -> (hello: PageMessage, frame: FrameMessage) {
        let next = afterFrames ? await inbox.next(sourceLocation: sourceLocation, where: { $0.frame == nil })
            : await inbox.next(sourceLocation: sourceLocation)
        let hello = try #require(next, "no hello", sourceLocation: sourceLocation)
        #expect(hello.type == "hello", sourceLocation: sourceLocation)
        let frame = try #require(await inbox.next(sourceLocation: sourceLocation)?.frame, "no first frame", sourceLocation: sourceLocation)
        #expect(frame.coversWholeScreen, "the first frame covers the whole screen", sourceLocation: sourceLocation)
        return (hello, frame)
    }

    /// The next `error` message's text, skipping frames.
    func expectError(sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        let message = try #require(await inbox.next(sourceLocation: sourceLocation, where: { $0.type != nil }), "no error message",
                                   sourceLocation: sourceLocation)
        #expect(message.type == "error", sourceLocation: sourceLocation)
        guard case let .json(_, text, _) = message else { return "" }
        return text ?? ""
    }
}

extension TestClientProtocol {
    /// Opens the server's WebSocket and runs `body` with it.
    ///
    /// The client library sends `Origin: ws://localhost`, as programs do; `origin` adds a second
    /// `Origin` header, as a page of that origin would send.
    func page(path: String = "/ws", origin: String? = nil, _ body: @escaping @Sendable (TestPage) async throws -> Void) async throws {
        var headers = HTTPFields()
        if let origin { headers[.origin] = origin }
        try await ws(path, configuration: WebSocketClientConfiguration(maxFrameSize: 1 << 24, additionalHeaders: headers)) { inbound, outbound, _ in
            let inbox = PageInbox()
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    do {
                        for try await message in inbound.messages(maxSize: 1 << 24) {
                            switch message {
                            case let .text(text):
                                await inbox.put(PageMessage(text: text))
                            case let .binary(buffer):
                                await inbox.put(.frame(try FrameMessage(decoding: buffer)))
                            }
                        }
                    } catch {}
                    await inbox.finish()
                }
                try await body(TestPage(inbox: inbox, outbound: outbound))
                group.cancelAll()
            }
        }
    }
}

extension FrameMessage {
    /// Whether the rectangles tile the whole screen (they may come in bands).
    var coversWholeScreen: Bool {
        let rects = rectangles.map(\.rect)
        guard let first = rects.first else { return false }
        let bounds = rects.dropFirst().reduce(first) { $0.union($1) }
        return bounds == PixelRect(x: 0, y: 0, width: width, height: height) && rects.reduce(0) { $0 + $1.area } == width * height
    }
}

// MARK: Raw HTTP

/// Sends `request` (an HTTP/1.1 head) to 127.0.0.1 or ::1 at `port` and returns the status code of the answer.
func rawStatus(port: Int, request: String, timeoutSeconds: Int = 5) throws -> Int {
    for family in [AF_INET, AF_INET6] {
        let fd = socket(family, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { continue }
        defer { close(fd) }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let connected: Int32
        if family == AF_INET {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            connected = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        } else {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = in_port_t(UInt16(port).bigEndian)
            address.sin6_addr = in6addr_loopback
            connected = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) } }
        }
        guard connected == 0 else { continue }
        let bytes = Array(request.utf8)
        _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
        var answer = [UInt8](repeating: 0, count: 256)
        let count = answer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        guard count > 12 else { throw RawHTTPError.noAnswer }
        let line = String(decoding: answer[0..<count], as: UTF8.self)
        guard let status = Int(line.dropFirst(9).prefix(3)) else { throw RawHTTPError.noAnswer }
        return status
    }
    throw RawHTTPError.cannotConnect
}

enum RawHTTPError: Error {
    case cannotConnect, noAnswer
}

/// An HTTP/1.1 WebSocket upgrade request for `path`.
func upgradeRequest(path: String, host: String, origin: String?) -> String {
    var text = "GET \(path) HTTP/1.1\r\nHost: \(host)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
    text += "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
    if let origin { text += "Origin: \(origin)\r\n" }
    return text + "\r\n"
}

/// Waits until `condition` holds on the main actor, checking every 10 ms for at most `seconds`;
/// when it never does, prints where it was waited for and what `session` (if given) last showed.
func eventually(within seconds: Double = PageInbox.patience, watching session: DeviceSession? = nil,
                sourceLocation: SourceLocation = #_sourceLocation, _ condition: @MainActor () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while ContinuousClock.now < deadline {
        if await condition() { return true }
        try? await Task.sleep(for: .milliseconds(10))
    }
    if await condition() { return true }
    let state = await MainActor.run { session?.testDescription ?? "" }
    print("eventually at \(sourceLocation): still false after \(seconds) s. \(state)")
    return false
}

extension DeviceSession {
    /// What a waiting test may want to know of the session when a wait fails.
    var testDescription: String {
        "Session: \(app.id) on \(device.model.name), \(clients.count) pages, \(queue.count) inputs queued, "
            + "\(fingers.count) fingers, needs frames \(needsFrames), encoding \(isEncoding), frame \(device.frameCount), "
            + "touches down \(device.hasActiveTouches), overlay \(device.openSystemOverlay.map { "\($0)" } ?? "none"), "
            + "next deadline in \(secondsUntilNextDeadline.map { "\($0) s" } ?? "none")"
    }
}

/// A touch message.
func touch(_ phase: String, id: Int = 0, x: Double = 100, y: Double = 300, t: Double, seq: Int? = nil) -> String {
    var text = #"{"type":"touch","phase":"\#(phase)","id":\#(id),"x":\#(x),"y":\#(y),"t":\#(t)"#
    if let seq { text += #","seq":\#(seq)"# }
    return text + "}"
}

/// A session on an iPhone 8 running the touch-counting app, with both test apps to switch
/// between, and logs that go nowhere.
@MainActor func makeTestSession() -> DeviceSession {
    DeviceSession(model: .iPhone8, systemVersion: nil, app: touchApp, apps: [touchApp, secondApp],
                  logger: Logger(label: "SimulatorTests") { _ in LogRecorder().handler })
}

/// The text messages in `connection`'s outbox, after closing it.
@MainActor func outboxTexts(of connection: Simulator.ClientConnection) async -> [String] {
    connection.close()
    var texts: [String] = []
    for await message in connection.outbox {
        if case let .text(text) = message { texts.append(text) }
    }
    return texts
}

/// `count` bytes inflated from raw deflate, as a page's `DecompressionStream("deflate-raw")` reads them.
func inflatedRaw(_ data: Data, count: Int) throws -> Data {
    struct InflateError: Error { var status: Int32 }
    var stream = z_stream()
    var status = inflateInit2_(&stream, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
    guard status == Z_OK else { throw InflateError(status: status) }
    defer { inflateEnd(&stream) }
    var output = Data(count: count)
    data.withUnsafeBytes { input in
        output.withUnsafeMutableBytes { out in
            stream.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: Bytef.self).baseAddress)
            stream.avail_in = uInt(input.count)
            stream.next_out = out.bindMemory(to: Bytef.self).baseAddress
            stream.avail_out = uInt(out.count)
            status = inflate(&stream, Z_FINISH)
        }
    }
    guard status == Z_STREAM_END, stream.total_out == count else { throw InflateError(status: status) }
    return output
}

/// `FrameEncoding.runs` read back, as the page's `expandRuns` reads it; nil when the runs are malformed.
func expandRuns(_ bytes: ByteBuffer) -> [UInt8]? {
    var buffer = bytes, out: [UInt8] = []
    while buffer.readableBytes > 0 {
        guard let word = buffer.readInteger(endianness: .little, as: UInt32.self) else { return nil }
        let n = Int(word & 0x7FFF_FFFF)
        guard n > 0 else { return nil }
        if word & 0x8000_0000 != 0 {
            guard let pixel = buffer.readBytes(length: 4) else { return nil }
            for _ in 0..<n { out += pixel }
        } else {
            guard let pixels = buffer.readBytes(length: 4 * n) else { return nil }
            out += pixels
        }
    }
    return out
}

/// The directory the package's executables are built into: the one that holds the test bundle.
var productsDirectory: URL {
    #if os(macOS)
    if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
        return bundle.bundleURL.deletingLastPathComponent()
    }
    return Bundle.main.bundleURL
    #else
    return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    #endif
}
