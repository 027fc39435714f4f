import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

extension UIWindow {
    /// The status bar's scroll-to-top in this window: if exactly one on-screen scroll view has
    /// `scrollsToTop`, it scrolls to the top (reference §2.1, the iPhone rule); with none or
    /// several, nothing scrolls.
    func scrollToTop(fromScreenLocation location: CGPoint) {
        let candidates = scrollToTopCandidates
        guard candidates.count == 1 else { return }
        candidates[0].scrollToTopIfPossible()
    }

    /// The scroll views with `scrollsToTop` that are on screen in this window: not hidden or
    /// transparent along their superview chain, and overlapping the window.
    var scrollToTopCandidates: [UIScrollView] {
        var found: [UIScrollView] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.layer.opacity >= UIKitConstants.minimumHitTestableAlpha else { return }
            if let scrollView = view as? UIScrollView, scrollView.scrollsToTop {
                let rect = scrollView.convert(scrollView.bounds, to: self)
                if rect.intersects(bounds) { found.append(scrollView) }
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(self)
        return found
    }
}
