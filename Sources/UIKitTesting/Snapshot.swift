import Foundation
@_spi(OpenUIKit) import CoreGraphics

/// Exact golden-image comparison: recorded on request, compared pixel for pixel otherwise.
///
/// A golden is recorded only when the environment variable `OPENUIKIT_RECORD_GOLDENS` is `1`.
/// A mismatch writes `<name>.actual.png` and `<name>.diff.png` beside the golden and throws an
/// error that names both.
public enum Snapshot {
    /// The environment variable that asks for goldens to be (re)recorded.
    public static let recordVariable = "OPENUIKIT_RECORD_GOLDENS"

    /// Compares `image` with the golden `<name>.png` in `directory`.
    public static func assertMatches(_ image: CGImage, named name: String, in directory: URL) throws {
        let golden = directory.appendingPathComponent("\(name).png")
        let actualURL = directory.appendingPathComponent("\(name).actual.png")
        let diffURL = directory.appendingPathComponent("\(name).diff.png")
        let manager = FileManager.default
        if ProcessInfo.processInfo.environment[recordVariable] == "1" {
            try manager.createDirectory(at: directory, withIntermediateDirectories: true)
            try image.pngData().write(to: golden)
            try? manager.removeItem(at: actualURL)
            try? manager.removeItem(at: diffURL)
            return
        }
        guard manager.fileExists(atPath: golden.path) else {
            try image.pngData().write(to: actualURL)
            throw SnapshotError.missingGolden(golden: golden.path, actual: actualURL.path)
        }
        let data = try Data(contentsOf: golden)
        guard let provider = CGDataProvider(data: data),
              let expected = CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent) else {
            throw SnapshotError.unreadableGolden(golden: golden.path)
        }
        let comparison = CGImageComparison(expected: expected, actual: image)
        guard !comparison.isIdentical else {
            try? manager.removeItem(at: actualURL)
            try? manager.removeItem(at: diffURL)
            return
        }
        try image.pngData().write(to: actualURL)
        if let diff = comparison.differenceImage { try diff.pngData().write(to: diffURL) }
        throw SnapshotError.mismatch(golden: golden.path, actual: actualURL.path, diff: diffURL.path,
                                     differingPixels: comparison.differingPixelCount,
                                     expectedSize: (expected.width, expected.height), actualSize: (image.width, image.height))
    }
}

/// Why a snapshot did not match its golden.
public enum SnapshotError: Error, CustomStringConvertible {
    case missingGolden(golden: String, actual: String)
    case unreadableGolden(golden: String)
    case mismatch(golden: String, actual: String, diff: String, differingPixels: Int,
                  expectedSize: (Int, Int), actualSize: (Int, Int))

    public var description: String {
        switch self {
        case let .missingGolden(golden, actual):
            return "no golden image at \(golden); the actual image is at \(actual) (record with \(Snapshot.recordVariable)=1)"
        case let .unreadableGolden(golden):
            return "the golden image at \(golden) is not a readable PNG"
        case let .mismatch(golden, actual, diff, count, expected, actualSize):
            return "\(count) pixel(s) differ from \(golden) (expected \(expected.0)×\(expected.1), got \(actualSize.0)×\(actualSize.1)); actual: \(actual), difference: \(diff)"
        }
    }
}
