import Foundation

/// How a backdrop blurs a Gaussian of σ device pixels: at the device's resolution for a small σ, or
/// on a coarser grid for a large one, as Core Animation's backdrops sample below the screen's scale.
///
/// A backdrop layer on iOS captures what lies beneath it at a fraction of the screen's resolution
/// (`CABackdropLayer`'s `scale`, which the system's own blurs set to a quarter), blurs that, and
/// draws it back up. From σ = 32 px, eight pixels of the quarter-size picture, this plan does the
/// same: the result is as close to a Gaussian of σ device pixels as the three boxes at full
/// resolution are (within a level of their distance from it, on hard edges, stripes and bands), it
/// differs from them by a few levels at most, and it costs about a third (σ = 90 px, the light
/// blur on a 3× screen: 0.32 ms against 1.09 ms for a status bar's strip). A smaller σ blurs at
/// full resolution, where the quarter-size picture would show its cells. The coarse passes' widths
/// are chosen so that, with the scaling down and back up, the blur spreads as far as Apple's three
/// boxes of `CGGaussianBlur.boxWidth(sigma:)` at full resolution.
@_spi(QuartzCore) public struct CGBackdropBlur: Equatable, Sendable {
    /// The side of a coarse cell in device pixels: 1 (full resolution) or 4.
    @_spi(QuartzCore) public let factor: Int
    /// The widths of the three box passes, in coarse pixels; all 1 for no blur.
    let boxes: [Int]
    /// How far beyond a pixel the blur reads, in device pixels: what must lie around a region it blurs.
    @_spi(QuartzCore) public let reach: Int

    /// The plan for a Gaussian of `sigma` device pixels. A σ that is not a number traps.
    @_spi(QuartzCore) public init(sigma: CGFloat) {
        let size = CGGaussianBlur.boxWidth(sigma: sigma)
        factor = sigma >= 32 ? 4 : 1
        guard factor > 1 else {
            boxes = [size, size, size]
            reach = CGGaussianBlur.reach(sigma: sigma)
            return
        }
        boxes = Self.coarseBoxes(matching: size, factor: factor)
        // A pixel reads the two coarse cells around it, each covering `factor` pixels, and the
        // coarse passes read their radii further; one more cell allows for the grid's alignment.
        reach = factor * (boxes.reduce(0) { $0 + $1 / 2 } + 3)
    }

    /// Three odd widths, at most two apart, whose passes on cells of `factor` pixels spread as far as three boxes of `size` pixels.
    ///
    /// Spread is the variance in device pixels²: three boxes of width d have 3(d² − 1)/12. The coarse
    /// passes have f²·Σ(b² − 1)/12, to which averaging each cell adds (f² − 1)/12 and interpolating
    /// back up about f²/6. Of the widths w, w + 2 around the right one, the mix nearest wins.
    static func coarseBoxes(matching size: Int, factor f: Int) -> [Int] {
        let variance = Double(3 * (size * size - 1)) / 12
        let f2 = Double(f * f)
        let squares = (variance - (f2 - 1) / 12 - f2 / 6) * 12 / f2 + 3
        var w = max(1, Int((squares / 3).squareRoot()))
        if w % 2 == 0 { w -= 1 }
        w = max(1, w)
        let candidates = [[w, w, w], [w, w, w + 2], [w, w + 2, w + 2], [w + 2, w + 2, w + 2]]
        return candidates.min { a, b in
            abs(Double(a.reduce(0) { $0 + $1 * $1 }) - squares) < abs(Double(b.reduce(0) { $0 + $1 * $1 }) - squares)
        }!.map { min($0, CGGaussianBlur.widestBox) }
    }
}

