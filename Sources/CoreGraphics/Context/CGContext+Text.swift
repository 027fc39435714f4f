extension CGContext {
    /// Sets the font used by `showGlyphs(_:at:)`; part of the graphics state.
    public func setFont(_ font: CGFont) {
        state.font = font
    }

    /// Sets the text size in text-space units (an em square of `size` by `size`); part of the graphics state; the default is 12.
    public func setFontSize(_ size: CGFloat) {
        state.fontSize = size
    }

    /// The origin of text space in user space: the translation of `textMatrix`.
    public var textPosition: CGPoint {
        get { CGPoint(x: textMatrix.tx, y: textMatrix.ty) }
        set {
            textMatrix.tx = newValue.x
            textMatrix.ty = newValue.y
        }
    }

    /// Fills `glyphs` of the current font with the fill color, each with its origin at the matching position in text space.
    ///
    /// Glyph outlines are unhinted, scaled from font units to `fontSize` text units, placed at their
    /// position, mapped through `textMatrix` into user space and through the CTM, then filled with the
    /// winding rule, so transforms, clipping, alpha and blend mode apply as to any fill. Traps when no
    /// font is set or the arrays' counts differ.
    public func showGlyphs(_ glyphs: [CGGlyph], at positions: [CGPoint]) {
        guard let font = state.font else {
            preconditionFailure("CGContext.showGlyphs(_:at:): no font is set; call setFont(_:) first")
        }
        precondition(glyphs.count == positions.count,
                     "CGContext.showGlyphs(_:at:): \(glyphs.count) glyphs but \(positions.count) positions")
        let scale = state.fontSize / CGFloat(font.unitsPerEm)
        let textToDevice = textMatrix.concatenating(userToDevice)
        if state.shouldAntialias, showCachedGlyphs(glyphs, at: positions, font: font, scale: scale, textToDevice: textToDevice) {
            return
        }
        var polygons: [FlatSubpath] = []
        for (glyph, position) in zip(glyphs, positions) {
            guard let outline = font.path(for: glyph), !outline.isEmpty else { continue }
            let glyphToDevice = CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: position.x, ty: position.y)
                .concatenating(textToDevice)
            polygons += PathFlattener.flatten(outline.segments, transform: glyphToDevice, tolerance: CoreGraphicsConstants.deviceFlatteningTolerance)
        }
        render(polygons, rule: .winding, paint: solidPaint(state.fillColor))
    }
}

