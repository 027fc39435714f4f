import XCTest
@_spi(UIKitTesting) import UIKitTesting

/// An `XCTestCase` that fails a test which leaves an app harness with a finger down or something animating.
///
/// Each test (with its `setUp` and `tearDown`) runs with a fresh `HarnessRegistry` bound, which
/// every `AppHarness` made during the test joins, in synchronous and `async` tests alike. After
/// `tearDown`, so that an override that cleans up (or forgets to call `super`) is respected, the
/// test fails once per broken invariant of each harness (see `AppHarness.invariantViolations()`),
/// naming the harness's device and what is still down or running. A test needs no call of its own.
///
/// This class is deliberately not `@MainActor`. On Linux (Swift 6.3), SwiftPM's test discovery
/// casts every test method to a nonisolated function type, and a `@MainActor` test class whose
/// test methods are all synchronous crashes the whole test run ("Could not cast value of type
/// '(MyTests) -> @MainActor () -> ()'"); a main-actor base class would force that isolation on
/// every subclass. Two forms of subclass work on Linux (and are plain XCTest elsewhere); the first is the
/// one to prefer, because a closure given to `MainActor.assumeIsolated` cannot use `self` (a test
/// case is not `Sendable`), so the second keeps a test's state in local variables:
///
/// ```swift
/// @MainActor final class LoginTests: HarnessTestCase {   // every test method async
///     func testSigningInShowsTheInbox() async throws { ... }
/// }
///
/// final class InboxTests: HarnessTestCase {              // synchronous, on the main thread
///     func testTheInboxListsMessages() throws {
///         try MainActor.assumeIsolated { ... }           // no `self` in here
///     }
/// }
/// ```
open class HarnessTestCase: XCTestCase {
    /// Runs the test, its `setUp` and `tearDown` with a registry bound, then fails it for each
    /// broken invariant.
    ///
    /// XCTest runs tests on the main thread, so the check runs on the main actor.
    open override func invokeTest() {
        let registry = HarnessRegistry()
        HarnessRegistry.$current.withValue(registry) { super.invokeTest() }
        let violations = MainActor.assumeIsolated { registry.violations() }
        for violation in violations {
            XCTFail("Invariant broken when the test ended: \(violation)")
        }
    }
}
