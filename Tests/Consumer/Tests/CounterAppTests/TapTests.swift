import Testing
import UIKit
import UIKitTesting
import UIKitTestingInvariants
@testable import CounterApp

// UIKit is main-actor code, so a suite that drives it is @MainActor too.
@Suite(.checksInvariants) @MainActor struct TapTests {
    @Test func twoTapsShowOnScreen() throws {
        let app = AppHarness(model: .iPhone15Pro) { AppDelegate() }
        let button = try #require(app.views(ofType: TapButton.self).first)
        try app.tap(button)
        try app.tap(button)
        try app.settle()
        #expect(app.visibleTexts.contains("Tapped 2 times"))
        Attachment.record(app.screenshot(), named: "two taps")
    }
}
