import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// A row of dots, one per page, with the current page's dot highlighted.
///
/// Dots are 7 pt wide on a 16 pt pitch, centred (the iOS ≤ 13 layout, reference §13.4 [L]),
/// in `pageIndicatorTintColor` (nil: tertiary label) and `currentPageIndicatorTintColor`
/// (nil: label) [L]. A tap left of the current dot goes back a page, right of it forward a
/// page, and sends `.valueChanged`. With `hidesForSinglePage` a single page shows nothing. A
/// disabled page control draws its dots at half opacity (see `UIKitConstants.disabledControlAlpha`).
@preconcurrency @MainActor open class UIPageControl: UIControl {
    /// The number of pages (0 by default); the current page stays within it.
    open var numberOfPages = 0 {
        didSet {
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            setNeedsDisplay()
        }
    }
    /// The current page (0 by default), within the pages.
    open var currentPage = 0 {
        didSet {
            let clamped = min(max(0, currentPage), max(0, numberOfPages - 1))
            if clamped != currentPage { currentPage = clamped }
            setNeedsDisplay()
        }
    }
    /// Whether nothing shows when there is one page (false by default).
    open var hidesForSinglePage = false { didSet { setNeedsDisplay() } }
    /// The other pages' dots (nil: tertiary label).
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The current page's dot (nil: label).
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// Whether the control takes touches; a disabled one draws its dots at half opacity.
    open override var isEnabled: Bool { didSet { if oldValue != isEnabled { setNeedsDisplay() } } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        preconditionFailure("UIPageControl.init(coder:): OpenUIKit has no nib or storyboard loading; create views in code")
    }

    /// The size the dots of `pageCount` pages need.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let dot = UIKitConstants.pageControlDot
        return CGSize(width: CGFloat(max(0, pageCount)) * dot.pitch, height: UIKitConstants.pageControlHeight)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    /// The centre of the dot of `page`.
    private func dotCentre(_ page: Int) -> CGPoint {
        let pitch = UIKitConstants.pageControlDot.pitch
        let start = bounds.midX - CGFloat(numberOfPages) * pitch / 2 + pitch / 2
        return CGPoint(x: start + CGFloat(page) * pitch, y: bounds.midY)
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isTouchInside, numberOfPages > 1 else { return }
        let x = touch.location(in: self).x
        let current = dotCentre(currentPage).x
        let next = x < current ? currentPage - 1 : x > current ? currentPage + 1 : currentPage
        guard next >= 0, next < numberOfPages, next != currentPage else { return }
        currentPage = next
        sendActions(for: .valueChanged)
    }

    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else { return }
        let diameter = UIKitConstants.pageControlDot.diameter
        // The dots never overlap, so dimming each is dimming them as a group.
        if !isEnabled { ctx.setAlpha(UIKitConstants.disabledControlAlpha) }
        for page in 0..<numberOfPages {
            let centre = dotCentre(page)
            let color = page == currentPage ? (currentPageIndicatorTintColor ?? .label) : (pageIndicatorTintColor ?? .tertiaryLabel)
            ctx.setFillColor(color.cgColor)
            ctx.fillEllipse(in: CGRect(x: centre.x - diameter / 2, y: centre.y - diameter / 2, width: diameter, height: diameter))
        }
    }

    /// A page control is an adjustable accessibility element.
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { super.defaultAccessibilityTraits.union(.adjustable) }
}
