import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
@testable import SpringBoard

@MainActor
struct StatusBarRoutingTests {
    @Test func statusBarFramesFollowTheModel() {
        for (model, height) in [(DeviceModel.iPhone3GS, 20.0), (.iPhone8, 20), (.iPhoneX, 44), (.iPhone15Pro, 54)] {
            let (device, app, _) = launchRecordingApp(model)
            #expect(app.statusBarFrame == CGRect(x: 0, y: 0, width: model.screenSize.width, height: CGFloat(height)))
            device.statusBar.isHidden = true
            #expect(app.statusBarFrame == .zero)
            #expect(app.isStatusBarHidden)
        }
    }

    @Test func aStatusBarTouchReachesSendEventAsAStatusBarEventAndNeverAView() {
        let (device, app, delegate) = launchRecordingApp()
        app.events.removeAll()
        device.tap(at: CGPoint(x: 100, y: 20))
        #expect(app.events == ["statusBar began", "statusBar ended"])
        #expect(app.statusBarLocations == [CGPoint(x: 100, y: 20), CGPoint(x: 100, y: 20)])
        #expect(delegate.view.log.isEmpty)
    }

    @Test func aTouchBelowTheStatusBarReachesTheViewWithItsPhasesAndLocations() {
        let (device, app, delegate) = launchRecordingApp()
        app.events.removeAll()
        device.touchDown(at: CGPoint(x: 50, y: 300))
        device.runFrame()
        device.touchMove(to: CGPoint(x: 60, y: 310))
        device.runFrame()
        device.touchUp()
        device.runFrame()
        #expect(delegate.view.log == ["began (50.0, 300.0)", "moved (60.0, 310.0)", "ended (60.0, 310.0)"])
        #expect(app.events == ["touches 1", "touches 1", "touches 1"])
        #expect(!device.hasActiveTouches)
    }

    @Test func aTouchThatBeginsInTheStatusBarStaysAStatusBarTouchWhenItMovesOutOfIt() {
        let (device, app, delegate) = launchRecordingApp()
        app.events.removeAll()
        // Along the bar and out of its side: no pull.
        device.touchDown(at: CGPoint(x: 100, y: 10))
        device.touchMove(to: CGPoint(x: 392, y: 20))
        device.touchUp()
        device.runFrame()
        #expect(app.events == ["statusBar began", "statusBar moved", "statusBar ended"])
        #expect(delegate.view.log.isEmpty)
    }

    @Test func pullingDownFromTheStatusBarIsNotificationCentersPullAndCancelsTheStatusBarTouch() {
        let (device, app, delegate) = launchRecordingApp()
        app.events.removeAll()
        device.touchDown(at: CGPoint(x: 100, y: 10))
        device.runFrame()
        device.touchMove(to: CGPoint(x: 100, y: 400))
        device.runFrame()
        device.touchUp()
        device.runFrame()
        #expect(app.events == ["statusBar began", "statusBar cancelled"])
        #expect(delegate.view.log.isEmpty)
        #expect(device.shell.overlay?.gesture == .notificationCenter)
    }

    @Test func quickSecondTapInThePlaceCountsTwoTaps() {
        let (device, _, delegate) = launchRecordingApp()
        device.tap(at: CGPoint(x: 200, y: 400), duration: 0.05)
        device.tap(at: CGPoint(x: 205, y: 402), duration: 0.05)
        device.advance(by: 1)
        device.tap(at: CGPoint(x: 205, y: 402), duration: 0.05)
        #expect(delegate.view.tapCounts == [1, 2, 1])
    }

    @Test func inputWaitsForTheNextFrame() {
        let (device, _, delegate) = launchRecordingApp()
        device.touchDown(at: CGPoint(x: 10, y: 400))
        #expect(delegate.view.log.isEmpty)
        #expect(device.hasActiveTouches)
        device.runFrame()
        #expect(delegate.view.log.count == 1)
        device.touchUp()
        device.runFrame()
    }
}
