/// Which implementation of the pixel kernels a context composites with.
///
/// Both give the same pixels, bit for bit: the vector kernels compute `PixelOps`' equations four
/// pixels at a time in `SIMD8<UInt16>` lanes (two channels of a pixel per pair of lanes, as SSE2's
/// 16-bit multiplies want them). In a debug build the standard library's SIMD masks and shifts are
/// generic calls per lane, which makes the vector kernels about a hundred times slower than the
/// scalar loops, so debug builds draw with the scalar ones unless a context asks otherwise (the
/// kernel tests and CoreGraphics' golden tests do); optimized builds draw with the vector ones.
enum PixelKernels {
    case scalar
    case vector

    /// The kernels a new context draws with: `.vector` in optimized builds, `.scalar` in debug builds.
    static var standard: PixelKernels {
        #if DEBUG
        return .scalar
        #else
        return .vector
        #endif
    }
}

/// `PixelOps`' equations on four packed premultiplied pixels at a time.
///
/// A `SIMD8<UInt16>` holds four pixels as they lie in memory: lane `2i` is red plus green·256 of
/// pixel `i`, lane `2i + 1` blue plus alpha·256. Every product of a channel and a weight fits in a
/// lane, so each function is exactly its scalar counterpart applied to each pixel.
enum PixelVectorOps {
    typealias Lanes = SIMD8<UInt16>

    /// `PixelOps.scale` of each pixel of `p` by the weight in its two lanes of `k` (0...255).
    @inline(__always)
    static func scale(_ p: Lanes, _ k: Lanes) -> Lanes {
        let lo = (p & 0x00FF) &* k &+ 0x0080
        let hi = (p &>> 8) &* k &+ 0x0080
        return ((lo &+ (lo &>> 8)) &>> 8) | ((hi &+ (hi &>> 8)) & 0xFF00)
    }

    /// `ImageShader.lerp` of each pair of pixels: `p·(256 − w) + q·w`, divided by 256 and rounded; `w` in 0...256.
    @inline(__always)
    static func lerp(_ p: Lanes, _ q: Lanes, _ w: Lanes, _ iw: Lanes) -> Lanes {
        let lo = (p & 0x00FF) &* iw &+ (q & 0x00FF) &* w &+ 0x0080
        let hi = (p &>> 8) &* iw &+ (q &>> 8) &* w &+ 0x0080
        return (lo &>> 8) | (hi & 0xFF00)
    }

    /// Each pixel's alpha in both of its lanes.
    @inline(__always)
    static func alphas(_ p: Lanes) -> Lanes {
        let a = unsafeBitCast(p, to: SIMD4<UInt32>.self) &>> 24
        return unsafeBitCast(a | (a &<< 16), to: Lanes.self)
    }

