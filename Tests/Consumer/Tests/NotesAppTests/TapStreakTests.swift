import Testing
import UIKit
import UIKitTesting
import UIKitTestingInvariants
@testable import Notes

/// A Combine pipeline of the app on the device's virtual time.
@Suite(.checksInvariants) @MainActor
struct TapStreakTests {
    @Test func theStreakSettlesHalfASecondAfterTheLastTap() throws {
        let app = AppHarness(model: .iPhone15Pro, delegate: { AppDelegate() }, sceneDelegate: { SceneDelegate() })
        let streak = TapStreak()
        streak.taps += 1
        app.advance(by: 0.3)
        streak.taps += 1
        app.advance(by: 0.45)
        #expect(streak.settledTaps == 0, "the taps have not paused for half a second yet")
        app.advance(by: 0.1)
        #expect(streak.settledTaps == 2)
        try app.settle()
    }
}
