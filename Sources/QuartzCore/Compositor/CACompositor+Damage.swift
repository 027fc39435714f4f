import Foundation

extension CACompositor {
    /// Visits what changed in the tree at `time`, updating the records and filling `damage` with what changed on screen.
    ///
    /// A layer is damaged, over the union of its old and new footprints, when it appears, disappears
    /// (removed, hidden, transparent or deallocated), or when its presentation values, its transform to
    /// the screen, its superlayer or its footprint change. A change to a layer's opacity, mask or shadow
    /// damages its whole subtree, and so does a change to its place among its siblings' drawing order.
    ///
    /// Only marked layers and the paths to them are visited (see `CALayerRenderMarks`), plus the
    /// sublayers of a layer whose sublayer space changed, every layer under one whose mask, shadow,
    /// opacity or place changed, and every layer when the compositor does not own the tree's marks or
    /// has not drawn this root before.
    func collectNodes(from root: CALayer, at time: CFTimeInterval) {
        footprintChain.removeAll(keepingCapacity: true)
        visitedLayerCount = 0
        evaluatedLayerCount = 0
        // Marks belong to the compositor of a whole tree; one drawing a subtree leaves them alone.
        let owner = root.renderMarks.owner
        consumesMarks = root.superlayer == nil && (owner === self || owner == nil)
        var visitAll = !consumesMarks || owner !== self
        if consumesMarks { root.renderMarks.owner = self }
        if let last = rootRecord, last.layer !== root {
            retireCandidates.append(last)
            rootRecord = nil
        }
        if rootRecord == nil { visitAll = true }
        if visitAll || root.renderMarks.isMarked {
            rootRecord = visit(root, superlayer: nil, space: CGAffineTransform(scaleX: scale, y: scale), isRoot: true,
                               forced: false, visitAll: visitAll, marksHold: !visitAll, time: time)
        }
        for record in retireCandidates { retire(record) }
        retireCandidates.removeAll(keepingCapacity: true)
    }

