import _Combine
import Foundation
import SpringBoard
import Testing
import UIKit

/// Combine's time operators on the main-thread schedulers follow the device clock: a debounce
/// emits when virtual time has passed its due time since the last value, a throttle measures its
/// interval on the device clock, and so on.
@MainActor struct TimeOperatorTests {
    @Test func debounceOnTheMainQueueEmitsTheLastValueItsDueTimeAfterIt() throws {
        let device = try launchedDevice()
        let query = PassthroughSubject<String, Never>()
        let deliveries = Deliveries<String>()
        let cancellable = query.debounce(for: .milliseconds(300), scheduler: DispatchQueue.main).sink { value in
            MainActor.assumeIsolated { deliveries.note(value) }
        }
        defer { cancellable.cancel() }
        query.send("s")
        device.advance(by: 0.2)
        query.send("sw")
        device.advance(by: 0.2)
        let lastSent = device.time
        query.send("swi")
        device.advance(by: 0.3 - frame)
        #expect(deliveries.values.isEmpty, "not before 300 ms of quiet")
        device.advance(by: frame)
        #expect(deliveries.values == ["swi"])
        #expect(close(deliveries.times, [lastSent + 0.3]))
        device.advance(by: 1)
        #expect(deliveries.values == ["swi"])
        #expect(device.isIdle)
    }

    @Test func debounceOnTheMainRunLoopFollowsTheDeviceClock() throws {
        let device = try launchedDevice()
        let taps = PassthroughSubject<Int, Never>()
        let deliveries = Deliveries<Int>()
        let cancellable = taps.debounce(for: .milliseconds(500), scheduler: RunLoop.main).sink { value in
            MainActor.assumeIsolated { deliveries.note(value) }
        }
        defer { cancellable.cancel() }
        let start = device.time
        taps.send(1)
        device.advance(by: 0.4)
        taps.send(2)
        device.advance(by: 5)
        #expect(deliveries.values == [2])
        #expect(close(deliveries.times, [start + 0.9]))
    }

    @Test func throttleMeasuresItsIntervalOnTheDeviceClock() throws {
        let device = try launchedDevice()
        let events = PassthroughSubject<Int, Never>()
        let deliveries = Deliveries<Int>()
        let cancellable = events.throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: true).sink { value in
            MainActor.assumeIsolated { deliveries.note(value) }
        }
        defer { cancellable.cancel() }
        let start = device.time
        events.send(1)
        device.advance(by: 0.25)
        events.send(2)
        device.advance(by: 0.25)
        events.send(3)
        device.advance(by: 2)
        #expect(deliveries.values == [1, 3])
        #expect(close(deliveries.times, [start + frame, start + 1 + frame], within: frame + 1e-9))
        events.send(4)
        device.advance(by: 0.1)
        #expect(deliveries.values == [1, 3, 4], "more than the interval has passed on the device clock")
    }

    @Test func delayAndMeasureIntervalUseTheDeviceClock() throws {
        let device = try launchedDevice()
        let deliveries = Deliveries<String>()
        var cancellables = Set<AnyCancellable>()
        let start = device.time
        Just("late").delay(for: .seconds(2), scheduler: DispatchQueue.main).sink { value in
            MainActor.assumeIsolated { deliveries.note(value) }
        }.store(in: &cancellables)
        let ticks = PassthroughSubject<Void, Never>()
        var intervals: [DispatchQueue.SchedulerTimeType.Stride] = []
        ticks.measureInterval(using: DispatchQueue.main).sink { intervals.append($0) }.store(in: &cancellables)
        ticks.send()
        device.advance(by: 0.75)
        ticks.send()
        device.advance(by: 1.5)
        #expect(deliveries.values == ["late"])
        #expect(close(deliveries.times, [start + 2]))
        #expect(intervals.count == 2)
        #expect(intervals.last == .milliseconds(750))
    }

    @Test func timeoutFailsWhenTheDeviceClockPassesIt() throws {
        let device = try launchedDevice()
        struct TimedOut: Error {}
        let never = PassthroughSubject<Int, TimedOut>()
        var completion: Subscribers.Completion<TimedOut>?
        let start = device.time
        var failedAt: CFTimeInterval?
        let cancellable = never.timeout(.seconds(5), scheduler: DispatchQueue.main, customError: { TimedOut() })
            .sink(receiveCompletion: {
                completion = $0
                failedAt = CACurrentMediaTime()
            }, receiveValue: { _ in })
        defer { cancellable.cancel() }
        device.advance(by: 4.9)
        #expect(completion == nil)
        device.advance(by: 0.2)
        if case .failure = completion {} else { Issue.record("expected the timeout's failure, got \(String(describing: completion))") }
        #expect(close(failedAt ?? 0, start + 5, within: frame))
    }
}
