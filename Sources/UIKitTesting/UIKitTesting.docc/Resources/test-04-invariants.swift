import Foundation
import Testing
import UIKit
import UIKitTesting
import UIKitTestingInvariants
@testable import CounterApp

// UIKit is main-actor: views, windows and the harness may only be used on the main actor, so the
// suite runs its tests there. `.checksInvariants` fails any test that ends with a finger still
// down or something still animating in an app it launched.
@Suite(.checksInvariants) @MainActor
struct CounterTests {
    @Test func theCounterStartsAtZero() {
        let app = AppHarness(model: .iPhone15Pro) { AppDelegate() }

        #expect(app.visibleTexts == ["Tapped 0 times", "Tap me"])
    }

    @Test func theCountIsLaidOutWithConstraintsBetweenTheMargins() throws {
        let app = AppHarness(model: .iPhone15Pro) { AppDelegate() }
        try app.settle()
        let controller = try #require(app.keyWindow?.rootViewController as? CounterViewController)
        let label = controller.countLabel
        // 59 pt of safe area, 140 below it; 20 pt margins on a 393 pt wide screen.
        #expect(label.frame.minY == 199)
        #expect(label.frame.minX == 20)
        #expect(label.frame.width == 353)
        #expect(label.frame.height == label.intrinsicContentSize.height)
    }

    @Test func eachTapOnTheButtonCountsOnce() throws {
        let app = AppHarness(model: .iPhone15Pro) { AppDelegate() }
        let button = try #require(app.views(ofType: TapButton.self).first)

        try app.tap(button)
        try app.tap(button)
        try app.settle()

        #expect(app.visibleTexts == ["Tapped 2 times", "Tap me"])
        #expect(button.alpha == 1)
    }

    @Test func theScreenshotIsTheWholeScreenInPixels() throws {
        let app = AppHarness(model: .iPhone15Pro) { AppDelegate() }
        try app.tap(try #require(app.views(ofType: TapButton.self).first))
        try app.settle()

        let screenshot = app.screenshot()
        #expect(screenshot.width == 1179)   // 393 points at 3×
        #expect(screenshot.height == 2556)  // 852 points at 3×

        let file = FileManager.default.temporaryDirectory.appendingPathComponent("counter.png")
        try app.device.screenshotPNG().write(to: file)
        let signature = try Data(contentsOf: file).prefix(8)
        #expect(signature == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }
}