    /// Records `layer` and what changed in its subtree; `space` maps its superlayer's coordinates (or, for the root, its own) to screen pixels.
    ///
    /// `forced` damages the layer and its subtree whatever changed; `visitAll` visits the whole subtree.
    /// `marksHold` says that the layer's marks are up to date: this compositor owns them and drew the
    /// superlayer last frame, so a layer without a mark presents what it presented then.
    private func visit(_ layer: CALayer, superlayer: ObjectIdentifier?, space: CGAffineTransform, isRoot: Bool,
                       forced: Bool, visitAll: Bool, marksHold: Bool, time: CFTimeInterval) -> LayerRecord {
        visitedLayerCount += 1
        let id = ObjectIdentifier(layer)
        var previous = records[id]
        if let stale = previous, stale.layer !== layer {
            // A deallocated layer's identifier now names a new layer.
            damage.insert(stale.footprint)
            retireCandidates.append(stale)
            previous = nil
        }
        let sublayersChanged = layer.renderMarks.sublayersChanged
        let dirtySublayers = consumesMarks ? layer.renderMarks.dirtySublayers : []
        // A layer without a mark of its own is visited only because its place on the screen may have
        // changed (a superlayer slid, or its clip moved): its values are neither recomputed nor compared.
        let keptState = marksHold && !layer.renderMarks.isDirty ? previous?.state : nil
        let state = keptState ?? layer.renderState(at: time)
        let stateChanged = keptState == nil && previous?.state != state
        if keptState == nil { evaluatedLayerCount += 1 }
        let world = isRoot ? space : state.transformToSuperlayer.concatenating(space)
        let record: LayerRecord
        if let previous {
            record = previous
        } else {
            record = LayerRecord(id: id, layer: layer, superlayer: superlayer, state: state, world: world, frame: frameNumber)
            records[id] = record
        }
        guard !state.isHidden, state.opacity > 0, RenderNode.isFinite(world) else {
            if let previous {
                damage.insert(previous.footprint)
                retireCandidates.append(contentsOf: previous.sublayers)
            }
            if stateChanged || previous?.node != nil {
                record.changedFrame = frameNumber
                record.contentVersion &+= 1
                layerCache.remove(id)
            }
            record.hasBackdropInSubtree = false
            update(record, superlayer: superlayer, state: state, world: world, footprint: .empty, node: nil,
                   sublayers: [], link: nil, sublayerExtent: .empty, hasDrawnSublayers: false)
            if consumesMarks { finishMarks(of: layer, retaining: []) }
            return record
        }
        var node = RenderNode(state: state, world: world)
        let link = node.footprintLink
        if let link { footprintChain.append(link) }
        let footprint = footprint(of: node.ownBox)
        var forceSublayers = forced
        if let previous {
            let moved = previous.superlayer != superlayer
            if forced || moved || stateChanged || previous.world != world || previous.footprint != footprint {
                damage.insert(previous.footprint)
                damage.insert(footprint)
            }
            forceSublayers = forced || moved || stateChanged && RenderNode.changesSublayers(from: previous.state, to: state)
        } else {
            damage.insert(footprint)
            forceSublayers = true
        }
        record.isAnimated = !layer.active.isEmpty
        if record.drewResampled, !record.isAnimated {
            // Resampled pixels are for frames in flight: the layer at rest is drawn as it is.
            record.drewResampled = false
            damage.insert(footprint)
        }
        let sublayerSpace = node.sublayerSpace
        let wasDrawn = previous?.node != nil
        // Sublayers' footprints depend on this layer's mask and shadow, their damage on `forceSublayers`.
        let subtreeAll = visitAll || forceSublayers || !wasDrawn || previous?.footprintLink != link
        // Sublayers' transforms to the screen depend on the sublayer space.
        let spaceChanged = previous?.sublayerSpace != sublayerSpace
        var sublayerRecords: [LayerRecord]
        var retained: [CALayer] = []
        var extentChanged = true
        // Whether a visited sublayer changed, and whether the sublayers are no longer the same records in the same order.
        var childChanged = false
        var sublayersReplaced = false
        if let previous, !subtreeAll, !spaceChanged, !sublayersChanged {
            // Only the sublayers that lead to a mark.
            sublayerRecords = previous.sublayers
            extentChanged = false
            var replaced = false
            for sublayer in dirtySublayers where sublayer.superlayer === layer {
                let before = records[ObjectIdentifier(sublayer)]
                let drawnBefore = before?.node != nil, extentBefore = before?.extent
                let child = visit(sublayer, superlayer: id, space: sublayerSpace, isRoot: false, forced: false,
                                  visitAll: false, marksHold: marksHold, time: time)
                if child !== before { replaced = true }
                if child.changedFrame == frameNumber { childChanged = true }
                if (child.node != nil) != drawnBefore || child.extent != extentBefore { extentChanged = true }
                if sublayer.renderMarks.isMarked { retained.append(sublayer) }
            }
            if replaced {
                sublayerRecords = layer.sublayersInDrawingOrder.compactMap { records[ObjectIdentifier($0)] }
                extentChanged = true
                sublayersReplaced = true
            }
        } else {
            let sublayers = layer.sublayersInDrawingOrder
            var reordered: Set<ObjectIdentifier> = []
            if let previous, !Self.sameOrder(previous.sublayers, sublayers) {
                sublayersReplaced = true
                reordered = Self.reorderedSublayers(old: previous.sublayers, new: sublayers)
                let kept = Set(sublayers.map(ObjectIdentifier.init))
                retireCandidates.append(contentsOf: previous.sublayers.lazy.filter { !kept.contains($0.id) })
            }
            sublayerRecords = []
            sublayerRecords.reserveCapacity(sublayers.count)
            for sublayer in sublayers {
                let sublayerID = ObjectIdentifier(sublayer)
                let isReordered = !reordered.isEmpty && reordered.contains(sublayerID)
                if !subtreeAll, !spaceChanged, !isReordered, !sublayer.renderMarks.isMarked,
                   let existing = records[sublayerID], existing.layer === sublayer, existing.superlayer == id {
                    sublayerRecords.append(existing)
                    continue
                }
                let child = visit(sublayer, superlayer: id, space: sublayerSpace, isRoot: false,
                                  forced: forceSublayers || isReordered, visitAll: subtreeAll,
                                  marksHold: marksHold && wasDrawn, time: time)
                if child.changedFrame == frameNumber { childChanged = true }
                sublayerRecords.append(child)
                if consumesMarks, sublayer.renderMarks.isMarked { retained.append(sublayer) }
            }
        }
        if link != nil { footprintChain.removeLast() }
        var sublayerExtent = PixelBox.empty
        var hasDrawnSublayers = false
        if extentChanged {
            for sublayer in sublayerRecords where sublayer.node != nil {
                sublayerExtent = sublayerExtent.union(sublayer.extent)
                hasDrawnSublayers = true
            }
        } else if let previous {
            sublayerExtent = previous.sublayerExtent
            hasDrawnSublayers = previous.hasDrawnSublayers
        }
        node.finish(sublayerExtent: sublayerExtent, hasSublayers: hasDrawnSublayers)
        // The content changes with the layer's own drawing, or with any sublayer that changed or came or went.
        var contentChanged = sublayersReplaced || childChanged
        if !contentChanged, let previous {
            contentChanged = !wasDrawn || stateChanged && !previous.state.hasSameContent(as: state)
        } else if previous == nil {
            contentChanged = true
        }
        if contentChanged {
            record.contentVersion &+= 1
            layerCache.remove(id)
        }
        if contentChanged || stateChanged { record.changedFrame = frameNumber }
        record.hasBackdropInSubtree = node.backdrop != nil || sublayerRecords.contains { $0.hasBackdropInSubtree }
        update(record, superlayer: superlayer, state: state, world: world, footprint: footprint, node: node,
               sublayers: sublayerRecords, link: link, sublayerExtent: sublayerExtent,
               hasDrawnSublayers: hasDrawnSublayers)
        record.sublayerSpace = sublayerSpace
        if consumesMarks { finishMarks(of: layer, retaining: retained) }
        return record
    }

