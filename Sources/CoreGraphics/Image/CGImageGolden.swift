import Foundation

/// Exact golden-image files for tests: compare with `<name>.png`, or record it on request.
///
/// A golden is (re)recorded only when the environment variable `OPENUIKIT_RECORD_GOLDENS` is
/// `1`. A mismatch writes `<name>.actual.png` and `<name>.diff.png` beside the golden and
/// throws an error that names both; a match removes stale ones.
@_spi(UIKitTesting)
public enum CGImageGolden {
    /// The environment variable that asks for goldens to be recorded.
    public static let recordVariable = "OPENUIKIT_RECORD_GOLDENS"

    /// Checks `image` against `<directory>/<name>.png`.
    public static func verify(_ image: CGImage, named name: String, in directory: URL) throws {
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
        guard let data = manager.contents(atPath: golden.path) else {
            try? manager.createDirectory(at: directory, withIntermediateDirectories: true)
            try image.pngData().write(to: actualURL)
            throw CGImageGoldenError.missing(golden: golden.path, actual: actualURL.path)
        }
        let expected: CGImage
        do { expected = try CGImage(pngData: data) } catch {
            throw CGImageGoldenError.unreadable(golden: golden.path, reason: "\(error)")
        }
        let comparison = CGImageComparison(expected: expected, actual: image)
        guard !comparison.isIdentical else {
            try? manager.removeItem(at: actualURL)
            try? manager.removeItem(at: diffURL)
            return
        }
        try image.pngData().write(to: actualURL)
        if let diff = comparison.differenceImage { try diff.pngData().write(to: diffURL) }
        throw CGImageGoldenError.mismatch(golden: golden.path, actual: actualURL.path, diff: diffURL.path,
                                          differingPixels: comparison.differingPixelCount,
                                          expected: "\(expected.width)×\(expected.height)",
                                          got: "\(image.width)×\(image.height)")
    }
}

/// Why an image did not match its golden.
@_spi(UIKitTesting)
public enum CGImageGoldenError: Error, Equatable, CustomStringConvertible {
    case missing(golden: String, actual: String)
    case unreadable(golden: String, reason: String)
    case mismatch(golden: String, actual: String, diff: String, differingPixels: Int, expected: String, got: String)

    public var description: String {
        switch self {
        case let .missing(golden, actual):
            return "no golden image at \(golden); the actual image is at \(actual) (record with \(CGImageGolden.recordVariable)=1)"
        case let .unreadable(golden, reason):
            return "the golden image at \(golden) is not a readable PNG: \(reason)"
        case let .mismatch(golden, actual, diff, count, expected, got):
            return "\(count) pixel(s) differ from \(golden) (expected \(expected), got \(got)); actual: \(actual), difference: \(diff)"
        }
    }
}
