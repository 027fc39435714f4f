import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) @testable import CoreGraphics

/// Premultiplied colours that cover the corners of the cube, greys, translucent and clear pixels.
let stagePixels: [UInt32] = [
    premultipliedPixel(255, 0, 0, 255), premultipliedPixel(0, 255, 0, 255), premultipliedPixel(0, 0, 255, 255),
    premultipliedPixel(255, 255, 255, 255), premultipliedPixel(0, 0, 0, 255), premultipliedPixel(100, 150, 200, 255),
    premultipliedPixel(200, 40, 90, 255), premultipliedPixel(77, 77, 77, 255), premultipliedPixel(50, 20, 10, 128),
    premultipliedPixel(0, 60, 3, 64), premultipliedPixel(128, 128, 128, 128), premultipliedPixel(0, 0, 0, 0),
    premultipliedPixel(1, 2, 3, 3), premultipliedPixel(10, 200, 30, 201), premultipliedPixel(240, 10, 250, 250),
]

/// A bitmap of `stagePixels` in rows of 4 with 3 pixels of padding, so both the four-pixel and the single-pixel paths run.
func stageBitmap() -> TestBitmap {
    TestBitmap(width: 4, height: (stagePixels.count + 3) / 4, padding: 3) { x, y in
        let i = y * 4 + x
        return i < stagePixels.count ? stagePixels[i] : premultipliedPixel(9, 8, 7, 10)
    }
}

/// ImageEffects' saturation of one premultiplied pixel, from the formula: coefficients rounded to 1/256, sums rounded, clamped to alpha.
func expectedSaturation(_ pixel: UInt32, factor s: Double) -> UInt32 {
    let luma = [0.2126, 0.7152, 0.0722]
    let v = (0..<4).map { Int(pixel >> (8 * UInt32($0)) & 0xFF) }
    var out = [0, 0, 0, v[3]]
    for o in 0..<3 {
        var sum = 0
        for i in 0..<3 {
            let c = o == i ? luma[i] + (1 - luma[i]) * s : luma[i] - luma[i] * s
            sum += Int((c * 256).rounded()) * v[i]
        }
        out[o] = min(max((sum + 128) >> 8, 0), v[3])
    }
    return premultipliedPixel(out[0], out[1], out[2], out[3])
}

/// A source-over of one colour on a premultiplied pixel, from the formula: straight bytes premultiplied, then colour + pixel × (255 − alpha)/255, rounded.
func expectedTint(_ pixel: UInt32, red: Double, green: Double, blue: Double, alpha: Double) -> UInt32 {
    let a = Int((alpha * 255).rounded())
    let source = [red, green, blue].map { Int((Double(Int(($0 * 255).rounded()) * a) / 255).rounded()) } + [a]
    let levels = (0..<4).map { c in
        source[c] + Int((Double(Int(pixel >> (8 * UInt32(c)) & 0xFF) * (255 - a)) / 255).rounded())
    }
    return premultipliedPixel(levels[0], levels[1], levels[2], levels[3])
}

