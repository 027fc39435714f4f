import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// A bar along the top of the screen that shows the top item of a stack of navigation items:
/// its title, its leading and trailing bar button items, and a back button to the item below.
///
/// Drawn and laid out as iOS 13+ does (reference §9.1, §12.2): 44 pt tall in portrait and
/// 32 pt in landscape, or 96 pt while a large title shows; the title in 17 pt semibold, centred
/// in the bar when it fits between the side items and centred in the room between them when it
/// does not; the back button, a chevron 8 pt from the leading edge with the title that
/// `BackButtonTitle` chooses, answering touches over at least 100 pt; leading items after the
/// back button (or in its place), trailing items from the trailing edge inward, 16 pt from the
/// edges and 8 pt apart. Its background is translucent or opaque, `barTintColor` when set, with
/// a one-pixel hairline along its bottom; when its delegate places it `.topAttached` the
/// background reaches up to the top of the window, under the status bar (reference §8.3 [H]).
///
/// An animated push or pop cross-fades the old contents out and the new ones in over 0.5 s,
/// the length of a navigation transition (reference §6.5 [M]).
@preconcurrency @MainActor open class UINavigationBar: UIView, UIBarPositioning, BarItemObserver {
    /// The object that allows pushes and pops and places the bar (nil by default).
    open weak var delegate: UINavigationBarDelegate? { didSet { setNeedsLayout() } }

    /// The stack of items, bottom first (nil when empty); setting it replaces them at once.
    open var items: [UINavigationItem]? {
        get { stack.isEmpty ? nil : stack }
        set { setItems(newValue, animated: false) }
    }

    /// The item on top of the stack, shown in the bar.
    open var topItem: UINavigationItem? { stack.last }

    /// The item below the top, which the back button returns to.
    open var backItem: UINavigationItem? { stack.count >= 2 ? stack[stack.count - 2] : nil }

    /// Whether the background is translucent (true, the default) or opaque.
    open var isTranslucent = true { didSet { updateBackground() } }

    /// The colour of the background (nil for the system's).
    open var barTintColor: UIColor? { didSet { updateBackground() } }

    /// Whether the bar shows the top item's title large, in a 96 pt bar (false).
    open var prefersLargeTitles = false { didSet { if oldValue != prefersLargeTitles { rebuildContents(animated: false) } } }

    /// Where the bar sits, as its delegate says (`.top` without one).
    public var barPosition: UIBarPosition {
        guard let delegate else { return .top }
        let position = delegate.position(for: self)
        return position == .any ? .top : position
    }

