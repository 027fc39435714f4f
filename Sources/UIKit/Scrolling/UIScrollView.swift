import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// A view that shows a movable window onto larger content: its bounds origin is the scroll position.
///
/// A finger drags the content through `panGestureRecognizer`, with rubber-banding past the
/// edges; on release it decelerates, bounces back or snaps to a page, each frame on the
/// device's clock (`UIScrollView+Dragging.swift`, physics in `ScrollPhysics`). Content
/// touches are held back briefly to see whether a drag starts (`delaysContentTouches`), and
/// scroll indicators show while it scrolls (`UIScrollView+Indicators.swift`). Programmatic
/// scrolling and the status bar's scroll-to-top are here.
@preconcurrency @MainActor open class UIScrollView: UIView {
    /// How quickly a scroll view slows down after the finger lifts: the factor its velocity is
    /// multiplied by every millisecond (reference §7.1 [H]).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998 per millisecond: the default.
        public static let normal = DecelerationRate(rawValue: UIKitConstants.decelerationRates.normal)
        /// 0.99 per millisecond: stops sooner, as picker wheels do.
        public static let fast = DecelerationRate(rawValue: UIKitConstants.decelerationRates.fast)
    }

    /// The colour scheme of the scroll indicators (reference §7.4 [H]).
    public enum IndicatorStyle: Int, Sendable {
        /// Dark indicators, for the default light content.
        case `default` = 0
        /// Dark indicators, for light content.
        case black = 1
        /// Light indicators, for dark content.
        case white = 2
    }

    /// How the safe area adds to `contentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Like `.scrollableAxes` (OpenUIKit has no navigation or tab bar controllers yet, whose
        /// content also adjusts top and bottom always).
        case automatic = 0
        /// Adjusts only along axes that scroll (content larger than the bounds).
        case scrollableAxes = 1
        /// Never adjusts.
        case never = 2
        /// Always adjusts.
        case always = 3
    }

    /// The delegate, told about scrolling.
    open weak var delegate: UIScrollViewDelegate?

    /// The pull-to-refresh control shown above the content (nil by default); see `UIRefreshControl`.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard oldValue !== refreshControl else { return }
            oldValue?.removeFromSuperview()
            refreshInset = 0
            if let refreshControl { insertSubview(refreshControl, at: 0) }
            adjustedContentInsetMayHaveChanged()
        }
    }

    /// The room a refreshing `refreshControl` takes above the content, added to the top of
    /// `adjustedContentInset`.
    var refreshInset: CGFloat = 0

    /// The size of the scrollable content.
    open var contentSize: CGSize = .zero {
        didSet { if oldValue != contentSize { adjustedContentInsetMayHaveChanged() } }
    }

    /// Extra space around the content, in addition to the safe area.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { if oldValue != contentInset { adjustedContentInsetMayHaveChanged() } }
    }

    /// How the safe area is added to `contentInset` (`.automatic` by default).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { adjustedContentInsetMayHaveChanged() }
    }

    /// Whether a status-bar tap may scroll this view to the top (true by default).
    ///
    /// On iPhone the tap scrolls only when exactly one on-screen scroll view in the key window
    /// has this set (reference §2.1).
    open var scrollsToTop = true

    /// Whether the user can scroll the view (true by default); false disables
    /// `panGestureRecognizer`, so touches go to the content.
    open var isScrollEnabled = true {
        didSet { scrollPan.isEnabled = isScrollEnabled }
    }

    // MARK: Dragging (see UIScrollView+Dragging.swift)

    /// The recognizer that drags the content; attached to the scroll view, enabled while
    /// `isScrollEnabled`. Apps may set its delegate's relations (`require(toFail:)`), not replace it.
    open var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }
    let scrollPan = UIScrollViewPanGestureRecognizer()
    /// The recognizer that holds content touches back (`delaysContentTouches`).
    let contentTouchRecognizer = UIScrollViewDelayedTouchesBeganGestureRecognizer()

    /// Whether the content follows the finger past the edges and bounces back (true).
    open var bounces = true
    /// Whether a vertical drag bounces even when the content is not taller than the view
    /// (false); such a view counts as scrollable vertically for the safe-area adjustment.
    open var alwaysBounceVertical = false {
        didSet { if oldValue != alwaysBounceVertical { adjustedContentInsetMayHaveChanged() } }
    }
    /// Whether a horizontal drag bounces even when the content is not wider than the view
    /// (false); such a view counts as scrollable horizontally for the safe-area adjustment.
    open var alwaysBounceHorizontal = false {
        didSet { if oldValue != alwaysBounceHorizontal { adjustedContentInsetMayHaveChanged() } }
    }
    /// Whether the scroll view stops on multiples of its bounds size (false).
    open var isPagingEnabled = false
    /// Whether a drag that starts along one axis stays on it (false).
    open var isDirectionalLockEnabled = false
    /// How quickly the content slows down after the finger lifts (`.normal`).
    open var decelerationRate: DecelerationRate = .normal
    /// Whether content touches wait 0.15 s (or the finger's lift) to see whether a drag starts (true).
    open var delaysContentTouches = true {
        didSet { contentTouchRecognizer.delaysTouchesBegan = delaysContentTouches }
    }
    /// Whether a drag may start on a touch the content is already tracking, cancelling it there (true).
    open var canCancelContentTouches = true

    /// Whether a finger is on the content, dragging or not yet.
    open var isTracking: Bool { scrollPan.numberOfTouches > 0 || contentTouchRecognizer.numberOfTouches > 0 }
    /// Whether the user is dragging the content (from the pan's beginning to the finger's lift).
    open var isDragging: Bool { dragging }
    /// Whether the content moves on after the finger lifted: decelerating, bouncing or paging.
    open var isDecelerating: Bool { decelerating }
    /// What `isDragging` and `isDecelerating` report; UIKit's own logic reads these, so an
    /// override of the open properties changes what app code sees, not how the view scrolls.
    var dragging = false
    var decelerating = false

    /// The drag under way: where it started and the axis it is locked to.
    var drag: ScrollDrag?
    /// The motion after the finger lifted, and the display link that drives it.
    var motion: ScrollMotion?
    /// Whether the content has seen the current touch begin (a drag must cancel it there).
    var contentTracksTouch = false

    // MARK: Indicators (see UIScrollView+Indicators.swift)

    /// Whether the vertical scroll indicator shows while scrolling (true).
    open var showsVerticalScrollIndicator = true { didSet { updateScrollIndicators() } }
    /// Whether the horizontal scroll indicator shows while scrolling (true).
    open var showsHorizontalScrollIndicator = true { didSet { updateScrollIndicators() } }
    /// The indicators' colours (`.default`: dark, for light content).
    open var indicatorStyle: IndicatorStyle = .default { didSet { updateScrollIndicators() } }
    var indicators: ScrollIndicators?

    private var lastAdjustedContentInset: UIEdgeInsets = .zero
    private var scrollAnimation: ScrollAnimation?

    /// Zoom limits, scale and pinch (`UIScrollView+Zooming.swift`).
    var zoomState = UIScrollViewZoomState()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        contentTouchRecognizer.delaysTouchesBegan = delaysContentTouches
        scrollPan.addTarget(self, action: Selector(UIScrollView.handlePan(_:)))
        addGestureRecognizer(contentTouchRecognizer)
        addGestureRecognizer(scrollPan)
    }

    public required init?(coder: NSCoder) {
        preconditionFailure("UIScrollView.init(coder:): OpenUIKit has no nib or storyboard loading; create views in code")
    }

    // MARK: Content touches

    /// Whether the content may see `touches` begin in `view`; asked before the content gets
    /// them, at once or after the delay of `delaysContentTouches`. Default true.
    ///
    /// Returning false keeps the touches from the content: it never hears of them, and the
    /// scroll view may still drag.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        true
    }

    /// Whether a drag may start on a touch that `view`, in the content, is already tracking;
    /// the view then gets `touchesCancelled`. Asked only when `canCancelContentTouches` is true.
    ///
    /// False for a `UIControl`, true for any other view, as on iOS: a drag that starts on a
    /// button after the content-touch delay does not scroll.
    open func touchesShouldCancel(in view: UIView) -> Bool {
        !(view is UIControl)
    }

    /// Shows the scroll indicators for a moment, then fades them out, as apps do when a
    /// scroll view appears to show that it scrolls (about 1 s, reference §7.4 [L]).
    open func flashScrollIndicators() {
        showScrollIndicators()
        scheduleScrollIndicatorHiding(after: UIKitConstants.scrollIndicatorTiming.flashDuration)
    }

    /// Whether a recognizer of the scroll view may begin; for `panGestureRecognizer`, whether
    /// the drag starts along an axis the content scrolls along and may take the touch from the
    /// content (see `panMayBegin()` in UIScrollView+Dragging.swift).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === scrollPan else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        return panMayBegin()
    }

    /// The point of the content at the view's top-left corner: the bounds origin.
    ///
    /// Setting it moves the content at once and calls `scrollViewDidScroll(_:)`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            var rect = bounds
            rect.origin = newValue
            bounds = rect
            markGuideDirty(layoutState?.scrollFrameGuide)
            updateScrollIndicators()
            delegate?.scrollViewDidScroll(self)
            notifyContainingNavigationController()
        }
    }

    /// `contentInset` plus the parts of the safe area that `contentInsetAdjustmentBehavior` adds.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        let vertical: Bool
        let horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never:
            (vertical, horizontal) = (false, false)
        case .always:
            (vertical, horizontal) = (true, true)
        case .automatic, .scrollableAxes:
            // Apple: an axis is scrollable when the content is larger, or when it always bounces.
            vertical = contentSize.height > bounds.height || alwaysBounceVertical
            horizontal = contentSize.width > bounds.width || alwaysBounceHorizontal
        }
        return contentInset + UIEdgeInsets(top: (vertical ? safe.top : 0) + refreshInset, left: horizontal ? safe.left : 0,
                                           bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
    }

    /// Called when `adjustedContentInset` changes; the default tells the delegate.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// Keeps a scroll view that rested at its top (or leading edge) there when the adjusted
    /// inset changes, as UIKit does when the safe area first applies, then notifies.
    func adjustedContentInsetMayHaveChanged() {
        let inset = adjustedContentInset
        let old = lastAdjustedContentInset
        guard inset != old else { return }
        lastAdjustedContentInset = inset
        var offset = contentOffset
        if offset.y == -old.top { offset.y = -inset.top }
        if offset.x == -old.left { offset.x = -inset.left }
        contentOffset = offset
        adjustedContentInsetDidChange()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        adjustedContentInsetMayHaveChanged()
        refreshControl?.placeAboveContent()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        adjustedContentInsetMayHaveChanged()
    }

    /// Scrolls to `contentOffset`, animated over 0.3 s with ease-in-out, or at once.
    ///
    /// The animated form moves the offset once per frame in the display-link phase, calling
    /// `scrollViewDidScroll(_:)` each time, then `scrollViewDidEndScrollingAnimation(_:)`.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        scroll(to: contentOffset, animated: animated) { [weak self] in
            guard let self else { return }
            self.delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    /// Scrolls the least distance that makes `rect` (content coordinates) visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visible = bounds.inset(by: adjustedContentInset)
        var offset = contentOffset
        if rect.minX < visible.minX { offset.x -= visible.minX - rect.minX }
        else if rect.maxX > visible.maxX { offset.x += min(rect.maxX - visible.maxX, rect.minX - visible.minX) }
        if rect.minY < visible.minY { offset.y -= visible.minY - rect.minY }
        else if rect.maxY > visible.maxY { offset.y += min(rect.maxY - visible.maxY, rect.minY - visible.minY) }
        setContentOffset(clampedOffset(offset), animated: animated)
    }

    /// `offset` limited to the scrollable range: from −adjusted inset to content size − bounds
    /// + adjusted inset (never below the minimum).
    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let inset = adjustedContentInset
        let minX = -inset.left, minY = -inset.top
        let maxX = max(minX, contentSize.width - bounds.width + inset.right)
        let maxY = max(minY, contentSize.height - bounds.height + inset.bottom)
        return CGPoint(x: min(max(offset.x, minX), maxX), y: min(max(offset.y, minY), maxY))
    }

    /// The status bar's scroll-to-top for this view: asks the delegate, does nothing when already
    /// at the top, otherwise scrolls there animated and then calls `scrollViewDidScrollToTop(_:)`.
    ///
    /// Returns whether it started scrolling.
    @discardableResult
    func scrollToTopIfPossible() -> Bool {
        guard delegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
        let top = CGPoint(x: contentOffset.x, y: -adjustedContentInset.top)
        stopMotion()
        guard contentOffset != top else { return false }
        scroll(to: top, animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.scrollViewDidScrollToTop(self)
        }
        return true
    }

    private func scroll(to target: CGPoint, animated: Bool, completion: @escaping () -> Void) {
        stopMotion()
        scrollAnimation?.link.invalidate()
        scrollAnimation = nil
        guard animated, let host = layer.hostContext else {
            contentOffset = target
            return
        }
        let start = contentOffset
        let begin = host.mediaTime
        let curve = CAMediaTimingFunction(name: .easeInEaseOut)
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            let fraction = min(1, (link.timestamp - begin) / UIKitConstants.programmaticScrollDuration)
            let p = CGFloat(curve.progress(at: fraction))
            self.contentOffset = CGPoint(x: start.x + (target.x - start.x) * p, y: start.y + (target.y - start.y) * p)
            if fraction >= 1 {
                link.invalidate()
                self.scrollAnimation = nil
                self.scheduleScrollIndicatorHiding()
                completion()
            }
        }
        scrollAnimation = ScrollAnimation(link: link)
        showScrollIndicators()
        link.add(to: host)
    }

    /// Whether a programmatic scroll animation is running.
    // MARK: Zooming (the mechanism is in UIScrollView+Zooming.swift)

    /// The smallest scale the content can be zoomed to: 1.
    open var minimumZoomScale: CGFloat {
        get { zoomState.minimumZoomScale }
        set {
            zoomState.minimumZoomScale = newValue
            installZoomPinchIfNeeded()
        }
    }

    /// The largest scale the content can be zoomed to: 1.
    open var maximumZoomScale: CGFloat {
        get { zoomState.maximumZoomScale }
        set {
            zoomState.maximumZoomScale = newValue
            installZoomPinchIfNeeded()
        }
    }

    /// The scale of the zoom view: 1 until it is zoomed. Setting it zooms without animation.
    open var zoomScale: CGFloat {
        get { zoomState.zoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Whether a pinch is zooming the content now.
    open var isZooming: Bool { zoomState.isZooming }

    /// The pinch that zooms the content, or nil when the view cannot zoom: when the minimum and
    /// maximum scales are equal or the delegate gives no view for zooming.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        guard canZoom else { return nil }
        return zoomState.pinch
    }

    /// Zooms to `scale`, clamped to the limits, keeping the point at the centre of the visible
    /// area there; animated over 0.3 s when asked. Does nothing without a zoom view.
    /// `scrollViewDidZoom(_:)` follows.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoomKeepingCentre(toScale: scale, animated: animated)
    }

    /// Zooms so that `rect`, in the zoom view's coordinates, fills as much of the view as the
    /// scale limits allow, centred. Does nothing without a zoom view.
    open func zoom(to rect: CGRect, animated: Bool) {
        zoomToFit(rect, animated: animated)
    }

    @_spi(Testing) public var isScrollAnimating: Bool { scrollAnimation != nil }

    private struct ScrollAnimation {
        let link: CADisplayLink
    }
}
