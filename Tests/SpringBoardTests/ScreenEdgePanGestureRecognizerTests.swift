import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard

@MainActor
struct ScreenEdgePanGestureRecognizerTests {
    func launchWithEdgePan(_ edges: UIRectEdge) throws -> (Device, GestureAppDelegate, UIScreenEdgePanGestureRecognizer, PanRecorder) {
        let (device, delegate) = try launchGestureApp()
        let recorder = PanRecorder()
        let pan = UIScreenEdgePanGestureRecognizer(target: recorder, action: Selector(PanRecorder.handle(_:)))
        pan.edges = edges
        delegate.root.addGestureRecognizer(pan)
        return (device, delegate, pan, recorder)
    }

    @Test func itHasOneTouchAndDelaysTouchesBegan() {
        let pan = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
        #expect(pan.maximumNumberOfTouches == 1)
        #expect(pan.delaysTouchesBegan)
        #expect(pan.edges == [])
    }

    @Test func aSwipeFromTheLeftEdgeBeginsOnceItHasMovedFifteenPointsInward() throws {
        let (device, delegate, _, recorder) = try launchWithEdgePan(.left)
        device.touchDown(at: CGPoint(x: 5, y: 400))
        device.runFrame()
        device.touchMove(to: CGPoint(x: 18, y: 400))
        device.runFrame()
        #expect(recorder.states.isEmpty)
        device.touchMove(to: CGPoint(x: 25, y: 400))
        device.runFrame()
        #expect(recorder.states == [.began])
        #expect(recorder.translations == [CGPoint(x: 5, y: 0)])
        device.touchMove(to: CGPoint(x: 100, y: 400))
        device.touchUp()
        device.runFrame()
        #expect(recorder.states == [.began, .changed, .ended])
        // The view never saw the touch: it was held back, then the gesture took it.
        #expect(delegate.root.log.isEmpty)
    }

    @Test func aTouchOutsideTheEdgeRegionFailsAndReachesTheView() throws {
        let (device, delegate, pan, recorder) = try launchWithEdgePan(.left)
        device.touchDown(at: CGPoint(x: 14, y: 400))
        device.runFrame()
        #expect(delegate.root.log.count == 1)
        #expect(pan.state == .failed)
        device.touchMove(to: CGPoint(x: 100, y: 400))
        device.touchUp()
        device.runFrame()
        #expect(recorder.states.isEmpty)
        #expect(delegate.root.log.first?.hasPrefix("began") == true)
        #expect(delegate.root.log.last?.hasPrefix("ended") == true)
    }

    @Test func withNoEdgesItNeverRecognizes() throws {
        let (device, _, _, recorder) = try launchWithEdgePan([])
        device.drag(from: CGPoint(x: 2, y: 400), by: CGPoint(x: 100, y: 0), steps: 5)
        #expect(recorder.states.isEmpty)
    }

    @Test func aTouchAtTheRightEdgeDoesNotStartALeftEdgePan() throws {
        let (device, _, _, recorder) = try launchWithEdgePan(.left)
        device.drag(from: CGPoint(x: 390, y: 400), by: CGPoint(x: -100, y: 0), steps: 5)
        #expect(recorder.states.isEmpty)
        let (device2, _, _, recorder2) = try launchWithEdgePan([.left, .right])
        device2.drag(from: CGPoint(x: 390, y: 400), by: CGPoint(x: -100, y: 0), steps: 5)
        #expect(recorder2.states.first == .began)
    }

    @Test func movingAlongTheEdgeFirstFails() throws {
        let (device, _, pan, recorder) = try launchWithEdgePan(.left)
        device.drag(from: CGPoint(x: 5, y: 400), by: CGPoint(x: 0, y: 20), steps: 2, lift: false)
        #expect(pan.state == .failed)
        device.touchMove(to: CGPoint(x: 80, y: 420))
        device.touchUp()
        device.runFrame()
        #expect(recorder.states.isEmpty)
    }

    @Test func theEdgesFollowTheInterfaceOrientation() throws {
        let (device, _, _, recorder) = try launchWithEdgePan(.left)
        device.rotate(to: .landscapeLeft)
        try device.settle()
        // The interface is landscape: the screen is 852 × 393 and its left edge is the
        // interface's left, which is the device's bottom (home-indicator) side.
        #expect(UIScreen.main.bounds.size == CGSize(width: 852, height: 393))
        device.drag(from: CGPoint(x: 4, y: 200), by: CGPoint(x: 60, y: 0), steps: 4)
        #expect(recorder.states.first == .began)
        recorder.states = []
        // The device's left side (portrait), now the interface's top, is not a left edge.
        device.drag(from: CGPoint(x: 400, y: 4), by: CGPoint(x: 0, y: 60), steps: 4)
        #expect(recorder.states.isEmpty)
    }
}
