import Foundation
@_spi(UIKit) import QuartzCore

/// A view's Auto Layout state, made the first time the view uses anything of Auto Layout, so
/// views that never do carry one nil reference.
@MainActor final class ViewLayoutState {
    /// The engine of the tree, when the view is its root.
    var engine: LayoutEngine?
    /// The active constraints installed on the view (it is their items' closest common ancestor).
    var constraints: [NSLayoutConstraint] = []
    var translatesAutoresizingMask = true
    var hugging = AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow)
    var resistance = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
    var needsUpdateConstraints = false
    var didCallSuperUpdateConstraints = false
    var guides: [UILayoutGuide] = []
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    /// The guides of the view controller whose view this is, `topLayoutGuide` and
    /// `bottomLayoutGuide`, once asked for.
    var topLayoutSupportGuide: UILayoutGuide?
    var bottomLayoutSupportGuide: UILayoutGuide?
    /// A scroll view's `contentLayoutGuide` and `frameLayoutGuide`, once asked for.
    var scrollContentGuide: UILayoutGuide?
    var scrollFrameGuide: UILayoutGuide?
    /// The margins set (nil: the view's default).
    var directionalMargins: NSDirectionalEdgeInsets?
    var preservesSuperviewMargins = false
    var insetsMarginsFromSafeArea = true
    /// The effective margins when the view was last laid out, to notice their change.
    var lastMargins: UIEdgeInsets?
    var semanticContentAttribute = UISemanticContentAttribute.unspecified
    /// An arranged subview hidden inside an animation block: hidden for the app, on screen
    /// until the animation ends (see `UIStackView`).
    var deferredHiding: DeferredHiding?
}

/// A priority per axis: content hugging or compression resistance.
struct AxisPriorities {
    var horizontal: UILayoutPriority
    var vertical: UILayoutPriority

