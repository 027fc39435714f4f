import Foundation
import Testing
@preconcurrency import SnapshotTesting
import UIKit
@_spi(QuartzCore) @_spi(UIKitTesting) @_spi(Testing) import CoreGraphics
import UIKitSnapshotTesting

/// swift-snapshot-testing's record modes write and keep reference files for OpenUIKit's strategies, and its reports name the mismatch.
@MainActor struct RecordModeTests {
    /// Verifies `view` as `.image` against `badge.1.png` in `directory`, returning the failure message.
    private func verify(_ view: UIView, in directory: SnapshotDirectory,
                        record: SnapshotTestingConfiguration.Record? = nil) -> String? {
        verifySnapshot(of: view, as: .image, named: "1", record: record, snapshotDirectory: directory.path, testName: "badge")
    }

    @Test func missingRecordsAnAbsentReferenceThenMatchesIt() throws {
        let directory = try SnapshotDirectory()
        let first = try #require(verify(makeBadge(), in: directory, record: .missing))
        #expect(first.hasPrefix("No reference was found on disk. Automatically recorded snapshot"))
        #expect(try directory.fileNames() == ["badge.1.png"])
        #expect(verify(makeBadge(), in: directory, record: .missing) == nil)
    }

    @Test func neverWritesNothingAndFails() throws {
        let directory = try SnapshotDirectory()
        let message = try #require(verify(makeBadge(), in: directory, record: .never))
        #expect(message.hasPrefix("No reference was found on disk. New snapshot was not recorded because recording is disabled"))
        #expect(try directory.fileNames() == [])
    }

    @Test func allRewritesAMatchingReferenceAndReportsIt() throws {
        let directory = try SnapshotDirectory()
        _ = verify(makeBadge(), in: directory, record: .missing)
        let changed = makeBadge()
        changed.backgroundColor = .green
        let message = try #require(withSnapshotTesting(record: .all) { verify(changed, in: directory) })
        #expect(message.hasPrefix("Record mode is on. Automatically recorded snapshot"))
        let written = try CGImage(pngData: directory.contents(of: "badge.1.png"))
        #expect(pixel(written, 0, 0) == [0, 255, 0, 255])
    }

    @Test func aOnePixelChangeFailsNamingThePixelCountAndKeepsTheReference() throws {
        let directory = try SnapshotDirectory()
        _ = verify(makeBadge(), in: directory, record: .missing)
        let reference = try directory.contents(of: "badge.1.png")
        let changed = makeBadge()
        // One point at 3× is nine pixels.
        let dot = UIView(frame: CGRect(x: 30, y: 10, width: 1, height: 1))
        dot.backgroundColor = .white
        changed.addSubview(dot)
        let message = try #require(verify(changed, in: directory, record: .missing))
        #expect(message.hasPrefix("Snapshot \"1\" does not match reference."))
        #expect(message.contains("Newly-taken snapshot does not match reference: 9 of 7200 pixels differ."))
        #expect(try directory.contents(of: "badge.1.png") == reference)
        // Nine pixels of 7200 are 0.125 %: 0.99 lets them pass.
        #expect(verifySnapshot(of: changed, as: .image(precision: 0.99), named: "1", record: .never,
                               snapshotDirectory: directory.path, testName: "badge") == nil)
    }

    @Test func failedRecordsTheNewImageOnlyWhenItDiffers() throws {
        let directory = try SnapshotDirectory()
        _ = verify(makeBadge(), in: directory, record: .missing)
        let reference = try directory.contents(of: "badge.1.png")
        #expect(verify(makeBadge(), in: directory, record: .failed) == nil)
        #expect(try directory.contents(of: "badge.1.png") == reference)
        let changed = makeBadge()
        changed.backgroundColor = .green
        let message = try #require(verify(changed, in: directory, record: .failed))
        #expect(message.hasPrefix("Snapshot \"1\" does not match reference. A new snapshot was automatically recorded."))
        #expect(try directory.contents(of: "badge.1.png") != reference)
        #expect(verify(changed, in: directory, record: .never) == nil)
    }

    @Test func recordedReferenceIsThePNGOfTheImageTaken() throws {
        let directory = try SnapshotDirectory()
        let view = makeBadge()
        _ = verify(view, in: directory, record: .all)
        let written = try CGImage(pngData: directory.contents(of: "badge.1.png"))
        #expect(written.premultipliedRGBA == take(makeBadge(), as: Snapshotting<UIView, CGImage>.image).premultipliedRGBA)
    }

    @Test func textReferencesAreTxtFilesThatMatchOnTheNextRun() throws {
        let directory = try SnapshotDirectory()
        let first = verifySnapshot(of: makeBadge(), as: .recursiveDescription, named: "tree", record: .missing,
                                   snapshotDirectory: directory.path, testName: "badge")
        #expect(first != nil)
        #expect(try directory.fileNames() == ["badge.tree.txt"])
        #expect(verifySnapshot(of: makeBadge(), as: .recursiveDescription, named: "tree", record: .never,
                               snapshotDirectory: directory.path, testName: "badge") == nil)
    }
}
