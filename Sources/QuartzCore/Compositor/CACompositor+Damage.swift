import Foundation

extension CACompositor {
    /// Walks the tree at `time`, filling `nodes` with the visible layers and `damage` with what changed.
    ///
    /// A layer is damaged, over the union of its old and new footprints, when it appears, disappears
    /// (removed, hidden, transparent or deallocated), or when its presentation values, its transform to
    /// the screen, its superlayer or its footprint change. A change to a layer's opacity, mask or shadow
    /// damages its whole subtree, and so does a change to its place among its siblings' drawing order.
    func collectNodes(from root: CALayer, at time: CFTimeInterval) {
        footprintChain.removeAll(keepingCapacity: true)
        visit(root, superlayer: nil, space: CGAffineTransform(scaleX: scale, y: scale), isRoot: true,
              forced: false, time: time)
        unreachedRecords.removeAll(keepingCapacity: true)
        for (id, record) in records where record.frame != frameNumber {
            damage.insert(record.footprint)
            unreachedRecords.append(id)
        }
        for id in unreachedRecords { records.removeValue(forKey: id) }
    }

    /// Records `layer` and its subtree; `space` maps its superlayer's coordinates (or, for the root, its own) to screen pixels.
    private func visit(_ layer: CALayer, superlayer: ObjectIdentifier?, space: CGAffineTransform, isRoot: Bool,
                       forced: Bool, time: CFTimeInterval) {
        let id = ObjectIdentifier(layer)
        let state = layer.renderState(at: time)
        let world = isRoot ? space : state.transformToSuperlayer.concatenating(space)
        var previous = records[id]
        if let stale = previous, stale.layer !== layer {
            // A deallocated layer's identifier now names a new layer.
            damage.insert(stale.footprint)
            previous = nil
        }
        guard !state.isHidden, state.opacity > 0, RenderNode.isFinite(world) else {
            if let previous { damage.insert(previous.footprint) }
            record(layer, previous, superlayer: superlayer, state: state, world: world, footprint: .empty,
                   sublayers: previous?.sublayers ?? [])
            return
        }
        let node = RenderNode(state: state, world: world)
        let link = node.footprintLink
        if let link { footprintChain.append(link) }
        let footprint = footprint(of: node.ownBox)
        var forceSublayers = forced
        var reordered: Set<ObjectIdentifier> = []
        let sublayers = layer.sublayersInDrawingOrder
        let sameSublayers = previous.map { Self.sameOrder($0.sublayers, sublayers) } ?? sublayers.isEmpty
        if let previous {
            let moved = previous.superlayer != superlayer
            if forced || moved || previous.state != state || previous.world != world || previous.footprint != footprint {
                damage.insert(previous.footprint)
                damage.insert(footprint)
            }
            forceSublayers = forced || moved || RenderNode.changesSublayers(from: previous.state, to: state)
            if !sameSublayers {
                reordered = Self.reorderedSublayers(old: previous.sublayers, new: sublayers)
            }
        } else {
            damage.insert(footprint)
            forceSublayers = true
        }
        let index = nodes.count
        nodes.append(node)
        let sublayerSpace = node.sublayerSpace
        var sublayerExtent = PixelBox.empty
        for sublayer in sublayers {
            let first = nodes.count
            visit(sublayer, superlayer: id, space: sublayerSpace, isRoot: false,
                  forced: forceSublayers || reordered.contains(ObjectIdentifier(sublayer)), time: time)
            if nodes.count > first { sublayerExtent = sublayerExtent.union(nodes[first].extent) }
        }
        if link != nil { footprintChain.removeLast() }
        nodes[index].finish(sublayerExtent: sublayerExtent, hasSublayers: nodes.count > index + 1, end: nodes.count)
        let sublayerIDs = sameSublayers ? previous?.sublayers ?? [] : sublayers.map(ObjectIdentifier.init)
        record(layer, previous, superlayer: superlayer, state: state, world: world, footprint: footprint,
               sublayers: sublayerIDs)
    }

    /// Updates `existing`, the record of `layer`, or makes a new one, with what this frame drew.
    private func record(_ layer: CALayer, _ existing: LayerRecord?, superlayer: ObjectIdentifier?,
                        state: CALayerRenderState, world: CGAffineTransform, footprint: PixelBox,
                        sublayers: [ObjectIdentifier]) {
        guard let existing else {
            records[ObjectIdentifier(layer)] = LayerRecord(layer: layer, superlayer: superlayer, state: state,
                                                           world: world, footprint: footprint,
                                                           sublayers: sublayers, frame: frameNumber)
            return
        }
        existing.superlayer = superlayer
        existing.state = state
        existing.world = world
        existing.footprint = footprint
        existing.sublayers = sublayers
        existing.frame = frameNumber
    }

    /// The screen pixels that drawing in `box` can change, through the masks and shadows of the layers on the chain.
    private func footprint(of box: PixelBox) -> PixelBox {
        var result = box
        for link in footprintChain.reversed() {
            if result.isEmpty { return .empty }
            result = link.apply(result)
        }
        return result.intersection(screenBox)
    }

    /// Whether `ids` names exactly `layers`, in order.
    private static func sameOrder(_ ids: [ObjectIdentifier], _ layers: [CALayer]) -> Bool {
        guard ids.count == layers.count else { return false }
        for (id, layer) in zip(ids, layers) where id != ObjectIdentifier(layer) { return false }
        return true
    }

    /// The sublayers, present both before and now, whose place relative to the others changed.
    ///
    /// Sublayers that were added or removed are damaged as appearing or disappearing; among the rest,
    /// those not at the same position of the old and new orders are returned.
    private static func reorderedSublayers(old: [ObjectIdentifier], new layers: [CALayer]) -> Set<ObjectIdentifier> {
        let new = layers.map(ObjectIdentifier.init)
        let oldSet = Set(old), newSet = Set(new)
        let keptOld = old.filter { newSet.contains($0) }
        let keptNew = new.filter { oldSet.contains($0) }
        var moved: Set<ObjectIdentifier> = []
        for (before, after) in zip(keptOld, keptNew) where before != after {
            moved.insert(before)
            moved.insert(after)
        }
        return moved
    }
}
