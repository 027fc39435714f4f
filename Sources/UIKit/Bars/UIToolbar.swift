import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// A bar of buttons along the bottom of the screen: `items` laid out as iOS lays them out, with
/// a translucent background and a hairline along its top.
///
/// The bar is 44 pt tall in portrait and 32 pt in landscape on iPhone (reference §9.1 [M-H]):
/// `sizeThatFits(_:)` answers that height, and the items are centred in a band of it at the
/// top of the bounds, so a toolbar made taller to reach under the home indicator keeps its
/// items where iOS puts them. Items go left to right: `.flexibleSpace()` items share the width
/// the others leave, `.fixedSpace(_:)` items take their width, and adjacent buttons are 8 pt
/// apart inside 16 pt edge padding (see `BarItemLayout`, reference §9.3, §12.2). A titled or
/// system item is a button that is faded while pressed, dimmed while disabled, and sends its
/// action on a touch-up inside; items with no `tintColor` of their own take the bar's
/// (inherited, as every view's). A custom view keeps its own width and touches.
@preconcurrency @MainActor open class UIToolbar: UIView, BarItemObserver {
    /// The bar's items, leading to trailing (nil by default); setting it replaces them at once.
    open var items: [UIBarButtonItem]? {
        get { currentItems }
        set { setItems(newValue, animated: false) }
    }

    /// Whether the bar's background is translucent (true, the default) or opaque.
    open var isTranslucent = true { didSet { updateBackground() } }

    /// The colour of the bar's background (nil for the system's).
    open var barTintColor: UIColor? { didSet { updateBackground() } }

