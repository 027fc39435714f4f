import Foundation
import HummingbirdTesting
import Logging
import SpringBoard
import Synchronization
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
@testable import Simulator

/// What a misbehaving page or HTTP client can do to the server: each test is one way to break
/// it from outside, and checks that the server's memory, fingers and frames stay bounded.
@Suite("Pages and clients that misbehave")
@MainActor struct HostilePageTests {

    @Test("An error reply never repeats what the page sent, however long it was")
    func errorsDoNotEcho() throws {
        let long = String(repeating: "x", count: 4000)
        guard case let .failure(rejection) = MessageParser.parse(#"{"type":"\#(long)"}"#) else {
            Issue.record("an unknown type was accepted")
            return
        }
        let session = makeTestSession()
        var replies = [ServerMessage.errorText(rejection)]
        let configures: [ClientMessage] = [
            .configure(model: long, os: nil, app: "touches"),
            .configure(model: "iphone-8", os: long, app: "touches"),
            .configure(model: "iphone-8", os: "12.0", app: long),
        ]
        for message in configures {
            do {
                try session.apply(message, from: 0)
                Issue.record("\(message) was accepted")
            } catch {
                replies.append(ServerMessage.errorText(error))
            }
        }
        for reply in replies {
            #expect(!reply.contains("xxxxxxxx"), "\(reply)")
            #expect(reply.utf8.count < 300, "\(reply.utf8.count) bytes")
        }
    }

    @Test("A page that never reads its replies is dropped before its outbox grows past the limit")
    func pageThatDoesNotReadIsDropped() async {
        let session = makeTestSession()
        let page = session.connect()
        for _ in 0..<40_000 {
            session.report(.malformedJSON, to: page.id)
        }
        #expect(session.clients[page.id] == nil, "the page is dropped")
        let queued = await outboxTexts(of: page).reduce(0) { $0 + $1.utf8.count }
        #expect(queued <= ClientConnection.maximumUnwrittenTextBytes, "\(queued) bytes queued")
    }

    @Test("Messages still on their way from a page that was dropped put no finger down")
    func droppedPagesLateMessagesAreIgnored() {
        let session = makeTestSession()
        let page = session.connect()
        while session.clients[page.id] != nil {
            session.report(.malformedJSON, to: page.id)
        }
        session.receive(InboundMessage(sequence: nil, message: .touch(phase: .down, finger: 0, point: CGPoint(x: 100, y: 300), browserTime: 0)),
                        from: page.id)
        session.step(by: 1.0 / 60.0)
        #expect(session.fingers.isEmpty)
        #expect(!session.device.hasActiveTouches)
    }

    @Test("A page that puts a finger down and leaves in the same write has that finger released")
    func fingerOfPageThatLeftBeforeItsTouchIsReleased() {
        let session = makeTestSession()
        let holder = session.connect()
        session.receive(InboundMessage(sequence: nil, message: .touch(phase: .down, finger: 0, point: CGPoint(x: 100, y: 300), browserTime: 0)),
                        from: holder.id)
        session.step(by: 1.0 / 60.0)
        #expect(session.fingers.count == 1)
        for _ in 0..<DeviceSession.maximumFingersDown {
            let leaver = session.connect()
            session.receive(InboundMessage(sequence: nil, message: .touch(phase: .down, finger: 0, point: CGPoint(x: 200, y: 300), browserTime: 0)),
                            from: leaver.id)
            session.disconnect(leaver)
            session.step(by: 1.0 / 60.0)
        }
        #expect(session.fingers.count == 1, "only the page still connected holds a finger")
        let late = session.connect()
        session.receive(InboundMessage(sequence: nil, message: .touch(phase: .down, finger: 1, point: CGPoint(x: 200, y: 300), browserTime: 0)),
                        from: late.id)
        session.step(by: 1.0 / 60.0)
        #expect(session.fingers.count == 2, "a new page can still touch")
    }

