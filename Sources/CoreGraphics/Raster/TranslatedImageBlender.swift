/// Composites a bilinearly filtered image whose sampling steps exactly one image pixel per device pixel, one coverage row at a time.
///
/// That is above all the image drawn at its own size under a translation by a fractional number of
/// pixels, as the compositor draws a layer between device pixels; a flip, a vertical scale or a
/// shear keep it too, since only the step along a row matters. `ImageShader` then moves its 16.16
/// fixed-point sample position by exactly 65536 along a row and not at all across it, so all pixels
/// of a row blend the same 2×2 neighbourhood with the same weights, shifted by one source pixel
/// each; under a translation the weights are also the same for every row. The blender computes them
/// once per row from the shader's own start position, filters each source row horizontally once and
/// keeps it for the next device row, which samples it again as its upper row, reads only the part of
/// a source row that is not transparent (`CGImage.nonTransparentSpan(ofRow:)`), and under
/// source-over leaves alone the pixels whose sample is transparent, which it would not change.
///
/// Every pixel is bit for bit what `ImageShader` followed by `RenderTarget.blend` produces: the same
/// fixed-point positions, the same clamping at the image's edges, the same rounding lerps in the
/// same order (horizontal, then vertical), the same clip mask product, global alpha and blend
/// equations.
struct TranslatedImageBlender {
    /// Identifies a horizontally filtered source row: which row, from which column, with which weight, over which device span.
    private struct RowKey: Equatable {
        var sourceRow: Int
        var firstColumn: Int
        var weight: UInt32
        var x: Int
        var count: Int
    }

    let image: CGImage
    /// Maps device pixel coordinates to image pixel coordinates (origin top-left); `ImageShader.fixedSteps` of it is `(65536, 0)`.
    let deviceToImage: CGAffineTransform
    /// The global alpha, 0...255.
    let alpha: UInt32
    let op: CompositeOperator
    let target: RenderTarget
    /// Two rows of filtered pixels, `rowCapacity` each.
    private let rows: UnsafeMutablePointer<UInt32>
    private let rowCapacity: Int
    /// What each of the two rows holds.
    private var keys: (RowKey?, RowKey?) = (nil, nil)
    /// For each of the two rows, the span of indices outside which every filtered pixel is transparent (empty when all are).
    private var spans: (Range<Int>, Range<Int>) = (0..<0, 0..<0)
    /// The last two source rows whose non-transparent spans and margins were asked of the image, which
    /// looks them up under a lock: each source row is sampled by two device rows, and asked once.
    private var sourceRows = SourceRowCache<(span: (first: Int, end: Int), margins: (color: UInt32, first: Int, end: Int))>()

    /// Whether `deviceToImage` steps exactly one image pixel to the right per device pixel and none down, in the shader's fixed point.
    static func applies(to deviceToImage: CGAffineTransform) -> Bool {
        ImageShader.fixedSteps(deviceToImage) == (65536, 0)
    }

    /// A blender drawing into `target`, with `rows` scratch space for two rows of `rowCapacity` pixels (at least the widest span blended).
    init(image: CGImage, deviceToImage: CGAffineTransform, alpha: UInt32, operator op: CompositeOperator,
         target: RenderTarget, rows: UnsafeMutablePointer<UInt32>, rowCapacity: Int) {
        precondition(Self.applies(to: deviceToImage), "TranslatedImageBlender: \(deviceToImage) does not step one pixel per pixel")
        self.image = image
        self.deviceToImage = deviceToImage
        self.alpha = alpha
        self.op = op
        self.target = target
        self.rows = rows
        self.rowCapacity = rowCapacity
    }