    private var currentItems: [UIBarButtonItem]?
    /// The view of each item that has one (spaces have none), by item.
    private var itemViews: [ObjectIdentifier: UIView] = [:]
    /// Views of replaced items still fading out.
    private var fadingViews: [UIView] = []
    private let hairline = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        hairline.isUserInteractionEnabled = false
        hairline.backgroundColor = UIKitConstants.barHairlineColor
        addSubview(hairline)
        updateBackground()
    }

    public required init?(coder: NSCoder) {
        preconditionFailure("UIToolbar.init(coder:): OpenUIKit has no nib or storyboard loading; create views in code")
    }

    /// Replaces the items; with `animated`, the old items' views fade out while the new ones
    /// fade in over 0.2 s (reference §9.2 [M] for the cross-fade), and an item in both lists
    /// keeps its view, which moves to its new place.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        endInteractiveItemsTransition(finished: true)
        let (leaving, arriving) = replaceItems(with: items)
        guard animated, window != nil else {
            for view in leaving { view.removeFromSuperview() }
            setNeedsLayout()
            return
        }
        // The arriving views start transparent where they will be; the kept ones move.
        UIView.performWithoutAnimation {
            for view in arriving { view.alpha = 0 }
            layoutItems(moving: Set(arriving.map(ObjectIdentifier.init)))
        }
        fadingViews.append(contentsOf: leaving)
        UIView.animate(withDuration: UIKitConstants.barItemsFadeDuration, animations: {
            for view in leaving { view.alpha = 0 }
            for view in arriving { view.alpha = 1 }
            self.layoutItems(moving: [])
        }, completion: { [weak self] _ in
            for view in leaving {
                view.removeFromSuperview()
                view.alpha = 1
            }
            self?.fadingViews.removeAll { item in leaving.contains { $0 === item } }
        })
    }

    /// Makes `items` the bar's items: observes them, makes views for the new ones (added as
    /// subviews) and returns the views of the items that left (still subviews) and those made.
    private func replaceItems(with items: [UIBarButtonItem]?) -> (leaving: [UIView], arriving: [UIView]) {
        let old = currentItems ?? []
        let new = items ?? []
        for item in old { item.removeObserver(self) }
        for item in new { item.addObserver(self) }
        currentItems = items
        let kept = Set(new.map(ObjectIdentifier.init))
        var leaving: [UIView] = []
        for item in old where !kept.contains(ObjectIdentifier(item)) {
            if let view = itemViews.removeValue(forKey: ObjectIdentifier(item)) { leaving.append(view) }
        }
        var arriving: [UIView] = []
        for item in new where itemViews[ObjectIdentifier(item)] == nil {
            guard let view = makeView(for: item) else { continue }
            itemViews[ObjectIdentifier(item)] = view
            insertSubview(view, belowSubview: hairline)
            arriving.append(view)
        }
        return (leaving, arriving)
    }

    // MARK: Interactive transitions

    /// A cross-fade that follows a finger (the navigation controller's edge-swipe pop): the
    /// items it would go back to, and the views fading out and in.
    private var interactiveTransition: (previous: [UIBarButtonItem]?, leaving: [UIView], arriving: [UIView])?

    /// Starts cross-fading to `items` by a progress that `updateInteractiveItemsTransition(progress:)`
    /// sets: the new items are the bar's items from now on, shown transparent in their places.
    func beginInteractiveItemsTransition(to items: [UIBarButtonItem]?) {
        endInteractiveItemsTransition(finished: true)
        let previous = currentItems
        let (leaving, arriving) = replaceItems(with: items)
        UIView.performWithoutAnimation {
            for view in arriving { view.alpha = 0 }
            layoutItems(moving: [])
        }
        interactiveTransition = (previous, leaving, arriving)
    }

    /// Fades the old items out and the new ones in, `progress` of the way (inside an animation
    /// block, the fade animates).
    func updateInteractiveItemsTransition(progress: CGFloat) {
        guard let interactiveTransition else { return }
        for view in interactiveTransition.leaving { view.alpha = 1 - progress }
        for view in interactiveTransition.arriving { view.alpha = progress }
    }

    /// Ends the interactive cross-fade: finished (the new items stay) or cancelled (the items
    /// before it come back, shown in full).
    func endInteractiveItemsTransition(finished: Bool) {
        guard let transition = interactiveTransition else { return }
        interactiveTransition = nil
        // A custom view keeps no fade: it may show again, in this bar or another.
        for view in transition.leaving {
            view.removeFromSuperview()
            view.alpha = 1
        }
        for view in transition.arriving { view.alpha = 1 }
        if !finished { setItems(transition.previous, animated: false) }
    }

    private func makeView(for item: UIBarButtonItem) -> UIView? {
        if item.isSpace { return nil }
        if let custom = item.customView { return custom }
        return BarButtonItemView(item: item)
    }

    func barItemDidChange(_ item: UIBarItem) {
        // A custom view that was set or removed changes which view shows the item.
        guard let item = item as? UIBarButtonItem else { return }
        let id = ObjectIdentifier(item)
        let current = itemViews[id]
        let wantsCustom = item.customView
        if let wantsCustom, current !== wantsCustom {
            current?.removeFromSuperview()
            itemViews[id] = wantsCustom
            insertSubview(wantsCustom, belowSubview: hairline)
        } else if wantsCustom == nil, current != nil, !(current is BarButtonItemView) {
            current?.removeFromSuperview()
            itemViews[id] = makeView(for: item)
            itemViews[id].map { insertSubview($0, belowSubview: hairline) }
        }
        setNeedsLayout()
    }

    /// The bar's height for the current orientation: 44 pt, or 32 pt when the window is wider
    /// than tall (reference §9.1).
    var barHeight: CGFloat {
        let reference = window?.bounds.size ?? UIScreen.current?.bounds.size ?? .zero
        return reference.width > reference.height ? UIKitConstants.barHeightCompact : UIKitConstants.barHeightRegular
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: barHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let pixel = 1 / max(layer.contentsScale, 1)
        hairline.frame = CGRect(x: 0, y: -pixel, width: bounds.width, height: pixel)
        layoutItems(moving: [])
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        setNeedsLayout()
    }

    /// Places every item's view; those in `moving` are placed as well (the layout is one pass).
    private func layoutItems(moving: Set<ObjectIdentifier>) {
        let items = currentItems ?? []
        let entries = items.map(Self.entry(for:))
        let padding = UIKitConstants.barEdgePadding(forWidth: window?.bounds.width ?? bounds.width)
        let layout = BarItemLayout(entries: entries, width: bounds.width, edgePadding: padding,
                                   spacing: UIKitConstants.barInterItemSpacing)
        let band = min(barHeight, bounds.height)
        for (item, extent) in zip(items, layout.extents) {
            guard let view = itemViews[ObjectIdentifier(item)] else { continue }
            let height = item.customView != nil ? min(view.frame.height, band) : band
            view.frame = CGRect(x: extent.lowerBound.rounded(), y: ((band - height) / 2).rounded(),
                                width: (extent.upperBound - extent.lowerBound).rounded(), height: height)
        }
    }

    /// How the layout sees `item`: a space, or a view of its width.
    static func entry(for item: UIBarButtonItem) -> BarItemLayout.Entry {
        switch item.kind {
        case .flexibleSpace: return .flexibleSpace
        case .fixedSpace: return .fixedSpace(item.width)
        case .titled, .system:
            if item.width > 0 { return .view(width: item.width) }
            if let custom = item.customView { return .view(width: custom.frame.width) }
            return .view(width: BarButtonItemView.contentWidth(of: item))
        }
    }

    private func updateBackground() {
        backgroundColor = barTintColor ?? (isTranslucent ? UIKitConstants.barTranslucentBackground : UIKitConstants.barOpaqueBackground)
    }

    /// The view showing `item` (nil for a space or an item not in the bar).
    @_spi(Testing) public func view(for item: UIBarButtonItem) -> UIView? { itemViews[ObjectIdentifier(item)] }
}
