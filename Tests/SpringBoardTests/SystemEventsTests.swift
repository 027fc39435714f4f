import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard

@MainActor
struct SystemEventsTests {
    func launch(_ model: DeviceModel, _ version: OperatingSystemVersion? = nil) -> (Device, SystemLogDelegate) {
        let device = Device(model: model, systemVersion: version)
        let delegate = SystemLogDelegate()
        device.launch(delegate: { delegate })
        return (device, delegate)
    }

    @Test func rotatingTheIPhone15ProTurnsTheScreenAndHidesTheStatusBar() throws {
        let (device, delegate) = launch(.iPhone15Pro)
        delegate.log.removeAll()
        device.rotateLeft()
        #expect(device.deviceOrientation == .landscapeLeft)
        #expect(device.interfaceOrientation == .landscapeRight)
        #expect(UIApplication.shared.statusBarOrientation == .landscapeRight)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 852, height: 393))
        #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: 1179, height: 2556))
        #expect(UIApplication.shared.statusBarFrame == .zero)
        #expect(delegate.window!.frame == UIScreen.main.bounds)
        #expect(delegate.root.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
        #expect(delegate.root.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(delegate.log == ["willChangeOrientation \(UIInterfaceOrientation.landscapeRight.rawValue)",
                                 "willChangeStatusBarFrame 0.0",
                                 "didChangeOrientation \(UIInterfaceOrientation.portrait.rawValue)",
                                 "didChangeStatusBarFrame 54.0"])
        device.runFrame()
        #expect(device.screenshot().width == 2556 && device.screenshot().height == 1179)
        device.rotateRight()
        #expect(device.interfaceOrientation == .portrait)
        #expect(UIApplication.shared.statusBarFrame.height == 54)
        #expect(delegate.root.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func modelsWithoutAHomeButtonNeverTurnTheInterfaceUpsideDown() {
        let (device, delegate) = launch(.iPhoneX)
        delegate.root.supported = .all
        device.rotateLeft()
        device.rotateLeft()
        #expect(device.deviceOrientation == .portraitUpsideDown)
        #expect(device.interfaceOrientation == .landscapeRight)
    }

    @Test func anAppThatSupportsOnlyPortraitStaysPortrait() {
        let (device, delegate) = launch(.iPhone8)
        delegate.root.supported = .portrait
        device.rotateRight()
        #expect(device.deviceOrientation == .landscapeRight)
        #expect(device.interfaceOrientation == .portrait)
        #expect(UIDevice.current.orientation == .landscapeRight)
    }

    @Test func beforeIOS8TheInterfaceStaysPortrait() {
        let (device, _) = launch(.iPhone4, OperatingSystemVersion(majorVersion: 7, minorVersion: 0, patchVersion: 0))
        device.rotateLeft()
        #expect(device.interfaceOrientation == .portrait)
        #expect(UIScreen.main.bounds.width == 320)
    }

    @Test func theInCallBarIsFortyPointsAndPushesTheRootViewDownByTwenty() {
        let (device, delegate) = launch(.iPhone8)
        delegate.log.removeAll()
        let notified = RectList()
        let observer = NotificationCenter.default.addObserver(forName: UIApplication.willChangeStatusBarFrameNotification, object: nil, queue: nil) { note in
            if let value = note.userInfo?[UIApplication.statusBarFrameUserInfoKey] as? NSValue { notified.list.append(value.cgRectValue) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        device.isInCallStatusBarShown = true
        #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 375, height: 40))
        #expect(delegate.root.view.frame == CGRect(x: 0, y: 20, width: 375, height: 647))
        #expect(delegate.log == ["willChangeStatusBarFrame 40.0", "didChangeStatusBarFrame 20.0"])
        #expect(notified.list == [CGRect(x: 0, y: 0, width: 375, height: 40)])
        device.isInCallStatusBarShown = false
        #expect(delegate.root.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test func beforeIOS7TheRootViewSitsBelowTheInCallBar() {
        let (device, delegate) = launch(.iPhone3GS)
        #expect(delegate.root.view.frame == CGRect(x: 0, y: 20, width: 320, height: 460))
        device.isInCallStatusBarShown = true
        #expect(delegate.root.view.frame == CGRect(x: 0, y: 40, width: 320, height: 440))
    }

    @Test func homeSendsTheAppToTheBackgroundAndTheIconBringsItBack() {
        let (device, delegate) = launch(.iPhone15Pro)
        #expect(delegate.log == ["didBecomeActive"])
        device.pressHome()
        #expect(UIApplication.shared.applicationState == .background)
        #expect(device.isShowingHomeScreen)
        #expect(delegate.log == ["didBecomeActive", "willResignActive", "didEnterBackground"])
        device.runFrame()
        // A tap elsewhere on the home screen does nothing; a tap on the icon opens the app.
        device.tap(at: CGPoint(x: 300, y: 600))
        #expect(device.isShowingHomeScreen)
        device.tap(at: CGPoint(x: 57, y: 105))
        #expect(!device.isShowingHomeScreen)
        #expect(UIApplication.shared.applicationState == .active)
        #expect(delegate.log.suffix(2) == ["willEnterForeground", "didBecomeActive"])
    }

    @Test func touchesCarryTheTimestampsTheyWereGiven() {
        let (device, _) = launch(.iPhone8)
        let view = TimestampRecordingView(frame: UIScreen.main.bounds)
        UIApplication.shared.keyWindow!.addSubview(view)
        device.touchDown(at: CGPoint(x: 100, y: 300), timestamp: 5.25)
        device.touchUp(timestamp: 5.5)
        device.runFrame()
        #expect(view.times == [5.25, 5.5])
    }
}
