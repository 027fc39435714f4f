import Foundation
import Testing
@testable import SpringBoard

struct AppLifecyclePolicyTests {
    @Test func launchingRunsTheDelegatesLaunchCallsThenMakesTheAppActive() {
        var lifecycle = AppLifecycle()
        #expect(lifecycle.handle(.launched) == [.finishLaunching, .transitionApp(.active)])
        #expect(lifecycle.phase == .foreground)
        #expect(lifecycle.isAppInForeground)
        #expect(lifecycle.handle(.launched) == [])
    }

    @Test func homeCancelsTheAppsTouchesThenSendsItToTheBackgroundInTwoStepsThenShowsTheHomeScreen() {
        var lifecycle = AppLifecycle()
        _ = lifecycle.handle(.launched)
        #expect(lifecycle.handle(.homePressed)
                == [.cancelAppTouches, .transitionApp(.inactive), .transitionApp(.background), .showHomeScreen])
        #expect(lifecycle.phase == .background)
        #expect(!lifecycle.isAppInForeground)
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

    @Test func theSwitcherTakesTheTouchesAndMakesTheAppInactiveItsCardBringsItBackAndHomeSendsItToTheBackgroundInOneStep() {
        var lifecycle = AppLifecycle()
        _ = lifecycle.handle(.launched)
        #expect(lifecycle.handle(.switcherOpened) == [.cancelAppTouches, .transitionApp(.inactive)])
        #expect(lifecycle.phase == .switcher)
        #expect(lifecycle.isAppInForeground)
        #expect(lifecycle.handle(.switcherOpened) == [])
        #expect(lifecycle.handle(.overlayOpened) == [])
        #expect(lifecycle.handle(.switcherClosed) == [.transitionApp(.active)])
        #expect(lifecycle.phase == .foreground)
        _ = lifecycle.handle(.switcherOpened)
        #expect(lifecycle.handle(.homePressed) == [.transitionApp(.background), .showHomeScreen])
        #expect(lifecycle.phase == .background)
        #expect(lifecycle.handle(.switcherOpened) == [])
        #expect(lifecycle.handle(.switcherClosed) == [])
    }
}