    @Test("A finger that leaves the status bar and goes down again in the app within one frame, then moves, reaches the app")
    func fingerReusedAcrossStatusBarAndAppInOneFrame() {
        // Found by scripts/fuzz-protocol.sh: the device trapped on the move, and the server died.
        let session = makeTestSession()
        let page = session.connect()
        func touch(_ phase: ClientMessage.TouchPhase, x: Double = 100, y: Double = 300) -> InboundMessage {
            InboundMessage(sequence: nil, message: .touch(phase: phase, finger: 0, point: CGPoint(x: x, y: y), browserTime: 0))
        }
        session.receive(touch(.down, y: 10), from: page.id)
        session.step(by: 1.0 / 60.0)
        session.receive([touch(.up), touch(.down), touch(.move, x: 110)], from: page.id)
        session.step(by: 1.0 / 60.0)
        #expect(touchesBegun(session) == 1)
        session.receive(touch(.down, y: 10), from: session.connect().id)
        session.receive([touch(.up), touch(.down, y: 10), touch(.move, y: 12)], from: page.id)
        session.step(by: 1.0 / 60.0)
        #expect(session.fingers.count == 2)
        #expect(session.device.hasActiveTouches)
    }

    @Test("A relaunch while the app animates frees the old app's views and layers")
    func relaunchDuringAnimationFreesTheOldApp() {
        // Found by scripts/fuzz-protocol.sh: configure messages during the hidden drawer's
        // animation grew the server by about 11 MB per relaunch, without bound.
        let launched = LaunchedViews()
        let animating = SimulatedApp(id: "animating", title: "Animating") { AnimatingAppDelegate(launched: launched) }
        let session = DeviceSession(model: .iPhone8, systemVersion: nil, app: animating, apps: [animating, touchApp],
                                    logger: Logger(label: "SimulatorTests") { _ in LogRecorder().handler })
        let page = session.connect()
        session.step(by: 1.0 / 60.0)
        weak var weakDevice = session.device
        weak var weakHost = session.device.application?.screen?.host.animationHost
        #expect(launched.aliveCount == 4, "the view, its layer, the legacy-animated view and its layer")
        session.receive(InboundMessage(sequence: nil, message: .configure(model: "iphone-8", os: nil, app: "touches")), from: page.id)
        session.step(by: 1.0 / 60.0)
        #expect(session.app.id == "touches")
        #expect(launched.aliveCount == 0, "\(launched.aliveCount) objects of the old app are still alive")
        let (deviceFreed, contextFreed) = (weakDevice == nil, weakHost == nil)
        #expect(deviceFreed)
        #expect(contextFreed, "the old device's animation context")
    }

    @Test("Configure requests waiting for the same frame coalesce: only the last valid one relaunches")
    func configuresCoalesce() async {
        let session = makeTestSession()
        let page = session.connect()
        let launches = session.launchCount
        let requests: [ClientMessage] = [
            .configure(model: "iphone-4", os: nil, app: "second"),
            .configure(model: "iphone-x", os: nil, app: "touches"),
            .configure(model: "iphone-15-pro", os: nil, app: "second"),
            .configure(model: "iphone-99", os: nil, app: "second"),
        ]
        for (index, message) in requests.enumerated() {
            session.receive(InboundMessage(sequence: UInt32(index + 1), message: message), from: page.id)
        }
        session.step(by: 1.0 / 60.0)
        #expect(session.launchCount == launches + 1)
        #expect(session.device.model == .iPhone15Pro)
        #expect(session.app.id == "second")
        #expect(session.clients[page.id]?.lastAppliedSequence == 3)
        #expect(await outboxTexts(of: page).contains { $0.contains("unknown model") }, "the invalid one is still refused")
    }
}

