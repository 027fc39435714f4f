import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
@_spi(Testing) @testable import SpringBoard
import UIKitTesting

/// What the Control Center and Notification Center sheets show, and how it rides on them.
@MainActor
struct SystemOverlayContentTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    func launch(_ model: DeviceModel, iOS major: Int) throws -> AppHarness {
        let delegate = EdgeSwipeDelegate(root: EdgeSwipeController())
        let harness = AppHarness(model: model, systemVersion: OperatingSystemVersion(majorVersion: major, minorVersion: 0, patchVersion: 0)) { delegate }
        try harness.settle()
        return harness
    }

    /// Whether the screen is near white at `point` (the grabber), not the dark material.
    func isLight(_ harness: AppHarness, at point: CGPoint) -> Bool {
        pixel(harness, point).prefix(3).allSatisfy { $0 > 170 }
    }

    /// The screen's pixels in `rect`, in points.
    func pixels(_ harness: AppHarness, in rect: CGRect) -> Data {
        let scale = harness.device.model.scale
        return harness.device.screenshot(ofPixelRect: CGRect(x: rect.minX * scale, y: rect.minY * scale,
                                                             width: rect.width * scale, height: rect.height * scale)).premultipliedRGBA
    }

    @Test func theOverlaysContentMatchesItsGoldens() throws {
        // Control Center's module grid on an iPhone X, pulled down from the top-right corner.
        let control = try launch(.iPhoneX, iOS: 16)
        try control.openControlCenter()
        try control.assertScreenshot(named: "control-center-open-iphone-x-ios-16", in: Self.goldens)
        // Notification Center on an iPhone 15 Pro, pulled down from the top.
        let notification = try launch(.iPhone15Pro, iOS: 17)
        try notification.openNotificationCenter()
        try notification.assertScreenshot(named: "notification-center-open-iphone-15-pro", in: Self.goldens)
    }

    @Test func notificationCentersGrabberFollowsTheFingerAndEndsAtTheFootOfTheScreen() throws {
        let harness = try launch(.iPhone8, iOS: 16)
        let device = harness.device, x = device.screen.bounds.midX
        device.touchDown(at: CGPoint(x: 100, y: 5))
        device.runFrame()
        device.touchMove(to: CGPoint(x: 100, y: 40))
        device.runFrame()
        device.touchMove(to: CGPoint(x: 100, y: 330))
        device.runFrame()
        // The sheet's foot is under the finger; the grabber lies 14.5 pt above it.
        #expect(isLight(harness, at: CGPoint(x: x, y: 330 - 14.5)))
        device.touchMove(to: CGPoint(x: 100, y: 450))
        device.runFrame()
        #expect(isLight(harness, at: CGPoint(x: x, y: 450 - 14.5)))
        #expect(!isLight(harness, at: CGPoint(x: x, y: 330 - 14.5)))
        device.touchUp()
        try harness.settle()
        #expect(device.openSystemOverlay == .notificationCenter)
        #expect(isLight(harness, at: CGPoint(x: x, y: device.screen.bounds.maxY - 14.5)))
        #expect(!isLight(harness, at: CGPoint(x: x, y: 450 - 14.5)))
        device.pressHome()
        try harness.settle()
    }

    @Test func notificationCenterShowsTheDevicesDateAndDrawsItAgainWhenItChanges() throws {
        let harness = try launch(.iPhone15Pro, iOS: 17)
        let device = harness.device
        try harness.openNotificationCenter()
        let bounds = device.screen.bounds
        // The date line over the time, and the foot of the sheet, where nothing shows the date.
        let dateLine = CGRect(x: 0, y: 60, width: bounds.width, height: 30)
        let foot = CGRect(x: 0, y: bounds.maxY - 110, width: bounds.width, height: 110)
        let (dateBefore, footBefore) = (pixels(harness, in: dateLine), pixels(harness, in: foot))
        #expect(SystemClockText(device.systemDate).date == "Tuesday, January 9")

        device.systemDate = Device.defaultSystemDate.addingTimeInterval(24 * 3600 + 60)
        device.runFrame()
        #expect(SystemClockText(device.systemDate).date == "Wednesday, January 10")
        #expect(device.statusBar.timeText == "9:42")
        #expect(pixels(harness, in: dateLine) != dateBefore)
        #expect(pixels(harness, in: foot) == footBefore)
        device.pressHome()
        try harness.settle()
    }

    @Test func closingAnOverlayHidesItsSheetOnceItHasSlidOut() throws {
        let harness = try launch(.iPhone8, iOS: 16)
        try harness.openControlCenter()
        let sheet = try #require(harness.device.shell.content.superlayer)
        #expect(!sheet.isHidden)
        harness.device.pressHome()
        try harness.settle()
        #expect(sheet.isHidden)
    }
}
