import Foundation
import HummingbirdTesting
import Logging
import NIOCore
import SpringBoard
import HTTPTypes
import Testing
@testable import Simulator

/// A server running an iPhone 8 with the touch app and an iPhone X with the second one.
func makeTwoDeviceServer() throws -> SimulatorServer {
    var configuration = SimulatorConfiguration(host: "127.0.0.1", port: 0, model: .iPhone8, app: "touches")
    configuration.additionalDevices = [SimulatorConfiguration.DeviceChoice(model: .iPhoneX, app: "second")]
    return try SimulatorServer(configuration: configuration, apps: [touchApp, secondApp],
                               logger: Logger(label: "SimulatorTests") { _ in LogRecorder().handler })
}

@Suite("Several devices side by side")
struct MultiDeviceTests {
    @Test("Each device has its own stream and input: a page names its device, and a touch reaches that device's app alone")
    func ownStreamsAndInput() async throws {
        let (application, devices) = await try makeTwoDeviceServer().makeApplicationWithDevices()
        let (first, second) = await MainActor.run { (devices.session("1")!, devices.session("2")!) }
        try await application.test(.live) { client in
            try await client.page(path: "/ws?device=2") { x in
                let (hello, frame) = try await x.expectGreeting()
                #expect((hello.object?["device"] as? [String: Any])?["model"] as? String == "iphone-x")
                #expect(hello.object?["app"] as? String == "second")
                #expect(frame.width == 1125 && frame.height == 2436)
                try await client.page(path: "/ws?device=1") { eight in
                    let (eightHello, eightFrame) = try await eight.expectGreeting()
                    #expect((eightHello.object?["device"] as? [String: Any])?["model"] as? String == "iphone-8")
                    #expect(eightFrame.width == 750)
                    try await x.send(touch("down", t: 10, seq: 1))
                    try await x.send(touch("up", t: 60, seq: 2))
                    #expect(try #require(await x.inbox.next(where: { ($0.frame?.lastAppliedSequence ?? 0) >= 1 })?.frame).width == 1125)
                    #expect(await MainActor.run { touchesBegun(second) } == 1)
                    #expect(await MainActor.run { touchesBegun(first) } == 0)
                    #expect(await eight.inbox.silence(for: 0.5) == nil, "the other device's page gets nothing")
                }
                // No device named: the first, as a page of a single-device server has it.
                try await client.page(path: "/ws") { page in
                    let (hello, _) = try await page.expectGreeting()
                    #expect((hello.object?["device"] as? [String: Any])?["model"] as? String == "iphone-8")
                }
            }
            let port = try #require(client.port)
            #expect(try rawStatus(port: port, request: upgradeRequest(path: "/ws?device=9", host: "localhost:\(port)", origin: nil)) == 404)
            #expect(try rawStatus(port: port, request: upgradeRequest(path: "/ws?device=2", host: "localhost:\(port)", origin: nil)) == 101)
            #expect(try await patientGet(port: port, "/screenshot.png?device=2").status == .ok)
            #expect(try await patientGet(port: port, "/screenshot.png?device=7").status == .notFound)
        }
    }

