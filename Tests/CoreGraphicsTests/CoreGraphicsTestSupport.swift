import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) @testable import CoreGraphics

/// The directory of golden images, beside this file.
private let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

/// Compares `image` with `Golden/<name>.png`, or records it when `OPENUIKIT_RECORD_GOLDENS=1`.
///
/// On a mismatch, writes `<name>.actual.png` and `<name>.diff.png` beside the golden and records an
/// issue naming both files.
func expectGolden(_ image: CGImage?, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let image = try #require(image, "no image to compare with golden \(name)", sourceLocation: sourceLocation)
    do {
        try CGImageGolden.verify(image, named: name, in: goldenDirectory)
    } catch let error as CGImageGoldenError {
        Issue.record("\(error)", sourceLocation: sourceLocation)
    }
}

/// Returns a context of the given size filled with opaque white, in Apple's default y-up user space.
///
/// Like `makeClearContext`, it composites with the vector kernels that optimized builds use, so the
/// golden images check them too; a debug build would otherwise draw with the scalar ones.
func makeWhiteContext(width: Int, height: Int, kernels: PixelKernels = .vector) -> CGContext {
    let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    context.pixelKernels = kernels
    context.setFillColor(CGColor.white)
    context.fill(CGRect(x: 0, y: 0, width: width, height: height))
    return context
}

/// Returns a transparent context of the given size, compositing with `kernels` (the vector ones by default, as optimized builds).
func makeClearContext(width: Int, height: Int, kernels: PixelKernels = .vector) -> CGContext {
    let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    context.pixelKernels = kernels
    return context
}

/// Returns the premultiplied RGBA bytes of pixel `(x, y)` of `context`, row 0 at the top of memory.
func pixel(_ context: CGContext, x: Int, y: Int) -> [UInt8] {
    let p = context.data!.assumingMemoryBound(to: UInt8.self) + y * context.bytesPerRow + x * 4
    return [p[0], p[1], p[2], p[3]]
}

/// The state both contexts of a comparison are put in before drawing.
struct ImageDrawingSetup: CustomTestStringConvertible, Sendable {
    var name: String
    var alpha: CGFloat = 1
    var blendMode = CGBlendMode.normal
    /// Clip rectangles in the default user space, intersected in order.
    var clipRects: [CGRect] = []
    var clipsToEllipse = false

    var testDescription: String { name }

    func apply(to context: CGContext) {
        for rect in clipRects { context.clip(to: rect) }
        if clipsToEllipse {
            context.addEllipse(in: CGRect(x: 2.3, y: 1.7, width: 19.4, height: 14.2))
            context.clip()
        }
        context.setAlpha(alpha)
        context.setBlendMode(blendMode)
    }
}

/// A context whose pixels all differ, so every blend shows, translucent in part.
func patternedContext(width: Int, height: Int) -> CGContext {
    let context = makeClearContext(width: width, height: height)
    let p = context.data!.assumingMemoryBound(to: UInt8.self)
    for y in 0..<height {
        for x in 0..<width {
            let a = UInt8((x * 37 + y * 11) % 2 == 0 ? 255 : 96 + (x * 7 + y * 5) % 128)
            let q = p + y * context.bytesPerRow + x * 4
            q[0] = UInt8((x * 29 + y * 3) % (Int(a) + 1))
            q[1] = UInt8((x * 13 + y * 17) % (Int(a) + 1))
            q[2] = UInt8((x * 5 + y * 23) % (Int(a) + 1))
            q[3] = a
        }
    }
    return context
}
