import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) @testable import QuartzCore
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import CoreGraphics

/// One compositor test's world: its own host context (clock and frame loop), made current,
/// and a compositor that renders in the loop's render phase.
@MainActor final class CompositorFixture {
    let host: CAHostContext
    let compositor: CACompositor
    /// The root layer, covering the screen in points, with no background.
    let root: CALayer

    init(width: Int, height: Int, scale: CGFloat = 1, isOpaque: Bool = true) {
        host = CAHostContext(startTime: 1000)
        host.makeCurrent()
        compositor = CACompositor(pixelWidth: width, pixelHeight: height, scale: scale, isOpaque: isOpaque)
        root = CALayer()
        host.register(.render, name: "test compositor") { [unowned self] time in
            lastDamage = compositor.render(root, at: time)
        }
        withoutAnimation {
            root.frame = CGRect(x: 0, y: 0, width: CGFloat(width) / scale, height: CGFloat(height) / scale)
        }
    }

    /// Runs `body` in a transaction with actions disabled, so property changes take effect without animating.
    func withoutAnimation(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }

    /// A layer with `frame` and an opaque background of `rgb` (0...1 each), made without animations.
    func layer(_ frame: CGRect, _ rgb: (CGFloat, CGFloat, CGFloat)? = nil) -> CALayer {
        let layer = CALayer()
        withoutAnimation {
            layer.frame = frame
            if let rgb { layer.backgroundColor = CGColor(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: 1) }
        }
        return layer
    }

    /// The damage of the last frame.
    private(set) var lastDamage: [CGRect] = []

    /// The clock of the fixture's context.
    var now: CFTimeInterval { host.mediaTime }

    /// Moves the clock forward by `seconds` without running a frame.
    func advanceClock(by seconds: CFTimeInterval) { host.setMediaTime(now + seconds) }

    /// Runs one frame of the loop at the clock's time and returns the damage it rendered.
    @discardableResult
    func render() -> [CGRect] {
        host.runFrame(at: now)
        return lastDamage
    }

    /// The premultiplied RGBA bytes of screen pixel (`x`, `y`), row 0 at the top.
    func pixel(_ x: Int, _ y: Int) -> [UInt8] {
        compositorPixel(compositor.makeImage(), x, y)
    }

    /// The bytes of screen pixel (`x`, `y`) as the buffer holds them now, without drawing pending damage first.
    func bufferPixel(_ x: Int, _ y: Int) -> [UInt8] {
        let bytes = compositor.screen.bytes.assumingMemoryBound(to: UInt8.self) + (y * compositor.pixelWidth + x) * 4
        return [bytes[0], bytes[1], bytes[2], bytes[3]]
    }

    /// Overwrites every screen pixel with `rgba`, behind the compositor's back, to see which pixels a render rewrites.
    func paintScreen(_ rgba: [UInt8]) {
        let bytes = compositor.screen.bytes.assumingMemoryBound(to: UInt8.self)
        for i in 0..<(compositor.pixelWidth * compositor.pixelHeight) {
            for c in 0..<4 { bytes[i * 4 + c] = rgba[c] }
        }
    }
}

/// The premultiplied RGBA bytes of pixel (`x`, `y`) of `image`, row 0 at the top.
func compositorPixel(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
    let bytes = image.premultipliedRGBA
    let i = (y * image.width + x) * 4
    return [bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]
}

/// An image from rows of straight RGBA pixels given as `0xRRGGBBAA`, row 0 at the top, premultiplied here.
func compositorImage(_ rows: [[UInt32]]) -> CGImage {
    var bytes = Data()
    for row in rows {
        for value in row {
            let a = UInt32(value & 0xFF)
            for shift in [24, 16, 8] as [UInt32] {
                bytes.append(UInt8((((value >> shift) & 0xFF) * a + 127) / 255))
            }
            bytes.append(UInt8(a))
        }
    }
    return CGImage(width: rows[0].count, height: rows.count, premultipliedRGBA: bytes)
}

/// The directory of golden images, beside this file.
private let compositorGoldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

/// Compares `image` with `Golden/<name>.png` exactly, or records it when `OPENUIKIT_RECORD_GOLDENS=1`.
///
/// On a mismatch, CoreGraphics' golden check writes `<name>.actual.png` and `<name>.diff.png` beside
/// the golden, and the recorded issue names both files.
func expectCompositorGolden(_ image: CGImage, named name: String,
                            sourceLocation: SourceLocation = #_sourceLocation) throws {
    do {
        try CGImageGolden.verify(image, named: name, in: compositorGoldenDirectory)
    } catch let error as CGImageGoldenError {
        Issue.record("\(error)", sourceLocation: sourceLocation)
    }
}
