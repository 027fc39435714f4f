import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import QuartzCore

@MainActor struct CALayerDisplayAndLayoutTests {
    /// This test's own device context, made current at the start of each test, so its layers
    /// never join another test's device (tests run in parallel, and an async test's device
    /// stays current while it waits).
    private let context = TestAnimationHost()

    @Test func setNeedsDisplayRedrawsOnceInTheDisplayPhaseThroughTheDelegate() {
        context.makeCurrent()
        let host = TestAnimationHost()
        let delegate = RecordingLayerDelegate()
        let layer = CALayer()
        layer.name = "l"
        layer.delegate = delegate
        layer.setNeedsDisplay()
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay())
        #expect(delegate.log.isEmpty)
        #expect(host.context.hasPendingDisplay)
        host.frame(at: host.now)
        #expect(delegate.log == ["display l"])
        #expect(!layer.needsDisplay())
        host.frame(at: host.now)
        #expect(delegate.log == ["display l"])
    }

    @Test func displayIfNeededDoesNothingUnlessMarked() {
        context.makeCurrent()
        let delegate = RecordingLayerDelegate()
        let layer = CALayer()
        layer.delegate = delegate
        layer.displayIfNeeded()
        #expect(delegate.log.isEmpty)
        layer.display()
        #expect(delegate.log.count == 1)
    }

    @Test func needsDisplayOnBoundsChangeMarksTheLayerWhenItsSizeChanges() {
        context.makeCurrent()
        let host = TestAnimationHost()
        let delegate = RecordingLayerDelegate()
        let layer = CALayer()
        layer.delegate = delegate
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(!layer.needsDisplay())
        layer.needsDisplayOnBoundsChange = true
        layer.bounds.origin = CGPoint(x: 5, y: 5)
        #expect(!layer.needsDisplay())
        layer.bounds.size = CGSize(width: 20, height: 10)
        #expect(layer.needsDisplay())
        _ = host
    }

    @Test func layoutRunsTopDownOnlyForMarkedLayers() {
        context.makeCurrent()
        let delegate = RecordingLayerDelegate()
        func layer(_ name: String) -> CALayer {
            let l = CALayer(); l.name = name; l.delegate = delegate; return l
        }
        let root = layer("root"), child = layer("child"), grandchild = layer("grandchild"), other = layer("other")
        root.addSublayer(child)
        child.addSublayer(grandchild)
        root.addSublayer(other)
        grandchild.setNeedsLayout()
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(delegate.log == ["layout root", "layout grandchild"])
        #expect(!root.needsLayout() && !grandchild.needsLayout())
        root.layoutIfNeeded()
        #expect(delegate.log.count == 2)
    }

    @Test func layoutIfNeededOnASublayerFirstLaysOutItsMarkedAncestors() {
        context.makeCurrent()
        // CALayer.layoutIfNeeded: the superlayers are traversed up to one that does not need
        // layout, and the whole tree beneath it is laid out.
        let delegate = RecordingLayerDelegate()
        func layer(_ name: String) -> CALayer {
            let l = CALayer(); l.name = name; l.delegate = delegate; return l
        }
        let root = layer("root"), parent = layer("parent"), child = layer("child"), sibling = layer("sibling")
        root.addSublayer(parent)
        parent.addSublayer(child)
        parent.addSublayer(sibling)
        parent.setNeedsLayout()
        child.setNeedsLayout()
        sibling.setNeedsLayout()
        child.layoutIfNeeded()
        #expect(delegate.log == ["layout parent", "layout child", "layout sibling"])
        #expect(!parent.needsLayout())
    }

    @Test func aBoundsSizeChangeMarksLayoutButAPositionChangeDoesNot() {
        context.makeCurrent()
        let layer = CALayer()
        layer.position = CGPoint(x: 10, y: 10)
        #expect(!layer.needsLayout())
        layer.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
        #expect(layer.needsLayout())
    }

    @Test func displayLinksFireEachFrameUntilPausedOrInvalidated() {
        context.makeCurrent()
        let host = TestAnimationHost()
        var stamps: [CFTimeInterval] = []
        let link = CADisplayLink { link in stamps.append(link.timestamp) }
        link.add(to: host.context)
        host.frame(at: 1000)
        host.frame(at: 1000.5)
        #expect(stamps == [1000, 1000.5])
        #expect(isClose(link.targetTimestamp, 1000.5 + 1.0 / 60))
        link.isPaused = true
        host.frame(at: 1001)
        link.isPaused = false
        link.invalidate()
        host.frame(at: 1002)
        #expect(stamps == [1000, 1000.5])
    }
}
