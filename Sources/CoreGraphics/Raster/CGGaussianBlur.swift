import Foundation

/// Blurs pixels with three box passes, Apple's approximation of a Gaussian, keeping its scratch memory between calls.
///
/// This is the blur of a backdrop (uikit-behaviour.md §8.2): Apple's `UIImage+ImageEffects` blurs
/// by three box passes whose width comes from the Gaussian's σ, the recipe that `CABackdropLayer`'s
/// `gaussianBlur` filter follows, and shadows blur their alpha plane the same way. Once its scratch
/// memory has grown to a bitmap's size, a blur allocates nothing.
@_spi(QuartzCore) public struct CGGaussianBlur {
    /// A bitmap's worth of pixels that the passes write into and read back, so no pass works in place.
    var scratch: [UInt32] = []
    /// A pass's column sums, one per channel, with room on either side for the edge pixels' copies.
    var columns: [UInt16] = []
    /// The plane between the vertical and horizontal halves of a plane pass.
    var planeScratch: [UInt8] = []
    /// A plane pass's vertical running sums, one per column, or a row's prefix sums.
    var planeSums: [UInt32] = []
    /// The coarse cells of a blur at reduced resolution, blurred in place.
    var cells: [UInt32] = []
    /// A reduced blur's column sums of a cell row, then the mix of two cell rows.
    var cellSums: [UInt16] = []

    /// The widest box, in pixels, for which a pass's sums stay exact: column sums in 16 bits and row sums in a `Float`'s 24.
    static let widestBox = 255

    /// Makes a blur with no scratch memory yet.
    @_spi(QuartzCore) public init() {}

    /// Apple's box width for a Gaussian of `sigma` pixels: ⌊σ·3·√(2π)/4 + 0.5⌋, plus one when even.
    ///
    /// This is `UIImage+ImageEffects`' radius (uikit-behaviour.md §8.2), where σ is the blur radius
    /// in points times the screen scale; the three passes of this width have a standard deviation
    /// close to σ (within 6 %). A width of 1, for σ below about 0.8 and for a σ of zero or less, means
    /// no blur. Widths are limited to 255 pixels (σ up to about 135 px), where a pass's sums stay exact;
    /// a larger σ blurs as 255-pixel boxes. A σ that is not a number traps.
    @_spi(QuartzCore) public static func boxWidth(sigma: CGFloat) -> Int {
        precondition(!sigma.isNaN, "CGGaussianBlur: sigma is not a number")
        guard sigma > 0 else { return 1 }
        let width = Int(min(Double(widestBox), (Double(sigma) * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)))
        return min(widestBox, width % 2 == 0 ? width + 1 : width)
    }

    /// How many pixels beyond a region the three passes read: 3 × (boxWidth/2).
    ///
    /// A bitmap that covers a region widened by this on every side blurs the region as if the
    /// picture went on beyond it.
    @_spi(QuartzCore) public static func reach(sigma: CGFloat) -> Int {
        3 * (boxWidth(sigma: sigma) / 2)
    }

    /// Blurs the bitmap in place with three box passes of `boxWidth(sigma:)`, counting pixels beyond its edges as copies of the nearest edge pixel.
    ///
    /// Edge extension, as iOS's backdrops sample, keeps the blur near an edge from darkening or
    /// fading: a flat bitmap stays flat. Each pass is a vertical then a horizontal box mean of every
    /// channel, in exact integer sums, rounded to the nearest level once at the end of the pass
    /// (halves to even), so the result is within one level of the same three passes in real numbers and
    /// stays premultiplied. The cost does not depend on σ: a pass reads and writes each pixel once,
    /// keeping a running sum per column. The passes go back and forth between the bitmap and scratch
    /// memory of its size, so none overwrites rows it still has to read.
    ///
    /// With `rows`, only those rows need to come out blurred: each pass writes just the rows that the
    /// remaining passes read for them (the last pass `rows`, the one before it `rows` widened by a box
    /// radius, the first by two), so a backdrop that samples below its region blurs less. Rows outside
    /// `rows` are left partly blurred. Traps when `rows` is not within the bitmap.
    ///
    /// With `source`, a bitmap of the same size, the blur reads the picture from `source` and writes
    /// it blurred into `bitmap`, leaving `source` as it was: a backdrop blurs the screen this way
    /// without copying it first. Then the rows of `bitmap` that no pass writes keep what they held;
    /// with no blur to do (a width of 1), `rows` are copied from `source` unchanged.
    @_spi(QuartzCore) public mutating func blur(_ bitmap: CGPixelBitmap, sigma: CGFloat, rows: Range<Int>? = nil,
                                                from source: CGPixelBitmap? = nil) {
        let size = Self.boxWidth(sigma: sigma)
        blur(bitmap, boxes: (size, size, size), rows: rows, from: source, caller: "blur(_:sigma:rows:from:)")
    }

