import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit

@MainActor struct UIScrollViewTests {
    @Test func theContentOffsetIsTheBoundsOriginAndMovesTheContent() {
        let system = TestSystem()
        let (scrollView, delegate) = makeScrollScene(system)
        let content = UIView(frame: CGRect(x: 0, y: 600, width: 10, height: 10))
        scrollView.addSubview(content)
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 500))
        #expect(content.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 100))
        scrollView.contentOffset = CGPoint(x: 0, y: 550)
        #expect(scrollView.bounds.origin.y == 550)
        #expect(delegate.log == ["didScroll"])
        scrollView.bounds.origin.y = 560
        #expect(scrollView.contentOffset.y == 560)
        #expect(scrollView.frame == system.screen.bounds)
    }

    @Test func theSafeAreaIsAddedAlongTheScrollableAxisOnly() {
        let system = TestSystem()
        let (scrollView, _) = makeScrollScene(system)
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 69, left: 0, bottom: 34, right: 0))
        scrollView.contentSize = CGSize(width: 393, height: 100)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    }

    @Test func aScrollViewThatAlwaysBouncesCountsAsScrollableAlongThatAxis() {
        let system = TestSystem()
        let (scrollView, _) = makeScrollScene(system)
        scrollView.contentSize = CGSize(width: 393, height: 100)
        scrollView.alwaysBounceVertical = true
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        scrollView.alwaysBounceVertical = false
        scrollView.alwaysBounceHorizontal = true
        #expect(scrollView.adjustedContentInset == .zero)
    }

    @Test func theAdjustmentBehavioursChooseWhichSafeAreaApplies() {
        let system = TestSystem()
        let (scrollView, _) = makeScrollScene(system)
        scrollView.contentSize = CGSize(width: 393, height: 100)
        scrollView.contentInsetAdjustmentBehavior = .always
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 393, height: 3000)
        #expect(scrollView.adjustedContentInset == .zero)
        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    @Test func theDelegateHearsWhenTheAdjustedInsetChanges() {
        let system = TestSystem()
        let (scrollView, delegate) = makeScrollScene(system)
        scrollView.contentSize = CGSize(width: 393, height: 100)
        #expect(delegate.log == ["didChangeAdjustedContentInset"])
        scrollView.contentSize = CGSize(width: 393, height: 200)
        #expect(delegate.log == ["didChangeAdjustedContentInset"])
    }

    @Test func anAnimatedScrollTakesThreeTenthsOfASecondReportingEveryFrame() {
        let system = TestSystem()
        let (scrollView, delegate) = makeScrollScene(system)
        let start = system.now
        scrollView.setContentOffset(CGPoint(x: 0, y: 800), animated: true)
        #expect(scrollView.contentOffset.y == 500)
        for frame in 1...18 {
            system.runFrame()
            let fraction = min(1, (system.now - start) / 0.3)
            #expect(isClose(scrollView.contentOffset.y, 500 + 300 * easeInOut(fraction), within: 1e-6), "frame \(frame)")
        }
        system.runFrame()
        system.runFrame()
        #expect(scrollView.contentOffset.y == 800)
        #expect(delegate.log.filter { $0 == "didScroll" }.count >= 17)
        #expect(delegate.log.last == "didEndScrollingAnimation")
        #expect(delegate.log.filter { $0 == "didEndScrollingAnimation" }.count == 1)
        #expect(zip(delegate.offsets, delegate.offsets.dropFirst()).allSatisfy { $0.y < $1.y })
    }

    @Test func anUnanimatedScrollMovesAtOnceWithoutAnEndOfAnimationCall() {
        let system = TestSystem()
        let (scrollView, delegate) = makeScrollScene(system)
        scrollView.setContentOffset(CGPoint(x: 0, y: 900), animated: false)
        #expect(scrollView.contentOffset.y == 900)
        system.runFrames(for: 0.5)
        #expect(delegate.log == ["didScroll"])
    }

    @Test func scrollRectToVisibleScrollsTheLeastDistance() {
        let system = TestSystem()
        let (scrollView, _) = makeScrollScene(system)
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1500, width: 10, height: 100), animated: false)
        #expect(scrollView.contentOffset.y == 748) // 1600 − 852
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 100), animated: false)
        #expect(scrollView.contentOffset.y == 100)
    }
}
