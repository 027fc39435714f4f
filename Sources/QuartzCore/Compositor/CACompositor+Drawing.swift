import Foundation
@_spi(QuartzCore) import CoreGraphics

extension CACompositor {
    /// Clears the screen pixels in `box` (to opaque black, or transparent unless `isOpaque`) and draws the tree again there, clipped to it.
    ///
    /// When one layer certainly paints at least half of the box opaque, that part is drawn without
    /// the clear and without what lies beneath the layer, and the rest of the box as usual.
    func redraw(_ box: PixelBox) {
        if let (path, covered) = occluder(of: box) {
            occluderPath = path
            redraw(covered, clearing: false)
            occluderPath = []
            for rest in box.subtracting(covered) { redraw(rest, clearing: true) }
        } else {
            redraw(box, clearing: true)
        }
    }

    /// Redraws the screen pixels `box`, first clearing them (to opaque black, or transparent unless `isOpaque`) when `clearing`.
    private func redraw(_ box: PixelBox, clearing: Bool) {
        let target = DrawTarget(buffer: screen, context: screenContext, width: pixelWidth, height: pixelHeight,
                                originX: 0, originY: 0)
        let context = screenContext
        redrawBox = box
        reachedOccluder = nil
        fullClip = box
        defer { redrawBox = .empty; reachedOccluder = nil; fullClip = .empty }
        context.saveGState()
        context.clip(to: target.defaultRect(box))
        if clearing && isOpaque {
            context.setFillColor(CGColor.black)
            context.fill(target.defaultRect(box))
        } else if clearing {
            context.clear(target.defaultRect(box))
        }
        if let root = rootRecord, root.node != nil { drawLayer(root, in: target, cull: box) }
        context.restoreGState()
    }

    /// The last layer in drawing order that certainly paints at least half of `box` opaque, with its ancestors, and the part it paints.
    ///
    /// A candidate is drawn with full opacity (its ancestors too, so no group intervenes) and an opaque
    /// background (or, on an opaque screen, a backdrop) on an axis-aligned layer; the part is its interior, limited by its ancestors' masks.
    /// The path runs from the root to the occluder.
    private func occluder(of box: PixelBox) -> ([LayerRecord], PixelBox)? {
        guard let root = rootRecord, root.node != nil else { return nil }
        var best: ([LayerRecord], PixelBox)?
        var path: [LayerRecord] = []
        findOccluder(root, within: box, minimumArea: (box.area + 1) / 2, path: &path, best: &best)
        return best
    }

    /// Searches the subtree of the drawn layer `record` in drawing order, keeping in `best` the last occluder covering `minimumArea` pixels of `limit`.
    private func findOccluder(_ record: LayerRecord, within limit: PixelBox, minimumArea: Int, path: inout [LayerRecord],
                              best: inout ([LayerRecord], PixelBox)?) {
        guard record.isOpaqueGroup, record.extent.intersects(limit), let node = record.node else { return }
        path.append(record)
        defer { path.removeLast() }
        // On an opaque screen a backdrop paints its interior opaque: it blurs opaque pixels.
        let covered = (isOpaque && node.backdrop != nil ? node.interiorBox : node.opaqueBox).intersection(limit)
        if !covered.isEmpty, covered.area >= minimumArea { best = (path, covered) }
        let sublimit = node.state.masksToBounds ? limit.intersection(node.interiorBox) : limit
        guard sublimit.area >= minimumArea else { return }
        let sublayers = record.sublayers
        for index in sublayers.indices where sublayers[index].isOpaqueGroup && sublayers[index].extent.intersects(sublimit) {
            findOccluder(sublayers[index], within: sublimit, minimumArea: minimumArea, path: &path, best: &best)
        }
    }

