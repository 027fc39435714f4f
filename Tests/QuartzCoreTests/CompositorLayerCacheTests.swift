import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) @testable import QuartzCore
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import CoreGraphics

/// The policy that decides, per draw of a layer group, between drawing it, caching it and compositing the cache.
struct LayerCachePolicyTests {
    @Test func cachesContentSeenUnchangedAndThenCompositesIt() {
        var policy = LayerCachePolicy()
        #expect(policy.decide(version: 1, hasMatchingEntry: false, fits: true) == .drawDirect)
        #expect(policy.decide(version: 1, hasMatchingEntry: false, fits: true) == .rasterize)
        #expect(policy.decide(version: 1, hasMatchingEntry: true, fits: true) == .composite)
        #expect(policy.decide(version: 1, hasMatchingEntry: true, fits: true) == .composite)
    }

    @Test func changedContentIsDrawnDirectlyUntilItIsSeenAgain() {
        var policy = LayerCachePolicy()
        _ = policy.decide(version: 1, hasMatchingEntry: false, fits: true)
        #expect(policy.decide(version: 1, hasMatchingEntry: false, fits: true) == .rasterize)
        #expect(policy.decide(version: 2, hasMatchingEntry: false, fits: true) == .drawDirect)
        #expect(policy.decide(version: 3, hasMatchingEntry: false, fits: true) == .drawDirect)
        #expect(policy.decide(version: 3, hasMatchingEntry: false, fits: true) == .rasterize)
    }

    @Test func aSubtreeThatDoesNotFitIsNeverCached() {
        var policy = LayerCachePolicy()
        for _ in 0..<5 { #expect(policy.decide(version: 7, hasMatchingEntry: false, fits: false) == .drawDirect) }
    }

    @Test func rasterizationsThatAreNeverReusedBackOffForACooldown() {
        var policy = LayerCachePolicy()
        _ = policy.decide(version: 1, hasMatchingEntry: false, fits: true)
        // A layer moving by fractions of a pixel: every cached placement misses the next draw.
        #expect(policy.decide(version: 1, hasMatchingEntry: false, fits: true) == .rasterize)
        #expect(policy.decide(version: 1, hasMatchingEntry: false, fits: true) == .rasterize)
        for _ in 0..<LayerCachePolicy.cooldownDraws {
            #expect(policy.decide(version: 1, hasMatchingEntry: false, fits: true) == .drawDirect)
        }
        #expect(policy.decide(version: 1, hasMatchingEntry: false, fits: true) == .rasterize)
        // A hit ends the back-off at once.
        #expect(policy.decide(version: 1, hasMatchingEntry: true, fits: true) == .composite)
        #expect(policy.unusedRasterizations == 0 && policy.cooldown == 0)
    }
}

/// Layer groups whose content has not changed are composited from cached pixels, exactly as drawing them again would.
@MainActor struct CompositorLayerCacheTests {
    /// A translucent card with every kind of own drawing (rounded background, border, shadow, an image
    /// between pixels) and a sublayer, over a backdrop-free screen; returns the card and its sublayer.
    private func makeCard(_ fixture: CompositorFixture) -> (card: CALayer, badge: CALayer) {
        let card = fixture.layer(CGRect(x: 10, y: 8, width: 40, height: 26), (1, 1, 1))
        let badge = fixture.layer(CGRect(x: 30, y: -4, width: 14, height: 10), (0.9, 0.1, 0.2))
        let picture = fixture.layer(CGRect(x: 4.25, y: 6.5, width: 11, height: 9))
        fixture.withoutAnimation {
            fixture.root.backgroundColor = CGColor(red: 0.3, green: 0.3, blue: 0.35, alpha: 1)
            card.cornerRadius = 6
            card.borderWidth = 1.5
            card.borderColor = CGColor(red: 0, green: 0.4, blue: 0.8, alpha: 1)
            card.shadowOpacity = 0.7
            card.shadowRadius = 3
            card.shadowOffset = CGSize(width: 2, height: 3)
            card.opacity = 0.8
            picture.contents = compositorImage([[0xFF00_00FF, 0x00FF_0080, 0x1020_30FF],
                                                [0x0000_FFFF, 0xFFFF_FFFF, 0x8040_20C0]])
            card.addSublayer(badge)
            card.addSublayer(picture)
            fixture.root.addSublayer(card)
        }
        return (card, badge)
    }

