import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// A view that shows a movable window onto larger content: its bounds origin is the scroll position.
///
/// Programmatic scrolling and the status bar's scroll-to-top are implemented; finger dragging,
/// deceleration, bouncing and indicators are not yet, so their API is absent.
@preconcurrency @MainActor open class UIScrollView: UIView {
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

    /// Whether the user can scroll the view (true by default).
    open var isScrollEnabled = true

    private var lastAdjustedContentInset: UIEdgeInsets = .zero
    private var scrollAnimation: ScrollAnimation?

    /// Zoom limits, scale and pinch (`UIScrollView+Zooming.swift`).
    var zoomState = UIScrollViewZoomState()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    public required init?(coder: NSCoder) {
        preconditionFailure("UIScrollView.init(coder:): OpenUIKit has no nib or storyboard loading; create views in code")
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
            delegate?.scrollViewDidScroll(self)
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
            vertical = contentSize.height > bounds.height
            horizontal = contentSize.width > bounds.width
        }
        return contentInset + UIEdgeInsets(top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
                                           bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
    }

    /// Called when `adjustedContentInset` changes; the default tells the delegate.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// Keeps a scroll view that rested at its top (or leading edge) there when the adjusted
    /// inset changes, as UIKit does when the safe area first applies, then notifies.
    private func adjustedContentInsetMayHaveChanged() {
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
        guard contentOffset != top else { return false }
        scroll(to: top, animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.scrollViewDidScrollToTop(self)
        }
        return true
    }

    private func scroll(to target: CGPoint, animated: Bool, completion: @escaping () -> Void) {
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
                completion()
            }
        }
        scrollAnimation = ScrollAnimation(link: link)
        link.add(to: host)
    }

    /// Whether a programmatic scroll animation is running.
    @_spi(Testing) public var isScrollAnimating: Bool { scrollAnimation != nil }

    private struct ScrollAnimation {
        let link: CADisplayLink
    }
}
