import Foundation
import Logging
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// An object that manages the content of a rectangular area on the screen.
///
/// Every view is backed by a layer (`layer`), whose delegate it is. Geometry setters write the
/// layer's model at once; inside an animation block the layer animates the change (see
/// `UIView+Animation.swift`), otherwise view layers never animate implicitly.
@preconcurrency @MainActor open class UIView: UIResponder, CALayerDelegate {
    /// The class of the backing layer.
    ///
    /// The layer is created with `init(layer:)` from a default `CALayer`, because Swift on Linux
    /// cannot call a non-required initializer through a metatype; a subclass's `init(layer:)`
    /// must accept a plain `CALayer` (copying only what it finds).
    open class var layerClass: CALayer.Type { CALayer.self }

    /// The view's backing layer.
    public let layer: CALayer

    /// How the view's contents adapt to bounds changes.
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom
        case left, right, topLeft, topRight, bottomLeft, bottomRight
    }

    /// How a view resizes when its superview's bounds change.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    public internal(set) weak var superview: UIView?
    public internal(set) var subviews: [UIView] = []
    /// The view controller whose root view this is; it becomes the view's next responder.
    weak var owningViewController: UIViewController?
    /// Whether `layoutSubviews()` is running, for the `layout` diagnostic logger.
    private var isRunningLayoutSubviews = false
    /// The safe area insets when the view was last laid out, to notice their change.
    private var lastSafeAreaInsets = UIEdgeInsets.zero
    /// The view's Auto Layout state (UIView+AutoLayout.swift), nil until it uses Auto Layout.
    var layoutState: ViewLayoutState?
    /// The view's variables in its tree's layout engine, while it takes part.
    var layoutRecord: LayoutRecord?

    /// An integer that identifies the view (0 by default).
    open var tag = 0
    /// A string that identifies the view to UI tests (nil by default); see
    /// `UIAccessibilityIdentification` in UIView+Accessibility.swift.
    open var accessibilityIdentifier: String?
    /// A short phrase that names the view to assistive technologies and UI tests (nil by
    /// default; a `UILabel` answers its text); see UIView+Accessibility.swift.
    open var accessibilityLabel: String?
    /// Whether assistive technologies and UI tests treat the view as one element: the value
    /// set, or else UIKit's default for the class (true for labels and UIKit's controls, false
    /// for plain views and image views).
    open var isAccessibilityElement: Bool {
        get { isAccessibilityElementStorage ?? defaultIsAccessibilityElement }
        set { isAccessibilityElementStorage = newValue }
    }
    /// The traits the view reports to assistive technologies: the value set, or else UIKit's
    /// default for the class and state (`UIAccessibilityTraits`).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityTraitsStorage ?? defaultAccessibilityTraits }
        set { accessibilityTraitsStorage = newValue }
    }
    private var isAccessibilityElementStorage: Bool?
    private var accessibilityTraitsStorage: UIAccessibilityTraits?
    /// UIKit's default `isAccessibilityElement` for the class: false.
    var defaultIsAccessibilityElement: Bool { false }
    /// UIKit's default `accessibilityTraits` for the class and state: none.
    var defaultAccessibilityTraits: UIAccessibilityTraits { .none }
    /// Whether touches reach this view and its subviews (true by default).
    open var isUserInteractionEnabled = true
    /// Whether the view receives more than one touch at a time (false by default).
    open var isMultipleTouchEnabled = false
    /// How the view's resizing mask applies when the superview's bounds change.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether this view resizes its subviews by their masks when its bounds change (true by default).
    open var autoresizesSubviews = true
    /// How the contents adapt to bounds changes (`.scaleToFill` by default).
    open var contentMode: ContentMode = .scaleToFill {
        didSet { layer.contentsGravity = contentMode.gravity }
    }
    /// Whether the view's drawing is fully opaque (true by default); a hint for drawing.
    open var isOpaque = true

    /// The gesture recognizers attached to this view, in the order they were added.
    var attachedGestureRecognizers: [UIGestureRecognizer] = []

    /// The gesture recognizers attached to the view (nil when there are none); setting it
    /// replaces them all.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set { replaceGestureRecognizers(with: newValue ?? []) }
    }

    /// Attaches a gesture recognizer, detaching it from any other view first; attaching one
    /// twice keeps one.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        attach(gestureRecognizer)
    }

    /// Detaches a gesture recognizer: one that is recognizing is cancelled, an undecided one fails.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        detach(gestureRecognizer)
    }

    /// Whether a recognizer attached to this view (or a superview) may begin: true. Asked
    /// before the recognizer's delegate.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// A view with the given frame.
    public init(frame: CGRect) {
        let defaultLayer = CALayer()
        layer = Self.layerClass == CALayer.self ? defaultLayer : Self.layerClass.init(layer: defaultLayer)
        super.init()
        layer.delegate = self
        if let screen = UIScreen.current { layer.contentsScale = screen.scale }
        self.frame = frame
    }

    /// A view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Nib and storyboard decoding does not exist in OpenUIKit; calling this traps.
    public required init?(coder: NSCoder) {
        preconditionFailure("UIView.init(coder:): OpenUIKit has no nib or storyboard loading; create views in code")
    }

    /// The view's class, address, frame and the flags that differ from a plain view's, as iOS prints a view.
    ///
    /// For example `<UIView: 0x5581c2a0; frame = (0 0; 375 667); hidden = YES; autoresize = W+H;
    /// layer = <CALayer: 0x5581c3b0>>`; the test kit's `recursiveDescription()` prints a whole tree of them.
    open override var description: String { MainActor.assumeIsolated { describe(adding: []) } }

    open override var next: UIResponder? {
        if let owningViewController { return owningViewController }
        return superview
    }

    // MARK: Appearance, stored on the layer

    /// The colour behind the view's contents (nil, transparent, by default).
    ///
    /// A dynamic colour is resolved against the view's `traitCollection` (and its `tintColor`,
    /// for `UIColor.tintColor`) when set and again whenever those change; the getter returns
    /// the colour that was set, unless the layer's colour has been changed directly since.
    open var backgroundColor: UIColor? {
        get {
            if let stored = backgroundColorStorage, stored.resolved == layer.backgroundColor { return stored.color }
            return layer.backgroundColor.map(UIColor.init(cgColor:))
        }
        set {
            guard let newValue else {
                backgroundColorStorage = nil
                layer.backgroundColor = nil
                return
            }
            let resolved = newValue.isDynamic ? newValue.resolvedColor(with: traitsForDrawing).cgColor : newValue.cgColor
            backgroundColorStorage = (newValue, resolved)
            layer.backgroundColor = resolved
        }
    }

    /// The background colour as set, and the colour it resolved to on the layer.
    var backgroundColorStorage: (color: UIColor, resolved: CGColor)?

    // MARK: Traits and tint (UIView+Traits.swift)

    /// The interface style of the view and its subtree instead of the inherited one
    /// (`.unspecified`, inherit, by default).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if oldValue != overrideUserInterfaceStyle { updateTraitCollectionTree() } }
    }

    /// The traits the view is shown with: its superview's (a window's come from its screen),
    /// with the owning view controller's and then its own `overrideUserInterfaceStyle` applied.
    open var traitCollection: UITraitCollection { currentTraitCollection }

    /// Called after the traits of the view, in a window, changed: when the screen rotates (size
    /// classes), when the device's or an ancestor's interface style changes, or when the view
    /// moves under different traits. Not called the first time a view enters a window. A view
    /// controller hears before its root view. The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Called when the view moved to another window or its colour appearance changed (also the
    /// first time it has traits in a window): UIKit's views that build their layer contents
    /// from colours or a scale build them again. Nothing by default.
    func displayEnvironmentDidChange() {}

    /// The traits last reported to the view (nil until it first entered a window).
    var reportedTraitCollection: UITraitCollection?

    /// The tint set on this view (nil: inherit the superview's).
    var explicitTintColor: UIColor?

    /// The colour that tints the view's template images and system controls: the one set here,
    /// or else the superview's, or else the system blue.
    ///
    /// Setting it calls `tintColorDidChange()` on the view and every descendant that inherits it.
    open var tintColor: UIColor! {
        get { explicitTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            let old = tintColor
            explicitTintColor = newValue
            if tintColor != old { dispatchTintColorDidChange() }
        }
    }

    /// Called when the view's effective `tintColor` changed (set here, or inherited from an
    /// ancestor that changed or from a new superview). The default does nothing; views that
    /// draw with the tint redraw.
    open func tintColorDidChange() {}

    /// The opacity of the view and its subviews (0…1, 1 by default); below 0.01 it ignores touches.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// Whether the view and its subviews are not drawn and ignore touches.
    ///
    /// An arranged subview of a `UIStackView` tells its stack view, which collapses it; hidden
    /// inside an animation block, it reads as hidden at once but stays on screen until the
    /// block's animations end.
    open var isHidden: Bool {
        get { layoutState?.deferredHiding == nil ? layer.isHidden : true }
        set {
            if let stackView = superview as? UIStackView, stackView.arrangedSubview(self, willSetHidden: newValue) { return }
            layer.isHidden = newValue
        }
    }

    /// Whether subviews are clipped to the bounds (false by default).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    // MARK: Responder chain helpers

    /// The window the view is in, or nil.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates, derived from `center`, `bounds` and
    /// `transform`; setting it with a non-identity transform is undefined, as in UIKit.
    open var frame: CGRect {
        get { layer.frame }
        set {
            let oldSize = layer.bounds.size
            layer.frame = newValue
            boundsSizeDidChange(from: oldSize)
            if layoutRecord != nil || layoutState != nil { layoutGeometryDidChange(sizeChanged: oldSize != newValue.size) }
        }
    }

    /// The view's own coordinate space: its origin (the scroll position of a scroll view) and size.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let oldSize = layer.bounds.size
            layer.bounds = newValue
            boundsSizeDidChange(from: oldSize)
            if oldSize != newValue.size, layoutRecord != nil || layoutState != nil { layoutGeometryDidChange(sizeChanged: true) }
        }
    }

    /// The centre of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { layer.position }
        set {
            layer.position = newValue
            if layoutRecord != nil { layoutGeometryDidChange(sizeChanged: false) }
        }
    }

    /// The transform applied around the centre (identity by default).
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(layer.transform) }
        set { layer.transform = CATransform3DMakeAffineTransform(newValue) }
    }

    // MARK: Hit testing

    /// The farthest descendant of the view (or the view) that contains `point`, given in the
    /// view's coordinates, or nil.
    ///
    /// Ignores hidden views, views with user interaction disabled and views with alpha below
    /// 0.01 and views animating in a block without `.allowUserInteraction`; a point outside the view (per `point(inside:with:)`) is never a hit, even inside a
    /// subview that extends beyond it. Subviews are tested front to back (reference §5.1).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // Compared as the layer's Float, so an alpha set to exactly 0.01 stays hittable.
        guard !isHidden, isUserInteractionEnabled, layer.opacity >= UIKitConstants.minimumHitTestableAlpha,
              !UIViewAnimationState.blocksInteraction(layer), self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            // One level down, as UIKit converts the point into each subview: linear in the depth.
            let converted = subview.layer.superlayer === layer
                ? subview.layer.convertFromSuperlayer(point) : subview.convert(point, from: self)
            if let hit = subview.hitTest(converted, with: event) { return hit }
        }
        return self
    }

    /// Whether `point`, in the view's coordinates, is inside it: by default, inside `bounds`.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    // MARK: Layout

    /// Lays out the subviews; the default does nothing (autoresizing happens when bounds change).
    ///
    /// Called in the frame's layout phase (or by `layoutIfNeeded()`) after `setNeedsLayout()`,
    /// or when the bounds size changed.
    open func layoutSubviews() {}

    /// Marks the view for `layoutSubviews()` in the next layout phase.
    open func setNeedsLayout() { layer.setNeedsLayout() }

    /// Lays out the view and its subtree now if any part of it is marked.
    ///
    /// A view whose `layoutSubviews()` is running is not laid out again from inside it: the
    /// request is ignored for that view, which stays marked for the next layout pass, and the
    /// `layout` diagnostic logger warns.
    open func layoutIfNeeded() {
        rootLayoutEngineIfExists?.updateIfNeeded()
        if let log = DiagnosticLogging.logger(.layout), log.logLevel <= .warning, let view = markedViewRunningLayout() {
            log.warning("layoutIfNeeded() on \(self) reached \(view) inside its own layoutSubviews(): the re-entrant layout is ignored, and the view stays marked for the next layout pass")
        }
        layer.layoutIfNeeded()
    }

    /// The view that a `layoutIfNeeded()` here would lay out re-entrantly: this view or the
    /// marked ancestor the layout starts from, when it is marked and its `layoutSubviews()` is running.
    private func markedViewRunningLayout() -> UIView? {
        var layer = self.layer
        while true {
            if layer.needsLayout(), let view = layer.delegate as? UIView, view.isRunningLayoutSubviews { return view }
            guard let parent = layer.superlayer, parent.needsLayout() else { return nil }
            layer = parent
        }
    }

    /// The size that fits the view's content within `size`; the default returns the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    open func sizeToFit() {
        var rect = frame
        rect.size = sizeThatFits(bounds.size)
        frame = rect
    }

    /// The natural size of the view's content; `noIntrinsicMetric` in both dimensions by default.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The value meaning "no natural size" in a dimension.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Tells Auto Layout that `intrinsicContentSize` changed: the view's content-size
    /// constraints (and constraints on its baselines) are made again before the next layout.
    open func invalidateIntrinsicContentSize() {
        rootLayoutEngineIfExists?.intrinsicContentSizeDidChange(self)
        (superview as? UIStackView)?.arrangedSubviewIntrinsicContentSizeDidChange(self)
    }

    // MARK: Auto Layout (UIView+AutoLayout.swift)

    /// Whether UIKit turns the view's frame and autoresizing mask into constraints (true for
    /// views made in code). Set it to false to place the view with constraints.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState?.translatesAutoresizingMask ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            layoutStateForWriting.translatesAutoresizingMask = newValue
            if let record = layoutRecord { record.engine?.markDirty(record) }
        }
    }

    /// The size of the view that its constraints give, as small as they allow (the priorities
    /// are `fittingSizeLevel`, 50, in both axes).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size of the view that its constraints give, nearest `targetSize` at the priorities
    /// given per axis (`.required` holds an axis at the target; `fittingSizeLevel` makes it as
    /// near as the constraints allow).
    ///
    /// It solves the constraints installed on the view and its descendants, their intrinsic
    /// sizes and the view's own (its autoresizing mask is left out), in an engine of its own:
    /// neither the view's frame nor its tree's layout changes. Multi-line labels wrap at the
    /// width the solve gives them.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        LayoutEngine.fittingSize(of: self, target: targetSize, horizontal: horizontalFittingPriority,
                                 vertical: verticalFittingPriority)
    }

    /// The smallest size, (0, 0): as a target, `systemLayoutSizeFitting` finds the smallest fit.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// A very large size, 10,000,000 × 10,000,000 as iOS prints it [L]: as a target,
    /// `systemLayoutSizeFitting` finds the largest size the constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: UIKitConstants.layoutFittingExpandedLength,
                                                         height: UIKitConstants.layoutFittingExpandedLength)

    /// Whether the view's `updateConstraints()` must run before its first layout, even when it
    /// has no constraints yet (false by default).
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Makes or changes the view's constraints; called leaf to root before layout after
    /// `setNeedsUpdateConstraints()`. An override must call super, at the end, as in UIKit.
    open func updateConstraints() {
        layoutStateForWriting.didCallSuperUpdateConstraints = true
    }

    /// The space between the view's edges and its content (8 pt on each side by default; a view
    /// controller's root view follows `systemMinimumLayoutMargins`), in effect: kept inside the
    /// safe area when `insetsLayoutMarginsFromSafeArea`. Setting it sets the directional margins.
    open var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins }
        set {
            layoutStateForWriting.directionalMargins = NSDirectionalEdgeInsets(newValue, direction: effectiveUserInterfaceLayoutDirection)
            layoutMarginsWereSet()
        }
    }

    /// The margins as set, leading and trailing following the layout direction.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { layoutState?.directionalMargins ?? defaultDirectionalLayoutMargins }
        set {
            layoutStateForWriting.directionalMargins = newValue
            layoutMarginsWereSet()
        }
    }

    /// Whether the view's margins grow to its superview's where it reaches into them (false by default).
    open var preservesSuperviewLayoutMargins: Bool {
        get { layoutState?.preservesSuperviewMargins ?? false }
        set {
            layoutStateForWriting.preservesSuperviewMargins = newValue
            layoutMarginsWereSet()
        }
    }

    /// Whether the margins are kept inside the safe area (true by default).
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutState?.insetsMarginsFromSafeArea ?? true }
        set {
            layoutStateForWriting.insetsMarginsFromSafeArea = newValue
            layoutMarginsWereSet()
        }
    }

    /// Called when the view's margins changed. The default does nothing.
    open func layoutMarginsDidChange() {}

    /// How the view's content is laid out in right-to-left languages (`.unspecified` by default).
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { layoutState?.semanticContentAttribute ?? .unspecified }
        set { layoutStateForWriting.semanticContentAttribute = newValue }
    }

    /// The view whose first baseline is this view's: what a constraint on `firstBaselineAnchor`
    /// (or a stack view aligning first baselines) is held to. By default `forLastBaselineLayout`,
    /// as Apple's documentation gives it.
    ///
    /// An override returns the view itself or one of its subviews (a text-based one, such as a
    /// label); Auto Layout reads it each time it makes such a constraint, and follows it on to
    /// that view's own `forFirstBaselineLayout` until a view answers itself.
    open var forFirstBaselineLayout: UIView { forLastBaselineLayout }
    /// The view whose last baseline is this view's: what a constraint on `lastBaselineAnchor`
    /// (or a stack view aligning last baselines) is held to. The view itself by default.
    ///
    /// An override returns the view itself or one of its subviews, as `forFirstBaselineLayout`'s does.
    open var forLastBaselineLayout: UIView { self }

    /// The view whose own baseline is this view's first (or last) baseline: `forFirstBaselineLayout`
    /// (or `forLastBaselineLayout`) followed until a view answers itself.
    ///
    /// Traps when an answer is neither the view nor one of its subviews, which Apple's
    /// documentation requires ("The returned view must be a subview of the receiver").
    func baselineView(last: Bool) -> UIView {
        var view = self
        while true {
            let next = last ? view.forLastBaselineLayout : view.forFirstBaselineLayout
            guard next !== view else { return view }
            precondition(next.isDescendant(of: view),
                         "\(type(of: view)).\(last ? "forLastBaselineLayout" : "forFirstBaselineLayout") returned \(next), which is not one of its subviews")
            view = next
        }
    }

    /// Where a view's first or last baseline sits: `top + heightFactor × height + offset`. A view
    /// without text has its baselines at its bottom; `UILabel` overrides it.
    func baselineLayout(last: Bool) -> (heightFactor: CGFloat, offset: CGFloat) { (1, 0) }

    // MARK: Drawing

    /// Draws the view's content in `rect` into the current graphics context (y down, in points).
    ///
    /// Subclasses that override this get a backing bitmap at the screen's scale, drawn when the
    /// view first enters a window, after `setNeedsDisplay()`, and after a bounds change with
    /// `contentMode == .redraw`. The default draws nothing.
    open func draw(_ rect: CGRect) {
        UIView.drawingProbe?.calledBaseDraw = true
    }

    /// Marks the whole view for redrawing in the next display phase.
    open func setNeedsDisplay() {
        guard drawsContent else { return }
        layer.setNeedsDisplay()
    }

    // MARK: Safe area

    /// The insets, from the view's edges, of the part of it not covered by the status bar, the
    /// sensor housing or the home indicator.
    ///
    /// Derived from the window's `safeAreaInsets` (supplied by the system, unless a window subclass
    /// overrides it) and the view's frame in the window, so a scroll view's insets do not change
    /// as it scrolls. Zero outside a window.
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets }

    /// Called when the view's safe area insets changed, before its `layoutSubviews()`.
    ///
    /// UIKit compares the insets when the view is laid out; a change marks the subviews for
    /// layout too, so each of them compares its own in the same pass.
    open func safeAreaInsetsDidChange() {}

    // MARK: Hierarchy callbacks (empty by default; subclasses override)

    /// Called when a subview has been added.
    open func didAddSubview(_ subview: UIView) {}

    /// Checks, before any change, that `subview` may become (or move among) this view's subviews; every view may, by default.
    ///
    /// `UIVisualEffectView` traps here for anything but its own parts, as UIKit raises.
    func validateSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the view moves to a new superview (nil when removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview (or was removed).
    open func didMoveToSuperview() {}
    /// Called before the view (with its subtree) moves to a new window (nil when leaving).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view (with its subtree) moved to a new window.
    open func didMoveToWindow() {}

    // MARK: Layer delegate

    public func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        let insets = safeAreaInsets
        if insets != lastSafeAreaInsets {
            lastSafeAreaInsets = insets
            for view in subviews { view.setNeedsLayout() }
            safeAreaInsetsDidChange()
            owningViewController?.viewSafeAreaInsetsDidChange()
            markGuideDirty(layoutState?.safeAreaGuide)
            markGuideDirty(layoutState?.topLayoutSupportGuide)
            markGuideDirty(layoutState?.bottomLayoutSupportGuide)
        }
        noticeLayoutMarginsChange()
        owningViewController?.viewWillLayoutSubviews()
        if layoutState != nil || superview != nil { rootLayoutEngineIfExists?.updateIfNeeded() }
        isRunningLayoutSubviews = true
        layoutSubviews()
        isRunningLayoutSubviews = false
        if layer.needsLayout() {
            DiagnosticLogging.logger(.layout)?.debug(
                "\(self) was marked for layout again during its own layoutSubviews(); it is laid out again in the next layout pass (if that happens every pass, it is a layout loop)")
        }
        owningViewController?.viewDidLayoutSubviews()
    }

    public func draw(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        UIGraphicsPushContext(ctx)
        traitsForDrawing.performAsCurrent { draw(bounds) }
        UIGraphicsPopContext()
    }

    public func action(for layer: CALayer, forKey event: String) -> CAAction? {
        UIViewAnimationState.current?.action(for: self, layer: layer, key: event) ?? NSNull()
    }
}

extension UIView.ContentMode {
    var gravity: CALayerContentsGravity {
        switch self {
        case .scaleToFill, .redraw: return .resize
        case .scaleAspectFit: return .resizeAspect
        case .scaleAspectFill: return .resizeAspectFill
        case .center: return .center
        // Core Animation's gravity is y-up; iOS layers are not flipped, so "top" is .bottom.
        case .top: return .bottom
        case .bottom: return .top
        case .left: return .left
        case .right: return .right
        case .topLeft: return .bottomLeft
        case .topRight: return .bottomRight
        case .bottomLeft: return .topLeft
        case .bottomRight: return .topRight
        }
    }
}
