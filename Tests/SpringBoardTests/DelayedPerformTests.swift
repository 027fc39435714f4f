import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard

/// `perform(_:with:afterDelay:)` and `cancelPreviousPerformRequests` on responders and NSObjects.
@MainActor
struct DelayedPerformTests {
    @Test func aResponderPerformsTheSelectorWhenTheDelayHasPassedAndNotBefore() {
        let (device, _, _) = launchRecordingApp()
        let target = TimerTarget()
        target.perform(Selector(TimerTarget.show(_:)), with: "hello", afterDelay: 0.2)
        device.advance(by: 0.2 - frame)
        #expect(target.recorder.names.isEmpty)
        device.advance(by: frame)
        #expect(target.recorder.names == ["show hello"])
        #expect(close(target.recorder.times, [0.2]))
    }

    @Test func anNSObjectPerformsTheSelectorAndAZeroDelayMeansTheNextFrame() {
        let (device, _, _) = launchRecordingApp()
        let poller = Poller()
        poller.perform(Selector(Poller.poll), with: nil, afterDelay: 0)
        poller.perform(Selector(Poller.load(_:)), with: 2, afterDelay: -1)
        #expect(poller.recorder.names.isEmpty)
        device.runFrame()
        #expect(poller.recorder.names == ["poll", "load 2"])
    }

    @Test func cancellingByTargetCancelsOnlyThatTargetsRequests() {
        let (device, _, _) = launchRecordingApp()
        let recorder = RunRecorder()
        let view = TimerTarget(recorder: recorder), poller = Poller(recorder: recorder)
        view.perform(Selector(TimerTarget.refresh), with: nil, afterDelay: 0.1)
        view.perform(Selector(TimerTarget.show(_:)), with: "x", afterDelay: 0.2)
        poller.perform(Selector(Poller.poll), with: nil, afterDelay: 0.1)
        NSObject.cancelPreviousPerformRequests(withTarget: view)
        device.advance(by: 1)
        #expect(recorder.names == ["poll"])

        poller.perform(Selector(Poller.poll), with: nil, afterDelay: 0.1)
        UIResponder.cancelPreviousPerformRequests(withTarget: poller)
        device.advance(by: 1)
        #expect(recorder.names == ["poll"])
    }

    @Test func cancellingBySelectorAndObjectCancelsOnlyMatchingRequests() {
        let (device, _, _) = launchRecordingApp()
        let target = TimerTarget()
        target.perform(Selector(TimerTarget.show(_:)), with: "a", afterDelay: 0.1)
        target.perform(Selector(TimerTarget.show(_:)), with: "b", afterDelay: 0.1)
        target.perform(Selector(TimerTarget.flash(_:)), with: 1, afterDelay: 0.1)
        target.perform(Selector(TimerTarget.refresh), with: nil, afterDelay: 0.1)
        NSObject.cancelPreviousPerformRequests(withTarget: target, selector: Selector(TimerTarget.show(_:)), object: "a")
        UIResponder.cancelPreviousPerformRequests(withTarget: target, selector: Selector(TimerTarget.refresh), object: nil)
        NSObject.cancelPreviousPerformRequests(withTarget: target, selector: Selector(TimerTarget.flash(_:)), object: 2)
        device.advance(by: 0.5)
        #expect(target.recorder.names == ["show b", "flash 1"])
    }

    @Test func cancellingBeforePerformingAgainDebounces() {
        let (device, _, _) = launchRecordingApp()
        let target = TimerTarget()
        for keystroke in 0..<3 {
            NSObject.cancelPreviousPerformRequests(withTarget: target, selector: Selector(TimerTarget.refresh), object: nil)
            target.perform(Selector(TimerTarget.refresh), with: nil, afterDelay: 0.3)
            if keystroke < 2 { device.advance(by: 0.1) }
        }
        device.advance(by: 1)
        #expect(target.recorder.names == ["refresh"])
        #expect(close(target.recorder.times, [0.5]))
    }

    @Test func aRequestKeepsItsTargetAndArgumentUntilItRuns() {
        let (device, _, _) = launchRecordingApp()
        let recorder = RunRecorder()
        weak var weakPoller: Poller?
        weak var weakArgument: NSString?
        do {
            let poller = Poller(recorder: recorder)
            let argument = NSString(string: "page")
            weakPoller = poller
            weakArgument = argument
            poller.perform(Selector(Poller.poll), with: argument, afterDelay: 0.1)
        }
        #expect(weakPoller != nil && weakArgument != nil)
        device.advance(by: 0.1)
        #expect(recorder.names == ["poll"])
        #expect(weakPoller == nil && weakArgument == nil)
    }

    @Test func aViewsRequestRunsOnItsOwnDevicesClock() {
        let (a, _, aDelegate) = launchRecordingApp(.iPhone15Pro)
        let (b, _, _) = launchRecordingApp(.iPhone8)
        a.advance(by: 1)
        b.advance(by: 0.1)   // B was driven last: it is the current device.
        aDelegate.view.perform(Selector(RecordingView.blink), with: nil, afterDelay: 0.25)
        #expect(a.nextDeadline != nil)
        #expect(b.nextDeadline == nil)
        b.advance(by: 1)
        #expect(aDelegate.view.log.isEmpty)
        a.advance(by: 0.25)
        #expect(aDelegate.view.log == ["blink at 1.25"])
    }
}

extension RecordingView {
    func blink() { log.append("blink at \(CACurrentMediaTime())") }
}
