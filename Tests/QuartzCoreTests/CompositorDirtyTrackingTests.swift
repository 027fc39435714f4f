import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) @testable import QuartzCore
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import CoreGraphics

extension CALayer {
    /// Whether `ancestor` is this layer or one of its superlayers.
    fileprivate func isDescendant(of ancestor: CALayer) -> Bool {
        var layer: CALayer? = self
        while let current = layer {
            if current === ancestor { return true }
            layer = current.superlayer
        }
        return false
    }
}

/// A frame visits only what changed: the marked layers, the paths to them, and the subtrees whose place on screen they change.
@MainActor struct CompositorDirtyTrackingTests {
    private let red: [UInt8] = [255, 0, 0, 255]
    private let green: [UInt8] = [0, 255, 0, 255]
    private let black: [UInt8] = [0, 0, 0, 255]

    /// A root with three groups of four small leaves in rows: group `g`, leaf `l` at (4 + 10·l, 4 + 10·g), 4 × 4 points.
    private struct Grid {
        let groups: [CALayer]
        let leaves: [[CALayer]]
    }

    private func makeGrid(_ fixture: CompositorFixture) -> Grid {
        var groups: [CALayer] = []
        var leaves: [[CALayer]] = []
        for g in 0..<3 {
            let group = fixture.layer(CGRect(x: 0, y: CGFloat(g) * 10, width: 40, height: 10))
            var row: [CALayer] = []
            for l in 0..<4 {
                let leaf = fixture.layer(CGRect(x: 4 + CGFloat(l) * 10, y: 4, width: 4, height: 4), (1, 0, 0))
                group.addSublayer(leaf)
                row.append(leaf)
            }
            fixture.root.addSublayer(group)
            groups.append(group)
            leaves.append(row)
        }
        return Grid(groups: groups, leaves: leaves)
    }

    /// Runs a whole frame of the fixture's loop at `time` (animations advance and end, then the
    /// render) and returns its damage.
    @discardableResult
    private func frame(_ fixture: CompositorFixture, at time: CFTimeInterval) -> [CGRect] {
        fixture.advanceClock(by: time - fixture.now)
        return fixture.render()
    }

    @Test func aFrameWithNothingChangedVisitsNoLayer() {
        let fixture = CompositorFixture(width: 40, height: 30)
        _ = makeGrid(fixture)
        fixture.render()
        #expect(fixture.compositor.visitedLayerCount == 16)
        #expect(fixture.render() == [])
        #expect(fixture.compositor.visitedLayerCount == 0)
        fixture.advanceClock(by: 1)
        #expect(fixture.render() == [])
        #expect(fixture.compositor.visitedLayerCount == 0)
    }

