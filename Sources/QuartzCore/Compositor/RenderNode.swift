import Foundation

/// One visible layer as the compositor draws it, with everything drawing and culling need, in screen pixels.
///
/// Each drawn layer's `LayerRecord` holds its node, rebuilt only in the frames that visit the layer.
/// Boxes are bounding boxes of what may be drawn, rounded outwards to whole pixels, which already
/// covers anti-aliased edges.
struct RenderNode {
    /// The layer's presentation values at the frame's time.
    let state: CALayerRenderState
    /// The transform from the layer's coordinates to screen pixels (y down).
    let world: CGAffineTransform
    /// The bounds on screen.
    let boundsBox: PixelBox
    /// What the layer's own background, contents and border can cover on screen.
    let ownBox: PixelBox
    /// The corner radius, clamped to half the shorter side.
    let cornerRadius: CGFloat
    /// The border width, clamped to half the shorter side.
    let borderWidth: CGFloat
    /// Where the contents image goes in the layer's coordinates, by its gravity.
    let contentsRect: CGRect
    /// Whether there is a visible background colour to fill.
    let drawsBackground: Bool
    /// Whether there is a contents image that shows.
    let drawsContents: Bool
    /// Whether there is a visible border to draw.
    let drawsBorder: Bool
    /// The screen pixels certainly inside the rounded bounds: empty unless the layer is axis-aligned.
    let interiorBox: PixelBox
    /// The screen pixels the background certainly paints opaque: the interior when the colour is opaque.
    let opaqueBox: PixelBox
    /// What a backdrop layer does to what lies beneath it, when the layer is one and changes it.
    let backdrop: BackdropGeometry?
    /// The shadow, when the layer has one and something to cast it.
    private(set) var shadow: ShadowGeometry?
    /// What the layer and its sublayers can cover, before the layer's own shadow.
    private(set) var contentBox = PixelBox.empty
    /// Everything the subtree can change on screen, shadows included.
    private(set) var extent = PixelBox.empty
    /// Whether opacity must be applied to the subtree as a whole, through an offscreen bitmap.
    private(set) var needsGroup = false

    /// A node for a layer drawn with `state` under the layer-to-screen transform `world`.
    init(state: CALayerRenderState, world: CGAffineTransform) {
        self.state = state
        self.world = world
        let bounds = state.bounds
        let shortSide = max(0, min(bounds.width, bounds.height))
        cornerRadius = max(0, min(state.cornerRadius, shortSide / 2))
        borderWidth = max(0, min(state.borderWidth, shortSide / 2))
        drawsBackground = !bounds.isEmpty && (state.backgroundColor?.alpha ?? 0) > 0
        drawsBorder = !bounds.isEmpty && borderWidth > 0 && (state.borderColor?.alpha ?? 0) > 0
        boundsBox = PixelBox(enclosing: bounds, transformedBy: world)
        backdrop = bounds.isEmpty ? nil : BackdropGeometry(state: state, world: world).flatMap { $0.isIdentity ? nil : $0 }
        var own = drawsBackground || drawsBorder || backdrop != nil ? boundsBox : .empty
        if let image = state.contentsImage {
            let scale = state.contentsScale > 0 && state.contentsScale.isFinite ? state.contentsScale : 1
            let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
            contentsRect = state.contentsGravity.rect(forImageOfSize: size, in: bounds)
            var box = PixelBox(enclosing: contentsRect, transformedBy: world)
            if state.masksToBounds { box = box.intersection(boundsBox) }
            drawsContents = !box.isEmpty
            own = own.union(box)
        } else {
            contentsRect = .null
            drawsContents = false
        }
        ownBox = own
        interiorBox = Self.interior(of: bounds, cornerRadius: cornerRadius, world: world)
        opaqueBox = drawsBackground && state.backgroundColor?.alpha == 1 ? interiorBox : .empty
        shadow = ShadowGeometry(state: state, world: world)
    }

    /// How this layer changes where its own and its descendants' drawing shows, or nil when it changes nothing.
    var footprintLink: FootprintLink? {
        guard state.masksToBounds || shadow != nil else { return nil }
        return FootprintLink(clip: state.masksToBounds ? boundsBox : nil, shadow: shadow)
    }

