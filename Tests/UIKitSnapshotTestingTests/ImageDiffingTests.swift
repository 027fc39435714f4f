import Foundation
import Testing
@preconcurrency import SnapshotTesting
@_spi(QuartzCore) @_spi(UIKitTesting) @_spi(Testing) import CoreGraphics
@testable import UIKitSnapshotTesting

/// `Diffing<CGImage>.image`: byte-exact by default, a fraction of equal pixels below 1, PNG files that decode to the same bytes.
struct ImageDiffingTests {
    @Test func identicalImagesMatch() {
        let image = solidImage(width: 10, height: 10, red)
        #expect(Diffing<CGImage>.image.diffV2(image, solidImage(width: 10, height: 10, red)) == nil)
    }

    @Test func onePixelChangeFailsAtPrecisionOneNamingTheCountWithThreeImagesAttached() throws {
        let reference = solidImage(width: 10, height: 10, red)
        let changed = solidImage(width: 10, height: 10, red, changing: [(3, 4)])
        let (message, attachments) = try #require(Diffing<CGImage>.image.diffV2(reference, changed))
        #expect(message == "Newly-taken snapshot does not match reference: 1 of 100 pixels differ.")
        let names = attachments.map { attachment -> String in
            switch attachment {
            case let .data(_, name): return name
            case .xcTest: return "xcTest"
            }
        }
        #expect(names == ["reference.png", "failure.png", "difference.png"])
        guard case let .data(differenceData, _) = attachments[2] else { return }
        let difference = try CGImage(pngData: differenceData)
        #expect(pixel(difference, 3, 4) == [255, 0, 0, 255])
        #expect(pixel(difference, 0, 0) != [255, 0, 0, 255])
        guard case let .data(failureData, _) = attachments[1] else { return }
        #expect(try CGImage(pngData: failureData).premultipliedRGBA == changed.premultipliedRGBA)
    }

    @Test func onePixelChangePassesAtPrecisionPointNineNine() {
        let reference = solidImage(width: 10, height: 10, red)
        let changed = solidImage(width: 10, height: 10, red, changing: [(3, 4)])
        #expect(Diffing<CGImage>.image(precision: 0.99).diffV2(reference, changed) == nil)
    }

    @Test func belowPrecisionTheMessageGivesTheEqualPixelsAndTheRequirement() throws {
        let reference = solidImage(width: 10, height: 10, red)
        let changed = solidImage(width: 10, height: 10, red, changing: [(0, 0), (1, 0)])
        let (message, _) = try #require(Diffing<CGImage>.image(precision: 0.99).diffV2(reference, changed))
        #expect(message == "Newly-taken snapshot does not match reference: 2 of 100 pixels differ (98 equal, 0.99 required).")
    }

    @Test func precisionCountsPixelsNotBytes() {
        // One pixel differing in all four bytes is 1 % of the pixels (4 % of the bytes).
        let reference = solidImage(width: 10, height: 10, red)
        let changed = solidImage(width: 10, height: 10, red, changing: [(9, 9)], to: [0, 255, 0, 128])
        #expect(Diffing<CGImage>.image(precision: 0.99).diffV2(reference, changed) == nil)
        #expect(Diffing<CGImage>.image(precision: 0.995).diffV2(reference, changed) != nil)
    }

    @Test func imagesOfDifferentSizesNeverMatchWhateverThePrecision() throws {
        let reference = solidImage(width: 10, height: 10, red)
        let bigger = solidImage(width: 10, height: 11, red)
        let (message, attachments) = try #require(Diffing<CGImage>.image(precision: 0.5).diffV2(reference, bigger))
        #expect(message == "Newly-taken snapshot@10×11 does not match reference@10×10.")
        #expect(attachments.count == 3)
    }

    @Test func thePNGWrittenDecodesToTheSameBytesTranslucentPixelsIncluded() {
        var bytes = Data()
        for alpha in stride(from: 0, through: 255, by: 15) {
            let a = UInt8(alpha)
            bytes.append(contentsOf: [a / 2, a / 3, a, a])
        }
        let image = CGImage(width: 18, height: 1, premultipliedRGBA: bytes)
        let diffing = Diffing<CGImage>.image
        let data = diffing.toData(image)
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(diffing.fromData(data).premultipliedRGBA == bytes)
    }

    @Test func theImageStrategyStoresPNGFiles() {
        #expect(Snapshotting<CGImage, CGImage>.image.pathExtension == "png")
    }
}
