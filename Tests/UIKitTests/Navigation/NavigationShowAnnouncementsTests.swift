import Foundation
import Testing
@testable @_spi(Testing) import UIKit

struct NavigationShowAnnouncementsTests {
    typealias Announcements = NavigationShowAnnouncements<String>

    @Test func aTopThatAppearsUnannouncedIsAnnouncedOnceFromItsWillAppearToItsDidAppear() {
        var announcements = Announcements()
        let r1 = announcements.topWillAppear("A")
        #expect(r1)
        // Asked again before it has appeared (a second request for the same change): nothing.
        let r2 = announcements.topWillAppear("A")
        #expect(!r2)
        let r3 = announcements.controllerDidAppear("A")
        #expect(r3)
        #expect(announcements.shown == "A")
        #expect(announcements.pending == nil)
        // Reappearing later is no news.
        let r4 = announcements.topWillAppear("A")
        #expect(!r4)
        let r5 = announcements.controllerDidAppear("A")
        #expect(!r5)
    }

    @Test func aTransitionAnnouncesItsOwnTopAndTheAppearanceLeavesItAlone() {
        var announcements = Announcements()
        announcements.transitionWillShow("B")
        let r6 = announcements.topWillAppear("B")
        #expect(!r6)
        let r7 = announcements.controllerDidAppear("B")
        #expect(!r7)
        announcements.transitionDidShow("B")
        #expect(announcements.shown == "B")
        let r8 = announcements.topWillAppear("B")
        #expect(!r8)
    }

    @Test func aCancelledInteractivePopLeavesTheOldTopShown() {
        var announcements = Announcements()
        announcements.transitionWillShow("B")
        announcements.transitionDidShow("B")
        announcements.transitionWillShow("A")
        announcements.transitionCancelled()
        #expect(announcements.shown == "B")
        #expect(announcements.pending == nil)
        let r9 = announcements.topWillAppear("B")
        #expect(!r9)
        // A top changed while off screen is announced when it appears.
        let r10 = announcements.topWillAppear("C")
        #expect(r10)
        let r11 = announcements.controllerDidAppear("B")
        #expect(!r11)
        let r12 = announcements.controllerDidAppear("C")
        #expect(r12)
    }
}