extension CGGaussianBlur {
    /// Blurs as `plan` says: with `blur(_:sigma:rows:from:)` at full resolution, or on coarse cells.
    ///
    /// On cells, the picture (from `source`, or `bitmap` itself) is averaged over cells of
    /// `plan.factor` pixels square, whose corners lie at multiples of the factor in the space where
    /// the bitmap's first pixel is at `origin`, so a backdrop's pixels don't depend on which part of
    /// the screen it samples. Beyond the bitmap's edges the picture repeats its edge pixels, as the
    /// full-resolution blur counts them: a row of cells all beyond an edge holds the edge's pixels.
    /// The cells are blurred by the plan's three box passes, then `rows` of `bitmap` are drawn from
    /// them, each pixel the bilinear mix of the four cells around it, rounded to nearest. Other rows
    /// keep what they held. Traps when `rows` is not within the bitmap or the source's size is not
    /// the bitmap's.
    ///
    /// `finish`, when given, runs on the blurred pixels that `columns` of `rows` are made from, before
    /// they are drawn: those pixels themselves at full resolution, the cells around them on cells. A
    /// backdrop saturates and tints there, as Core Animation runs a backdrop's filters at its scale:
    /// both are per-pixel and nearly linear, so on cells they cost a sixteenth and differ from the
    /// enlarged result's by rounding (and by clamping where saturation leaves a channel's range).
    @_spi(QuartzCore) public mutating func blur(_ bitmap: CGPixelBitmap, plan: CGBackdropBlur, rows: Range<Int>,
                                                from source: CGPixelBitmap? = nil, origin: (x: Int, y: Int) = (0, 0),
                                                columns: Range<Int>? = nil, finish: ((CGPixelBitmap) -> Void)? = nil) {
        let columns = columns ?? 0..<bitmap.width
        precondition(columns.lowerBound >= 0 && columns.upperBound <= bitmap.width,
                     "CGGaussianBlur.blur(_:plan:rows:from:origin:columns:finish:): columns \(columns) are not within the bitmap's \(bitmap.width) columns")
        guard plan.factor > 1 else {
            blur(bitmap, boxes: (plan.boxes[0], plan.boxes[1], plan.boxes[2]), rows: rows, from: source,
                 caller: "blur(_:plan:rows:from:origin:columns:finish:)")
            if let finish, !rows.isEmpty, !columns.isEmpty {
                finish(CGPixelBitmap(pixels: bitmap.row(rows.lowerBound) + columns.lowerBound, width: columns.count,
                                     height: rows.count, rowPixels: bitmap.rowPixels))
            }
            return
        }
        precondition(rows.lowerBound >= 0 && rows.upperBound <= bitmap.height,
                     "CGGaussianBlur.blur(_:plan:rows:from:origin:columns:finish:): rows \(rows) are not within the bitmap's \(bitmap.height) rows")
        let picture = source ?? bitmap
        precondition(picture.width == bitmap.width && picture.height == bitmap.height,
                     "CGGaussianBlur.blur(_:plan:rows:from:origin:columns:finish:): the source's \(picture.width) × \(picture.height) pixels are not the bitmap's \(bitmap.width) × \(bitmap.height)")
        guard bitmap.width > 0, !rows.isEmpty else { return }
        let f = plan.factor
        let grid = CoarseGrid(width: bitmap.width, height: bitmap.height, factor: f,
                              offsetX: Self.modulo(origin.x, f), offsetY: Self.modulo(origin.y, f))
        // One cell more than the grid, which the last row's mix reads past its end.
        if cells.count < grid.columns * grid.rows + 1 { cells = Array(repeating: 0, count: grid.columns * grid.rows + 1) }
        let sumCount = 4 * max(bitmap.width, grid.columns + 1) + 16
        if cellSums.count < sumCount { cellSums = Array(repeating: 0, count: sumCount) }
        // The cell rows that rows `rows` are drawn from.
        let needed = grid.cellRow(of: rows.lowerBound).row..<(grid.cellRow(of: rows.upperBound - 1).row + 2)
        // The cells and sums are taken out while the coarse passes use the rest of the scratch memory.
        var coarseCells: [UInt32] = [], sums: [UInt16] = []
        swap(&coarseCells, &cells)
        swap(&sums, &cellSums)
        defer {
            swap(&coarseCells, &cells)
            swap(&sums, &cellSums)
        }
        coarseCells.withUnsafeMutableBufferPointer { cellBuffer in
            sums.withUnsafeMutableBufferPointer { sumBuffer in
                let coarse = CGPixelBitmap(pixels: cellBuffer.baseAddress!, width: grid.columns, height: grid.rows,
                                           rowPixels: grid.columns)
                Self.average(picture, into: coarse, grid: grid, sums: sumBuffer.baseAddress!)
                blur(coarse, boxes: (plan.boxes[0], plan.boxes[1], plan.boxes[2]), rows: needed, from: nil,
                     caller: "blur(_:plan:rows:from:origin:columns:finish:)")
                if let finish, !columns.isEmpty {
                    let first = grid.cellColumn(of: columns.lowerBound).0, last = grid.cellColumn(of: columns.upperBound - 1).0 + 1
                    finish(CGPixelBitmap(pixels: coarse.row(needed.lowerBound) + first, width: last + 1 - first,
                                         height: needed.count, rowPixels: coarse.rowPixels))
                }
                Self.enlarge(coarse, into: bitmap, rows: rows, grid: grid, mix: sumBuffer.baseAddress!)
            }
        }
    }

