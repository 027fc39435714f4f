import Foundation
import Synchronization
import Testing
import XCTest
import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants

/// A key window with one 100 pt square view at (50, 200), for a test to touch or animate.
final class SquareDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let square = UIView(frame: CGRect(x: 50, y: 200, width: 100, height: 100))

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.addSubview(square)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// An iPhone 8 (iOS 11.0) harness running `SquareDelegate`, settled.
@MainActor func launchSquareApp() throws -> (AppHarness, SquareDelegate) {
    let delegate = SquareDelegate()
    let harness = AppHarness(model: .iPhone8) { delegate }
    try harness.settle()
    return (harness, delegate)
}

/// Puts a finger down on the square and delivers it, leaving it down.
@MainActor func leaveAFingerDown(on harness: AppHarness) {
    harness.device.touchDown(at: CGPoint(x: 100, y: 250))
    harness.advance(by: 0.1)
}

/// Starts a one-second fade of `view` and runs a frame of it, leaving it running.
@MainActor func leaveAnAnimationRunning(on harness: AppHarness, view: UIView) {
    UIView.animate(withDuration: 1) { view.alpha = 0 }
    harness.advance(by: 0.1)
}

/// The line `AppHarness.invariantViolations()` gives for a finger left down.
let fingerDownViolation = "a touch is still down or undelivered"

/// The message the invariant checks record for `violation` on the iPhone 8 harness of `launchSquareApp()`.
func brokenInvariantMessage(_ violation: String, harness: String = "") -> String {
    "Invariant broken when the test ended: iPhone 8 (iOS 11.0)\(harness): \(violation)"
}

/// Issues collected by a `withKnownIssue` matcher, which must be `Sendable`.
final class IssueCollector: Sendable {
    private let comments = Mutex<[String]>([])

    /// Keeps `issue`'s comments and matches it.
    func collect(_ issue: Issue) -> Bool {
        comments.withLock { $0 += issue.comments.map(\.rawValue) }
        return true
    }

    /// The comments of every issue collected, in order.
    var collected: [String] { comments.withLock { $0 } }
}

/// A `HarnessTestCase` that checks the failures its base class records instead of letting them fail the test.
///
/// A test sets `expectedFailures`; every failure recorded while the test runs and while the
/// base class checks invariants is captured, and after `invokeTest()` the captured failures must
/// equal the expected ones, or the test fails for real, listing both.
class FailureCapturingTestCase: HarnessTestCase {
    /// The failure descriptions the test expects the base class to record, in order.
    var expectedFailures: [String] = []
    private var captured: [String] = []
    private var isCapturing = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected: Bool) {
        guard isCapturing else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        captured.append(description)
    }

    override func invokeTest() {
        isCapturing = true
        super.invokeTest()
        isCapturing = false
        XCTAssertEqual(captured, expectedFailures, "the failures HarnessTestCase recorded")
    }
}

/// The failure `HarnessTestCase` records for `violation` on the iPhone 8 harness of `launchSquareApp()`.
func harnessTestCaseFailure(_ violation: String) -> String {
    "failed - " + brokenInvariantMessage(violation)
}

/// A harness kept between a test and its `tearDown`; a main-actor object, so a closure given to
/// `MainActor.assumeIsolated` can hold it where it cannot hold the test case.
@MainActor final class HarnessSlot {
    var harness: AppHarness?
}
