import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) @_spi(SourceCompatibility) import UIKit
import SpringBoard

/// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` on the device clock.
@MainActor
struct DeviceTimerTests {
    private func schedule(_ target: TimerTarget, every interval: TimeInterval, repeats: Bool,
                          userInfo: Any? = nil) -> Timer {
        Timer.scheduledTimer(timeInterval: interval, target: target, selector: Selector(TimerTarget.tick(_:)),
                             userInfo: userInfo, repeats: repeats)
    }

    @Test func aOneShotTimerFiresWhenVirtualTimeReachesItAndNeverBefore() {
        let (device, _, _) = launchRecordingApp()
        let target = TimerTarget()
        let timer = schedule(target, every: 0.5, repeats: false)
        #expect(timer.isValid)
        #expect(timer.timeInterval == 0, "a one-shot timer reports no interval")

        device.advance(by: 0.5 - frame)
        #expect(target.recorder.names.isEmpty)
        device.advance(by: frame)
        #expect(close(target.recorder.times, [0.5]))
        #expect(target.validWhileTicking == [true], "valid while its method runs")
        #expect(!timer.isValid)
        device.advance(by: 2)
        #expect(target.recorder.names.count == 1)
    }

    @Test func aTimerDueBetweenFramesRunsAtItsOwnTime() {
        let (device, _, _) = launchRecordingApp()
        let target = TimerTarget()
        _ = schedule(target, every: 0.31, repeats: false)
        device.advance(by: 0.3)
        #expect(target.recorder.names.isEmpty)
        device.runFrame()
        #expect(close(target.recorder.times, [0.31]))
    }

    @Test func aRepeatingTimerReschedulesFromItsFireDateUntilInvalidated() {
        let (device, _, _) = launchRecordingApp()
        let target = TimerTarget()
        let timer = schedule(target, every: 0.1, repeats: true)
        #expect(timer.timeInterval == 0.1)
        device.advance(by: 0.55)
        #expect(close(target.recorder.times, [0.1, 0.2, 0.3, 0.4, 0.5]))
        #expect(timer.isValid)
        timer.invalidate()
        #expect(!timer.isValid)
        device.advance(by: 1)
        #expect(target.recorder.names.count == 5)
    }

    @Test func invalidatingFromItsOwnMethodStopsARepeatingTimer() {
        let (device, _, _) = launchRecordingApp()
        let target = TimerTarget()
        target.onTick = { timer in
            if target.recorder.names.count == 2 { timer.invalidate() }
        }
        _ = schedule(target, every: 0.25, repeats: true)
        device.advance(by: 2)
        #expect(close(target.recorder.times, [0.25, 0.5]))
    }

    @Test func fireCallsTheMethodAtOnceWithoutMovingARepeatingTimersSchedule() {
        let (device, _, _) = launchRecordingApp()
        let target = TimerTarget()
        let repeating = schedule(target, every: 0.5, repeats: true)
        device.advance(by: 0.2)
        repeating.fire()
        device.advance(by: 0.8)
        #expect(close(target.recorder.times, [0.2, 0.5, 1.0]))
        #expect(repeating.isValid)
        repeating.invalidate()
        repeating.fire()
        #expect(target.recorder.names.count == 3, "an invalid timer does not fire")
    }

    @Test func fireInvalidatesAOneShotTimerBeforeItsDate() {
        let (device, _, _) = launchRecordingApp()
        let target = TimerTarget()
        let timer = schedule(target, every: 1, repeats: false)
        timer.fire()
        #expect(target.recorder.names == ["tick"])
        #expect(!timer.isValid)
        device.advance(by: 2)
        #expect(target.recorder.names == ["tick"])
    }

    @Test func theFireDateIsAWallClockDateThatMovesTheTimer() {
        let (device, _, _) = launchRecordingApp()
        let target = TimerTarget()
        let timer = schedule(target, every: 1, repeats: true)
        #expect(close(timer.fireDate.timeIntervalSinceNow, 1, within: 0.25))

        timer.fireDate = Date(timeIntervalSinceNow: 0.25)
        device.advance(by: 1.5)
        #expect(close(target.recorder.times, [0.25, 1.25], within: 0.05), "rescheduled from the new fire date")

        timer.fireDate = .distantFuture
        #expect(timer.fireDate == .distantFuture)
        device.advance(by: 5)
        #expect(target.recorder.names.count == 2)
        #expect(timer.isValid, "parked, not invalidated")
        #expect(device.isIdle, "a parked timer is not pending work")

        timer.fireDate = Date()
        device.runFrame()
        #expect(target.recorder.names.count == 3)
        #expect(close(target.recorder.times.last!, 6.5, within: 0.05))
        timer.invalidate()
    }

    @Test func aTimerKeepsItsTargetAndUserInfoUntilInvalidated() {
        let (_, _, _) = launchRecordingApp()
        weak var weakTarget: TimerTarget?
        var timer: Timer?
        do {
            let target = TimerTarget()
            weakTarget = target
            timer = schedule(target, every: 1, repeats: true, userInfo: ["page": 3])
        }
        #expect(weakTarget != nil)
        #expect(timer?.userInfo as? [String: Int] == ["page": 3])
        timer?.invalidate()
        #expect(weakTarget == nil)
        #expect(timer?.userInfo == nil)
    }

    @Test func workDueAtTheSameTimeRunsInTheOrderItWasScheduled() {
        let (device, _, _) = launchRecordingApp()
        let recorder = RunRecorder()
        let first = TimerTarget(recorder: recorder), second = TimerTarget(recorder: recorder)
        _ = Timer.scheduledTimer(timeInterval: 0.5, target: second, selector: Selector(TimerTarget.tock(_:)), userInfo: nil, repeats: false)
        first.perform(Selector(TimerTarget.show(_:)), with: "perform", afterDelay: 0.5)
        _ = Timer.scheduledTimer(timeInterval: 0.5, target: first, selector: Selector(TimerTarget.tick(_:)), userInfo: nil, repeats: false)
        device.advance(by: 0.5)
        #expect(recorder.names == ["tock", "show perform", "tick"])
        #expect(close(recorder.times, [0.5, 0.5, 0.5]))
    }

