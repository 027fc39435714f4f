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
}