    /// Four coverage bytes, each in both lanes of its pixel.
    @inline(__always)
    static func weights(_ coverage: UnsafeRawPointer, _ offset: Int) -> Lanes {
        let k = SIMD4<UInt32>(truncatingIfNeeded: coverage.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt8>.self))
        return unsafeBitCast(k | (k &<< 16), to: Lanes.self)
    }

    /// Packed addition per pixel, carries and all, as `PixelOps` adds a scaled destination to a source.
    @inline(__always)
    static func add(_ a: Lanes, _ b: Lanes) -> Lanes {
        unsafeBitCast(unsafeBitCast(a, to: SIMD4<UInt32>.self) &+ unsafeBitCast(b, to: SIMD4<UInt32>.self), to: Lanes.self)
    }

    /// `PixelOps.sourceOver(s, d, 255)` for each pixel: `s + d·(1 − alpha(s))`.
    @inline(__always)
    static func sourceOver(_ s: Lanes, _ d: Lanes) -> Lanes {
        add(s, scale(d, 255 &- alphas(s)))
    }

    /// Source-over of `color` on every pixel of `row`: `PixelOps.sourceOver(color, d, 255)` for each.
    static func sourceOver(color: UInt32, row: UnsafeMutablePointer<UInt32>, count: Int) {
        let s = unsafeBitCast(SIMD4<UInt32>(repeating: color), to: Lanes.self)
        let inverse = Lanes(repeating: UInt16(255 - color >> 24))
        let raw = UnsafeMutableRawPointer(row)
        var i = 0
        while i &+ 4 <= count {
            let d = raw.loadUnaligned(fromByteOffset: i &* 4, as: Lanes.self)
            raw.storeBytes(of: add(s, scale(d, inverse)), toByteOffset: i &* 4, as: Lanes.self)
            i &+= 4
        }
        while i < count {
            row[i] = PixelOps.sourceOver(color, row[i], 255)
            i &+= 1
        }
    }

    /// Source-over of `color` weighted by `coverage`: `PixelOps.sourceOver(color, d, k)` where `k` is not 0, the pixel as it was where it is.
    static func sourceOver(color: UInt32, row: UnsafeMutablePointer<UInt32>, coverage: UnsafePointer<UInt8>, count: Int) {
        let s = unsafeBitCast(SIMD4<UInt32>(repeating: color), to: Lanes.self)
        let inverse = Lanes(repeating: UInt16(255 - color >> 24))
        let raw = UnsafeMutableRawPointer(row), weights = UnsafeRawPointer(coverage)
        var i = 0
        while i &+ 4 <= count {
            let four = weights.loadUnaligned(fromByteOffset: i, as: UInt32.self)
            if four != 0 {
                let d = raw.loadUnaligned(fromByteOffset: i &* 4, as: Lanes.self)
                // A zero weight scales the source to 0 and the destination by 255: the pixel as it was.
                let result = four == UInt32.max ? add(s, scale(d, inverse)) : sourceOver(scale(s, Self.weights(weights, i)), d)
                raw.storeBytes(of: result, toByteOffset: i &* 4, as: Lanes.self)
            }
            i &+= 4
        }
        while i < count {
            let k = UInt32(coverage[i])
            if k != 0 { row[i] = PixelOps.sourceOver(color, row[i], k) }
            i &+= 1
        }
    }

    /// Source-over of `source[i]` weighted by `coverage[i]` for each pixel: `PixelOps.sourceOver(source[i], d, k)` where `k` is not 0.
    ///
    /// Where the weight is 0 the pixel stays as it was, whatever `source` holds there (the shaders
    /// leave such pixels unwritten).
    static func sourceOver(source: UnsafePointer<UInt32>, row: UnsafeMutablePointer<UInt32>, coverage: UnsafePointer<UInt8>, count: Int) {
        let raw = UnsafeMutableRawPointer(row), weights = UnsafeRawPointer(coverage), src = UnsafeRawPointer(source)
        var i = 0
        while i &+ 4 <= count {
            let four = weights.loadUnaligned(fromByteOffset: i, as: UInt32.self)
            if four != 0 {
                var s = src.loadUnaligned(fromByteOffset: i &* 4, as: Lanes.self)
                if four != UInt32.max { s = scale(s, Self.weights(weights, i)) }
                let d = raw.loadUnaligned(fromByteOffset: i &* 4, as: Lanes.self)
                raw.storeBytes(of: sourceOver(s, d), toByteOffset: i &* 4, as: Lanes.self)
            }
            i &+= 4
        }
        while i < count {
            let k = UInt32(coverage[i])
            if k != 0, source[i] != 0 { row[i] = PixelOps.sourceOver(source[i], row[i], k) }
            i &+= 1
        }
    }

    /// Scales each pixel of `pixels` whose coverage is not 0 by `alpha` (0...255), in place: `PixelOps.scale`.
    static func scale(_ pixels: UnsafeMutablePointer<UInt32>, by alpha: UInt32, coverage: UnsafePointer<UInt8>, count: Int) {
        let k = Lanes(repeating: UInt16(alpha))
        let raw = UnsafeMutableRawPointer(pixels)
        var i = 0
        // Pixels of zero coverage are scaled too: their values are never read.
        while i &+ 4 <= count {
            raw.storeBytes(of: scale(raw.loadUnaligned(fromByteOffset: i &* 4, as: Lanes.self), k), toByteOffset: i &* 4, as: Lanes.self)
            i &+= 4
        }
        while i < count {
            if coverage[i] != 0 { pixels[i] = PixelOps.scale(pixels[i], alpha) }
            i &+= 1
        }
    }

    /// `row[i] = ImageShader.lerp(base[i], base[i + 1], weight)` for `i` from `start`, four at a
    /// time while `i + 4 <= end`; returns where it stopped. Widens `spanStart..<spanEnd` to every
    /// index it wrote a non-zero pixel at.
    static func lerpRow(_ base: UnsafeRawPointer, weight: UInt32, into row: UnsafeMutablePointer<UInt32>, from start: Int, to end: Int,
                        spanStart: inout Int, spanEnd: inout Int) -> Int {
        let w = Lanes(repeating: UInt16(weight)), iw = Lanes(repeating: UInt16(256 - weight))
        let out = UnsafeMutableRawPointer(row)
        var i = start
        while i &+ 4 <= end {
            let p = base.loadUnaligned(fromByteOffset: i &* 4, as: Lanes.self)
            let q = base.loadUnaligned(fromByteOffset: (i &+ 1) &* 4, as: Lanes.self)
            let r = lerp(p, q, w, iw)
            out.storeBytes(of: r, toByteOffset: i &* 4, as: Lanes.self)
            let four = unsafeBitCast(r, to: SIMD4<UInt32>.self)
            if four[0] != 0, four[3] != 0 {
                spanStart = min(spanStart, i)
                spanEnd = max(spanEnd, i &+ 4)
            } else {
                for lane in 0..<4 where four[lane] != 0 {
                    spanStart = min(spanStart, i &+ lane)
                    spanEnd = max(spanEnd, i &+ lane &+ 1)
                }
            }
            i &+= 4
        }
        return i
    }

    /// Source-over of `ImageShader.lerp(upper[i], lower[i], weight)`, scaled by `alpha`, under `coverage[i]`, into `out[i]`
    /// for `i` from `start`, four at a time while `i + 4 <= end`; returns where it stopped.
    ///
    /// Each pixel is `PixelOps.sourceOver(PixelOps.scale(lerp, alpha), out[i], coverage[i])`, and
    /// stays as it was where the coverage or the lerp is 0.
    static func sourceOverLerped(upper: UnsafePointer<UInt32>, lower: UnsafePointer<UInt32>, weight: UInt32, alpha: UInt32,
                                 coverage: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt32>, from start: Int, to end: Int) -> Int {
        let w = Lanes(repeating: UInt16(weight)), iw = Lanes(repeating: UInt16(256 - weight))
        let globalAlpha = Lanes(repeating: UInt16(alpha))
        let a = UnsafeRawPointer(upper), b = UnsafeRawPointer(lower), d = UnsafeMutableRawPointer(out), k = UnsafeRawPointer(coverage)
        let opaque = SIMD4<UInt32>(repeating: 0xFF00_0000)
        var i = start
        while i &+ 4 <= end {
            let four = k.loadUnaligned(fromByteOffset: i, as: UInt32.self)
            if four == UInt32.max, alpha == 255 {
                // Opaque samples at full weight replace what lies beneath: source-over of an opaque
                // pixel is the pixel, and the lerp of two opaque pixels is opaque (of two equal ones,
                // that pixel), so neither the destination nor, for equal rows, the lerp is needed.
                let p = a.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt32>.self)
                let q = b.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt32>.self)
                if all((p & q & opaque) .== opaque) {
                    if all(p .== q) {
                        // Where the screen already shows these pixels (a slide's plain backgrounds, frame
                        // after frame) they are not stored again: the line stays clean, with nothing to write back.
                        if any(d.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt32>.self) .!= p) {
                            d.storeBytes(of: p, toByteOffset: i &* 4, as: SIMD4<UInt32>.self)
                        }
                    } else {
                        d.storeBytes(of: lerp(unsafeBitCast(p, to: Lanes.self), unsafeBitCast(q, to: Lanes.self), w, iw),
                                     toByteOffset: i &* 4, as: Lanes.self)
                    }
                    i &+= 4
                    continue
                }
            }
            if four != 0 {
                var s = lerp(a.loadUnaligned(fromByteOffset: i &* 4, as: Lanes.self), b.loadUnaligned(fromByteOffset: i &* 4, as: Lanes.self), w, iw)
                if alpha != 255 { s = scale(s, globalAlpha) }
                if four != UInt32.max { s = scale(s, weights(k, i)) }
                let under = d.loadUnaligned(fromByteOffset: i &* 4, as: Lanes.self)
                d.storeBytes(of: sourceOver(s, under), toByteOffset: i &* 4, as: Lanes.self)
            }
            i &+= 4
        }
        return i
    }

    /// Source-over of an opaque `color` weighted by `coverage`, as `RenderTarget` fills runs: full
    /// coverage stores the colour (runs of 32 pixels or more through `PixelMemory.fill`), partial
    /// coverage is `PixelOps.sourceOver(color, d, k)`, and no coverage leaves the pixel as it was.
    ///
    /// Text's rows are mostly empty or partly covered, with short full runs inside the strokes.
    static func sourceOverOpaque(color: UInt32, row: UnsafeMutablePointer<UInt32>, coverage: UnsafePointer<UInt8>, count: Int) {
        let s = unsafeBitCast(SIMD4<UInt32>(repeating: color), to: Lanes.self)
        let raw = UnsafeMutableRawPointer(row), weights = UnsafeRawPointer(coverage)
        var i = 0
        while i &+ 4 <= count {
            let four = weights.loadUnaligned(fromByteOffset: i, as: UInt32.self)
            if four == 0 {
                i &+= 4
                continue
            }
            if four == UInt32.max {
                var end = i &+ 4
                // Full coverage is the common case (a fill or image inside its clip): 32 weights a step.
                while end &+ 32 <= count,
                      weights.loadUnaligned(fromByteOffset: end, as: UInt64.self)
                        & weights.loadUnaligned(fromByteOffset: end &+ 8, as: UInt64.self)
                        & weights.loadUnaligned(fromByteOffset: end &+ 16, as: UInt64.self)
                        & weights.loadUnaligned(fromByteOffset: end &+ 24, as: UInt64.self) == UInt64.max { end &+= 32 }
                while end &+ 8 <= count, weights.loadUnaligned(fromByteOffset: end, as: UInt64.self) == UInt64.max { end &+= 8 }
                while end < count, coverage[end] == 255 { end &+= 1 }
                if end &- i >= 32 {
                    PixelMemory.fill(row + i, with: color, count: end &- i)
                } else {
                    var j = i
                    while j < end {
                        row[j] = color
                        j &+= 1
                    }
                }
                i = end
                continue
            }
            let d = raw.loadUnaligned(fromByteOffset: i &* 4, as: Lanes.self)
            raw.storeBytes(of: sourceOver(scale(s, Self.weights(weights, i)), d), toByteOffset: i &* 4, as: Lanes.self)
            i &+= 4
        }
        while i < count {
            let k = UInt32(coverage[i])
            if k == 255 {
                row[i] = color
            } else if k != 0 {
                row[i] = PixelOps.sourceOver(color, row[i], k)
            }
            i &+= 1
        }
    }
}
