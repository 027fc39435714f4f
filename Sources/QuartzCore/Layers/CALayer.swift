import Foundation

/// An object that manages image-based content and its geometry, the unit the compositor draws.
///
/// Property setters change the model at once. When a device is running, a change to an
/// animatable property looks up an action (the delegate, `actions`, then `defaultAction(forKey:)`)
/// and runs it, which for a standalone layer adds a 0.25 s implicit animation; the in-flight
/// values are read with `presentation()`.
@preconcurrency @MainActor open class CALayer: NSObject {
    var state = CALayerState()
    /// Set on presentation copies: the model layer they were made from.
    private weak var modelSource: CALayer?

    /// The layer's name, used in diagnostics.
    open var name: String?
    /// The object that draws, lays out and chooses actions for this layer.
    open weak var delegate: CALayerDelegate?
    /// Actions looked up by key after the delegate.
    open var actions: [String: CAAction]?
    /// Whether a change of bounds marks the layer as needing display (false by default).
    open var needsDisplayOnBoundsChange = false

    public private(set) weak var superlayer: CALayer?
    private var _sublayers: [CALayer] = []

    private(set) var needsLayoutFlag = false
    /// Whether `layoutSublayers()` is running, so that a re-entrant layout of this layer is ignored.
    private var isLayingOut = false
    private var needsDisplayFlag = false

    var active: [ActiveAnimation] = []
    /// What changed since the compositor last looked (see `CALayerRenderMarks`).
    var renderMarks = CALayerRenderMarks()

    /// The device context this layer belongs to: the one its tree is attached to, or, for a
    /// layer in no attached tree, the one that was running when it was made.
    ///
    /// Animations, display marks and implicit transactions register here, so a layer of one
    /// device never lands on another device's clock, whichever device is current.
    @_spi(UIKit) public private(set) weak var hostContext: CAHostContext?

    /// A new layer with zero bounds and default properties.
    public override init() {
        hostContext = CAHostContext.current
        super.init()
    }

    /// A copy of `layer`'s properties (used for presentation layers); subclasses copy their own.
    public required init(layer: Any) {
        guard let other = layer as? CALayer else {
            preconditionFailure("CALayer.init(layer:): \(layer) is not a CALayer")
        }
        state = other.state
        hostContext = other.hostContext
        name = other.name
        needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
        super.init()
    }

    /// The layer's class, name and frame; read on the main actor, where layers live (NSObject's
    /// requirement is nonisolated).
    open override var description: String {
        MainActor.assumeIsolated { "<\(type(of: self))\(name.map { " '\($0)'" } ?? "") frame=\(frame)>" }
    }

    // MARK: Properties

