import Dispatch
import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import QuartzCore
import SpringBoard

/// `DispatchQueue.main.async` and `asyncAfter` on the device clock, other queues on Dispatch,
/// and Foundation's block timers named by `settle()`.
@MainActor
struct MainQueueTests {
    @Test func mainQueueWorkRunsInTheNextFrameInOrderAndNotBefore() {
        let (device, _, _) = launchRecordingApp()
        let recorder = RunRecorder()
        DispatchQueue.main.async { MainActor.assumeIsolated { recorder.note("first") } }
        DispatchQueue.main.async { MainActor.assumeIsolated { recorder.note("second") } }
        #expect(recorder.names.isEmpty)
        #expect(device.busyDescriptions.filter { $0.hasPrefix("DispatchQueue.main.async block") }.count == 2)
        device.runFrame()
        #expect(recorder.names == ["first", "second"])
    }

    @Test func asyncAfterRunsWhenTheDeviceClockReachesTheDeadline() {
        let (device, _, _) = launchRecordingApp()
        let recorder = RunRecorder()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { MainActor.assumeIsolated { recorder.note("deadline") } }
        DispatchQueue.main.asyncAfter(wallDeadline: .now() + 0.75) { MainActor.assumeIsolated { recorder.note("wall") } }
        device.advance(by: 0.5 - frame)
        #expect(recorder.names.isEmpty)
        device.advance(by: frame)
        #expect(recorder.names == ["deadline"])
        #expect(close(recorder.times[0], 0.5, within: 0.01))
        device.advance(by: 0.25 - frame)
        #expect(recorder.names == ["deadline"])
        device.advance(by: frame)
        #expect(recorder.names == ["deadline", "wall"])
        #expect(close(recorder.times[1], 0.75, within: 0.01))
    }

    @Test func aPastDeadlineRunsInTheNextFrameAndTheDistantFutureNever() {
        let (device, _, _) = launchRecordingApp()
        let recorder = RunRecorder()
        DispatchQueue.main.asyncAfter(deadline: .distantFuture) { MainActor.assumeIsolated { recorder.note("never") } }
        DispatchQueue.main.asyncAfter(wallDeadline: .distantFuture) { MainActor.assumeIsolated { recorder.note("never") } }
        DispatchQueue.main.asyncAfter(deadline: .now() - 1) { MainActor.assumeIsolated { recorder.note("late") } }
        device.runFrame()
        #expect(recorder.names == ["late"])
        #expect(device.isIdle)
    }

    @Test func otherQueuesGoToDispatchUnchanged() async {
        let (device, _, _) = launchRecordingApp()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async { done.resume() }
        }
        let serial = DispatchQueue(label: "MainQueueTests.serial")
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            serial.asyncAfter(deadline: .now() + 0.05) { done.resume() }
        }
        #expect(device.nextDeadline == nil)
        #expect(device.frameCount == 1, "no device frame was needed")
    }

    @Test func withoutARunningDeviceMainQueueWorkGoesToDispatch() async {
        let (device, _, _) = launchRecordingApp()
        let recorder = RunRecorder()
        let host = CAHostContext.current
        host?.resignCurrent()
        DispatchQueue.main.async { MainActor.assumeIsolated { recorder.note("async") } }
        DispatchQueue.main.asyncAfter(deadline: .now()) { MainActor.assumeIsolated { recorder.note("asyncAfter") } }
        host?.makeCurrent()
        #expect(device.nextDeadline == nil)
        // Dispatch's own form, submitted after the others to the same queue, runs after them.
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.05, qos: .unspecified, flags: []) { done.resume() }
        }
        #expect(Set(recorder.names) == ["async", "asyncAfter"])
        #expect(device.frameCount == 1)
    }

    @Test func mainQueueWorkSubmittedFromAnotherThreadLandsOnTheRunningDevice() async {
        // A child process, so that no other test makes its device current while the work hops.
        await #expect(processExitsWith: .success) {
            let (device, recorder) = await MainActor.run { (Device(model: .iPhone8), RunRecorder()) }
            DispatchQueue.global().async {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                    MainActor.assumeIsolated { recorder.note("hopped") }
                }
            }
            while await MainActor.run(body: { device.nextDeadline == nil }) {
                try? await Task.sleep(for: .milliseconds(5))
            }
            await MainActor.run {
                device.advance(by: 0.3)
                precondition(recorder.names.isEmpty, "ran before its deadline")
                device.advance(by: 0.3)
                precondition(recorder.names == ["hopped"], "did not run on the device")
            }
        }
    }

    @Test func settleNamesAFoundationBlockTimerItCannotRun() throws {
        let (device, _, _) = launchRecordingApp()
        let recorder = RunRecorder()
        let timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
            MainActor.assumeIsolated { recorder.note("block") }
        }
        defer { timer.invalidate() }
        device.advance(by: 1)
        #expect(recorder.names.isEmpty, "Foundation's run loop does not run on the device clock")
        #expect {
            try device.settle(timeout: 0.5)
        } throws: { error in
            "\(error)".contains("a Foundation run-loop timer (next fire date ")
                && "\(error)".contains("Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)")
        }
        timer.invalidate()
        try device.settle()
    }
}