    /// Composites the image into row `y`, pixels `x..<x+count`, weighted by `coverage` and the clip's `mask` bytes for those pixels; a zero weight leaves a pixel untouched.
    ///
    /// The mask is applied as `ClipRegion.apply` applies it, only to the pixels that need it. `src`
    /// and `bytesPerRow` are the image's pixels, as `CGImage.withPixels` gives them.
    mutating func blend(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>, mask: UnsafePointer<UInt8>?,
                        src: UnsafeRawPointer, bytesPerRow: Int) {
        precondition(count <= rowCapacity, "TranslatedImageBlender: a span of \(count) pixels exceeds the \(rowCapacity) it has room for")
        let out = target.pixels + y * target.rowPixels + x
        @inline(__always) func weight(_ i: Int) -> UInt32 {
            let k = UInt32(coverage[i])
            guard let mask, mask[i] != 255 else { return k }
            return UInt32(Pixel.mul255(k, UInt32(mask[i])))
        }
        if op == .clear {
            for i in 0..<count {
                let k = weight(i)
                if k != 0 { out[i] = PixelOps.clear(out[i], k) }
            }
            return
        }
        let (u, v) = ImageShader.fixedPosition(deviceToImage, x: x, y: y)
        let fx = u - 32768, fy = v - 32768
        let firstColumn = fx >> 16, wx = UInt32((fx & 0xFFFF) >> 8)
        let iy0 = fy >> 16, wy = UInt32((fy & 0xFFFF) >> 8)
        let h = image.height
        let upperKey = RowKey(sourceRow: min(h - 1, max(0, iy0)), firstColumn: firstColumn, weight: wx, x: x, count: count)
        let lowerKey = RowKey(sourceRow: min(h - 1, max(0, iy0 + 1)), firstColumn: firstColumn, weight: wx, x: x, count: count)
        let (upper, upperSpan) = filteredRow(upperKey, keeping: lowerKey, src: src, bytesPerRow: bytesPerRow)
        let (lower, lowerSpan) = filteredRow(lowerKey, keeping: upperKey, src: src, bytesPerRow: bytesPerRow)
        let alpha = alpha
        switch op {
        case .sourceOver:
            // Outside both rows' spans the sample is lerp(0, 0, wy) = 0, and source-over of 0 leaves a pixel as it is.
            var lo = upperSpan.isEmpty ? lowerSpan.lowerBound
                : lowerSpan.isEmpty ? upperSpan.lowerBound : min(upperSpan.lowerBound, lowerSpan.lowerBound)
            var hi = max(upperSpan.upperBound, lowerSpan.upperBound)
            if alpha == 255, mask == nil, let margins = opaqueMargins(upperKey, lowerKey) {
                // Where both rows show the same opaque colour the sample is lerp(c, c, wy) = c: the
                // margins are a fill of c, and only the columns between are resampled.
                fillOpaque(margins.color, out, coverage: coverage, from: 0, to: margins.first)
                fillOpaque(margins.color, out, coverage: coverage, from: margins.end, to: count)
                lo = max(lo, margins.first)
                hi = min(hi, margins.end)
            }
            @inline(__always) func blendPixel(_ i: Int) {
                // Pixels outside a row's span are 0 and may not have been written.
                let p = upperSpan.contains(i) ? upper[i] : 0, q = lowerSpan.contains(i) ? lower[i] : 0
                if p | q == 0 { return }
                let k = weight(i)
                if k == 0 { return }
                var s = ImageShader.lerp(p, q, wy)
                if alpha != 255 { s = PixelOps.scale(s, alpha) }
                out[i] = PixelOps.sourceOver(s, out[i], k)
            }
            // Where both rows' spans hold the pixel and no clip mask weighs it, four pixels at a time.
            let bothStart = max(upperSpan.lowerBound, lowerSpan.lowerBound), bothEnd = min(upperSpan.upperBound, lowerSpan.upperBound, hi)
            var i = lo
            if target.kernels == .vector, mask == nil, !upperSpan.isEmpty, !lowerSpan.isEmpty, bothStart + 4 <= bothEnd {
                while i < bothStart {
                    blendPixel(i)
                    i += 1
                }
                i = PixelVectorOps.sourceOverLerped(upper: upper, lower: lower, weight: wy, alpha: alpha, coverage: coverage,
                                                    into: out, from: i, to: bothEnd)
            }
            while i < hi {
                blendPixel(i)
                i += 1
            }
        case .copy:
            for i in 0..<count {
                let k = weight(i)
                if k == 0 { continue }
                let p = upperSpan.contains(i) ? upper[i] : 0, q = lowerSpan.contains(i) ? lower[i] : 0
                var s = ImageShader.lerp(p, q, wy)
                if alpha != 255 { s = PixelOps.scale(s, alpha) }
                out[i] = PixelOps.copy(s, out[i], k)
            }
        case .clear:
            break
        }
    }

