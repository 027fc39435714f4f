import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants
import Gallery

/// The gestures gallery app, driven as a user would through the device's input.
@Suite(.checksInvariants) @MainActor
struct GesturesScenarioTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    func launch() throws -> (AppHarness, GesturesViewController) {
        let harness = AppHarness(model: .iPhone15Pro) { GesturesAppDelegate() }
        try harness.settle()
        let controller = try #require(harness.keyWindow?.rootViewController as? GesturesViewController)
        return (harness, controller)
    }

    private func status(_ controller: GesturesViewController) -> String { controller.status.text ?? "" }

    @Test func aTapRecoloursOnlyOnceTheDoubleTapHasFailed() throws {
        let (harness, controller) = try launch()
        let before = controller.card.backgroundColor
        try harness.tap(accessibilityIdentifier: "card")
        // The tap waits for the double tap to fail (0.35 s after the lift).
        #expect(controller.card.backgroundColor == before)
        harness.advance(by: 0.4)
        #expect(status(controller) == "Tap: colour 2")
        #expect(controller.card.backgroundColor != before)
        try harness.settle()
    }

    @Test func aDoubleTapPutsTheCardBackAndNeverRecolours() throws {
        let (harness, controller) = try launch()
        let home = controller.card.center
        try harness.drag(from: home, to: CGPoint(x: home.x + 60, y: home.y + 40), duration: 0.3, thenHoldFor: 0.1)
        #expect(controller.card.center != home)
        let colour = controller.card.backgroundColor
        let point = controller.card.center
        harness.tap(at: point, duration: 0.05)
        harness.advance(by: 0.1)
        harness.tap(at: point, duration: 0.05)
        try harness.settle()
        #expect(status(controller) == "Double tap: back to the middle")
        #expect(controller.card.center == home)
        #expect(controller.card.backgroundColor == colour)
    }

    @Test func aPanDragsTheCardByTheFingersMovementAfterTheHysteresis() throws {
        let (harness, controller) = try launch()
        let start = controller.card.center
        try harness.drag(from: start, to: CGPoint(x: start.x + 80, y: start.y - 50), duration: 0.5, thenHoldFor: 0.1)
        try harness.settle()
        // The 10 pt hysteresis is taken off the translation when the pan begins (reference §4.5).
        let moved = CGPoint(x: controller.card.center.x - start.x, y: controller.card.center.y - start.y)
        // 30 moves of (2.67, −1.67) pt: it begins on the 4th, at (10.67, −6.67), where each
        // component moves 10 pt toward zero (so y starts from 0), and follows the finger after.
        #expect(abs(moved.x - 70) < 0.01 && abs(moved.y + 50 - 20.0 / 3) < 0.01, "moved \(moved)")
        #expect(status(controller).hasPrefix("Pan: "))
    }

    @Test func aPinchScalesAndARotationTurnsTheCardTogether() throws {
        let (harness, controller) = try launch()
        try harness.pinch(controller.card, scale: 1.5, duration: 0.5)
        try harness.settle()
        let t = controller.card.transform
        let scale = (t.a * t.a + t.b * t.b).squareRoot()
        #expect(scale > 1.3 && scale < 1.6, "scale \(scale)")
        try harness.rotate(controller.card, angle: .pi / 4, duration: 0.5)
        try harness.settle()
        let r = controller.card.transform
        let angle = atan2(r.b, r.a)
        #expect(angle > 0.5 && angle < 0.8, "angle \(angle)")
    }

    @Test func aLongPressMarksTheCard() throws {
        let (harness, controller) = try launch()
        try harness.longPress(controller.card, duration: 0.7)
        try harness.settle()
        #expect(status(controller) == "Long press")
        #expect(controller.card.alpha < 1)
    }

    @Test func aFlingOnTheListComesToRestOnAWholePage() throws {
        let (harness, controller) = try launch()
        let pages = controller.pages!
        let frame = pages.convert(pages.bounds, to: nil)
        try harness.drag(from: CGPoint(x: frame.midX, y: frame.maxY - 40), to: CGPoint(x: frame.midX, y: frame.maxY - 140),
                         duration: 0.15)
        #expect(pages.isDecelerating)
        try harness.settle()
        #expect(pages.contentOffset.y == pages.bounds.height)
        #expect(harness.visibleTexts.contains("Page 2 of 5"))
        try harness.assertScreenshot(named: "gestures-page-2-iphone-15-pro", in: Self.goldens)
    }
}
