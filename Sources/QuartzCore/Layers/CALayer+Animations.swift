import Foundation

/// An animation attached to a layer, with its bookkeeping.
@MainActor struct ActiveAnimation {
    let key: String
    let animation: CAPropertyAnimation
    var started = false
    var stopped = false
    let groups: [CATransaction.CompletionGroup]
    /// The host's drag coefficient when the animation was added: how many times slower it runs.
    var dragCoefficient: Double = 1
    /// The device time when the animation was added.
    var addedAt: CFTimeInterval = 0

    /// The animation's progress at the device's `time`, slowed by the drag coefficient from the
    /// moment it was added, so a delay stretches as well as the animation.
    func progress(at time: CFTimeInterval) -> (value: Double?, ended: Bool) {
        animation.progress(at: addedAt + (time - addedAt) / dragCoefficient)
    }

    /// The device time when the animation starts.
    var startsAt: CFTimeInterval { addedAt + (animation.beginTime - addedAt) * dragCoefficient }
    /// The device time when its active interval ends.
    var endsAt: CFTimeInterval { addedAt + (animation.beginTime + animation.activeDuration - addedAt) * dragCoefficient }
}

extension CALayer {
    /// Attaches a copy of `anim` under `key`, replacing (and stopping) any animation with that key.
    ///
    /// A zero `duration` becomes the transaction's duration and a zero `beginTime` becomes the
    /// current media time. Only property animations with an animatable key path can be added.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard let host = resolvedHostContext else {
            preconditionFailure("CALayer.add(_:forKey:): no device is running, so \(self) cannot animate")
        }
        guard let property = anim.copy() as? CAPropertyAnimation else {
            preconditionFailure("CALayer.add(_:forKey:): only CAPropertyAnimation subclasses can be added (got \(type(of: anim)))")
        }
        guard let keyPath = property.keyPath, CALayerState.animatableKeyPaths[keyPath] != nil else {
            preconditionFailure("CALayer.add(_:forKey:): '\(property.keyPath ?? "nil")' is not an animatable key path of CALayer")
        }
        if property.duration == 0 { property.duration = CATransaction.animationDuration() }
        if property.beginTime == 0 { property.beginTime = host.mediaTime }
        let resolvedKey = key ?? "\(keyPath)#\(ObjectIdentifier(property).hashValue)"
        if active.contains(where: { $0.key == resolvedKey }) { removeAnimation(forKey: resolvedKey) }
        host.openImplicitTransactionIfNeeded()
        let groups = CATransaction.openCompletionGroups(host)
        for group in groups { group.pending += 1 }
        active.append(ActiveAnimation(key: resolvedKey, animation: property, groups: groups,
                                      dragCoefficient: host.animationDragCoefficient, addedAt: host.mediaTime))
        host.registerAnimating(self)
        markRenderDirty()
    }

    /// The keys of the attached animations, in the order they were added.
    public func animationKeys() -> [String]? {
        active.isEmpty ? nil : active.map(\.key)
    }

    /// The animation attached under `key` (the layer's copy).
    public func animation(forKey key: String) -> CAAnimation? {
        active.first { $0.key == key }?.animation
    }

    /// Detaches the animation under `key`; if it had not ended, its delegate hears
    /// `animationDidStop(_:finished: false)` in the next commit phase.
    public func removeAnimation(forKey key: String) {
        guard let index = active.firstIndex(where: { $0.key == key }) else { return }
        let entry = active.remove(at: index)
        markRenderDirty()
        stop(entry, finished: false)
    }

    /// Detaches every animation, as `removeAnimation(forKey:)` does for each.
    public func removeAllAnimations() {
        let entries = active
        active.removeAll()
        if !entries.isEmpty { markRenderDirty() }
        for entry in entries { stop(entry, finished: false) }
    }

    /// Detaches every animation without stopping it: no delegate call and no completion, for
    /// a context that goes away (`CAHostContext`'s deinit).
    func abandonAnimations() {
        active.removeAll()
    }

    private func stop(_ entry: ActiveAnimation, finished: Bool) {
        guard !entry.stopped, let host = hostContext else { return }
        let animation = entry.animation
        if let delegate = animation.delegate {
            host.enqueueCallback(label: "animationDidStop of '\(animation.keyPath ?? "")'") { delegate.animationDidStop(animation, finished: finished) }
        }
        for group in entry.groups {
            group.pending -= 1
            group.fireIfDone(host)
        }
    }

    /// Whether any attached animation has not yet stopped.
    var hasRunningAnimations: Bool { active.contains { !$0.stopped } }

    var runningAnimationDescriptions: [String] {
        active.filter { !$0.stopped }.map { entry in
            let a = entry.animation
            return "\(type(of: a)) of '\(a.keyPath ?? "")' on \(self), from t=\(entry.startsAt) to t=\(entry.endsAt)"
        }
    }

    /// The device time when the active interval of the animation under `key` ends, slowed as it
    /// runs; nil when no animation has that key.
    @_spi(UIKit) public func endTimeOfAnimation(forKey key: String) -> CFTimeInterval? {
        active.first { $0.key == key }?.endsAt
    }

    /// Starts and ends animations at `time`, queueing delegate calls on `host`.
    func advanceAnimations(to time: CFTimeInterval, host: CAHostContext) {
        var index = 0
        while index < active.count {
            let animation = active[index].animation
            if !active[index].started && time >= active[index].startsAt {
                active[index].started = true
                if let delegate = animation.delegate {
                    host.enqueueCallback(label: "animationDidStart of '\(animation.keyPath ?? "")'") { delegate.animationDidStart(animation) }
                }
            }
            if !active[index].stopped && active[index].progress(at: time).ended {
                let entry = active[index]
                stop(entry, finished: true)
                active[index].stopped = true
                if animation.isRemovedOnCompletion {
                    active.remove(at: index)
                    markRenderDirty()
                    continue
                }
            }
            index += 1
        }
    }

    /// The layer's properties with every attached animation applied at `time`, in the order
    /// the animations were added.
    func presentationState(at time: CFTimeInterval) -> CALayerState {
        guard !active.isEmpty else { return state }
        var presented = state
        for entry in active {
            let animation = entry.animation
            guard let keyPath = animation.keyPath, let progress = entry.progress(at: time).value else { continue }
            let value = animation.value(at: progress, model: state.value(forKeyPath: keyPath))
            presented.setValue(value, forKeyPath: keyPath)
        }
        return presented
    }
}

