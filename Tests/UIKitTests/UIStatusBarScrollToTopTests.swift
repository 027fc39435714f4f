import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import UIKitTestSupport

@MainActor struct UIStatusBarScrollToTopTests {
    @Test func aTapScrollsTheOnlyEligibleScrollViewToTheTopOfItsContent() {
        let system = TestSystem()
        let (scrollView, delegate) = makeScrollScene(system)
        system.tapStatusBar()
        #expect(scrollView.contentOffset.y == 500)
        system.runFrames(for: 0.4)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -59))
        #expect(delegate.log.first == "shouldScrollToTop")
        #expect(delegate.log.filter { $0 == "didScroll" }.count > 5)
        #expect(delegate.log.last == "didScrollToTop")
        #expect(delegate.log.filter { $0 == "didScrollToTop" }.count == 1)
        #expect(!delegate.log.contains("didEndScrollingAnimation"))
    }

    @Test func onALegacyPhoneTheTopIsBelowTheTwentyPointBar() {
        let system = TestSystem.legacyPhone(version: 17)
        let (scrollView, _) = makeScrollScene(system)
        system.tapStatusBar()
        system.runFrames(for: 0.4)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -20))
    }

    @Test func twoEligibleScrollViewsMeanNeitherScrolls() {
        let system = TestSystem()
        let window = system.makeKeyWindow()
        let (upper, upperDelegate) = makeScrollScene(system, in: window, frame: CGRect(x: 0, y: 0, width: 393, height: 400))
        let (lower, _) = makeScrollScene(system, in: window, frame: CGRect(x: 0, y: 400, width: 393, height: 452))
        system.tapStatusBar()
        system.runFrames(for: 0.4)
        #expect(upper.contentOffset.y == 500 && lower.contentOffset.y == 500)
        #expect(upperDelegate.log.isEmpty)
    }

    @Test func aScrollViewThatOptsOutLeavesTheOtherEligible() {
        let system = TestSystem()
        let window = system.makeKeyWindow()
        let (upper, _) = makeScrollScene(system, in: window, frame: CGRect(x: 0, y: 0, width: 393, height: 400))
        let (lower, _) = makeScrollScene(system, in: window, frame: CGRect(x: 0, y: 400, width: 393, height: 452))
        upper.scrollsToTop = false
        system.tapStatusBar()
        system.runFrames(for: 0.4)
        #expect(upper.contentOffset.y == 500)
        #expect(lower.contentOffset.y == -lower.adjustedContentInset.top)
    }

    @Test func aHiddenScrollViewIsNotACandidate() {
        let system = TestSystem()
        let window = system.makeKeyWindow()
        let (hidden, _) = makeScrollScene(system, in: window)
        let (visible, _) = makeScrollScene(system, in: window)
        hidden.isHidden = true
        system.tapStatusBar()
        system.runFrames(for: 0.4)
        #expect(hidden.contentOffset.y == 500)
        #expect(visible.contentOffset.y == -59)
    }

    @Test func theDelegateCanVetoTheScroll() {
        let system = TestSystem()
        let (scrollView, delegate) = makeScrollScene(system)
        delegate.allowsScrollToTop = false
        system.tapStatusBar()
        system.runFrames(for: 0.4)
        #expect(scrollView.contentOffset.y == 500)
        #expect(delegate.log == ["shouldScrollToTop"])
    }

    @Test func aScrollViewAlreadyAtTheTopDoesNothing() {
        let system = TestSystem()
        let (scrollView, delegate) = makeScrollScene(system)
        scrollView.contentOffset = CGPoint(x: 0, y: -59)
        delegate.log.removeAll()
        system.tapStatusBar()
        system.runFrames(for: 0.4)
        #expect(scrollView.contentOffset.y == -59)
        #expect(!delegate.log.contains("didScroll"))
        #expect(!delegate.log.contains("didScrollToTop"))
    }

    @Test func aPressLongerThanThreeQuartersOfASecondDoesNotScroll() {
        let system = TestSystem()
        let (scrollView, _) = makeScrollScene(system)
        system.tapStatusBar(duration: 0.8)
        system.runFrames(for: 0.4)
        #expect(scrollView.contentOffset.y == 500)
        system.tapStatusBar(duration: 0.7)
        system.runFrames(for: 0.4)
        #expect(scrollView.contentOffset.y == -59)
    }

    @Test func onlyTheKeyWindowsScrollViewsCount() {
        let system = TestSystem()
        let key = system.makeKeyWindow()
        let other = UIWindow(frame: system.screen.bounds)
        other.isHidden = false
        let (inKey, _) = makeScrollScene(system, in: key)
        let (inOther, _) = makeScrollScene(system, in: other)
        system.tapStatusBar()
        system.runFrames(for: 0.4)
        #expect(inKey.contentOffset.y == -59)
        #expect(inOther.contentOffset.y == 500)
        other.makeKey()
        inKey.contentOffset.y = 500
        system.tapStatusBar()
        system.runFrames(for: 0.4)
        #expect(inKey.contentOffset.y == 500)
        #expect(inOther.contentOffset.y == -59)
    }

    @Test func theApplicationSeesStatusBarEventsAndCanKeepThemFromUIKit() {
        let app = RecordingApplication()
        let system = TestSystem(application: app)
        let (scrollView, _) = makeScrollScene(system)
        app.passesEventsOn = false
        system.tapStatusBar()
        system.runFrames(for: 0.4)
        #expect(app.events == ["statusBar began", "statusBar ended"])
        #expect(scrollView.contentOffset.y == 500)
        app.passesEventsOn = true
        system.tapStatusBar()
        system.runFrames(for: 0.4)
        #expect(scrollView.contentOffset.y == -59)
    }

    @Test func aLiftWhoseTouchDownUIKitNeverSawDoesNotScroll() {
        let app = RecordingApplication()
        let system = TestSystem(application: app)
        let (scrollView, _) = makeScrollScene(system)
        app.withholdsStatusBarTouchDown = true
        system.tapStatusBar()
        system.runFrames(for: 0.4)
        #expect(app.events == ["statusBar began", "statusBar ended"])
        #expect(scrollView.contentOffset.y == 500)
        app.withholdsStatusBarTouchDown = false
        system.tapStatusBar()
        system.runFrames(for: 0.4)
        #expect(scrollView.contentOffset.y == -59)
    }

    @Test func aStatusBarEventCarriesNoTouchesForWindows() {
        let system = TestSystem()
        let touch = UITouch(location: CGPoint(x: 10, y: 10), window: nil, view: nil, timestamp: system.now)
        let event = UIEvent(statusBarTouch: touch)
        #expect(event.type == .touches)
        #expect(event.allTouches?.isEmpty == true)
        #expect(event.statusBarTouch === touch)
        #expect(touch.location(in: nil) == CGPoint(x: 10, y: 10))
    }
}
