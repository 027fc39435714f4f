import Foundation
@_spi(UIKitTesting) import CoreGraphics

/// Exact golden-image comparison: recorded on request, compared pixel for pixel otherwise.
///
/// A golden is recorded only when the environment variable `OPENUIKIT_RECORD_GOLDENS` is `1`.
/// A mismatch writes `<name>.actual.png` and `<name>.diff.png` beside the golden and throws an
/// error that names both.
public enum Snapshot {
    /// The environment variable that asks for goldens to be (re)recorded.
    public static let recordVariable = CGImageGolden.recordVariable

    /// Compares `image` with the golden `<name>.png` in `directory`.
    public static func assertMatches(_ image: CGImage, named name: String, in directory: URL) throws {
        do {
            try CGImageGolden.verify(image, named: name, in: directory)
        } catch let error as CGImageGoldenError {
            throw SnapshotError(description: error.description)
        }
    }
}

/// Why a snapshot did not match its golden; the description names the files involved.
public struct SnapshotError: Error, CustomStringConvertible {
    public let description: String
}
