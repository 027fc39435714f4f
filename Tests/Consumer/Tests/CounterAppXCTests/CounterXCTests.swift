import XCTest
import UIKit
import UIKitTesting
import UIKitTestingInvariants
@testable import CounterApp

@MainActor final class CounterXCTests: HarnessTestCase {
    func testTappingTheCounterCountsOnScreen() async throws {
        let app = AppHarness(model: .iPhone8) { AppDelegate() }
        let counter = try XCTUnwrap(app.views(ofType: CounterView.self).first)
        try app.tap(counter)
        try app.settle()
        XCTAssertEqual(counter.count, 1)
        XCTAssertTrue(app.visibleTexts.contains("1 taps"))
    }
}

final class CounterPlainXCTests: XCTestCase {
    @MainActor func testTheCounterStartsAtZero() async throws {
        let app = AppHarness(model: .iPhone15Pro) { AppDelegate() }
        try app.settle()
        XCTAssertEqual(app.visibleTexts.filter { $0.hasSuffix("taps") }, ["0 taps"])
    }
}
