import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) @testable import QuartzCore
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import CoreGraphics

/// Backdrop layers: what lies beneath them, blurred, saturated and tinted, redrawn only when it changes.
@MainActor struct CompositorBackdropTests {
    /// A screen whose left half is black and right half white, and a backdrop band across the middle rows.
    private func splitScene(blur: CGFloat) -> (CompositorFixture, CABackdropLayer) {
        let fixture = CompositorFixture(width: 80, height: 60)
        let white = fixture.layer(CGRect(x: 40, y: 0, width: 40, height: 60), (1, 1, 1))
        let backdrop = CABackdropLayer()
        fixture.withoutAnimation {
            fixture.root.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
            fixture.root.addSublayer(white)
            backdrop.frame = CGRect(x: 10, y: 20, width: 60, height: 20)
            backdrop.blurRadius = blur
            fixture.root.addSublayer(backdrop)
        }
        return (fixture, backdrop)
    }

    @Test func aBackdropBlursWhatLiesBeneathItInsideItsBoundsOnly() {
        let (fixture, _) = splitScene(blur: 4)
        fixture.render()
        // Outside the band, the edge stays sharp.
        #expect(fixture.pixel(39, 10) == [0, 0, 0, 255])
        #expect(fixture.pixel(40, 10) == [255, 255, 255, 255])
        // Inside it, the edge is a ramp, symmetric about the middle.
        let row = (30..<50).map { Int(fixture.pixel($0, 30)[0]) }
        #expect(row == row.sorted(), "a monotonic ramp: \(row)")
        #expect(abs(row[9] + row[10] - 255) <= 1, "symmetric about the edge: \(row)")
        #expect(row[9] > 80 && row[10] < 175, "blurred across the edge: \(row)")
        #expect(fixture.pixel(12, 30) == [0, 0, 0, 255])
        #expect(fixture.pixel(68, 30) == [255, 255, 255, 255])
    }

    @Test func aFlatColourStaysFlatUpToTheBackdropsAndTheScreensEdges() {
        let fixture = CompositorFixture(width: 50, height: 40)
        let band = CABackdropLayer(), whole = CABackdropLayer()
        fixture.withoutAnimation {
            fixture.root.backgroundColor = CGColor(red: 0.8, green: 0.2, blue: 0.4, alpha: 1)
            band.frame = CGRect(x: 5, y: 5, width: 20, height: 10)
            band.blurRadius = 6
            whole.frame = CGRect(x: 0, y: 0, width: 50, height: 40)
            whole.blurRadius = 9
            fixture.root.addSublayer(band)
            fixture.root.addSublayer(whole)
        }
        fixture.render()
        let expected = fixture.pixel(25, 20)
        for (x, y) in [(0, 0), (49, 0), (0, 39), (49, 39), (5, 5), (24, 14), (25, 5), (0, 20)] {
            #expect(fixture.pixel(x, y) == expected, "pixel (\(x), \(y))")
        }
    }

    @Test func layersAboveTheBackdropAndItsOwnSublayersAreNotBlurred() {
        let (fixture, backdrop) = splitScene(blur: 3)
        let above = fixture.layer(CGRect(x: 14, y: 24, width: 6, height: 6), (1, 0, 0))
        let content = fixture.layer(CGRect(x: 44, y: 4, width: 6, height: 6), (0, 0, 1))
        fixture.withoutAnimation {
            fixture.root.addSublayer(above)
            backdrop.addSublayer(content)
        }
        fixture.render()
        #expect(fixture.pixel(14, 24) == [255, 0, 0, 255])
        #expect(fixture.pixel(19, 29) == [255, 0, 0, 255])
        // Beside the red square the backdrop still sees only the black beneath.
        #expect(fixture.pixel(22, 27) == [0, 0, 0, 255])
        #expect(fixture.pixel(54, 24) == [0, 0, 255, 255])
        #expect(fixture.pixel(59, 29) == [0, 0, 255, 255])
    }

    @Test func saturationAndTintFollowTheBlurInThatOrder() {
        let fixture = CompositorFixture(width: 20, height: 20)
        let backdrop = CABackdropLayer()
        fixture.withoutAnimation {
            fixture.root.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            backdrop.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
            backdrop.blurRadius = 2
            backdrop.saturation = 0
            backdrop.tintColor = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)
            fixture.root.addSublayer(backdrop)
        }
        fixture.render()
        // Red's luma is 0.2126: grey 54, then half blue over it.
        let grey = (0.2126 * 255).rounded()
        let expected = [UInt8((grey * 0.5).rounded()), UInt8((grey * 0.5).rounded()), UInt8((grey * 0.5 + 127.5).rounded()), 255]
        for x in [0, 5, 9] {
            let pixel = fixture.pixel(x, 10)
            for c in 0..<4 { #expect(abs(Int(pixel[c]) - Int(expected[c])) <= 1, "pixel \(x): \(pixel) vs \(expected)") }
        }
        #expect(fixture.pixel(10, 10) == [255, 0, 0, 255])
    }