    /// Three box passes of the odd widths `boxes`, in order, as `blur(_:sigma:rows:from:)` describes for three of one width.
    mutating func blur(_ bitmap: CGPixelBitmap, boxes: (Int, Int, Int), rows: Range<Int>?, from source: CGPixelBitmap?,
                       caller: String) {
        let needed = rows ?? 0..<bitmap.height
        precondition(needed.lowerBound >= 0 && needed.upperBound <= bitmap.height,
                     "CGGaussianBlur.\(caller): rows \(needed) are not within the bitmap's \(bitmap.height) rows")
        if let source {
            precondition(source.width == bitmap.width && source.height == bitmap.height,
                         "CGGaussianBlur.\(caller): the source's \(source.width) × \(source.height) pixels are not the bitmap's \(bitmap.width) × \(bitmap.height)")
        }
        guard bitmap.width > 0, !needed.isEmpty else { return }
        guard max(boxes.0, boxes.1, boxes.2) > 1 else {
            // Nothing to blur: the rows asked for are the source's as they are.
            if let source { for y in needed { memcpy(bitmap.row(y), source.row(y), 4 * bitmap.width) } }
            return
        }
        let width = bitmap.width, height = bitmap.height
        if scratch.count < width * height { scratch = Array(repeating: 0, count: width * height) }
        // The row of column sums, `radius` copies of its first pixel before it, `radius + 1` of its last after it.
        let padded = 4 * (width + 2 * (max(boxes.0, boxes.1, boxes.2) / 2) + 1)
        if columns.count < padded { columns = Array(repeating: 0, count: padded) }
        // The rows a pass writes: those that the passes after it read for the rows asked for.
        func written(after later: Int) -> Range<Int> {
            max(0, needed.lowerBound - later)..<min(height, needed.upperBound + later)
        }
        let third = written(after: 0), second = written(after: boxes.2 / 2), first = written(after: boxes.2 / 2 + boxes.1 / 2)
        scratch.withUnsafeMutableBufferPointer { scratchBuffer in
            columns.withUnsafeMutableBufferPointer { columnBuffer in
                let other = CGPixelBitmap(pixels: scratchBuffer.baseAddress!, width: width, height: height, rowPixels: width)
                let sums = columnBuffer.baseAddress!
                if let source {
                    Self.pass(from: source, into: bitmap, size: boxes.0, rows: first, columns: sums)
                    Self.pass(from: bitmap, into: other, size: boxes.1, rows: second, columns: sums)
                    Self.pass(from: other, into: bitmap, size: boxes.2, rows: third, columns: sums)
                } else {
                    Self.pass(from: bitmap, into: other, size: boxes.0, rows: first, columns: sums)
                    Self.pass(from: other, into: bitmap, size: boxes.1, rows: second, columns: sums)
                    Self.pass(from: bitmap, into: other, size: boxes.2, rows: third, columns: sums)
                    for y in needed { memcpy(bitmap.row(y), other.row(y), 4 * width) }
                }
            }
        }
    }

