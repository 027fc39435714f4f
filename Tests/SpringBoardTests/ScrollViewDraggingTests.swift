import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard

@MainActor
struct ScrollViewDraggingTests {
    /// A 300 pt upward fling in six frames (3000 pt/s), away from the button.
    func fling(_ device: Device, from start: CGPoint = CGPoint(x: 300, y: 700), by delta: CGPoint = CGPoint(x: 0, y: -300)) {
        device.drag(from: start, by: delta, steps: 6)
    }

    @Test func theScrollViewOwnsAnEnabledPanAndTheDocumentedDefaults() throws {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scrollView.panGestureRecognizer.view === scrollView)
        #expect(scrollView.gestureRecognizers?.contains { $0 === scrollView.panGestureRecognizer } == true)
        #expect(scrollView.bounces && !scrollView.alwaysBounceVertical && !scrollView.alwaysBounceHorizontal)
        #expect(!scrollView.isPagingEnabled && !scrollView.isDirectionalLockEnabled)
        #expect(scrollView.decelerationRate == .normal && UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(scrollView.delaysContentTouches && scrollView.canCancelContentTouches)
        #expect(scrollView.showsVerticalScrollIndicator && scrollView.showsHorizontalScrollIndicator)
        #expect(scrollView.indicatorStyle == .default)
        scrollView.isScrollEnabled = false
        #expect(!scrollView.panGestureRecognizer.isEnabled)
    }

    @Test func aFlingCallsTheDelegateInIOSOrderAndRestsOnTheProjection() throws {
        let (device, app) = try launchDragApp()
        let scrollView = app.scrollView
        fling(device)
        #expect(app.spy.calls == ["willBeginDragging", "didScroll", "willEndDragging",
                                  "didEndDragging(willDecelerate: true)", "willBeginDecelerating"])
        #expect(scrollView.isDecelerating && !scrollView.isDragging && !scrollView.isTracking)
        #expect(!device.isIdle)
        let v = try #require(app.spy.releaseVelocity)
        let offset = try #require(app.spy.releaseOffset)
        #expect(v.x == 0 && v.y > 1)
        // Apple's projection with v in points per millisecond: v·d/(1−d).
        let projected = offset.y + v.y * 0.998 / (1 - 0.998)
        let target = try #require(app.spy.proposedTarget)
        #expect(abs(target.y - projected) < 1e-6)
        try device.settle()
        #expect(scrollView.contentOffset == target)
        #expect(!scrollView.isDecelerating)
        #expect(app.spy.calls.suffix(2) == ["didScroll", "didEndDecelerating"])
        #expect(device.isIdle)
    }

    @Test func theFastRateProjectsAFifthAsFar() throws {
        let (device, app) = try launchDragApp()
        app.scrollView.decelerationRate = .fast
        fling(device)
        let v = try #require(app.spy.releaseVelocity)
        let offset = try #require(app.spy.releaseOffset)
        let target = try #require(app.spy.proposedTarget)
        #expect(abs(target.y - (offset.y + v.y * 0.99 / (1 - 0.99))) < 1e-6)
        try device.settle()
        #expect(app.scrollView.contentOffset == target)
    }

    @Test func aFlingPastTheEndIsClampedCoastsBeyondAndBouncesBackToTheEdge() throws {
        let (device, app) = try launchDragApp()
        let scrollView = app.scrollView
        let maxY: CGFloat = 5000 - 852
        scrollView.contentOffset = CGPoint(x: 0, y: maxY - 200)
        fling(device)
        #expect(app.spy.proposedTarget == CGPoint(x: 0, y: maxY))
        var furthest: CGFloat = 0
        while scrollView.isDecelerating {
            device.runFrame()
            furthest = max(furthest, scrollView.contentOffset.y)
        }
        #expect(furthest > maxY + 10)
        #expect(scrollView.contentOffset.y == maxY)
        try device.settle()
    }

    @Test func draggingPastTheTopRubberBandsAndTheReleaseBouncesBack() throws {
        let (device, app) = try launchDragApp()
        let scrollView = app.scrollView
        device.drag(from: CGPoint(x: 300, y: 400), by: CGPoint(x: 0, y: 200), steps: 4, lift: false)
        // 190 pt past the top once the 10 pt hysteresis is gone: x·d·c/(d + c·x), d = 852.
        let x: CGFloat = 190, d: CGFloat = 852, c: CGFloat = 0.55
        #expect(abs(scrollView.contentOffset.y + x * d * c / (d + c * x)) < 1e-9)
        device.touchUp()
        device.runFrame()
        #expect(app.spy.calls.contains("didEndDragging(willDecelerate: true)"))
        var lowest = scrollView.contentOffset.y
        try device.settle()
        lowest = min(lowest, scrollView.contentOffset.y)
        #expect(scrollView.contentOffset.y == 0)
        #expect(app.spy.calls.last == "didEndDecelerating")
        #expect(device.isIdle)
    }

    @Test func withoutBouncingTheContentStopsAtTheEdge() throws {
        let (device, app) = try launchDragApp()
        app.scrollView.bounces = false
        device.drag(from: CGPoint(x: 300, y: 400), by: CGPoint(x: 0, y: 200), steps: 4, lift: false)
        #expect(app.scrollView.contentOffset.y == 0)
        device.touchUp()
        device.runFrame()
        try device.settle()
        #expect(app.scrollView.contentOffset.y == 0)
    }

    @Test func aChangedTargetIsWhereTheContentComesToRest() throws {
        let (device, app) = try launchDragApp()
        app.spy.replacementTarget = CGPoint(x: 0, y: 1234)
        fling(device)
        try device.settle()
        #expect(app.scrollView.contentOffset == CGPoint(x: 0, y: 1234))
        #expect(app.spy.calls.last == "didEndDecelerating")
    }

    @Test func pagingLandsOnTheNearestPageOrTheNextOneForAFling() throws {
        let (device, app) = try launchDragApp(contentSize: CGSize(width: 393 * 5, height: 852))
        let scrollView = app.scrollView
        scrollView.isPagingEnabled = true
        // A slow drag less than half a page goes back.
        device.drag(from: CGPoint(x: 300, y: 600), by: CGPoint(x: -150, y: 0), steps: 50)
        try device.settle()
        #expect(scrollView.contentOffset == .zero)
        // A quick flick of 100 pt turns the page.
        device.drag(from: CGPoint(x: 300, y: 600), by: CGPoint(x: -100, y: 0), steps: 2)
        try device.settle()
        #expect(scrollView.contentOffset == CGPoint(x: 393, y: 0))
        // A hard fling turns one page only.
        device.drag(from: CGPoint(x: 380, y: 600), by: CGPoint(x: -360, y: 0), steps: 3)
        try device.settle()
        #expect(scrollView.contentOffset == CGPoint(x: 786, y: 0))
    }

    @Test func directionalLockKeepsAMostlyVerticalDragVertical() throws {
        for locked in [true, false] {
            let (device, app) = try launchDragApp(contentSize: CGSize(width: 2000, height: 5000))
            app.scrollView.isDirectionalLockEnabled = locked
            device.drag(from: CGPoint(x: 200, y: 700), by: CGPoint(x: -20, y: -150), steps: 5, lift: false)
            #expect(app.scrollView.contentOffset.y > 100)
            #expect((app.scrollView.contentOffset.x == 0) == locked, "locked: \(locked)")
            device.touchUp()
            device.runFrame()
            try device.settle()
            #expect((app.scrollView.contentOffset.x == 0) == locked, "locked: \(locked)")
        }
    }

    @Test func aTouchDuringDecelerationStopsTheScrollAndReachesNoContent() throws {
        let (device, app) = try launchDragApp()
        let scrollView = app.scrollView
        fling(device)
        device.advance(by: 0.2)
        #expect(scrollView.isDecelerating)
        // Put the button under the finger.
        app.button.frame.origin.y = scrollView.contentOffset.y + 300
        device.touchDown(at: CGPoint(x: 150, y: 330))
        device.runFrame()
        #expect(!scrollView.isDecelerating && scrollView.isTracking)
        let stopped = scrollView.contentOffset
        device.advance(by: 0.3)
        #expect(scrollView.contentOffset == stopped)
        device.touchUp()
        device.runFrame()
        try device.settle()
        #expect(scrollView.contentOffset == stopped)
        #expect(app.button.log.isEmpty)
        // iOS 13+ ends the deceleration with the delegate call, once.
        #expect(app.spy.calls.filter { $0 == "didEndDecelerating" }.count == 1)
        #expect(app.spy.trackingAtEndOfDeceleration == [true])
    }

    @Test func beforeIOS13AStoppedDecelerationDoesNotEndWithADelegateCall() throws {
        let device = Device(model: .iPhone8, systemVersion: OperatingSystemVersion(majorVersion: 12, minorVersion: 0, patchVersion: 0))
        let app = DragAppDelegate(contentSize: CGSize(width: 375, height: 5000))
        device.launch(delegate: { app })
        try device.settle()
        fling(device, from: CGPoint(x: 300, y: 600))
        device.advance(by: 0.2)
        #expect(app.scrollView.isDecelerating)
        device.touchDown(at: CGPoint(x: 300, y: 400))
        device.runFrame()
        #expect(!app.scrollView.isDecelerating)
        device.touchUp()
        device.runFrame()
        try device.settle()
        #expect(!app.spy.calls.contains("didEndDecelerating"))
    }

    @Test func aQuickTapOnContentReachesItAtTheLift() throws {
        let (device, app) = try launchDragApp()
        device.touchDown(at: CGPoint(x: 150, y: 330))
        device.runFrame()
        #expect(app.button.log.isEmpty)
        device.advance(by: 0.05)
        device.touchUp()
        device.runFrame()
        #expect(app.button.log == ["began (50.0, 30.0)", "ended (50.0, 30.0)"])
        #expect(app.scrollView.contentOffset == .zero)
    }

    @Test func aHeldTouchReachesTheContentAfterAHundredAndFiftyMilliseconds() throws {
        let (device, app) = try launchDragApp()
        device.touchDown(at: CGPoint(x: 150, y: 330))
        device.runFrame()
        device.advance(by: 0.12)
        #expect(app.button.log.isEmpty)
        device.advance(by: 0.05)
        #expect(app.button.log == ["began (50.0, 30.0)"])
        device.touchUp()
        device.runFrame()
        #expect(app.button.log == ["began (50.0, 30.0)", "ended (50.0, 30.0)"])
    }

    @Test func withoutDelayingContentTouchesTheContentSeesTheTouchAtOnce() throws {
        let (device, app) = try launchDragApp()
        app.scrollView.delaysContentTouches = false
        device.touchDown(at: CGPoint(x: 150, y: 330))
        device.runFrame()
        #expect(app.button.log == ["began (50.0, 30.0)"])
        device.touchUp()
        device.runFrame()
    }

    @Test func aDragThatStartsOnContentScrollsAndTheContentNeverSeesIt() throws {
        let (device, app) = try launchDragApp()
        device.drag(from: CGPoint(x: 150, y: 330), by: CGPoint(x: 0, y: -120), steps: 4)
        #expect(app.scrollView.contentOffset.y > 50)
        try device.settle()
        #expect(app.button.log.isEmpty)
    }

    @Test func aDragAfterTheContentSawTheTouchCancelsItThere() throws {
        let (device, app) = try launchDragApp()
        device.touchDown(at: CGPoint(x: 150, y: 330))
        device.runFrame()
        device.advance(by: 0.2)
        #expect(app.button.log.count == 1)
        for step in 1...4 {
            device.touchMove(to: CGPoint(x: 150, y: 330 - CGFloat(step) * 30))
            device.runFrame()
        }
        device.touchUp()
        device.runFrame()
        #expect(app.scrollView.contentOffset.y > 50)
        #expect(app.button.log.first?.hasPrefix("began") == true)
        #expect(app.button.log.last?.hasPrefix("cancelled") == true)
        try device.settle()
    }

    @Test func whenContentTouchesCannotBeCancelledTheContentKeepsTheTouch() throws {
        let (device, app) = try launchDragApp()
        app.scrollView.canCancelContentTouches = false
        device.touchDown(at: CGPoint(x: 150, y: 330))
        device.runFrame()
        device.advance(by: 0.2)
        for step in 1...4 {
            device.touchMove(to: CGPoint(x: 150, y: 330 - CGFloat(step) * 30))
            device.runFrame()
        }
        device.touchUp()
        device.runFrame()
        #expect(app.scrollView.contentOffset.y == 0)
        #expect(app.button.log.last?.hasPrefix("ended") == true)
        #expect(app.spy.calls.isEmpty)
    }

    @Test func touchesShouldBeginCanKeepTouchesFromTheContent() throws {
        final class GuardedScrollView: UIScrollView {
            override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { false }
        }
        let device = Device(model: .iPhone15Pro)
        let delegate = GestureAppDelegate()
        device.launch(delegate: { delegate })
        let scrollView = GuardedScrollView(frame: delegate.root.bounds)
        scrollView.contentSize = CGSize(width: 393, height: 3000)
        let content = RecordingView(frame: CGRect(x: 0, y: 0, width: 393, height: 3000))
        scrollView.addSubview(content)
        delegate.root.addSubview(scrollView)
        try device.settle()
        device.tap(at: CGPoint(x: 100, y: 400))
        try device.settle()
        #expect(content.log.isEmpty)
    }

    @Test func aDisabledScrollViewDoesNotScrollAndItsContentGetsTheDrag() throws {
        let (device, app) = try launchDragApp()
        app.scrollView.isScrollEnabled = false
        device.drag(from: CGPoint(x: 150, y: 330), by: CGPoint(x: 0, y: -120), steps: 4)
        #expect(app.scrollView.contentOffset == .zero)
        #expect(app.button.log.first?.hasPrefix("began") == true)
        #expect(app.button.log.last?.hasPrefix("ended") == true)
        try device.settle()
    }

    @Test func theStatusBarScrollsADeceleratingScrollViewToTheTop() throws {
        let (device, app) = try launchDragApp()
        fling(device)
        device.advance(by: 0.1)
        #expect(app.scrollView.isDecelerating)
        device.tap(at: CGPoint(x: 200, y: device.statusBar.frame.midY))
        #expect(!app.scrollView.isDecelerating)
        try device.settle()
        #expect(app.scrollView.contentOffset == .zero)
        #expect(app.spy.calls.last == "didScrollToTop")
    }
}
