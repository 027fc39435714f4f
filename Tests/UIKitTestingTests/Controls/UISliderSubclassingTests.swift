import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants

/// A slider whose track is 10 pt tall along the bottom of its bounds, 20 pt in from each end,
/// and whose thumb is the default one for that track grown by 8 pt on every side (44 pt).
private final class LowTrackSlider: UISlider {
    override func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX + 20, y: bounds.maxY - 14, width: bounds.width - 40, height: 10)
    }

    override func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        super.thumbRect(forBounds: bounds, trackRect: rect, value: value).insetBy(dx: -8, dy: -8)
    }
}

/// A slider that keeps 30 pt at its leading end for a minimum value image.
private final class ImageRoomSlider: UISlider {
    override func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - 15, width: 30, height: 30)
    }
}

/// `slider` in a white window on an iPhone 15 Pro, laid out and drawn.
@MainActor private func host(_ slider: UISlider) throws -> AppHarness { try hostInWhiteWindow([slider]) }

private let white: [UInt8] = [255, 255, 255, 255]
private let systemBlue: [UInt8] = [0, 122, 255, 255]

@Suite(.checksInvariants) @MainActor
struct UISliderSubclassingTests {
    /// The default geometry is the one the slider draws: the track across the bounds, 4 pt tall
    /// and centred; the 28 pt thumb flush with the track's ends at the range's ends.
    @Test func theDefaultRectanglesAreTheTrackAndThumbTheSliderDraws() throws {
        let slider = UISlider(frame: CGRect(x: 50, y: 300, width: 228, height: 31))
        let bounds = slider.bounds
        #expect(slider.minimumValueImageRect(forBounds: bounds) == CGRect(x: 0, y: 15.5, width: 0, height: 0))
        #expect(slider.maximumValueImageRect(forBounds: bounds) == CGRect(x: 228, y: 15.5, width: 0, height: 0))
        let track = slider.trackRect(forBounds: bounds)
        #expect(track == CGRect(x: 0, y: 13.5, width: 228, height: 4))
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 0) == CGRect(x: 0, y: 1.5, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 0.5) == CGRect(x: 100, y: 1.5, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 1) == CGRect(x: 200, y: 1.5, width: 28, height: 28))
        slider.value = 0.5
        let harness = try host(slider)
        // The minimum track (the tint) left of the thumb, white beyond the bounds.
        #expect(pixel(harness, CGPoint(x: 60, y: 315.5)) == systemBlue)
        #expect(pixel(harness, CGPoint(x: 48, y: 315.5)) == white)
    }

    @Test func anOverriddenTrackAndThumbAreWhatIsDrawnAndWhatATouchMoves() throws {
        let slider = LowTrackSlider(frame: CGRect(x: 50, y: 300, width: 228, height: 80))
        slider.value = 0.5
        let harness = try host(slider)
        // The track runs from x 70 to 258 at y 366–376 on screen: the tint left of the thumb,
        // the grey fill right of it, nothing where the default track would be (y 340) or
        // before its start.
        #expect(pixel(harness, CGPoint(x: 100, y: 371)) == systemBlue)
        let right = pixel(harness, CGPoint(x: 240, y: 371))
        #expect(right != white && right != systemBlue)
        #expect(pixel(harness, CGPoint(x: 60, y: 371)) == white)
        #expect(pixel(harness, CGPoint(x: 100, y: 340)) == white)
        // The 44 pt thumb (x 142–186, y 349–393) covers the track at its centre.
        #expect(pixel(harness, CGPoint(x: 145, y: 371)) == white)

        // A touch where the default thumb would be (centre 164, 340), above the overridden
        // one's reach, moves nothing.
        let changes = Counter()
        slider.addAction(UIAction { _ in changes.count += 1 }, for: .valueChanged)
        try harness.drag(from: CGPoint(x: 164, y: 322), to: CGPoint(x: 204, y: 322), duration: 0.25, thenHoldFor: 0.05)
        try harness.settle()
        #expect(slider.value == 0.5)
        #expect(changes.count == 0)

        // From the overridden thumb's grown edge, 40 pt right is a quarter of the range: the
        // thumb's centre travels the track's 188 pt less the default 28 pt thumb, 160 pt.
        try harness.drag(from: CGPoint(x: 144, y: 390), to: CGPoint(x: 184, y: 390), duration: 0.25, thenHoldFor: 0.05)
        try harness.settle()
        #expect(abs(slider.value - 0.75) < 0.001)
        #expect(changes.count > 0)
        // The track's split followed the thumb: the tint now reaches x 200.
        #expect(pixel(harness, CGPoint(x: 170, y: 374)) == systemBlue)
    }

    @Test func aWiderMinimumValueImageRectangleShortensTheDefaultTrack() throws {
        let slider = ImageRoomSlider(frame: CGRect(x: 50, y: 300, width: 228, height: 31))
        #expect(slider.trackRect(forBounds: slider.bounds) == CGRect(x: 30, y: 13.5, width: 198, height: 4))
        slider.value = 1
        let harness = try host(slider)
        #expect(pixel(harness, CGPoint(x: 75, y: 315.5)) == white)
        #expect(pixel(harness, CGPoint(x: 90, y: 315.5)) == systemBlue)
        // The thumb at the maximum is flush with the track's end; dragging it to the new
        // start reaches the minimum.
        try harness.drag(from: CGPoint(x: 264, y: 315), to: CGPoint(x: 40, y: 315), duration: 0.25, thenHoldFor: 0.05)
        try harness.settle()
        #expect(slider.value == 0)
        #expect(slider.subviews.first?.subviews.last?.frame == CGRect(x: 30, y: 1.5, width: 28, height: 28))
    }
}

/// A count an action closure can change.
private final class Counter {
    var count = 0
}
