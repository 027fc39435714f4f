import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) @testable import QuartzCore
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import CoreGraphics

/// Vibrancy fill: a layer's subtree composited in one colour at its own coverage.
@MainActor struct CompositorVibrancyTests {
    /// A grey screen with a group layer holding a red and a half-transparent green square, filled with `fill`.
    private func scene(fill: CGColor?) -> (CompositorFixture, CALayer) {
        let fixture = CompositorFixture(width: 40, height: 20)
        let group = CALayer()
        let red = fixture.layer(CGRect(x: 0, y: 0, width: 10, height: 10), (1, 0, 0))
        let green = CALayer()
        fixture.withoutAnimation {
            fixture.root.backgroundColor = CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
            group.frame = CGRect(x: 5, y: 5, width: 30, height: 10)
            green.frame = CGRect(x: 15, y: 0, width: 10, height: 10)
            green.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 0.5)
            group.addSublayer(red)
            group.addSublayer(green)
            group.vibrancyFillColor = fill
            fixture.root.addSublayer(group)
        }
        return (fixture, group)
    }

    /// Whether two pixels agree within one level per channel (rounding of the group and the composite).
    private func close(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= 1 }
    }

    @Test func theSubtreeTakesTheFillColourAtItsOwnCoverage() {
        let (fixture, _) = scene(fill: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        fixture.render()
        // The opaque red square becomes blue; the half-transparent green one half blue over grey.
        #expect(fixture.pixel(8, 8) == [0, 0, 255, 255])
        #expect(close(fixture.pixel(24, 8), [64, 64, 192, 255]), "\(fixture.pixel(24, 8))")
        // Where the group draws nothing, the grey stays.
        #expect(fixture.pixel(17, 8) == [128, 128, 128, 255])
    }

    @Test func aTranslucentFillScalesByTheCoverage() {
        let (fixture, _) = scene(fill: CGColor(red: 1, green: 1, blue: 1, alpha: 0.6))
        fixture.render()
        // White at 0.6 over grey, then white at 0.3 over grey.
        #expect(close(fixture.pixel(8, 8), [204, 204, 204, 255]), "\(fixture.pixel(8, 8))")
        #expect(close(fixture.pixel(24, 8), [166, 166, 166, 255]), "\(fixture.pixel(24, 8))")
    }

    @Test func removingTheFillDrawsTheSubtreeInItsOwnColoursAgain() {
        let (fixture, group) = scene(fill: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        fixture.render()
        fixture.withoutAnimation { group.vibrancyFillColor = nil }
        fixture.render()
        #expect(fixture.pixel(8, 8) == [255, 0, 0, 255])
    }
}
