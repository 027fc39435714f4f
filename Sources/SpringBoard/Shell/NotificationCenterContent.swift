import Foundation
@_spi(SpringBoard) import UIKit

/// A notification that Notification Center shows: fixed, so screenshots never change.
struct OverlayNotification {
    enum App { case messages, calendar }
    var app: App
    /// When it came, as the card writes it: "now", "5m ago".
    var age: String
    var title: String
    var body: String

    /// The app's name as the card's header writes it, in capitals.
    var appName: String {
        switch app {
        case .messages: return "MESSAGES"
        case .calendar: return "CALENDAR"
        }
    }

    /// The two notifications on the sheet, newest first.
    static let samples = [
        OverlayNotification(app: .messages, age: "now", title: "Anna Haro", body: "Are we still on for lunch?"),
        OverlayNotification(app: .calendar, age: "5m ago", title: "Design review", body: "10:30 – 11:00 AM, Room 2"),
    ]
}

// Notification Center's content, in points from the sheet's bounds.
extension OverlayCanvas {
    /// The time, large, and the date (the date above the time from iOS 16, below it before);
    /// two notification cards under them; and a grabber at the foot of the sheet, or on an
    /// X-class model the home indicator, with the flashlight and camera buttons above it where
    /// the cards leave room.
    func drawNotificationCenter(in bounds: CGRect, page: SystemOverlayPage) {
        let dateFont = UIFont.systemFont(ofSize: 20, weight: page.systemMajor >= 16 ? .semibold : .regular)
        let timeFont = UIFont.systemFont(ofSize: 80, weight: page.systemMajor >= 16 ? .bold : .regular)
        let dateHeight = size(page.clock.date, font: dateFont).height
        let timeHeight = size(page.clock.time, font: timeFont).height
        var y = bounds.minY + page.safeArea.top + (page.hasHomeButton ? 16 : 6)
        if page.systemMajor >= 16 {
            text(page.clock.date, centredOn: bounds.midX, top: y, font: dateFont, color: OverlayInk.white)
            text(page.clock.time, centredOn: bounds.midX, top: y + dateHeight - 6, font: timeFont, color: OverlayInk.white)
            y += dateHeight + timeHeight - 6
        } else {
            text(page.clock.time, centredOn: bounds.midX, top: y, font: timeFont, color: OverlayInk.white)
            text(page.clock.date, centredOn: bounds.midX, top: y + timeHeight - 8, font: dateFont, color: OverlayInk.white)
            y += timeHeight - 8 + dateHeight
        }

        var card = CGRect(x: bounds.minX + 10, y: (y + 28).rounded(), width: bounds.width - 20, height: 0)
        for notification in OverlayNotification.samples {
            card.size.height = notificationCard(notification, at: card.origin, width: card.width, clock: page.clock)
            card.origin.y += card.height + 8
        }

        if page.hasHomeButton {
            bar(centre: CGPoint(x: bounds.midX, y: bounds.maxY - 14.5), width: 36, height: 5, fill: OverlayInk.grabber)
        } else {
            bar(centre: CGPoint(x: bounds.midX, y: bounds.maxY - 10.5), width: 134, height: 5, fill: OverlayInk.white)
            // The flashlight and camera buttons, where the cards leave room for them (not in landscape).
            let y = bounds.maxY - page.safeArea.bottom - 40
            guard card.minY + 8 <= y - 25 else { return }
            roundButton(.flashlight, centre: CGPoint(x: bounds.minX + 64, y: y), diameter: 50, fill: OverlayInk.buttonOff)
            roundButton(.camera, centre: CGPoint(x: bounds.maxX - 64, y: y), diameter: 50, fill: OverlayInk.buttonOff)
        }
    }

    /// Draws a card from `origin`: the app's icon and name and the notification's age on top,
    /// then the title in bold and the body. Returns its height.
    private func notificationCard(_ notification: OverlayNotification, at origin: CGPoint, width: CGFloat, clock: SystemClockText) -> CGFloat {
        let header = UIFont.systemFont(ofSize: 12), title = UIFont.boldSystemFont(ofSize: 15), body = UIFont.systemFont(ofSize: 15)
        let titleHeight = size(notification.title, font: title).height, bodyHeight = size(notification.body, font: body).height
        let height = (12 + 20 + 10 + titleHeight + bodyHeight + 12).rounded()
        platter(CGRect(x: origin.x, y: origin.y, width: width, height: height), radius: 14)

        let icon = CGRect(x: origin.x + 12, y: origin.y + 12, width: 20, height: 20)
        appIcon(notification.app, in: icon, clock: clock)
        let headerHeight = size(notification.appName, font: header).height
        let headerY = (icon.midY - headerHeight / 2).rounded()
        text(notification.appName, at: CGPoint(x: icon.maxX + 8, y: headerY), font: header, color: OverlayInk.secondary)
        let ageWidth = size(notification.age, font: header).width
        text(notification.age, at: CGPoint(x: (origin.x + width - 14 - ageWidth).rounded(), y: headerY), font: header, color: OverlayInk.secondary)

        let left = origin.x + 14, textWidth = width - 28
        text(notification.title, at: CGPoint(x: left, y: icon.maxY + 10), width: textWidth, font: title, color: OverlayInk.white)
        text(notification.body, at: CGPoint(x: left, y: icon.maxY + 10 + titleHeight), width: textWidth, font: body, color: OverlayInk.white)
        return height
    }

    /// The app's icon in `rect`: Messages' white bubble on green, or Calendar's weekday and day
    /// of `clock` on white.
    private func appIcon(_ app: OverlayNotification.App, in rect: CGRect, clock: SystemClockText) {
        let radius = (rect.width * 0.225).rounded()
        switch app {
        case .messages:
            platter(rect, radius: radius, fill: OverlayInk.green)
            SystemGlyph.speechBubble.draw(in: ctx, centre: CGPoint(x: rect.midX, y: rect.midY), size: rect.width, color: OverlayInk.white)
        case .calendar:
            platter(rect, radius: radius, fill: OverlayInk.white)
            text(clock.weekdayAbbreviation, centredOn: rect.midX, top: rect.minY + 1, font: .boldSystemFont(ofSize: 5), color: OverlayInk.red)
            text(clock.day, centredOn: rect.midX, top: rect.minY + 6, font: .systemFont(ofSize: 11),
                 color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        }
    }
}