    /// The whole screen as a compositor without a cache draws the fixture's tree from scratch.
    private func uncached(_ fixture: CompositorFixture) -> CGImage {
        let fresh = CACompositor(pixelWidth: fixture.compositor.pixelWidth, pixelHeight: fixture.compositor.pixelHeight,
                                 scale: fixture.compositor.scale)
        fresh.layerCacheByteLimit = 0
        fresh.render(fixture.root, at: fixture.now)
        return fresh.makeImage()
    }

    /// How many pixels of the fixture's screen differ from the uncached drawing.
    private func differingPixels(_ fixture: CompositorFixture) -> Int {
        CGImageComparison(expected: uncached(fixture), actual: fixture.compositor.makeImage()).differingPixelCount
    }

    @Test func aFadeCompositesTheCachedGroupWithoutRasterizingItAgain() {
        let fixture = CompositorFixture(width: 160, height: 110, scale: 2)
        let (card, badge) = makeCard(fixture)
        fixture.render()
        // The fade runs as an implicit animation through the frame loop.
        card.opacity = 0.2
        fixture.advanceClock(by: 1.0 / 60)
        fixture.render()
        fixture.advanceClock(by: 1.0 / 60)
        fixture.render()
        let cardCount = fixture.compositor.rasterizationCount(of: card)
        let badgeCount = fixture.compositor.rasterizationCount(of: badge)
        #expect(cardCount > 0 && badgeCount > 0)
        #expect(fixture.compositor.layerCacheByteCount > 0)
        var opacities: Set<Float> = []
        for _ in 0..<8 {
            fixture.advanceClock(by: 1.0 / 60)
            #expect(!fixture.render().isEmpty)
            opacities.insert(card.presentation()?.opacity ?? card.opacity)
            #expect(differingPixels(fixture) == 0)
        }
        #expect(opacities.count == 8, "the fade's frames all showed a different opacity")
        #expect(fixture.compositor.rasterizationCount(of: card) == cardCount)
        #expect(fixture.compositor.rasterizationCount(of: badge) == badgeCount)
    }

    @Test func withoutACacheEveryFadeFrameRasterizesTheGroup() {
        let fixture = CompositorFixture(width: 160, height: 110, scale: 2)
        fixture.compositor.layerCacheByteLimit = 0
        let (card, _) = makeCard(fixture)
        fixture.render()
        let before = fixture.compositor.rasterizationCount(of: card)
        for step in 1...4 {
            fixture.withoutAnimation { card.opacity = 0.8 - Float(step) * 0.1 }
            fixture.render()
        }
        #expect(fixture.compositor.rasterizationCount(of: card) >= before + 4)
        #expect(fixture.compositor.layerCacheByteCount == 0)
    }

    @Test func aSlideByWholePixelsMovesTheCachedPixels() {
        let fixture = CompositorFixture(width: 200, height: 160, scale: 2)
        let (card, badge) = makeCard(fixture)
        // Well inside the screen, shadow and all: a part moving onto the screen was never cached.
        fixture.withoutAnimation { card.position.y += 12 }
        fixture.render()
        fixture.render()
        fixture.withoutAnimation { card.position.x += 1 }
        fixture.render()
        fixture.withoutAnimation { card.position.x += 1 }
        fixture.render()
        let cardCount = fixture.compositor.rasterizationCount(of: card)
        let badgeCount = fixture.compositor.rasterizationCount(of: badge)
        for step in 0..<6 {
            // Half-point steps at 2× are whole pixels, diagonally.
            fixture.withoutAnimation { card.position = CGPoint(x: card.position.x + 0.5, y: card.position.y + (step.isMultiple(of: 2) ? 1.5 : -1)) }
            fixture.render()
            #expect(differingPixels(fixture) == 0)
        }
        #expect(fixture.compositor.rasterizationCount(of: card) == cardCount)
        #expect(fixture.compositor.rasterizationCount(of: badge) == badgeCount)
    }