extension CGContext {
    /// Draws `glyphs` from the glyph cache's masks (`GlyphCache`), rasterizing only the masks it lacks; returns false, having drawn nothing, when the text is too large for masks.
    ///
    /// The masks of all the glyphs are added into one coverage buffer (saturating at full coverage),
    /// which is then composited row by row through the clip, as the outlines' coverage was; so
    /// overlapping glyphs are composited once. A pixel covered by one glyph gets the coverage of
    /// rasterizing that glyph alone, which differs from rasterizing every outline of the call
    /// together only by the rounding of floating-point sums (found nowhere in the golden images); a
    /// pixel that two glyphs share gets the sum of their rounded coverages, within one level of the
    /// rounded sum.
    func showCachedGlyphs(_ glyphs: [CGGlyph], at positions: [CGPoint], font: CGFont, scale: CGFloat,
                          textToDevice: CGAffineTransform) -> Bool {
        let em = Double(scale) * Double(font.unitsPerEm)
        let reach = em * (abs(Double(textToDevice.a)) + abs(Double(textToDevice.b)) + abs(Double(textToDevice.c)) + abs(Double(textToDevice.d)))
        guard reach.isFinite, reach <= 2 * CoreGraphicsConstants.largestCachedGlyphEm else { return false }
        var placed: [(mask: GlyphMask, x: Int, y: Int)] = []
        placed.reserveCapacity(glyphs.count)
        var box = PixelRect.empty
        let limit = Double(1 << 30)
        for (glyph, position) in zip(glyphs, positions) {
            let glyphToDevice = CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: position.x, ty: position.y)
                .concatenating(textToDevice)
            let tx = Double(glyphToDevice.tx), ty = Double(glyphToDevice.ty)
            guard tx.isFinite, ty.isFinite, abs(tx) < limit, abs(ty) < limit else { return false }
            guard let outline = font.path(for: glyph), !outline.isEmpty else { continue }
            let key = GlyphKey(font: font.glyphCacheID, glyph: glyph, glyphToDevice: glyphToDevice)
            let mask = glyphCache.mask(for: key) { rasterizeGlyphMask(outline, glyphToDevice: glyphToDevice) }
            guard mask.width > 0, mask.height > 0 else { continue }
            let x = Int(tx.rounded(.down)) + mask.left, y = Int(ty.rounded(.down)) + mask.top
            placed.append((mask, x, y))
            let r = PixelRect(x0: x, y0: y, x1: x + mask.width, y1: y + mask.height)
            box = box.isEmpty ? r : PixelRect(x0: min(box.x0, r.x0), y0: min(box.y0, r.y0), x1: max(box.x1, r.x1), y1: max(box.y1, r.y1))
        }
        let area = box.intersection(state.clip.bounds)
        guard !area.isEmpty else { return true }
        guard area.width * area.height <= 1 << 24 else { return false }
        let coverage = textCoverage(byteCount: area.width * area.height, rows: area.height)
        let first = coverage.rowFirst, last = coverage.rowLast
        PixelMemory.fill(first, with: Int.max, count: area.height)
        PixelMemory.fill(last, with: Int.min, count: area.height)
        for (mask, x, y) in placed {
            let x0 = max(x, area.x0), x1 = min(x + mask.width, area.x1)
            let y0 = max(y, area.y0), y1 = min(y + mask.height, area.y1)
            guard x0 < x1, y0 < y1 else { continue }
            mask.coverage.withUnsafeBufferPointer { bytes in
                var row = y0
                while row < y1 {
                    let source = bytes.baseAddress! + (row - y) * mask.width + (x0 - x)
                    let r = row - area.y0
                    let destination = coverage.bytes + r * area.width + (x0 - area.x0)
                    var i = 0
                    while i < x1 - x0 {
                        let sum = UInt16(destination[i]) &+ UInt16(source[i])
                        destination[i] = sum > 255 ? 255 : UInt8(truncatingIfNeeded: sum)
                        i &+= 1
                    }
                    first[r] = min(first[r], x0 - area.x0)
                    last[r] = max(last[r], x1 - area.x0)
                    row &+= 1
                }
            }
        }
        let target = target, op = state.compositeOperator, paint = solidPaint(state.fillColor), clip = state.clip
        let scratch = scratchPixels
        for r in 0..<area.height where first[r] < last[r] {
            let row = coverage.bytes + r * area.width + first[r]
            let count = last[r] - first[r]
            clip.apply(y: area.y0 + r, x: area.x0 + first[r], count: count, coverage: row)
            target.blend(y: area.y0 + r, x: area.x0 + first[r], count: count, coverage: row, paint: paint, operator: op, scratch: scratch)
            PixelMemory.fill(row, byte: 0, count: count)
        }
        return true
    }

    /// Rasterizes `outline` under `glyphToDevice` with its translation reduced to the fraction of a pixel, into a mask placed relative to the origin's pixel.
    func rasterizeGlyphMask(_ outline: CGPath, glyphToDevice: CGAffineTransform) -> GlyphMask {
        var local = glyphToDevice
        local.tx = CGFloat(GlyphKey.fraction(Double(glyphToDevice.tx)))
        local.ty = CGFloat(GlyphKey.fraction(Double(glyphToDevice.ty)))
        let polygons = PathFlattener.flatten(outline.segments, transform: local, tolerance: CoreGraphicsConstants.deviceFlatteningTolerance)
        var bounds = BoundsAccumulator()
        for polygon in polygons {
            for p in polygon.points { bounds.add(p) }
        }
        let region = PixelRect(enclosing: bounds.rect)
        guard !region.isEmpty else { return GlyphMask(left: 0, top: 0, width: 0, height: 0, coverage: []) }
        var coverage = [UInt8](repeating: 0, count: region.width * region.height)
        rasterizer.begin(region: region)
        rasterizer.addPolygons(polygons)
        coverage.withUnsafeMutableBufferPointer { mask in
            rasterizer.sweep(rule: .winding, antialias: true) { y, x, count, row in
                memcpy(mask.baseAddress! + (y - region.y0) * region.width + (x - region.x0), row, count)
            }
        }
        return GlyphMask(left: region.x0, top: region.y0, width: region.width, height: region.height, coverage: coverage)
    }
}
