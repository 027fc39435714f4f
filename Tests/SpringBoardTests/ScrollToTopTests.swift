import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard

@MainActor
struct ScrollToTopTests {
    func launch(scrollViews count: Int, model: DeviceModel = .iPhone15Pro) throws -> (Device, ScrollViewsDelegate) {
        let device = Device(model: model)
        let delegate = ScrollViewsDelegate(count: count)
        device.launch(delegate: { delegate })
        try device.settle()
        for scrollView in delegate.scrollViews { scrollView.contentOffset = CGPoint(x: 0, y: 300) }
        return (device, delegate)
    }

    func tapStatusBar(_ device: Device, duration: TimeInterval = 0.1) {
        device.tap(at: CGPoint(x: 200, y: device.statusBar.frame.midY), duration: duration)
    }

    @Test func theOneEligibleScrollViewScrollsToItsTopAnimatedThenHearsDidScrollToTop() throws {
        let (device, delegate) = try launch(scrollViews: 1)
        let scrollView = delegate.scrollViews[0]
        #expect(scrollView.adjustedContentInset.top == 59)
        tapStatusBar(device)
        #expect(delegate.spies[0].calls == ["should"])
        // Animated: part of the way after 0.1 s, at −adjustedContentInset.top at the end.
        device.advance(by: 0.1)
        #expect(scrollView.contentOffset.y < 300 && scrollView.contentOffset.y > -59)
        try device.settle()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -59))
        #expect(delegate.spies[0].calls == ["should", "did"])
    }

    @Test func withTwoEligibleScrollViewsNothingScrolls() throws {
        let (device, delegate) = try launch(scrollViews: 2)
        tapStatusBar(device)
        try device.settle()
        #expect(delegate.scrollViews.map(\.contentOffset.y) == [300, 300])
        #expect(delegate.spies.allSatisfy { $0.calls.isEmpty })
    }

    @Test func turningScrollsToTopOffOnOneOfTwoLeavesTheOtherEligible() throws {
        let (device, delegate) = try launch(scrollViews: 2)
        delegate.scrollViews[0].scrollsToTop = false
        tapStatusBar(device)
        try device.settle()
        #expect(delegate.scrollViews.map(\.contentOffset.y) == [300, -59])
    }

    @Test func aHiddenScrollViewIsNotACandidate() throws {
        let (device, delegate) = try launch(scrollViews: 2)
        delegate.scrollViews[1].isHidden = true
        tapStatusBar(device)
        try device.settle()
        #expect(delegate.scrollViews[0].contentOffset.y == -59)
    }

    @Test func theDelegateCanVetoTheScroll() throws {
        let (device, delegate) = try launch(scrollViews: 1)
        delegate.spies[0].allow = false
        tapStatusBar(device)
        try device.settle()
        #expect(delegate.scrollViews[0].contentOffset.y == 300)
        #expect(delegate.spies[0].calls == ["should"])
    }

    @Test func aScrollViewAlreadyAtTheTopDoesNothing() throws {
        let (device, delegate) = try launch(scrollViews: 1)
        delegate.scrollViews[0].contentOffset = CGPoint(x: 0, y: -59)
        tapStatusBar(device)
        try device.settle()
        #expect(delegate.scrollViews[0].contentOffset.y == -59)
        #expect(delegate.spies[0].calls == ["should"])
    }

    @Test func aPressLongerThanThreeQuartersOfASecondDoesNotScroll() throws {
        let (device, delegate) = try launch(scrollViews: 1)
        tapStatusBar(device, duration: 0.8)
        try device.settle()
        #expect(delegate.scrollViews[0].contentOffset.y == 300)
        tapStatusBar(device, duration: 0.7)
        try device.settle()
        #expect(delegate.scrollViews[0].contentOffset.y == -59)
    }

    @Test func onlyTheKeyWindowIsSearched() throws {
        let (device, delegate) = try launch(scrollViews: 1)
        let other = UIWindow(frame: UIScreen.main.bounds)
        other.makeKeyAndVisible()
        other.isUserInteractionEnabled = false
        tapStatusBar(device)
        try device.settle()
        #expect(delegate.scrollViews[0].contentOffset.y == 300)
        delegate.window!.makeKey()
        tapStatusBar(device)
        try device.settle()
        #expect(delegate.scrollViews[0].contentOffset.y == -59)
    }

    @Test func onPreIPhoneXModelsTheTopIsBelowTheTwentyPointBar() throws {
        let (device, delegate) = try launch(scrollViews: 1, model: .iPhone8)
        tapStatusBar(device)
        try device.settle()
        #expect(delegate.scrollViews[0].contentOffset.y == -20)
    }
}
