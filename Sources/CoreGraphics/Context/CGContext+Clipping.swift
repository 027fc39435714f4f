extension CGContext {
    /// Intersects the clip with the current path's interior under `rule`, then clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        let segments = currentPath.segments
        beginPath()
        let flat = PathFlattener.flatten(segments, transform: flip, tolerance: CoreGraphicsConstants.deviceFlatteningTolerance)
        intersectClip(with: flat, rule: rule)
    }

    /// Intersects the clip with `rect`; the current path is left alone.
    ///
    /// A rectangle on pixel boundaries under an axis-aligned CTM narrows the clip without a mask.
    public func clip(to rect: CGRect) {
        if state.clip.mask == nil, let pixels = pixelAlignedDeviceRect(rect) {
            state.clip.bounds = state.clip.bounds.intersection(pixels)
            state.clip.deviceBox = state.clip.deviceBox.intersection(pixels.cgRect)
            return
        }
        let path = CGMutablePath()
        path.addRect(rect)
        intersectClip(with: PathFlattener.flatten(path.segments, transform: userToDevice, tolerance: CoreGraphicsConstants.deviceFlatteningTolerance),
                      rule: .winding)
    }

    /// Intersects the clip with the union of `rects`; the current path is left alone.
    public func clip(to rects: [CGRect]) {
        let path = CGMutablePath()
        path.addRects(rects)
        intersectClip(with: PathFlattener.flatten(path.segments, transform: userToDevice, tolerance: CoreGraphicsConstants.deviceFlatteningTolerance),
                      rule: .winding)
    }

    /// Removes all clipping, so the whole bitmap is drawable again.
    public func resetClip() {
        state.clip = ClipRegion(width: width, height: height)
    }

    /// The bounding box of the clip area in user space: the whole bitmap mapped into user space when nothing clips.
    public var boundingBoxOfClipPath: CGRect {
        let box = state.clip.deviceBox
        if box.isNull || box.isEmpty { return .null }
        return box.applying(userToDevice.inverted())
    }

    /// Intersects the clip with the polygons' interior (device pixel coordinates) through an anti-aliased mask.
    ///
    /// A single axis-aligned rectangle under the winding rule (what `clip(to:)` makes under an
    /// axis-aligned CTM) has its rows computed from its edges (`RectCoverage`) instead of swept, unless
    /// `sweeping` asks for the rasterizer; the mask is the same.
    func intersectClip(with polygons: [FlatSubpath], rule: CGPathFillRule, sweeping: Bool = false) {
        var box = BoundsAccumulator()
        for polygon in polygons {
            for p in polygon.points { box.add(p) }
        }
        let old = state.clip
        let region = PixelRect(enclosing: box.rect).intersection(old.bounds)
        state.clip.deviceBox = old.deviceBox.intersection(box.rect)
        guard !region.isEmpty else {
            state.clip.bounds = .empty
            state.clip.mask = nil
            state.clip.deviceBox = .null
            return
        }
        // The sweep gives whole rows of the region, top to bottom, and skips rows with no coverage:
        // those are zeroed here rather than the whole mask first.
        let mask = ClipMask(uninitializedCount: region.width * region.height)
        var unwritten = region.y0
        func zeroRows(upTo y: Int) {
            if y > unwritten {
                PixelMemory.fill(mask.bytes + (unwritten - region.y0) * region.width, byte: 0, count: (y - unwritten) * region.width)
            }
        }
        if !sweeping, rule == .winding, state.shouldAntialias, polygons.count == 1,
           let rect = RectCoverage(corners: polygons[0].points, region: region) {
            let coverage = scratchCoverage
            let x = region.x0 + rect.firstCell, count = region.width - rect.firstCell
            for y in rect.rows {
                let row = mask.bytes + y * region.width
                guard rect.write(row: y, into: coverage) else { continue }
                zeroRows(upTo: region.y0 + y)
                old.apply(y: region.y0 + y, x: x, count: count, coverage: coverage)
                PixelMemory.fill(row, byte: 0, count: rect.firstCell)
                (row + rect.firstCell).initialize(from: coverage, count: count)
                unwritten = region.y0 + y + 1
            }
            zeroRows(upTo: region.y1)
            state.clip.bounds = region
            state.clip.mask = mask
            return
        }
        rasterizer.begin(region: region)
        rasterizer.addPolygons(polygons)
        rasterizer.sweep(rule: rule, antialias: state.shouldAntialias) { y, x, count, coverage in
            precondition(x == region.x0 && count == region.width, "CGContext.intersectClip: the sweep gave a partial row")
            zeroRows(upTo: y)
            old.apply(y: y, x: x, count: count, coverage: coverage)
            (mask.bytes + (y - region.y0) * region.width).initialize(from: coverage, count: count)
            unwritten = y + 1
        }
        zeroRows(upTo: region.y1)
        state.clip.bounds = region
        state.clip.mask = mask
    }
}
