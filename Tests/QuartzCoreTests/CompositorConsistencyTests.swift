import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) @testable import QuartzCore
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import CoreGraphics

/// Redrawing only the damage must leave the screen exactly as drawing everything from scratch does.
@MainActor struct CompositorConsistencyTests {
    /// A label-like image for `size` points at `scale`: transparent but for a few opaque and translucent pixels.
    private func glyphs(_ size: CGSize, scale: CGFloat) -> CGImage {
        let width = Int(size.width * scale), height = Int(size.height * scale)
        let rows: [[UInt32]] = (0..<height).map { y in
            (0..<width).map { x in
                guard (height / 4..<height * 3 / 4).contains(y), (width / 5..<width / 2).contains(x) else { return 0 }
                return (x + y) % 3 == 0 ? 0x1020_30FF : 0x2040_8080
            }
        }
        return compositorImage(rows)
    }

    private func makeScene(_ fixture: CompositorFixture) -> CompositorScene {
        let card = fixture.layer(CGRect(x: 10, y: 8, width: 40, height: 26), (1, 1, 1))
        let badge = fixture.layer(CGRect(x: 30, y: -4, width: 14, height: 10), (0.9, 0.1, 0.2))
        let rotated = fixture.layer(CGRect(x: 46, y: 30, width: 24, height: 18), (0.2, 0.5, 0.9))
        let overflow = fixture.layer(CGRect(x: 12, y: 8, width: 20, height: 20), (1, 0.8, 0))
        let grid = fixture.layer(CGRect(x: 4, y: 40, width: 36, height: 16))
        let tiles = (0..<4).map { fixture.layer(CGRect(x: CGFloat($0) * 9, y: 2, width: 7, height: 7), (0.1 * CGFloat($0), 0.7, 0.3)) }
        let panel = fixture.layer(CGRect(x: 52, y: 2, width: 34, height: 24), (0.95, 0.95, 0.9))
        let label = fixture.layer(CGRect(x: 3, y: 4, width: 26, height: 10), (1, 1, 1))
        fixture.withoutAnimation {
            fixture.root.backgroundColor = CGColor(red: 0.3, green: 0.3, blue: 0.35, alpha: 1)
            card.cornerRadius = 6
            card.borderWidth = 1.5
            card.borderColor = CGColor(red: 0, green: 0.4, blue: 0.8, alpha: 1)
            card.shadowOpacity = 0.7
            card.shadowRadius = 3
            card.shadowOffset = CGSize(width: 2, height: 3)
            card.opacity = 0.8
            card.addSublayer(badge)
            rotated.transform = CATransform3DMakeRotation(.pi / 7, 0, 0, 1)
            rotated.cornerRadius = 5
            rotated.masksToBounds = true
            rotated.contents = compositorImage([[0xFF00_00FF, 0x00FF_0080], [0x0000_FFFF, 0xFFFF_FFFF]])
            rotated.contentsGravity = .resizeAspect
            rotated.addSublayer(overflow)
            grid.sublayerTransform = CATransform3DMakeScale(1.5, 0.75, 1)
            for tile in tiles { grid.addSublayer(tile) }
            fixture.root.addSublayer(card)
            fixture.root.addSublayer(rotated)
            fixture.root.addSublayer(grid)
            panel.borderWidth = 1
            panel.borderColor = CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
            label.contents = glyphs(label.bounds.size, scale: fixture.compositor.scale)
            label.contentsScale = fixture.compositor.scale
            panel.addSublayer(label)
            fixture.root.addSublayer(panel)
        }
        return CompositorScene(card: card, badge: badge, rotated: rotated, overflow: overflow, grid: grid, tiles: tiles,
                     panel: panel, label: label)
    }

    /// Renders `fixture` incrementally and a second compositor from scratch, and returns how many pixels differ.
    private func differingPixels(_ fixture: CompositorFixture) -> Int {
        fixture.render()
        let fresh = CACompositor(pixelWidth: fixture.compositor.pixelWidth, pixelHeight: fixture.compositor.pixelHeight,
                                 scale: fixture.compositor.scale)
        fresh.render(fixture.root, at: fixture.now)
        return CGImageComparison(expected: fresh.makeImage(), actual: fixture.compositor.makeImage()).differingPixelCount
    }

    @Test func everyKindOfChangeRedrawsTheSamePixelsAsAFullRedraw() {
        let fixture = CompositorFixture(width: 180, height: 130, scale: 2)
        let scene = makeScene(fixture)
        fixture.render()
        let changes: [(String, () -> Void)] = [
            ("move the card", { scene.card.position.x += 7.25 }),
            ("recolour the badge", { scene.badge.backgroundColor = CGColor(red: 0.2, green: 0.9, blue: 0.2, alpha: 1) }),
            ("grow the shadow", { scene.card.shadowRadius = 6 }),
            ("fade the card", { scene.card.opacity = 0.4 }),
            ("move a masked sublayer", { scene.overflow.position = CGPoint(x: 2, y: 3) }),
            ("rotate further", { scene.rotated.transform = CATransform3DMakeRotation(.pi / 3, 0, 0, 1) }),
            ("reorder tiles", { scene.tiles[0].zPosition = 2 }),
            ("rescale the grid", { scene.grid.sublayerTransform = CATransform3DMakeScale(1, 1.25, 1) }),
            ("hide a tile", { scene.tiles[2].isHidden = true }),
            ("remove the badge", { scene.badge.removeFromSuperlayer() }),
            ("unmask", { scene.rotated.masksToBounds = false }),
            ("move the card under the rotated layer", { scene.card.position = CGPoint(x: 58, y: 40) }),
            ("raise the card", { scene.card.zPosition = 1 }),
            ("restore the tile", { scene.tiles[2].isHidden = false }),
            ("slide the card under the panel", { scene.card.zPosition = 0; scene.card.position = CGPoint(x: 66, y: 14) }),
            ("move the label", { scene.label.position.x += 1.5 }),
            ("clear the label's background", { scene.label.backgroundColor = nil }),
            ("round the panel", { scene.panel.cornerRadius = 8 }),
            ("mask the panel", { scene.panel.masksToBounds = true }),
        ]
        for (name, change) in changes {
            fixture.withoutAnimation(change)
            #expect(differingPixels(fixture) == 0, "after: \(name)")
        }
    }

    @Test func anAnimatedMoveRedrawsTheSamePixelsAsAFullRedrawAtEveryFrame() {
        let fixture = CompositorFixture(width: 180, height: 130, scale: 3)
        let scene = makeScene(fixture)
        fixture.render()
        let animation = CABasicAnimation(keyPath: "position")
        animation.fromValue = scene.card.position
        animation.toValue = CGPoint(x: 40, y: 30)
        animation.duration = 0.5
        scene.card.add(animation, forKey: "move")
        for _ in 0..<8 {
            fixture.advanceClock(by: 1.0 / 15)
            #expect(differingPixels(fixture) == 0, "at t = \(fixture.now)")
        }
    }
}
