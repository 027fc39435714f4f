import _Combine
import Foundation
import SpringBoard
import Testing
import UIKit

/// `Timer.publish(every:on:in:)` fires on the device clock on the main run loop.
@MainActor struct TimerPublisherTests {
    @Test func anAutoconnectedTimerFiresEveryIntervalOnTheDeviceClock() throws {
        let device = try launchedDevice()
        let deliveries = Deliveries<Date>()
        let start = device.time
        let cancellable = Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { date in
            MainActor.assumeIsolated { deliveries.note(date) }
        }
        device.advance(by: 1 - frame)
        #expect(deliveries.values.isEmpty, "the first firing is one interval after connecting")
        device.advance(by: 2.5)
        #expect(close(deliveries.times, [start + 1, start + 2, start + 3]))
        #expect(deliveries.values == deliveries.values.sorted(), "each firing sends the current date")
        cancellable.cancel()
        #expect(device.isIdle, "cancelling the last subscriber stops the timer")
        device.advance(by: 2)
        #expect(deliveries.values.count == 3)
    }

    @Test func aConnectableTimerStartsWhenConnectedAndStopsWhenTheConnectionIsCancelled() throws {
        let device = try launchedDevice()
        let publisher = Timer.publish(every: 0.5, tolerance: 0.1, on: .main, in: .default)
        #expect(publisher.interval == 0.5 && publisher.tolerance == 0.1 && publisher.runLoop === RunLoop.main)
        var counts: [Int] = []
        let first = publisher.sink { _ in counts.append(1) }
        let second = publisher.sink { _ in counts.append(2) }
        device.advance(by: 1)
        #expect(counts.isEmpty, "not connected yet")
        let connection = publisher.connect()
        device.advance(by: 1)
        #expect(counts.sorted() == [1, 1, 2, 2], "each subscriber receives each firing")
        second.cancel()
        device.advance(by: 0.5)
        #expect(counts.sorted() == [1, 1, 1, 2, 2])
        connection.cancel()
        #expect(device.isIdle)
        first.cancel()
    }

    @Test func aSubscriberWithoutDemandMissesFirings() throws {
        let device = try launchedDevice()
        let publisher = Timer.publish(every: 1, on: .main, in: .common)
        var received = 0
        var subscription: (any Subscription)?
        publisher.subscribe(AnySubscriber<Date, Never>(receiveSubscription: { subscription = $0 },
                                                        receiveValue: { _ in received += 1; return .none },
                                                        receiveCompletion: { _ in }))
        let connection = publisher.connect()
        device.advance(by: 2)
        #expect(received == 0)
        subscription?.request(.max(1))
        device.advance(by: 3)
        #expect(received == 1, "one firing for one demand")
        connection.cancel()
        subscription?.cancel()
    }
}
