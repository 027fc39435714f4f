import Foundation
import Testing
@testable import SpringBoard

/// The system date as the status bar and Notification Center write it.
struct SystemClockTextTests {
    @Test func theDefaultDateIsApplesNineFortyOneOnTheDayTheIPhoneWasIntroduced() {
        let clock = SystemClockText(Device.defaultSystemDate)
        #expect([clock.time, clock.period, clock.date, clock.weekdayAbbreviation, clock.day]
                == ["9:41", "AM", "Tuesday, January 9", "TUE", "9"])
    }

    @Test func theTimeIsOnTheTwelveHourClockWithoutALeadingZero() {
        let midnight = Date(timeIntervalSince1970: 1_168_300_800 + 5 * 60)
        #expect(SystemClockText(midnight).time == "12:05")
        #expect(SystemClockText(midnight).period == "AM")
        let afternoon = Date(timeIntervalSince1970: 1_168_300_800 + 13 * 3600 + 7 * 60)
        #expect(SystemClockText(afternoon).time == "1:07")
        #expect(SystemClockText(afternoon).period == "PM")
        let leapDay = Date(timeIntervalSince1970: 1_709_164_800)
        #expect(SystemClockText(leapDay).date == "Thursday, February 29")
    }
}
