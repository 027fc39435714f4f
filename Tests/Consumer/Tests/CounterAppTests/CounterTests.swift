import Testing
import UIKit
import UIKitTesting
import UIKitTestingInvariants
@testable import CounterApp

// UIKit is main-actor code, so a suite that drives it is @MainActor too.
@Suite(.checksInvariants) @MainActor struct CounterTests {
    @Test func tappingTheCounterCountsOnScreen() throws {
        let app = AppHarness(model: .iPhone15Pro) { AppDelegate() }
        let counter = try #require(app.views(ofType: CounterView.self).first)
        try app.tap(counter)
        try app.tap(counter)
        try app.settle()
        #expect(app.visibleTexts.contains("2 taps"))
        Attachment.record(app.screenshot(), named: "two taps")
    }
}
