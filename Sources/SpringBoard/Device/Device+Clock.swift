import Foundation
@_spi(SpringBoard) import QuartzCore

extension Device {
    /// Tuesday, 9 January 2007, 9:41 AM UTC: the moment Apple introduced the iPhone, and the
    /// time its pictures of iPhones show.
    nonisolated public static let defaultSystemDate = Date(timeIntervalSince1970: 1_168_335_660)

    /// Draws again what shows `systemDate`: the status bar, and an overlay's content.
    func systemDateDidChange() {
        statusBar.layer.setNeedsDisplay()
        shell.systemDateDidChange()
    }
}

/// A date as the system writes it, in English and in UTC: "9:41", "AM", "Tuesday, January 9".
///
/// Written out by hand from the Gregorian calendar's fields, not through a date formatter, so
/// the text is the same whatever locale data the host has.
struct SystemClockText: Equatable, Sendable {
    /// The time of day on the 12-hour clock, without a leading zero: "9:41".
    let time: String
    /// "AM" or "PM".
    let period: String
    /// The weekday, month and day: "Tuesday, January 9".
    let date: String
    /// The weekday's first three letters in capitals, as the Calendar icon shows it: "TUE".
    let weekdayAbbreviation: String
    /// The day of the month: "9".
    let day: String

    private static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    private static let months = ["January", "February", "March", "April", "May", "June", "July", "August",
                                 "September", "October", "November", "December"]

    init(_ date: Date) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        let fields = calendar.dateComponents([.hour, .minute, .weekday, .month, .day], from: date)
        let hour = fields.hour!, minute = fields.minute!
        let weekday = Self.weekdays[fields.weekday! - 1]
        time = "\(hour % 12 == 0 ? 12 : hour % 12):" + (minute < 10 ? "0\(minute)" : "\(minute)")
        period = hour < 12 ? "AM" : "PM"
        self.date = "\(weekday), \(Self.months[fields.month! - 1]) \(fields.day!)"
        weekdayAbbreviation = String(weekday.prefix(3)).uppercased()
        day = "\(fields.day!)"
    }
}

extension Device {
    /// How many times slower Simulator's Slow Animations (Debug ▸ Slow Animations, ⌘T) runs animations.
    nonisolated public static let slowAnimationFactor: Double = 10

    /// Simulator's Slow Animations: while on, Core Animation animations added from then on,
    /// UIKit's among them, run `slowAnimationFactor` times slower, their delays too, and their
    /// completions run when they really end. An animation keeps the pace it started with.
    /// Timers, delayed work and touch handling keep the device clock's pace, as in Simulator.
    public var slowAnimations: Bool {
        get { animationContext.animationDragCoefficient != 1 }
        set { animationContext.animationDragCoefficient = newValue ? Self.slowAnimationFactor : 1 }
    }
}
