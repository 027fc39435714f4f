import Foundation

/// What changed in a layer, and under it, since the compositor that renders its tree last looked.
///
/// Setters, hierarchy changes and animations mark a layer; the mark climbs to the root as "has
/// dirty descendants", each layer listing the sublayers that lead to a mark, so the compositor
/// reaches every change without visiting an unchanged layer. The climb stops at the first ancestor
/// that already has dirty descendants, so marking costs nothing once a path is marked.
///
/// The compositor that owns a tree clears the marks of the layers it visits, except that a layer
/// with animations attached stays marked, since its presentation changes with time. Under a layer
/// that is not drawn (hidden, transparent) the compositor does not look, and stale marks may stay
/// there; it visits every layer of such a subtree when the subtree is drawn again.
struct CALayerRenderMarks {
    /// The layer's model values, contents or animations changed.
    var isDirty = false
    /// The layer's sublayers, or their drawing order, changed; `dirtySublayers` is then empty and every sublayer is looked at.
    var sublayersChanged = false
    /// Some sublayer, or a layer under one, is marked.
    var hasDirtyDescendants = false
    /// Whether the superlayer knows of this layer's marks: it lists the layer, or its own sublayers changed.
    var isListed = false
    /// The sublayers that are marked or have marked descendants, in marking order.
    var dirtySublayers: [CALayer] = []
    /// The compositor that clears the marks of the tree this layer is the root of.
    weak var owner: CACompositor?
    /// Some sublayer, or a layer under one, needs layout (set by `setNeedsLayout()`, cleared by the layout pass).
    ///
    /// Not a render mark, but it climbs the tree the same way, so the layout pass and the idle
    /// check follow only the paths to layers that need layout.
    var descendantNeedsLayout = false

    /// Whether the layer, its sublayers or anything under them is marked.
    var isMarked: Bool { isDirty || sublayersChanged || hasDirtyDescendants }
}

extension CALayer {
    /// Marks the layer's own rendered values as changed, after a change of the property `key` (nil for unanimatable ones).
    ///
    /// A change of `zPosition` also changes the superlayer's drawing order.
    func renderPropertyDidChange(_ key: String?) {
        markRenderDirty()
        if key == "zPosition" { superlayer?.markSublayersChanged() }
    }

    /// Marks the layer as changed and its path to the root as having a changed descendant.
    func markRenderDirty() {
        renderMarks.isDirty = true
        propagateRenderMarks()
    }

    /// Marks the list or order of the sublayers as changed.
    func markSublayersChanged() {
        renderMarks.sublayersChanged = true
        renderMarks.dirtySublayers.removeAll()
        propagateRenderMarks()
    }

    /// Records that `layer` was just inserted among the sublayers: the list changed, and the layer is drawn in a new place.
    ///
    /// Its pending layout, if any, becomes its new ancestors' pending layout.
    func sublayerWasInserted(_ layer: CALayer) {
        markSublayersChanged()
        layer.renderMarks.isListed = false
        layer.markRenderDirty()
        if layer.needsLayoutFlag || layer.renderMarks.descendantNeedsLayout { layer.propagateNeedsLayout() }
    }

    /// Tells the superlayers, up to the first that already knows, that something under them is marked.
    private func propagateRenderMarks() {
        var child = self
        while let parent = child.superlayer {
            if !child.renderMarks.isListed {
                child.renderMarks.isListed = true
                if !parent.renderMarks.sublayersChanged { parent.renderMarks.dirtySublayers.append(child) }
            }
            if parent.renderMarks.hasDirtyDescendants { return }
            parent.renderMarks.hasDirtyDescendants = true
            child = parent
        }
    }

    /// Tells the superlayers, up to the first that already knows, that a layer under them needs layout.
    func propagateNeedsLayout() {
        var layer = self
        while let parent = layer.superlayer, !parent.renderMarks.descendantNeedsLayout {
            parent.renderMarks.descendantNeedsLayout = true
            layer = parent
        }
    }

    /// Whether the layer, its sublayers or anything under them changed since the compositor that
    /// owns the tree last recorded it: changes a frame has yet to draw.
    @_spi(SpringBoard) public var hasChangesToRender: Bool { renderMarks.isMarked }

    /// Whether the layer or any layer under it is marked for layout.
    ///
    /// Follows only the paths that lead to a mark, so an unmarked tree costs one check.
    @_spi(SpringBoard) public var subtreeNeedsLayout: Bool {
        if needsLayoutFlag { return true }
        guard renderMarks.descendantNeedsLayout else { return false }
        return (sublayers ?? []).contains { $0.subtreeNeedsLayout }
    }
}
