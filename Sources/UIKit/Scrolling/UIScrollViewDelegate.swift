import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// The methods a scroll view calls as it scrolls and scrolls to the top.
///
/// A drag calls, in iOS's order: `scrollViewWillBeginDragging(_:)`, `scrollViewDidScroll(_:)`
/// for each move, `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
/// `scrollViewDidEndDragging(_:willDecelerate:)`, then, when the content moves on,
/// `scrollViewWillBeginDecelerating(_:)`, more `scrollViewDidScroll(_:)` and
/// `scrollViewDidEndDecelerating(_:)`. Every method has a default implementation, as every
/// method of Apple's protocol is optional.
@preconcurrency @MainActor public protocol UIScrollViewDelegate: AnyObject {
    /// Called after every change of `contentOffset`.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// Called when the finger starts dragging the content, before it moves.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// Called when the finger lifts from a drag, with the content offset's velocity in points
    /// per millisecond and the offset where the content will come to rest; setting
    /// `targetContentOffset.pointee` sends the content there instead.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// Called after the finger lifted from a drag; `decelerate` says whether the content moves on.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Called when the content starts moving on after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// Called when the content that moved on after a drag has come to rest.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// Asked before a status-bar tap scrolls to the top; false vetoes it (the default answer is true).
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// Called when a scroll to the top, started by a status-bar tap, has finished.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// Called when an animated `setContentOffset(_:animated:)` or `scrollRectToVisible` ends;
    /// never after a drag.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// Called when `adjustedContentInset` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
    /// The view that zooms; nil (the default) means the scroll view does not zoom.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Called when a pinch starts zooming `view`.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// Called after every change of `zoomScale`.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// Called when a pinch's zoom, or an animated zoom, has ended at `scale`.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}
