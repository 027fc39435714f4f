/// Computes exact anti-aliased area coverage of polygons over a rectangle of pixels.
///
/// Each line adds, to the cells it crosses, the signed area between it and the cell's right edge
/// (the accumulation scheme of font-rs and of FreeType's smooth rasterizer). A running sum along a row
/// then gives, for each pixel, the integral of the winding number over that pixel, to which the fill
/// rule is applied: a pixel half covered by one edge gets exactly one half. Lines left of the region
/// are clamped onto its left edge, which preserves coverage inside the region; lines right of it are
/// dropped. The accumulation buffer is kept all-zero between uses, so each sweep clears what it reads.
final class CoverageRasterizer {
    private var cells: UnsafeMutablePointer<Float>
    private var capacity: Int
    private var coverageRow: UnsafeMutablePointer<UInt8>
    private var coverageCapacity: Int
    private(set) var region = PixelRect.empty
    private var stride = 0
    /// The first and one-past-last rows any line touched, relative to the region.
    private var touchedTop = Int.max
    private var touchedBottom = Int.min
    /// Per region row, the first and last cell index any line touched; cells outside stay zero.
    private var rowFirst = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    private var rowLast = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    /// Per region row, a bit for each block of 64 cells any line touched, when a row has at most
    /// 4,096 cells (`tracksBlocks`): the cells of the other blocks are zero, and the sweep skips them
    /// without reading them (a filled rectangle's row has cells at its two edges only).
    private var rowBlocks = UnsafeMutablePointer<UInt64>.allocate(capacity: 1)
    private var tracksBlocks = false
    private var rowCapacity = 0

    init() {
        capacity = 0
        cells = UnsafeMutablePointer<Float>.allocate(capacity: 1)
        coverageCapacity = 0
        coverageRow = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    }

    deinit {
        cells.deallocate()
        coverageRow.deallocate()
        rowFirst.deallocate()
        rowLast.deallocate()
        rowBlocks.deallocate()
    }

    /// Starts a new shape over `region`, which must not be empty.
    func begin(region: PixelRect) {
        self.region = region
        stride = region.width + 2
        let needed = stride * region.height
        if needed > capacity {
            cells.deallocate()
            cells = UnsafeMutablePointer<Float>.allocate(capacity: needed)
            PixelMemory.fill(cells, with: 0, count: needed)
            capacity = needed
        }
        if region.width > coverageCapacity {
            coverageRow.deallocate()
            coverageRow = UnsafeMutablePointer<UInt8>.allocate(capacity: region.width)
            coverageCapacity = region.width
        }
        touchedTop = Int.max
        touchedBottom = Int.min
        if rowCapacity < region.height {
            rowFirst.deallocate()
            rowLast.deallocate()
            rowBlocks.deallocate()
            rowFirst = .allocate(capacity: region.height)
            rowLast = .allocate(capacity: region.height)
            rowBlocks = .allocate(capacity: region.height)
            PixelMemory.fill(rowFirst, with: Int.max, count: region.height)
            PixelMemory.fill(rowLast, with: Int.min, count: region.height)
            PixelMemory.fill(rowBlocks, with: 0, count: region.height)
            rowCapacity = region.height
        }
        tracksBlocks = stride <= 64 * 64
    }

    /// Adds every subpath of `polygons` as a closed polygon, in device pixel coordinates.
    func addPolygons(_ polygons: [FlatSubpath]) {
        for polygon in polygons {
            addPolygon(polygon.points)
        }
    }

    /// Adds one closed polygon, in device pixel coordinates; fewer than two points add nothing.
    func addPolygon(_ points: [CGPoint]) {
        guard points.count > 1 else { return }
        let ox = Double(region.x0), oy = Double(region.y0)
        var prev = points[points.count - 1]
        for p in points {
            addLine(Double(prev.x) - ox, Double(prev.y) - oy, Double(p.x) - ox, Double(p.y) - oy)
            prev = p
        }
    }

