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