    /// Draws the subtree of the drawn layer `record` into `target`, skipping everything outside the screen pixels `cull`.
    ///
    /// With an opacity below 1 that needs a group, the subtree is drawn into an offscreen bitmap the
    /// size of its visible part and composited with the opacity; otherwise the opacity is a global alpha.
    /// A layer with a vibrancy fill colour is always drawn as a group, whose pixels take that colour at
    /// their own coverage before they are composited.
    /// While an occluder is pending (`occluderPath`), layers drawn before it are skipped and its
    /// ancestors draw only what can show above it.
    ///
    /// While what lies beneath a backdrop layer is drawn (`backdropStop`), drawing stops at that layer:
    /// it and everything after it in drawing order are left out.
    func drawLayer(_ record: LayerRecord, in target: DrawTarget, cull: PixelBox) {
        if backdropStop != nil {
            if backdropStopReached { return }
            if record === backdropStop {
                backdropStopReached = true
                return
            }
        }
        let visible = record.extent.intersection(cull)
        guard !visible.isEmpty, let node = record.node else { return }
        if let occluder = occluderPath.last {
            if record === occluder {
                occluderPath = []
                reachedOccluder = record
            } else {
                // Beneath the occluder: only an ancestor's sublayers and border can show.
                guard occluderPath.contains(where: { $0 === record }) else { return }
                drawBody(record, in: target, cull: visible, alpha: 1, castsShadow: false, isOccluded: true)
                return
            }
        }
        let opacity = CGFloat(min(1, node.state.opacity))
        let fill = node.state.vibrancyFillColor
        if opacity >= 1, fill == nil, record.isAnimated, drawSlidingLayer(record, node, in: target, visible: visible) { return }
        guard fill != nil || (opacity < 1 && node.needsGroup) else {
            drawBody(record, in: target, cull: visible, alpha: opacity, castsShadow: true)
            return
        }
        let box = target.bitmapBox(of: visible)
        guard !box.isEmpty else { return }
        if drawCachedGroup(record, node, in: target, visible: visible, at: box, alpha: opacity) { return }
        withOffscreen(width: box.width, height: box.height, originX: target.originX + CGFloat(box.x0),
                      originY: target.originY + CGFloat(box.y0)) { group in
            drawBody(record, in: group, cull: visible, alpha: 1, castsShadow: true)
            if let fill {
                CGPixelRecolor.fill(group.buffer.bytes.assumingMemoryBound(to: UInt32.self), width: box.width,
                                    height: box.height, rowPixels: box.width, keepingCoverageWith: fill)
            }
            composite(group, PixelBox(x0: 0, y0: 0, x1: box.width, y1: box.height), into: target, at: box,
                      alpha: opacity, clippedTo: nil)
        }
    }

    /// Draws the group of `record` from the content cache when its policy says so, rasterizing it there first if needed; returns false when the caller draws it directly.
    ///
    /// Only groups drawn straight onto the screen are cached, and not those with a backdrop inside (its
    /// pixels depend on what lies beneath). The cache holds the whole on-screen part of the subtree, so
    /// the visible part `visible` (the target's pixels `box`) is composited from it with `alpha` just as
    /// a bitmap of only that part would be.
    private func drawCachedGroup(_ record: LayerRecord, _ node: RenderNode, in target: DrawTarget, visible: PixelBox,
                                 at box: PixelBox, alpha: CGFloat) -> Bool {
        guard target.buffer === screen, layerCache.byteLimit > 0, !record.hasBackdropInSubtree, backdropStop == nil
        else { return false }
        let key = LayerContentCache.Key(world: node.world, version: record.contentVersion)
        let cover = node.extent.intersection(screenBox)
        guard let entry = cacheEntry(record, key: key, world: node.world, covering: visible, coverArea: cover.area,
                                     rasterize: { rasterizeGroup(record, node, over: cover, key: key) })
        else { return false }
        let placed = entry.screenBox(under: node.world)
        let bitmap = DrawTarget(buffer: entry.buffer, context: screenContext, width: entry.box.width,
                                height: entry.box.height, originX: CGFloat(placed.x0), originY: CGFloat(placed.y0))
        composite(bitmap, visible.offsetBy(dx: -placed.x0, dy: -placed.y0), into: target, at: box, alpha: alpha,
                  clippedTo: nil)
        return true
    }

