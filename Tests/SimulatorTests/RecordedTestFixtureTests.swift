import Foundation
import Gallery
import SpringBoard
import Testing
@_spi(Simulator) import CoreGraphics
@testable import Simulator

/// The test exported from a recording made in the page (Tests/GalleryTests/Recorded, made by
/// Tests/e2e/test_recorder.py with E2E_RECORDING_DIR) and run by `swift test` with GalleryTests.
@Suite("The committed recorded test and its recording")
@MainActor struct RecordedTestFixtureTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("GalleryTests/Recorded")

    func fixture() throws -> Recording {
        try Recording(json: Data(contentsOf: Self.directory.appendingPathComponent("recorded-hidden-drawer-iphone-15-pro.json")))
    }

    @Test("The committed Swift test is exactly what the exporter makes of the committed recording")
    func exportHasNotDrifted() throws {
        let recording = try fixture()
        let url = Self.directory.appendingPathComponent(RecordingExporter.fileName(for: recording))
        let exported = RecordingExporter.swiftTest(for: recording)
        if ProcessInfo.processInfo.environment["OPENUIKIT_RECORD_GOLDENS"] == "1" {
            try Data(exported.utf8).write(to: url)
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == exported)
    }

    @Test("Replayed by the live session, stepped unevenly as a real clock does, the recording ends on the committed golden")
    func liveSessionEndsOnTheGolden() throws {
        let recording = try fixture()
        let gallery = try #require(GalleryApp.named(recording.app))
        let app = SimulatedApp(id: gallery.identifier, title: gallery.title, principalClass: gallery.principalClass,
                               delegate: gallery.makeDelegate)
        let session = DeviceSession(model: .iPhone15Pro, systemVersion: nil, app: app, apps: [app], logger: .init(label: "test"))
        let page = session.connect()
        session.step(by: 0.4)
        // The page cannot send a recording; the session is given it as a file would be.
        #expect(session.recorder.handle(.load(recording)) == [.announce])
        session.receive(InboundMessage(sequence: nil, message: .recorder(.replay)), from: page.id)
        let steps: [TimeInterval] = [1.0 / 60, 0.021, 0.013, 1.0 / 60, 0.034]
        var index = 0, count = 0
        while (session.needsFrames || !session.device.isIdle || session.isReplaying), count < 2000 {
            session.step(by: steps[index % steps.count])
            index += 1
            count += 1
        }
        #expect(!session.isReplaying)
        let golden = try CGImage(pngData: Data(contentsOf: Self.directory.appendingPathComponent("Golden/\(RecordingExporter.goldenName(for: recording)).png")))
        #expect(session.device.screenshot().premultipliedRGBA == golden.premultipliedRGBA)
    }
}
