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
        let keep = SIMD16<UInt16>(repeating: UInt16(255 - sourceAlpha))
        let add = SIMD16<UInt8>(truncatingIfNeeded: SIMD16<UInt32>(repeating: source) &>> SIMD16<UInt32>(0, 8, 16, 24, 0, 8, 16, 24, 0, 8, 16, 24, 0, 8, 16, 24))
        for y in 0..<bitmap.height {
            let row = bitmap.row(y)
            var x = 0
            while x &+ 4 <= bitmap.width {
                let raw = UnsafeMutableRawPointer(row + x)
                let t = widened(raw.loadUnaligned(as: SIMD16<UInt8>.self)) &* keep &+ 128
                let scaled = lowBytes((t &+ (t &>> 8)) &>> 8)
                raw.storeBytes(of: scaled &+ add, as: SIMD16<UInt8>.self)
                x &+= 4
            }
            while x < bitmap.width {
                row[x] = PixelOps.sourceOver(source, row[x], 255)
                x &+= 1
            }
        }
    }
}

/// Each byte as a 16-bit lane: the bytes interleaved with zeros, which LLVM lowers to `punpcklbw`
/// and `punpckhbw`; the standard library's generic `SIMD16<UInt16>(truncatingIfNeeded:)` stayed
/// an out-of-line call here that goes lane by lane.
@inline(__always)
private func widened(_ v: SIMD16<UInt8>) -> SIMD16<UInt16> {
    let zero = SIMD16<UInt8>(repeating: 0)
    let lanes = SIMD32<UInt8>(lowHalf: v, highHalf: zero)
    return unsafeBitCast(SIMD32<UInt8>(lanes[0], 0, lanes[1], 0, lanes[2], 0, lanes[3], 0, lanes[4], 0, lanes[5], 0,
                                       lanes[6], 0, lanes[7], 0, lanes[8], 0, lanes[9], 0, lanes[10], 0, lanes[11], 0,
                                       lanes[12], 0, lanes[13], 0, lanes[14], 0, lanes[15], 0), to: SIMD16<UInt16>.self)
}

/// The low byte of each 16-bit lane.
///
/// A shuffle of the lanes' bytes, which LLVM lowers to a mask and `packuswb`; the standard
/// library's generic `SIMD16<UInt8>(truncatingIfNeeded:)` is an out-of-line call that goes lane by lane.
@inline(__always)
private func lowBytes(_ v: SIMD16<UInt16>) -> SIMD16<UInt8> {
    let b = unsafeBitCast(v, to: SIMD32<UInt8>.self)
    return SIMD16<UInt8>(b[0], b[2], b[4], b[6], b[8], b[10], b[12], b[14],
                         b[16], b[18], b[20], b[22], b[24], b[26], b[28], b[30])
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