    /// One box pass of width `size` over `source`, written into `target`'s `rows`, row by row from the top.
    ///
    /// The column sums hold, for the row being written, the sum of the `size` source rows centred on
    /// it (rows beyond the edges repeat the edge rows). The row's output is a running sum of `size`
    /// column sums along it, scaled by 1/size². `source` is only read: it must not be `target`.
    private static func pass(from source: CGPixelBitmap, into target: CGPixelBitmap, size: Int, rows: Range<Int>,
                             columns: UnsafeMutablePointer<UInt16>) {
        let radius = size / 2, width = target.width, height = target.height
        let channels = 4 * width
        let sums = columns + 4 * radius
        let top = rows.lowerBound
        PixelMemory.fill(sums, with: 0, count: channels)
        // The rows centred on the first, an edge row once for each of its repeats.
        var k = top - radius
        while k <= top + radius {
            let row = min(max(k, 0), height - 1)
            var repeats = 1
            while k + repeats <= top + radius, min(max(k + repeats, 0), height - 1) == row { repeats += 1 }
            addRow(source.row(row), times: UInt16(repeats), to: sums, channels: channels)
            k += repeats
        }
        let scale = 1 / Float(size * size)
        for y in rows {
            let first = UnsafeRawPointer(sums).loadUnaligned(as: SIMD4<UInt16>.self)
            let last = UnsafeRawPointer(sums + channels - 4).loadUnaligned(as: SIMD4<UInt16>.self)
            for k in 0..<radius {
                UnsafeMutableRawPointer(columns + 4 * k).storeBytes(of: first, as: SIMD4<UInt16>.self)
            }
            for k in 0...radius {
                UnsafeMutableRawPointer(sums + channels + 4 * k).storeBytes(of: last, as: SIMD4<UInt16>.self)
            }
            horizontal(columns, size: size, scale: scale, into: target.row(y), width: width)
            if y + 1 < rows.upperBound {
                addRow(source.row(min(y + radius + 1, height - 1)), minus: source.row(min(max(y - radius, 0), height - 1)),
                       to: sums, channels: channels)
            }
        }
    }

