import Testing
@_spi(OpenUIKit) @testable import CoreGraphics

/// The directory of golden images, beside this file.
private let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

/// Compares `image` with `Golden/<name>.png`, or records it when `OPENUIKIT_RECORD_GOLDENS=1`.
///
/// On a mismatch, writes `<name>.actual.png` and `<name>.diff.png` beside the golden and records an
/// issue naming both files.
func expectGolden(_ image: CGImage?, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let image = try #require(image, "no image to compare with golden \(name)", sourceLocation: sourceLocation)
    let url = goldenDirectory.appendingPathComponent("\(name).png")
    if ProcessInfo.processInfo.environment["OPENUIKIT_RECORD_GOLDENS"] == "1" {
        try FileManager.default.createDirectory(at: goldenDirectory, withIntermediateDirectories: true)
        try image.pngData().write(to: url)
        return
    }
    guard let data = try? Data(contentsOf: url) else {
        Issue.record("Golden image \(url.path) is missing; run with OPENUIKIT_RECORD_GOLDENS=1 to record it",
                     sourceLocation: sourceLocation)
        return
    }
    let expected = try CGImage(pngData: data)
    let comparison = CGImageComparison(expected: expected, actual: image)
    guard !comparison.isIdentical else { return }
    let actualURL = goldenDirectory.appendingPathComponent("\(name).actual.png")
    let diffURL = goldenDirectory.appendingPathComponent("\(name).diff.png")
    try image.pngData().write(to: actualURL)
    if let diff = comparison.differenceImage { try diff.pngData().write(to: diffURL) }
    Issue.record("""
        \(comparison.differingPixelCount) pixels differ from golden \(url.path) \
        (expected \(expected.width)x\(expected.height), got \(image.width)x\(image.height)); \
        actual image: \(actualURL.path); difference image: \(diffURL.path)
        """, sourceLocation: sourceLocation)
}

/// Returns a context of the given size filled with opaque white, in Apple's default y-up user space.
func makeWhiteContext(width: Int, height: Int) -> CGContext {
    let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    context.setFillColor(CGColor.white)
    context.fill(CGRect(x: 0, y: 0, width: width, height: height))
    return context
}

/// Returns a transparent context of the given size.
func makeClearContext(width: Int, height: Int) -> CGContext {
    CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
}

/// Returns the premultiplied RGBA bytes of pixel `(x, y)` of `context`, row 0 at the top of memory.
func pixel(_ context: CGContext, x: Int, y: Int) -> [UInt8] {
    let p = context.data!.assumingMemoryBound(to: UInt8.self) + y * context.bytesPerRow + x * 4
    return [p[0], p[1], p[2], p[3]]
}