    subscript(axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}

extension UIView: LayoutAnchorProviding {
    var layoutStateForWriting: ViewLayoutState {
        if let layoutState { return layoutState }
        let state = ViewLayoutState()
        layoutState = state
        return state
    }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
    public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.lastBaseline) }
    public var widthAnchor: NSLayoutDimension { dimension(.width) }
    public var heightAnchor: NSLayoutDimension { dimension(.height) }

    // MARK: Installed constraints

    /// The constraints installed on the view: the active constraints whose items' closest
    /// common ancestor it is.
    public var constraints: [NSLayoutConstraint] { layoutState?.constraints ?? [] }

    /// Activates `constraint` (it must involve only this view and its descendants, as UIKit requires).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        if let ancestor = constraint.commonAncestor() {
            precondition(ancestor === self || ancestor.isDescendant(of: self),
                         "The view hierarchy is not prepared for the constraint: \(constraint)\n\tWhen added to a view, the constraint's items must be descendants of that view (or the view itself). This will crash if the constraint needs to be resolved before the view hierarchy is assembled.")
        }
        constraint.isActive = true
    }

    /// Activates each constraint.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Deactivates `constraint` if it is installed on this view.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView === self else { return }
        constraint.isActive = false
    }

    /// Deactivates each constraint installed on this view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    func install(_ constraint: NSLayoutConstraint) {
        layoutStateForWriting.constraints.append(constraint)
        constraint.installedView = self
        rootLayoutEngine.add(constraint)
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        let engine = rootLayoutEngineIfExists
        layoutState?.constraints.removeAll { $0 === constraint }
        constraint.installedView = nil
        engine?.remove(constraint)
    }

    // MARK: Engine

    /// The root of the view's tree.
    var layoutRoot: UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// The engine of the view's tree, made at its root when first needed.
    var rootLayoutEngine: LayoutEngine {
        let root = layoutRoot
        if let engine = root.layoutState?.engine { return engine }
        let engine = LayoutEngine(root: root)
        root.layoutStateForWriting.engine = engine
        return engine
    }

    /// The engine of the view's tree, if it has one.
    var rootLayoutEngineIfExists: LayoutEngine? { layoutRoot.layoutState?.engine }

    /// The indices of the view's four variables in its tree's engine (nil while it takes no
    /// part), so tests can see that an edit kept them.
    @_spi(Testing) public var layoutVariableIndices: [Int]? {
        layoutRecord.map { [$0.x.index, $0.y.index, $0.width.index, $0.height.index] }
    }

    /// The number of ancestors.
    var depth: Int {
        var count = 0
        var view = superview
        while let current = view { count += 1; view = current.superview }
        return count
    }

    /// Whether the view or a descendant may take part in its tree's layout engine.
    ///
    /// Every view that is an item of a constraint (or owns a guide that is) has a layout state
    /// from the constraint's activation on, so a subtree without one has nothing in the engine.
    private var subtreeTakesPartInLayout: Bool {
        layoutState != nil || subviews.contains { $0.subtreeTakesPartInLayout }
    }

    /// Before the view leaves its superview: takes its subtree out of the tree's engine and
    /// returns the constraints installed inside it, for its next tree.
    func prepareToLeaveLayoutTree() -> [NSLayoutConstraint] {
        guard superview != nil, let engine = rootLayoutEngineIfExists, subtreeTakesPartInLayout else { return [] }
        return engine.detach(self)
    }

    /// After the view joined a tree (or became a root): the constraints it carried, and the
    /// engine it had as a root, join the tree's engine.
    func joinLayoutTree(carrying constraints: [NSLayoutConstraint]) {
        if superview != nil, let own = layoutState?.engine {
            layoutState?.engine = nil
            rootLayoutEngine.absorb(own)
        }
        if !constraints.isEmpty { rootLayoutEngine.adopt(constraints) }
    }

    /// The view's geometry changed outside the engine: constraints made from its autoresizing
    /// mask (and those of its subviews, which follow its size) are made again.
    func layoutGeometryDidChange(sizeChanged: Bool) {
        if let record = layoutRecord, translatesAutoresizingMaskIntoConstraints { record.engine?.markDirty(record) }
        guard sizeChanged else { return }
        for subview in subviews {
            if let record = subview.layoutRecord, subview.translatesAutoresizingMaskIntoConstraints {
                record.engine?.markDirty(record)
            }
        }
    }

    /// Sets the frame the engine solved, rounded to the pixel grid, through `bounds` and
    /// `center` so that a transform is kept.
    func applyLayoutFrame(_ frame: CGRect) {
        let scale = max(1, layer.contentsScale)
        // Each edge on the pixel grid; sizes from whole pixels, so they come out exact.
        let left = (frame.minX * scale).rounded(), top = (frame.minY * scale).rounded()
        let right = (frame.maxX * scale).rounded(), bottom = (frame.maxY * scale).rounded()
        let minX = left / scale, minY = top / scale
        let size = CGSize(width: max(0, right - left) / scale, height: max(0, bottom - top) / scale)
        let anchor = layer.anchorPoint
        let position = CGPoint(x: minX + anchor.x * size.width, y: minY + anchor.y * size.height)
        if bounds.size != size { bounds = CGRect(origin: bounds.origin, size: size) }
        if center != position { center = position }
    }

    // MARK: Update constraints

    /// Whether `updateConstraints()` is due.
    public func needsUpdateConstraints() -> Bool { layoutState?.needsUpdateConstraints ?? false }

    /// Marks the view for `updateConstraints()` before the next layout.
    public func setNeedsUpdateConstraints() {
        let state = layoutStateForWriting
        guard !state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = true
        rootLayoutEngine.requestUpdateConstraints(self)
    }

    /// Runs the `updateConstraints()` that are due in the view's tree, leaf to root, and the
    /// constraint changes that wait, now.
    public func updateConstraintsIfNeeded() {
        rootLayoutEngineIfExists?.updateIfNeeded()
    }

    /// Calls `updateConstraints()` (a view controller's root view: its `updateViewConstraints()`)
    /// and checks that the override called super, as UIKit does.
    func runUpdateConstraints() {
        let state = layoutStateForWriting
        state.needsUpdateConstraints = false
        state.didCallSuperUpdateConstraints = false
        if let controller = owningViewController {
            controller.updateViewConstraints()
            precondition(state.didCallSuperUpdateConstraints,
                         "\(type(of: controller)).updateViewConstraints() did not call super.updateViewConstraints(): UIKit requires every override to call it (at the end)")
        } else {
            updateConstraints()
            precondition(state.didCallSuperUpdateConstraints,
                         "\(type(of: self)).updateConstraints() did not call super.updateConstraints(): UIKit requires every override to call it (at the end)")
        }
    }

    /// When a view that uses Auto Layout (or a view controller's root view, for its
    /// `updateViewConstraints()`) enters a window, its `updateConstraints()` is due.
    func scheduleInitialConstraintsUpdate() {
        let usesAutoLayout = type(of: self).requiresConstraintBasedLayout || owningViewController != nil
            || !(layoutState?.constraints.isEmpty ?? true) || !translatesAutoresizingMaskIntoConstraints
        guard usesAutoLayout, window != nil else { return }
        setNeedsUpdateConstraints()
    }

    // MARK: Content priorities

    /// How much the view resists growing beyond its intrinsic size in `axis` (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutState?.hugging[axis] ?? .defaultLow
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutStateForWriting.hugging[axis] = priority
        contentPrioritiesDidChange()
    }

    /// How much the view resists shrinking below its intrinsic size in `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutState?.resistance[axis] ?? .defaultHigh
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutStateForWriting.resistance[axis] = priority
        contentPrioritiesDidChange()
    }

    private func contentPrioritiesDidChange() {
        if let record = layoutRecord { record.engine?.markDirty(record) }
    }

    // MARK: Layout guides

    /// The guides added to the view, and the system guides made for it so far.
    public var layoutGuides: [UILayoutGuide] { layoutState?.guides ?? [] }

    /// Adds a guide to the view; it then belongs to it (`owningView`).
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        if let owner = guide.owningView, owner !== self { owner.removeLayoutGuide(guide) }
        guard guide.owningView !== self else { return }
        layoutStateForWriting.guides.append(guide)
        guide.owningView = self
    }

    /// Removes a guide; constraints on it are deactivated.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        layoutState?.guides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    func systemGuide(_ path: ReferenceWritableKeyPath<ViewLayoutState, UILayoutGuide?>,
                     _ kind: UILayoutGuide.Kind, _ identifier: String,
                     make: @MainActor (UILayoutGuide.Kind, String) -> UILayoutGuide = { UILayoutGuide(kind: $0, identifier: $1) }) -> UILayoutGuide {
        let state = layoutStateForWriting
        if let guide = state[keyPath: path] { return guide }
        let guide = make(kind, identifier)
        state[keyPath: path] = guide
        state.guides.append(guide)
        guide.owningView = self
        return guide
    }

    /// The part of the view not covered by bars, the sensor housing or the home indicator
    /// (`safeAreaInsets` as a guide).
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(\.safeAreaGuide, .safeArea, "UIViewSafeAreaLayoutGuide") }

    /// The view's bounds inset by its `layoutMargins`.
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(\.marginsGuide, .layoutMargins, "UIViewLayoutMarginsGuide") }

    /// Within the layout margins, at most a readable line length wide (672 pt), centred.
    public var readableContentGuide: UILayoutGuide { systemGuide(\.readableGuide, .readableContent, "UIViewReadableContentGuide") }

    func markGuideDirty(_ guide: UILayoutGuide?) {
        if let record = guide?.layoutRecord { record.engine?.markDirty(record) }
    }

    // MARK: Layout direction

    /// The direction leading and trailing follow for this view: right to left only when its
    /// `semanticContentAttribute` forces it (OpenUIKit's interface is left to right).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The layout direction for a semantic content attribute (left to right unless forced).
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }
}
