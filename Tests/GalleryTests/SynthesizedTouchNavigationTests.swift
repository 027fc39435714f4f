import Foundation
import Testing
@_spi(UIKitTesting) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants
import Gallery

/// Seed 2: a test drives the toolbar controller's tree of tables in its navigation controller
/// with the article's synthesized touches (`UITouch(in:)`, `UIEvent(touch:)`, through
/// `UIApplication.sendEvent(_:)`), and reads the hierarchy back at each level.
@Suite(.checksInvariants) @MainActor
struct SynthesizedTouchNavigationTests {
    /// The cell showing `text`, found by reading the table back as the article's test did.
    func cell(showing text: String, in navigation: UINavigationController) throws -> UITableViewCell {
        let table = try #require((navigation.topViewController as? UITableViewController)?.tableView)
        return try #require(table.visibleCells.first { $0.textLabel?.text == text })
    }

    func visibleCellTexts(_ navigation: UINavigationController) -> [String] {
        let table = (navigation.topViewController as? UITableViewController)?.tableView
        return (table?.visibleCells ?? []).compactMap { $0.textLabel?.text }
    }

    @Test func aTestNavigatesThreeLevelsDeepWithSynthesizedTouchesAndBackWithTheBackButton() throws {
        let harness = AppHarness(model: .iPhone15Pro) { ToolbarControllerAppDelegate() }
        try harness.settle()
        let root = try #require(harness.keyWindow?.rootViewController as? CWToolbarController)
        let navigation = try #require(root.contentViewController as? UINavigationController)
        let app = harness.application
        #expect(navigation.navigationBar.topItem?.title == "Level 1")
        #expect(visibleCellTexts(navigation) == ["Level 2 A", "Level 2 B", "Level 2 C"])

        for (level, row) in [(2, "Level 2 B"), (3, "Level 3 A"), (4, "Level 4 C")] {
            app.performTouch(in: try cell(showing: row, in: navigation))
            try harness.settle()
            #expect(navigation.viewControllers.count == level)
            #expect(navigation.topViewController?.title == "Level \(level)")
            #expect(navigation.navigationBar.topItem?.title == "Level \(level)")
            #expect(navigation.navigationBar.backItem?.title == "Level \(level - 1)")
            let back = try harness.view(withAccessibilityLabel: "Level \(level - 1)")
            #expect(back.window != nil)
        }
        #expect(visibleCellTexts(navigation) == ["Leaf 1", "Leaf 2", "Leaf 3"])

        // Back out with the back button, touched the same way.
        for level in [3, 2, 1] {
            app.performTouch(in: try harness.view(withAccessibilityLabel: "Level \(level)"))
            try harness.settle()
            #expect(navigation.topViewController?.title == "Level \(level)")
            #expect(navigation.viewControllers.count == level)
        }
        #expect(visibleCellTexts(navigation) == ["Level 2 A", "Level 2 B", "Level 2 C"])
        #expect(navigation.navigationBar.backItem == nil)
    }
}
