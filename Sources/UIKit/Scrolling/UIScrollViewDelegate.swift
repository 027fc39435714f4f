import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// The methods a scroll view calls as it scrolls and scrolls to the top.
@preconcurrency @MainActor public protocol UIScrollViewDelegate: AnyObject {
    /// Called after every change of `contentOffset`.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// Asked before a status-bar tap scrolls to the top; false vetoes it (the default answer is true).
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// Called when a scroll to the top, started by a status-bar tap, has finished.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// Called when an animated `setContentOffset(_:animated:)` or `scrollRectToVisible` ends.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// Called when `adjustedContentInset` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