    /// Stores what this frame found for a layer in its record.
    private func update(_ record: LayerRecord, superlayer: ObjectIdentifier?, state: CALayerRenderState,
                        world: CGAffineTransform, footprint: PixelBox, node: RenderNode?, sublayers: [LayerRecord],
                        link: FootprintLink?, sublayerExtent: PixelBox, hasDrawnSublayers: Bool) {
        record.superlayer = superlayer
        record.state = state
        record.world = world
        record.footprint = footprint
        record.node = node
        record.extent = node?.extent ?? .empty
        record.isOpaqueGroup = node.map { $0.state.opacity >= 1 && $0.state.vibrancyFillColor == nil } ?? false
        record.sublayers = sublayers
        record.footprintLink = link
        record.sublayerExtent = sublayerExtent
        record.hasDrawnSublayers = hasDrawnSublayers
        record.frame = frameNumber
        if node?.backdrop != nil {
            backdropRecords[record.id] = record
        } else if backdropRecords[record.id] === record {
            backdropRecords.removeValue(forKey: record.id)
        }
    }

    /// Damages the whole region of every drawn backdrop layer that this frame's damage reaches through its blur.
    ///
    /// A backdrop's pixels depend on what lies beneath its region widened by the blur's reach, so damage
    /// there redraws the backdrop's whole footprint (once per frame; the new damage may in turn reach
    /// another backdrop). Backdrops that no damage reaches cost nothing.
    func propagateBackdropDamage() {
        guard !backdropRecords.isEmpty, !damage.isEmpty else { return }
        var waiting = Array(backdropRecords.values)
        var grew = true
        while grew {
            grew = false
            waiting.removeAll { record in
                guard let reach = record.node?.backdrop?.reach, !record.footprint.isEmpty else { return true }
                guard damage.intersects(record.footprint.expanded(by: reach)) else { return false }
                damage.insert(record.footprint)
                grew = true
                return true
            }
        }
    }

    /// Clears the marks of a visited layer, keeping it marked while animations are attached and listing the `retained` sublayers that stay marked.
    private func finishMarks(of layer: CALayer, retaining retained: [CALayer]) {
        let isAnimated = !layer.active.isEmpty
        layer.renderMarks.isDirty = isAnimated
        layer.renderMarks.sublayersChanged = false
        layer.renderMarks.hasDirtyDescendants = !retained.isEmpty
        layer.renderMarks.dirtySublayers = retained
        layer.renderMarks.isListed = isAnimated || !retained.isEmpty
    }

    /// Drops `record` and its subtree's records, damaging their footprints, unless this frame visited it elsewhere in the tree.
    private func retire(_ record: LayerRecord) {
        guard record.frame != frameNumber, !record.isRetired else { return }
        record.isRetired = true
        if records[record.id] === record {
            records.removeValue(forKey: record.id)
            layerCache.remove(record.id)
        }
        if backdropRecords[record.id] === record { backdropRecords.removeValue(forKey: record.id) }
        damage.insert(record.footprint)
        for sublayer in record.sublayers { retire(sublayer) }
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

    /// Whether `records` are exactly those of `layers`, in order.
    private static func sameOrder(_ records: [LayerRecord], _ layers: [CALayer]) -> Bool {
        guard records.count == layers.count else { return false }
        for (record, layer) in zip(records, layers) where record.id != ObjectIdentifier(layer) { return false }
        return true
    }

    /// The sublayers, present both before and now, whose place relative to the others changed.
    ///
    /// Sublayers that were added or removed are damaged as appearing or disappearing; among the rest,
    /// those not at the same position of the old and new orders are returned.
    private static func reorderedSublayers(old records: [LayerRecord], new layers: [CALayer]) -> Set<ObjectIdentifier> {
        let old = records.map(\.id)
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
