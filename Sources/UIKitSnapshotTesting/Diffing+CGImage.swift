import Foundation
@preconcurrency import SnapshotTesting
@_spi(UIKitTesting) import CoreGraphics

extension Diffing where Value == CGImage {
    /// Images compared pixel for pixel, stored as PNG files: every premultiplied RGBA byte must match.
    public static var image: Diffing { .image() }

    /// Images compared pixel for pixel, stored as PNG files, with `precision` the fraction of pixels that must be equal.
    ///
    /// At 1 (the default) the images match only when they have the same size and the same
    /// premultiplied RGBA bytes. Below 1 they match when they have the same size and the pixels
    /// whose four bytes are all equal make up at least `precision` of the image. (Where
    /// swift-snapshot-testing's `UIImage` diffing counts bytes, this counts pixels.)
    ///
    /// A mismatch's message says how many pixels differ out of how many, or that the sizes differ;
    /// its attachments are the reference, the new image and a difference image (`reference.png`,
    /// `failure.png`, `difference.png`), in which differing pixels are opaque red over a faded
    /// copy of the reference. `toData` encodes a PNG that `fromData` decodes to exactly the same
    /// bytes; a reference file that is not such a PNG traps with the decoder's reason, as
    /// swift-snapshot-testing's image diffing does for an unreadable reference.
    public static func image(precision: Float = 1) -> Diffing {
        .diff(toData: pngData(of:), fromData: image(fromPNG:)) { reference, new in
            let comparison = CGImageComparison(expected: reference, actual: new)
            guard !comparison.isIdentical else { return nil }
            let message: String
            if reference.width != new.width || reference.height != new.height {
                message = "Newly-taken snapshot@\(new.width)×\(new.height) does not match reference@\(reference.width)×\(reference.height)."
            } else {
                let total = new.width * new.height
                let equal = total - comparison.differingPixelCount
                if precision < 1, Double(equal) >= requiredFraction(precision) * Double(total) { return nil }
                message = "Newly-taken snapshot does not match reference: \(comparison.differingPixelCount) of \(total) pixels differ"
                    + (precision < 1 ? " (\(equal) equal, \(precision) required)." : ".")
            }
            var attachments: [DiffAttachment] = [
                .data(pngData(of: reference), name: "reference.png"),
                .data(pngData(of: new), name: "failure.png"),
            ]
            if let difference = comparison.differenceImage {
                attachments.append(.data(pngData(of: difference), name: "difference.png"))
            }
            return (message, attachments)
        }
    }

    /// `precision` as the decimal number it was written as: the `Float` nearest 0.99 is a little
    /// above it, and would otherwise refuse 99 equal pixels of 100.
    private static func requiredFraction(_ precision: Float) -> Double {
        Double(precision.description) ?? Double(precision)
    }

    /// The PNG file of `image`; libpng's refusal, which a rendered image never meets, traps with its reason.
    private static func pngData(of image: CGImage) -> Data {
        do {
            return try image.pngData()
        } catch {
            preconditionFailure("UIKitSnapshotTesting: could not encode a \(image.width)×\(image.height) image as PNG: \(error)")
        }
    }

    /// The image a reference PNG file holds; data that is not a decodable PNG traps with the reason.
    private static func image(fromPNG data: Data) -> CGImage {
        do {
            return try CGImage(pngData: data)
        } catch {
            preconditionFailure("UIKitSnapshotTesting: the reference snapshot is not a readable PNG: \(error)")
        }
    }
}

extension Snapshotting where Value == CGImage, Format == CGImage {
    /// Images, such as `AppHarness.screenshot()`, compared pixel for pixel and stored as PNG files.
    public static var image: Snapshotting { .image() }

    /// Images compared as `Diffing.image(precision:)` compares them, stored as PNG files.
    public static func image(precision: Float = 1) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision))
    }
}