@Suite("A page that floods the device with relaunches")
struct ConfigureBurstTests {
    @Test("A burst of configure messages relaunches the device a few times, not once per message, and ends on the last")
    func configureBurstCoalesces() async throws {
        let server = try makeServer()
        let (application, session) = await server.makeApplication()
        try await application.test(.live) { client in
            try await client.page { page in
                _ = try await page.expectGreeting()
                let launches = await MainActor.run { session.launchCount }
                for index in 0..<200 {
                    try await page.send(#"{"type":"configure","model":"\#(index % 2 == 0 ? "iphone-4" : "iphone-8")","app":"touches"}"#)
                }
                try await page.send(#"{"type":"configure","model":"iphone-x","app":"second"}"#)
                #expect(await eventually(watching: session) { session.app.id == "second" && session.queue.isEmpty })
                let relaunches = await MainActor.run { session.launchCount } - launches
                #expect(relaunches <= 20, "\(relaunches) relaunches for 201 requests")
                #expect(await MainActor.run { session.device.model } == .iPhoneX)
            }
        }
    }
}

@Suite("HTTP clients that misbehave")
struct HostileHTTPTests {
    @Test("Concurrent screenshot requests past the cap are refused with 503, not rendered")
    func screenshotsAreCapped() async throws {
        let server = try makeServer(model: .iPhone15Pro)
        let (application, _) = await server.makeApplication()
        try await application.test(.live) { client in
            let port = try #require(client.port)
            let request = "GET /screenshot.png HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
            let statuses = await rawStatusesAtOnce(port: port, request: request, count: 12)
            #expect(statuses.allSatisfy { $0 == 200 || $0 == 503 }, "\(statuses)")
            #expect(statuses.contains(200), "\(statuses)")
            #expect(statuses.contains(503), "\(statuses)")
        }
    }

    @Test("A request whose header never ends is closed after the header timeout")
    func halfOpenRequestsAreClosed() async throws {
        let server = try makeServer()
        let (application, _) = await server.makeApplication()
        try await application.test(.live) { client in
            let port = try #require(client.port)
            let seconds = try await secondsUntilClosed(port: port, sending: "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Slow: ", waitingAtMost: 25)
            #expect(seconds < 15, "closed after \(seconds) s")
        }
    }
}

/// The statuses of `count` copies of `request` sent at once from as many threads.
func rawStatusesAtOnce(port: Int, request: String, count: Int) async -> [Int] {
    await withCheckedContinuation { continuation in
        let results = Mutex<[Int]>([])
        let group = DispatchGroup()
        for _ in 0..<count {
            group.enter()
            Thread.detachNewThread {
                // Rendering waits for the main actor, which the rest of a parallel test run keeps
                // busy: allow the two admitted screenshots far longer than the refusals need.
                let status = (try? rawStatus(port: port, request: request, timeoutSeconds: Int(PageInbox.patience))) ?? -1
                results.withLock { $0.append(status) }
                group.leave()
            }
        }
        group.notify(queue: .global()) { continuation.resume(returning: results.withLock { $0 }) }
    }
}

/// Sends `text` to 127.0.0.1 at `port`, then reads until the server closes the connection;
/// returns the seconds that took, or `seconds` if it stays open that long.
func secondsUntilClosed(port: Int, sending text: String, waitingAtMost seconds: Int) async throws -> Double {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard fd >= 0 else { return continuation.resume(throwing: RawHTTPError.cannotConnect) }
            defer { close(fd) }
            var timeout = timeval(tv_sec: seconds, tv_usec: 0)
            setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard connected == 0 else { return continuation.resume(throwing: RawHTTPError.cannotConnect) }
            let start = ContinuousClock.now
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
            var buffer = [UInt8](repeating: 0, count: 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                if count > 0 { continue }
                let elapsed = ContinuousClock.now - start
                if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { return continuation.resume(returning: Double(seconds)) }
                return continuation.resume(returning: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
            }
        }
    }
}

/// Weak references to what an `AnimatingAppDelegate` made, to see that a relaunch frees it.
@MainActor final class LaunchedViews {
    private var objects: [() -> AnyObject?] = []
    func keep(_ object: AnyObject) { objects.append { [weak object] in object } }
    var aliveCount: Int { objects.filter { $0() != nil }.count }
}

/// An app that starts two long animations at launch, one with `UIView.animate` and a completion
/// and one in a legacy `beginAnimations` block, each of a view its closures capture.
final class AnimatingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let launched: LaunchedViews

    init(launched: LaunchedViews) { self.launched = launched }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let legacy = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        window.addSubview(view)
        window.addSubview(legacy)
        window.makeKeyAndVisible()
        self.window = window
        for object in [view, view.layer, legacy, legacy.layer] as [AnyObject] { launched.keep(object) }
        UIView.animate(withDuration: 10, animations: { view.alpha = 0.5 }, completion: { _ in view.backgroundColor = .red })
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(10)
        legacy.frame.origin.y = 400
        UIView.commitAnimations()
        return true
    }
}
