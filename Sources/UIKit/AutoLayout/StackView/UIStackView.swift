import Foundation
@_spi(UIKit) import QuartzCore

/// A view that lays out a row or a column of views, its arranged subviews, with constraints it
/// makes and keeps up to date.
///
/// As on iOS, the stack view places its arranged subviews only through Auto Layout: every
/// change of `axis`, `distribution`, `alignment`, spacing, margins-relative arrangement, the
/// arranged subviews or their `isHidden` marks its constraints for an update, which
/// `updateConstraints()` makes before the next layout. The constraints carry UIKit's names in
/// their `identifier` (`UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`,
/// `UISV-fill-equally`, `UISV-fill-proportionally`, `UISV-distributing`,
/// `UISV-spanning-boundary`, `UISV-spanning-fit`, `UISV-ambiguity-suppression`,
/// `UISV-canvas-fit`, `UISV-hiding`), so Auto Layout's messages read as on iOS.
///
/// Defaults (reference §15): `.horizontal`, `.fill`, `.fill`, spacing 0, neither baseline- nor
/// margins-relative. A hidden arranged subview collapses to zero length along the axis
/// (`UISV-hiding`) and the spacing next to it goes; hidden inside an animation block and laid
/// out there, it collapses with the animation and disappears when the animation ends. The
/// stack view draws nothing of its own (a `backgroundColor` fills it as any view's), and has no
/// intrinsic size: its size when nothing else fixes it follows from its arranged subviews'.
@preconcurrency @MainActor open class UIStackView: UIView {
    /// How the arranged subviews share the length along the axis.
    public enum Distribution: Int, Sendable {
        /// The views fill the stack; when they do not fit their intrinsic lengths, the one with
        /// the lowest content hugging grows, or the one with the lowest compression resistance shrinks.
        case fill = 0
        /// The views fill the stack with equal lengths.
        case fillEqually = 1
        /// The views fill the stack in proportion to their intrinsic lengths.
        case fillProportionally = 2
        /// The views keep their intrinsic lengths and equal gaps, at least `spacing`, fill the rest.
        case equalSpacing = 3
        /// The views' centres are equally far apart, the gaps between them at least `spacing`.
        case equalCentering = 4
    }

    /// How the arranged subviews are placed across the axis.
    public enum Alignment: Int, Sendable {
        /// Each view spans the stack's width across the axis.
        case fill = 0
        /// Each view at the leading edge (a horizontal stack's top edge).
        case leading = 1
        /// The views' first baselines line up (a horizontal stack's).
        case firstBaseline = 2
        /// Each view centred across the axis.
        case center = 3
        /// Each view at the trailing edge (a horizontal stack's bottom edge).
        case trailing = 4
        /// The views' last baselines line up (a horizontal stack's).
        case lastBaseline = 5

        /// A horizontal stack's `.leading`.
        public static var top: Alignment { .leading }
        /// A horizontal stack's `.trailing`.
        public static var bottom: Alignment { .trailing }
    }

    /// The custom spacing that means "use the stack's `spacing`" (what `customSpacing(after:)`
    /// returns for a view without one).
    public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude
    /// The spacing that means "the system's standard spacing" (8 pt between siblings, reference §15).
    public static let spacingUseSystem: CGFloat = .leastNormalMagnitude

