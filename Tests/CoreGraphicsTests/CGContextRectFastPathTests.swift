import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) @testable import CoreGraphics

// `fill(_:)` of a rectangle whose edges fall between pixels computes its coverage rows from the two
// vertical edges instead of sweeping the rasterizer's cells; the pixels must be the rasterizer's.


/// The context's bytes.
private func bytes(_ context: CGContext) -> [UInt8] {
    Array(UnsafeBufferPointer(start: context.data!.assumingMemoryBound(to: UInt8.self), count: context.bytesPerRow * context.height))
}

struct CGContextRectFastPathTests {
    /// Fills `rect` in two patterned contexts set up by `setUp`: with `fill(_:)`, and through the rasterizer as a path.
    private func compare(_ rect: CGRect, width: Int = 48, height: Int = 40, _ setUp: (CGContext) -> Void) -> Int {
        let fast = patternedContext(width: width, height: height), swept = patternedContext(width: width, height: height)
        for context in [fast, swept] { setUp(context) }
        fast.fill(rect)
        let path = CGMutablePath()
        path.addRect(rect)
        swept.render(path.segments, transform: swept.userToDevice, rule: .winding, paint: swept.solidPaint(swept.state.fillColor))
        return zip(bytes(fast), bytes(swept)).filter { $0 != $1 }.count
    }

    @Test func rectanglesBetweenPixelsGetTheRasterizersPixels() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func unit() -> CGFloat {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return CGFloat(state >> 11) / CGFloat(1 << 53)
        }
        var checked = 0
        for trial in 0..<300 {
            let rect = CGRect(x: unit() * 60 - 10, y: unit() * 50 - 8, width: unit() * 50 - 3, height: unit() * 40 - 2)
            let scale = [1, 2, 3, 0.75][trial % 4]
            let alpha = [1, 0.5, 0.93][trial % 3]
            let clipped = trial % 5 == 0
            let differing = compare(rect) { context in
                context.scaleBy(x: scale, y: trial % 2 == 0 ? scale : -scale)
                if trial % 2 == 1 { context.translateBy(x: 0, y: -40 / scale) }
                context.setFillColor(CGColor(red: 0.9, green: 0.3, blue: 0.1, alpha: alpha))
                if clipped {
                    // A clip between pixels: a mask that the rows are multiplied by.
                    context.clip(to: CGRect(x: 3.3 / scale, y: 2.6 / scale, width: 30.1 / scale, height: 25.7 / scale))
                }
                if trial % 7 == 0 { context.setBlendMode(.copy) }
            }
            #expect(differing == 0, "rectangle \(rect) at scale \(scale), alpha \(alpha), clipped \(clipped)")
            checked += 1
        }
        #expect(checked == 300)
    }

    @Test func fullWidthRowsAtFractionalHeightsGetTheRasterizersPixels() {
        // The slide of a list: rows spanning the whole width, their tops and bottoms between pixels.
        for top in stride(from: -1.3, to: 20, by: 0.37) {
            let differing = compare(CGRect(x: 0, y: top, width: 48, height: 7.61)) { context in
                context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
            }
            #expect(differing == 0, "row at \(top)")
        }
    }

    @Test func clipsToRectanglesBetweenPixelsGetTheRasterizersMask() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func unit() -> CGFloat {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return CGFloat(state >> 11) / CGFloat(1 << 53)
        }
        for trial in 0..<200 {
            let rect = CGRect(x: unit() * 60 - 10, y: unit() * 50 - 8, width: unit() * 50 - 3, height: unit() * 40 - 2)
            let scale = [1, 2, 3, 0.75][trial % 4]
            let fast = patternedContext(width: 48, height: 40), swept = patternedContext(width: 48, height: 40)
            for context in [fast, swept] {
                context.scaleBy(x: scale, y: trial % 2 == 0 ? scale : -scale)
                if trial % 2 == 1 { context.translateBy(x: 0, y: -40 / scale) }
                // Every third clip lies inside an earlier one between pixels, whose mask it multiplies.
                if trial % 3 == 0 { context.clip(to: CGRect(x: 2.4 / scale, y: 3.7 / scale, width: 33.3 / scale, height: 29.1 / scale)) }
            }
            fast.clip(to: rect)
            let path = CGMutablePath()
            path.addRect(rect)
            swept.intersectClip(with: PathFlattener.flatten(path.segments, transform: swept.userToDevice,
                                                            tolerance: CoreGraphicsConstants.deviceFlatteningTolerance),
                                rule: .winding, sweeping: true)
            for context in [fast, swept] {
                context.setFillColor(CGColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.8))
                context.fill(CGRect(x: -100, y: -100, width: 400, height: 400))
            }
            let differing = zip(bytes(fast), bytes(swept)).filter { $0 != $1 }.count
            #expect(differing == 0, "clip \(rect) at scale \(scale)")
        }
    }
}
