import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import CoreGraphics
import UIKitTesting

struct SnapshotTests {
    func image(_ value: UInt8) -> CGImage {
        CGImage(width: 4, height: 4, premultipliedRGBA: Data([UInt8](repeating: value, count: 64)))
    }

    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-snapshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aMatchingImagePassesAndAMismatchWritesActualAndDifferenceImages() throws {
        let directory = try temporaryDirectory()
        try image(255).pngData().write(to: directory.appendingPathComponent("square.png"))
        try Snapshot.assertMatches(image(255), named: "square", in: directory)
        do {
            try Snapshot.assertMatches(image(128), named: "square", in: directory)
            Issue.record("a different image matched")
        } catch let error as SnapshotError {
            #expect(error.description.contains("16 pixel(s) differ"))
            #expect(error.description.contains("square.actual.png"))
            #expect(error.description.contains("square.diff.png"))
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("square.actual.png").path))
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("square.diff.png").path))
        }
    }

    @Test func aMissingGoldenIsAnErrorThatSaysHowToRecordIt() throws {
        let directory = try temporaryDirectory()
        #expect(throws: SnapshotError.self) { try Snapshot.assertMatches(image(1), named: "absent", in: directory) }
        do { try Snapshot.assertMatches(image(1), named: "absent", in: directory) } catch {
            #expect("\(error)".contains(Snapshot.recordVariable))
        }
    }
}
