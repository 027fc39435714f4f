// This file imports Testing and no Apple-named module, so it needs no cross-import overlay (see
// Package.swift): the toolchain's `_Testing_UIKit` and `_Testing_CoreGraphics` do not exist on Linux.
import Testing
@_spi(UIKitTesting) import UIKitTesting

/// A trait that fails a test which leaves an app harness with a finger down or something animating.
///
/// Around each test (each case of a parameterized test, and every test of a suite that carries
/// it) the trait binds a fresh `HarnessRegistry`, which every `AppHarness` made during the test
/// joins. When the test body ends, whether it returns or throws, it records one issue per broken
/// invariant of each harness (see `AppHarness.invariantViolations()`), at the test's source
/// location, naming the harness's device and what is still down or running, and then rethrows.
/// A test needs no call of its own:
///
/// ```swift
/// @Suite(.checksInvariants) @MainActor struct LoginTests {
///     @Test func signingInShowsTheInbox() throws { ... }
/// }
/// ```
public struct InvariantCheckTrait: TestTrait, SuiteTrait, TestScoping {
    /// The trait applies to every test inside a suite that carries it.
    public var isRecursive: Bool { true }

    /// The trait; spelled `.checksInvariants` where traits are listed.
    public init() {}

    /// Runs `function` with a registry bound for new harnesses, then records an issue for each
    /// invariant a harness breaks.
    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        let registry = HarnessRegistry()
        let outcome: Result<Void, any Error>
        do {
            try await HarnessRegistry.$current.withValue(registry) { try await function() }
            outcome = .success(())
        } catch {
            outcome = .failure(error)
        }
        for violation in await registry.violations() {
            Issue.record("Invariant broken when the test ended: \(violation)", sourceLocation: test.sourceLocation)
        }
        try outcome.get()
    }
}

extension Trait where Self == InvariantCheckTrait {
    /// Fails the test when any app harness it made still has a finger down or something animating
    /// at its end.
    public static var checksInvariants: Self { InvariantCheckTrait() }
}
