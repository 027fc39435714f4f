import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) @_spi(SourceCompatibility) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants

/// A table view controller that deletes its rows as an iOS app does: it overrides only the data
/// source's commit, so editing styles and the Delete title are UIKit's defaults.
final class EditableFruitsController: UITableViewController {
    var fruits = ["Apple", "Banana", "Cherry", "Date"]
    var log: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit") ?? UITableViewCell(style: .default, reuseIdentifier: "Fruit")
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log.append("commit \(editingStyle) \(fruits[indexPath.row])")
        fruits.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}

/// A navigation controller over an `EditableFruitsController` with its edit button on the right.
final class EditableFruitsAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let controller = EditableFruitsController(style: .plain)

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        controller.title = "Fruits"
        controller.navigationItem.rightBarButtonItem = controller.editButtonItem
        window.rootViewController = UINavigationController(rootViewController: controller)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

@Suite(.checksInvariants) @MainActor
struct UITableViewEditingTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    func texts(_ table: UITableView) -> [String?] { table.visibleCells.map { $0.textLabel?.text } }

    // MARK: Editing mode

    @Test func editingModeSlidesInTheDeleteControlAndIndentsTheEditableRows() throws {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(5))])
        spy.accessories = [path(0): .disclosureIndicator]
        spy.editingStyles = [path(1): .insert, path(4): .none]
        spy.uneditable = [path(3)]
        spy.unindented = [path(2)]
        let (harness, table) = try launchTable(.plain, spy)
        let cell = try #require(table.cellForRow(at: path(0)))
        #expect(!table.isEditing && !cell.isEditing && cell.editingControlView == nil)
        table.setEditing(true, animated: true)
        #expect(table.isEditing && cell.isEditing)
        let control = try #require(cell.editingControlView)
        // Halfway through the 0.3 s slide the minus is between beyond the leading edge and its place.
        harness.advance(by: 0.15)
        let sliding = try #require(control.layer.presentation()?.position.x)
        #expect(sliding > -11 && sliding < 31)
        try harness.settle()
        // The minus sits at the 20 pt margin, centred on the row; the content moves right by
        // the control's 22 pt and 16 pt, and so does the separator; the chevron gives way to
        // the editing accessory (none).
        #expect(control.frame == CGRect(x: 20, y: 11, width: 22, height: 22))
        #expect(cell.editingStyle == .delete)
        #expect(cell.contentView.frame == CGRect(x: 38, y: 0, width: 393 - 38, height: 44 - 1.0 / 3))
        #expect(cell.textLabel?.frame.minX == 20)
        #expect(cell.separatorFrame?.minX == 58)
        #expect(cell.accessoryGlyphFrame == nil)
        let insert = try #require(table.cellForRow(at: path(1)))
        #expect(insert.editingStyle == .insert && insert.editingControlView != nil)
        let unindented = try #require(table.cellForRow(at: path(2)))
        #expect(unindented.isEditing && unindented.editingControlView != nil && unindented.contentView.frame.minX == 0)
        let fixed = try #require(table.cellForRow(at: path(3)))
        #expect(!fixed.isEditing && fixed.editingControlView == nil && fixed.contentView.frame.minX == 0)
        let plain = try #require(table.cellForRow(at: path(4)))
        #expect(plain.isEditing && plain.editingControlView == nil && plain.contentView.frame.minX == 38)
        table.isEditing = false
        #expect(!cell.isEditing && cell.editingControlView == nil)
        #expect(cell.contentView.frame.minX == 0)
        #expect(abs((cell.accessoryGlyphFrame?.maxX ?? 0) - (393 - 20)) < 0.001)
        try harness.settle()
    }

    @Test func rowsThatComeIntoViewWhileEditingAreInEditingMode() throws {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(60))])
        let (harness, table) = try launchTable(.plain, spy)
        table.setEditing(true, animated: false)
        table.scrollToRow(at: path(50), at: .middle, animated: false)
        try harness.settle()
        let cell = try #require(table.cellForRow(at: path(50)))
        #expect(cell.isEditing && cell.editingControlView != nil && cell.contentView.frame.minX == 38)
        table.setEditing(false, animated: false)
        table.scrollToRow(at: path(0), at: .top, animated: false)
        try harness.settle()
        #expect(table.visibleCells.allSatisfy { !$0.isEditing && $0.contentView.frame.minX == 0 })
    }

    @Test func aTapInEditingModeSelectsOnlyWhenSelectionDuringEditingIsAllowed() throws {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(5))])
        let (harness, table) = try launchTable(.plain, spy)
        table.setEditing(true, animated: false)
        #expect(!table.allowsSelectionDuringEditing)
        harness.tap(at: table.screenCenter(ofRow: path(2)))
        try harness.settle()
        #expect(spy.log.isEmpty)
        #expect(table.indexPathForSelectedRow == nil)
        table.allowsSelectionDuringEditing = true
        harness.tap(at: table.screenCenter(ofRow: path(2)))
        try harness.settle()
        #expect(spy.log == ["shouldHighlight 0.2", "didHighlight 0.2", "willSelect 0.2", "didUnhighlight 0.2", "didSelect 0.2"])
        #expect(table.indexPathForSelectedRow == path(2))
    }

    // MARK: Delete and insert

    @Test func theMinusRevealsTheDeleteButtonWhoseTapCommitsAndDeletesTheRow() throws {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(5))])
        spy.deleteTitle = "Remove"
        let (harness, table) = try launchTable(.plain, spy)
        table.setEditing(true, animated: false)
        let cell = try #require(table.cellForRow(at: path(2)))
        try harness.tap(try #require(cell.editingControlView))
        try harness.settle()
        #expect(spy.log.isEmpty, "the minus only reveals the button")
        #expect(cell.showingDeleteConfirmation)
        let button = try #require(cell.deleteConfirmationButton)
        #expect(cell.deleteConfirmationTitle == "Remove")
        // The red button fills the row's trailing end; the content and the minus make room.
        #expect(button.frame.maxX == 393 && button.frame.height == 44 - 1.0 / 3 && button.frame.width > 60)
        #expect(cell.contentView.frame.minX == 38 - button.frame.width)
        #expect(cell.editingControlView?.frame.minX == 20 - button.frame.width)
        let below = try #require(table.cellForRow(at: path(3)))
        try harness.tap(button)
        #expect(spy.log == ["commit delete 0.2"])
        // The data source's deleteRows animates: the row below slides up into the gap.
        harness.advance(by: 0.15)
        let y = try #require(below.layer.presentation()?.position.y)
        #expect(y > 2 * 44 + 22 && y < 3 * 44 + 22)
        try harness.settle()
        #expect(texts(table) == ["Row 0", "Row 1", "Row 3", "Row 4"])
        #expect(table.visibleCells.allSatisfy { $0.isEditing && !$0.showingDeleteConfirmation })
        #expect(table.numberOfRows(inSection: 0) == 4)
    }

    @Test func aTapElsewhereOrLeavingEditingModeHidesTheDeleteButton() throws {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(5))])
        let (harness, table) = try launchTable(.plain, spy)
        table.setEditing(true, animated: false)
        let cell = try #require(table.cellForRow(at: path(1)))
        try harness.tap(try #require(cell.editingControlView))
        try harness.settle()
        #expect(cell.showingDeleteConfirmation)
        // The minus slid left with the content, beyond the screen's edge.
        #expect((cell.editingControlView?.frame.maxX ?? 0) < 0)
        // A tap on a row hides it and selects nothing; the content comes back.
        harness.tap(at: table.screenCenter(ofRow: path(0)))
        try harness.settle()
        #expect(!cell.showingDeleteConfirmation)
        #expect(cell.contentView.frame.minX == 38 && cell.editingControlView?.frame.minX == 20)
        #expect(table.indexPathForSelectedRow == nil)
        // Another row's minus moves the button to that row.
        try harness.tap(try #require(cell.editingControlView))
        let other = try #require(table.cellForRow(at: path(3)))
        try harness.tap(try #require(other.editingControlView))
        try harness.settle()
        #expect(!cell.showingDeleteConfirmation && other.showingDeleteConfirmation)
        harness.tap(at: table.screenCenter(ofRow: path(0)))
        try harness.settle()
        #expect(!other.showingDeleteConfirmation)
        try harness.tap(try #require(other.editingControlView))
        try harness.settle()
        #expect(other.showingDeleteConfirmation)
        table.setEditing(false, animated: true)
        try harness.settle()
        #expect(!other.showingDeleteConfirmation && other.contentView.frame.minX == 0)
        #expect(spy.log.isEmpty)
        #expect(table.numberOfRows(inSection: 0) == 5)
    }

    @Test func theDeleteButtonHidesWhenTheDataSourceKeepsTheRow() throws {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(3))])
        spy.commitsChanges = false
        let (harness, table) = try launchTable(.plain, spy)
        table.setEditing(true, animated: false)
        let cell = try #require(table.cellForRow(at: path(0)))
        try harness.tap(try #require(cell.editingControlView))
        try harness.settle()
        try harness.tap(try #require(cell.deleteConfirmationButton))
        try harness.settle()
        #expect(spy.log == ["commit delete 0.0"])
        #expect(!cell.showingDeleteConfirmation && cell.contentView.frame.minX == 38)
        #expect(texts(table) == ["Row 0", "Row 1", "Row 2"])
    }

    @Test func thePlusCommitsAnInsertionAndTheNewRowArrivesInEditingMode() throws {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(3))])
        spy.editingStyles = [path(2): .insert]
        let (harness, table) = try launchTable(.plain, spy)
        table.setEditing(true, animated: true)
        try harness.settle()
        let cell = try #require(table.cellForRow(at: path(2)))
        try harness.tap(try #require(cell.editingControlView))
        #expect(spy.log == ["commit insert 0.2"])
        try harness.settle()
        #expect(texts(table) == ["Row 0", "Row 1", "Row 2", "Inserted"])
        let inserted = try #require(table.cellForRow(at: path(3)))
        #expect(inserted.isEditing && inserted.editingStyle == .delete && inserted.contentView.frame.minX == 38)
    }

    // MARK: Table view controller

    @Test func theEditButtonOfATableControllerPutsItsTableInEditingModeAndDeletesWithUIKitsDefaults() throws {
        let delegate = EditableFruitsAppDelegate()
        let harness = AppHarness { delegate }
        try harness.settle()
        let controller = delegate.controller
        let table = try #require(controller.tableView)
        try harness.tap(accessibilityLabel: "Edit")
        try harness.settle()
        #expect(controller.isEditing && table.isEditing)
        #expect(table.visibleCells.allSatisfy { $0.isEditing && $0.editingStyle == .delete })
        let banana = try #require(table.cellForRow(at: path(1)))
        try harness.tap(try #require(banana.editingControlView))
        try harness.settle()
        #expect(banana.deleteConfirmationTitle == "Delete")
        try harness.tap(try #require(banana.deleteConfirmationButton))
        try harness.settle()
        #expect(controller.log == ["commit delete Banana"])
        #expect(texts(table) == ["Apple", "Cherry", "Date"])
        try harness.tap(accessibilityLabel: "Done")
        try harness.settle()
        #expect(!controller.isEditing && !table.isEditing)
        #expect(table.visibleCells.allSatisfy { !$0.isEditing && $0.contentView.frame.minX == 0 })
    }

    // MARK: Golden

    @Test func aTableInEditingModeLooksAsOnIOS() throws {
        let spy = TableSpy(sections: [
            .init(header: "Fruits", rows: ["Apple", "Banana", "Cherry", "Date", "Elderberry"]),
            .init(header: "Add", rows: ["Add Fruit"]),
        ])
        spy.accessories = [path(0): .disclosureIndicator]
        spy.editingStyles = [path(0, 1): .insert]
        let (harness, table) = try launchTable(.plain, spy)
        table.setEditing(true, animated: true)
        try harness.settle()
        let cherry = try #require(table.cellForRow(at: path(2)))
        try harness.tap(try #require(cherry.editingControlView))
        try harness.settle()
        #expect(cherry.showingDeleteConfirmation)
        try harness.assertScreenshot(named: "table-editing-iphone-15-pro", in: Self.goldens)
    }
}

@Suite(.checksInvariants) @MainActor
struct UITableViewSwipeToDeleteTests {
    func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    func texts(_ table: UITableView) -> [String?] { table.visibleCells.map { $0.textLabel?.text } }

    @Test func aLeftSwipeFollowsTheFingerRevealsDeleteAndItsTapCommits() throws {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(20))])
        let (harness, table) = try launchTable(.plain, spy)
        let cell = try #require(table.cellForRow(at: path(2)))
        let start = CGPoint(x: 300, y: table.screenCenter(ofRow: path(2)).y)
        harness.device.touchDown(at: start)
        for step in 1...6 {
            harness.device.touchMove(to: CGPoint(x: start.x - CGFloat(step) * 10, y: start.y))
            harness.advance(by: 1.0 / 60)
        }
        // The content follows the finger, less the 10 pt the pan needs to begin.
        #expect(spy.log == ["willBeginEditing 0.2"])
        #expect(cell.contentView.frame.minX == -50)
        #expect(cell.showingDeleteConfirmation == false)
        for step in 7...12 {
            harness.device.touchMove(to: CGPoint(x: start.x - CGFloat(step) * 10, y: start.y))
            harness.advance(by: 1.0 / 60)
        }
        harness.device.touchUp()
        try harness.settle()
        #expect(cell.showingDeleteConfirmation)
        let button = try #require(cell.deleteConfirmationButton)
        #expect(cell.contentView.frame.minX == -button.frame.width && button.frame.maxX == 393)
        #expect(table.contentOffset.y == -59, "the swipe does not scroll")
        #expect(table.indexPathForSelectedRow == nil)
        try harness.tap(button)
        try harness.settle()
        #expect(spy.log == ["willBeginEditing 0.2", "commit delete 0.2", "didEndEditing 0.2"])
        #expect(texts(table).prefix(3) == ["Row 0", "Row 1", "Row 3"])
    }

    /// Rows and cells only: no `tableView(_:commit:forRowAt:)`, so no swipe-to-delete, as on iOS.
    @MainActor final class RowsOnly: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    @Test func aDataSourceThatDoesNotCommitOffersNoSwipeToDelete() throws {
        let rows = RowsOnly()
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(20))])
        let (harness, table) = try launchTable(.plain, spy)
        table.dataSource = rows
        try harness.settle()
        let cell = try #require(table.cellForRow(at: path(2)))
        let y = table.screenCenter(ofRow: path(2)).y
        try harness.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 120, y: y), duration: 0.2)
        try harness.settle()
        #expect(!cell.showingDeleteConfirmation && cell.contentView.frame.minX == 0)
        #expect(!spy.log.contains { $0.hasPrefix("willBeginEditing") })
        // The same drag on a data source that commits reveals the Delete button.
        table.dataSource = spy
        try harness.settle()
        let committing = try #require(table.cellForRow(at: path(2)))
        try harness.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 120, y: y), duration: 0.2)
        try harness.settle()
        #expect(committing.showingDeleteConfirmation)
    }

    @Test func aShortSwipeClosesAgainAndATapElsewhereClosesAnOpenOne() throws {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(20))])
        let (harness, table) = try launchTable(.plain, spy)
        let cell = try #require(table.cellForRow(at: path(4)))
        let y = table.screenCenter(ofRow: path(4)).y
        // 30 pt, 20 pt after the pan's 10: less than half the button.
        try harness.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 270, y: y), duration: 0.2)
        try harness.settle()
        #expect(!cell.showingDeleteConfirmation && cell.contentView.frame.minX == 0)
        #expect(spy.log == ["willBeginEditing 0.4", "didEndEditing 0.4"])
        spy.log = []
        try harness.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 150, y: y), duration: 0.2)
        try harness.settle()
        #expect(cell.showingDeleteConfirmation)
        harness.tap(at: table.screenCenter(ofRow: path(8)))
        try harness.settle()
        #expect(!cell.showingDeleteConfirmation && cell.contentView.frame.minX == 0)
        #expect(spy.log == ["willBeginEditing 0.4", "didEndEditing 0.4"], "the tap closes and selects nothing")
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func aVerticalDragStillScrollsAndRightSwipesOrUneditableRowsDoNothing() throws {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(40))])
        spy.uneditable = [path(3)]
        let (harness, table) = try launchTable(.plain, spy)
        let row5 = table.screenCenter(ofRow: path(5))
        try harness.drag(from: row5, to: CGPoint(x: row5.x - 20, y: row5.y - 200), duration: 0.3, thenHoldFor: 0.1)
        try harness.settle()
        #expect(table.contentOffset.y > 0)
        #expect(spy.log.isEmpty)
        table.contentOffset = CGPoint(x: 0, y: -59)
        let row3 = table.screenCenter(ofRow: path(3))
        try harness.drag(from: CGPoint(x: 300, y: row3.y), to: CGPoint(x: 100, y: row3.y), duration: 0.2)
        let row6 = table.screenCenter(ofRow: path(6))
        try harness.drag(from: CGPoint(x: 100, y: row6.y), to: CGPoint(x: 300, y: row6.y), duration: 0.2)
        try harness.settle()
        // Neither drag swipes (the rows take them as taps, as before swiping existed).
        #expect(!spy.log.contains { $0.hasPrefix("willBeginEditing") || $0.hasPrefix("commit") })
        #expect(table.visibleCells.allSatisfy { !$0.showingDeleteConfirmation && $0.contentView.frame.minX == 0 })
    }

    @Test func aRightSwipeClosesTheOpenRow() throws {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(10))])
        let (harness, table) = try launchTable(.plain, spy)
        let cell = try #require(table.cellForRow(at: path(1)))
        let y = table.screenCenter(ofRow: path(1)).y
        try harness.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 120, y: y), duration: 0.2)
        try harness.settle()
        #expect(cell.showingDeleteConfirmation)
        try harness.drag(from: CGPoint(x: 150, y: y), to: CGPoint(x: 300, y: y), duration: 0.2)
        try harness.settle()
        #expect(!cell.showingDeleteConfirmation && cell.contentView.frame.minX == 0)
        #expect(spy.log == ["willBeginEditing 0.1", "didEndEditing 0.1"])
    }
}

