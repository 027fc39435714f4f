import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import QuartzCore
import SpringBoard

/// Two devices in one process, driven interleaved, each keep their own time, animations,
/// touches and notifications.
@MainActor
struct TwoDevicesTests {
    @Test func aViewAnimatedWhileAnotherDeviceIsCurrentRunsOnItsOwnDevice() throws {
        let (a, _, aDelegate) = launchRecordingApp(.iPhone15Pro)
        let (b, _, _) = launchRecordingApp(.iPhone8)
        a.advance(by: 1)
        b.advance(by: 0.25)   // B was driven last: it is the current device.
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { aDelegate.view.alpha = 0 }, completion: { finished = $0 })
        let fade = try #require(aDelegate.view.layer.animationKeys()?.first.flatMap { aDelegate.view.layer.animation(forKey: $0) })
        #expect(abs(fade.beginTime - a.time) < 1e-9)
        #expect(!a.isIdle)
        #expect(b.isIdle)

        b.advance(by: 3)
        #expect(finished == nil)
        #expect(aDelegate.view.layer.animationKeys() != nil)

        a.advance(by: 0.5)
        let halfway = try #require(aDelegate.view.layer.presentation()?.opacity)
        #expect(halfway > 0.05 && halfway < 0.95)
        try a.settle()
        #expect(finished == true)
        #expect(abs(a.time - 2) < 0.05)
        #expect(abs(b.time - 3.25) < 1e-9)
    }

    @Test func tapsReachOnlyTheirOwnDevicesViews() {
        let (a, _, aDelegate) = launchRecordingApp(.iPhone15Pro)
        let (b, _, bDelegate) = launchRecordingApp(.iPhone8)
        a.touchDown(at: CGPoint(x: 100, y: 300))
        b.touchDown(at: CGPoint(x: 50, y: 200))
        b.runFrame()
        #expect(aDelegate.view.log.isEmpty)
        #expect(bDelegate.view.log == ["began (50.0, 200.0)"])
        a.runFrame()
        #expect(aDelegate.view.log == ["began (100.0, 300.0)"])
        a.touchUp()
        b.touchUp()
        a.runFrame()
        b.runFrame()
        #expect(aDelegate.view.log.last == "ended (100.0, 300.0)")
        #expect(bDelegate.view.log.last == "ended (50.0, 200.0)")
    }

    @Test func deadlineWorkRunsOnTheDeviceThatScheduledIt() {
        let (a, _, _) = launchRecordingApp(.iPhone15Pro)
        let (b, _, _) = launchRecordingApp(.iPhone8)
        var ranOn: [String] = []
        a.makeCurrent()
        CAHostContext.current!.schedule(at: a.time + 0.5, label: "on A") { ranOn.append("A at \(a.time)") }
        b.advance(by: 1)
        #expect(ranOn.isEmpty)
        a.advance(by: 0.5)
        #expect(ranOn == ["A at 0.5"])
    }

    @Test func eachAppPostsItsOwnNotifications() {
        let (a, aApp, _) = launchRecordingApp(.iPhone8)
        let (b, bApp, _) = launchRecordingApp(.iPhone8)
        var heard: [String] = []
        let center = NotificationCenter.default
        let tokens = [
            center.addObserver(forName: UIApplication.didChangeStatusBarFrameNotification, object: aApp, queue: nil) { _ in
                MainActor.assumeIsolated { heard.append("A") }
            },
            center.addObserver(forName: UIApplication.didChangeStatusBarFrameNotification, object: bApp, queue: nil) { _ in
                MainActor.assumeIsolated { heard.append("B") }
            },
        ]
        defer { tokens.forEach(center.removeObserver) }
        a.makeCurrent()
        b.isInCallStatusBarShown = true
        #expect(heard == ["B"])
        a.isInCallStatusBarShown = true
        #expect(heard == ["B", "A"])
        #expect(aApp.statusBarFrame.height == 40)
        b.isInCallStatusBarShown = false
        #expect(bApp.statusBarFrame.height == 20)
        #expect(aApp.statusBarFrame.height == 40)
    }

    @Test func eachDeviceIsOneUIDeviceThatSendsItsOwnOrientationChanges() {
        let (a, _, _) = launchRecordingApp(.iPhone15Pro)
        let aDevice = UIDevice.current
        #expect(UIDevice.current === aDevice)
        let (b, _, _) = launchRecordingApp(.iPhone8)
        let bDevice = UIDevice.current
        #expect(bDevice !== aDevice)
        var heard: [String] = []
        let center = NotificationCenter.default
        let token = center.addObserver(forName: UIDevice.orientationDidChangeNotification, object: aDevice, queue: nil) { note in
            let sender = (note.object as AnyObject?).map(ObjectIdentifier.init)
            MainActor.assumeIsolated { heard.append(sender == ObjectIdentifier(aDevice) ? "A's device" : "another") }
        }
        defer { center.removeObserver(token) }
        b.rotate(to: .landscapeLeft)
        #expect(heard.isEmpty)
        a.rotate(to: .landscapeLeft)
        #expect(heard == ["A's device"])
        #expect(aDevice.orientation == .landscapeLeft)
    }

    @Test func makingASecondDeviceLeavesNothingPendingOnTheFirst() throws {
        let (a, _, _) = launchRecordingApp(.iPhone15Pro)
        try a.settle()
        let (b, _, _) = launchRecordingApp(.iPhone8)
        #expect(a.busyDescriptions == [])
        try b.settle()
        #expect(a.isIdle && b.isIdle)
    }
}