    @Test func aSlideBetweenPixelsRasterizesAgainAndDrawsTheSamePixels() {
        let fixture = CompositorFixture(width: 160, height: 110, scale: 2)
        let (card, _) = makeCard(fixture)
        fixture.render()
        fixture.render()
        var counts: [Int] = []
        for _ in 0..<4 {
            fixture.withoutAnimation { card.position.x += 0.3 }
            fixture.render()
            counts.append(fixture.compositor.rasterizationCount(of: card))
            #expect(differingPixels(fixture) == 0)
        }
        // Each new fraction of a pixel is a new rasterization: cached pixels are never resampled.
        #expect(zip(counts, counts.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test func changedContentInvalidatesTheCachedGroup() {
        let fixture = CompositorFixture(width: 160, height: 110, scale: 2)
        let (card, badge) = makeCard(fixture)
        let changes: [(String, () -> Void)] = [
            ("recolour the sublayer", { badge.backgroundColor = CGColor(red: 0.2, green: 0.9, blue: 0.2, alpha: 1) }),
            ("round the corners more", { card.cornerRadius = 10 }),
            ("grow the bounds", { card.bounds.size.width += 6 }),
            ("move the sublayer", { badge.position.x -= 3 }),
            ("thicken the border", { card.borderWidth = 3 }),
            ("blur the shadow more", { card.shadowRadius = 5 }),
            ("add a sublayer", { card.addSublayer(fixture.layer(CGRect(x: 2, y: 2, width: 6, height: 6), (0, 0, 1))) }),
            ("remove a sublayer", { badge.removeFromSuperlayer() }),
            // Hiding a layer that is already gone would change nothing on screen.
            ("hide a sublayer", { card.sublayers?.first?.isHidden = true }),
        ]
        for (name, change) in changes {
            // Cached: fade a little on two frames so the group is rasterized and then reused.
            for _ in 0..<3 {
                fixture.withoutAnimation { card.opacity = card.opacity == 0.8 ? 0.7 : 0.8 }
                fixture.render()
            }
            let before = fixture.compositor.rasterizationCount(of: card)
            fixture.withoutAnimation(change)
            fixture.render()
            #expect(fixture.compositor.rasterizationCount(of: card) > before, "\(name) drew the card again")
            #expect(differingPixels(fixture) == 0, "\(name)")
        }
    }

    @Test func aNewContentsImageOrScaleInvalidatesTheCachedGroup() {
        let fixture = CompositorFixture(width: 160, height: 110, scale: 2)
        let (card, _) = makeCard(fixture)
        let picture = card.sublayers![1]
        let changes: [(String, () -> Void)] = [
            ("new contents", { picture.contents = compositorImage([[0x00FF_00FF, 0x0000_FF80], [0xFF00_00FF, 0x0000_0000]]) }),
            ("contents scale", { picture.contentsScale = 2 }),
            ("gravity", { picture.contentsGravity = .center }),
        ]
        for (name, change) in changes {
            for _ in 0..<3 {
                fixture.withoutAnimation { card.opacity = card.opacity == 0.8 ? 0.7 : 0.8 }
                fixture.render()
            }
            let before = fixture.compositor.rasterizationCount(of: picture)
            fixture.withoutAnimation(change)
            fixture.render()
            #expect(fixture.compositor.rasterizationCount(of: picture) > before, "\(name) drew the picture again")
            #expect(differingPixels(fixture) == 0, "\(name)")
        }
    }

    @Test func theCacheStaysWithinItsMemoryLimit() {
        let fixture = CompositorFixture(width: 200, height: 120, scale: 1)
        // Each group covers 40 × 40 pixels (6,400 bytes); the limit holds two of them.
        fixture.compositor.layerCacheByteLimit = 2 * 40 * 40 * 4
        var cards: [CALayer] = []
        fixture.withoutAnimation {
            for i in 0..<4 {
                let card = fixture.layer(CGRect(x: 5 + CGFloat(i) * 48, y: 10, width: 40, height: 40), (1, 0.5, 0.2))
                card.opacity = 0.5
                card.addSublayer(fixture.layer(CGRect(x: 5, y: 5, width: 10, height: 10), (0, 0, 1)))
                fixture.root.addSublayer(card)
                cards.append(card)
            }
        }
        for frame in 0..<6 {
            fixture.withoutAnimation {
                for card in cards { card.opacity = frame.isMultiple(of: 2) ? 0.5 : 0.6 }
            }
            fixture.render()
            #expect(fixture.compositor.layerCacheByteCount <= 2 * 40 * 40 * 4)
            #expect(differingPixels(fixture) == 0)
        }
        #expect(fixture.compositor.layerCacheByteCount > 0)
        // Removed layers leave the cache.
        fixture.withoutAnimation { for card in cards { card.removeFromSuperlayer() } }
        fixture.render()
        #expect(fixture.compositor.layerCacheByteCount == 0)
    }