    /// The layer's own coordinate space: its origin and size.
    open var bounds: CGRect {
        get { state.bounds }
        set {
            let sizeChanged = newValue.size != state.bounds.size
            change("bounds") { $0.bounds = newValue }
            if sizeChanged {
                setNeedsLayout()
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
            }
        }
    }
    /// Where the anchor point sits in the superlayer's coordinates.
    open var position: CGPoint {
        get { state.position }
        set { change("position") { $0.position = newValue } }
    }
    /// The point of the bounds, in unit coordinates, that `position` refers to ((0.5, 0.5) by default).
    open var anchorPoint: CGPoint {
        get { state.anchorPoint }
        set { change("anchorPoint") { $0.anchorPoint = newValue } }
    }
    /// The drawing order among siblings: higher values draw later, on top.
    open var zPosition: CGFloat {
        get { state.zPosition }
        set { change("zPosition") { $0.zPosition = newValue } }
    }
    /// The transform applied around the anchor point.
    open var transform: CATransform3D {
        get { state.transform }
        set { change("transform") { $0.transform = newValue } }
    }
    /// The transform applied to the sublayers, around the bounds' centre.
    open var sublayerTransform: CATransform3D {
        get { state.sublayerTransform }
        set { change("sublayerTransform") { $0.sublayerTransform = newValue } }
    }
    /// The opacity of the layer and its sublayers as a group (0…1).
    open var opacity: Float {
        get { state.opacity }
        set { change("opacity") { $0.opacity = newValue } }
    }
    /// Whether the layer and its sublayers are not drawn (not animatable, as in Core Animation's default).
    open var isHidden: Bool {
        get { state.isHidden }
        set { change(nil) { $0.isHidden = newValue } }
    }
    /// Whether sublayers are clipped to the bounds (rounded by `cornerRadius`).
    open var masksToBounds: Bool {
        get { state.masksToBounds }
        set { change(nil) { $0.masksToBounds = newValue } }
    }
    /// The radius of the rounded corners of the background, border and mask.
    open var cornerRadius: CGFloat {
        get { state.cornerRadius }
        set { change("cornerRadius") { $0.cornerRadius = newValue } }
    }
    /// The width of the border drawn inside the bounds, over the contents and sublayers.
    open var borderWidth: CGFloat {
        get { state.borderWidth }
        set { change("borderWidth") { $0.borderWidth = newValue } }
    }
    /// The colour of the border (opaque black by default).
    open var borderColor: CGColor? {
        get { state.borderColor }
        set { change("borderColor") { $0.borderColor = newValue } }
    }
    /// The colour filling the bounds behind the contents (nil, transparent, by default).
    open var backgroundColor: CGColor? {
        get { state.backgroundColor }
        set { change("backgroundColor") { $0.backgroundColor = newValue } }
    }
    /// The colour of the shadow (opaque black by default).
    open var shadowColor: CGColor? {
        get { state.shadowColor }
        set { change("shadowColor") { $0.shadowColor = newValue } }
    }
    /// The opacity of the shadow; 0 (the default) draws none.
    open var shadowOpacity: Float {
        get { state.shadowOpacity }
        set { change("shadowOpacity") { $0.shadowOpacity = newValue } }
    }
    /// The blur radius of the shadow (3 by default).
    open var shadowRadius: CGFloat {
        get { state.shadowRadius }
        set { change("shadowRadius") { $0.shadowRadius = newValue } }
    }
    /// The shadow's offset ((0, −3) by default).
    open var shadowOffset: CGSize {
        get { state.shadowOffset }
        set { change("shadowOffset") { $0.shadowOffset = newValue } }
    }
    /// The layer's image: a `CGImage`, or nil.
    ///
    /// Any other value traps, since Core Animation draws only images here.
    open var contents: Any? {
        get { state.contents?.image }
        set {
            let image: CGImage?
            switch newValue {
            case nil: image = nil
            case let value as CGImage: image = value
            default: preconditionFailure("CALayer.contents: \(String(describing: newValue)) is not a CGImage")
            }
            change(nil) { $0.contents = image.map(CALayerContents.init) }
        }
    }
    /// How the contents are placed in the bounds (`.resize` by default).
    open var contentsGravity: CALayerContentsGravity {
        get { state.contentsGravity }
        set { change(nil) { $0.contentsGravity = newValue } }
    }
    /// The number of contents pixels per point (1 by default; UIKit sets the screen's scale).
    open var contentsScale: CGFloat {
        get { state.contentsScale }
        set { change(nil) { $0.contentsScale = newValue } }
    }

    /// The layer's rectangle in its superlayer's coordinates, derived from bounds, position,
    /// anchor point and transform.
    ///
    /// Setting it with a non-identity transform is undefined in Core Animation; here it sets the
    /// bounds size and the position as if the transform were the identity.
    open var frame: CGRect {
        get { state.frame }
        set {
            let rect = newValue.standardized
            position = CGPoint(x: rect.minX + anchorPoint.x * rect.width, y: rect.minY + anchorPoint.y * rect.height)
            var b = bounds
            b.size = rect.size
            bounds = b
        }
    }

    /// Whether `p`, in this layer's coordinates, lies inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { state.bounds.contains(p) }

    // MARK: Hierarchy

    /// The sublayers, back to front.
    open var sublayers: [CALayer]? {
        get { _sublayers.isEmpty ? nil : _sublayers }
        set {
            for layer in _sublayers { layer.superlayer = nil }
            _sublayers = []
            markSublayersChanged()
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// Appends `layer` to the sublayers, removing it from its old superlayer first.
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(_sublayers.count - (layer.superlayer === self ? 1 : 0)))
    }