/// What the compositor needs to draw one layer at one instant.
@_spi(Testing) public struct CALayerRenderState: Equatable {
    public let bounds: CGRect
    public let position: CGPoint
    public let anchorPoint: CGPoint
    public let zPosition: CGFloat
    public let transform: CATransform3D
    public let sublayerTransform: CATransform3D
    public let opacity: Float
    public let isHidden: Bool
    public let masksToBounds: Bool
    public let cornerRadius: CGFloat
    public let borderWidth: CGFloat
    public let borderColor: CGColor?
    public let backgroundColor: CGColor?
    public let shadowColor: CGColor?
    public let shadowOpacity: Float
    public let shadowRadius: CGFloat
    public let shadowOffset: CGSize
    public let contentsImage: CGImage?
    public let contentsGravity: CALayerContentsGravity
    public let contentsScale: CGFloat
    /// Whether the layer shows what lies beneath it (`CABackdropLayer`).
    public let capturesBackdrop: Bool
    /// The backdrop's blur radius in points.
    public let backdropBlurRadius: CGFloat
    /// The backdrop's saturation factor.
    public let backdropSaturation: CGFloat
    /// The backdrop's tint colour.
    public let backdropTintColor: CGColor?
    /// The colour the subtree is composited in, at its own coverage (vibrancy).
    public let vibrancyFillColor: CGColor?
    /// The backdrop's colours by the luma beneath it.
    public let backdropContrastFill: CABackdropContrastFill?
    /// The affine transform from this layer's coordinates to its superlayer's.
    public let transformToSuperlayer: CGAffineTransform

    public static func == (a: CALayerRenderState, b: CALayerRenderState) -> Bool {
        a.hasSameContent(as: b) && a.position == b.position && a.anchorPoint == b.anchorPoint
            && a.zPosition == b.zPosition && a.transform == b.transform && a.opacity == b.opacity
    }

    /// Whether the layer's own drawing is the same in both states: every value but those that only
    /// place the layer or fade it as a whole (position, anchor point, transform, `zPosition` and
    /// opacity; a change of `zPosition` reorders its superlayer's drawing, which its superlayer sees).
    ///
    /// The compositor keeps a layer's cached pixels while this holds (`LayerContentCache`).
    func hasSameContent(as b: CALayerRenderState) -> Bool {
        let a = self
        return a.bounds == b.bounds && a.sublayerTransform == b.sublayerTransform
            && a.isHidden == b.isHidden && a.masksToBounds == b.masksToBounds
            && a.cornerRadius == b.cornerRadius && a.borderWidth == b.borderWidth
            && a.borderColor == b.borderColor && a.backgroundColor == b.backgroundColor
            && a.shadowColor == b.shadowColor && a.shadowOpacity == b.shadowOpacity
            && a.shadowRadius == b.shadowRadius && a.shadowOffset == b.shadowOffset
            && a.contentsImage === b.contentsImage && a.contentsGravity == b.contentsGravity
            && a.contentsScale == b.contentsScale && a.capturesBackdrop == b.capturesBackdrop
            && a.backdropBlurRadius == b.backdropBlurRadius && a.backdropSaturation == b.backdropSaturation
            && a.backdropTintColor == b.backdropTintColor && a.vibrancyFillColor == b.vibrancyFillColor
            && a.backdropContrastFill == b.backdropContrastFill
    }

    init(_ s: CALayerState) {
        bounds = s.bounds; position = s.position; anchorPoint = s.anchorPoint; zPosition = s.zPosition
        transform = s.transform; sublayerTransform = s.sublayerTransform; opacity = s.opacity
        isHidden = s.isHidden; masksToBounds = s.masksToBounds; cornerRadius = s.cornerRadius
        borderWidth = s.borderWidth; borderColor = s.borderColor; backgroundColor = s.backgroundColor
        shadowColor = s.shadowColor; shadowOpacity = s.shadowOpacity; shadowRadius = s.shadowRadius
        shadowOffset = s.shadowOffset; contentsImage = s.contents?.image
        contentsGravity = s.contentsGravity; contentsScale = s.contentsScale
        capturesBackdrop = s.capturesBackdrop; backdropBlurRadius = s.backdropBlurRadius
        backdropSaturation = s.backdropSaturation; backdropTintColor = s.backdropTintColor
        vibrancyFillColor = s.vibrancyFillColor
        backdropContrastFill = s.backdropContrastFill
        transformToSuperlayer = s.transformToSuperlayer
    }
}

extension CALayer {
    /// The values the compositor draws at `time`: the model with animations applied.
    @_spi(Testing) public func renderState(at time: CFTimeInterval) -> CALayerRenderState {
        CALayerRenderState(presentationState(at: time))
    }
}