    /// The low bytes of eight 16-bit levels, by picking bytes rather than a narrowing conversion, which compiles to a generic call.
    @inline(__always)
    private static func narrow(_ levels: SIMD8<UInt16>) -> SIMD8<UInt8> {
        let bytes = unsafeBitCast(levels, to: SIMD16<UInt8>.self)
        return SIMD8(bytes[0], bytes[2], bytes[4], bytes[6], bytes[8], bytes[10], bytes[12], bytes[14])
    }

    private static func modulo(_ value: Int, _ divisor: Int) -> Int { (value % divisor + divisor) % divisor }

    /// Writes each cell's mean, rounded to nearest: the cells cover `picture` from its edge pixels' copies on every side.
    private static func average(_ picture: CGPixelBitmap, into coarse: CGPixelBitmap, grid: CoarseGrid,
                                sums: UnsafeMutablePointer<UInt16>) {
        let f = grid.factor, width = picture.width, channels = 4 * width
        let shift = UInt16(f.trailingZeroBitCount * 2), half = UInt16(f * f / 2)
        for row in 0..<grid.rows {
            // The picture's rows in this cell row, clamped to its edges, each added once per time it counts.
            PixelMemory.fill(sums, with: 0, count: channels)
            let first = grid.pictureRange(ofCell: row, offset: grid.offsetY)
            var y = first.lowerBound
            while y < first.upperBound {
                let clamped = min(max(y, 0), picture.height - 1)
                var repeats = 1
                while y + repeats < first.upperBound, min(max(y + repeats, 0), picture.height - 1) == clamped { repeats += 1 }
                addRow(picture.row(clamped), times: UInt16(repeats), to: sums, channels: channels)
                y += repeats
            }
            let out = UnsafeMutableRawPointer(coarse.row(row))
            let raw = UnsafeRawPointer(sums)
            for column in 0..<grid.columns {
                let span = grid.pictureRange(ofCell: column, offset: grid.offsetX)
                var sum = SIMD4<UInt16>(repeating: 0)
                if span.lowerBound >= 0, span.upperBound <= width {
                    for x in span { sum &+= raw.loadUnaligned(fromByteOffset: 8 &* x, as: SIMD4<UInt16>.self) }
                } else {
                    for x in span { sum &+= raw.loadUnaligned(fromByteOffset: 8 &* min(max(x, 0), width - 1), as: SIMD4<UInt16>.self) }
                }
                let level = (sum &+ SIMD4(repeating: half)) &>> SIMD4(repeating: shift)
                out.storeBytes(of: Self.narrow(SIMD8(lowHalf: level, highHalf: level)).lowHalf, toByteOffset: 4 &* column,
                               as: SIMD4<UInt8>.self)
            }
        }
    }

