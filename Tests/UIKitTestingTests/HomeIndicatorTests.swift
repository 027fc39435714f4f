import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
@_spi(Testing) @testable import SpringBoard
import UIKitTesting

/// The home indicator of models without a Home button, through the device's screen and input (reference §3.1, §11).
@MainActor
struct HomeIndicatorTests {
    func launch(_ model: DeviceModel = .iPhoneX, autoHides: Bool = false, deferring edges: UIRectEdge = [])
        throws -> (AppHarness, EdgeSwipeController) {
        let controller = EdgeSwipeController()
        controller.autoHidesHomeIndicator = autoHides
        controller.deferred = edges
        let harness = AppHarness(model: model) { EdgeSwipeDelegate(root: controller) }
        // A plain white background, without the colour bands.
        for band in controller.view.subviews { band.removeFromSuperview() }
        try harness.settle()
        return (harness, controller)
    }

    /// The middle of the indicator's pill: 8 pt above the screen's bottom, 5 pt high.
    func pillCentre(_ harness: AppHarness) -> CGPoint {
        let bounds = harness.device.screen.bounds
        return CGPoint(x: bounds.midX, y: bounds.maxY - 8 - 2.5)
    }

    /// The grey level at the pill's centre: 0 black, 255 white.
    func pillLevel(_ harness: AppHarness) -> UInt8 { pixel(harness, pillCentre(harness))[1] }

    @Test func thePillIsDarkOverLightContentAndLightOverDarkContent() throws {
        let (harness, controller) = try launch()
        // The bottom of the screen is the controller's white background.
        #expect(pillLevel(harness) == 0)
        // Beside the pill the background shows.
        #expect(pixel(harness, CGPoint(x: 20, y: pillCentre(harness).y)) == [255, 255, 255, 255])
        controller.view.backgroundColor = .black
        try harness.settle()
        #expect(pillLevel(harness) == 255)
        controller.view.backgroundColor = UIColor(white: 0.9, alpha: 1)
        try harness.settle()
        #expect(pillLevel(harness) == 0)
    }

    @Test(arguments: [DeviceModel.iPhone15Pro, .iPhoneX])
    func itIsCentredAt134By5Points(model: DeviceModel) throws {
        let (harness, _) = try launch(model)
        let y = pillCentre(harness).y, mid = harness.device.screen.bounds.midX
        #expect(pixel(harness, CGPoint(x: mid - 66, y: y))[1] == 0)
        #expect(pixel(harness, CGPoint(x: mid + 66, y: y))[1] == 0)
        #expect(pixel(harness, CGPoint(x: mid - 68, y: y))[1] == 255)
        #expect(pixel(harness, CGPoint(x: mid + 68, y: y))[1] == 255)
        #expect(pixel(harness, CGPoint(x: mid, y: y - 3))[1] == 255)
    }

    @Test func aPhoneWithAHomeButtonHasNone() throws {
        let (harness, _) = try launch(.iPhone8)
        #expect(pillLevel(harness) == 255)
        #expect(!harness.device.shell.isHomeIndicatorHidden)
    }

    @Test func withoutTheWishItNeverFades() throws {
        let (harness, _) = try launch()
        harness.device.advance(by: 5)
        #expect(!harness.device.shell.isHomeIndicatorHidden)
        #expect(pillLevel(harness) == 0)
    }

    @Test func anAutoHiddenIndicatorFadesAfterTwoSecondsWithoutTouchesAndATouchBringsItBack() throws {
        let (harness, _) = try launch(autoHides: true)
        // settle() waited out the fade: the wish was read at launch.
        #expect(harness.device.shell.isHomeIndicatorHidden)
        #expect(pillLevel(harness) == 255)
        let down = harness.device.time
        harness.tap(at: CGPoint(x: 100, y: 300))
        harness.device.advance(by: down + 0.5 - harness.device.time)
        #expect(!harness.device.shell.isHomeIndicatorHidden)
        #expect(pillLevel(harness) == 0)
        // Two seconds after the finger went down it fades, over a quarter of a second.
        harness.device.advance(by: down + 1.9 - harness.device.time)
        #expect(!harness.device.shell.isHomeIndicatorHidden)
        harness.device.advance(by: 0.2)
        #expect(harness.device.shell.isHomeIndicatorHidden)
        let halfWay = pillLevel(harness)
        #expect(halfWay > 0 && halfWay < 255)
        harness.device.advance(by: 0.3)
        #expect(pillLevel(harness) == 255)
    }

    @Test func aControllerThatStopsWishingGetsItBackAtOnce() throws {
        let (harness, controller) = try launch(autoHides: true)
        #expect(harness.device.shell.isHomeIndicatorHidden)
        controller.autoHidesHomeIndicator = false
        // Without the update call the system keeps what it read.
        harness.device.advance(by: 1)
        #expect(harness.device.shell.isHomeIndicatorHidden)
        controller.setNeedsUpdateOfHomeIndicatorAutoHidden()
        try harness.settle()
        #expect(!harness.device.shell.isHomeIndicatorHidden)
        #expect(pillLevel(harness) == 0)
        harness.device.advance(by: 5)
        #expect(!harness.device.shell.isHomeIndicatorHidden)
    }

    @Test func withTheBottomDeferredTheFirstSwipeOnlyBringsTheHiddenIndicatorBackAndTheSecondGoesHome() throws {
        let (harness, controller) = try launch(autoHides: true, deferring: .bottom)
        #expect(harness.device.shell.isHomeIndicatorHidden)
        try harness.swipeFromEdge(.bottom)
        #expect(controller.logView.log == ["began", "moved", "ended"])
        #expect(harness.device.grabberTongueEdge == nil)
        #expect(!harness.device.shell.isHomeIndicatorHidden)
        #expect(!harness.device.isShowingHomeScreen)
        controller.logView.log.removeAll()
        try harness.swipeFromEdge(.bottom)
        #expect(controller.logView.log == ["began", "cancelled"])
        #expect(harness.device.isShowingHomeScreen)
    }
}