    private var stack: [UINavigationItem] = []
    private let backgroundView = UIView()
    private let hairline = UIView()
    /// The views showing the top item now.
    @_spi(Testing) public private(set) var contents: NavigationBarContentView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundView.isUserInteractionEnabled = false
        hairline.isUserInteractionEnabled = false
        hairline.backgroundColor = UIKitConstants.barHairlineColor
        addSubview(backgroundView)
        addSubview(hairline)
        updateBackground()
    }

    public required init?(coder: NSCoder) {
        preconditionFailure("UINavigationBar.init(coder:): OpenUIKit has no nib or storyboard loading; create views in code")
    }

    // MARK: The stack

    /// Replaces the stack; with `animated`, the contents cross-fade to the new top item.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in stack { item.removeObserver(self) }
        stack = items ?? []
        for item in stack { item.addObserver(self) }
        rebuildContents(animated: animated)
    }

    /// Pushes `item` on top if the delegate agrees, then tells it `didPush` (after the
    /// cross-fade when animated).
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        precondition(!stack.contains(item), "UINavigationBar.pushItem(_:animated:): the item is already in the bar's stack")
        if let delegate, !delegate.navigationBar(self, shouldPush: item) { return }
        stack.append(item)
        item.addObserver(self)
        rebuildContents(animated: animated) { [weak self] in
            guard let self else { return }
            self.delegate?.navigationBar(self, didPush: item)
        }
    }

    /// Pops the top item if the delegate agrees and returns it, then tells the delegate
    /// `didPop` (after the cross-fade when animated); nil when the delegate refuses or the stack
    /// is empty.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let item = stack.last else { return nil }
        if let delegate, !delegate.navigationBar(self, shouldPop: item) { return nil }
        stack.removeLast()
        item.removeObserver(self)
        rebuildContents(animated: animated) { [weak self] in
            guard let self else { return }
            self.delegate?.navigationBar(self, didPop: item)
        }
        return item
    }

    // MARK: Observing

    func navigationItemDidChange(_ item: UINavigationItem, animated: Bool) {
        // The back button shows the item below the top; the rest shows the top item.
        guard item === topItem || item === backItem else { return }
        rebuildContents(animated: animated)
    }

    func barItemDidChange(_ item: UIBarItem) {
        // A back bar button item's title decides the back button.
        rebuildContents(animated: false)
    }

    // MARK: Metrics

    /// Whether the window is wider than tall: the bar is 32 pt and never large.
    var isVerticallyCompact: Bool {
        let reference = window?.bounds.size ?? UIScreen.current?.bounds.size ?? .zero
        return reference.width > reference.height
    }

    /// Whether the top item shows a large title now.
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, !isVerticallyCompact, let top = topItem else { return false }
        var mode = top.largeTitleDisplayMode
        var index = stack.count - 1
        while mode == .automatic, index > 0 {
            index -= 1
            mode = stack[index].largeTitleDisplayMode
        }
        switch mode {
        case .always, .automatic: return true
        case .never: return false
        }
    }

    /// The height of the band that holds the title and items: 44 pt, or 32 pt in landscape.
    var standardHeight: CGFloat {
        isVerticallyCompact ? UIKitConstants.barHeightCompact : UIKitConstants.barHeightRegular
    }

    /// The bar's height: the standard band, plus 52 pt while a large title shows.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: standardHeight + (showsLargeTitle ? UIKitConstants.largeTitleExtraHeight : 0))
    }

    // MARK: Layout

    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            setNeedsLayout()
        }
    }

    open override var center: CGPoint {
        get { super.center }
        set {
            super.center = newValue
            setNeedsLayout()
        }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        rebuildContents(animated: false)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // A top-attached bar's background reaches up to the window's top (under the status bar).
        var extra: CGFloat = 0
        if barPosition == .topAttached, let window {
            extra = max(0, convert(bounds.origin, to: window).y)
        }
        backgroundView.frame = CGRect(x: 0, y: -extra, width: bounds.width, height: bounds.height + extra)
        let pixel = 1 / max(layer.contentsScale, 1)
        hairline.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: pixel)
        for case let content as NavigationBarContentView in subviews {
            content.frame = bounds
            content.layOut(standardHeight: standardHeight, edgePadding: edgePadding, compact: isVerticallyCompact)
        }
    }

    var edgePadding: CGFloat {
        UIKitConstants.barEdgePadding(forWidth: window?.bounds.width ?? bounds.width)
    }

    /// Replaces the contents with views for the current top item; with `animated`, the old ones
    /// fade out and the new ones fade in. `completion` runs when the change is over.
    func rebuildContents(animated: Bool, completion: (() -> Void)? = nil) {
        let old = contents
        let new = stack.last.map { item in
            NavigationBarContentView(item: item, backItem: backItem, bar: self, large: showsLargeTitle)
        }
        contents = new
        if let new {
            insertSubview(new, belowSubview: hairline)
            new.frame = bounds
            new.layOut(standardHeight: standardHeight, edgePadding: edgePadding, compact: isVerticallyCompact)
        }
        setNeedsLayout()
        guard animated, window != nil else {
            old?.removeFromSuperview()
            completion?()
            return
        }
        new?.alpha = 0
        UIView.animate(withDuration: UIKitConstants.navigationTransitionDuration, animations: {
            old?.alpha = 0
            new?.alpha = 1
        }, completion: { _ in
            old?.removeFromSuperview()
            completion?()
        })
    }

    // MARK: Interactive pop

    /// The contents an interactive pop fades in, and the stack it leads to.
    private var interactivePop: (contents: NavigationBarContentView, stack: [UINavigationItem])?

    /// Starts an interactive pop of the top item: the contents for the item below are added
    /// transparent over the current ones, for `updateInteractivePop(progress:)` to fade across.
    func beginInteractivePop() {
        guard stack.count > 1, interactivePop == nil else { return }
        let current = stack
        stack.removeLast()
        let item = stack[stack.count - 1]
        let incoming = NavigationBarContentView(item: item, backItem: backItem, bar: self, large: showsLargeTitle)
        stack = current
        incoming.alpha = 0
        insertSubview(incoming, belowSubview: hairline)
        incoming.frame = bounds
        incoming.layOut(standardHeight: standardHeight, edgePadding: edgePadding, compact: isVerticallyCompact)
        interactivePop = (incoming, Array(current.dropLast()))
    }

    /// Fades the contents `progress` of the way to the item below (inside an animation block,
    /// the fade animates).
    func updateInteractivePop(progress: CGFloat) {
        guard let interactivePop else { return }
        contents?.alpha = 1 - progress
        interactivePop.contents.alpha = progress
    }

    /// Ends an interactive pop: popped (the item below is on top) or cancelled (nothing changed).
    func endInteractivePop(popped: Bool) {
        guard let interactivePop else { return }
        self.interactivePop = nil
        if popped {
            stack.last?.removeObserver(self)
            stack = interactivePop.stack
            contents?.removeFromSuperview()
            contents = interactivePop.contents
            contents?.alpha = 1
        } else {
            interactivePop.contents.removeFromSuperview()
            contents?.alpha = 1
        }
        setNeedsLayout()
    }

    /// The back button was tapped: pop the top item (the delegate decides).
    func backButtonTapped() {
        popItem(animated: true)
    }

    private func updateBackground() {
        backgroundView.backgroundColor = barTintColor
            ?? (isTranslucent ? UIKitConstants.barTranslucentBackground : UIKitConstants.barOpaqueBackground)
    }
}
