extension CGContext {
    /// Returns the fill paint for `color` under the global alpha.
    func solidPaint(_ color: CGColor) -> RenderTarget.Paint {
        let c = color.rgba
        return .solid(PixelOps.pack(r: c.r, g: c.g, b: c.b, a: c.a * Double(min(1, max(0, state.alpha)))))
    }

    /// The global alpha as a byte.
    var alphaByte: UInt32 { UInt32((min(1, max(0, Double(state.alpha))) * 255).rounded()) }

    /// Rasterizes `polygons` (device pixel coordinates, implicitly closed) under `rule` and composites `paint` through the clip.
    func render(_ polygons: [FlatSubpath], rule: CGPathFillRule, paint: RenderTarget.Paint) {
        let target = target
        let op = state.compositeOperator
        let scratch = scratchPixels
        sweepCoverage(polygons, rule: rule) { y, x, count, coverage in
            target.blend(y: y, x: x, count: count, coverage: coverage, paint: paint, operator: op, scratch: scratch)
        }
    }

    /// Rasterizes `polygons` (device pixel coordinates, implicitly closed) under `rule` and calls `body` with each row's coverage, multiplied by the clip when `appliesClipMask`.
    ///
    /// Rows run top to bottom, each over the whole width of the polygons' pixel box within the clip
    /// bounds; rows with no coverage are skipped. `coverage` is valid only during the call. Without
    /// `appliesClipMask`, `body` must apply the clip's mask itself (`ClipRegion.maskRow`).
    func sweepCoverage(_ polygons: [FlatSubpath], rule: CGPathFillRule, appliesClipMask: Bool = true,
                       _ body: (_ y: Int, _ x: Int, _ count: Int, _ coverage: UnsafeMutablePointer<UInt8>) -> Void) {
        var box = BoundsAccumulator()
        for polygon in polygons {
            for p in polygon.points { box.add(p) }
        }
        let region = PixelRect(enclosing: box.rect).intersection(state.clip.bounds)
        guard !region.isEmpty else { return }
        rasterizer.begin(region: region)
        rasterizer.addPolygons(polygons)
        let clip = state.clip
        rasterizer.sweep(rule: rule, antialias: state.shouldAntialias) { y, x, count, coverage in
            if appliesClipMask { clip.apply(y: y, x: x, count: count, coverage: coverage) }
            body(y, x, count, coverage)
        }
    }

    /// Flattens `segments` mapped through `transform` into device pixel coordinates and renders them.
    func render(_ segments: [PathSegment], transform: CGAffineTransform, rule: CGPathFillRule, paint: RenderTarget.Paint) {
        let flat = PathFlattener.flatten(segments, transform: transform, tolerance: CoreGraphicsConstants.deviceFlatteningTolerance)
        render(flat, rule: rule, paint: paint)
    }

    /// Returns the device pixel rectangle `rect` covers under the CTM when its edges land exactly on pixel boundaries, else nil.
    ///
    /// Only axis-aligned CTMs qualify; such a rectangle rasterizes to full coverage inside and none outside.
    func pixelAlignedDeviceRect(_ rect: CGRect) -> PixelRect? {
        let t = userToDevice
        guard t.b == 0, t.c == 0, !rect.isNull, !rect.isInfinite else { return nil }
        let r = rect.standardized.applying(t)
        let limit = CGFloat(1 << 30)
        guard r.minX == r.minX.rounded(), r.maxX == r.maxX.rounded(), r.minY == r.minY.rounded(),
              r.maxY == r.maxY.rounded(), abs(r.minX) < limit, abs(r.maxX) < limit, abs(r.minY) < limit,
              abs(r.maxY) < limit else { return nil }
        return PixelRect(x0: Int(r.minX), y0: Int(r.minY), x1: Int(r.maxX), y1: Int(r.maxY))
    }

