import Foundation
import Testing
@testable import SpringBoard

struct AppLifecyclePolicyTests {
    @Test func homeSendsARunningAppToTheBackgroundInTwoStepsThenShowsTheHomeScreen() {
        var lifecycle = AppLifecycle()
        #expect(lifecycle.handle(.launched) == [])
        #expect(lifecycle.handle(.homePressed) == [.transitionApp(.inactive), .transitionApp(.background), .showHomeScreen])
        #expect(lifecycle.phase == .background)
    }

    @Test func theIconBringsTheAppBackAndHomeOnTheHomeScreenDoesNothing() {
        var lifecycle = AppLifecycle()
        _ = lifecycle.handle(.launched)
        _ = lifecycle.handle(.homePressed)
        #expect(lifecycle.handle(.homePressed) == [])
        #expect(lifecycle.handle(.iconTapped) == [.hideHomeScreen, .transitionApp(.inactive), .transitionApp(.active)])
        #expect(lifecycle.phase == .foreground)
        #expect(lifecycle.handle(.iconTapped) == [])
    }

    @Test func nothingHappensBeforeLaunch() {
        var lifecycle = AppLifecycle()
        #expect(lifecycle.handle(.homePressed) == [])
        #expect(lifecycle.handle(.iconTapped) == [])
        #expect(lifecycle.phase == .notRunning)
    }
}
