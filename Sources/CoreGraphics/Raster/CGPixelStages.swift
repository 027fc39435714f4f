import Foundation

/// The colour stages of a backdrop, applied in place to premultiplied pixels after its blur: saturation, then a tint.
///
/// Apple's `UIImage+ImageEffects` (uikit-behaviour.md §8.2) blurs, then multiplies by a saturation
/// matrix, then draws a tint colour over the result with source-over; `CABackdropLayer`'s
/// colour-matrix filter and tint layer do the same.
@_spi(QuartzCore) public enum CGPixelStages {
    /// Multiplies every pixel's premultiplied red, green and blue by Apple's saturation matrix for `factor`, leaving alpha unchanged.
    ///
    /// With luma weights 0.2126, 0.7152, 0.0722 and s = `factor`, each output channel is its own
    /// weight plus (1 − weight)·s times the channel, plus the other channels' weights times (1 − s):
    /// s = 1 leaves pixels unchanged, 0 makes them grey, 1.8 is the light and dark effects'
    /// `saturationDeltaFactor`. As in ImageEffects, each coefficient is rounded to a multiple of 1/256
    /// (`roundf(c × 256)`, the matrix's divisor) before use; each sum is rounded to the nearest level
    /// (halves up) and clamped to 0...alpha, so the pixels stay premultiplied. Weights (1 − s)
    /// below 0 for s > 1 push colours apart; that is the point.
    @_spi(QuartzCore) public static func saturate(_ bitmap: CGPixelBitmap, by factor: CGFloat) {
        precondition(factor.isFinite, "CGPixelStages.saturate: the factor \(factor) is not finite")
        let matrix = SaturationMatrix(factor: Double(factor))
        guard !matrix.isIdentity else { return }
        matrix.apply(to: bitmap)
    }

    /// The mean luma of the bitmap's pixels, 0...1: Rec. 709's weights (0.2126, 0.7152, 0.0722) on
    /// their premultiplied red, green and blue, as they show over black. 0 for an empty bitmap.
    @_spi(QuartzCore) public static func meanLuma(of bitmap: CGPixelBitmap) -> CGFloat {
        guard bitmap.width > 0, bitmap.height > 0 else { return 0 }
        var red = 0, green = 0, blue = 0
        for y in 0..<bitmap.height {
            let row = bitmap.row(y)
            for x in 0..<bitmap.width {
                let pixel = row[x]
                red &+= Int(pixel & 0xFF)
                green &+= Int(pixel >> 8 & 0xFF)
                blue &+= Int(pixel >> 16 & 0xFF)
            }
        }
        let sum = 0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)
        return CGFloat(sum / (255 * Double(bitmap.width * bitmap.height)))
    }

    /// Draws `color` (any colour space, its alpha included) over every pixel with source-over.
    ///
    /// The colour is premultiplied and rounded to bytes as a fill of it would be, then each pixel
    /// becomes colour + pixel × (1 − colour alpha), each product rounded to nearest: exactly what
    /// filling the bitmap with the colour in a `CGContext` gives. A clear colour leaves the pixels
    /// unchanged; an opaque one replaces them.
    @_spi(QuartzCore) public static func tint(_ bitmap: CGPixelBitmap, with color: CGColor) {
        let c = color.rgba
        let source = PixelOps.pack(r: c.r, g: c.g, b: c.b, a: c.a)
        let sourceAlpha = PixelOps.alpha(source)
        guard sourceAlpha > 0 else { return }
        if sourceAlpha == 255 {
            for y in 0..<bitmap.height { PixelMemory.fill(bitmap.row(y), with: source, count: bitmap.width) }
            return
        }
        let keep = SIMD8<UInt16>(repeating: UInt16(255 - sourceAlpha))
        let add = SIMD16<UInt8>(truncatingIfNeeded: SIMD16<UInt32>(repeating: source) &>> SIMD16<UInt32>(0, 8, 16, 24, 0, 8, 16, 24, 0, 8, 16, 24, 0, 8, 16, 24))
        for y in 0..<bitmap.height {
            let row = bitmap.row(y)
            var x = 0
            while x &+ 4 <= bitmap.width {
                let raw = UnsafeMutableRawPointer(row + x)
                // The even and odd channels in 16-bit lanes by a mask and a shift, and back by a shift
                // and an or: no byte shuffles, which SSE2 lacks and LLVM spelled out byte by byte.
                let v = raw.loadUnaligned(as: SIMD8<UInt16>.self)
                let even = (v & 0xFF) &* keep &+ 128, odd = (v &>> 8) &* keep &+ 128
                let scaled = ((even &+ (even &>> 8)) &>> 8) | (((odd &+ (odd &>> 8)) &>> 8) &<< 8)
                raw.storeBytes(of: unsafeBitCast(scaled, to: SIMD16<UInt8>.self) &+ add, as: SIMD16<UInt8>.self)
                x &+= 4
            }
            while x < bitmap.width {
                row[x] = PixelOps.sourceOver(source, row[x], 255)
                x &+= 1
            }
        }
    }
}