    /// Composites `paint` over whole pixels of `rect` through the clip: what rasterizing a pixel-aligned rectangle produces, without the rasterizer.
    func fillPixelRect(_ rect: PixelRect, paint: RenderTarget.Paint) {
        let r = rect.intersection(state.clip.bounds)
        guard !r.isEmpty else { return }
        let clip = state.clip
        let target = target
        let op = state.compositeOperator
        let coverage = scratchCoverage
        if clip.mask == nil, case .solid(let color) = paint,
           (op == .copy || (op == .sourceOver && color >> 24 == 255)) {
            for y in r.y0..<r.y1 {
                PixelMemory.fill(target.pixels + y * target.rowPixels + r.x0, with: color, count: r.width)
            }
            return
        }
        if clip.mask == nil, case .solid(let color) = paint, op == .sourceOver, target.kernels == .vector {
            // Full coverage everywhere: no coverage rows.
            guard color != 0 else { return }
            for y in r.y0..<r.y1 {
                PixelVectorOps.sourceOver(color: color, row: target.pixels + y * target.rowPixels + r.x0, count: r.width)
            }
            return
        }
        for y in r.y0..<r.y1 {
            PixelMemory.fill(coverage, byte: 255, count: r.width)
            clip.apply(y: y, x: r.x0, count: r.width, coverage: coverage)
            target.blend(y: y, x: r.x0, count: r.width, coverage: coverage, paint: paint, operator: op, scratch: scratchPixels)
        }
    }
}

extension CGContext {
    /// Fills `rect` under an axis-aligned CTM with the coverage rows the rasterizer would make (`RectCoverage`); false when it does not apply.
    func fillAxisAlignedRect(_ rect: CGRect, paint: RenderTarget.Paint) -> Bool {
        guard !rect.isNull, !rect.isInfinite else { return false }
        let rows: RectCoverage, region: PixelRect
        switch axisAlignedCoverage(of: rect.standardized) {
        case .swept: return false
        case .outsideTheClip: return true
        case let .rows(coverage, over): (rows, region) = (coverage, over)
        }
        let clip = state.clip
        let target = target
        let op = state.compositeOperator
        let scratch = scratchPixels
        let coverage = scratchCoverage
        let x = rows.firstCell, count = region.width - x
        for y in rows.rows where rows.write(row: y, into: coverage) {
            let deviceY = region.y0 + y, deviceX = region.x0 + x
            clip.apply(y: deviceY, x: deviceX, count: count, coverage: coverage)
            target.blend(y: deviceY, x: deviceX, count: count, coverage: coverage, paint: paint, operator: op, scratch: scratch)
        }
        return true
    }
}

/// How a rectangle's coverage is found under the CTM: from its edges (`RectCoverage`), or by the rasterizer's sweep.
enum AxisAlignedRectCoverage {
    /// The sweep: the CTM rotates or skews, antialiasing is off, a corner is not finite, or the edges share cells.
    case swept
    /// Nothing of the rectangle lies within the clip's bounds.
    case outsideTheClip
    /// The rows over the part of the clip's bounds that the rectangle touches.
    case rows(RectCoverage, region: PixelRect)
}

extension CGContext {
    /// The coverage of user-space rectangle `r` (standardized) under the CTM: its corners as the path
    /// flattener maps them, over the part of the clip's bounds they enclose.
    func axisAlignedCoverage(of r: CGRect) -> AxisAlignedRectCoverage {
        let t = userToDevice
        guard state.shouldAntialias, t.b == 0, t.c == 0 else { return .swept }
        let identity = t.isIdentity
        // The corners in the rectangle path's order.
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
                       CGPoint(x: r.minX, y: r.maxY)].map { identity ? $0 : $0.applying(t) }
        var bounds = BoundsAccumulator()
        for corner in corners {
            guard corner.x.isFinite, corner.y.isFinite else { return .swept }
            bounds.add(corner)
        }
        let region = PixelRect(enclosing: bounds.rect).intersection(state.clip.bounds)
        guard !region.isEmpty else { return .outsideTheClip }
        guard let rows = RectCoverage(corners: corners, region: region) else { return .swept }
        return .rows(rows, region: region)
    }
}