    /// An opaque list that masks to its bounds: rows with opaque backgrounds, a text-like image between
    /// pixels in each and a hairline under each, on a screen with a coloured root; returns the list and its first row.
    private func makeList(_ fixture: CompositorFixture) -> (list: CALayer, row: CALayer) {
        let list = fixture.layer(CGRect(x: 0, y: 6, width: 80, height: 90), (1, 1, 1))
        var rows: [CALayer] = []
        fixture.withoutAnimation {
            fixture.root.backgroundColor = CGColor(red: 0.16, green: 0.22, blue: 0.32, alpha: 1)
            list.masksToBounds = true
            for i in 0..<6 {
                let row = fixture.layer(CGRect(x: 0, y: CGFloat(i) * 16, width: 80, height: 16), (1, 1, 1))
                let text = fixture.layer(CGRect(x: 6.25, y: 4.5, width: 5, height: 3))
                text.contents = compositorImage([[0x202020FF, 0x00000000, 0x202020FF, 0x20202080, 0x202020FF],
                                                 [0x202020FF, 0x202020FF, 0x00000000, 0x202020FF, 0x20202040],
                                                 [0x00000000, 0x202020FF, 0x202020FF, 0x202020FF, 0x202020FF]])
                let rule = fixture.layer(CGRect(x: 8, y: 15.5, width: 72, height: 0.5), (0.78, 0.78, 0.8))
                row.addSublayer(text)
                row.addSublayer(rule)
                list.addSublayer(row)
                rows.append(row)
            }
            fixture.root.addSublayer(list)
        }
        return (list, rows[0])
    }

    /// The largest difference of one channel between the fixture's screen and the uncached drawing, and the mean over all channels.
    private func channelDifferences(_ fixture: CompositorFixture) -> (largest: Int, mean: Double) {
        let a = uncached(fixture).premultipliedRGBA, b = fixture.compositor.makeImage().premultipliedRGBA
        var largest = 0, sum = 0
        for i in a.indices {
            let d = abs(Int(a[i]) - Int(b[i]))
            largest = max(largest, d)
            sum += d
        }
        return (largest, Double(sum) / Double(a.count))
    }

    /// Runs frames a 60th of a second apart until `layer` has no animation left, calling `inFlight` after each frame that still had one; returns how many did.
    @discardableResult
    private func runAnimation(of layer: CALayer, _ fixture: CompositorFixture, inFlight: () -> Void = {}) -> Int {
        var frames = 0
        while !(layer.animationKeys() ?? []).isEmpty {
            fixture.advanceClock(by: 1.0 / 60)
            fixture.render()
            if !(layer.animationKeys() ?? []).isEmpty {
                frames += 1
                inFlight()
            }
            precondition(frames < 120, "the slide did not end")
        }
        return frames
    }

    @Test func aSlidingOpaqueLayerIsRasterizedOnceAndResampledBetweenPixels() {
        let fixture = CompositorFixture(width: 160, height: 220, scale: 2)
        let (list, row) = makeList(fixture)
        fixture.render()
        // The slide runs as an implicit animation of the position through the frame loop, 3.93 pixels a
        // frame, ending on whole pixels.
        list.position.y += 29.5
        var counts: [Int] = []
        var largest = 0, mean = 0.0, resampledFrames = 0
        let frames = runAnimation(of: list, fixture) {
            counts.append(fixture.compositor.rasterizationCount(of: row))
            let difference = channelDifferences(fixture)
            largest = max(largest, difference.largest)
            mean = max(mean, difference.mean)
            if difference.largest > 0 { resampledFrames += 1 }
        }
        #expect(frames >= 8)
        // Two frames find the content unchanged and rasterize it; the rest draw nothing of the subtree.
        #expect(Set(counts.dropFirst(2)).count == 1, "rasterizations per frame: \(counts)")
        #expect(fixture.compositor.layerCacheByteCount >= 160 * 180 * 4)
        // Between pixels the bitmap is resampled: a hard edge of the text image, already resampled into
        // the bitmap, is filtered a second time (as a rasterized layer is on iOS), so single channels
        // differ by up to a fifth of their range there; over the screen, by half a level at most.
        #expect(resampledFrames > 0)
        #expect(largest <= 64, "largest difference from drawing in place: \(largest)")
        #expect(mean <= 1, "mean difference from drawing in place: \(mean)")
        // At rest the screen is exactly what drawing the tree gives.
        fixture.render()
        #expect(differingPixels(fixture) == 0)
    }

