import CZlib
import Foundation
import Gallery
import Logging
import SpringBoard
import Testing
import UIKit
@_spi(Simulator) import CoreGraphics
@testable import Simulator

@Suite("Recording, replaying and rendering a live session")
@MainActor struct SessionRecordingTests {
    static let recorded = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("GalleryTests/Recorded")

    func send(_ session: DeviceSession, _ page: ClientConnection, _ message: ClientMessage) {
        session.receive(InboundMessage(sequence: nil, message: message), from: page.id)
    }

    /// Steps the session as the real-clock driver does, with uneven steps (a busy machine's).
    func run(_ session: DeviceSession, seconds: TimeInterval) {
        let steps: [TimeInterval] = [1.0 / 60, 0.031, 1.0 / 60, 0.007, 0.05]
        var elapsed = 0.0, index = 0
        while elapsed < seconds {
            let step = steps[index % steps.count]
            if session.needsFrames { session.step(by: step) } else { session.stepTowardsDeadline(by: step) }
            elapsed += step
            index += 1
        }
    }

    /// Steps until the device is idle (at most 10 s of device time).
    func settle(_ session: DeviceSession) {
        var count = 0
        while (session.needsFrames || !session.device.isIdle), count < 600 {
            session.step(by: 1.0 / 60)
            count += 1
        }
    }

    /// Records a swipe, a tap, a rotation and Home on the touch app through the page's messages.
    func recordSession() -> (DeviceSession, ClientConnection, Recording) {
        let session = makeTestSession()
        let page = session.connect()
        run(session, seconds: 0.5)
        send(session, page, .recorder(.record))
        run(session, seconds: 0.2)
        var ms = 1000.0
        send(session, page, .touch(phase: .down, finger: 0, point: CGPoint(x: 100, y: 300), browserTime: ms))
        for step in 1...6 {
            run(session, seconds: 0.02)
            ms += 20
            send(session, page, .touch(phase: .move, finger: 0, point: CGPoint(x: 100 + 10 * Double(step), y: 300), browserTime: ms))
        }
        run(session, seconds: 0.03)
        send(session, page, .touch(phase: .up, finger: 0, point: nil, browserTime: ms + 30))
        run(session, seconds: 0.3)
        send(session, page, .touch(phase: .down, finger: 3, point: CGPoint(x: 50, y: 60), browserTime: ms + 400))
        send(session, page, .touch(phase: .up, finger: 3, point: nil, browserTime: ms + 480))
        run(session, seconds: 0.2)
        send(session, page, .rotate(.left))
        run(session, seconds: 0.6)
        send(session, page, .inCall(enabled: true))
        run(session, seconds: 0.1)
        send(session, page, .recorder(.stop))
        run(session, seconds: 0.05)
        settle(session)
        return (session, page, session.lastRecording!)
    }

    @Test("A recorded session replays on a headless device to the screen the live session ended on")
    func headlessReplayMatchesTheLiveScreen() throws {
        let (session, _, recording) = recordSession()
        #expect(recording.model == "iphone-8" && recording.app == "touches")
        let downs = recording.inputs.filter { if case .touchDown = $0.input { true } else { false } }
        #expect(downs.count == 2)
        #expect(recording.inputs.contains { $0.input == .rotateLeft })
        #expect(recording.inputs.contains { $0.input == .inCallStatusBar(true) })
        #expect(zip(recording.inputs, recording.inputs.dropFirst()).allSatisfy { $0.time <= $1.time })
        #expect(touchesBegun(session) == 2)
        let live = session.device.screenshot().premultipliedRGBA

        let device = Device(model: .iPhone8)
        device.launch(touchApp.principalClass, delegate: touchApp.makeDelegate)
        try device.replay(recording.inputs, until: recording.duration)
        try device.settle()
        #expect((device.application?.delegate as? TouchCountingAppDelegate)?.view.touchesBegun == 2)
        #expect(device.screenshot().premultipliedRGBA == live)
        // Through the JSON form, too.
        #expect(try Recording(json: recording.json()) == recording)
    }

