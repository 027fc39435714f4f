import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard

/// A scroll-view delegate that zooms one view and logs the zoom calls.
@MainActor final class ZoomDelegate: UIScrollViewDelegate {
    var zoomView: UIView?
    var log: [String] = []
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { log.append("willBegin") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { log.append("didZoom \(scrollView.zoomScale)") }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        log.append("didEnd \(scale)")
    }
}

/// `UIScrollView` zooming driven by two fingers of the device's input.
@MainActor
struct UIScrollViewZoomingTests {
    private func fingers(radius: CGFloat) -> [CGPoint] {
        [CGPoint(x: 196 - radius, y: 400), CGPoint(x: 196 + radius, y: 400)]
    }

    /// A full-screen scroll view, without inset adjustment, whose content view is its size.
    private func makeZoomScene(_ view: UIView) -> (UIScrollView, UIView, ZoomDelegate) {
        let scrollView = UIScrollView(frame: view.bounds)
        scrollView.contentInsetAdjustmentBehavior = .never
        let content = UIView(frame: view.bounds)
        scrollView.addSubview(content)
        scrollView.contentSize = content.bounds.size
        let delegate = ZoomDelegate()
        delegate.zoomView = content
        scrollView.delegate = delegate
        view.addSubview(scrollView)
        return (scrollView, content, delegate)
    }

    @Test func aScrollViewHasNoPinchUntilItsLimitsDifferAndItsDelegateGivesAView() {
        let (device, view) = launchGestureApp()
        defer { withExtendedLifetime(device) {} }
        let (scrollView, _, delegate) = makeZoomScene(view)
        #expect(scrollView.minimumZoomScale == 1)
        #expect(scrollView.maximumZoomScale == 1)
        #expect(scrollView.zoomScale == 1)
        #expect(scrollView.pinchGestureRecognizer == nil)
        scrollView.maximumZoomScale = 3
        #expect(scrollView.pinchGestureRecognizer != nil)
        delegate.zoomView = nil
        #expect(scrollView.pinchGestureRecognizer == nil)
    }

    @Test func aPinchZoomsTheContentAboutItsCentre() {
        let (device, view) = launchGestureApp()
        let (scrollView, content, delegate) = makeZoomScene(view)
        scrollView.maximumZoomScale = 4
        var zoomingDuringPinch: [Bool] = []
        let recorder = ActionRecorder(device, observing: scrollView.pinchGestureRecognizer)
        recorder.onAction = { _ in zoomingDuringPinch.append(scrollView.isZooming) }

        device.touchDown(at: fingers(radius: 50))
        for radius in [55, 75, 100] as [CGFloat] { device.touchMove(to: fingers(radius: radius)) }
        #expect(scrollView.isZooming)
        #expect(scrollView.zoomScale == 2)
        #expect(content.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 786, height: 1704))
        #expect(scrollView.contentSize == CGSize(width: 786, height: 1704))
        // The content point that was under the fingers (196, 400) is still under them.
        #expect(isClose(scrollView.contentOffset, CGPoint(x: 196, y: 400), within: 1e-9))
        device.touchUp(fingers: 2)

        #expect(!scrollView.isZooming)
        #expect(delegate.log == ["willBegin", "didZoom 1.1", "didZoom 1.5", "didZoom 2.0", "didEnd 2.0"])
        #expect(recorder.states == [.began, .changed, .changed, .ended])
        expectAllPossible([scrollView.pinchGestureRecognizer!])
    }

    @Test func aPinchStopsAtTheZoomLimits() {
        let (device, view) = launchGestureApp()
        let (scrollView, _, delegate) = makeZoomScene(view)
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 1.5

        device.touchDown(at: fingers(radius: 50))
        device.touchMove(to: fingers(radius: 100))
        #expect(scrollView.zoomScale == 1.5)
        device.touchMove(to: fingers(radius: 10))
        #expect(scrollView.zoomScale == 0.5)
        device.touchUp(fingers: 2)

        #expect(delegate.log.last == "didEnd 0.5")
        expectAllPossible([scrollView.pinchGestureRecognizer!])
    }

    @Test func aScrollViewThatCannotZoomLetsAPinchPassWithoutZooming() {
        let (device, view) = launchGestureApp()
        let (scrollView, _, delegate) = makeZoomScene(view)
        scrollView.maximumZoomScale = 2
        delegate.zoomView = nil
        let outer = UIPinchGestureRecognizer()
        let recorder = ActionRecorder(device, observing: outer)
        view.addGestureRecognizer(outer)

        device.touchDown(at: fingers(radius: 50))
        device.touchMove(to: fingers(radius: 80))
        device.touchUp(fingers: 2)

        #expect(scrollView.zoomScale == 1)
        #expect(delegate.log.isEmpty)
        #expect(recorder.states == [.began, .ended])
        expectAllPossible([outer])
    }

    @Test func settingTheZoomScaleKeepsTheVisibleCentreAndZoomToRectFillsTheView() {
        let (device, view) = launchGestureApp()
        defer { withExtendedLifetime(device) {} }
        let (scrollView, content, delegate) = makeZoomScene(view)
        scrollView.maximumZoomScale = 4

        scrollView.zoomScale = 2
        #expect(content.frame.size == CGSize(width: 786, height: 1704))
        #expect(isClose(scrollView.contentOffset, CGPoint(x: 196.5, y: 426), within: 1e-9))
        scrollView.setZoomScale(10, animated: false)
        #expect(scrollView.zoomScale == 4)

        scrollView.zoom(to: CGRect(x: 0, y: 0, width: 196.5, height: 426), animated: false)
        #expect(scrollView.zoomScale == 2)
        #expect(isClose(scrollView.contentOffset, .zero, within: 1e-9))
        #expect(delegate.log == ["didZoom 2.0", "didZoom 4.0", "didZoom 2.0"])
    }
}
