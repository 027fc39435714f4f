import Foundation
import XCTest
import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants

/// `HarnessTestCase` subclassed as on Linux a synchronous test class must be: not `@MainActor`,
/// each test body on the main actor through `MainActor.assumeIsolated`.
final class HarnessTestCaseSynchronousTests: FailureCapturingTestCase {
    func testATestThatLeavesAFingerDownFailsNamingTheDevice() throws {
        expectedFailures = [harnessTestCaseFailure(fingerDownViolation)]
        try MainActor.assumeIsolated {
            let (harness, _) = try launchSquareApp()
            leaveAFingerDown(on: harness)
        }
    }

    func testATestThatLeavesAnAnimationRunningFails() throws {
        let violations = try MainActor.assumeIsolated {
            let (harness, delegate) = try launchSquareApp()
            leaveAnAnimationRunning(on: harness, view: delegate.square)
            return harness.invariantViolations()
        }
        XCTAssertEqual(violations.count, 1)
        XCTAssertTrue(violations.first?.hasPrefix("CABasicAnimation of 'opacity' on ") == true, "\(violations)")
        expectedFailures = violations.map(harnessTestCaseFailure)
    }

    func testATestThatEndsAtRestPasses() throws {
        try MainActor.assumeIsolated {
            let (harness, delegate) = try launchSquareApp()
            try harness.tap(delegate.square)
            try harness.settle()
        }
    }
}

/// `HarnessTestCase` checks after `tearDown`, so a `tearDown` that lifts the finger a test left
/// down is respected.
final class HarnessTestCaseTearDownTests: FailureCapturingTestCase {
    private let slot = HarnessSlot()

    override func tearDown() {
        let slot = slot
        MainActor.assumeIsolated {
            if let harness = slot.harness, harness.device.hasActiveTouches {
                harness.device.touchUp()
                harness.advance(by: 0.1)
            }
        }
        super.tearDown()
    }

    func testAFingerLiftedInTearDownIsNotAFailure() throws {
        let slot = slot
        try MainActor.assumeIsolated {
            let (harness, _) = try launchSquareApp()
            slot.harness = harness
            leaveAFingerDown(on: harness)
            XCTAssertTrue(harness.device.hasActiveTouches)
        }
    }
}

/// `HarnessTestCase` subclassed as a `@MainActor` class, which on Linux works when every test
/// method is `async`.
@MainActor final class HarnessTestCaseMainActorTests: FailureCapturingTestCase {
    func testAnAsyncTestThatLeavesAFingerDownFailsNamingTheDevice() async throws {
        expectedFailures = [harnessTestCaseFailure(fingerDownViolation)]
        let (harness, _) = try launchSquareApp()
        leaveAFingerDown(on: harness)
    }

    func testAnAsyncTestThatEndsAtRestPasses() async throws {
        let (harness, delegate) = try launchSquareApp()
        try harness.tap(delegate.square)
        try harness.settle()
    }
}