    /// Adds the bytes of `entering` to the 16-bit sums and subtracts those of `leaving`, 16 channels at a time.
    ///
    /// Sums wrap modulo 2¹⁶; a column's true sum, at most 255 × 255, fits, so it comes out exact.
    private static func addRow(_ entering: UnsafePointer<UInt32>, minus leaving: UnsafePointer<UInt32>,
                               to sums: UnsafeMutablePointer<UInt16>, channels: Int) {
        let plus = UnsafeRawPointer(entering), minus = UnsafeRawPointer(leaving), total = UnsafeMutableRawPointer(sums)
        let plusBytes = plus.assumingMemoryBound(to: UInt8.self), minusBytes = minus.assumingMemoryBound(to: UInt8.self)
        var i = 0
        while i &+ 16 <= channels {
            let a = SIMD16<UInt16>(truncatingIfNeeded: plus.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self))
            let b = SIMD16<UInt16>(truncatingIfNeeded: minus.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self))
            let sum = total.loadUnaligned(fromByteOffset: 2 &* i, as: SIMD16<UInt16>.self)
            total.storeBytes(of: sum &+ (a &- b), toByteOffset: 2 &* i, as: SIMD16<UInt16>.self)
            i &+= 16
        }
        while i < channels {
            sums[i] = sums[i] &+ UInt16(plusBytes[i]) &- UInt16(minusBytes[i])
            i &+= 1
        }
    }

    /// Adds the bytes of `row`, `times` over, to the 16-bit sums, 16 channels at a time.
    static func addRow(_ row: UnsafePointer<UInt32>, times: UInt16, to sums: UnsafeMutablePointer<UInt16>,
                               channels: Int) {
        let plus = UnsafeRawPointer(row), total = UnsafeMutableRawPointer(sums)
        let plusBytes = plus.assumingMemoryBound(to: UInt8.self)
        let repeats = SIMD16<UInt16>(repeating: times)
        var i = 0
        while i &+ 16 <= channels {
            let a = SIMD16<UInt16>(truncatingIfNeeded: plus.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self))
            let sum = total.loadUnaligned(fromByteOffset: 2 &* i, as: SIMD16<UInt16>.self)
            total.storeBytes(of: sum &+ a &* repeats, toByteOffset: 2 &* i, as: SIMD16<UInt16>.self)
            i &+= 16
        }
        while i < channels {
            sums[i] = sums[i] &+ UInt16(plusBytes[i]) &* times
            i &+= 1
        }
    }

    /// Writes row by row the running sum of `size` padded column sums, scaled by `scale` and rounded, four pixels at a time.
    ///
    /// `columns` starts `size / 2` pixels before the row's first column sum and ends `size / 2 + 1`
    /// after its last; the sum for pixel x covers padded pixels x ..< x + size. The sum moves by the
    /// difference of the entering and leaving column, so one addition per pixel depends on the last.
    @inline(__always)
    private static func horizontal(_ columns: UnsafePointer<UInt16>, size: Int, scale: Float,
                                   into row: UnsafeMutablePointer<UInt32>, width: Int) {
        let leaving = UnsafeRawPointer(columns), entering = UnsafeRawPointer(columns + 4 * size)
        let out = UnsafeMutableRawPointer(row)
        var sum = SIMD4<Int32>(repeating: 0)
        for k in 0..<size { sum &+= widen(leaving, k) }
        var x = 0
        while x &+ 4 <= width {
            let s0 = sum
            let s1 = s0 &+ (widen(entering, x) &- widen(leaving, x))
            let s2 = s1 &+ (widen(entering, x &+ 1) &- widen(leaving, x &+ 1))
            let s3 = s2 &+ (widen(entering, x &+ 2) &- widen(leaving, x &+ 2))
            sum = s3 &+ (widen(entering, x &+ 3) &- widen(leaving, x &+ 3))
            out.storeBytes(of: levels(s0, s1, s2, s3, scale), toByteOffset: 4 &* x, as: SIMD16<UInt8>.self)
            x &+= 4
        }
        while x < width {
            let bits = unsafeBitCast(SIMD4<Float>(sum) * scale + roundingBias, to: SIMD4<UInt32>.self)
            out.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: bits), toByteOffset: 4 &* x, as: SIMD4<UInt8>.self)
            sum &+= widen(entering, x) &- widen(leaving, x)
            x &+= 1
        }
    }

    /// 1.5 × 2²³: added to a `Float` in 0..<2²², it leaves the value rounded to an integer (halves to even) in the low mantissa bits.
    private static let roundingBias: Float = 12_582_912

    /// The four pixels' levels: each sum times `scale`, rounded to nearest, as bytes.
    @inline(__always)
    private static func levels(_ a: SIMD4<Int32>, _ b: SIMD4<Int32>, _ c: SIMD4<Int32>, _ d: SIMD4<Int32>,
                               _ scale: Float) -> SIMD16<UInt8> {
        func bits(_ v: SIMD4<Int32>) -> SIMD4<UInt32> {
            unsafeBitCast(SIMD4<Float>(v) * scale + roundingBias, to: SIMD4<UInt32>.self)
        }
        let all = SIMD16(lowHalf: SIMD8(lowHalf: bits(a), highHalf: bits(b)), highHalf: SIMD8(lowHalf: bits(c), highHalf: bits(d)))
        let bytes = unsafeBitCast(all, to: SIMD64<UInt8>.self)
        return SIMD16<UInt8>(bytes[0], bytes[4], bytes[8], bytes[12], bytes[16], bytes[20], bytes[24], bytes[28],
                             bytes[32], bytes[36], bytes[40], bytes[44], bytes[48], bytes[52], bytes[56], bytes[60])
    }

    /// The four 16-bit channels of padded pixel `x`, widened.
    @inline(__always)
    private static func widen(_ columns: UnsafeRawPointer, _ x: Int) -> SIMD4<Int32> {
        SIMD4<Int32>(truncatingIfNeeded: columns.loadUnaligned(fromByteOffset: 8 &* x, as: SIMD4<UInt16>.self))
    }
}