/// Apple's saturation matrix for one factor, in multiples of 1/256, applied to four pixels at a time.
///
/// The arithmetic runs in `Float`, where every product of a coefficient (at most a few hundred)
/// and a level, and every sum of three, is an integer below 2²⁴ and so exact: the result equals the
/// integer formula.
private struct SaturationMatrix {
    /// `weights[3 × c + i]`: the weight of input channel i (red, green, blue) in output channel c, in every lane.
    let weights: [SIMD4<Float>]
    let isIdentity: Bool

    init(factor s: Double) {
        let luma = [0.2126, 0.7152, 0.0722]
        weights = (0..<9).map { index in
            let (output, input) = index.quotientAndRemainder(dividingBy: 3)
            let c = output == input ? luma[input] + (1 - luma[input]) * s : luma[input] * (1 - s)
            return SIMD4(repeating: Float((c * 256).rounded()))
        }
        isIdentity = weights.map { $0[0] } == [256, 0, 0, 0, 256, 0, 0, 0, 256]
    }

    /// Multiplies the rows of a bitmap by the matrix, four pixels at a time, then one by one.
    func apply(to bitmap: CGPixelBitmap) {
        let w = weights
        let rr = w[0], rg = w[1], rb = w[2], gr = w[3], gg = w[4], gb = w[5], br = w[6], bg = w[7], bb = w[8]
        for y in 0..<bitmap.height {
            let row = bitmap.row(y)
            var x = 0
            while x &+ 4 <= bitmap.width {
                let raw = UnsafeMutableRawPointer(row + x)
                raw.storeBytes(of: Self.apply(raw.loadUnaligned(as: SIMD4<UInt32>.self), rr, rg, rb, gr, gg, gb, br, bg, bb),
                               as: SIMD4<UInt32>.self)
                x &+= 4
            }
            while x < bitmap.width {
                row[x] = Self.apply(SIMD4(repeating: row[x]), rr, rg, rb, gr, gg, gb, br, bg, bb)[0]
                x &+= 1
            }
        }
    }

    /// The four pixels multiplied by the matrix, each channel rounded (halves up) and clamped to 0...alpha.
    @inline(__always)
    private static func apply(_ pixels: SIMD4<UInt32>, _ rr: SIMD4<Float>, _ rg: SIMD4<Float>, _ rb: SIMD4<Float>,
                              _ gr: SIMD4<Float>, _ gg: SIMD4<Float>, _ gb: SIMD4<Float>,
                              _ br: SIMD4<Float>, _ bg: SIMD4<Float>, _ bb: SIMD4<Float>) -> SIMD4<UInt32> {
        let mask = SIMD4<UInt32>(repeating: 0xFF)
        let r = SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: pixels & mask))
        let g = SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: (pixels &>> 8) & mask))
        let b = SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: (pixels &>> 16) & mask))
        let top = SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: pixels &>> 24)) * 256
        let red = level(r * rr + g * rg + b * rb, top: top)
        let green = level(r * gr + g * gg + b * gb, top: top)
        let blue = level(r * br + g * bg + b * bb, top: top)
        return red | green &<< 8 | blue &<< 16 | pixels & SIMD4(repeating: 0xFF00_0000)
    }

    /// The level nearest to `sum`/256, halves up, clamped to 0...alpha, where `top` is alpha × 256.
    ///
    /// The sum is clamped to 0...top before it is rounded, which gives the same level since both
    /// bounds are multiples of 256. The clamp is written as selects, which LLVM lowers to `maxps` and
    /// `minps`; `pointwiseMin` on floats is a generic call, and on `Int32` lanes SSE2 has no min.
    @inline(__always)
    private static func level(_ sum: SIMD4<Float>, top: SIMD4<Float>) -> SIMD4<UInt32> {
        let positive = sum.replacing(with: 0, where: sum .< 0)
        let clamped = positive.replacing(with: top, where: positive .> top)
        // clamped + 128 is an integer in 0..<2²²; adding 1.5 × 2²³ puts it in the low mantissa bits exactly.
        return (unsafeBitCast(clamped + (128 + 12_582_912), to: SIMD4<UInt32>.self) &- 0x4B40_0000) &>> 8
    }
}