    @Test func workScheduledFromInsideATimerRunsWhenItFallsDue() {
        let (device, _, _) = launchRecordingApp()
        let target = TimerTarget()
        let recorder = target.recorder
        target.onTick = { _ in
            DispatchQueue.main.async { MainActor.assumeIsolated { recorder.note("main queue") } }
            target.perform(Selector(TimerTarget.refresh), with: nil, afterDelay: 0.25)
        }
        _ = schedule(target, every: 0.5, repeats: false)
        device.advance(by: 0.5)
        #expect(recorder.names == ["tick", "main queue"])
        #expect(close(recorder.times, [0.5, 0.5]))
        device.advance(by: 0.25 - frame)
        #expect(recorder.names.count == 2)
        device.advance(by: frame)
        #expect(recorder.names.last == "refresh")
        #expect(close(recorder.times.last!, 0.75))
    }

    @Test func settleWaitsForATimerAndNamesOneThatNeverEnds() throws {
        let (device, _, _) = launchRecordingApp()
        let target = TimerTarget()
        _ = schedule(target, every: 0.5, repeats: false)
        try device.settle()
        #expect(close(target.recorder.times, [0.5]))

        let repeating = schedule(target, every: 0.25, repeats: true)
        #expect(device.busyDescriptions.contains { $0.hasPrefix("Timer repeating every 0.25 s calling Selector(TimerTarget.<method>(Timer))") })
        #expect {
            try device.settle(timeout: 1)
        } throws: { error in
            "\(error)".contains("Timer repeating every 0.25 s calling Selector(TimerTarget.<method>(Timer))")
        }
        repeating.invalidate()
        try device.settle()
    }

    @Test func aTimerRunsOnTheClockOfTheDeviceThatScheduledIt() {
        let (a, _, _) = launchRecordingApp(.iPhone15Pro)
        let (b, _, _) = launchRecordingApp(.iPhone8)
        a.makeCurrent()
        let target = TimerTarget()
        _ = schedule(target, every: 0.5, repeats: false)
        b.advance(by: 2)
        #expect(target.recorder.names.isEmpty)
        a.advance(by: 0.5)
        #expect(target.recorder.names == ["tick"])
    }
}

/// Foundation's block timers and unscheduled timers on the device clock, through the members the
/// source-compatibility plugin rewrites their calls to.
@MainActor
struct DeviceBlockTimerTests {
    @Test func aScheduledBlockTimerFiresOnVirtualTimeAndRepeatsUntilInvalidated() {
        let (device, _, _) = launchRecordingApp()
        let recorder = RunRecorder()
        let timer = Timer._deviceScheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in
            MainActor.assumeIsolated { recorder.note("block") }
        }
        device.advance(by: 0.25 - frame)
        #expect(recorder.names.isEmpty)
        device.advance(by: 0.55)
        #expect(close(recorder.times, [0.25, 0.5, 0.75]))
        timer.invalidate()
        device.advance(by: 1)
        #expect(recorder.names.count == 3)
    }

    @Test func aBlockTimerPassesItselfAndAOneShotEndsAfterItsBlock() {
        let (device, _, _) = launchRecordingApp()
        nonisolated(unsafe) var seen: [Timer] = []
        let timer = Timer._deviceScheduledTimer(withTimeInterval: 0.1, repeats: false) { seen.append($0) }
        device.advance(by: 1)
        #expect(seen.count == 1 && seen.first === timer)
        #expect(!timer.isValid)
    }

    @Test func anUnscheduledTimerStartsWhenAddedToTheMainRunLoopOnce() {
        let (device, _, _) = launchRecordingApp()
        let recorder = RunRecorder()
        let timer = Timer._deviceTimer(timeInterval: 0.5, repeats: true) { _ in
            MainActor.assumeIsolated { recorder.note("block") }
        }
        device.advance(by: 0.4)
        #expect(recorder.names.isEmpty, "not added to a run loop, it does not fire")
        #expect(timer.isValid)
        #expect(timer.description.contains("not added to a run loop"))
        RunLoop.main._deviceAdd(timer, forMode: .common)
        RunLoop.main._deviceAdd(timer, forMode: .default)
        device.advance(by: 0.65)
        // Its first fire date is 0.5 s after it was made; a second add schedules nothing more.
        #expect(close(recorder.times, [0.5, 1.0]))
        timer.invalidate()
    }

    @Test func aTargetTimerMadeUnscheduledCallsItsSelectorOnceAdded() {
        let (device, _, _) = launchRecordingApp()
        let target = TimerTarget()
        let timer = Timer._deviceTimer(timeInterval: 0.2, target: target, selector: Selector(TimerTarget.tick(_:)),
                                       userInfo: "info", repeats: true)
        #expect(timer.userInfo as? String == "info")
        RunLoop.main._deviceAdd(timer, forMode: .common)
        device.advance(by: 0.45)
        #expect(close(target.recorder.times, [0.2, 0.4]))
        timer.invalidate()
    }

    @Test func settleNamesARepeatingBlockTimer() throws {
        let (device, _, _) = launchRecordingApp()
        let timer = Timer._deviceScheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in }
        #expect {
            try device.settle(timeout: 1)
        } throws: { error in
            "\(error)".contains("Timer repeating every 0.25 s calling a block")
        }
        timer.invalidate()
        try device.settle()
    }
}