    /// The direction of the row or column (`.horizontal` by default).
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { setNeedsArrangement() } }
    }

    /// How the arranged subviews share the length along the axis (`.fill` by default).
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { setNeedsArrangement() } }
    }

    /// How the arranged subviews are placed across the axis (`.fill` by default).
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { setNeedsArrangement() } }
    }

    /// The space between adjacent arranged subviews (0 by default); the least space for
    /// `.equalSpacing` and `.equalCentering`. `UIStackView.spacingUseSystem` asks for the
    /// standard spacing.
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { setNeedsArrangement() } }
    }

    /// Whether the views are arranged within the layout margins instead of the bounds (false by default).
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    /// Whether a vertical stack measures its spacing from baseline to baseline (the last
    /// baseline of a view to the first of the next) instead of edge to edge (false by default).
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    /// The views the stack lays out, in order; always a subset of `subviews`.
    open private(set) var arrangedSubviews: [UIView] = []

    /// The spacing set after particular views, by view.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack view made for the current arrangement.
    var arrangementConstraints: [NSLayoutConstraint] = []
    /// The guide that spans the arranged subviews across the axis when they do not fill it.
    var alignmentSpanner: UILayoutGuide?
    /// The guides between adjacent visible views for `.equalSpacing` and `.equalCentering`.
    var distributingGuides: [UILayoutGuide] = []
    /// Whether the arrangement's constraints are due to be made again.
    private(set) var needsArrangement = false

    /// A stack view with no arranged subviews.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A stack view that arranges `views`, in order (each becomes a subview using Auto Layout).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public required init?(coder: NSCoder) {
        preconditionFailure("UIStackView.init(coder:): OpenUIKit has no nib or storyboard loading; create views in code")
    }

    /// A stack view places its views with constraints, so its `updateConstraints()` runs before its first layout.
    open override class var requiresConstraintBasedLayout: Bool { true }

    // MARK: Arranged subviews

    /// Appends `view` to the arranged subviews, adding it as a subview if it is not one. A view
    /// already arranged moves to the end.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.filter { $0 !== view }.count)
    }

    /// Inserts `view` into the arranged subviews at `stackIndex` (0…count; a view already
    /// arranged moves there), adding it as a subview if it is not one. The view is placed with
    /// constraints from now on (`translatesAutoresizingMaskIntoConstraints` becomes false).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        precondition(view !== self, "UIStackView: a stack view cannot arrange itself")
        arrangedSubviews.removeAll { $0 === view }
        precondition(stackIndex >= 0 && stackIndex <= arrangedSubviews.count,
                     "UIStackView.insertArrangedSubview(_:at:): index \(stackIndex) is beyond the \(arrangedSubviews.count) arranged subviews")
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangedSubviews.insert(view, at: stackIndex)
        setNeedsArrangement()
    }

    /// Stops arranging `view`; it stays a subview (remove it from its superview to take it
    /// away), as on iOS.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        view.finishDeferredHiding()
        // Its constraints go now: a view no longer arranged is no longer held by them.
        let (involving, rest) = arrangementConstraints.partitioned { $0.firstItem === view || $0.secondItem === view }
        NSLayoutConstraint.deactivate(involving)
        arrangementConstraints = rest
        setNeedsArrangement()
    }

    /// A subview that leaves the stack view leaves its arranged subviews too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    // MARK: Spacing

    /// Sets the spacing after `arrangedSubview` (before the next visible view), instead of
    /// `spacing`; `UIStackView.spacingUseDefault` goes back to `spacing`,
    /// `UIStackView.spacingUseSystem` asks for the standard spacing. Ignored for a view that is
    /// not arranged.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        let value: CGFloat? = spacing == Self.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != value else { return }
        customSpacings[key] = value
        setNeedsArrangement()
    }

    /// The spacing set after `arrangedSubview`, or `UIStackView.spacingUseDefault` when none is.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The space the arrangement leaves after `view`: its custom spacing or the stack's, the
    /// system value resolved to points.
    func resolvedSpacing(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? UIKitConstants.systemSpacing : value
    }

    // MARK: Updates

    /// Marks the arrangement's constraints to be made again in the next `updateConstraints()`.
    func setNeedsArrangement() {
        needsArrangement = true
        setNeedsUpdateConstraints()
    }

    /// Makes the arrangement's constraints if they are due, then calls super.
    open override func updateConstraints() {
        if needsArrangement {
            needsArrangement = false
            rebuildArrangement()
        }
        super.updateConstraints()
    }

    /// An arranged subview's `isHidden` is about to change: the arrangement follows, and a view
    /// hidden inside an animation block stays on screen until the block's animations end, so
    /// that it collapses visibly. Returns false when `view` is not arranged (the caller hides it).
    func arrangedSubview(_ view: UIView, willSetHidden hidden: Bool) -> Bool {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return false }
        let wasHidden = view.isHidden
        if hidden, !wasHidden, let animation = UIViewAnimationState.current, animation.animates {
            let token = DeferredHiding()
            view.layoutStateForWriting.deferredHiding = token
            animation.addStopAction { [weak view] in
                guard let view, view.layoutState?.deferredHiding === token else { return }
                view.finishDeferredHiding()
            }
        } else {
            view.layoutState?.deferredHiding = nil
            view.layer.isHidden = hidden
        }
        if hidden != wasHidden { setNeedsArrangement() }
        return true
    }

    /// An arranged subview's intrinsic size changed: proportions made from it are made again.
    func arrangedSubviewIntrinsicContentSizeDidChange(_ view: UIView) {
        guard distribution == .fillProportionally, arrangedSubviews.contains(where: { $0 === view }) else { return }
        setNeedsArrangement()
    }
}

/// A hide of an arranged subview that waits for the end of the animation it was made in.
@MainActor final class DeferredHiding {}

extension UIView {
    /// Hides the layer of a view whose hiding waited for an animation, now.
    func finishDeferredHiding() {
        guard layoutState?.deferredHiding != nil else { return }
        layoutState?.deferredHiding = nil
        layer.isHidden = true
    }
}

extension Array {
    /// The elements that satisfy `belongs`, and the others, each in order.
    func partitioned(_ belongs: (Element) -> Bool) -> ([Element], [Element]) {
        var yes: [Element] = [], no: [Element] = []
        for element in self { if belongs(element) { yes.append(element) } else { no.append(element) } }
        return (yes, no)
    }
}
