import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit

@MainActor struct UIViewAutoresizingTests {
    /// This test's own system, made current at the start of each test, so its views never join
    /// another test's device (tests run in parallel, and an async test's device stays current
    /// while it waits).
    private let system = TestSystem()

    /// A 300×200 superview with one subview of `frame` and `mask`, resized to `newSize`.
    private func resize(_ frame: CGRect, _ mask: UIView.AutoresizingMask,
                        to newSize: CGSize = CGSize(width: 400, height: 300)) -> CGRect {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = UIView(frame: frame)
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame.size = newSize
        return child.frame
    }

    @Test func withNoMaskTheSubviewKeepsItsFrame() {
        system.makeCurrent()
        #expect(resize(CGRect(x: 10, y: 20, width: 100, height: 50), []) == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test func aFlexibleWidthTakesTheWholeChange() {
        system.makeCurrent()
        #expect(resize(CGRect(x: 10, y: 20, width: 100, height: 50), .flexibleWidth)
                == CGRect(x: 10, y: 20, width: 200, height: 50))
    }

    @Test func flexibleMarginsShareTheChangeInProportionToTheirLengths() {
        system.makeCurrent()
        // Left 50, right 150: of +100, the left margin takes 25 and the right 75.
        #expect(resize(CGRect(x: 50, y: 0, width: 100, height: 10), [.flexibleLeftMargin, .flexibleRightMargin])
                == CGRect(x: 75, y: 0, width: 100, height: 10))
    }

    @Test func aFlexibleWidthAndRightMarginShareInProportion() {
        system.makeCurrent()
        // Width 100, right margin 100: each takes half of +100.
        #expect(resize(CGRect(x: 100, y: 0, width: 100, height: 10), [.flexibleWidth, .flexibleRightMargin])
                == CGRect(x: 100, y: 0, width: 150, height: 10))
    }

    @Test func aFlexibleLeftMarginAloneKeepsTheViewPinnedRight() {
        system.makeCurrent()
        #expect(resize(CGRect(x: 250, y: 0, width: 40, height: 10), .flexibleLeftMargin)
                == CGRect(x: 350, y: 0, width: 40, height: 10))
    }

    @Test func flexibleHeightAndTopMarginShareTheVerticalChange() {
        system.makeCurrent()
        // Top 50, height 50: each takes half of +100.
        #expect(resize(CGRect(x: 0, y: 50, width: 10, height: 50), [.flexibleTopMargin, .flexibleHeight])
                == CGRect(x: 0, y: 100, width: 10, height: 100))
    }

    @Test func aSuperviewThatDoesNotAutoresizeLeavesItsSubviewsAlone() {
        system.makeCurrent()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        parent.autoresizesSubviews = false
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.bounds.size = CGSize(width: 500, height: 500)
        #expect(child.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
    }

    @Test func shrinkingUndoesGrowing() {
        system.makeCurrent()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = UIView(frame: CGRect(x: 50, y: 20, width: 100, height: 50))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        parent.addSubview(child)
        parent.frame.size.width = 600
        parent.frame.size.width = 300
        #expect(isClose(child.frame, CGRect(x: 50, y: 20, width: 100, height: 50)))
    }
}