    /// Draws an opaque layer in flight from the content cache, resampled at the fraction of a pixel it is at; returns false when the caller draws it directly.
    ///
    /// While animations are attached to an opaque layer whose content does not change (a list sliding
    /// down, a pushed screen), its subtree is rasterized once with its origin on a whole pixel
    /// (`LayerContentCache.SlidePlacement`) and each frame composites that bitmap, filtered bilinearly
    /// where the layer falls between pixels, as Core Animation composites a layer's backing store
    /// instead of drawing its content again at the new fraction. On whole pixels the bitmap is copied,
    /// which gives the pixels drawing the subtree there would; between pixels the pixels differ from
    /// drawing it there by the rounding of the resampling. Only on the screen, not under a backdrop nor
    /// while an occluder is pending, and not for a subtree with a backdrop. Only for a layer on whole
    /// pixels across: resampling between pixels along a row filters every pixel, which costs more than
    /// drawing a screen of plain rows again (a navigation push's frame went from 3.8 ms to 5.3 ms).
    private func drawSlidingLayer(_ record: LayerRecord, _ node: RenderNode, in target: DrawTarget,
                                  visible: PixelBox) -> Bool {
        guard target.buffer === screen, layerCache.byteLimit > 0, !record.hasBackdropInSubtree, backdropStop == nil,
              occluderPath.isEmpty,
              let placement = LayerContentCache.SlidePlacement(state: node.state, world: node.world,
                                                               hasShadow: node.shadow != nil),
              placement.phaseX == 0
        else { return false }
        // The bitmap holds the layer's bounds within a margin of a screen around it, so that it still
        // covers what a slide brings into view.
        let margin = max(pixelWidth, pixelHeight)
        let cover = placement.box.intersection(screenBox.expanded(by: margin))
        guard !cover.isEmpty else { return false }
        let key = LayerContentCache.Key(world: node.world, version: record.contentVersion, resampled: true)
        let needed = placement.box.intersection(screenBox.expanded(by: 1))
        guard let entry = cacheEntry(record, key: key, world: node.world, covering: needed, coverArea: cover.area,
                                     rasterize: { rasterizeSlide(record, node, placement: placement, over: cover, key: key) })
        else { return false }
        let placed = entry.screenBox(under: node.world)
        let context = target.context
        context.saveGState()
        context.clip(to: target.defaultRect(visible))
        if placement.isWhole {
            let image = entry.buffer.borrowedImage(of: placed.intersection(visible).offsetBy(dx: -placed.x0, dy: -placed.y0),
                                                   rowWidth: entry.box.width)
            context.draw(image, in: target.defaultRect(placed.intersection(visible)))
        } else {
            let rect = CGRect(x: CGFloat(placed.x0) + placement.phaseX - target.originX,
                              y: CGFloat(target.height) - (CGFloat(placed.y1) + placement.phaseY - target.originY),
                              width: CGFloat(placed.width), height: CGFloat(placed.height))
            context.draw(entry.resamplingImage, in: rect)
        }
        context.restoreGState()
        record.drewResampled = !placement.isWhole
        return true
    }

    /// The cache entry to composite `record` from: the one held for `key` if it covers `needed`, or the one
    /// `rasterize` makes, as the layer's cache policy decides; nil when the layer is to be drawn directly.
    private func cacheEntry(_ record: LayerRecord, key: LayerContentCache.Key, world: CGAffineTransform,
                            covering needed: PixelBox, coverArea: Int,
                            rasterize: () -> LayerContentCache.Entry) -> LayerContentCache.Entry? {
        let cached = layerCache.entry(for: record.id, key: key, world: world, covering: needed)
        let action = record.cachePolicy.decide(version: record.contentVersion, hasMatchingEntry: cached != nil,
                                               fits: layerCache.fits(area: coverArea))
        let entry: LayerContentCache.Entry
        switch action {
        case .drawDirect:
            return nil
        case .composite:
            guard let cached else { return nil }
            entry = cached
        case .rasterize:
            entry = rasterize()
        }
        entry.lastUse = frameNumber
        return entry
    }

    /// Draws the subtree of the sliding layer `record` into a new cache entry for `key`, with its origin moved to the whole pixel below it, over `cover` (in that frame), and stores it.
    private func rasterizeSlide(_ record: LayerRecord, _ node: RenderNode, placement: LayerContentCache.SlidePlacement,
                                over cover: PixelBox, key: LayerContentCache.Key) -> LayerContentCache.Entry {
        let buffer = layerCache.takeBuffer(for: record.id, byteCount: cover.area * 4)
        let context = buffer.context(width: cover.width, height: cover.height, clear: true)
        // The bitmap's pixel (0, 0) shows the screen at the cover's corner plus the layer's phase, so
        // the layer, drawn where it is, lands in the bitmap on whole pixels.
        let bitmap = DrawTarget(buffer: buffer, context: context, width: cover.width, height: cover.height,
                                originX: CGFloat(cover.x0) + placement.phaseX, originY: CGFloat(cover.y0) + placement.phaseY)
        drawBody(record, in: bitmap, cull: bitmap.screenBox, alpha: 1, castsShadow: false)
        var world = node.world
        world.tx.round(.down)
        world.ty.round(.down)
        let entry = LayerContentCache.Entry(key: key, buffer: buffer, box: cover, world: world, frame: frameNumber)
        layerCache.insert(entry, for: record.id)
        return entry
    }