    @Test("A device running frames without pause (a rotation at Slow Animations) leaves another device's input its own frames")
    func busyDeviceLeavesTheOtherResponsive() async throws {
        let (application, devices) = await try makeTwoDeviceServer().makeApplicationWithDevices()
        let (first, second) = await MainActor.run { (devices.session("1")!, devices.session("2")!) }
        try await application.test(.live) { client in
            try await client.page(path: "/ws?device=1") { busy in
                _ = try await busy.expectGreeting()
                // Ten times slower, a quarter turn animates for seconds.
                try await busy.send(#"{"type":"slowAnimations","enabled":true,"seq":1}"#)
                try await busy.send(#"{"type":"rotate","direction":"left","seq":2}"#)
                #expect(await eventually(watching: first) { first.needsFrames && first.device.frameCount > 0 })
                let busyFrames = await MainActor.run { first.device.frameCount }
                try await client.page(path: "/ws?device=2") { other in
                    _ = try await other.expectGreeting()
                    try await other.send(touch("down", t: 10, seq: 7))
                    try await other.send(touch("up", t: 60, seq: 8))
                    let frame = try #require(await other.inbox.next(where: { ($0.frame?.lastAppliedSequence ?? 0) >= 7 })?.frame)
                    #expect(!frame.rectangles.isEmpty)
                    #expect(await MainActor.run { touchesBegun(second) } == 1)
                }
                #expect(await MainActor.run { first.device.frameCount } > busyFrames, "the turning device ran on meanwhile")
            }
        }
    }

    @Test("The page adds devices up to the limit and closes them, never the last; bad choices and other sites are refused")
    func addAndClose() async throws {
        let (application, devices) = await try makeTwoDeviceServer().makeApplicationWithDevices()
        try await application.test(.live) { client in
            let port = try #require(client.port)
            // Adding and closing devices waits for the main actor, behind the parallel suite's tests.
            @Sendable func request(_ uri: String, method: HTTPRequest.Method = .get, headers: HTTPFields = [:]) async throws -> TestClient.Response {
                try await patientRequest(port: port, uri, method: method, headers: headers)
            }
            let list = try await request("/devices", method: .get)
            let object = try JSONSerialization.jsonObject(with: Data(try #require(list.body).readableBytesView)) as? [String: Any]
            #expect((object?["devices"] as? [[String: Any]])?.map { $0["model"] as? String } == ["iphone-8", "iphone-x"])
            #expect(object?["maximum"] as? Int == DeviceRegistry.maximumDevices)

            #expect(try await request("/devices?model=iphone-99&app=second", method: .post).status == .badRequest)
            #expect(try await request("/devices?model=iphone-4&os=12.0", method: .post).status == .badRequest)
            #expect(try await request("/devices?model=iphone-4&app=nope", method: .post).status == .badRequest)
            #expect(try await request("/devices?app=second", method: .post).status == .badRequest)
            #expect(try await request("/devices?model=" + String(repeating: "x", count: 100), method: .post).status == .badRequest)
            #expect(try await request("/devices?model=iphone-4", method: .post,
                                             headers: [.origin: "http://evil.example"]).status == .forbidden)
            let added = try await request("/devices?model=iphone-4&os=6.0&app=second", method: .post)
            #expect(added.status == .created)
            #expect(String(buffer: try #require(added.body)) == #"{"id":"3"}"#)
            #expect(try await request("/devices?model=iphone-3gs", method: .post).status == .created)
            #expect(try await request("/devices?model=iphone-8", method: .post).status == .conflict, "four at most")
            #expect(await MainActor.run { devices.entries.count } == DeviceRegistry.maximumDevices)

            // Closing a device closes its pages' sockets.
            try await client.page(path: "/ws?device=3") { page in
                let (hello, _) = try await page.expectGreeting()
                #expect((hello.object?["device"] as? [String: Any])?["model"] as? String == "iphone-4")
                #expect(try await request("/devices/3", method: .delete, headers: [.origin: "http://evil.example"]).status == .forbidden)
                #expect(try await request("/devices/3", method: .delete).status == .noContent)
                #expect(await page.inbox.closes(), "closing the device closes its page's socket")
            }
            #expect(try await request("/devices/3", method: .delete).status == .notFound)
            #expect(try await request("/devices/1", method: .delete).status == .noContent)
            #expect(try await request("/devices/2", method: .delete).status == .noContent)
            #expect(try await request("/devices/4", method: .delete).status == .conflict, "the last device stays")
            #expect(await MainActor.run { devices.entries.map(\.id) } == ["4"])
        }
    }

    @Test("Repeated --device starts devices side by side; --os and --app go once for all or once each, in order")
    func commandLine() throws {
        let options = try SimulatorOptions.parse(["--device", "iphone-15-pro", "--device", "iphone-8", "--os", "17.0", "--os", "12.0"])
        let configuration = options.configuration
        #expect(configuration.model == .iPhone15Pro && configuration.systemVersion?.majorVersion == 17)
        #expect(configuration.additionalDevices.map(\.model) == [.iPhone8])
        #expect(configuration.additionalDevices.first?.systemVersion?.majorVersion == 12)
        let shared = try SimulatorOptions.parse(["--device", "iphone-8", "--device", "iphone-6s", "--os", "12.0"]).configuration
        #expect(shared.devices.map { $0.systemVersion?.majorVersion } == [12, 12])
        #expect(throws: (any Error).self) { try SimulatorOptions.parse(["--device", "iphone-8", "--device", "iphone-x", "--os", "12.0", "--os", "13.0", "--os", "14.0"]) }
        #expect(throws: (any Error).self) { try SimulatorOptions.parse(Array(repeating: ["--device", "iphone-8"], count: 5).flatMap { $0 }) }
        #expect(throws: (any Error).self) { try SimulatorOptions.parse(["--device", "iphone-3gs", "--device", "iphone-8", "--os", "12.0"]) }
        #expect(try SimulatorOptions.parse([]).configuration.devices.map(\.model) == [.iPhone15Pro])
    }
}
