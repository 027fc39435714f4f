import Testing
import UIKit
import UIKitTesting
@testable import CounterApp

// UIKit is main-actor: views, windows and the harness may only be used on the main actor, so the
// suite runs its tests there.
@MainActor
struct CounterTests {
    @Test func theCounterStartsAtZero() {
        let app = AppHarness(model: .iPhone15Pro) { AppDelegate() }

        #expect(app.visibleTexts == ["Tapped 0 times", "Tap me"])
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
}