    @Test func aLayerResampledAtRestIsDrawnDirectlyOnceItsAnimationsEnd() {
        let fixture = CompositorFixture(width: 160, height: 220, scale: 2)
        let (list, row) = makeList(fixture)
        fixture.render()
        // A longer animation that changes nothing keeps the list animated after its slide has ended
        // between pixels, so its last frames are composited resampled.
        let hold = CABasicAnimation(keyPath: "opacity")
        hold.fromValue = Float(1)
        hold.toValue = Float(1)
        hold.duration = 0.5
        list.add(hold, forKey: "hold")
        list.position.y += 12.25
        for _ in 0..<20 {
            fixture.advanceClock(by: 1.0 / 60)
            fixture.render()
        }
        #expect(list.animationKeys() == ["hold"])
        #expect(differingPixels(fixture) > 0, "the list at rest between pixels is still resampled while animated")
        let resampled = fixture.compositor.rasterizationCount(of: row)
        runAnimation(of: list, fixture)
        fixture.advanceClock(by: 1.0 / 60)
        fixture.render()
        #expect(fixture.compositor.rasterizationCount(of: row) > resampled, "the rows were drawn again at rest")
        #expect(differingPixels(fixture) == 0)
    }

    @Test func aLayerSlidingSidewaysBetweenPixelsIsDrawnDirectly() {
        // Resampling across a row filters every pixel, which costs more than drawing a screen of rows
        // (the navigation push measured 5.3 ms a frame against 3.8): only vertical slides are resampled.
        let fixture = CompositorFixture(width: 160, height: 220, scale: 2)
        let (list, _) = makeList(fixture)
        fixture.render()
        list.position.x += 29.5
        let frames = runAnimation(of: list, fixture) { #expect(differingPixels(fixture) == 0) }
        #expect(frames >= 8)
    }

    @Test func aLayerMovedWithoutAnimationIsNeverResampled() {
        let fixture = CompositorFixture(width: 160, height: 220, scale: 2)
        let (list, _) = makeList(fixture)
        fixture.render()
        for _ in 0..<4 {
            fixture.withoutAnimation { list.position.y += 0.3 }
            fixture.render()
            #expect(differingPixels(fixture) == 0)
        }
    }

    @Test func onlyOpaqueLayersThatMaskToSquareBoundsOnWholePixelsSlideFromTheCache() {
        let space = CGAffineTransform(scaleX: 3, y: 3).translatedBy(x: 0, y: 10.1)
        func state(_ change: (CALayer) -> Void) -> CALayerRenderState {
            let layer = CALayer()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.bounds = CGRect(x: 0, y: 0, width: 50, height: 40)
            layer.masksToBounds = true
            layer.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            change(layer)
            CATransaction.commit()
            return layer.renderState(at: 0)
        }
        let plain = LayerContentCache.SlidePlacement(state: state { _ in }, world: space, hasShadow: false)
        #expect(plain?.box == PixelBox(x0: 0, y0: 30, x1: 150, y1: 150))
        #expect(abs((plain?.phaseY ?? 0) - 0.3) < 1e-9 && plain?.phaseX == 0 && plain?.isWhole == false)
        #expect(LayerContentCache.SlidePlacement(state: state { $0.masksToBounds = false }, world: space, hasShadow: false) == nil)
        #expect(LayerContentCache.SlidePlacement(state: state { $0.cornerRadius = 4 }, world: space, hasShadow: false) == nil)
        #expect(LayerContentCache.SlidePlacement(state: state { $0.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.5) },
                                                 world: space, hasShadow: false) == nil)
        #expect(LayerContentCache.SlidePlacement(state: state { $0.backgroundColor = nil }, world: space, hasShadow: false) == nil)
        #expect(LayerContentCache.SlidePlacement(state: state { _ in }, world: space, hasShadow: true) == nil)
        // Bounds 50.3 points wide at 3× do not end on a whole pixel.
        #expect(LayerContentCache.SlidePlacement(state: state { $0.bounds.size.width = 50.3 }, world: space, hasShadow: false) == nil)
        #expect(LayerContentCache.SlidePlacement(state: state { _ in }, world: space.rotated(by: 0.1), hasShadow: false) == nil)
    }
}
