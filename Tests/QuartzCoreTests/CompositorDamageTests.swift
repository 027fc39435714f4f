import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) @testable import QuartzCore
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import CoreGraphics

@MainActor struct CompositorDamageTests {
    private let black: [UInt8] = [0, 0, 0, 255]
    private let red: [UInt8] = [255, 0, 0, 255]
    /// A colour the compositor never draws, painted over the screen to see which pixels a render rewrites.
    private let sentinel: [UInt8] = [0, 255, 255, 255]

    @Test func theFirstRenderDamagesTheWholeScreenAndAnUnchangedTreeDamagesNothing() {
        let fixture = CompositorFixture(width: 30, height: 20, scale: 2)
        fixture.root.addSublayer(fixture.layer(CGRect(x: 1, y: 1, width: 4, height: 4), (1, 0, 0)))
        #expect(fixture.render() == [CGRect(x: 0, y: 0, width: 30, height: 20)])
        #expect(fixture.render() == [])
        fixture.advanceClock(by: 1)
        #expect(fixture.render() == [])
    }

    @Test func recordedFramesDrawNothingUntilFlushedAndTheFlushDrawsTheUnionOfTheirDamage() {
        let fixture = CompositorFixture(width: 40, height: 10)
        let mover = fixture.layer(CGRect(x: 0, y: 0, width: 4, height: 4), (1, 0, 0))
        fixture.root.addSublayer(mover)
        fixture.render()
        fixture.paintScreen(sentinel)
        let compositor = fixture.compositor
        fixture.withoutAnimation { mover.position.x += 10 }
        #expect(compositor.update(fixture.root, at: fixture.now) == [CGRect(x: 0, y: 0, width: 4, height: 4),
                                                                      CGRect(x: 10, y: 0, width: 4, height: 4)])
        fixture.withoutAnimation { mover.position.x += 10 }
        #expect(compositor.update(fixture.root, at: fixture.now) == [CGRect(x: 10, y: 0, width: 4, height: 4),
                                                                      CGRect(x: 20, y: 0, width: 4, height: 4)])
        // Nothing is drawn while frames are only recorded.
        #expect(fixture.bufferPixel(0, 1) == sentinel)
        #expect(fixture.bufferPixel(20, 1) == sentinel)
        #expect(compositor.flush() == [CGRect(x: 0, y: 0, width: 4, height: 4), CGRect(x: 10, y: 0, width: 4, height: 4),
                                       CGRect(x: 20, y: 0, width: 4, height: 4)])
        #expect(fixture.bufferPixel(0, 1) == black)
        #expect(fixture.bufferPixel(10, 1) == black)
        #expect(fixture.bufferPixel(20, 1) == red)
        #expect(fixture.bufferPixel(30, 1) == sentinel)
        #expect(compositor.flush() == [])
    }

    @Test func anImageOfTheScreenDrawsThePendingDamageFirst() {
        let fixture = CompositorFixture(width: 20, height: 10)
        let layer = fixture.layer(CGRect(x: 0, y: 0, width: 4, height: 4), (1, 0, 0))
        fixture.root.addSublayer(layer)
        fixture.compositor.update(fixture.root, at: fixture.now)
        #expect(fixture.bufferPixel(1, 1) == black)
        #expect(compositorPixel(fixture.compositor.makeImage(of: CGRect(x: 0, y: 0, width: 2, height: 2)), 1, 1) == red)
        #expect(fixture.compositor.flush() == [])
    }

    @Test func movingOneSmallLayerDamagesExactlyItsOldAndNewRectanglesAndNothingElse() {
        let fixture = CompositorFixture(width: 60, height: 40, scale: 2)
        let mover = fixture.layer(CGRect(x: 2, y: 3, width: 5, height: 4), (1, 0, 0))
        fixture.root.addSublayer(mover)
        fixture.root.addSublayer(fixture.layer(CGRect(x: 20, y: 2, width: 6, height: 6), (0, 0, 1)))
        fixture.render()
        fixture.paintScreen(sentinel)
        fixture.withoutAnimation { mover.position = CGPoint(x: 16.5, y: 14) }
        let damage = fixture.render()
        let old = CGRect(x: 4, y: 6, width: 10, height: 8)
        let new = CGRect(x: 28, y: 24, width: 10, height: 8)
        #expect(damage == [old, new])
        let image = fixture.compositor.makeImage()
        for y in 0..<40 {
            for x in 0..<60 {
                let center = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)
                let expected = new.contains(center) ? red : old.contains(center) ? black : sentinel
                let actual = compositorPixel(image, x, y)
                #expect(actual == expected, "pixel (\(x), \(y))")
                if actual != expected { return }
            }
        }
    }

    @Test func removingALayerDamagesItsOldRectangleAndClearsIt() {
        let fixture = CompositorFixture(width: 40, height: 40)
        let doomed = fixture.layer(CGRect(x: 10, y: 12, width: 8, height: 6), (1, 0, 0))
        fixture.root.addSublayer(doomed)
        fixture.render()
        doomed.removeFromSuperlayer()
        #expect(fixture.render() == [CGRect(x: 10, y: 12, width: 8, height: 6)])
        #expect(fixture.pixel(12, 14) == black)
        #expect(fixture.render() == [])
    }

    @Test func aDeallocatedLayerStillHasItsOldRectangleDamaged() {
        let fixture = CompositorFixture(width: 40, height: 40)
        var parent: CALayer? = fixture.layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        parent!.addSublayer(fixture.layer(CGRect(x: 4, y: 5, width: 6, height: 7), (1, 0, 0)))
        fixture.root.addSublayer(parent!)
        fixture.render()
        parent!.removeFromSuperlayer()
        parent = nil
        #expect(fixture.render() == [CGRect(x: 4, y: 5, width: 6, height: 7)])
        #expect(fixture.pixel(5, 6) == black)
    }

    @Test func hidingALayerDamagesItsRectangleAndShowingItAgainRedrawsIt() {
        let fixture = CompositorFixture(width: 40, height: 40)
        let layer = fixture.layer(CGRect(x: 10, y: 10, width: 5, height: 5), (1, 0, 0))
        fixture.root.addSublayer(layer)
        fixture.render()
        fixture.withoutAnimation { layer.isHidden = true }
        #expect(fixture.render() == [CGRect(x: 10, y: 10, width: 5, height: 5)])
        #expect(fixture.pixel(11, 11) == black)
        fixture.withoutAnimation { layer.isHidden = false }
        #expect(fixture.render() == [CGRect(x: 10, y: 10, width: 5, height: 5)])
        #expect(fixture.pixel(11, 11) == red)
    }

    @Test func changingAParentsOpacityDamagesSublayersOutsideItsBounds() {
        let fixture = CompositorFixture(width: 40, height: 40)
        let parent = fixture.layer(CGRect(x: 0, y: 0, width: 10, height: 10), (0, 0, 1))
        parent.addSublayer(fixture.layer(CGRect(x: 20, y: 20, width: 5, height: 5), (1, 0, 0)))
        fixture.root.addSublayer(parent)
        fixture.render()
        fixture.withoutAnimation { parent.opacity = 0.5 }
        #expect(fixture.render() == [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 20, y: 20, width: 5, height: 5)])
        #expect(fixture.pixel(21, 21) == [128, 0, 0, 255])
    }

    @Test func aShadowWidensTheDamageByItsOffsetAndBlur() {
        let fixture = CompositorFixture(width: 80, height: 80)
        let layer = fixture.layer(CGRect(x: 20, y: 20, width: 10, height: 10), (1, 1, 1))
        fixture.withoutAnimation {
            layer.shadowOpacity = 1
            layer.shadowRadius = 2
            layer.shadowOffset = CGSize(width: 0, height: 5)
        }
        fixture.root.addSublayer(layer)
        fixture.render()
        fixture.withoutAnimation { layer.shadowOpacity = 0.5 }
        // Radius 2 at 1× gives boxes 4 → 5 pixels wide, so the blur reaches 3 × 2 = 6 pixels.
        #expect(fixture.render() == [CGRect(x: 14, y: 19, width: 22, height: 22)])
    }

    @Test func anAnimationInFlightRendersThePresentationPositionAtTheGivenTime() {
        let fixture = CompositorFixture(width: 40, height: 10)
        let layer = fixture.layer(CGRect(x: 0, y: 0, width: 4, height: 4), (1, 0, 0))
        fixture.root.addSublayer(layer)
        let animation = CABasicAnimation(keyPath: "position")
        animation.fromValue = CGPoint(x: 2, y: 2)
        animation.toValue = CGPoint(x: 32, y: 2)
        animation.duration = 1
        layer.add(animation, forKey: "slide")
        fixture.render()
        #expect(fixture.pixel(0, 1) == red)
        fixture.advanceClock(by: 0.5)
        let damage = fixture.compositor.render(fixture.root, at: fixture.now)
        #expect(damage == [CGRect(x: 0, y: 0, width: 4, height: 4), CGRect(x: 15, y: 0, width: 4, height: 4)])
        #expect(fixture.pixel(15, 1) == red)
        #expect(fixture.pixel(18, 3) == red)
        #expect(fixture.pixel(14, 1) == black)
        #expect(fixture.pixel(0, 1) == black)
    }

    @Test func fragmentedDamageIsMergedIntoAFewBoundingBoxes() {
        let fixture = CompositorFixture(width: 200, height: 20)
        let layers = (0..<20).map { fixture.layer(CGRect(x: CGFloat($0 * 10), y: 0, width: 2, height: 2), (1, 0, 0)) }
        for layer in layers { fixture.root.addSublayer(layer) }
        fixture.render()
        fixture.withoutAnimation {
            for layer in layers { layer.position.y += 10 }
        }
        let damage = fixture.render()
        #expect(damage.count <= QuartzCoreConstants.maximumDamageBoxCount)
        for layer in layers {
            let old = CGRect(x: layer.frame.minX, y: 0, width: 2, height: 2)
            #expect(damage.contains { $0.contains(old) && $0.contains(layer.frame) })
        }
        #expect(fixture.pixel(0, 0) == black)
        #expect(fixture.pixel(190, 11) == red)
    }
}