/// The coverage rows the rasterizer makes for an axis-aligned rectangle over a region, computed from its two vertical edges instead of swept.
///
/// The rasterizer adds, per row, `d - d·m` and `d·m` to the cells of each vertical edge (`d` the
/// row's height inside the rectangle, `m` the fraction of a pixel the edge falls at, in `Float`), and
/// its sweep sums the cells left to right. With the edges' cells apart (edges at least two pixels
/// apart) each cell holds one term, so the same additions in the same order give the same bytes.
/// Horizontal edges add nothing, edges right of the region are dropped and edges left of it clamped
/// onto its left side, as the rasterizer does.
struct RectCoverage {
    /// The region-relative rows the rectangle touches.
    let rows: Range<Int>
    /// The region-relative column of the left edge's cell: the row's coverage is zero before it.
    let firstCell: Int
    private let width: Int
    private let top: Double, bottom: Double
    private let leftFraction: Float
    private let rightCell: Int?
    private let rightFraction: Float

    /// The rows of the rectangle with device-space `corners` (the path's four points, in order: top-left,
    /// top-right, bottom-right, bottom-left of the user rectangle) over `region`, or nil when the edges
    /// are not vertical or share cells, so that the rasterizer must sweep.
    init?(corners: [CGPoint], region: PixelRect) {
        guard corners.count == 4, corners[0].x == corners[3].x, corners[1].x == corners[2].x,
              corners[0].y == corners[1].y, corners[2].y == corners[3].y else { return nil }
        let ox = Double(region.x0), oy = Double(region.y0)
        let w = region.width, h = region.height
        let xa = Double(corners[0].x) - ox, xb = Double(corners[1].x) - ox
        let ya = Double(corners[0].y) - oy, yb = Double(corners[2].y) - oy
        let (left, right) = xa < xb ? (xa, xb) : (xb, xa)
        (top, bottom) = ya < yb ? (ya, yb) : (yb, ya)
        width = w
        guard top != bottom, bottom > 0, top < Double(h), left < Double(w) else {
            rows = 0..<0
            firstCell = 0
            leftFraction = 0
            rightCell = nil
            rightFraction = 0
            return
        }
        let leftX = max(0, left)
        firstCell = Int(leftX)
        leftFraction = Float(leftX - Double(firstCell))
        if right < Double(w) {
            let rightX = max(0, right)
            let cell = Int(rightX)
            guard cell >= firstCell + 2 else { return nil }
            rightCell = cell
            rightFraction = Float(rightX - Double(cell))
        } else {
            rightCell = nil
            rightFraction = 0
        }
        rows = max(0, Int(top.rounded(.down)))..<min(h, Int(bottom.rounded(.up)))
    }

    /// Writes row `y`'s coverage from `firstCell` to the region's right side into `coverage`; false when all of it is zero.
    func write(row y: Int, into coverage: UnsafeMutablePointer<UInt8>) -> Bool {
        func byte(_ acc: Float) -> UInt8 { CoverageRasterizer.coverageByte(min(abs(acc), 1)) }
        let d = Float(min(Double(y + 1), bottom) - max(Double(y), top))
        let c0 = d - d * leftFraction, c1 = d * leftFraction
        let acc1 = c1 == 0 ? c0 : c0 + c1
        let b0 = byte(c0), b1 = byte(acc1)
        let count = width - firstCell
        guard let rightCell else {
            guard b0 != 0 || b1 != 0 else { return false }
            coverage[0] = b0
            PixelMemory.fill(coverage + 1, byte: b1, count: count - 1)
            return true
        }
        let e = -d
        let c2 = e - e * rightFraction, c3 = e * rightFraction
        let acc2 = c2 == 0 ? acc1 : acc1 + c2
        let acc3 = c3 == 0 ? acc2 : acc2 + c3
        let b2 = byte(acc2), b3 = byte(acc3)
        guard b0 != 0 || b1 != 0 || b2 != 0 || b3 != 0 else { return false }
        let right = rightCell - firstCell
        coverage[0] = b0
        PixelMemory.fill(coverage + 1, byte: b1, count: right - 1)
        coverage[right] = b2
        PixelMemory.fill(coverage + right + 1, byte: b3, count: count - right - 1)
        return true
    }
}