    /// The transform from the sublayers' superlayer coordinates (this layer's) to screen pixels.
    ///
    /// `sublayerTransform` applies around the centre of the bounds.
    var sublayerSpace: CGAffineTransform {
        let sublayerTransform = state.sublayerTransform
        guard !CATransform3DIsIdentity(sublayerTransform) else { return world }
        let centre = CGPoint(x: state.bounds.midX, y: state.bounds.midY)
        return CGAffineTransform(translationX: -centre.x, y: -centre.y)
            .concatenating(CATransform3DGetAffineTransform(sublayerTransform))
            .concatenating(CGAffineTransform(translationX: centre.x, y: centre.y))
            .concatenating(world)
    }

    /// Completes the node once its sublayers are known: `sublayerExtent` is the union of their extents.
    ///
    /// A shadow with nothing to cast is dropped; opacity needs a group when the layer has visible
    /// sublayers or more than one of background, contents, border and shadow, which would otherwise
    /// blend into each other. A backdrop counts as one of them.
    mutating func finish(sublayerExtent: PixelBox, hasSublayers: Bool) {
        var content = ownBox.union(sublayerExtent)
        if state.masksToBounds { content = content.intersection(boundsBox) }
        contentBox = content
        if content.isEmpty { shadow = nil }
        extent = footprintLink?.apply(content) ?? content
        let parts = (drawsBackground ? 1 : 0) + (drawsContents ? 1 : 0) + (drawsBorder ? 1 : 0) + (shadow != nil ? 1 : 0)
            + (backdrop != nil ? 1 : 0)
        needsGroup = hasSublayers || parts > 1
    }

    /// Whether a change from `old` to `new` changes how the layer's sublayers appear, beyond their transforms.
    ///
    /// Opacity, masking, the shadow (cast from the sublayers' shapes too) and a vibrancy fill affect every descendant.
    static func changesSublayers(from old: CALayerRenderState, to new: CALayerRenderState) -> Bool {
        if old.opacity != new.opacity || old.isHidden != new.isHidden || old.masksToBounds != new.masksToBounds
            || old.vibrancyFillColor != new.vibrancyFillColor {
            return true
        }
        if new.masksToBounds && (old.bounds != new.bounds || old.cornerRadius != new.cornerRadius) { return true }
        if old.shadowOpacity > 0 || new.shadowOpacity > 0 {
            return old.shadowOpacity != new.shadowOpacity || old.shadowColor != new.shadowColor
                || old.shadowRadius != new.shadowRadius || old.shadowOffset != new.shadowOffset
        }
        return false
    }

    /// The whole pixels inside `bounds` rounded by `cornerRadius` under an axis-aligned `world`, or empty for other transforms.
    ///
    /// The bounds are inset by the part of the radius that a quarter circle leaves uncovered at 45°,
    /// then mapped to the screen and rounded inwards.
    static func interior(of bounds: CGRect, cornerRadius: CGFloat, world: CGAffineTransform) -> PixelBox {
        guard world.b == 0, world.c == 0 else { return .empty }
        let inset = cornerRadius * (1 - 1 / CGFloat(2).squareRoot())
        let rect = bounds.insetBy(dx: inset, dy: inset)
        guard !rect.isNull, !rect.isEmpty else { return .empty }
        let x0 = world.a * rect.minX + world.tx, x1 = world.a * rect.maxX + world.tx
        let y0 = world.d * rect.minY + world.ty, y1 = world.d * rect.maxY + world.ty
        let limit = CGFloat(PixelBox.limit)
        func whole(_ v: CGFloat, _ rule: FloatingPointRoundingRule) -> Int {
            v.isFinite ? Int(max(-limit, min(limit, v.rounded(rule)))) : 0
        }
        return PixelBox(x0: whole(min(x0, x1), .up), y0: whole(min(y0, y1), .up),
                        x1: whole(max(x0, x1), .down), y1: whole(max(y0, y1), .down))
    }

    /// Whether every entry of `t` is finite.
    static func isFinite(_ t: CGAffineTransform) -> Bool {
        t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite && t.tx.isFinite && t.ty.isFinite
    }
}