struct CGPixelStagesTests {
    @Test(arguments: [1.8, 0, 1, 0.5, -1])
    func saturationFollowsImageEffectsMatrix(factor: Double) {
        let image = stageBitmap()
        CGPixelStages.saturate(image.bitmap, by: factor)
        for (i, pixel) in stagePixels.enumerated() {
            #expect(image[i % 4, i / 4] == expectedSaturation(pixel, factor: factor),
                    "pixel \(String(pixel, radix: 16)) became \(String(image[i % 4, i / 4], radix: 16))")
        }
        #expect(image.paddingIsUntouched)
    }

    /// Random premultiplied pixels of every alpha, so each channel's clamp to 0...alpha is met from both sides.
    @Test(arguments: [1.8, 0, -1, 3.5])
    func saturationOfRandomPixelsFollowsTheFormula(factor: Double) {
        var random = SeededGenerator(state: 0x5A7)
        let pixels: [UInt32] = (0..<4099).map { _ in
            let a = Int.random(in: 0...255, using: &random)
            return premultipliedPixel(Int.random(in: 0...a, using: &random), Int.random(in: 0...a, using: &random),
                                      Int.random(in: 0...a, using: &random), a)
        }
        let image = TestBitmap(width: 4099, height: 1) { x, _ in pixels[x] }
        CGPixelStages.saturate(image.bitmap, by: factor)
        let wrong = pixels.indices.filter { image[$0, 0] != expectedSaturation(pixels[$0], factor: factor) }
        #expect(wrong.isEmpty, "\(wrong.count) pixels differ, first \(wrong.first.map { String(pixels[$0], radix: 16) } ?? "")")
    }

    @Test func saturationOneLeavesPixelsUnchanged() {
        let image = stageBitmap()
        CGPixelStages.saturate(image.bitmap, by: 1)
        #expect(stagePixels.indices.allSatisfy { image[$0 % 4, $0 / 4] == stagePixels[$0] })
    }

    @Test func saturationsWorkedByHand() {
        // Factor 0: the weights 54/256, 183/256, 18/256 (0.2126, 0.7152, 0.0722 rounded) make every channel the luma.
        // Factor 1.8: red's row weighs red 417/256, green −146/256 and blue −15/256; green's and blue's rows weigh red −44/256.
        let image = TestBitmap(width: 3, height: 1) { x, _ in
            [premultipliedPixel(255, 0, 0, 255), premultipliedPixel(255, 255, 255, 255), premultipliedPixel(100, 150, 200, 255)][x]
        }
        CGPixelStages.saturate(image.bitmap, by: 0)
        #expect(image[0, 0] == premultipliedPixel(54, 54, 54, 255))        // 255 × 54 / 256 = 53.8
        #expect(image[1, 0] == premultipliedPixel(254, 254, 254, 255))     // 255 × 255 / 256 = 254.0
        #expect(image[2, 0] == premultipliedPixel(142, 142, 142, 255))     // (5400 + 27450 + 3600) / 256 = 142.4
        let vivid = TestBitmap(width: 1, height: 1) { _, _ in premultipliedPixel(100, 150, 200, 128) }
        CGPixelStages.saturate(vivid.bitmap, by: 1.8)
        // red: (417·100 − 146·150 − 15·200) / 256 = 65.6; green (155.1) and blue (245.7) clamp to alpha 128.
        #expect(vivid[0, 0] == premultipliedPixel(66, 128, 128, 128))
    }

    @Test(arguments: [
        (1.0, 1.0, 1.0, 0.3), (0.97, 0.97, 0.97, 0.82), (0.11, 0.11, 0.11, 0.73), (0.2, 0.5, 0.9, 0.6), (1.0, 0.3, 0.0, 1.0), (0.4, 0.4, 0.4, 0.0),
    ])
    func tintIsSourceOverOfTheColour(red: Double, green: Double, blue: Double, alpha: Double) {
        let image = stageBitmap()
        CGPixelStages.tint(image.bitmap, with: CGColor(red: red, green: green, blue: blue, alpha: alpha))
        for (i, pixel) in stagePixels.enumerated() {
            #expect(image[i % 4, i / 4] == expectedTint(pixel, red: red, green: green, blue: blue, alpha: alpha),
                    "pixel \(String(pixel, radix: 16)) became \(String(image[i % 4, i / 4], radix: 16))")
        }
        #expect(image.paddingIsUntouched)
    }

    @Test func aGreyTintIsItsWhiteInEveryChannel() {
        let image = stageBitmap(), same = stageBitmap()
        CGPixelStages.tint(image.bitmap, with: CGColor(gray: 0.11, alpha: 0.73))
        CGPixelStages.tint(same.bitmap, with: CGColor(red: 0.11, green: 0.11, blue: 0.11, alpha: 0.73))
        #expect(stagePixels.indices.allSatisfy { image[$0 % 4, $0 / 4] == same[$0 % 4, $0 / 4] })
        // 0.11 is level 28, alpha 0.73 is 186, so the colour is 20 premultiplied; red becomes 20 + 255 × 69/255.
        #expect(image[0, 0] == premultipliedPixel(89, 20, 20, 255))
    }

    @Test func tintIsWhatFillingTheBitmapWithTheColourGives() {
        let colour = CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.6)
        let image = stageBitmap()
        let context = makeClearContext(width: 4, height: image.height)
        let data = context.data!.assumingMemoryBound(to: UInt32.self)
        for y in 0..<image.height { for x in 0..<4 { data[y * context.bytesPerRow / 4 + x] = image[x, y] } }
        context.setFillColor(colour)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: image.height))
        CGPixelStages.tint(image.bitmap, with: colour)
        #expect((0..<image.height).allSatisfy { y in (0..<4).allSatisfy { image[$0, y] == data[y * context.bytesPerRow / 4 + $0] } })
    }
}