    /// When the two source rows are read unfiltered and their margins have the same opaque colour: that colour, and the indices between which either row differs from it (`first >= end` when neither does).
    private mutating func opaqueMargins(_ upper: RowKey, _ lower: RowKey) -> (color: UInt32, first: Int, end: Int)? {
        guard upper.weight == 0, upper.firstColumn >= 0, upper.firstColumn + upper.count <= image.width else { return nil }
        let image = image
        let a = sourceRows.value(upper.sourceRow) { image.spanAndMargins(ofRow: $0) }.margins
        guard a.color >> 24 == 255 else { return nil }
        let b = upper.sourceRow == lower.sourceRow ? a : sourceRows.value(lower.sourceRow) { image.spanAndMargins(ofRow: $0) }.margins
        guard b.color == a.color else { return nil }
        let first = min(a.first, b.first) - upper.firstColumn, end = max(a.end, b.end) - upper.firstColumn
        let count = upper.count
        if first >= end { return (a.color, count, count) }
        return (a.color, min(count, max(0, first)), max(0, min(count, end)))
    }

    /// Source-over of the opaque `color` into `out[i]` under `coverage[i]` for `i` in `start..<end`, as a solid fill blends it.
    private func fillOpaque(_ color: UInt32, _ out: UnsafeMutablePointer<UInt32>, coverage: UnsafePointer<UInt8>,
                            from start: Int, to end: Int) {
        guard start < end else { return }
        if target.kernels == .vector {
            PixelVectorOps.sourceOverOpaque(color: color, row: out + start, coverage: coverage + start, count: end - start)
            return
        }
        var i = start
        while i < end {
            let k = UInt32(coverage[i])
            if k == 255 {
                out[i] = color
            } else if k != 0 {
                out[i] = PixelOps.sourceOver(color, out[i], k)
            }
            i += 1
        }
    }

    /// Returns the scratch row holding `key`'s filtered pixels and their non-transparent span, filtering them into the row that does not hold `other` when neither holds `key`.
    private mutating func filteredRow(_ key: RowKey, keeping other: RowKey, src: UnsafeRawPointer,
                                      bytesPerRow: Int) -> (UnsafeMutablePointer<UInt32>, Range<Int>) {
        if let row = unfilteredRow(key, src: src, bytesPerRow: bytesPerRow) { return row }
        if keys.0 == key { return (rows, spans.0) }
        if keys.1 == key { return (rows + rowCapacity, spans.1) }
        let slot = keys.0 == other ? 1 : 0
        let row = rows + slot * rowCapacity
        let span = filter(key, into: row, src: src, bytesPerRow: bytesPerRow)
        if slot == 0 {
            keys.0 = key
            spans.0 = span
        } else {
            keys.1 = key
            spans.1 = span
        }
        return (row, span)
    }

    /// The source row itself, when the horizontal weight is 0 and every column read lies inside the image: `lerp(p, q, 0)` is `p`.
    ///
    /// A layer moved only vertically between pixels (a slide, a scroll) needs no horizontal filtering;
    /// its rows are read where they are. The span is the row's non-transparent columns, so every pixel
    /// outside it is 0, as `filter` promises. Nil when the weight is not 0, a column would be clamped,
    /// or the pixels are not aligned to 4 bytes.
    private mutating func unfilteredRow(_ key: RowKey, src: UnsafeRawPointer,
                               bytesPerRow: Int) -> (UnsafeMutablePointer<UInt32>, Range<Int>)? {
        guard key.weight == 0, key.firstColumn >= 0, key.firstColumn + key.count <= image.width,
              bytesPerRow & 3 == 0, Int(bitPattern: src) & 3 == 0 else { return nil }
        let line = src + key.sourceRow * bytesPerRow + key.firstColumn * 4
        let image = image
        let visible = sourceRows.value(key.sourceRow) { image.spanAndMargins(ofRow: $0) }.span
        let lo = max(0, visible.first - key.firstColumn), hi = min(key.count, visible.end - key.firstColumn)
        let pixels = UnsafeMutablePointer(mutating: line.assumingMemoryBound(to: UInt32.self))
        return (pixels, lo < hi ? lo..<hi : 0..<0)
    }

