import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit

@MainActor struct UIViewHierarchyTests {
    private func index(_ log: [String], _ entry: String) -> Int {
        guard let i = log.firstIndex(of: entry) else {
            Issue.record("missing \(entry) in \(log)")
            return -1
        }
        return i
    }

    @Test func addingAViewToAWindowSendsWillBeforeDidAndDidAddSubviewLast() {
        let system = TestSystem()
        let window = system.makeKeyWindow()
        let log = Log()
        let parent = LoggingView("parent", log: log.callAsFunction)
        window.addSubview(parent)
        log.entries.removeAll()
        let child = LoggingView("child", log: log.callAsFunction)
        parent.addSubview(child)
        let e = log.entries
        #expect(e.count == 5, "\(e)")
        #expect(index(e, "child willMoveToSuperview(parent)") < index(e, "child didMoveToSuperview"))
        #expect(index(e, "child willMoveToWindow(window)") < index(e, "child didMoveToWindow(window)"))
        #expect(max(index(e, "child willMoveToSuperview(parent)"), index(e, "child willMoveToWindow(window)"))
                < min(index(e, "child didMoveToSuperview"), index(e, "child didMoveToWindow(window)")))
        #expect(e.last == "parent didAddSubview(child)")
    }

    @Test func aSubtreeHearsAboutItsNewWindowOnceEachView() {
        let system = TestSystem()
        let window = system.makeKeyWindow()
        let log = Log()
        let parent = LoggingView("parent", log: log.callAsFunction)
        let child = LoggingView("child", log: log.callAsFunction)
        parent.addSubview(child)
        log.entries.removeAll()
        window.addSubview(parent)
        #expect(log.entries.filter { $0.hasSuffix("willMoveToWindow(window)") }.sorted() == ["child willMoveToWindow(window)", "parent willMoveToWindow(window)"])
        #expect(log.entries.filter { $0.hasSuffix("didMoveToWindow(window)") }.sorted() == ["child didMoveToWindow(window)", "parent didMoveToWindow(window)"])
        #expect(!log.entries.contains("child willMoveToSuperview(parent)"))
        #expect(child.window === window)
    }

    @Test func addingAViewOutsideAnyWindowSendsNoWindowCallbacks() {
        _ = TestSystem()
        let log = Log()
        let parent = LoggingView("parent", log: log.callAsFunction)
        let child = LoggingView("child", log: log.callAsFunction)
        parent.addSubview(child)
        #expect(log.entries == ["child willMoveToSuperview(parent)", "child didMoveToSuperview", "parent didAddSubview(child)"])
    }

    @Test func removingAViewTellsTheSuperviewFirstAndLeavesTheWindow() {
        let system = TestSystem()
        let window = system.makeKeyWindow()
        let log = Log()
        let parent = LoggingView("parent", log: log.callAsFunction)
        let child = LoggingView("child", log: log.callAsFunction)
        window.addSubview(parent)
        parent.addSubview(child)
        log.entries.removeAll()
        child.removeFromSuperview()
        let e = log.entries
        #expect(e.first == "parent willRemoveSubview(child)")
        #expect(index(e, "child willMoveToSuperview(nil)") < index(e, "child didMoveToSuperview"))
        #expect(index(e, "child willMoveToWindow(nil)") < index(e, "child didMoveToWindow(nil)"))
        #expect(child.superview == nil && child.window == nil)
        #expect(parent.subviews.isEmpty && parent.layer.sublayers == nil)
    }

    @Test func movingAViewBetweenSuperviewsInOneWindowKeepsItInTheWindow() {
        let system = TestSystem()
        let window = system.makeKeyWindow()
        let log = Log()
        let a = LoggingView("a", log: log.callAsFunction)
        let b = LoggingView("b", log: log.callAsFunction)
        let child = LoggingView("child", log: log.callAsFunction)
        window.addSubview(a)
        window.addSubview(b)
        a.addSubview(child)
        log.entries.removeAll()
        b.addSubview(child)
        let e = log.entries
        // The view never leaves the window, so it hears no window change, and it is told once
        // about its new superview.
        #expect(!e.contains { $0.contains("Window") }, "\(e)")
        #expect(e.filter { $0.hasPrefix("child willMoveToSuperview") } == ["child willMoveToSuperview(b)"])
        #expect(e.filter { $0 == "child didMoveToSuperview" }.count == 1)
        #expect(e.contains("a willRemoveSubview(child)"))
        #expect(e.last == "b didAddSubview(child)")
        #expect(child.superview === b && a.subviews.isEmpty)
    }

    @Test func movingAViewToAnotherWindowTellsItAboutTheNewWindow() {
        let system = TestSystem()
        let first = system.makeKeyWindow()
        let second = UIWindow(frame: system.screen.bounds)
        second.isHidden = false
        let log = Log()
        let child = LoggingView("child", log: log.callAsFunction)
        first.addSubview(child)
        log.entries.removeAll()
        second.addSubview(child)
        #expect(log.entries.last(where: { $0.hasPrefix("child didMoveToWindow") }) == "child didMoveToWindow(window)")
        #expect(child.window === second)
    }

    @Test func insertionOperationsOrderSubviewsAndTheirLayers() {
        _ = TestSystem()
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(same(parent.subviews, [c, a, b]))
        parent.insertSubview(d, aboveSubview: c)
        #expect(same(parent.subviews, [c, d, a, b]))
        parent.insertSubview(b, belowSubview: d)
        #expect(same(parent.subviews, [c, b, d, a]))
        parent.bringSubviewToFront(c)
        #expect(same(parent.subviews, [b, d, a, c]))
        parent.sendSubviewToBack(a)
        #expect(same(parent.subviews, [a, b, d, c]))
        parent.addSubview(a)
        #expect(same(parent.subviews, [b, d, c, a]))
        #expect(parent.layer.sublayers!.map { ObjectIdentifier($0) } == parent.subviews.map { ObjectIdentifier($0.layer) })
    }

    @Test func reinsertingASubviewAboveOrBelowALaterSiblingPlacesItNextToThatSibling() {
        _ = TestSystem()
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.addSubview(c)
        parent.insertSubview(a, aboveSubview: b)
        #expect(same(parent.subviews, [b, a, c]))
        parent.insertSubview(b, belowSubview: c)
        #expect(same(parent.subviews, [a, b, c]))
        #expect(parent.layer.sublayers!.map { ObjectIdentifier($0) } == parent.subviews.map { ObjectIdentifier($0.layer) })
    }

    @Test func tagsAndDescendantsAreFoundDepthFirst() {
        _ = TestSystem()
        let root = UIView(), child = UIView(), grandchild = UIView()
        root.addSubview(child)
        child.addSubview(grandchild)
        grandchild.tag = 7
        #expect(root.viewWithTag(7) === grandchild)
        #expect(root.viewWithTag(8) == nil)
        #expect(grandchild.isDescendant(of: root) && !root.isDescendant(of: grandchild))
    }
}
