import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) @testable import CoreGraphics

/// The vibrancy recolour stage: every pixel takes one colour at its own coverage.
struct PixelRecolorTests {
    /// Packs premultiplied bytes as the rasterizer stores them.
    private func pixel(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) -> UInt32 { r | g << 8 | b << 16 | a << 24 }

    @Test func theFormulaIsTheColourScaledByThePixelsAlphaRoundedToNearest() {
        let blue = pixel(0, 0, 255, 255)
        #expect(PixelOps.recolor(pixel(200, 10, 30, 255), with: blue) == blue)
        #expect(PixelOps.recolor(pixel(0, 0, 0, 0), with: blue) == 0)
        #expect(PixelOps.recolor(pixel(0, 128, 0, 128), with: blue) == pixel(0, 0, 128, 128))
        // A translucent colour: 153 (white at 0.6) at alpha 128 is 153·128/255 = 76.8 → 77.
        #expect(PixelOps.recolor(pixel(9, 9, 9, 128), with: pixel(153, 153, 153, 153)) == pixel(77, 77, 77, 77))
        // Every alpha against a float reference.
        let grey = pixel(60, 60, 67, 153)
        for a in UInt32(0)...255 {
            let out = PixelOps.recolor(pixel(0, 0, 0, a), with: grey)
            for (shift, channel) in [(0, 60.0), (8, 60.0), (16, 67.0), (24, 153.0)] {
                let expected = UInt32((channel * Double(a) / 255).rounded())
                #expect((out >> UInt32(shift)) & 255 == expected, "alpha \(a), byte \(shift / 8)")
            }
        }
    }

    @Test func theStageRecoloursARegionOfABitmapInPlaceAndLeavesTheRestOfTheRow() {
        var pixels: [UInt32] = [pixel(255, 0, 0, 255), pixel(0, 64, 0, 64), pixel(1, 2, 3, 255),
                                pixel(0, 0, 0, 0), pixel(10, 10, 10, 10), pixel(1, 2, 3, 255)]
        pixels.withUnsafeMutableBufferPointer { buffer in
            CGPixelRecolor.fill(buffer.baseAddress!, width: 2, height: 2, rowPixels: 3,
                                keepingCoverageWith: CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        }
        #expect(pixels == [pixel(255, 255, 255, 255), pixel(64, 64, 64, 64), pixel(1, 2, 3, 255),
                           0, pixel(10, 10, 10, 10), pixel(1, 2, 3, 255)])
    }
}
