import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) @testable import QuartzCore
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import CoreGraphics

/// A compositor that is not opaque draws an image of its layers: what they leave uncovered is transparent.
@MainActor struct CompositorTransparencyTests {
    private let transparent: [UInt8] = [0, 0, 0, 0]

    @Test func uncoveredPixelsAreTransparentAndTranslucentLayersKeepTheirAlpha() {
        let fixture = CompositorFixture(width: 20, height: 10, isOpaque: false)
        let half = fixture.layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        fixture.withoutAnimation { half.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5) }
        fixture.root.addSublayer(half)
        fixture.render()
        #expect(fixture.pixel(15, 5) == transparent)
        #expect(fixture.pixel(5, 5) == [128, 0, 0, 128])
    }

    @Test func aRegionRedrawnAfterALayerMovesAwayBecomesTransparentAgain() {
        let fixture = CompositorFixture(width: 20, height: 10, isOpaque: false)
        let square = fixture.layer(CGRect(x: 0, y: 0, width: 10, height: 10), (0, 0, 1))
        fixture.root.addSublayer(square)
        fixture.render()
        #expect(fixture.pixel(5, 5) == [0, 0, 255, 255])
        fixture.withoutAnimation { square.position = CGPoint(x: 15, y: 5) }
        fixture.render()
        #expect(fixture.pixel(5, 5) == transparent)
        #expect(fixture.pixel(15, 5) == [0, 0, 255, 255])
    }

    @Test func anOpaqueCompositorStillClearsToOpaqueBlack() {
        let fixture = CompositorFixture(width: 20, height: 10)
        fixture.render()
        #expect(fixture.pixel(15, 5) == [0, 0, 0, 255])
    }
}
