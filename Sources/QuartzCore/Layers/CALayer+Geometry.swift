import Foundation

extension CALayer {
    /// The affine transform from this layer's coordinates to its superlayer's, including the
    /// superlayer's `sublayerTransform` about its bounds' centre.
    var transformToSuperlayerIncludingSublayerTransform: CGAffineTransform {
        var t = state.transformToSuperlayer
        if let parent = superlayer, !CATransform3DIsIdentity(parent.state.sublayerTransform) {
            let b = parent.state.bounds
            let centre = CGPoint(x: b.midX, y: b.midY)
            t = t.concatenating(CGAffineTransform(translationX: -centre.x, y: -centre.y))
                .concatenating(CATransform3DGetAffineTransform(parent.state.sublayerTransform))
                .concatenating(CGAffineTransform(translationX: centre.x, y: centre.y))
        }
        return t
    }

    /// The affine transform from this layer's coordinates to its root layer's.
    var transformToRoot: CGAffineTransform {
        var t = CGAffineTransform.identity
        var layer: CALayer? = self
        while let current = layer, current.superlayer != nil {
            t = t.concatenating(current.transformToSuperlayerIncludingSublayerTransform)
            layer = current.superlayer
        }
        return t
    }

    /// The topmost ancestor (the layer itself when it has no superlayer).
    var rootLayer: CALayer {
        var layer = self
        while let parent = layer.superlayer { layer = parent }
        return layer
    }

    /// The transform from this layer's coordinates to `other`'s; both must share a root layer
    /// (a nil `other` means the root).
    private func transform(to other: CALayer?) -> CGAffineTransform {
        guard let other else { return transformToRoot }
        precondition(other.rootLayer === rootLayer,
                     "CALayer.convert: \(self) and \(other) are not in the same layer tree")
        return transformToRoot.concatenating(other.transformToRoot.inverted())
    }

    /// Converts a point from `l`'s coordinates to this layer's.
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        guard let l else { return p.applying(transformToRoot.inverted()) }
        return p.applying(l.transform(to: self))
    }

    /// Converts a point from this layer's coordinates to `l`'s.
    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        p.applying(transform(to: l))
    }

    /// Converts a rectangle (its bounding box after transforms) from `l`'s coordinates to this layer's.
    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        guard let l else { return r.applying(transformToRoot.inverted()) }
        return r.applying(l.transform(to: self))
    }

    /// Converts a rectangle (its bounding box after transforms) from this layer's coordinates to `l`'s.
    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        r.applying(transform(to: l))
    }

    /// The farthest descendant (or the layer itself) containing `p`, given in the superlayer's
    /// coordinates; hidden layers and points outside a masking layer's bounds are skipped.
    ///
    /// Sublayers are tested front to back (by `zPosition`, then order).
    public func hitTest(_ p: CGPoint) -> CALayer? {
        guard !state.isHidden else { return nil }
        let local = p.applying(transformToSuperlayerIncludingSublayerTransform.inverted())
        if state.masksToBounds && !contains(local) { return nil }
        for sublayer in sublayersInDrawingOrder.reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }
}