    /// Draws the subtree of `record` over the screen pixels `cover` into a new cache entry for `key`, and stores it.
    private func rasterizeGroup(_ record: LayerRecord, _ node: RenderNode, over cover: PixelBox,
                                key: LayerContentCache.Key) -> LayerContentCache.Entry {
        let buffer = layerCache.takeBuffer(for: record.id, byteCount: cover.area * 4)
        let context = buffer.context(width: cover.width, height: cover.height, clear: true)
        let group = DrawTarget(buffer: buffer, context: context, width: cover.width, height: cover.height,
                               originX: CGFloat(cover.x0), originY: CGFloat(cover.y0))
        drawBody(record, in: group, cull: cover, alpha: 1, castsShadow: true)
        if let fill = node.state.vibrancyFillColor {
            CGPixelRecolor.fill(buffer.bytes.assumingMemoryBound(to: UInt32.self), width: cover.width,
                                height: cover.height, rowPixels: cover.width, keepingCoverageWith: fill)
        }
        let entry = LayerContentCache.Entry(key: key, buffer: buffer, box: cover, world: node.world, frame: frameNumber)
        layerCache.insert(entry, for: record.id)
        return entry
    }

    /// Draws the drawn layer `record` itself, in Core Animation's order: shadow, backdrop, background, contents, sublayers, border.
    ///
    /// `alpha` multiplies the layer's own background, contents and border; it is below 1 only for a
    /// layer that needs no group. `castsShadow` is false while the layer's shape is drawn for its shadow.
    /// `isOccluded` leaves out the background and contents of an ancestor of the occluder, which paints
    /// over them.
    func drawBody(_ record: LayerRecord, in target: DrawTarget, cull: PixelBox, alpha: CGFloat, castsShadow: Bool,
                  isOccluded: Bool = false) {
        guard let node = record.node else { return }
        let context = target.context
        if castsShadow, node.shadow != nil { drawShadow(record, in: target, cull: cull) }
        let userSpace = target.userSpace(node.world)
        let drawsOwn = node.ownBox.intersects(cull)
        if drawsOwn, !isOccluded || node.drawsBorder { record.rasterizations += 1 }
        if drawsOwn, !isOccluded, let backdrop = node.backdrop {
            drawBackdrop(record, backdrop, in: target, cull: cull, alpha: alpha)
        }
        if drawsOwn, !isOccluded, node.drawsBackground, let color = node.state.backgroundColor {
            let pieces = uncoveredPieces(of: record, node, in: target, cull: cull)
            for piece in pieces ?? [cull] {
                context.saveGState()
                if pieces != nil { context.clip(to: target.defaultRect(piece)) }
                context.concatenate(userSpace)
                context.setAlpha(alpha)
                context.setFillColor(color)
                fillRoundedBounds(of: node, in: context)
                context.restoreGState()
            }
        }
        if drawsOwn, !isOccluded, node.drawsContents, let image = node.state.contentsImage {
            drawContents(image, of: node, userSpace: userSpace, alpha: alpha, in: context)
        }
        if record.hasDrawnSublayers {
            let sublayerCull = node.state.masksToBounds ? cull.intersection(node.boundsBox) : cull
            if !sublayerCull.isEmpty {
                context.saveGState()
                let outerClip = fullClip
                defer { fullClip = outerClip }
                if node.state.masksToBounds {
                    clipToBounds(of: node, userSpace: userSpace, in: context)
                    fullClip = fullClip.intersection(node.interiorBox)
                }
                // Indexing rather than iterating keeps the culled sublayers' records from being retained.
                let sublayers = record.sublayers
                for index in sublayers.indices where sublayers[index].extent.intersects(sublayerCull) {
                    drawLayer(sublayers[index], in: target, cull: sublayerCull)
                }
                context.restoreGState()
            }
        }
        if drawsOwn, !backdropStopReached, node.drawsBorder, let color = node.state.borderColor {
            context.saveGState()
            context.concatenate(userSpace)
            context.setAlpha(alpha)
            context.setFillColor(color)
            fillBorder(of: node, in: context)
            context.restoreGState()
        }
    }

