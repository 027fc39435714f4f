extension CGContext {
    /// Draws `image` scaled to fill `rect`, upright in a y-up user space (image row 0 at the rectangle's maximum y).
    ///
    /// The image is filtered bilinearly (nearest pixel when `interpolationQuality` is `.none` or the
    /// image asks not to be interpolated) and its edges are anti-aliased like a filled rectangle. An
    /// image drawn at its own size on whole pixels under a translation-only CTM is copied without
    /// resampling, which is exactly what filtering would produce there. One whose rows step one image
    /// pixel per device pixel, such as an image at its own size between pixels, is filtered with
    /// weights computed per row rather than per pixel, again with exactly the general path's result.
    public func draw(_ image: CGImage, in rect: CGRect) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        let imageToUser = CGAffineTransform(a: r.width / CGFloat(image.width), b: 0, c: 0, d: -r.height / CGFloat(image.height),
                                            tx: r.minX, ty: r.maxY)
        let imageToDevice = imageToUser.concatenating(userToDevice)
        let alpha = alphaByte
        if imageToDevice.a == 1, imageToDevice.d == 1, imageToDevice.b == 0, imageToDevice.c == 0,
           imageToDevice.tx == imageToDevice.tx.rounded(), imageToDevice.ty == imageToDevice.ty.rounded(),
           abs(imageToDevice.tx) < CGFloat(1 << 30), abs(imageToDevice.ty) < CGFloat(1 << 30) {
            blitImage(image, atX: Int(imageToDevice.tx), y: Int(imageToDevice.ty), alpha: alpha)
            return
        }
        let det = imageToDevice.a * imageToDevice.d - imageToDevice.b * imageToDevice.c
        guard det != 0, det.isFinite else { return }
        let bilinear = state.interpolationQuality != .none && image.shouldInterpolate
        let deviceToImage = imageToDevice.inverted()
        let path = CGMutablePath()
        path.addRect(r)
        if bilinear, TranslatedImageBlender.applies(to: deviceToImage) {
            if drawTranslatedInRect(image, deviceToImage: deviceToImage, rect: r, alpha: alpha) { return }
            drawTranslated(image, deviceToImage: deviceToImage, outline: path.segments, alpha: alpha)
            return
        }
        let shader = ImageShader(image: image, deviceToImage: deviceToImage, bilinear: bilinear)
        render(path.segments, transform: userToDevice, rule: .winding, paint: .shader(shader, alpha: alpha))
    }

    /// Composites `image` filtered bilinearly inside `outline` (user space), where `deviceToImage` steps one image pixel per device pixel.
    ///
    /// The coverage is the general path's, and `TranslatedImageBlender` gives exactly the pixels
    /// `ImageShader` and `RenderTarget.blend` would, with the filter weights computed once per row
    /// instead of per pixel and transparent parts skipped.
    private func drawTranslated(_ image: CGImage, deviceToImage: CGAffineTransform, outline: [PathSegment], alpha: UInt32) {
        let polygons = PathFlattener.flatten(outline, transform: userToDevice, tolerance: CoreGraphicsConstants.deviceFlatteningTolerance)
        var blender = TranslatedImageBlender(image: image, deviceToImage: deviceToImage, alpha: alpha,
                                             operator: state.compositeOperator, target: target,
                                             rows: scratchImageRows, rowCapacity: width)
        let clip = state.clip
        image.withPixels { bytes, bytesPerRow in
            let src = UnsafeRawPointer(bytes)
            // The blender applies the clip's mask itself, to the pixels it changes.
            sweepCoverage(polygons, rule: .winding, appliesClipMask: false) { y, x, count, coverage in
                blender.blend(y: y, x: x, count: count, coverage: coverage, mask: clip.maskRow(y: y, x: x),
                              src: src, bytesPerRow: bytesPerRow)
            }
        }
    }

    /// `drawTranslated` for an image whose rectangle stays axis-aligned on the device, with its coverage
    /// rows computed from the rectangle's edges (`RectCoverage`, the bytes the rasterizer's sweep makes)
    /// rather than swept; false when the rectangle does not qualify.
    ///
    /// A layer's bitmap composited between pixels, as a slide composites a whole screen of it each
    /// frame, spends no time sweeping cells.
    private func drawTranslatedInRect(_ image: CGImage, deviceToImage: CGAffineTransform, rect r: CGRect, alpha: UInt32) -> Bool {
        let rows: RectCoverage, region: PixelRect
        switch axisAlignedCoverage(of: r) {
        case .swept: return false
        case .outsideTheClip: return true
        case let .rows(coverage, over): (rows, region) = (coverage, over)
        }
        var blender = TranslatedImageBlender(image: image, deviceToImage: deviceToImage, alpha: alpha,
                                             operator: state.compositeOperator, target: target,
                                             rows: scratchImageRows, rowCapacity: width)
        let clip = state.clip
        let coverage = scratchCoverage
        let x = rows.firstCell, count = region.width - x
        image.withPixels { bytes, bytesPerRow in
            let src = UnsafeRawPointer(bytes)
            for y in rows.rows where rows.write(row: y, into: coverage) {
                let deviceY = region.y0 + y, deviceX = region.x0 + x
                blender.blend(y: deviceY, x: deviceX, count: count, coverage: coverage, mask: clip.maskRow(y: deviceY, x: deviceX),
                              src: src, bytesPerRow: bytesPerRow)
            }
        }
        return true
    }

    /// Composites `image` unscaled with its top-left pixel at device pixel `(x, y)`, through the clip.
    private func blitImage(_ image: CGImage, atX x: Int, y: Int, alpha: UInt32) {
        let dest = PixelRect(x0: x, y0: y, x1: x + image.width, y1: y + image.height).intersection(state.clip.bounds)
        guard !dest.isEmpty else { return }
        let clip = state.clip
        let target = target
        let op = state.compositeOperator
        let coverage = scratchCoverage
        let scratch = scratchPixels
        image.withPixels { bytes, bytesPerRow in
            let src = UnsafeRawPointer(bytes)
            if clip.mask == nil && alpha == 255 && op != .clear {
                // Full coverage everywhere: the same equations with k = 255, without coverage rows.
                for row in dest.y0..<dest.y1 {
                    let srcRow = src + (row - y) * bytesPerRow + (dest.x0 - x) * 4
                    let dstRow = target.pixels + row * target.rowPixels + dest.x0
                    if op == .copy {
                        UnsafeMutableRawPointer(dstRow).copyMemory(from: srcRow, byteCount: dest.width * 4)
                        continue
                    }
                    var i = 0
                    while i < dest.width {
                        // A run of opaque pixels replaces what lies beneath: it is copied whole.
                        let start = i
                        while i &+ 4 <= dest.width {
                            let four = srcRow.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt32>.self)
                            guard four[0] & four[1] & four[2] & four[3] >= 0xFF00_0000 else { break }
                            i &+= 4
                        }
                        while i < dest.width, srcRow.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self) >= 0xFF00_0000 {
                            i &+= 1
                        }
                        if i > start {
                            UnsafeMutableRawPointer(dstRow + start).copyMemory(from: srcRow + start * 4, byteCount: (i - start) * 4)
                        }
                        guard i < dest.width else { break }
                        let s = srcRow.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
                        if s != 0 { dstRow[i] = s &+ PixelOps.scale(dstRow[i], 255 - (s >> 24)) }
                        i &+= 1
                    }
                }
                return
            }
            for row in dest.y0..<dest.y1 {
                let srcRow = src + (row - y) * bytesPerRow + (dest.x0 - x) * 4
                let dstRow = target.pixels + row * target.rowPixels + dest.x0
                PixelMemory.fill(coverage, byte: 255, count: dest.width)
                clip.apply(y: row, x: dest.x0, count: dest.width, coverage: coverage)
                if op == .sourceOver {
                    // A transparent source pixel, scaled by any alpha, leaves the destination as it is.
                    for i in 0..<dest.width {
                        let k = UInt32(coverage[i])
                        var s = srcRow.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
                        if k == 0 || s == 0 { continue }
                        if alpha != 255 { s = PixelOps.scale(s, alpha) }
                        dstRow[i] = PixelOps.sourceOver(s, dstRow[i], k)
                    }
                    continue
                }
                for i in 0..<dest.width {
                    scratch[i] = srcRow.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
                }
                if alpha != 255 {
                    for i in 0..<dest.width { scratch[i] = PixelOps.scale(scratch[i], alpha) }
                }
                switch op {
                case .sourceOver:
                    for i in 0..<dest.width {
                        let k = UInt32(coverage[i])
                        if k != 0 { dstRow[i] = PixelOps.sourceOver(scratch[i], dstRow[i], k) }
                    }
                case .copy:
                    for i in 0..<dest.width {
                        let k = UInt32(coverage[i])
                        if k != 0 { dstRow[i] = PixelOps.copy(scratch[i], dstRow[i], k) }
                    }
                case .clear:
                    for i in 0..<dest.width {
                        let k = UInt32(coverage[i])
                        if k != 0 { dstRow[i] = PixelOps.clear(dstRow[i], k) }
                    }
                }
            }
        }
    }
}
