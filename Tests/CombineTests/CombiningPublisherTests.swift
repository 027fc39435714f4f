import _Combine
import Foundation
import Testing

/// `combineLatest` and `merge`, which iOS code uses as Apple's Combine spells them.
struct CombiningPublisherTests {
    private struct Failed: Error, Equatable {}

    @Test func combineLatestWaitsForEveryInputThenSendsTheLatestOfEach() {
        let email = PassthroughSubject<String, Never>()
        let password = PassthroughSubject<String, Never>()
        var pairs: [String] = []
        let cancellable = email.combineLatest(password).sink { pairs.append("\($0)|\($1)") }
        email.send("a@b")
        #expect(pairs.isEmpty, "password has sent nothing yet")
        password.send("1")
        password.send("12")
        email.send("c@d")
        #expect(pairs == ["a@b|1", "a@b|12", "c@d|12"])
        cancellable.cancel()
    }

    final class SignInForm: ObservableObject {
        @Published var email = ""
        @Published var password = ""
    }

    @Test func aSignInFormsValidityFromPublishedFields() {
        let form = SignInForm()
        var valid: [Bool] = []
        let cancellable = Publishers.CombineLatest(form.$email, form.$password)
            .map { email, password in email.contains("@") && password.count >= 8 }
            .removeDuplicates()
            .sink { valid.append($0) }
        form.email = "ada@example.com"
        form.password = "correct horse"
        form.password = "short"
        #expect(valid == [false, true, false])
        cancellable.cancel()
    }

    @Test func threeAndFourInputsAndATransform() {
        let a = CurrentValueSubject<Int, Never>(1)
        let b = CurrentValueSubject<Int, Never>(2)
        let c = CurrentValueSubject<Int, Never>(3)
        let d = CurrentValueSubject<Int, Never>(4)
        var sums: [Int] = []
        var tuples: [String] = []
        let first = a.combineLatest(b, c) { $0 + $1 + $2 }.sink { sums.append($0) }
        let second = Publishers.CombineLatest4(a, b, c, d).sink { tuples.append("\($0)\($1)\($2)\($3)") }
        let third = a.combineLatest(b, c, d) { $0 * $1 * $2 * $3 }.sink { sums.append($0) }
        d.send(5)
        #expect(sums == [6, 24, 30])
        #expect(tuples == ["1234", "1235"])
        [first, second, third].forEach { $0.cancel() }
    }

    @Test func combineLatestFinishesWhenAllFinishAndFailsWhenOneFails() {
        let a = PassthroughSubject<Int, Failed>()
        let b = PassthroughSubject<Int, Failed>()
        var completions: [String] = []
        let finishing = a.combineLatest(b).sink(receiveCompletion: { completions.append("first \($0)") }, receiveValue: { _ in })
        a.send(completion: .finished)
        #expect(completions.isEmpty, "b is still running")
        b.send(completion: .finished)
        #expect(completions == ["first finished"])
        finishing.cancel()

        let c = PassthroughSubject<Int, Failed>()
        let d = PassthroughSubject<Int, Failed>()
        var values = 0
        let failing = c.combineLatest(d).sink(receiveCompletion: { completions.append("second \($0)") }, receiveValue: { _ in values += 1 })
        c.send(1)
        d.send(completion: .failure(Failed()))
        c.send(2)
        #expect(completions.last?.hasPrefix("second failure(") == true, "\(completions)")
        #expect(values == 0)
        failing.cancel()
    }

    @Test func aCombinationMadeWithoutDemandIsHeldUntilAsked() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        var received: [String] = []
        var subscription: (any Subscription)?
        a.combineLatest(b).subscribe(AnySubscriber<(Int, Int), Never>(
            receiveSubscription: { subscription = $0 },
            receiveValue: { received.append("\($0)\($1)"); return .none },
            receiveCompletion: { _ in }))
        a.send(1)
        b.send(2)
        a.send(3)
        #expect(received.isEmpty)
        subscription?.request(.max(1))
        #expect(received == ["32"], "the latest combination, once")
        a.send(4)
        #expect(received == ["32"])
        subscription?.cancel()
    }

    @Test func mergeSendsEveryValueAsItArrives() {
        let taps = PassthroughSubject<String, Never>()
        let keys = PassthroughSubject<String, Never>()
        let swipes = PassthroughSubject<String, Never>()
        var events: [String] = []
        var finished = false
        let cancellable = taps.merge(with: keys, swipes)
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { events.append($0) })
        taps.send("tap")
        keys.send("key")
        taps.send("tap 2")
        swipes.send("swipe")
        taps.send(completion: .finished)
        keys.send(completion: .finished)
        #expect(!finished)
        swipes.send(completion: .finished)
        #expect(events == ["tap", "key", "tap 2", "swipe"])
        #expect(finished)
        cancellable.cancel()
    }

    @Test func mergeOfJustsAndMergeManyAndAFailure() {
        var values: [Int] = []
        let pair = Just(1).merge(with: Just(2)).sink { values.append($0) }
        let many = Publishers.MergeMany([3, 4, 5].map { Just($0) }).collect().sink { values.append($0.reduce(0, +)) }
        let eight = Publishers.Merge8(Just(1), Just(1), Just(1), Just(1), Just(1), Just(1), Just(1), Just(1))
            .count().sink { values.append($0) }
        #expect(values == [1, 2, 12, 8])
        [pair, many, eight].forEach { $0.cancel() }

        let a = PassthroughSubject<Int, Failed>()
        let b = PassthroughSubject<Int, Failed>()
        var completion: Subscribers.Completion<Failed>?
        let failing = Publishers.Merge(a, b).sink(receiveCompletion: { completion = $0 }, receiveValue: { values.append($0) })
        b.send(completion: .failure(Failed()))
        a.send(99)
        #expect(completion == .failure(Failed()))
        #expect(!values.contains(99))
        failing.cancel()
    }

    @Test func mergedValuesWithoutDemandWaitInOrder() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var subscription: (any Subscription)?
        a.merge(with: b).subscribe(AnySubscriber<Int, Never>(
            receiveSubscription: { subscription = $0 },
            receiveValue: { received.append($0); return .none },
            receiveCompletion: { _ in }))
        a.send(1)
        b.send(2)
        a.send(3)
        subscription?.request(.max(2))
        #expect(received == [1, 2])
        subscription?.request(.max(5))
        #expect(received == [1, 2, 3])
        subscription?.cancel()
    }
}
