import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard

/// `UITouch.tapCount` through the device's input, with the window for the next tap closed by
/// the device's deadline queue.
@MainActor
struct TapCountTests {
    @Test func aSecondTapSoonAfterTheFirstInThePlaceCountsTwo() {
        let (device, _, delegate) = launchRecordingApp()
        device.tap(at: CGPoint(x: 100, y: 300))
        device.advance(by: 0.2)
        device.tap(at: CGPoint(x: 120, y: 310))
        #expect(delegate.view.tapCounts == [1, 2])
    }

    @Test func aTapAfterTheWindowClosedStartsAgainAtOne() {
        let (device, _, delegate) = launchRecordingApp()
        device.tap(at: CGPoint(x: 100, y: 300))
        device.advance(by: 0.4)
        device.tap(at: CGPoint(x: 100, y: 300))
        #expect(delegate.view.tapCounts == [1, 1])
    }

    @Test func aTapFarFromTheLastLiftStartsAgainAtOne() {
        let (device, _, delegate) = launchRecordingApp()
        device.tap(at: CGPoint(x: 100, y: 300))
        device.tap(at: CGPoint(x: 100, y: 400))
        #expect(delegate.view.tapCounts == [1, 1])
    }

    @Test func theWindowClosesOnTheDeviceClockWhateverALateTouchsTimestampSays() {
        let (device, _, delegate) = launchRecordingApp()
        device.tap(at: CGPoint(x: 100, y: 300))
        let lift = device.time
        device.advance(by: 0.5)
        // A touch whose own timestamp falls inside the window, delivered after it closed.
        device.touchDown(at: CGPoint(x: 100, y: 300), timestamp: lift + 0.1)
        device.runFrame()
        #expect(delegate.view.tapCounts == [1, 1])
        device.touchUp()
        device.runFrame()
    }

    @Test func settlingDoesNotWaitForTheTapCountWindow() throws {
        let (device, _, _) = launchRecordingApp()
        device.tap(at: CGPoint(x: 100, y: 300))
        let afterTap = device.time
        try device.settle()
        #expect(device.time == afterTap)
        #expect(device.isIdle)
    }
}
