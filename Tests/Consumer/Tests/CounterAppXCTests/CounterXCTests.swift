import XCTest
import UIKit
import UIKitTesting
import UIKitTestingInvariants
@testable import CounterApp

// On Linux, an XCTest class that is @MainActor makes its test methods async: SwiftPM's test
// discovery cannot call synchronous main-actor test methods (swift-corelibs-xctest issue 424).
@MainActor final class CounterXCTests: HarnessTestCase {
    func testATapCountsOnce() async throws {
        let app = AppHarness(model: .iPhone8) { AppDelegate() }
        let button = try XCTUnwrap(app.views(ofType: TapButton.self).first)
        try app.tap(button)
        try app.settle()
        XCTAssertEqual(app.visibleTexts, ["Tapped 1 time", "Tap me"])
    }
}

final class CounterPlainXCTests: XCTestCase {
    @MainActor func testTheCounterStartsAtZero() async throws {
        let app = AppHarness(model: .iPhone15Pro) { AppDelegate() }
        try app.settle()
        XCTAssertEqual(app.visibleTexts.first, "Tapped 0 times")
    }
}
