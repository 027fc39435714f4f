import Foundation
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard

/// Records a scroll view's delegate calls in order; runs of `didScroll` count as one entry.
final class DragSpy: UIScrollViewDelegate {
    var calls: [String] = []
    var releaseOffset: CGPoint?
    var releaseVelocity: CGPoint?
    var proposedTarget: CGPoint?
    /// A target to put in place of the proposed one.
    var replacementTarget: CGPoint?

    private func log(_ call: String) { calls.append(call) }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if calls.last != "didScroll" { log("didScroll") }
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        log("willEndDragging")
        releaseOffset = scrollView.contentOffset
        releaseVelocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let replacementTarget { targetContentOffset.pointee = replacementTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        log("didEndDragging(willDecelerate: \(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { log("willBeginDecelerating") }
    var trackingAtEndOfDeceleration: [Bool] = []
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        log("didEndDecelerating")
        trackingAtEndOfDeceleration.append(scrollView.isTracking)
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { log("didEndScrollingAnimation") }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { log("didScrollToTop") }
}

/// A key window filled by one scroll view (no inset adjustment) whose content is `contentSize`,
/// with a `RecordingView` button-sized subview at (100, 300) in the content.
final class DragAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let scrollView = UIScrollView()
    let spy = DragSpy()
    let button = RecordingView()
    let contentSize: CGSize

    init(contentSize: CGSize) {
        self.contentSize = contentSize
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        scrollView.frame = window.bounds
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = contentSize
        scrollView.delegate = spy
        button.frame = CGRect(x: 100, y: 300, width: 120, height: 60)
        button.backgroundColor = .white
        scrollView.addSubview(button)
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

@MainActor
func launchDragApp(contentSize: CGSize = CGSize(width: 393, height: 5000)) throws -> (Device, DragAppDelegate) {
    let device = Device(model: .iPhone15Pro)
    let delegate = DragAppDelegate(contentSize: contentSize)
    device.launch(delegate: { delegate })
    try device.settle()
    return (device, delegate)
}