    @Test func recolouringOneLeafVisitsOnlyThePathToItAndDamagesOnlyIt() {
        let fixture = CompositorFixture(width: 40, height: 30)
        let grid = makeGrid(fixture)
        fixture.render()
        fixture.withoutAnimation { grid.leaves[1][2].backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1) }
        #expect(fixture.render() == [CGRect(x: 24, y: 14, width: 4, height: 4)])
        #expect(fixture.compositor.visitedLayerCount == 3)
        #expect(fixture.pixel(25, 15) == green)
        #expect(fixture.pixel(35, 15) == red)
        fixture.render()
        #expect(fixture.compositor.visitedLayerCount == 0)
    }

    @Test func aRemovedSubtreeStillHasTheOldFootprintsOfAllItsLayersDamaged() {
        let fixture = CompositorFixture(width: 40, height: 30)
        let grid = makeGrid(fixture)
        let nested = fixture.layer(CGRect(x: 1, y: 1, width: 2, height: 2), (0, 0, 1))
        fixture.withoutAnimation { grid.leaves[2][3].addSublayer(nested) }
        fixture.render()
        grid.groups[2].removeFromSuperlayer()
        let damage = fixture.render()
        #expect(fixture.compositor.visitedLayerCount == 1)
        for leaf in grid.leaves[2] {
            let footprint = CGRect(x: leaf.frame.minX, y: 24, width: 4, height: 4)
            #expect(damage.contains { $0.contains(footprint) })
        }
        #expect(fixture.pixel(25, 25) == black)
        #expect(fixture.pixel(35, 25) == black)
        #expect(fixture.pixel(25, 15) == red)
        #expect(fixture.render() == [])
        #expect(fixture.compositor.visitedLayerCount == 0)
    }

    @Test func aLayerMovedToAnotherParentIsDamagedAtBothPlacesAndDrawnOnce() {
        let fixture = CompositorFixture(width: 40, height: 30)
        let grid = makeGrid(fixture)
        fixture.render()
        grid.groups[2].addSublayer(grid.leaves[0][0])
        let damage = fixture.render()
        #expect(damage.contains { $0.contains(CGRect(x: 4, y: 4, width: 4, height: 4)) })
        #expect(damage.contains { $0.contains(CGRect(x: 4, y: 24, width: 4, height: 4)) })
        #expect(fixture.pixel(5, 5) == black)
        #expect(fixture.pixel(5, 25) == red)
        // The root, both groups (their sublayers changed) and the moved leaf.
        #expect(fixture.compositor.visitedLayerCount == 4)
    }

    @Test func movingAGroupVisitsAndDamagesItsWholeSubtreeButNotItsSiblings() {
        let fixture = CompositorFixture(width: 40, height: 30)
        let grid = makeGrid(fixture)
        fixture.render()
        fixture.withoutAnimation { grid.groups[0].position.x += 1 }
        let damage = fixture.render()
        #expect(fixture.compositor.visitedLayerCount == 6)
        for leaf in grid.leaves[0] {
            let new = CGRect(x: leaf.frame.minX + 1, y: 4, width: 4, height: 4)
            #expect(damage.contains { $0.contains(new) })
            #expect(damage.contains { $0.contains(new.offsetBy(dx: -1, dy: 0)) })
        }
        #expect(fixture.pixel(4, 5) == black)
        #expect(fixture.pixel(8, 5) == red)
    }

    @Test func aSlidingClippedGroupVisitsItsSubtreeButEvaluatesOnlyWhatChanged() {
        let fixture = CompositorFixture(width: 40, height: 30)
        let grid = makeGrid(fixture)
        let group = grid.groups[0]
        fixture.withoutAnimation { group.masksToBounds = true }
        frame(fixture, at: 1000)
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = group.position.x
        animation.toValue = group.position.x + 4
        animation.duration = 0.1
        group.add(animation, forKey: "slide")
        // The clip moves with the group, so its four leaves are visited for their new footprints,
        // but only the group, whose animation marks it, is evaluated.
        frame(fixture, at: 1000.05)
        #expect(fixture.compositor.visitedLayerCount == 6)
        #expect(fixture.compositor.evaluatedLayerCount == 1)
        #expect(fixture.pixel(6, 5) == red)
        #expect(fixture.pixel(4, 5) == black)
        // A leaf changed mid-slide is evaluated and drawn with its new colour where the slide has it.
        fixture.withoutAnimation { grid.leaves[0][1].backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1) }
        frame(fixture, at: 1000.075)
        #expect(fixture.compositor.visitedLayerCount == 6)
        #expect(fixture.compositor.evaluatedLayerCount == 2)
        #expect(fixture.pixel(17, 5) == green)
        #expect(fixture.pixel(27, 5) == red)
        // The model never moved: after the slide the leaves are back in place.
        frame(fixture, at: 1000.2)
        #expect(fixture.pixel(15, 5) == green)
        #expect(fixture.pixel(5, 5) == red)
        #expect(fixture.pixel(9, 5) == black)
    }

    @Test func anAnimatedLayerIsVisitedEveryFrameUntilItsAnimationEndsAndOnceMore() {
        let fixture = CompositorFixture(width: 40, height: 40)
        let grid = makeGrid(fixture)
        let leaf = grid.leaves[2][0]
        frame(fixture, at: 1000)
        let animation = CABasicAnimation(keyPath: "position.y")
        animation.fromValue = CGFloat(6)
        animation.toValue = CGFloat(16)
        animation.duration = 0.1
        leaf.add(animation, forKey: "slide")
        var visits: [Int] = []
        var lowPixels: [[UInt8]] = []
        for step in 1...6 {
            frame(fixture, at: 1000 + 0.03 * Double(step))
            visits.append(fixture.compositor.visitedLayerCount)
            lowPixels.append(fixture.pixel(5, 33))
        }
        // Frames 0.03 s apart: the animation runs in the first three, ends in the fourth, which
        // still visits the leaf (the root, its group and itself) to draw the model again.
        #expect(visits == [3, 3, 3, 3, 0, 0])
        #expect(lowPixels == [black, red, red, black, black, black])
        #expect(leaf.animationKeys() == nil)
        #expect(fixture.pixel(5, 25) == red)
    }

    @Test func removingAnAnimationVisitsItsLayerOnceMoreAndDrawsTheModel() {
        let fixture = CompositorFixture(width: 40, height: 40)
        let grid = makeGrid(fixture)
        let leaf = grid.leaves[0][0]
        fixture.render()
        let animation = CABasicAnimation(keyPath: "position.y")
        animation.fromValue = CGFloat(36)
        animation.toValue = CGFloat(37)
        animation.duration = 10
        leaf.add(animation, forKey: "slide")
        fixture.render()
        #expect(fixture.pixel(5, 35) == red)
        #expect(fixture.pixel(5, 5) == black)
        fixture.render()
        #expect(fixture.compositor.visitedLayerCount == 3)
        leaf.removeAnimation(forKey: "slide")
        fixture.render()
        #expect(fixture.compositor.visitedLayerCount == 3)
        #expect(fixture.pixel(5, 5) == red)
        #expect(fixture.pixel(5, 35) == black)
        fixture.render()
        #expect(fixture.compositor.visitedLayerCount == 0)
    }

    @Test func changesUnderAHiddenLayerAreDrawnWhenItIsShownAgain() {
        let fixture = CompositorFixture(width: 40, height: 30)
        let grid = makeGrid(fixture)
        fixture.render()
        fixture.withoutAnimation { grid.groups[1].isHidden = true }
        fixture.render()
        #expect(fixture.pixel(5, 15) == black)
        fixture.withoutAnimation {
            grid.leaves[1][0].backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
            grid.leaves[1][1].addSublayer(fixture.layer(CGRect(x: 0, y: 0, width: 1, height: 1), (0, 0, 1)))
        }
        #expect(fixture.render() == [])
        fixture.render()
        #expect(fixture.compositor.visitedLayerCount == 0)
        fixture.withoutAnimation { grid.groups[1].isHidden = false }
        fixture.render()
        // Marks under a hidden layer may be stale: everything under it is evaluated again.
        #expect(fixture.compositor.evaluatedLayerCount == fixture.compositor.visitedLayerCount - 1)
        #expect(fixture.pixel(5, 15) == green)
        #expect(fixture.pixel(14, 14) == [0, 0, 255, 255])
        #expect(fixture.pixel(15, 15) == red)
    }

    @Test func aSecondCompositorDrawingTheSameTreeVisitsEveryLayerAndLeavesTheMarksToTheFirst() {
        let fixture = CompositorFixture(width: 40, height: 30)
        let grid = makeGrid(fixture)
        fixture.render()
        let second = CACompositor(pixelWidth: 40, pixelHeight: 30, scale: 1)
        second.render(fixture.root, at: fixture.now)
        fixture.withoutAnimation { grid.leaves[2][1].backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1) }
        second.render(fixture.root, at: fixture.now)
        #expect(second.visitedLayerCount == 16)
        #expect(compositorPixel(second.makeImage(), 15, 25) == green)
        #expect(fixture.render() == [CGRect(x: 14, y: 24, width: 4, height: 4)])
        #expect(fixture.compositor.visitedLayerCount == 3)
        #expect(fixture.pixel(15, 25) == green)
    }

    @Test func aNewRootIsDrawnWholeAndTheOldRootsLayersAreDamaged() {
        let fixture = CompositorFixture(width: 40, height: 30)
        _ = makeGrid(fixture)
        fixture.render()
        let other = fixture.layer(CGRect(x: 0, y: 0, width: 40, height: 30))
        other.addSublayer(fixture.layer(CGRect(x: 30, y: 20, width: 5, height: 5), (0, 1, 0)))
        let damage = fixture.compositor.render(other, at: fixture.now)
        #expect(fixture.compositor.visitedLayerCount == 2)
        #expect(damage.contains { $0.contains(CGRect(x: 4, y: 4, width: 4, height: 4)) })
        #expect(fixture.pixel(5, 5) == black)
        #expect(fixture.pixel(31, 21) == green)
    }

    /// A deterministic pseudo-random sequence (a 64-bit linear congruential generator).
    private struct Sequence {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        mutating func colour() -> CGColor {
            CGColor(red: CGFloat(next(5)) / 4, green: CGFloat(next(5)) / 4, blue: CGFloat(next(5)) / 4,
                    alpha: next(4) == 0 ? 0.5 : 1)
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomEditsRedrawTheSamePixelsAsAFullRedraw(seed: UInt64) {
        let fixture = CompositorFixture(width: 96, height: 64, scale: 2)
        var random = Sequence(state: seed)
        var layers: [CALayer] = [fixture.root]
        func randomLayer() -> CALayer { layers[random.next(layers.count)] }
        func makeLayer() -> CALayer {
            let layer = fixture.layer(CGRect(x: CGFloat(random.next(40)), y: CGFloat(random.next(28)),
                                             width: CGFloat(2 + random.next(20)), height: CGFloat(2 + random.next(16))))
            fixture.withoutAnimation { layer.backgroundColor = random.colour() }
            return layer
        }
        for _ in 0..<24 {
            let layer = makeLayer()
            randomLayer().addSublayer(layer)
            layers.append(layer)
        }
        fixture.render()
        for step in 0..<160 {
            if layers.count == 1 {
                let layer = makeLayer()
                fixture.root.addSublayer(layer)
                layers.append(layer)
            }
            let target = layers[1 + random.next(layers.count - 1)]
            let edit = random.next(16)
            fixture.withoutAnimation {
                switch edit {
                case 0: target.backgroundColor = random.colour()
                case 1: target.position.x += CGFloat(random.next(9) - 4) * 0.75
                case 2: target.isHidden.toggle()
                case 3: target.opacity = [0, 0.5, 1][random.next(3)]
                case 4: target.masksToBounds.toggle()
                case 5:
                    target.shadowOpacity = target.shadowOpacity > 0 ? 0 : 0.8
                    target.shadowOffset = CGSize(width: 1, height: 2)
                case 6: target.zPosition = CGFloat(random.next(3))
                case 7:
                    // Move it under another layer that is not in its subtree.
                    let parent = randomLayer()
                    var ancestor: CALayer? = parent
                    while let a = ancestor, a !== target { ancestor = a.superlayer }
                    if ancestor == nil { parent.insertSublayer(target, at: UInt32(random.next(3))) }
                case 8:
                    // Remove it; it may come back later or be dropped for good.
                    target.removeFromSuperlayer()
                    if random.next(2) == 0 {
                        layers.removeAll { $0 === target || !$0.isDescendant(of: fixture.root) }
                    }
                case 9:
                    let layer = makeLayer()
                    target.addSublayer(layer)
                    layers.append(layer)
                case 10: target.sublayerTransform = CATransform3DMakeScale(1 + CGFloat(random.next(3)) * 0.25, 1, 1)
                case 11: target.transform = CATransform3DMakeRotation(CGFloat(random.next(4)) * 0.2, 0, 0, 1)
                case 12: target.bounds.size.width = CGFloat(2 + random.next(20))
                case 13: target.cornerRadius = CGFloat(random.next(4))
                case 14: target.bounds.origin.y = CGFloat(random.next(3) * 2)
                default:
                    if target.animationKeys() == nil {
                        let animation = CABasicAnimation(keyPath: "position.y")
                        animation.fromValue = target.position.y - 6
                        animation.toValue = target.position.y
                        animation.duration = 0.1
                        target.add(animation, forKey: "drop")
                    } else {
                        target.removeAllAnimations()
                    }
                }
            }
            // Detached layers stay editable; the removed ones simply stop being drawn.
            frame(fixture, at: fixture.now + 0.03)
            let fresh = CACompositor(pixelWidth: 96, pixelHeight: 64, scale: 2)
            fresh.render(fixture.root, at: fixture.now)
            let differing = CGImageComparison(expected: fresh.makeImage(), actual: fixture.compositor.makeImage())
                .differingPixelCount
            #expect(differing == 0, "seed \(seed), step \(step), edit \(edit)")
            if differing != 0 { return }
        }
    }

    @Test func aLayerMarkedForLayoutIsReachedFromTheRootAndAnUnmarkedTreeLaysOutNothing() {
        let host = TestAnimationHost()
        defer { withExtendedLifetime(host) {} }
        let delegate = RecordingLayerDelegate()
        func layer(_ name: String) -> CALayer {
            let l = CALayer(); l.name = name; l.delegate = delegate; return l
        }
        let root = layer("root"), branch = layer("branch"), leaf = layer("leaf"), other = layer("other")
        root.addSublayer(branch)
        branch.addSublayer(leaf)
        root.addSublayer(other)
        #expect(!root.subtreeNeedsLayout)
        leaf.setNeedsLayout()
        #expect(root.subtreeNeedsLayout && branch.subtreeNeedsLayout && !other.subtreeNeedsLayout)
        root.layoutIfNeeded()
        #expect(delegate.log == ["layout leaf"])
        #expect(!root.subtreeNeedsLayout)
        root.layoutIfNeeded()
        #expect(delegate.log == ["layout leaf"])
    }

    @Test func aLayerThatNeedsLayoutCarriesTheMarkIntoItsNewTree() {
        let host = TestAnimationHost()
        defer { withExtendedLifetime(host) {} }
        let delegate = RecordingLayerDelegate()
        let root = CALayer(), detached = CALayer(), inner = CALayer()
        inner.name = "inner"
        inner.delegate = delegate
        detached.addSublayer(inner)
        inner.setNeedsLayout()
        #expect(!root.subtreeNeedsLayout)
        root.addSublayer(detached)
        #expect(root.subtreeNeedsLayout)
        root.layoutIfNeeded()
        #expect(delegate.log == ["layout inner"])
        #expect(!root.subtreeNeedsLayout)
    }
}
