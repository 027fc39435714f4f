import Foundation
import Testing
import UIKit
import SpringBoard
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKitTesting
import UIKitTestingInvariants

/// The `.checksInvariants` trait, run around a test body as the testing library runs it.
///
/// The suite carries the trait itself, so every test here also proves that a harness joins only
/// the innermost trait's registry: the harnesses left dirty inside `runUnderTrait` would otherwise
/// fail the test at its end, outside `withKnownIssue`.
@Suite(.checksInvariants) @MainActor
struct InvariantCheckTraitTests {
    /// Runs `body` inside the trait's scope for the current test.
    func runUnderTrait(_ body: @escaping @Sendable @MainActor () async throws -> Void) async throws {
        try await InvariantCheckTrait().provideScope(for: Test.current!, testCase: Test.Case.current, performing: body)
    }

    @Test func aTestThatLeavesAFingerDownFailsWithAnIssueNamingTheDevice() async throws {
        let issues = IssueCollector()
        try await withKnownIssue {
            try await runUnderTrait {
                let (harness, _) = try launchSquareApp()
                leaveAFingerDown(on: harness)
            }
        } matching: { issues.collect($0) }
        #expect(issues.collected == [brokenInvariantMessage(fingerDownViolation)])
    }

    @Test func aTestThatLeavesAnAnimationRunningFailsWithAnIssueNamingTheAnimation() async throws {
        let issues = IssueCollector()
        try await withKnownIssue {
            try await runUnderTrait {
                let (harness, delegate) = try launchSquareApp()
                leaveAnAnimationRunning(on: harness, view: delegate.square)
            }
        } matching: { issues.collect($0) }
        #expect(issues.collected.count == 1)
        let message = try #require(issues.collected.first)
        #expect(message.hasPrefix(brokenInvariantMessage("CABasicAnimation of 'opacity' on ")))
    }

    @Test func aTestThatEndsAtRestRecordsNoIssue() async throws {
        try await runUnderTrait {
            let (harness, delegate) = try launchSquareApp()
            try harness.tap(delegate.square)
            UIView.animate(withDuration: 0.3) { delegate.square.alpha = 0.5 }
            try harness.settle()
        }
    }

    @Test func aTestThatThrowsIsStillCheckedAndItsErrorRethrown() async throws {
        struct GaveUp: Error {}
        let issues = IssueCollector()
        try await withKnownIssue {
            try await runUnderTrait {
                let (harness, _) = try launchSquareApp()
                leaveAFingerDown(on: harness)
                throw GaveUp()
            }
        } matching: { issue in
            if issue.error is GaveUp { return true }
            return issues.collect(issue)
        }
        #expect(issues.collected == [brokenInvariantMessage(fingerDownViolation)])
    }

    @Test func everyHarnessOfTheTestIsCheckedAndNumberedWhenThereAreSeveral() async throws {
        let issues = IssueCollector()
        try await withKnownIssue {
            try await runUnderTrait {
                let (calm, _) = try launchSquareApp()
                let (busy, delegate) = try launchSquareApp()
                leaveAFingerDown(on: calm)
                calm.device.touchUp()
                calm.advance(by: 0.1)
                leaveAFingerDown(on: busy)
                leaveAnAnimationRunning(on: busy, view: delegate.square)
            }
        } matching: { issues.collect($0) }
        #expect(issues.collected.count == 2)
        #expect(issues.collected.first == brokenInvariantMessage(fingerDownViolation, harness: ", harness 2 of 2"))
        #expect(issues.collected.last?.hasPrefix(brokenInvariantMessage("CABasicAnimation", harness: ", harness 2 of 2")) == true)
    }

    @Test func aHarnessMadeOutsideAnyTraitJoinsNoRegistry() throws {
        try HarnessRegistry.$current.withValue(nil) {
            let (harness, _) = try launchSquareApp()
            leaveAFingerDown(on: harness)
            #expect(harness.invariantViolations() == [fingerDownViolation])
        }
    }

    @Test func aGestureRecognizerLeftMidGestureIsABrokenInvariantUntilItsTouchEnds() throws {
        /// Begins as soon as its touch goes down and ends when it lifts.
        final class PressRecognizer: UIGestureRecognizer {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { state = .began }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }
        }
        try HarnessRegistry.$current.withValue(nil) {
            let (harness, delegate) = try launchSquareApp()
            let press = PressRecognizer()
            press.name = "press"
            delegate.square.addGestureRecognizer(press)
            leaveAFingerDown(on: harness)
            #expect(harness.invariantViolations() == [
                fingerDownViolation,
                "a gesture recognizer is not back in .possible: <PressRecognizer: state = began, name = press, view = <UIView>>",
            ])
            harness.device.touchUp()
            harness.advance(by: 0.1)
            #expect(harness.invariantViolations().isEmpty)
        }
    }
}
