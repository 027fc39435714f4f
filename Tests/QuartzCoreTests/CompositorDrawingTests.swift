import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) @testable import QuartzCore
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import CoreGraphics

@MainActor struct CompositorDrawingTests {
    private let black: [UInt8] = [0, 0, 0, 255]
    private let red: [UInt8] = [255, 0, 0, 255]

    /// Every pixel of `fixture`'s screen whose colour differs from `red` inside `box` or black outside it.
    private func strayPixels(_ fixture: CompositorFixture, red box: CGRect) -> [String] {
        let image = fixture.compositor.makeImage()
        var stray: [String] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let inside = box.contains(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5))
                let actual = compositorPixel(image, x, y)
                if actual != (inside ? red : black) { stray.append("(\(x), \(y)): \(actual)") }
            }
        }
        return stray
    }

    @Test func aBackgroundColourFillsExactlyItsPixelsAtOneX() {
        let fixture = CompositorFixture(width: 20, height: 16)
        fixture.root.addSublayer(fixture.layer(CGRect(x: 2, y: 3, width: 5, height: 4), (1, 0, 0)))
        fixture.render()
        #expect(strayPixels(fixture, red: CGRect(x: 2, y: 3, width: 5, height: 4)) == [])
    }

    @Test func aBackgroundColourFillsExactlyItsPixelsAtThreeX() {
        let fixture = CompositorFixture(width: 30, height: 24, scale: 3)
        fixture.root.addSublayer(fixture.layer(CGRect(x: 2, y: 3, width: 5, height: 4), (1, 0, 0)))
        fixture.render()
        #expect(strayPixels(fixture, red: CGRect(x: 6, y: 9, width: 15, height: 12)) == [])
    }

    @Test func aRoundedBorderedMaskedLayerWithASublayerAndAShadowMatchesItsGolden() throws {
        let fixture = CompositorFixture(width: 260, height: 140, scale: 2)
        fixture.withoutAnimation {
            fixture.root.backgroundColor = CGColor(red: 0.94, green: 0.94, blue: 0.96, alpha: 1)
            // A masked card: its sublayer is clipped to the rounded bounds, and so is its shadow, which
            // shows only through the translucent background, as in Core Animation.
            let masked = fixture.layer(CGRect(x: 8, y: 10, width: 48, height: 30))
            masked.backgroundColor = CGColor(red: 1, green: 0.85, blue: 0.2, alpha: 0.7)
            masked.cornerRadius = 10
            masked.borderWidth = 3
            masked.borderColor = CGColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1)
            masked.masksToBounds = true
            masked.shadowOpacity = 0.6
            masked.shadowRadius = 4
            masked.shadowOffset = CGSize(width: 0, height: 6)
            masked.addSublayer(fixture.layer(CGRect(x: 30, y: -6, width: 26, height: 20), (0.9, 0.2, 0.3)))
            fixture.root.addSublayer(masked)
            // The same card unmasked: the sublayer overflows and the shadow falls outside the bounds.
            let open = fixture.layer(CGRect(x: 72, y: 10, width: 48, height: 30))
            open.backgroundColor = CGColor(red: 1, green: 0.85, blue: 0.2, alpha: 1)
            open.cornerRadius = 10
            open.borderWidth = 3
            open.borderColor = CGColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1)
            open.shadowOpacity = 0.6
            open.shadowRadius = 4
            open.shadowOffset = CGSize(width: 0, height: 6)
            open.addSublayer(fixture.layer(CGRect(x: 30, y: -6, width: 26, height: 20), (0.9, 0.2, 0.3)))
            fixture.root.addSublayer(open)
        }
        fixture.render()
        try expectCompositorGolden(fixture.compositor.makeImage(), named: "compositor-rounded-masked-shadow")
    }

    @Test func groupOpacityCompositesOverlappingSublayersOnceWithoutDoubleBlending() {
        let fixture = CompositorFixture(width: 12, height: 4)
        let group = fixture.layer(CGRect(x: 0, y: 0, width: 12, height: 4))
        group.addSublayer(fixture.layer(CGRect(x: 0, y: 0, width: 8, height: 4), (1, 0, 0)))
        group.addSublayer(fixture.layer(CGRect(x: 4, y: 0, width: 8, height: 4), (0, 0, 1)))
        fixture.withoutAnimation { group.opacity = 0.5 }
        fixture.root.addSublayer(group)
        fixture.render()
        // Half of 255 is 128 on both sides of the overlap; blending the sublayers one by one would give
        // (64, 0, 128) where they overlap.
        #expect(fixture.pixel(2, 1) == [128, 0, 0, 255])
        #expect(fixture.pixel(5, 1) == [0, 0, 128, 255])
        #expect(fixture.pixel(10, 1) == [0, 0, 128, 255])
    }

    @Test func aLayerWithOnlyABackgroundTakesItsOpacityAsAGlobalAlpha() {
        let fixture = CompositorFixture(width: 8, height: 8)
        let layer = fixture.layer(CGRect(x: 2, y: 2, width: 4, height: 4), (0, 1, 0))
        fixture.withoutAnimation { layer.opacity = 0.25 }
        fixture.root.addSublayer(layer)
        fixture.render()
        #expect(fixture.pixel(3, 3) == [0, 64, 0, 255])
        #expect(fixture.pixel(1, 1) == black)
    }

    @Test func aHigherZPositionDrawsOnTopOfLaterSiblingsUntilItIsLowered() {
        let fixture = CompositorFixture(width: 10, height: 4)
        let first = fixture.layer(CGRect(x: 0, y: 0, width: 6, height: 4), (1, 0, 0))
        let second = fixture.layer(CGRect(x: 4, y: 0, width: 6, height: 4), (0, 0, 1))
        fixture.root.addSublayer(first)
        fixture.root.addSublayer(second)
        fixture.withoutAnimation { first.zPosition = 1 }
        fixture.render()
        #expect(fixture.pixel(5, 2) == red)
        fixture.withoutAnimation { first.zPosition = 0 }
        let damage = fixture.render()
        #expect(fixture.pixel(5, 2) == [0, 0, 255, 255])
        #expect(damage == [CGRect(x: 0, y: 0, width: 10, height: 4)])
    }

    @Test func contentsAreDrawnUprightWhereTheirGravityPlacesThem() {
        let fixture = CompositorFixture(width: 12, height: 12)
        // A 4×2 image: red, green, blue, white on top; black, red, green, blue below.
        let image = compositorImage([
            [0xFF00_00FF, 0x00FF_00FF, 0x0000_FFFF, 0xFFFF_FFFF],
            [0x0000_00FF, 0xFF00_00FF, 0x00FF_00FF, 0x0000_FFFF],
        ])
        let centred = fixture.layer(CGRect(x: 0, y: 0, width: 12, height: 6))
        let cornered = fixture.layer(CGRect(x: 0, y: 6, width: 12, height: 6))
        fixture.withoutAnimation {
            centred.contents = image
            centred.contentsGravity = .center
            cornered.contents = image
            // Core Animation's gravity is y-up: on iOS's unflipped layers `.topLeft` is the bottom-left corner.
            cornered.contentsGravity = .topLeft
        }
        fixture.root.addSublayer(centred)
        fixture.root.addSublayer(cornered)
        fixture.render()
        #expect(fixture.pixel(4, 2) == red)
        #expect(fixture.pixel(7, 2) == [255, 255, 255, 255])
        #expect(fixture.pixel(4, 3) == [0, 0, 0, 255])
        #expect(fixture.pixel(7, 3) == [0, 0, 255, 255])
        #expect(fixture.pixel(3, 2) == black)
        #expect(fixture.pixel(4, 4) == black)
        #expect(fixture.pixel(0, 10) == red)
        #expect(fixture.pixel(3, 11) == [0, 0, 255, 255])
        #expect(fixture.pixel(0, 9) == black)
    }

    @Test func contentsAtTheScreenScaleFillTheirPointsWithTheirPixels() {
        let fixture = CompositorFixture(width: 8, height: 8, scale: 2)
        let image = compositorImage([
            [0xFF00_00FF, 0x00FF_00FF, 0x0000_FFFF, 0xFFFF_FFFF],
            [0x0000_00FF, 0xFF00_00FF, 0x00FF_00FF, 0x0000_FFFF],
        ])
        let layer = fixture.layer(CGRect(x: 1, y: 1, width: 2, height: 1))
        fixture.withoutAnimation {
            layer.contents = image
            layer.contentsScale = 2
        }
        fixture.root.addSublayer(layer)
        fixture.render()
        #expect(fixture.pixel(2, 2) == red)
        #expect(fixture.pixel(5, 2) == [255, 255, 255, 255])
        #expect(fixture.pixel(2, 3) == [0, 0, 0, 255])
        #expect(fixture.pixel(3, 3) == red)
        #expect(fixture.pixel(6, 2) == black)
    }

    @Test func contentsWithTransparentMarginsBlendOnlyTheirVisiblePixels() {
        let fixture = CompositorFixture(width: 24, height: 16, scale: 2)
        var rows = Array(repeating: Array(repeating: UInt32(0), count: 8), count: 6)
        rows[2][3] = 0xFF00_00FF
        rows[2][4] = 0x0000_FF80
        let image = compositorImage(rows)
        let layer = fixture.layer(CGRect(x: 2, y: 1, width: 4, height: 3), (0, 1, 0))
        fixture.withoutAnimation {
            layer.contents = image
            layer.contentsScale = 2
        }
        fixture.root.addSublayer(layer)
        fixture.render()
        #expect(fixture.pixel(7, 4) == red)
        #expect(fixture.pixel(8, 4) == [0, 127, 128, 255])
        #expect(fixture.pixel(4, 2) == [0, 255, 0, 255])
        #expect(fixture.pixel(11, 7) == [0, 255, 0, 255])
        #expect(fixture.pixel(12, 8) == black)
    }

    @Test func sublayerTransformAppliesAroundTheCentreOfTheBounds() {
        let fixture = CompositorFixture(width: 20, height: 20)
        let parent = fixture.layer(CGRect(x: 0, y: 0, width: 20, height: 20))
        parent.addSublayer(fixture.layer(CGRect(x: 8, y: 8, width: 4, height: 4), (1, 0, 0)))
        fixture.withoutAnimation { parent.sublayerTransform = CATransform3DMakeScale(2, 2, 1) }
        fixture.root.addSublayer(parent)
        fixture.render()
        #expect(fixture.pixel(6, 6) == red)
        #expect(fixture.pixel(13, 13) == red)
        #expect(fixture.pixel(5, 5) == black)
        #expect(fixture.pixel(14, 14) == black)
    }

    @Test func hiddenAndFullyTransparentLayersDrawNothing() {
        let fixture = CompositorFixture(width: 8, height: 8)
        let hidden = fixture.layer(CGRect(x: 0, y: 0, width: 4, height: 8), (1, 0, 0))
        let transparent = fixture.layer(CGRect(x: 4, y: 0, width: 4, height: 8), (1, 0, 0))
        transparent.addSublayer(fixture.layer(CGRect(x: 0, y: 0, width: 2, height: 2), (0, 1, 0)))
        fixture.withoutAnimation {
            hidden.isHidden = true
            transparent.opacity = 0
        }
        fixture.root.addSublayer(hidden)
        fixture.root.addSublayer(transparent)
        fixture.render()
        #expect(fixture.pixel(1, 1) == black)
        #expect(fixture.pixel(4, 0) == black)
        #expect(fixture.pixel(6, 6) == black)
    }
}
