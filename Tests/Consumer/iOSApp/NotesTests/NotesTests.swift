import XCTest
@testable import Notes

// A unit test as an iOS project keeps it, beside the app in the folder Xcode uses: a main-actor
// XCTest class with synchronous test methods, compiled unchanged through the plugin.
@MainActor
final class NotesTests: XCTestCase {

    func testANewControllerCountsNoNotes() throws {
        let controller = NotesViewController()
        XCTAssertEqual(controller.count, 0)
    }

    func testTheTitleIsSetWhenTheViewLoads() {
        let controller = NotesViewController()
        controller.loadViewIfNeeded()
        XCTAssertEqual(controller.title, "Notes")
    }
}