    @Test("Replay in the session relaunches, plays the inputs at their times, refuses the page's input meanwhile, and ends on the same screen")
    func liveReplay() async throws {
        let (session, page, recording) = recordSession()
        let live = session.device.screenshot().premultipliedRGBA
        send(session, page, .touch(phase: .down, finger: 0, point: CGPoint(x: 10, y: 10), browserTime: 9000))
        send(session, page, .touch(phase: .up, finger: 0, point: nil, browserTime: 9100))
        run(session, seconds: 0.1)
        settle(session)
        #expect(session.device.screenshot().premultipliedRGBA != live)

        send(session, page, .recorder(.replay))
        run(session, seconds: 0.05)
        #expect(session.isReplaying)
        send(session, page, .home)
        run(session, seconds: recording.duration + 0.2)
        #expect(!session.isReplaying)
        settle(session)
        #expect(touchesBegun(session) == 2)
        #expect(session.device.screenshot().premultipliedRGBA == live)
        let texts = await outboxTexts(of: page)
        #expect(texts.contains { $0.contains("a replay is running; stop it first") })
        #expect(texts.contains { $0.contains("\"state\":\"replaying\"") })
        #expect(texts.last { $0.contains("\"type\":\"recorder\"") }?.contains("\"state\":\"idle\"") == true)
    }

    @Test("Stop cancels the fingers still down, on the device and in the recording, so a replay leaves none down")
    func stopCancelsHeldFingers() throws {
        let session = makeTestSession()
        let page = session.connect()
        send(session, page, .recorder(.record))
        run(session, seconds: 0.2)
        send(session, page, .touch(phase: .down, finger: 2, point: CGPoint(x: 100, y: 100), browserTime: 100))
        run(session, seconds: 0.2)
        send(session, page, .recorder(.stop))
        run(session, seconds: 0.1)
        settle(session)
        #expect(session.fingers.isEmpty && !session.device.hasActiveTouches)
        let recording = try #require(session.lastRecording)
        #expect(recording.inputs.map(\.input).last.map { if case .touchCancel = $0 { true } else { false } } == true)
        let device = Device(model: .iPhone8)
        device.launch(touchApp.principalClass, delegate: touchApp.makeDelegate)
        try device.replay(recording.inputs, until: recording.duration)
        try device.settle()
        #expect(!device.hasActiveTouches)
        #expect(device.screenshot().premultipliedRGBA == session.device.screenshot().premultipliedRGBA)
    }

    @Test("A recording from outside that the device refuses stops with the input's reason, never a trap")
    func invalidReplayIsRefused() throws {
        let device = Device(model: .iPhone8)
        device.launch(touchApp.principalClass, delegate: touchApp.makeDelegate)
        let bad: [TimedDeviceInput] = [.at(0.1, .touchDown(finger: 0, at: CGPoint(x: 5000, y: 1), timestamp: 0.1))]
        let error = #expect(throws: DeviceReplayError.self) { try device.replay(bad) }
        #expect(error?.description == "input 0 cannot be replayed: point (5000.0, 1.0) is outside the 375.0×667.0 pt screen")
        #expect(throws: DeviceReplayError.self) { try device.replay([.at(0.2, .touchUp(finger: 4, timestamp: 0.2))]) }
        #expect(throws: DeviceReplayError.self) { try device.replay([.at(0.3, .touchDown(finger: 0, at: CGPoint(x: 1, y: 1), timestamp: 9))]) }
        #expect(throws: DeviceReplayError.self) { try device.replay([.at(0.01, .pressHome)]) }  // before the clock
        #expect(throws: DeviceReplayError.self) { try device.replay([.at(0.5, .touchMove(finger: 0, to: CGPoint(x: 1, y: 1), timestamp: 0.5))]) }
        #expect(throws: DeviceReplayError.self) { try device.replay([.at(.nan, .pressHome)]) }
        let notch = Device(model: .iPhone15Pro)
        notch.launch(touchApp.principalClass, delegate: touchApp.makeDelegate)
        #expect(throws: DeviceReplayError.self) { try notch.replay([.at(0.1, .inCallStatusBar(true))]) }
    }

