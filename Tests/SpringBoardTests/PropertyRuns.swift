import Foundation
import PropertyBased
import Synchronization
import Testing

/// How many cases a randomized property checks, and from which seed: a bounded, repeatable run
/// under `swift test`, and a long one when the environment asks for it.
///
/// `swift test` checks each property's `defaultCases` from seed 1, the same cases on every
/// machine and every run, in seconds. Two variables widen a run, as CI's release run of the
/// properties does: `OPENUIKIT_PROPERTY_CASES=N` checks N cases instead, and
/// `OPENUIKIT_PROPERTY_SEED=S` starts from seed S (CI gives the day's, so each day tries new
/// cases). Case i is generated from seed S + i alone, so a failing case is repeated by itself
/// with `OPENUIKIT_PROPERTY_SEED=S+i OPENUIKIT_PROPERTY_CASES=1`, which every issue it records
/// says; a seed that ever failed is kept as a regression argument of its test.
struct PropertyRun: Sendable {
    /// How many cases run.
    let cases: Int
    /// The seed of the first case.
    let firstSeed: UInt64

    init(defaultCases: Int, environment: [String: String] = ProcessInfo.processInfo.environment) {
        cases = environment["OPENUIKIT_PROPERTY_CASES"].flatMap { Int($0) }.map { max(0, $0) } ?? defaultCases
        firstSeed = environment["OPENUIKIT_PROPERTY_SEED"].flatMap { UInt64($0) } ?? 1
    }

    /// The seeds of the cases, in order.
    var seeds: [UInt64] { (0..<UInt64(cases)).map { firstSeed &+ $0 } }

    /// Checks `body` on the value `input` generates from each seed of the run, in order, and
    /// stops at the first case that records an issue.
    ///
    /// Prints the run's seeds first. Every issue a case records is annotated with its seed and
    /// the command that repeats it. Between cases the caller's actor is yielded, so a long run on
    /// the main actor holds it a case at a time, never for the whole run.
    func check<Value: Sendable>(_ name: String, input: Generator<Value, some Sequence>,
                      isolation: isolated (any Actor)? = #isolation,
                      perform body: (Value) async throws -> Void) async {
        print("property \(name): \(cases) cases from seed \(firstSeed) (OPENUIKIT_PROPERTY_SEED=\(firstSeed) OPENUIKIT_PROPERTY_CASES=\(cases) repeats them)")
        for seed in seeds {
            guard await !Self.recordsIssues(seed: seed, input: input, isolation: isolation, body) else { return }
            await Task.yield()
        }
    }

    /// Checks `body` on the value `input` generates from `seed` alone: a regression case.
    static func check<Value: Sendable>(seed: UInt64, input: Generator<Value, some Sequence>,
                             isolation: isolated (any Actor)? = #isolation,
                             perform body: (Value) async throws -> Void) async {
        _ = await recordsIssues(seed: seed, input: input, isolation: isolation, body)
    }

    /// Runs one case; returns whether it recorded an issue (each annotated with the seed).
    private static func recordsIssues<Value: Sendable>(seed: UInt64, input: Generator<Value, some Sequence>,
                                             isolation: isolated (any Actor)?,
                                             _ body: (Value) async throws -> Void) async -> Bool {
        var generator = Xoshiro(seed: splitMix(seed))
        let value = input.run(using: &generator)
        let failed = Mutex(false)
        let annotate = IssueHandlingTrait.compactMapIssues { issue in
            var issue = issue
            if issue.severity == .error { failed.withLock { $0 = true } }
            issue.comments.append("property case from seed \(seed): OPENUIKIT_PROPERTY_SEED=\(seed) OPENUIKIT_PROPERTY_CASES=1 repeats it alone")
            return issue
        }
        nonisolated(unsafe) let body = body
        try? await annotate.provideScope(for: Test.current!, testCase: Test.Case.current) {
            do {
                try await run(body, value, in: isolation)
            } catch {
                Issue.record(error)
            }
        }
        return failed.withLock { $0 }
    }

    /// Calls `body` on `isolation`, the actor the property's caller runs on.
    private static func run<Value: Sendable>(_ body: (Value) async throws -> Void, _ value: Value,
                                   in isolation: isolated (any Actor)?) async throws {
        try await body(value)
    }

    /// Four words of generator state from one seed (SplitMix64, as xoshiro's authors advise),
    /// so that neighbouring seeds give unrelated cases.
    private static func splitMix(_ seed: UInt64) -> (UInt64, UInt64, UInt64, UInt64) {
        var state = seed
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        return (next(), next(), next(), next())
    }
}

/// Reads a scenario out of a list of random numbers, one decision per number.
struct Script {
    private let numbers: [Int]
    private var index = 0
    init(_ numbers: [Int]) { self.numbers = numbers }

    var isAtEnd: Bool { index >= numbers.count }

    /// The next number in `0..<bound` (0 once the list is used up).
    mutating func next(_ bound: Int) -> Int {
        defer { index += 1 }
        return index < numbers.count ? numbers[index] % bound : 0
    }

    mutating func chance(_ percent: Int) -> Bool { next(100) < percent }
}