    /// Draws `rows` of `bitmap` from the blurred cells, each pixel the bilinear mix of the two cell rows and columns around its centre.
    ///
    /// A pixel's centre lies at a multiple of 1/8 cell from a cell's centre (cells are 2 or 4 pixels),
    /// so the weights are eighths and the arithmetic stays in exact 16-bit integers: the two rows'
    /// mix in eighths of a level, then the two columns', rounded (halves up) to a level.
    private static func enlarge(_ coarse: CGPixelBitmap, into bitmap: CGPixelBitmap, rows: Range<Int>, grid: CoarseGrid,
                                mix sums: UnsafeMutablePointer<UInt16>) {
        let width = bitmap.width
        let lanes = UnsafeMutableRawPointer(sums)
        // Each pixel's cell and weight along a row, the same on every row; weights for two pixels at a time.
        let pairCells = UnsafeMutablePointer<Int32>.allocate(capacity: width + 1)
        let pairWeights = UnsafeMutablePointer<SIMD8<UInt16>>.allocate(capacity: width / 2 + 1)
        defer {
            pairCells.deallocate()
            pairWeights.deallocate()
        }
        for x in 0..<width {
            let (cell, weight) = grid.cellColumn(of: x)
            pairCells[x] = Int32(cell)
            if x % 2 == 0 { pairWeights[x / 2] = SIMD8(repeating: UInt16(weight)) } else { pairWeights[x / 2].highHalf = SIMD4(repeating: UInt16(weight)) }
        }
        for y in rows {
            let (row, weight) = grid.cellRow(of: y)
            let above = UnsafeRawPointer(coarse.row(row)), below = UnsafeRawPointer(coarse.row(row + 1))
            let lower = SIMD8<UInt16>(repeating: UInt16(weight)), upper = SIMD8<UInt16>(repeating: UInt16(8 - weight))
            var i = 0
            while i < grid.columns {
                let a = SIMD8<UInt16>(truncatingIfNeeded: above.loadUnaligned(fromByteOffset: 4 &* i, as: SIMD8<UInt8>.self))
                let b = SIMD8<UInt16>(truncatingIfNeeded: below.loadUnaligned(fromByteOffset: 4 &* i, as: SIMD8<UInt8>.self))
                lanes.storeBytes(of: a &* upper &+ b &* lower, toByteOffset: 8 &* i, as: SIMD8<UInt16>.self)
                i &+= 2
            }
            let out = UnsafeMutableRawPointer(bitmap.row(y))
            var x = 0
            while x &+ 4 <= width {
                let two = mix(lanes, x, cells: pairCells, weights: pairWeights)
                let four = mix(lanes, x &+ 2, cells: pairCells, weights: pairWeights)
                out.storeBytes(of: pack(two, four), toByteOffset: 4 &* x, as: SIMD16<UInt8>.self)
                x &+= 4
            }
            while x < width {
                let (c, w) = grid.cellColumn(of: x)
                let left = lanes.loadUnaligned(fromByteOffset: 8 &* c, as: SIMD4<UInt16>.self)
                let right = lanes.loadUnaligned(fromByteOffset: 8 &* c &+ 8, as: SIMD4<UInt16>.self)
                let level = (left &* UInt16(8 - w) &+ right &* UInt16(w) &+ 32) &>> 6
                out.storeBytes(of: Self.narrow(SIMD8(lowHalf: level, highHalf: level)).lowHalf, toByteOffset: 4 &* x,
                               as: SIMD4<UInt8>.self)
                x &+= 1
            }
        }
    }

