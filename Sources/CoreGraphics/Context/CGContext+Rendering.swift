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

    /// Fills `rect` under an axis-aligned CTM with the coverage rows the rasterizer would make, computed from its two vertical edges instead of swept; false when it does not apply.
    ///
    /// The rasterizer adds, per row, `d - d·m` and `d·m` to the cells of each vertical edge (`d` the
    /// row's height inside the rectangle, `m` the fraction of a pixel the edge falls at, in `Float`), and
    /// its sweep sums the cells left to right. With the edges' cells apart (edges at least two pixels
    /// apart) each cell holds one term, so the same additions in the same order give the same bytes,
    /// and the row is composited through the clip as the sweep's row is. Aliased drawing, and narrower
    /// rectangles, go to the rasterizer.
    func fillAxisAlignedRect(_ rect: CGRect, paint: RenderTarget.Paint) -> Bool {
        let t = userToDevice
        guard state.shouldAntialias, t.b == 0, t.c == 0, !rect.isNull, !rect.isInfinite else { return false }
        let r = rect.standardized
        let identity = t.isIdentity
        // The corners as the path flattener maps them.
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
                       CGPoint(x: r.minX, y: r.maxY)].map { identity ? $0 : $0.applying(t) }
        var bounds = BoundsAccumulator()
        for corner in corners {
            guard corner.x.isFinite, corner.y.isFinite else { return false }
            bounds.add(corner)
        }
        let region = PixelRect(enclosing: bounds.rect).intersection(state.clip.bounds)
        guard !region.isEmpty else { return true }
        let ox = Double(region.x0), oy = Double(region.y0)
        let w = region.width, h = region.height
        let xa = Double(corners[0].x) - ox, xb = Double(corners[1].x) - ox
        let ya = Double(corners[0].y) - oy, yb = Double(corners[2].y) - oy
        let (left, right) = xa < xb ? (xa, xb) : (xb, xa)
        let (top, bottom) = ya < yb ? (ya, yb) : (yb, ya)
        // Horizontal edges add nothing; edges beyond the region's right side are dropped, those left of it clamped onto it.
        guard top != bottom, bottom > 0, top < Double(h), left < Double(w) else { return true }
        let leftX = max(0, left)
        let leftCell = Int(leftX)
        let leftFraction = Float(leftX - Double(leftCell))
        let hasRight = right < Double(w)
        let rightCell = hasRight ? Int(max(0, right)) : w
        let rightFraction = hasRight ? Float(max(0, right) - Double(rightCell)) : 0
        guard !hasRight || rightCell >= leftCell + 2 else { return false }
        let yStart = max(0, Int(top.rounded(.down))), yEnd = min(h, Int(bottom.rounded(.up)))
        let clip = state.clip
        let target = target
        let op = state.compositeOperator
        let scratch = scratchPixels
        let coverage = scratchCoverage
        let spanEnd = w
        let count = spanEnd - leftCell
        func byte(_ acc: Float) -> UInt8 { CoverageRasterizer.coverageByte(min(abs(acc), 1)) }
        for y in yStart..<yEnd {
            let dy = min(Double(y + 1), bottom) - max(Double(y), top)
            let d = Float(dy)
            let c0 = d - d * leftFraction, c1 = d * leftFraction
            let acc0 = c0
            let acc1 = c1 == 0 ? acc0 : acc0 + c1
            let b0 = byte(acc0), b1 = byte(acc1)
            var b2: UInt8 = 0, b3: UInt8 = 0
            if hasRight {
                let e = -d
                let c2 = e - e * rightFraction, c3 = e * rightFraction
                let acc2 = c2 == 0 ? acc1 : acc1 + c2
                let acc3 = c3 == 0 ? acc2 : acc2 + c3
                b2 = byte(acc2)
                b3 = byte(acc3)
            }
            guard b0 != 0 || b1 != 0 || b2 != 0 || b3 != 0 else { continue }
            coverage[0] = b0
            if hasRight {
                PixelMemory.fill(coverage + 1, byte: b1, count: rightCell - leftCell - 1)
                coverage[rightCell - leftCell] = b2
                PixelMemory.fill(coverage + rightCell - leftCell + 1, byte: b3, count: spanEnd - rightCell - 1)
            } else {
                PixelMemory.fill(coverage + 1, byte: b1, count: count - 1)
            }
            let deviceY = region.y0 + y, deviceX = region.x0 + leftCell
            clip.apply(y: deviceY, x: deviceX, count: count, coverage: coverage)
            target.blend(y: deviceY, x: deviceX, count: count, coverage: coverage, paint: paint, operator: op, scratch: scratch)
        }
        return true
    }
}
