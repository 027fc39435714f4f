import _Combine
import Dispatch
import Foundation
import Testing

/// iOS code's Combine compiles as written: Apple's names, qualified or not, and the usual shapes
/// of a pipeline.
struct AppleSpellingTests {
    @Test func subjectsFuturesAndCancellablesAsIOSCodeWritesThem() {
        var cancellables = Set<AnyCancellable>()
        let count = CurrentValueSubject<Int, Never>(0)
        let events: _Combine.PassthroughSubject<String, Never> = .init()
        var seen: [String] = []
        count.map { "count \($0)" }.sink { seen.append($0) }.store(in: &cancellables)
        events.sink { seen.append($0) }.store(in: &cancellables)
        count.value += 1
        events.send("tap")
        let future = Future<Int, Never> { promise in promise(.success(42)) }
        future.sink { seen.append("future \($0)") }.store(in: &cancellables)
        Just("just").sink { seen.append($0) }.store(in: &cancellables)
        #expect(seen == ["count 0", "count 1", "tap", "future 42", "just"])
        #expect(cancellables.count == 4)
        let erased: AnyPublisher<Int, Never> = count.eraseToAnyPublisher()
        let qualified: _Combine.AnyCancellable = erased.sink { _ in }
        qualified.cancel()
    }

    @Test func optionalAndResultPublishersUseApplesNames() {
        var values: [Int] = []
        let some: Optional<Int>.Publisher = Optional(1).publisher
        let none: Optional<Int>.Publisher = Optional<Int>.none.publisher
        let success: Result<Int, Never>.Publisher = Result<Int, Never>.success(2).publisher
        let sequence = [3, 4].publisher
        let cancellables = [some.sink { values.append($0) }, none.sink { values.append($0) },
                            success.sink { values.append($0) }, sequence.sink { values.append($0) }]
        #expect(values == [1, 2, 3, 4])
        cancellables.forEach { $0.cancel() }
    }

    @Test func dispatchStridesConvertAsApplesDo() {
        typealias Stride = DispatchQueue.SchedulerTimeType.Stride
        #expect(Stride.milliseconds(300).magnitude == 300_000_000)
        #expect((0.5 as Stride).magnitude == 500_000_000)
        #expect((2 as Stride).magnitude == 2_000_000_000)
        #expect(Stride(.seconds(3)) == .seconds(3))
        #expect(Stride(.never).magnitude == .max)
        #expect(Stride.seconds(1) + .milliseconds(500) == .microseconds(1_500_000))
        #expect(Stride.seconds(Int.max).magnitude == .max, "held at the bound, not overflowing")
        let start = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1_000))
        #expect(start.advanced(by: .nanoseconds(500)).dispatchTime.uptimeNanoseconds == 1_500)
        #expect(start.distance(to: start.advanced(by: .seconds(2))) == .seconds(2))
        #expect(start.advanced(by: Stride(.never)).dispatchTime == .distantFuture)
        typealias RunLoopStride = RunLoop.SchedulerTimeType.Stride
        #expect(RunLoopStride.milliseconds(250).timeInterval == 0.25)
        #expect((1 as OperationQueue.SchedulerTimeType.Stride).magnitude == 1)
    }

    @Test func schedulerTimesEncodeTheirInstant() throws {
        let time = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 123_456))
        let decoded = try JSONDecoder().decode(DispatchQueue.SchedulerTimeType.self, from: JSONEncoder().encode(time))
        #expect(decoded == time)
        let date = RunLoop.SchedulerTimeType(Date(timeIntervalSinceReferenceDate: 1_000))
        let decodedDate = try JSONDecoder().decode(RunLoop.SchedulerTimeType.self, from: JSONEncoder().encode(date))
        #expect(decodedDate == date)
    }
}
