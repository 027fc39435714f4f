import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants

/// `control` in a white window on an iPhone 15 Pro, laid out and drawn.
@MainActor private func host(_ control: UIControl) throws -> AppHarness { try hostInWhiteWindow([control]) }

/// `colour` drawn at half opacity over white, as the screen's premultiplied RGBA bytes (each
/// channel within one of the exact value, for the rasterizer's rounding).
private func halfOverWhite(_ colour: [UInt8]) -> [ClosedRange<Int>] {
    colour.prefix(3).map { channel -> ClosedRange<Int> in
        let value = (Double(channel) + 255) / 2
        return Int(value.rounded(.down)) - 1...Int(value.rounded(.up)) + 1
    } + [255...255]
}

private func matches(_ pixel: [UInt8], _ ranges: [ClosedRange<Int>]) -> Bool {
    zip(pixel, ranges).allSatisfy { $1.contains(Int($0)) }
}

private let white: [UInt8] = [255, 255, 255, 255]

@Suite(.checksInvariants) @MainActor
struct DisabledControlTests {
    @Test func aDisabledSwitchDrawsAtHalfOpacityAsOneGroupAndComesBackWhenEnabled() throws {
        let toggle = UISwitch(frame: CGRect(x: 100, y: 300, width: 0, height: 0))
        toggle.isOn = true
        let harness = try host(toggle)
        let green: [UInt8] = [52, 199, 89, 255]
        let track = CGPoint(x: 108, y: 315), thumb = CGPoint(x: 136, y: 315)
        #expect(pixel(harness, track) == green)
        #expect(pixel(harness, thumb) == white)

        toggle.isEnabled = false
        try harness.settle()
        let dimmed = pixel(harness, track)
        #expect(matches(dimmed, halfOverWhite(green)), "\(dimmed)")
        // Dimmed as one group: the white thumb hides the track under it, so it stays white
        // (each part dimmed alone would let the green show through the thumb).
        #expect(pixel(harness, thumb) == white)
        // The control's own alpha is the app's; the dimming is the switch's drawing.
        #expect(toggle.alpha == 1)
        // A tap does nothing while disabled.
        harness.tap(at: track)
        try harness.settle()
        #expect(toggle.isOn)

        toggle.isEnabled = true
        try harness.settle()
        #expect(pixel(harness, track) == green)
        #expect(pixel(harness, thumb) == white)
    }

    @Test func aDisabledSliderDrawsAtHalfOpacityAsOneGroupAndComesBackWhenEnabled() throws {
        let slider = UISlider(frame: CGRect(x: 50, y: 300, width: 228, height: 31))
        slider.value = 0.5
        let harness = try host(slider)
        let blue: [UInt8] = [0, 122, 255, 255]
        let track = CGPoint(x: 60, y: 315.5), thumb = CGPoint(x: 164, y: 315.5)
        let grey = pixel(harness, CGPoint(x: 260, y: 315.5))
        #expect(pixel(harness, track) == blue)
        #expect(pixel(harness, thumb) == white)
        #expect(grey != white)

        slider.isEnabled = false
        try harness.settle()
        let dimmed = pixel(harness, track)
        #expect(matches(dimmed, halfOverWhite(blue)), "\(dimmed)")
        #expect(matches(pixel(harness, CGPoint(x: 260, y: 315.5)), halfOverWhite(grey)))
        #expect(pixel(harness, thumb) == white)
        #expect(slider.alpha == 1)

        slider.isEnabled = true
        try harness.settle()
        #expect(pixel(harness, track) == blue)
        #expect(pixel(harness, CGPoint(x: 260, y: 315.5)) == grey)
    }

    @Test func aDisabledPageControlDrawsItsDotsAtHalfOpacityAndComesBackWhenEnabled() throws {
        let pages = UIPageControl(frame: CGRect(x: 100, y: 400, width: 200, height: 26))
        pages.numberOfPages = 4
        pages.currentPage = 1
        let harness = try host(pages)
        // Dots on a 16 pt pitch centred at x 200: the current page's (label, black) at 192,
        // another's (tertiary label) at 176.
        let current = CGPoint(x: 192, y: 413), other = CGPoint(x: 176, y: 413)
        let black: [UInt8] = [0, 0, 0, 255]
        let otherColour = pixel(harness, other)
        #expect(pixel(harness, current) == black)
        #expect(otherColour != white)

        pages.isEnabled = false
        try harness.settle()
        let dimmed = pixel(harness, current)
        #expect(matches(dimmed, halfOverWhite(black)), "\(dimmed)")
        #expect(matches(pixel(harness, other), halfOverWhite(otherColour)))
        #expect(pages.alpha == 1)

        pages.isEnabled = true
        try harness.settle()
        #expect(pixel(harness, current) == black)
        #expect(pixel(harness, other) == otherColour)
    }
}
