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

    /// The number of superlayers above the layer.
    private var depth: Int {
        var count = 0
        var layer = self
        while let parent = layer.superlayer {
            count += 1
            layer = parent
        }
        return count
    }

    /// The closest layer that is both this layer or one of its ancestors and `other` or one of `other`'s, or nil in separate trees.
    private func commonAncestor(with other: CALayer) -> CALayer? {
        var a: CALayer? = self, b: CALayer? = other
        var depthA = depth, depthB = other.depth
        while depthA > depthB { a = a?.superlayer; depthA -= 1 }
        while depthB > depthA { b = b?.superlayer; depthB -= 1 }
        while let x = a, let y = b, x !== y {
            a = x.superlayer
            b = y.superlayer
        }
        return a
    }

    /// The affine transform from this layer's coordinates to `ancestor`'s, which is the layer itself or one of its ancestors.
    private func transform(toAncestor ancestor: CALayer) -> CGAffineTransform {
        var t = CGAffineTransform.identity
        var layer = self
        while layer !== ancestor, let parent = layer.superlayer {
            t = t.concatenating(layer.transformToSuperlayerIncludingSublayerTransform)
            layer = parent
        }
        return t
    }

    /// The transform from this layer's coordinates to `other`'s; both must share a root layer
    /// (a nil `other` means the root).
    ///
    /// Goes through the closest common ancestor, so converting between nearby layers costs their
    /// distance in the tree, not their depth.
    private func transform(to other: CALayer?) -> CGAffineTransform {
        guard let other else { return transformToRoot }
        if other === self { return .identity }
        guard let common = commonAncestor(with: other) else {
            preconditionFailure("CALayer.convert: \(self) and \(other) are not in the same layer tree")
        }
        let up = transform(toAncestor: common)
        return other === common ? up : up.concatenating(other.transform(toAncestor: common).inverted())
    }

    /// Converts a point from the superlayer's coordinates (this layer's own when it has none) to this layer's, one level of the tree.
    @_spi(UIKit) public func convertFromSuperlayer(_ p: CGPoint) -> CGPoint {
        guard superlayer != nil else { return p }
        return p.applying(transformToSuperlayerIncludingSublayerTransform.inverted())
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
