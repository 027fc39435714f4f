import Foundation

/// What the compositor remembers about a layer from the last frame that reached it, to find what changed.
///
/// Records are keyed by the layer's `ObjectIdentifier` and hold the layer weakly, so a layer that has
/// been removed or deallocated still has its old footprint damaged, and an identifier reused by a new
/// layer is recognised as a different layer. A record is a class updated in place each frame, so the
/// walk copies no records.
final class LayerRecord {
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
    /// Its sublayers in drawing order.
    var sublayers: [ObjectIdentifier]
    /// The number of the last frame that reached it.
    var frame: UInt64

    init(layer: CALayer, superlayer: ObjectIdentifier?, state: CALayerRenderState, world: CGAffineTransform,
         footprint: PixelBox, sublayers: [ObjectIdentifier], frame: UInt64) {
        self.layer = layer
        self.superlayer = superlayer
        self.state = state
        self.world = world
        self.footprint = footprint
        self.sublayers = sublayers
        self.frame = frame
    }
}