@Suite(.checksInvariants) @MainActor
struct UITableViewFullSwipeTests {
    func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    func texts(_ table: UITableView) -> [String?] { table.visibleCells.map { $0.textLabel?.text } }

    @Test func aSwipePastHalfTheRowDeletesItAtTheLift() throws {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(10))])
        let (harness, table) = try launchTable(.plain, spy)
        let cell = try #require(table.cellForRow(at: path(2)))
        let y = table.screenCenter(ofRow: path(2)).y
        harness.device.touchDown(at: CGPoint(x: 380, y: y))
        for step in 1...25 {
            harness.device.touchMove(to: CGPoint(x: 380 - CGFloat(step) * 10, y: y))
            harness.advance(by: 1.0 / 30)
        }
        // 240 pt past the pan's 10: more than half of 393; the red button fills the gap.
        #expect(cell.contentView.frame.minX == -240)
        #expect(spy.log == ["willBeginEditing 0.2"])
        harness.device.touchUp()
        harness.advance(by: 1.0 / 60)
        #expect(spy.log == ["willBeginEditing 0.2", "commit delete 0.2", "didEndEditing 0.2"])
        try harness.settle()
        #expect(texts(table).prefix(3) == ["Row 0", "Row 1", "Row 3"])
        #expect(table.numberOfRows(inSection: 0) == 9)
    }

    @Test func aFastFlickThatUncoveredTheButtonDeletesTheRow() throws {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(10))])
        let (harness, table) = try launchTable(.plain, spy)
        let y = table.screenCenter(ofRow: path(4)).y
        // 130 pt in 0.05 s (2600 pt/s, which the pan's smoothing reads as about 1270): past the
        // button's width but not half the row.
        try harness.drag(from: CGPoint(x: 330, y: y), to: CGPoint(x: 200, y: y), duration: 0.05)
        #expect(spy.log == ["willBeginEditing 0.4", "commit delete 0.4", "didEndEditing 0.4"])
        try harness.settle()
        #expect(!texts(table).contains("Row 4"))
    }

    @Test func aFullSwipeTheDataSourceRefusesClosesTheRow() throws {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(5))])
        spy.commitsChanges = false
        let (harness, table) = try launchTable(.plain, spy)
        let cell = try #require(table.cellForRow(at: path(1)))
        let y = table.screenCenter(ofRow: path(1)).y
        try harness.drag(from: CGPoint(x: 380, y: y), to: CGPoint(x: 60, y: y), duration: 0.6)
        try harness.settle()
        #expect(spy.log == ["willBeginEditing 0.1", "commit delete 0.1", "didEndEditing 0.1"])
        #expect(!cell.showingDeleteConfirmation && cell.contentView.frame.minX == 0)
        #expect(texts(table) == TableSpy.rows(5))
    }
}

// What the source-compatibility plugin adds to a subclass that overrides commit.
extension EditableFruitsController: _UITableViewDataSourceCommittingEdits {}