    /// The parts of `cull` where the background of `record` can still show, when opaque sublayers drawn after it paint the rest; nil when they paint none of it.
    ///
    /// A sublayer drawn at full opacity with an opaque background paints its interior over whatever the
    /// layer drew there, at full coverage where the clip is whole (`fullClip`): filling the layer's
    /// background beneath it only to be painted over is skipped, which a list of opaque rows over an
    /// opaque table needs on every frame of a slide. Only on the screen, outside backdrop sampling and
    /// occluder searches; at most `maximumPieces` pieces, else the whole background is filled.
    private func uncoveredPieces(of record: LayerRecord, _ node: RenderNode, in target: DrawTarget,
                                 cull: PixelBox) -> [PixelBox]? {
        guard record.hasDrawnSublayers, target.buffer === screen, backdropStop == nil, occluderPath.isEmpty else { return nil }
        var limit = fullClip.intersection(cull).intersection(node.boundsBox)
        if node.state.masksToBounds { limit = limit.intersection(node.interiorBox) }
        guard !limit.isEmpty else { return nil }
        var pieces = [cull]
        var covered = false
        let sublayers = record.sublayers
        for index in sublayers.indices where sublayers[index].isOpaqueGroup {
            guard let hidden = sublayers[index].node?.opaqueBox.intersection(limit), !hidden.isEmpty else { continue }
            pieces = pieces.flatMap { $0.subtracting(hidden) }
            covered = true
            if pieces.count > Self.maximumPieces { return nil }
        }
        return covered ? pieces : nil
    }

    /// The most pieces a background is split into around the opaque sublayers over it.
    private static let maximumPieces = 32

