import _Combine
import Dispatch
import Foundation
@_spi(UIKit) import QuartzCore
import SpringBoard
import Testing
import UIKit

/// `DispatchQueue.main`, `RunLoop.main` and `OperationQueue.main` schedule on the device clock:
/// their work runs in the device's deadline queue, never before its time, and their `now` moves
/// with virtual time.
@MainActor struct MainThreadSchedulerTests {
    @Test func receiveOnTheMainQueueDeliversInTheNextFrameAndNotBefore() throws {
        let device = try launchedDevice()
        let subject = PassthroughSubject<Int, Never>()
        let deliveries = Deliveries<Int>()
        let cancellable = subject.receive(on: DispatchQueue.main).sink { value in
            MainActor.assumeIsolated { deliveries.note(value) }
        }
        defer { cancellable.cancel() }
        let start = device.time
        subject.send(1)
        subject.send(2)
        #expect(deliveries.values.isEmpty, "receive(on:) delivers asynchronously, as on iOS")
        #expect(device.busyDescriptions.filter { $0.hasPrefix("DispatchQueue.main scheduler action") }.count == 2)
        device.runFrame()
        #expect(deliveries.values == [1, 2])
        // Work scheduled for now runs before the next frame, with the clock at its deadline.
        #expect(close(deliveries.times, [start, start]))
        #expect(device.isIdle)
    }

    @Test func receiveOnTheMainRunLoopAndMainOperationQueueDeliversOnTheDevice() throws {
        let device = try launchedDevice()
        let subject = PassthroughSubject<String, Never>()
        let deliveries = Deliveries<String>()
        var cancellables = Set<AnyCancellable>()
        subject.receive(on: RunLoop.main).sink { value in
            MainActor.assumeIsolated { deliveries.note("run loop \(value)") }
        }.store(in: &cancellables)
        subject.receive(on: OperationQueue.main).sink { value in
            MainActor.assumeIsolated { deliveries.note("operation queue \(value)") }
        }.store(in: &cancellables)
        subject.send("a")
        #expect(deliveries.values.isEmpty)
        #expect(device.busyDescriptions.contains { $0.hasPrefix("RunLoop.main scheduler action") })
        #expect(device.busyDescriptions.contains { $0.hasPrefix("OperationQueue.main scheduler action") })
        device.runFrame()
        // A subject sends to its subscribers in no documented order.
        #expect(Set(deliveries.values) == ["run loop a", "operation queue a"])
    }

    @Test func nowIsTheDeviceClockOnTheMainThread() throws {
        let device = try launchedDevice()
        let dispatchStart = DispatchQueue.main.now
        let runLoopStart = RunLoop.main.now
        let operationStart = OperationQueue.main.now
        device.advance(by: 2.5)
        #expect(dispatchStart.distance(to: DispatchQueue.main.now) == .milliseconds(2500))
        #expect(runLoopStart.distance(to: RunLoop.main.now) == .seconds(2.5))
        #expect(operationStart.distance(to: OperationQueue.main.now) == .seconds(2.5))
        #expect(dispatchStart < DispatchQueue.main.now)
    }

    @Test func workScheduledAfterATimeRunsWhenTheDeviceClockReachesIt() throws {
        let device = try launchedDevice()
        let deliveries = Deliveries<String>()
        let start = device.time
        DispatchQueue.main.schedule(after: DispatchQueue.main.now.advanced(by: .milliseconds(500))) {
            MainActor.assumeIsolated { deliveries.note("dispatch") }
        }
        RunLoop.main.schedule(after: RunLoop.main.now.advanced(by: 0.75)) {
            MainActor.assumeIsolated { deliveries.note("run loop") }
        }
        OperationQueue.main.schedule(after: OperationQueue.main.now.advanced(by: 1)) {
            MainActor.assumeIsolated { deliveries.note("operation queue") }
        }
        device.advance(by: 0.5 - frame)
        #expect(deliveries.values.isEmpty)
        device.advance(by: 1)
        #expect(deliveries.values == ["dispatch", "run loop", "operation queue"])
        #expect(close(deliveries.times, [start + 0.5, start + 0.75, start + 1]))
    }

