import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard

@MainActor
struct DeviceTimeTests {
    @Test func advancingOneSecondRunsSixtyFramesAndEndsAtTheTarget() {
        let (device, _, _) = launchRecordingApp()
        let before = device.frameCount
        device.advance(by: 1)
        #expect(device.frameCount - before == 60)
        #expect(abs(device.time - 1) < 1e-9)
        #expect(CACurrentMediaTime() == device.time)
    }

    @Test func settleRunsAnAnimationToItsEndAndCallsItsCompletion() throws {
        let (device, _, delegate) = launchRecordingApp()
        var finished: Bool?
        UIView.animate(withDuration: 0.5, animations: { delegate.view.alpha = 0.5 }, completion: { finished = $0 })
        try device.settle()
        #expect(finished == true)
        #expect(delegate.view.layer.presentation()?.opacity == 0.5)
        #expect(device.isIdle)
        #expect(device.time >= 0.5 && device.time < 0.6)
    }

    @Test func settleFailsNamingAnAnimationThatNeverEnds() {
        let (device, _, delegate) = launchRecordingApp()
        delegate.view.layer.name = "spinner"
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat], animations: { delegate.view.alpha = 0 })
        do {
            try device.settle(timeout: 2)
            Issue.record("settle returned although an animation repeats forever")
        } catch let error as DeviceError {
            #expect(error.description.contains("spinner"))
            #expect(error.description.contains("opacity"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func twoDevicesKeepTheirOwnTimeAndApps() {
        let (first, firstApp, _) = launchRecordingApp(.iPhone15Pro)
        let (second, secondApp, _) = launchRecordingApp(.iPhone8)
        first.advance(by: 2)
        #expect(UIApplication.shared === firstApp)
        #expect(UIScreen.main.bounds.width == 393)
        second.advance(by: 0.5)
        #expect(UIApplication.shared === secondApp)
        #expect(UIScreen.main.bounds.width == 375)
        #expect(abs(first.time - 2) < 1e-9 && abs(second.time - 0.5) < 1e-9)
    }
}

@MainActor
struct UnchangedAnimationTests {
    @Test func animatingAPropertyToTheValueItHasCompletesAtTheNextCommit() throws {
        let (device, _, delegate) = launchRecordingApp()
        var finished: Bool?
        let start = device.time
        UIView.animate(withDuration: 1, animations: { delegate.view.alpha = 1 }, completion: { finished = $0 })
        #expect(delegate.view.layer.animationKeys() == nil)
        device.runFrame()
        #expect(finished == true)
        #expect(device.time - start < 0.1)
    }
}

@MainActor
struct DeviceMisuseTests {
    @Test func settleFailsNamingAZeroDurationAnimationChainThatNeverEnds() {
        let (device, _, delegate) = launchRecordingApp()
        var steps = 0
        func step() {
            UIView.animate(withDuration: 0, animations: { delegate.view.alpha = delegate.view.alpha == 1 ? 0.5 : 1 },
                           completion: { _ in
                               steps += 1
                               step()
                           })
        }
        step()
        do {
            try device.settle(timeout: 1)
            Issue.record("settle returned although the chain never ends")
        } catch let error as DeviceError {
            #expect(error.description.contains("a UIView animation completion"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
        // One step per frame: about 60 in the second of device time.
        #expect(steps >= 55 && steps <= 62)
    }
}
