import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import QuartzCore

@MainActor struct CALayerHierarchyTests {
    /// This test's own device context, made current at the start of each test, so its layers
    /// never join another test's device (tests run in parallel, and an async test's device
    /// stays current while it waits).
    private let context = TestAnimationHost()

    private func names(_ layer: CALayer) -> [String] { (layer.sublayers ?? []).map { $0.name ?? "?" } }
    private func named(_ name: String) -> CALayer { let l = CALayer(); l.name = name; return l }

    @Test func insertionOperationsPlaceSublayersByIndexAndSibling() {
        context.makeCurrent()
        let root = CALayer()
        let a = named("a"), b = named("b"), c = named("c"), d = named("d"), e = named("e")
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, at: 0)
        #expect(names(root) == ["c", "a", "b"])
        root.insertSublayer(d, below: b)
        #expect(names(root) == ["c", "a", "d", "b"])
        root.insertSublayer(e, above: c)
        #expect(names(root) == ["c", "e", "a", "d", "b"])
        root.replaceSublayer(a, with: named("f"))
        #expect(names(root) == ["c", "e", "f", "d", "b"])
        #expect(a.superlayer == nil)
        root.insertSublayer(named("g"), at: 99)
        #expect(names(root).last == "g")
    }

    @Test func addingAnExistingSublayerMovesItToTheFront() {
        context.makeCurrent()
        let root = CALayer()
        let a = named("a"), b = named("b")
        root.addSublayer(a)
        root.addSublayer(b)
        root.addSublayer(a)
        #expect(names(root) == ["b", "a"])
    }

    @Test func insertingBelowOrAboveAnExistingSublayerReordersIt() {
        context.makeCurrent()
        let root = CALayer()
        let a = named("a"), b = named("b"), c = named("c")
        root.sublayers = [a, b, c]
        root.insertSublayer(c, below: a)
        #expect(names(root) == ["c", "a", "b"])
        root.insertSublayer(c, above: b)
        #expect(names(root) == ["a", "b", "c"])
    }

    @Test func addingALayerElsewhereRemovesItFromItsOldSuperlayer() {
        context.makeCurrent()
        let first = CALayer(), second = CALayer()
        let child = named("child")
        first.addSublayer(child)
        second.addSublayer(child)
        #expect(first.sublayers == nil)
        #expect(child.superlayer === second)
        child.removeFromSuperlayer()
        #expect(second.sublayers == nil && child.superlayer == nil)
    }

    @Test func settingSublayersReplacesThemAndDetachesTheOldOnes() {
        context.makeCurrent()
        let root = CALayer()
        let a = named("a"), b = named("b")
        root.sublayers = [a]
        root.sublayers = [b]
        #expect(a.superlayer == nil)
        #expect(names(root) == ["b"])
        root.sublayers = nil
        #expect(root.sublayers == nil && b.superlayer == nil)
    }

    @Test func drawingOrderSortsByZPositionKeepingInsertionOrderForTies() {
        context.makeCurrent()
        let root = CALayer()
        let a = named("a"), b = named("b"), c = named("c")
        root.sublayers = [a, b, c]
        a.zPosition = 2
        c.zPosition = -1
        #expect(root.sublayersInDrawingOrder.map { $0.name! } == ["c", "b", "a"])
        #expect(names(root) == ["a", "b", "c"])
    }
}