    @Test("A screen recording is an APNG with one frame per change, delays in display frames, and the final screen last")
    func screenRecording() async throws {
        let (session, _, recording) = recordSession()
        let live = session.device.screenshot()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rec-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        let summary = try await session.renderScreenRecording(recording, to: url)
        #expect(summary.width == 750 && summary.height == 1334)
        let data = try Data(contentsOf: url)
        let chunks = try PNGChunks(data)
        #expect(chunks.types.first == "IHDR" && chunks.types.last == "IEND")
        let acTL = try #require(chunks.first("acTL"))
        #expect(acTL.uint32(at: 0) == UInt32(summary.frames))
        #expect(chunks.types.filter { $0 == "fcTL" }.count == summary.frames)
        #expect(chunks.types.filter { $0 == "fdAT" }.count == summary.frames - 1)
        #expect(summary.frames > 3 && summary.frames < summary.displayFrames)
        // Sequence numbers run 0, 1, 2… over fcTL and fdAT.
        let sequence = chunks.all.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { $0.data.uint32(at: 0) }
        #expect(sequence == (0..<UInt32(sequence.count)).map { $0 })
        // Delays add up to the display frames plus the final hold, in 60ths of a second.
        let delays = chunks.all.filter { $0.type == "fcTL" }.map { Int($0.data.uint16(at: 20)) }
        #expect(chunks.all.filter { $0.type == "fcTL" }.allSatisfy { $0.data.uint16(at: 22) == 60 })
        #expect(delays.reduce(0, +) == summary.displayFrames + 60)
        // The still image is the first frame: the app as launched.
        let still = try CGImage(pngData: data)
        let launched = Device(model: .iPhone8)
        launched.launch(touchApp.principalClass, delegate: touchApp.makeDelegate)
        #expect(still.premultipliedRGBA == launched.screenshot().premultipliedRGBA)
        _ = live
    }

    @Test("The APNG writer keeps only the changed rectangle and lengthens a frame that does not change")
    func apngWriterRectangles() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("apng-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        let writer = try APNGWriter(url: url, width: 4, height: 3, framesPerSecond: 60)
        var pixels = Data(repeating: 255, count: 4 * 3 * 4)
        try writer.addFrame(premultipliedRGBA: pixels)
        pixels[(1 * 4 + 2) * 4] = 0  // pixel (2, 1) loses its red
        try writer.addFrame(premultipliedRGBA: pixels)
        try writer.addFrame(premultipliedRGBA: pixels)
        #expect(try writer.finish() == 2)
        let chunks = try PNGChunks(try Data(contentsOf: url))
        let controls = chunks.all.filter { $0.type == "fcTL" }
        #expect(controls.map { [$0.data.uint32(at: 4), $0.data.uint32(at: 8), $0.data.uint32(at: 12), $0.data.uint32(at: 16)] }
                == [[4, 3, 0, 0], [1, 1, 2, 1]])
        #expect(controls.map { $0.data.uint16(at: 20) } == [1, 2])
    }
}

/// A PNG file's chunks, each checked against its CRC.
struct PNGChunks {
    struct Chunk {
        var type: String
        var data: Data
    }

    struct Malformed: Error {}

    let all: [Chunk]
    var types: [String] { all.map(\.type) }
    func first(_ type: String) -> Data? { all.first { $0.type == type }?.data }

    init(_ file: Data) throws {
        let bytes = [UInt8](file)
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw Malformed() }
        var chunks: [Chunk] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(Data(bytes[offset..<offset + 4]).uint32(at: 0))
            guard offset + 12 + length <= bytes.count else { throw Malformed() }
            let body = Data(bytes[(offset + 4)..<(offset + 8 + length)])
            let crc = body.withUnsafeBytes { crc32(0, $0.bindMemory(to: Bytef.self).baseAddress, uInt($0.count)) }
            guard UInt32(crc) == Data(bytes[(offset + 8 + length)..<(offset + 12 + length)]).uint32(at: 0) else { throw Malformed() }
            chunks.append(Chunk(type: String(decoding: body.prefix(4), as: UTF8.self), data: Data(body.dropFirst(4))))
            offset += 12 + length
        }
        all = chunks
    }
}

extension Data {
    func uint32(at offset: Int) -> UInt32 {
        let b = [UInt8](self)
        return UInt32(b[offset]) << 24 | UInt32(b[offset + 1]) << 16 | UInt32(b[offset + 2]) << 8 | UInt32(b[offset + 3])
    }

    func uint16(at offset: Int) -> UInt16 {
        let b = [UInt8](self)
        return UInt16(b[offset]) << 8 | UInt16(b[offset + 1])
    }
}
