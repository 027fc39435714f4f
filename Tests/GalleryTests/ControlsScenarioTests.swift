import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants
import Gallery

/// The controls gallery app, driven as a user would through the device's input.
@Suite(.checksInvariants) @MainActor
struct ControlsScenarioTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    func launch() throws -> (AppHarness, ControlsViewController) {
        let app = try #require(GalleryApp.named("controls"))
        let harness = AppHarness(model: .iPhone15Pro, application: app.principalClass) { app.makeDelegate() }
        try harness.settle()
        let controller = try #require(harness.keyWindow?.rootViewController as? ControlsViewController)
        return (harness, controller)
    }

    @Test func theControlsLookAsOnIOSInLightAndDark() throws {
        let (harness, _) = try launch()
        try harness.assertScreenshot(named: "controls-light-iphone-15-pro", in: Self.goldens)
        harness.device.userInterfaceStyle = .dark
        try harness.settle()
        try harness.assertScreenshot(named: "controls-dark-iphone-15-pro", in: Self.goldens)
    }

    @Test func eachControlReportsWhatATouchDid() throws {
        let (harness, controller) = try launch()
        try harness.tap(text: "System")
        try harness.settle()
        #expect(controller.status.text == "System button")
        try harness.tap(accessibilityLabel: "Tinted")
        try harness.settle()
        #expect(controller.status.text == "Tinted button")

        try harness.tap(controller.toggle)
        try harness.settle()
        #expect(controller.toggle.isOn)
        #expect(controller.status.text == "Switch on")

        let segments = controller.segments!
        let third = segments.convert(CGPoint(x: segments.bounds.width * 5 / 6, y: 16), to: nil)
        harness.tap(at: third)
        try harness.settle()
        #expect(segments.selectedSegmentIndex == 2)
        #expect(controller.status.text == "Segment Third")

        let slider = controller.slider!
        let thumb = slider.convert(CGPoint(x: slider.bounds.midX, y: slider.bounds.midY), to: nil)
        try harness.drag(from: thumb, to: CGPoint(x: 390, y: thumb.y), duration: 0.3, thenHoldFor: 0.05)
        try harness.settle()
        #expect(slider.value == 1)
        #expect(controller.status.text == "Slider 1.00")

        let stepper = controller.stepper!
        harness.tap(at: stepper.convert(CGPoint(x: 70, y: 16), to: nil))
        try harness.settle()
        #expect(stepper.value == 6)
        harness.advance(by: 1)
        harness.tap(at: stepper.convert(CGPoint(x: 20, y: 16), to: nil))
        try harness.settle()
        #expect(stepper.value == 5)
        #expect(controller.status.text == "Stepper 5")

        let pages = controller.pages!
        harness.tap(at: pages.convert(CGPoint(x: pages.bounds.maxX - 4, y: pages.bounds.midY), to: nil))
        try harness.settle()
        #expect(pages.currentPage == 2)
        #expect(controller.status.text == "Page 3")
        try harness.assertScreenshot(named: "controls-after-touches-iphone-15-pro", in: Self.goldens)
    }
}