    /// Inserts `layer` at `idx` among the sublayers (clamped to the end).
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        precondition(layer !== self, "CALayer: cannot add a layer as a sublayer of itself")
        var ancestor: CALayer? = self
        while let a = ancestor {
            precondition(a !== layer, "CALayer: adding \(layer) to \(self) would create a cycle (it is an ancestor)")
            ancestor = a.superlayer
        }
        layer.removeFromSuperlayer()
        let index = min(Int(idx), _sublayers.count)
        _sublayers.insert(layer, at: index)
        layer.superlayer = self
        if let host = hostContext, layer.hostContext !== host { layer.adoptHostContext(host) }
        sublayerWasInserted(layer)
    }

    /// Inserts `layer` just below `sibling` (or at the back when `sibling` is nil).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling else { return insertSublayer(layer, at: 0) }
        layer.removeFromSuperlayer()
        guard let index = _sublayers.firstIndex(where: { $0 === sibling }) else {
            preconditionFailure("CALayer.insertSublayer(_:below:): \(sibling) is not a sublayer of \(self)")
        }
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling` (or at the front when `sibling` is nil).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling else { return addSublayer(layer) }
        layer.removeFromSuperlayer()
        guard let index = _sublayers.firstIndex(where: { $0 === sibling }) else {
            preconditionFailure("CALayer.insertSublayer(_:above:): \(sibling) is not a sublayer of \(self)")
        }
        insertSublayer(layer, at: UInt32(index + 1))
    }

    /// Puts `newLayer` where `oldLayer` is among the sublayers.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = _sublayers.firstIndex(where: { $0 === oldLayer }) else {
            preconditionFailure("CALayer.replaceSublayer(_:with:): \(oldLayer) is not a sublayer of \(self)")
        }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Detaches the layer from its superlayer.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent._sublayers.removeAll { $0 === self }
        superlayer = nil
        parent.markSublayersChanged()
    }

    /// The sublayers in drawing order: by `zPosition`, then by their order in `sublayers`.
    @_spi(Testing) public var sublayersInDrawingOrder: [CALayer] {
        guard _sublayers.contains(where: { $0.state.zPosition != 0 }) else { return _sublayers }
        return _sublayers.enumerated()
            .sorted { ($0.element.state.zPosition, $0.offset) < ($1.element.state.zPosition, $1.offset) }
            .map(\.element)
    }

    // MARK: Actions

    /// Changes the model through `apply` and runs the action for `key` if it is animatable.
    ///
    /// As in Core Animation, the action is looked up before the value changes (so a delegate can
    /// read the old value) and run after. A basic animation with no values gets the previous
    /// presentation value as its `fromValue`.
    func change(_ key: String?, _ apply: (inout CALayerState) -> Void) {
        defer { renderPropertyDidChange(key) }
        guard let key, let host = resolvedHostContext, modelSource == nil else {
            apply(&state)
            return
        }
        host.openImplicitTransactionIfNeeded()
        let previous = presentationState(at: host.mediaTime).value(forKeyPath: key)
        let action = CATransaction.disableActions() ? nil : action(forKey: key)
        apply(&state)
        guard let action else { return }
        if let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil,
           basic.byValue == nil {
            let animation = basic.copy() as! CABasicAnimation
            animation.fromValue = previous
            animation.run(forKey: key, object: self, arguments: nil)
        } else {
            action.run(forKey: key, object: self, arguments: nil)
        }
    }

    /// The model's value at an animatable key path.
    @_spi(UIKit) public func modelValue(forKeyPath keyPath: String) -> Any? {
        state.value(forKeyPath: keyPath)
    }

    /// The value at an animatable key path as it is on screen now (the model outside a device).
    @_spi(UIKit) public func presentationValue(forKeyPath keyPath: String) -> Any? {
        guard let host = hostContext else { return state.value(forKeyPath: keyPath) }
        return presentationState(at: host.mediaTime).value(forKeyPath: keyPath)
    }

    /// The action for `event`: the delegate's answer, then `actions[event]`, then
    /// `defaultAction(forKey:)`. `NSNull` from any of them means no action.
    open func action(forKey event: String) -> CAAction? {
        if let delegate {
            if let answer = delegate.action(for: self, forKey: event) {
                return answer is NSNull ? nil : answer
            }
        }
        if let answer = actions?[event] { return answer is NSNull ? nil : answer }
        let answer = type(of: self).defaultAction(forKey: event)
        return answer is NSNull ? nil : answer
    }

    /// The implicit animation for an animatable property: a basic animation with the current
    /// transaction's duration and timing function; nil for other keys.
    open class func defaultAction(forKey event: String) -> CAAction? {
        guard CALayerState.animatableKeyPaths[event] != nil else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction()
        return animation
    }

    // MARK: Layout

    /// Marks the layer for `layoutSublayers()` in the next layout pass.
    open func setNeedsLayout() {
        needsLayoutFlag = true
        propagateNeedsLayout()
    }

    /// Whether the layer is marked for layout.
    open func needsLayout() -> Bool { needsLayoutFlag }

    /// Lays out the layer if it is marked, then its sublayers, top-down; marked superlayers
    /// first, as Core Animation starts from the highest ancestor in an unbroken chain of
    /// layers that need layout.
    ///
    /// A layer whose `layoutSublayers()` is running is not laid out again from inside it (a
    /// `layoutIfNeeded()` in `layoutSubviews`): as on iOS the re-entrant request is ignored,
    /// and a mark set during the pass stays for the next layout pass.
    open func layoutIfNeeded() {
        var top = self
        while let parent = top.superlayer, parent.needsLayoutFlag { top = parent }
        top.layoutSubtreeIfNeeded()
    }

    private func layoutSubtreeIfNeeded() {
        if needsLayoutFlag && !isLayingOut {
            needsLayoutFlag = false
            isLayingOut = true
            layoutSublayers()
            isLayingOut = false
        }
        guard renderMarks.descendantNeedsLayout else { return }
        renderMarks.descendantNeedsLayout = false
        for layer in _sublayers where layer.needsLayoutFlag || layer.renderMarks.descendantNeedsLayout {
            layer.layoutSubtreeIfNeeded()
        }
    }

    /// Lays out the sublayers; the default asks the delegate.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    // MARK: Display

    /// Marks the layer's contents for redrawing in the next display phase.
    open func setNeedsDisplay() {
        needsDisplayFlag = true
        resolvedHostContext?.registerNeedsDisplay(self)
    }

    /// Whether the layer is marked for redrawing.
    open func needsDisplay() -> Bool { needsDisplayFlag }

    /// Redraws the contents now if they are marked.
    open func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        display()
    }

    /// Redraws the contents: the delegate's `display(_:)`, which by default draws into a bitmap.
    open func display() {
        if let delegate { delegate.display(self) } else { drawIntoBackingStore() }
    }

    /// Draws the contents into `ctx`, whose user space is the bounds with y pointing down; the
    /// default asks the delegate.
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }

    /// Renders `draw(in:)` into a new bitmap of the bounds at `contentsScale` and makes it the contents.
    ///
    /// Empty bounds give nil contents.
    @_spi(Testing) public func drawIntoBackingStore() {
        let size = state.bounds.size
        let scale = state.contentsScale
        let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
        guard width > 0, height > 0 else {
            contents = nil
            return
        }
        guard let ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8,
                                  bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else {
            preconditionFailure("CALayer: could not create a \(width)×\(height) backing store for \(self)")
        }
        ctx.translateBy(x: 0, y: CGFloat(height))
        ctx.scaleBy(x: scale, y: -scale)
        ctx.translateBy(x: -state.bounds.minX, y: -state.bounds.minY)
        delegate?.layerWillDraw(self)
        draw(in: ctx)
        contents = ctx.makeImage()
    }

    // MARK: Device

    /// The layer's context, adopting the running device's when the layer has none yet (a
    /// layer made before any device existed).
    var resolvedHostContext: CAHostContext? {
        if hostContext == nil, let current = CAHostContext.current { adoptHostContext(current) }
        return hostContext
    }

    /// Makes this layer and its sublayers belong to `host`, moving their marks for display and
    /// their running animations from the context they belonged to.
    func adoptHostContext(_ host: CAHostContext) {
        hostContext?.forget(self)
        hostContext = host
        if needsDisplayFlag { host.registerNeedsDisplay(self) }
        if !active.isEmpty { host.registerAnimating(self) }
        for layer in _sublayers where layer.hostContext !== host { layer.adoptHostContext(host) }
    }

    // MARK: Presentation

    /// A copy of the layer with the values that are on screen now, at the current media time.
    ///
    /// The copy carries no sublayers. Outside a running device it equals the model.
    open func presentation() -> Self? {
        let copy = Self(layer: self)
        if let host = hostContext { copy.state = presentationState(at: host.mediaTime) }
        copy.modelSource = self
        return copy
    }

    /// The model layer of a presentation copy, or the receiver itself.
    open func model() -> Self {
        (modelSource as? Self) ?? self
    }
}