    /// Pixels x and x + 1 of a row, from the mix of two cell rows in 16-bit lanes (eighths of a level), rounded to levels.
    @inline(__always)
    private static func mix(_ lanes: UnsafeRawPointer, _ x: Int, cells: UnsafePointer<Int32>,
                            weights: UnsafePointer<SIMD8<UInt16>>) -> SIMD8<UInt16> {
        let c0 = Int(cells[x]), c1 = Int(cells[x &+ 1])
        let left = SIMD8(lowHalf: lanes.loadUnaligned(fromByteOffset: 8 &* c0, as: SIMD4<UInt16>.self),
                         highHalf: lanes.loadUnaligned(fromByteOffset: 8 &* c1, as: SIMD4<UInt16>.self))
        let right = SIMD8(lowHalf: lanes.loadUnaligned(fromByteOffset: 8 &* c0 &+ 8, as: SIMD4<UInt16>.self),
                          highHalf: lanes.loadUnaligned(fromByteOffset: 8 &* c1 &+ 8, as: SIMD4<UInt16>.self))
        let toRight = weights[x >> 1]
        return (left &* (8 &- toRight) &+ right &* toRight &+ 32) &>> 6
    }

    /// Sixteen levels, each below 256, as bytes.
    @inline(__always)
    private static func pack(_ low: SIMD8<UInt16>, _ high: SIMD8<UInt16>) -> SIMD16<UInt8> {
        SIMD16(lowHalf: narrow(low), highHalf: narrow(high))
    }
}

/// The cells of `factor` pixels square over a picture, one cell of its edge pixels' copies beyond each side.
///
/// Cell corners lie `offset` pixels before multiples of the factor: cell k (from 1) covers picture
/// pixels f(k − 1) − offset ..< f·k − offset; cell 0 and the last lie wholly beyond the picture.
private struct CoarseGrid {
    let factor: Int, offsetX: Int, offsetY: Int
    /// Cells across and down, the two beyond the edges included.
    let columns: Int, rows: Int
    /// log₂ of the factor, 1 or 2.
    private let shift: Int
    /// 4(f − 1)/f − 8: where cell 0's centre lies before pixel 0's, in eighths of a cell, less the offset.
    private let centre: Int

    init(width: Int, height: Int, factor: Int, offsetX: Int, offsetY: Int) {
        self.factor = factor
        self.offsetX = offsetX
        self.offsetY = offsetY
        columns = (width - 1 + offsetX) / factor + 3
        rows = (height - 1 + offsetY) / factor + 3
        shift = factor.trailingZeroBitCount
        centre = 4 * (factor - 1) / factor - 8
    }

    /// The picture pixels, before clamping to its edges, that cell `cell` covers along a side whose cells start `offset` pixels early.
    ///
    /// The first cell and the last lie wholly beyond the picture: with n − 1 + offset = f·q + m, the
    /// last, cell q + 2, starts at f(q + 1) − offset = n + f − 1 − m, at or after pixel n.
    func pictureRange(ofCell cell: Int, offset: Int) -> Range<Int> {
        let start = factor &* (cell &- 1) &- offset
        return start..<(start &+ factor)
    }

    /// The cell whose centre is the last at or before pixel `x`'s centre, and the eighths of a cell from it to the pixel's.
    @inline(__always)
    func cellColumn(of x: Int) -> (Int, Int) { cell(of: x, offset: offsetX) }

    /// The cell row whose centre is the last at or above pixel row `y`'s centre, and the eighths of a cell below it.
    @inline(__always)
    func cellRow(of y: Int) -> (row: Int, weight: Int) { cell(of: y, offset: offsetY) }

    /// Cell k's centre is at picture pixel f(k − 1) − offset + (f − 1)/2, so pixel p lies
    /// (p + offset − (f − 1)/2)/f + 1 cells from cell 0's centre: in eighths, (8/f)(p + offset) − 4(f − 1)/f + 8.
    @inline(__always)
    private func cell(of p: Int, offset: Int) -> (Int, Int) {
        let eighths = ((p &+ offset) &<< (3 &- shift)) &- centre
        return (eighths &>> 3, eighths & 7)
    }
}
