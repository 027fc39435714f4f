import Foundation

/// What the compositor knows about a layer from the last frame that visited it: how it was drawn, and its sublayers' records.
///
/// The records form the tree that is drawn: each holds the layer's `RenderNode` while it is drawn
/// and its sublayers' records in drawing order. A frame visits only the layers that changed (and the
/// paths to them), updating their records in place; every other record stays as it was, ready to be
/// drawn again. Records are keyed by the layer's `ObjectIdentifier` and hold the layer weakly, so a
/// layer that has been removed or deallocated still has its old footprint damaged, and an identifier
/// reused by a new layer is recognised as a different layer.
final class LayerRecord {
    /// The identifier of the layer, the record's key.
    let id: ObjectIdentifier
    /// The layer, while it is alive.
    weak var layer: CALayer?
    /// The superlayer it was drawn under, nil for the root.
    var superlayer: ObjectIdentifier?
    /// Its presentation values.
    var state: CALayerRenderState
    /// Its layer-to-screen transform.
    var world: CGAffineTransform
    /// The screen pixels its own drawing could change, through its ancestors' masks and shadows; empty when hidden.
    var footprint: PixelBox
    /// How it is drawn, or nil when it is not (hidden, transparent, or placed by a transform that is not finite).
    var node: RenderNode?
    /// Everything its subtree can change on screen (the node's extent), empty when it is not drawn; culling reads it without copying the node.
    var extent = PixelBox.empty
    /// Whether it is drawn with full opacity, so it may hide what lies beneath.
    var isOpaqueGroup = false
    /// Its sublayers' records in drawing order; empty when it is not drawn.
    var sublayers: [LayerRecord]
    /// The transform from its sublayers' superlayer coordinates to screen pixels, when it is drawn.
    var sublayerSpace: CGAffineTransform
    /// Its mask and shadow as they affect its descendants' footprints, when it is drawn.
    var footprintLink: FootprintLink?
    /// The union of the drawn sublayers' extents.
    var sublayerExtent: PixelBox
    /// Whether any sublayer is drawn.
    var hasDrawnSublayers = false
    /// The number of the last frame that visited it.
    var frame: UInt64
    /// Set once the record has been dropped, so it is dropped once.
    var isRetired = false
    /// The version of what its subtree draws in its own space, apart from its own placement and opacity:
    /// bumped when its own content, a sublayer's presentation values or the sublayers change, and keys its cached pixels.
    var contentVersion: UInt64 = 0
    /// The last frame in which its presentation values or its content changed, which changes its superlayer's content.
    var changedFrame: UInt64 = 0
    /// Whether a backdrop is drawn in its subtree, whose pixels depend on what lies beneath: such a subtree is not cached.
    var hasBackdropInSubtree = false
    /// Whether to draw its group from the content cache.
    var cachePolicy = LayerCachePolicy()
    /// How many times its own background, contents, border, shadow or backdrop have been drawn.
    var rasterizations = 0
    /// Whether animations were attached to the layer when it was last visited: while they run, an opaque
    /// layer whose content does not change may be drawn resampled from the content cache.
    var isAnimated = false
    /// Whether the last draw composited it from the cache at a fraction of a pixel; the first visit after
    /// its animations end damages it, so the screen it rests on is drawn directly.
    var drewResampled = false

    init(id: ObjectIdentifier, layer: CALayer, superlayer: ObjectIdentifier?, state: CALayerRenderState,
         world: CGAffineTransform, frame: UInt64) {
        self.id = id
        self.layer = layer
        self.superlayer = superlayer
        self.state = state
        self.world = world
        footprint = .empty
        sublayers = []
        sublayerSpace = world
        sublayerExtent = .empty
        self.frame = frame
    }
}
