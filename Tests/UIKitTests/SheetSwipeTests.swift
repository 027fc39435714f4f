import Foundation
import Testing
@testable @_spi(Testing) import UIKit

/// The page sheet's swipe rules, as numbers.
@MainActor struct SheetSwipeTests {
    @Test func anAllowedDragFollowsTheFingerDownAndStopsAtTheShownPosition() {
        #expect(SheetSwipe.offset(translation: 123.5, refused: false) == 123.5)
        #expect(SheetSwipe.offset(translation: -40, refused: false) == 0)
    }

    @Test func aRefusedDragGivesAlongARubberBandThatNeverPassesItsDimension() {
        #expect(SheetSwipe.offset(translation: -40, refused: true) == 0)
        let short = SheetSwipe.offset(translation: 100, refused: true)
        let long = SheetSwipe.offset(translation: 300, refused: true)
        // x·d·c / (d + c·x) with d = 100, c = 0.55.
        #expect(abs(short - 100 * 100 * 0.55 / (100 + 55)) < 1e-9)
        #expect(abs(long - 300 * 100 * 0.55 / (100 + 165)) < 1e-9)
        #expect(SheetSwipe.offset(translation: 100_000, refused: true) < 100)
    }

    @Test func aReleaseDismissesWhenTheProjectedRestPointIsPastHalfTheTravel() {
        // Still: the position alone decides.
        #expect(!SheetSwipe.dismisses(offset: 391, velocity: 0, travel: 783))
        #expect(SheetSwipe.dismisses(offset: 392, velocity: 0, travel: 783))
        // 1000 pt/s projects 1 · 0.998 / 0.002 = 499 pt further.
        #expect(SheetSwipe.dismisses(offset: 0, velocity: 1000, travel: 783))
        #expect(!SheetSwipe.dismisses(offset: 0, velocity: 700, travel: 783))
        // A finger moving up when it lifts brings the card back from past half way.
        #expect(!SheetSwipe.dismisses(offset: 600, velocity: -500, travel: 783))
    }

    @Test func theSpringStartsAtTheFingersSpeedOverTheDistanceLeft() {
        #expect(SheetSwipe.springVelocity(velocity: 800, from: 383, to: 783) == 2)
        #expect(SheetSwipe.springVelocity(velocity: -400, from: 200, to: 0) == 2)
        // Moving away from the end gives the spring no head start.
        #expect(SheetSwipe.springVelocity(velocity: -400, from: 383, to: 783) == 0)
        #expect(SheetSwipe.springVelocity(velocity: 400, from: 783, to: 783) == 0)
    }
}