    /// Writes `lerp(src[x], src[x + 1], weight)` for the `count` columns from `firstColumn` of source row `sourceRow`, columns clamped to the image.
    ///
    /// Returns the span of indices outside which every pixel is 0 (empty when all are); only the
    /// pixels inside the span are sure to be written. The lerp of two transparent pixels is
    /// transparent, so the columns outside the source row's non-transparent part are not filtered.
    private func filter(_ key: RowKey, into row: UnsafeMutablePointer<UInt32>, src: UnsafeRawPointer,
                        bytesPerRow: Int) -> Range<Int> {
        let w = image.width
        let line = src + key.sourceRow * bytesPerRow
        let first = key.firstColumn, wx = key.weight, count = key.count
        var spanStart = count, spanEnd = 0
        // Columns outside the row's non-transparent span are 0 and are not read.
        let visible = image.nonTransparentSpan(ofRow: key.sourceRow)
        // Indices i in lo..<hi read columns first + i and first + i + 1, both inside the image; those
        // before lo read only column 0 and those from hi only column w − 1 (clamped).
        let lo = min(count, max(0, -first)), hi = max(lo, min(count, w - 1 - first))
        if visible.first == 0 {
            for i in 0..<lo {
                row[i] = clampedSample(line, first + i, wx)
                if row[i] != 0 {
                    spanStart = min(spanStart, i)
                    spanEnd = i + 1
                }
            }
        }
        if visible.end == w {
            for i in hi..<count {
                row[i] = clampedSample(line, first + i, wx)
                if row[i] != 0 {
                    spanStart = min(spanStart, i)
                    spanEnd = i + 1
                }
            }
        }
        // Only indices next to a non-transparent column in first + lo ... first + hi can be non-zero.
        // When a clamped index before lo is non-zero, column 0 is not transparent and the interior
        // is written from lo; likewise up to hi on the right; so the span holds no unwritten pixels.
        let c0 = max(first + lo, visible.first), c1 = min(first + hi, visible.end - 1)
        guard lo < hi, c0 <= c1 else { return spanStart < spanEnd ? spanStart..<spanEnd : 0..<0 }
        let start = max(lo, c0 - first - 1), end = min(hi, c1 - first + 1)
        let base = line + first * 4
        var from = start
        if target.kernels == .vector {
            from = PixelVectorOps.lerpRow(base, weight: wx, into: row, from: start, to: end, spanStart: &spanStart, spanEnd: &spanEnd)
        }
        guard from < end else { return spanStart < spanEnd ? spanStart..<spanEnd : 0..<0 }
        var p = base.loadUnaligned(fromByteOffset: from * 4, as: UInt32.self)
        for i in from..<end {
            let q = base.loadUnaligned(fromByteOffset: (i + 1) * 4, as: UInt32.self)
            if p | q == 0 {
                row[i] = 0
            } else {
                let r = ImageShader.lerp(p, q, wx)
                row[i] = r
                if r != 0 {
                    spanStart = min(spanStart, i)
                    spanEnd = max(spanEnd, i + 1)
                }
            }
            p = q
        }
        return spanStart < spanEnd ? spanStart..<spanEnd : 0..<0
    }

    /// The horizontal lerp at column `column` of `line`, both columns clamped into the image as `ImageShader` clamps them.
    @inline(__always)
    private func clampedSample(_ line: UnsafeRawPointer, _ column: Int, _ wx: UInt32) -> UInt32 {
        let w = image.width
        let xa = min(w - 1, max(0, column)), xb = min(w - 1, max(0, column + 1))
        return ImageShader.lerp(line.loadUnaligned(fromByteOffset: xa * 4, as: UInt32.self),
                                line.loadUnaligned(fromByteOffset: xb * 4, as: UInt32.self), wx)
    }
}

/// The values of the last two source rows asked for, so a row sampled by two device rows is looked up once.
private struct SourceRowCache<Value> {
    private var rows = (-1, -1)
    private var values: (Value?, Value?) = (nil, nil)
    private var nextSlot = 0

    /// The value of `row`, from `lookUp` the first time it is asked since it left the cache.
    mutating func value(_ row: Int, _ lookUp: (Int) -> Value) -> Value {
        if rows.0 == row, let value = values.0 { return value }
        if rows.1 == row, let value = values.1 { return value }
        let value = lookUp(row)
        if nextSlot == 0 {
            rows.0 = row
            values.0 = value
        } else {
            rows.1 = row
            values.1 = value
        }
        nextSlot ^= 1
        return value
    }
}
