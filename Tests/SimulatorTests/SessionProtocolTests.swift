import Foundation
import HummingbirdTesting
import HummingbirdWSTesting
import NIOCore
import Synchronization
import SpringBoard
import Testing
@testable import Simulator

@Suite("The WebSocket session")
struct SessionProtocolTests {
    @Test("Every refused message gets an error and a log line, and a valid touch afterwards still reaches the device")
    func refusalsLeaveTheSessionWorking() async throws {
        let log = LogRecorder()
        let server = try makeServer(log: log)
        let (application, session) = await server.makeApplication()
        try await application.test(.live) { client in
            try await client.page { page in
                _ = try await page.expectGreeting()
                try await page.send(#"{"type":"home","pad":""# + String(repeating: "x", count: 5000) + #""}"#)
                #expect(try await page.expectError().contains("over the 4096-byte limit"))
                try await page.send("{\"type\": \"touch\", ")
                #expect(try await page.expectError() == "message is not valid JSON")
                try await page.send(#"{"type":"teleport"}"#)
                #expect(try await page.expectError().hasPrefix("unknown message type; known types:"))
                try await page.send(#"{"type":"touch","phase":"down","id":0,"y":10,"t":1}"#)
                #expect(try await page.expectError() == "message lacks the field \"x\"")
                try await page.send(touch("down", x: 375, y: 10, t: 2))
                #expect(try await page.expectError() == "point (375, 10) is outside the 375×667 pt screen")
                try await page.send(touch("down", x: -1, y: 10, t: 3))
                #expect(try await page.expectError().contains("outside"))
                try await page.send(touch("move", t: 4))
                #expect(try await page.expectError() == "finger 0 is not down")
                try await page.outbound.write(.binary(ByteBuffer(bytes: [1, 2, 3])))
                #expect(try await page.expectError().contains("binary messages are not accepted"))
                #expect(await MainActor.run { touchesBegun(session) } == 0)

                try await page.send(touch("down", t: 1000, seq: 1))
                try await page.send(touch("up", t: 1080, seq: 2))
                let frame = try #require(await page.inbox.next(where: { ($0.frame?.lastAppliedSequence ?? 0) >= 1 })?.frame,
                                         "the touch changed the screen")
                #expect(!frame.rectangles.isEmpty)
                #expect(await MainActor.run { touchesBegun(session) } == 1)
            }
        }
        let refusals = log.messages.filter { $0.contains("Refused a message") }
        #expect(refusals.count == 8)
    }

    @Test("Two pages watching one device both receive the frame that a touch from one of them causes")
    func everyPageSeesEveryFrame() async throws {
        let server = try makeServer()
        let (application, _) = await server.makeApplication()
        try await application.test(.live) { client in
            try await client.page { first in
                let greeting = try await first.expectGreeting()
                try await client.page { second in
                    let secondGreeting = try await second.expectGreeting()
                    #expect(secondGreeting.frame.width == greeting.frame.width)
                    try await first.send(touch("down", t: 50, seq: 41))
                    try await first.send(touch("up", t: 130, seq: 42))
                    let seen = try #require(await first.inbox.next(where: { $0.frame != nil })?.frame)
                    let alsoSeen = try #require(await second.inbox.next(where: { $0.frame != nil })?.frame)
                    #expect(seen.frameNumber == alsoSeen.frameNumber)
                    #expect(seen.rectangles == alsoSeen.rectangles)
                    #expect(seen.lastAppliedSequence >= 41)
                    #expect(alsoSeen.lastAppliedSequence == 0, "the second page sent nothing")
                }
            }
        }
    }

    @Test("A page that connects while the device keeps the main actor busy through several pings is kept and greeted")
    func aBusyDeviceKeepsAConnectingPage() async {
        // A child process: in the parallel suite, tests that hold the cooperative threads for
        // seconds could delay even a server that reads past a half-second ping period.
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            // Half a second leaves a machine with nothing else to do ample time to answer a ping.
            let server = try! makeServer(pingPeriod: .milliseconds(500))
            let (application, _) = await server.makeApplication()
            try! await application.test(.live) { client in
                // The device is busy for three ping periods (an app's launch work, a long layout):
                // a page whose pongs go unread is closed at the second.
                let started = Mutex(false)
                let busy = Task { @MainActor in
                    started.withLock { $0 = true }
                    let end = ContinuousClock.now + .milliseconds(1500)
                    while ContinuousClock.now < end {}
                }
                while !started.withLock({ $0 }) { await Task.yield() }
                try await client.page { page in
                    let hello = await page.inbox.next(), frame = await page.inbox.next()
                    let greeted = hello?.type == "hello" && frame?.frame != nil
                    print(greeted ? "greeted" : "not greeted: \(await page.inbox.transcript)")
                }
                await busy.value
            }
        }
        let said = result.map { String(decoding: $0.standardOutputContent, as: UTF8.self) } ?? ""
        #expect(said.contains("greeted") && !said.contains("not greeted"), "\(said)")
    }

    @Test("An idle device runs no frames and sends nothing")
    func idleDeviceSendsNothing() async throws {
        let server = try makeServer()
        let (application, session) = await server.makeApplication()
        try await application.test(.live) { client in
            try await client.page { page in
                _ = try await page.expectGreeting()
                #expect(await eventually(watching: session) { !session.needsFrames && !session.isEncoding })
                let frames = await MainActor.run { session.device.frameCount }
                #expect(await page.inbox.silence(for: 0.5) == nil)
                #expect(await MainActor.run { session.device.frameCount } == frames)
            }
        }
    }

    @Test("A finger resting on the screen runs no frames, and its lift is applied as it arrives, after the whole rest")
    func aRestingFingerRunsNoFrames() async throws {
        let server = try makeServer()
        let (application, session) = await server.makeApplication()
        try await application.test(.live) { client in
            try await client.page { page in
                _ = try await page.expectGreeting()
                try await page.send(touch("down", t: 10, seq: 1))
                _ = try #require(await page.inbox.next(where: { ($0.frame?.lastAppliedSequence ?? 0) >= 1 }))
                // As on a phone, a finger that doesn't move sends nothing: the device has nothing to draw.
                #expect(await eventually(watching: session) { !session.needsFrames })
                #expect(await MainActor.run { session.device.hasActiveTouches })
                let frames = await MainActor.run { session.device.frameCount }
                try await Task.sleep(for: .milliseconds(1500))
                #expect(await MainActor.run { session.device.frameCount } == frames)

                try await page.send(touch("up", t: 1510, seq: 2))
                #expect(await eventually(watching: session) { touchCountingView(session)?.endedAt != nil })
                let (began, ended) = await MainActor.run { (touchCountingView(session)?.beganAt, touchCountingView(session)?.endedAt) }
                let rest = try #require(ended) - (try #require(began))
                // The rest counts in full, longer than the second an idle device's clock catches up.
                #expect(rest >= 1.5 - 1.0 / 60 - 1e-9, "the lift came \(rest) s after the touch began on the device clock")
            }
        }
    }

    @Test("Configure relaunches with another model, OS and app, and greets the page again with a full frame")
    func configureRelaunches() async throws {
        let server = try makeServer()
        let (application, session) = await server.makeApplication()
        try await application.test(.live) { client in
            try await client.page { page in
                _ = try await page.expectGreeting()
                try await page.send(#"{"type":"configure","model":"iphone-99","app":"second"}"#)
                #expect(try await page.expectError().contains("valid models: iphone-3gs"))
                try await page.send(#"{"type":"configure","model":"iphone-4","os":"9.0","app":"second"}"#)
                #expect(try await page.expectError() == "iPhone 4 runs iOS 4 to 7, not 9.0")
                try await page.send(#"{"type":"configure","model":"iphone-4","os":"6.0","app":"nope"}"#)
                #expect(try await page.expectError().contains("valid apps: touches, second"))
                try await page.send(#"{"type":"configure","model":"iphone-4","os":"6.0","app":"second"}"#)
                let (hello, frame) = try await page.expectGreeting()
                let device = try #require(hello.object?["device"] as? [String: Any])
                #expect(device["model"] as? String == "iphone-4")
                #expect(device["os"] as? String == "6.0")
                #expect(hello.object?["app"] as? String == "second")
                #expect(frame.width == 640 && frame.height == 960)
                #expect(await MainActor.run { session.app.id } == "second")
            }
        }
    }

    @Test("Rotation and the in-call status bar greet the page again with the new screen")
    func rotationAndInCall() async throws {
        let server = try makeServer(model: .iPhone8)
        let (application, _) = await server.makeApplication()
        try await application.test(.live) { client in
            try await client.page { page in
                _ = try await page.expectGreeting()
                try await page.send(#"{"type":"rotate","direction":"left"}"#)
                let (hello, frame) = try await page.expectGreeting()
                let device = try #require(hello.object?["device"] as? [String: Any])
                let screen = try #require(device["screen"] as? [String: Any])
                #expect(device["deviceOrientation"] as? String == "landscapeLeft")
                #expect(device["orientation"] as? String == "landscapeRight", "UIKit's names are mirrored")
                #expect(screen["width"] as? Double == 667 && screen["height"] as? Double == 375)
                #expect(frame.width == 1334 && frame.height == 750)
                // The turn plays out over 0.4 s after the greeting, in frames of the new size.
                let turning = try #require(await page.inbox.next()?.frame, "the turn's frames follow the greeting")
                #expect(turning.width == 1334 && turning.height == 750)
                try await page.send(#"{"type":"rotate","direction":"right"}"#)
                _ = try await page.expectGreeting(afterFrames: true)
                try await page.send(#"{"type":"inCall","enabled":true}"#)
                let (inCall, _) = try await page.expectGreeting(afterFrames: true)
                #expect((inCall.object?["device"] as? [String: Any])?["inCallStatusBar"] as? Bool == true)
            }
        }
    }

    @Test("Slow Animations reaches the device, every page hears of it in a hello, and it outlives a relaunch")
    func slowAnimationsMessage() async throws {
        let server = try makeServer()
        let (application, session) = await server.makeApplication()
        try await application.test(.live) { client in
            try await client.page { page in
                let (hello, _) = try await page.expectGreeting()
                #expect((hello.object?["device"] as? [String: Any])?["slowAnimations"] as? Bool == false)
                try await page.send(#"{"type":"slowAnimations","enabled":true}"#)
                let (slow, _) = try await page.expectGreeting(afterFrames: true)
                #expect((slow.object?["device"] as? [String: Any])?["slowAnimations"] as? Bool == true)
                #expect(await MainActor.run { session.device.slowAnimations })
                try await page.send(#"{"type":"configure","model":"iphone-x","app":"touches"}"#)
                let (relaunched, _) = try await page.expectGreeting(afterFrames: true)
                #expect((relaunched.object?["device"] as? [String: Any])?["slowAnimations"] as? Bool == true)
                #expect(await MainActor.run { session.device.slowAnimations && session.device.model.identifier == "iphone-x" })
                try await page.send(#"{"type":"slowAnimations","enabled":false}"#)
                let (normal, _) = try await page.expectGreeting(afterFrames: true)
                #expect((normal.object?["device"] as? [String: Any])?["slowAnimations"] as? Bool == false)
                #expect(await MainActor.run { !session.device.slowAnimations })
            }
        }
    }

    @Test("The in-call status bar is refused on a model without a Home button")
    func inCallRefusedWithoutHomeButton() async throws {
        let server = try makeServer(model: .iPhone15Pro)
        let (application, _) = await server.makeApplication()
        try await application.test(.live) { client in
            try await client.page { page in
                _ = try await page.expectGreeting()
                try await page.send(#"{"type":"inCall","enabled":true}"#)
                #expect(try await page.expectError() == "iPhone 15 Pro has no in-call status bar (only models with a Home button do)")
            }
        }
    }

    @Test("The page's Control Center and Notification Center buttons open them where the model and OS have them, and are refused where not")
    func systemOverlayButtons() async throws {
        let server = try makeServer(model: .iPhone8)
        let (application, session) = await server.makeApplication()
        try await application.test(.live) { client in
            try await client.page { page in
                let (hello, _) = try await page.expectGreeting()
                let device = hello.object?["device"] as? [String: Any]
                #expect(device?["hasControlCenter"] as? Bool == true && device?["hasNotificationCenter"] as? Bool == true)
                try await page.send(#"{"type":"controlCenter"}"#)
                #expect(await eventually(watching: session) { session.device.openSystemOverlay == .controlCenter })
                try await page.send(#"{"type":"home"}"#)
                #expect(await eventually(watching: session) { session.device.openSystemOverlay == nil })
                try await page.send(#"{"type":"configure","model":"iphone-3gs","os":"3.0","app":"touches"}"#)
                let old = try #require(await page.inbox.next(where: { $0.type == "hello" }), "no hello after configure")
                let oldDevice = old.object?["device"] as? [String: Any]
                #expect(oldDevice?["hasControlCenter"] as? Bool == false && oldDevice?["hasNotificationCenter"] as? Bool == false)
                try await page.send(#"{"type":"notificationCenter"}"#)
                #expect(try await page.expectError() == "iPhone 3GS on iOS 3.0 has no Notification Center (iOS 5 on), or the app is not in front")
            }
        }
    }

    @Test("A finger already down cannot go down again, and a page that leaves with a finger down has it cancelled")
    func fingersOfDepartedPagesAreCancelled() async throws {
        let server = try makeServer()
        let (application, session) = await server.makeApplication()
        try await application.test(.live) { client in
            try await client.page { page in
                _ = try await page.expectGreeting()
                try await page.send(touch("down", id: 2, t: 10))
                try await page.send(touch("down", id: 2, t: 20))
                #expect(try await page.expectError() == "finger 2 is already down")
                #expect(await MainActor.run { session.device.hasActiveTouches })
            }
            #expect(await eventually(watching: session) { !session.device.hasActiveTouches && session.fingers.isEmpty })
        }
    }
}