    /// Adds a line in region-relative coordinates, splitting it at the region's left and right edges.
    func addLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        guard y0 != y1, x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite else { return }
        let w = Double(region.width), h = Double(region.height)
        if max(y0, y1) <= 0 || min(y0, y1) >= h { return }
        if x0 >= w && x1 >= w { return }
        if x0 <= 0 && x1 <= 0 {
            accumulate(0, y0, 0, y1)
            return
        }
        var ts: [Double] = [0, 1]
        if (x0 < 0) != (x1 < 0) { ts.append((0 - x0) / (x1 - x0)) }
        if (x0 < w) != (x1 < w) { ts.append((w - x0) / (x1 - x0)) }
        if ts.count == 2 {
            accumulate(x0, y0, x1, y1)
            return
        }
        ts.sort()
        for i in 1..<ts.count {
            let ta = ts[i - 1], tb = ts[i]
            let ax = min(w, max(0, x0 + (x1 - x0) * ta)), ay = y0 + (y1 - y0) * ta
            let bx = min(w, max(0, x0 + (x1 - x0) * tb)), by = y0 + (y1 - y0) * tb
            if ax >= w && bx >= w { continue }
            accumulate(ax, ay, bx, by)
        }
    }

    /// Accumulates a line whose x lies in `0...width`; rows outside the region are skipped.
    private func accumulate(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double) {
        if ya == yb { return }
        let dir: Float
        let p0x: Double, p0y: Double, p1x: Double, p1y: Double
        if ya < yb {
            dir = 1
            (p0x, p0y, p1x, p1y) = (xa, ya, xb, yb)
        } else {
            dir = -1
            (p0x, p0y, p1x, p1y) = (xb, yb, xa, ya)
        }
        let h = region.height
        let dxdy = (p1x - p0x) / (p1y - p0y)
        var x = p0x
        let yStart = max(0, Int(p0y.rounded(.down)))
        if p0y < 0 { x -= p0y * dxdy }
        let yEnd = min(h, Int(p1y.rounded(.up)))
        guard yStart < yEnd else { return }
        touchedTop = min(touchedTop, yStart)
        touchedBottom = max(touchedBottom, yEnd)
        let a = cells
        let maxX = Double(region.width)
        let first = rowFirst, last = rowLast, blocks = rowBlocks, tracked = tracksBlocks
        for y in yStart..<yEnd {
            let line = a + y * stride
            let dy = min(Double(y + 1), p1y) - max(Double(y), p0y)
            var xnext = x + dxdy * dy
            xnext = min(maxX, max(0, xnext))
            let d = Float(dy) * dir
            let (lo, hi) = x < xnext ? (x, xnext) : (xnext, x)
            // lo and hi are non-negative, so truncation is floor.
            let loI = Int(lo)
            let loFloor = Double(loI)
            let hiTrunc = Int(hi)
            let hiI = Double(hiTrunc) == hi ? hiTrunc : hiTrunc + 1
            let hiCeil = Double(hiI)
            first[y] = min(first[y], loI)
            last[y] = max(last[y], hiI + 1)
            if tracked {
                // Cells loI ... hiI + 1 may change: blocks loI / 64 ... (hiI + 1) / 64, at most 63.
                let b0 = loI >> 6, n = ((hiI + 1) >> 6) - b0 + 1
                blocks[y] |= (n >= 64 ? UInt64.max : (UInt64(1) << UInt64(n)) - 1) << UInt64(b0)
            }
            if hiI <= loI + 1 {
                let xmf = Float(0.5 * (x + xnext) - loFloor)
                line[loI] += d - d * xmf
                line[loI + 1] += d * xmf
            } else {
                let s = Float(1 / (hi - lo))
                let lof = Float(lo - loFloor)
                let a0 = 0.5 * s * (1 - lof) * (1 - lof)
                let hif = Float(hi - hiCeil + 1)
                let am = 0.5 * s * hif * hif
                line[loI] += d * a0
                if hiI == loI + 2 {
                    line[loI + 1] += d * (1 - a0 - am)
                } else {
                    let a1 = s * (1.5 - lof)
                    line[loI + 1] += d * (a1 - a0)
                    var xi = loI + 2
                    while xi < hiI - 1 {
                        line[xi] += d * s
                        xi += 1
                    }
                    let a2 = a1 + Float(hiI - loI - 3) * s
                    line[hiI - 1] += d * (1 - a2 - am)
                }
                line[hiI] += d * am
            }
            x = xnext
        }
    }

    /// Returns `c` in 0...1 as a byte, rounded to nearest (ties to even) without a checked conversion.
    @inline(__always)
    static func coverageByte(_ c: Float) -> UInt8 {
        UInt8(truncatingIfNeeded: (c * 255 + 12_582_912).bitPattern)
    }

    /// Returns the even-odd coverage of an accumulated winding integral: 0 at even, 1 at odd values, linear between.
    @inline(__always)
    static func evenOdd(_ acc: Float) -> Float {
        var t = abs(acc)
        t -= 2 * Float(Int(t * 0.5))
        return t > 1 ? 2 - t : t
    }

    /// Returns the first index in `start..<end` whose cell is not ±0, or `end`; the cell at `start` is zero.
    ///
    /// With `tracked`, `blocks` has a bit for every block of 64 cells that may hold a non-zero
    /// cell, and the others are skipped unread.
    @inline(__always)
    private static func zeroRun(_ line: UnsafeMutablePointer<Float>, from start: Int, to end: Int,
                                blocks: UInt64, tracked: Bool) -> Int {
        var x = start + 1
        let raw = UnsafeRawPointer(line)
        // Eight cells at a time: all are ±0 when their bits, signs dropped, are all clear.
        let signs: UInt64 = 0x7FFF_FFFF_7FFF_FFFF
        while x < end {
            let blockEnd = tracked ? min(end, (x | 63) + 1) : end
            while x + 8 <= blockEnd {
                let bits = raw.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: x * 4 + 8, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: x * 4 + 16, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: x * 4 + 24, as: UInt64.self)
                if bits & signs != 0 { break }
                x += 8
            }
            while x < blockEnd, line[x] == 0 { x += 1 }
            if x < blockEnd || !tracked || x >= end { return x }
            // The rest of this block is zero: on to the next block a line touched.
            let block = x >> 6
            let later = block < 64 ? blocks >> UInt64(block) : 0
            if later == 0 { return end }
            x = max(x, (block + later.trailingZeroBitCount) << 6)
        }
        return min(x, end)
    }

    /// Turns the accumulated cells into 8-bit coverage row by row and calls `body(y, x, count, coverage)` in device coordinates.
    ///
    /// Rows no line touched are skipped. `coverage` is valid only during the call and may be modified
    /// by it. With `antialias` false, a pixel is fully covered when at least half of it is.
    func sweep(rule: CGPathFillRule, antialias: Bool,
               _ body: (_ y: Int, _ x: Int, _ count: Int, _ coverage: UnsafeMutablePointer<UInt8>) -> Void) {
        guard touchedTop < touchedBottom else { return }
        let w = region.width
        let out = coverageRow
        for y in touchedTop..<touchedBottom {
            let line = cells + y * stride
            let lo = rowFirst[y], hi = rowLast[y]
            let blocks = rowBlocks[y], tracked = tracksBlocks
            rowBlocks[y] = 0
            rowFirst[y] = Int.max
            rowLast[y] = Int.min
            guard lo <= hi, lo < w else {
                if lo <= hi { PixelMemory.fill(line + lo, with: 0, count: hi - lo + 1) }
                continue
            }
            var acc: Float = 0
            var any = false
            let end = min(w, hi + 1)
            PixelMemory.fill(out, byte: 0, count: lo)
            var constant: UInt8 = 0
            // A zero cell leaves the running sum, and so the coverage, as it was (adding ±0 changes no
            // value but the sign of a zero, which the absolute value drops): runs of them are filled.
            var x = lo
            var v: UInt8 = 0
            switch rule {
            case .winding:
                while x < end {
                    if line[x] == 0 {
                        let run = Self.zeroRun(line, from: x, to: end, blocks: blocks, tracked: tracked)
                        PixelMemory.fill(out + x, byte: v, count: run - x)
                        x = run
                        continue
                    }
                    acc += line[x]
                    line[x] = 0
                    v = Self.coverageByte(min(abs(acc), 1))
                    out[x] = v
                    any = any || v != 0
                    x += 1
                }
                constant = Self.coverageByte(min(abs(acc), 1))
            case .evenOdd:
                while x < end {
                    if line[x] == 0 {
                        let run = Self.zeroRun(line, from: x, to: end, blocks: blocks, tracked: tracked)
                        PixelMemory.fill(out + x, byte: v, count: run - x)
                        x = run
                        continue
                    }
                    acc += line[x]
                    line[x] = 0
                    v = Self.coverageByte(Self.evenOdd(acc))
                    out[x] = v
                    any = any || v != 0
                    x += 1
                }
                constant = Self.coverageByte(Self.evenOdd(acc))
            }
            if end < w {
                PixelMemory.fill(out + end, byte: constant, count: w - end)
                any = any || constant != 0
            }
            if hi >= end { PixelMemory.fill(line + end, with: 0, count: hi - end + 1) }
            guard any else { continue }
            if !antialias {
                for x in 0..<w { out[x] = out[x] >= 128 ? 255 : 0 }
            }
            body(region.y0 + y, region.x0, w, out)
        }
        touchedTop = Int.max
        touchedBottom = Int.min
    }
}