    /// Draws the node's contents image in its gravity's rectangle, upright, clipped to the rounded bounds when masking.
    ///
    /// An image that lands on screen unscaled on whole pixels (within a millionth of a pixel) is drawn
    /// with an identity CTM, so CoreGraphics copies its rows without resampling, and only the box of its
    /// pixels that are not transparent is composited.
    private func drawContents(_ image: CGImage, of node: RenderNode, userSpace: CGAffineTransform, alpha: CGFloat,
                              in context: CGContext) {
        let rect = node.contentsRect
        // Layer space is y-down, so the image is flipped within its rectangle to stay upright on screen.
        let upright = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY).concatenating(userSpace)
        let width = CGFloat(image.width), height = CGFloat(image.height)
        let placement = CGAffineTransform(a: rect.width / width, b: 0, c: 0, d: -rect.height / height,
                                          tx: rect.minX, ty: rect.maxY).concatenating(upright)
        context.saveGState()
        defer { context.restoreGState() }
        if node.state.masksToBounds { clipToBounds(of: node, userSpace: userSpace, in: context) }
        context.setAlpha(alpha)
        guard let origin = Self.wholePixelOrigin(of: placement) else {
            context.concatenate(upright)
            context.draw(image, in: rect)
            return
        }
        let visible = visibleImageBoxes.box(of: image)
        guard !visible.isEmpty else { return }
        if visible != PixelBox(x0: 0, y0: 0, x1: image.width, y1: image.height) {
            context.clip(to: CGRect(x: origin.x + CGFloat(visible.x0), y: origin.y - CGFloat(visible.y1),
                                    width: CGFloat(visible.width), height: CGFloat(visible.height)))
        }
        context.draw(image, in: CGRect(x: origin.x, y: origin.y - height, width: width, height: height))
    }

    /// Where image pixel (0, 0)'s top-left corner lands in the default user space, when `placement` (image
    /// pixels, row 0 at the top, to the default user space) is an unscaled whole-pixel translation; else nil.
    private static func wholePixelOrigin(of placement: CGAffineTransform) -> CGPoint? {
        let tolerance: CGFloat = 1e-6
        let x = placement.tx.rounded(), y = placement.ty.rounded()
        guard abs(placement.a - 1) < tolerance, abs(placement.b) < tolerance, abs(placement.c) < tolerance,
              abs(placement.d + 1) < tolerance, abs(placement.tx - x) < tolerance, abs(placement.ty - y) < tolerance
        else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// Fills the node's bounds, rounded by its corner radius, in the layer's user space.
    private func fillRoundedBounds(of node: RenderNode, in context: CGContext) {
        let bounds = node.state.bounds
        if node.cornerRadius == 0 {
            context.fill(bounds)
        } else {
            context.addPath(CGPath(roundedRect: bounds, cornerWidth: node.cornerRadius, cornerHeight: node.cornerRadius,
                                   transform: nil))
            context.fillPath()
        }
    }

    /// Fills the border: the band `borderWidth` wide inside the rounded bounds, in the layer's user space.
    ///
    /// The inner edge is rounded by the corner radius less the width, as Core Animation draws it. A
    /// square border on whole pixels is filled as four rectangles, CoreGraphics' fast path.
    private func fillBorder(of node: RenderNode, in context: CGContext) {
        let outer = node.state.bounds
        let width = node.borderWidth
        let inner = outer.insetBy(dx: width, dy: width)
        if node.cornerRadius == 0, !inner.isEmpty, Self.isPixelAligned(outer, context.ctm),
           Self.isPixelAligned(inner, context.ctm) {
            context.fill(CGRect(x: outer.minX, y: outer.minY, width: outer.width, height: width))
            context.fill(CGRect(x: outer.minX, y: inner.maxY, width: outer.width, height: width))
            context.fill(CGRect(x: outer.minX, y: inner.minY, width: width, height: inner.height))
            context.fill(CGRect(x: inner.maxX, y: inner.minY, width: width, height: inner.height))
            return
        }
        let path = CGMutablePath()
        path.addRoundedRect(in: outer, cornerWidth: node.cornerRadius, cornerHeight: node.cornerRadius)
        if !inner.isEmpty {
            let innerRadius = max(0, min(node.cornerRadius - width, inner.width / 2, inner.height / 2))
            path.addRoundedRect(in: inner, cornerWidth: innerRadius, cornerHeight: innerRadius)
        }
        context.addPath(path)
        context.fillPath(using: .evenOdd)
    }

    /// Intersects the clip with the node's rounded bounds; the context's CTM must be the identity and stays so.
    func clipToBounds(of node: RenderNode, userSpace: CGAffineTransform, in context: CGContext) {
        let bounds = node.state.bounds
        if node.cornerRadius == 0, userSpace.b == 0, userSpace.c == 0 {
            context.clip(to: bounds.applying(userSpace))
        } else {
            let path = CGMutablePath()
            path.addRoundedRect(in: bounds, cornerWidth: node.cornerRadius, cornerHeight: node.cornerRadius,
                                transform: userSpace)
            context.addPath(path)
            context.clip()
        }
    }

    /// Composites the pixels `source` of `bitmap` into `target`'s pixels `box` (the same size) with `alpha`.
    ///
    /// The image lands on whole pixels unscaled, CoreGraphics' copy fast path. With `node`, the
    /// composite is clipped to that node's rounded bounds.
    func composite(_ bitmap: DrawTarget, _ source: PixelBox, into target: DrawTarget, at box: PixelBox,
                   alpha: CGFloat, clippedTo node: RenderNode?) {
        let image = bitmap.buffer.borrowedImage(of: source, rowWidth: bitmap.width)
        let context = target.context
        context.saveGState()
        if let node { clipToBounds(of: node, userSpace: target.userSpace(node.world), in: context) }
        context.setAlpha(alpha)
        context.draw(image, in: target.defaultRect(box))
        context.restoreGState()
    }

    /// Runs `body` with a cleared offscreen bitmap of `width`×`height` pixels whose top-left corner lies at screen point (`originX`, `originY`).
    ///
    /// Bitmaps are taken from a pool by nesting depth, so nested groups and shadows never share one and
    /// no bitmap memory is allocated once the pool has grown.
    ///
    /// With `cleared` false the bitmap holds whatever was there, for a caller that writes every pixel.
    func withOffscreen(width: Int, height: Int, originX: CGFloat, originY: CGFloat, cleared: Bool = true,
                       _ body: (DrawTarget) -> Void) {
        if offscreenDepth == offscreens.count { offscreens.append(PixelBuffer(byteCount: width * height * 4)) }
        let buffer = offscreens[offscreenDepth]
        let context = buffer.context(width: width, height: height, clear: cleared)
        offscreenDepth += 1
        defer { offscreenDepth -= 1 }
        body(DrawTarget(buffer: buffer, context: context, width: width, height: height, originX: originX,
                        originY: originY))
    }

    /// Whether `rect` under `ctm` is axis-aligned with every edge on a pixel boundary.
    private static func isPixelAligned(_ rect: CGRect, _ ctm: CGAffineTransform) -> Bool {
        func whole(_ v: CGFloat) -> Bool { v == v.rounded() }
        return ctm.b == 0 && ctm.c == 0
            && whole(rect.minX * ctm.a + ctm.tx) && whole(rect.maxX * ctm.a + ctm.tx)
            && whole(rect.minY * ctm.d + ctm.ty) && whole(rect.maxY * ctm.d + ctm.ty)
    }
}