    @Test func changesBeneathWithinTheBlursReachDamageTheWholeBackdropAndNothingMore() {
        let (fixture, backdrop) = splitScene(blur: 2)
        let reach = CGGaussianBlur.reach(sigma: 2)
        let near = fixture.layer(CGRect(x: 2, y: CGFloat(40 + reach - 1), width: 4, height: 1), (0, 1, 0))
        let far = fixture.layer(CGRect(x: 2, y: CGFloat(40 + reach + 2), width: 4, height: 1), (0, 1, 0))
        fixture.withoutAnimation {
            fixture.root.insertSublayer(near, below: backdrop)
            fixture.root.insertSublayer(far, below: backdrop)
        }
        fixture.render()
        #expect(fixture.render().isEmpty, "nothing changed, nothing is redrawn")
        fixture.withoutAnimation { far.backgroundColor = CGColor(red: 1, green: 1, blue: 0, alpha: 1) }
        #expect(fixture.render() == [CGRect(x: 2, y: 40 + reach + 2, width: 4, height: 1)])
        fixture.withoutAnimation { near.backgroundColor = CGColor(red: 1, green: 1, blue: 0, alpha: 1) }
        let damage = fixture.render()
        #expect(damage.contains { $0.contains(backdrop.frame) }, "the whole backdrop: \(damage)")
        #expect(Int(damage.reduce(0) { $0 + $1.width * $1.height }) == 60 * 20 + 4, "\(damage)")
    }

    @Test func redrawingOnlyTheDamageDrawsTheSamePixelsAsAFullRedraw() {
        let fixture = CompositorFixture(width: 90, height: 70, scale: 2)
        let backdrop = CABackdropLayer()
        let stripes = (0..<6).map { fixture.layer(CGRect(x: CGFloat($0) * 7, y: 0, width: 4, height: 35), (CGFloat($0) / 5, 0.5, 1 - CGFloat($0) / 5)) }
        let mover = fixture.layer(CGRect(x: 5, y: 10, width: 8, height: 8), (1, 1, 0))
        let label = fixture.layer(CGRect(x: 4, y: 2, width: 10, height: 4), (1, 1, 1))
        fixture.withoutAnimation {
            fixture.root.backgroundColor = CGColor(red: 0.2, green: 0.3, blue: 0.2, alpha: 1)
            for stripe in stripes { fixture.root.addSublayer(stripe) }
            fixture.root.addSublayer(mover)
            backdrop.frame = CGRect(x: 3, y: 6, width: 30, height: 14)
            backdrop.blurRadius = 3
            backdrop.saturation = 1.8
            backdrop.tintColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.3)
            backdrop.cornerRadius = 5
            backdrop.addSublayer(label)
            fixture.root.addSublayer(backdrop)
        }
        fixture.render()
        let changes: [(String, () -> Void)] = [
            ("move beneath", { mover.position.x += 3.5 }),
            ("recolour a stripe", { stripes[2].backgroundColor = CGColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1) }),
            ("move the backdrop", { backdrop.position.y += 5 }),
            ("change the label", { label.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1) }),
            ("fade the backdrop", { backdrop.opacity = 0.5 }),
            ("unblur", { backdrop.blurRadius = 0 }),
            ("blur more", { backdrop.blurRadius = 6 }),
            ("move beneath, out of the backdrop", { mover.position = CGPoint(x: 70, y: 60) }),
        ]
        for (name, change) in changes {
            fixture.withoutAnimation(change)
            fixture.render()
            let fresh = CACompositor(pixelWidth: 90, pixelHeight: 70, scale: 2)
            fresh.render(fixture.root, at: fixture.now)
            let differing = CGImageComparison(expected: fresh.makeImage(), actual: fixture.compositor.makeImage())
                .differingPixelCount
            #expect(differing == 0, "after: \(name)")
        }
    }

    @Test func aBackdropInAFadedGroupMixesTheBlurredAndUnblurredPixels() {
        let (fixture, backdrop) = splitScene(blur: 4)
        fixture.render()
        let blurred = fixture.pixel(38, 30)
        let group = CALayer()
        fixture.withoutAnimation {
            group.frame = fixture.root.bounds
            backdrop.removeFromSuperlayer()
            group.addSublayer(backdrop)
            let border = fixture.layer(CGRect(x: 0, y: 0, width: 1, height: 1), (1, 0, 0))
            group.addSublayer(border)
            group.opacity = 0.5
            fixture.root.addSublayer(group)
        }
        fixture.render()
        let mixed = fixture.pixel(38, 30)
        #expect(abs(Int(mixed[0]) - (Int(blurred[0]) + 1) / 2) <= 1, "\(mixed) halfway from black to \(blurred)")
    }

    @Test func theBlurRadiusAnimatesImplicitly() {
        let (fixture, backdrop) = splitScene(blur: 0)
        fixture.render()
        #expect(fixture.pixel(38, 30) == [0, 0, 0, 255])
        backdrop.blurRadius = 6
        fixture.advanceClock(by: 0.125)
        fixture.render()
        let radius = backdrop.presentationValue(forKeyPath: "backdropBlurRadius") as? CGFloat ?? -1
        #expect(radius > 0 && radius < 6, "halfway: \(radius)")
        let midway = fixture.pixel(38, 30)[0]
        fixture.advanceClock(by: 0.25)
        fixture.render()
        let end = fixture.pixel(38, 30)[0]
        #expect(midway > 0 && midway < end, "\(midway) then \(end)")
    }
}
