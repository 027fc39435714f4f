import Testing
import UIKit
import UIKitTesting
import UIKitTestingInvariants
@testable import CounterApp

@Suite(.checksInvariants) @MainActor struct GestureTests {
    @Test func aFingerThatSlidesOffTheButtonDoesNotCount() throws {
        let app = AppHarness(model: .iPhone15Pro) { AppDelegate() }
        let button = try app.view(withAccessibilityIdentifier: "tap-button")
        try app.swipe(.down, on: button)          // lifts 100 pt below the button
        try app.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.5) // not on it
        try app.tap(accessibilityIdentifier: "tap-button")
        try app.settle()
        #expect(app.visibleTexts.contains("Tapped 1 time"))
    }
}