    @Test func aTimeMadeFromDispatchTimeNowIsADelayFromNowOnTheDevice() throws {
        let device = try launchedDevice()
        let deliveries = Deliveries<String>()
        device.advance(by: 10)
        let start = device.time
        DispatchQueue.main.schedule(after: DispatchQueue.SchedulerTimeType(.now() + 0.5)) {
            MainActor.assumeIsolated { deliveries.note("half a second") }
        }
        device.advance(by: 0.4)
        #expect(deliveries.values.isEmpty)
        device.advance(by: 0.2)
        #expect(deliveries.values == ["half a second"])
        // Dispatch's clock moved on a little between the two reads of it.
        #expect(close(deliveries.times[0], start + 0.5, within: 0.05))
    }

    @Test func repeatingWorkKeepsItsPaceAndLeavesTheDeviceWhenCancelled() throws {
        let device = try launchedDevice()
        let deliveries = Deliveries<Int>()
        let start = device.time
        var count = 0
        let repeating = DispatchQueue.main.schedule(after: DispatchQueue.main.now.advanced(by: .seconds(1)),
                                                    interval: .seconds(1)) {
            MainActor.assumeIsolated {
                count += 1
                deliveries.note(count)
            }
        }
        device.advance(by: 3.5)
        #expect(deliveries.values == [1, 2, 3])
        #expect(close(deliveries.times, [start + 1, start + 2, start + 3]))
        #expect(!device.isIdle)
        repeating.cancel()
        #expect(device.isIdle)
        device.advance(by: 2)
        #expect(deliveries.values == [1, 2, 3])
    }

    @Test func withoutARunningDeviceTheMainQueueSchedulerGoesToDispatch() async throws {
        let device = try launchedDevice()
        let host = CAHostContext.current
        host?.resignCurrent()
        var cancellable: AnyCancellable?
        let delivered = await withCheckedContinuation { (done: CheckedContinuation<Int, Never>) in
            cancellable = Just(7).receive(on: DispatchQueue.main).sink { done.resume(returning: $0) }
        }
        host?.makeCurrent()
        cancellable?.cancel()
        #expect(delivered == 7)
        #expect(device.isIdle, "nothing was placed on the device")
    }

    @Test func otherQueuesScheduleOnDispatchsClock() async throws {
        let device = try launchedDevice()
        let queue = DispatchQueue(label: "MainThreadSchedulerTests.serial")
        let onQueue = DispatchSpecificKey<Bool>()
        queue.setSpecific(key: onQueue, value: true)
        let ranOnQueue = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
            queue.schedule(after: queue.now.advanced(by: .milliseconds(20))) {
                done.resume(returning: DispatchQueue.getSpecific(key: onQueue) == true)
            }
        }
        #expect(ranOnQueue)
        #expect(device.nextDeadline == nil, "no device work")
    }

    @Test func valuesSentFromAnotherThreadLandOnTheRunningDevice() async {
        // A child process, so that no other test makes its device current while the work hops.
        await #expect(processExitsWith: .success) {
            let (device, deliveries) = await MainActor.run { (Device(model: .iPhone8), Deliveries<Int>()) }
            let subject = PassthroughSubject<Int, Never>()
            let cancellable = subject.receive(on: DispatchQueue.main).sink { value in
                MainActor.assumeIsolated { deliveries.note(value) }
            }
            nonisolated(unsafe) let sender = subject
            DispatchQueue.global().async { sender.send(42) }
            while await MainActor.run(body: { device.nextDeadline == nil }) {
                try? await Task.sleep(for: .milliseconds(5))
            }
            await MainActor.run {
                precondition(deliveries.values.isEmpty, "delivered before the device ran")
                device.runFrame()
                precondition(deliveries.values == [42], "not delivered on the device")
            }
            cancellable.cancel()
        }
    }
}
