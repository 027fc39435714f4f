import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) @_spi(SourceCompatibility) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants

/// A data source and delegate that reorders its rows as an iOS app does: it implements
/// `tableView(_:moveRowAt:to:)` by moving the item in its arrays, and records the calls.
@MainActor final class ReorderSpy: UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var headers: [String?]
    var log: [String] = []
    /// Rows whose `canMoveRowAt` is false.
    var unmovable: Set<IndexPath> = []
    /// Rows whose `canEditRowAt` is false.
    var uneditable: Set<IndexPath> = []
    /// Whether `targetIndexPathForMoveFromRowAt` keeps a row in its own section.
    var keepsRowsInTheirSection = false
    /// How many times `cellForRowAt` ran.
    var cellRequests = 0

    init(sections: [[String]], headers: [String?]? = nil) {
        self.sections = sections
        self.headers = headers ?? sections.map { _ in nil }
    }

    private func name(_ path: IndexPath) -> String { "\(path.section).\(path.row)" }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headers[section] }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell") ?? UITableViewCell(style: .default, reuseIdentifier: "Cell")
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { !uneditable.contains(indexPath) }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { !unmovable.contains(indexPath) }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("move \(name(sourceIndexPath))→\(name(destinationIndexPath))")
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
    }

    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        guard keepsRowsInTheirSection, proposedDestinationIndexPath.section != sourceIndexPath.section else {
            return proposedDestinationIndexPath
        }
        let row = proposedDestinationIndexPath.section < sourceIndexPath.section ? 0 : sections[sourceIndexPath.section].count - 1
        return IndexPath(row: row, section: sourceIndexPath.section)
    }
}

/// A key window filled by one plain table whose data source and delegate is `spy`.
final class ReorderAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let table = UITableView(frame: .zero, style: .plain)
    let spy: ReorderSpy

    init(spy: ReorderSpy) { self.spy = spy }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        table.frame = window.bounds
        table.dataSource = spy
        table.delegate = spy
        window.addSubview(table)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// A table controller that reorders by overriding `tableView(_:moveRowAt:to:)`, as an iOS
/// subclass of `UITableViewController` does.
final class ReorderingFruitsController: UITableViewController {
    var fruits = ["Apple", "Banana", "Cherry"]
    var moves: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit") ?? UITableViewCell(style: .default, reuseIdentifier: "Fruit")
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append("\(sourceIndexPath.row)→\(destinationIndexPath.row)")
        fruits.insert(fruits.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
}

@Suite(.checksInvariants) @MainActor
struct UITableViewReorderingTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    func texts(_ table: UITableView) -> [String?] { table.visibleCells.map { $0.textLabel?.text } }

    func rows(_ count: Int, prefix: String = "Row") -> [String] { (0..<count).map { "\(prefix) \($0)" } }

    /// Launches the spy's table in editing mode, with an empty log.
    func launchEditing(_ spy: ReorderSpy) throws -> (AppHarness, UITableView) {
        let delegate = ReorderAppDelegate(spy: spy)
        let harness = AppHarness { delegate }
        try harness.settle()
        delegate.table.setEditing(true, animated: false)
        try harness.settle()
        spy.log = []
        return (harness, delegate.table)
    }

    /// The centre of the row's grip glyph, in screen points.
    func grip(_ table: UITableView, _ path: IndexPath) throws -> CGPoint {
        let cell = try #require(table.cellForRow(at: path))
        let grip = try #require(cell.reorderControlView)
        return grip.convert(CGPoint(x: 16 + 9, y: grip.bounds.midY), to: nil as UIView?)
    }

    /// Moves the finger from `start` by `dy` in steps of at most 10 pt, one frame each.
    func move(_ harness: AppHarness, from start: CGPoint, by dy: CGFloat) {
        let steps = max(1, Int((abs(dy) / 10).rounded(.up)))
        for step in 1...steps {
            harness.device.touchMove(to: CGPoint(x: start.x, y: start.y + dy * CGFloat(step) / CGFloat(steps)))
            harness.advance(by: 1.0 / 60)
        }
    }

    // MARK: Which rows show the grip

    @Test func aDataSourceThatImplementsMoveRowShowsAGripOnEveryMovableEditableRow() throws {
        let spy = ReorderSpy(sections: [rows(5)])
        spy.unmovable = [path(1)]
        spy.uneditable = [path(3)]
        let delegate = ReorderAppDelegate(spy: spy)
        let harness = AppHarness { delegate }
        try harness.settle()
        let table = delegate.table
        #expect(table.visibleCells.allSatisfy { $0.reorderControlView == nil })
        table.setEditing(true, animated: true)
        // The table knows the data source reorders without calling it (the plugin's mark).
        #expect(spy.log == [])
        try harness.settle()
        let shown = (0..<5).map { table.cellForRow(at: path($0))?.reorderControlView != nil }
        #expect(shown == [true, false, true, false, true])
        let cell = try #require(table.cellForRow(at: path(0)))
        let grip = try #require(cell.reorderControlView)
        // The grip spans the trailing 16 + 18 + 20 pt at the row's height; the content ends at it.
        #expect(grip.frame == CGRect(x: 393 - 54, y: 0, width: 54, height: 44 - 1.0 / 3))
        #expect(cell.contentView.frame == CGRect(x: 38, y: 0, width: 393 - 54 - 38, height: 44 - 1.0 / 3))
        #expect(cell.showsReorderControl)
        table.setEditing(false, animated: false)
        #expect(table.visibleCells.allSatisfy { $0.reorderControlView == nil && $0.contentView.frame.width == 393 })
        table.setEditing(true, animated: false)
        #expect(spy.log == [], "entering editing mode moves nothing")
        try harness.settle()
    }

    @Test func aDataSourceWithoutMoveRowShowsNoGripAndANewDataSourceIsReadAgain() throws {
        let plain = TableSpy(sections: [.init(rows: TableSpy.rows(4))])
        let (harness, table) = try launchTable(.plain, plain)
        table.setEditing(true, animated: false)
        try harness.settle()
        #expect(table.visibleCells.count == 4)
        #expect(table.visibleCells.allSatisfy { $0.isEditing && $0.reorderControlView == nil && !$0.showsReorderControl })
        let reordering = ReorderSpy(sections: [rows(3)])
        table.dataSource = reordering
        try harness.settle()
        #expect(reordering.log == [])
        #expect(table.visibleCells.allSatisfy { $0.reorderControlView != nil })
        table.dataSource = plain
        try harness.settle()
        #expect(table.visibleCells.allSatisfy { $0.reorderControlView == nil })
    }

    @Test func aTableControllerSubclassThatDoesNotOverrideMoveRowShowsNoGrips() throws {
        let fruits = EditableFruitsController(style: .plain)
        let harness = AppHarness { ControllerAppDelegate(controller: fruits) }
        try harness.settle()
        fruits.setEditing(true, animated: false)
        try harness.settle()
        #expect(fruits.tableView.visibleCells.count == 4)
        #expect(fruits.tableView.visibleCells.allSatisfy { $0.isEditing && $0.reorderControlView == nil })
    }

    @Test func aTableControllerSubclassThatOverridesMoveRowReorders() throws {
        let reordering = ReorderingFruitsController(style: .plain)
        let harness = AppHarness { ControllerAppDelegate(controller: reordering) }
        try harness.settle()
        reordering.setEditing(true, animated: false)
        try harness.settle()
        let table = try #require(reordering.tableView)
        #expect(table.visibleCells.allSatisfy { $0.reorderControlView != nil })
        reordering.moves = []
        let start = try grip(table, path(2))
        harness.device.touchDown(at: start)
        move(harness, from: start, by: -88)
        harness.device.touchUp()
        try harness.settle()
        #expect(reordering.moves == ["2→0"])
        #expect(reordering.fruits == ["Cherry", "Apple", "Banana"])
        #expect(texts(table) == ["Cherry", "Apple", "Banana"])
    }

    // MARK: Dragging

    @Test func aDragFromRowZeroToRowTwoMovesItOnceWithoutReloading() throws {
        let spy = ReorderSpy(sections: [rows(6)])
        let (harness, table) = try launchEditing(spy)
        table.selectRow(at: path(1), animated: false, scrollPosition: .none)
        let requests = spy.cellRequests
        let dragged = try #require(table.cellForRow(at: path(0)))
        let start = try grip(table, path(0))
        harness.device.touchDown(at: start)
        move(harness, from: start, by: 88)
        #expect(table.isReorderingRow)
        // The lifted cell follows the finger, above the others, with a shadow.
        #expect(abs(dragged.frame.minY - 88) < 0.001)
        #expect(table.subviews.lastIndex { $0 is UITableViewCell } == table.subviews.firstIndex { $0 === dragged })
        #expect(dragged.layer.shadowOpacity > 0)
        #expect(spy.log.isEmpty, "nothing is moved before the lift")
        harness.device.touchUp()
        try harness.settle()
        #expect(spy.log == ["move 0.0→0.2"])
        #expect(spy.sections[0] == ["Row 1", "Row 2", "Row 0", "Row 3", "Row 4", "Row 5"])
        #expect(texts(table) == ["Row 1", "Row 2", "Row 0", "Row 3", "Row 4", "Row 5"])
        // The table moved its own rows: the cell, its frame and the selection follow the row.
        #expect(spy.cellRequests == requests, "no reload")
        #expect(table.indexPath(for: dragged) == path(2))
        #expect(dragged.frame == table.rectForRow(at: path(2)) && dragged.layer.shadowOpacity == 0)
        #expect(table.indexPathForSelectedRow == path(0))
        #expect(try #require(table.cellForRow(at: path(0))).isSelected)
        #expect(!table.isReorderingRow)
        for row in 0..<6 {
            #expect(table.cellForRow(at: path(row))?.frame == table.rectForRow(at: path(row)))
        }
    }

    @Test func theOtherRowsSlideOutOfTheWayWhileTheRowIsDragged() throws {
        let spy = ReorderSpy(sections: [rows(6)])
        let (harness, table) = try launchEditing(spy)
        let row1 = try #require(table.cellForRow(at: path(1)))
        let row2 = try #require(table.cellForRow(at: path(2)))
        let start = try grip(table, path(0))
        harness.device.touchDown(at: start)
        // 20 pt: the row's top has not passed row 1's middle (22 pt); nothing moves.
        move(harness, from: start, by: 20)
        #expect(row1.frame.minY == 44 && (row1.layer.presentation() ?? row1.layer).position.y == 66)
        // 30 pt: it has; row 1 slides up into the row's old place over 0.25 s.
        move(harness, from: CGPoint(x: start.x, y: start.y + 20), by: 10)
        #expect(row1.frame.minY == 0, "the model is at the end of the slide")
        harness.advance(by: 0.1)
        let midway = (row1.layer.presentation() ?? row1.layer).position.y
        #expect(midway > 22 && midway < 66)
        #expect((row2.layer.presentation() ?? row2.layer).position.y == 110, "row 2 stays")
        harness.advance(by: 0.2)
        #expect((row1.layer.presentation() ?? row1.layer).position.y == 22)
        // Back up: row 1 slides down again.
        move(harness, from: CGPoint(x: start.x, y: start.y + 30), by: -30)
        #expect(row1.frame.minY == 44)
        harness.device.touchUp()
        try harness.settle()
        #expect(spy.log == ["move 0.0→0.0"], "a drop where the row started is a move to the same path, as on iOS")
        #expect(texts(table) == rows(6))
    }

    @Test func theDelegateRetargetsAMoveIntoTheRowsOwnSection() throws {
        let spy = ReorderSpy(sections: [rows(3, prefix: "A"), rows(3, prefix: "B")], headers: ["First", "Second"])
        spy.keepsRowsInTheirSection = true
        let (harness, table) = try launchEditing(spy)
        let headerB = try #require(table.headerView(forSection: 1))
        let headerBTop = headerB.frame.minY
        let start = try grip(table, path(0))
        harness.device.touchDown(at: start)
        // Four rows and a header down: the finger proposes section 1; the delegate keeps the
        // row at the end of section 0, so section 1's rows and header stay put.
        move(harness, from: start, by: 4 * 44 + 28)
        harness.advance(by: 0.3)
        #expect(table.cellForRow(at: path(0, 1))?.frame == table.rectForRow(at: path(0, 1)))
        #expect(headerB.frame.minY == headerBTop)
        #expect(table.cellForRow(at: path(2))?.frame.minY == table.rectForRow(at: path(1)).minY)
        harness.device.touchUp()
        try harness.settle()
        #expect(spy.log == ["move 0.0→0.2"])
        #expect(spy.sections == [["A 1", "A 2", "A 0"], ["B 0", "B 1", "B 2"]])
        #expect(texts(table) == ["A 1", "A 2", "A 0", "B 0", "B 1", "B 2"])
    }

    @Test func withoutRetargetingARowMovesIntoAnotherSectionAndItsHeaderMakesRoom() throws {
        let spy = ReorderSpy(sections: [rows(3, prefix: "A"), rows(3, prefix: "B")], headers: ["First", "Second"])
        let (harness, table) = try launchEditing(spy)
        let headerB = try #require(table.headerView(forSection: 1))
        let headerBTop = headerB.frame.minY
        let start = try grip(table, path(1))
        harness.device.touchDown(at: start)
        move(harness, from: start, by: 44 + 28)
        harness.advance(by: 0.3)
        // Row A 1 left section 0, so section 1's header moved up by a row.
        #expect(headerB.frame.minY == headerBTop - 44)
        harness.device.touchUp()
        try harness.settle()
        #expect(spy.log == ["move 0.1→1.0"])
        #expect(texts(table) == ["A 0", "A 2", "A 1", "B 0", "B 1", "B 2"])
        #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 4)
        #expect(table.indexPath(for: try #require(table.visibleCells.first { $0.textLabel?.text == "A 1" })) == path(0, 1))
    }

    @Test func aCancelledTouchPutsTheRowBackWithoutTellingTheDataSource() throws {
        let spy = ReorderSpy(sections: [rows(5)])
        let (harness, table) = try launchEditing(spy)
        let dragged = try #require(table.cellForRow(at: path(1)))
        let start = try grip(table, path(1))
        harness.device.touchDown(at: start)
        move(harness, from: start, by: 100)
        #expect(table.cellForRow(at: path(2))?.frame.minY == 44)
        harness.device.touchCancel()
        try harness.settle()
        #expect(spy.log.isEmpty)
        #expect(texts(table) == rows(5))
        #expect(dragged.frame == table.rectForRow(at: path(1)) && dragged.layer.shadowOpacity == 0)
        #expect(table.cellForRow(at: path(2))?.frame == table.rectForRow(at: path(2)))
        #expect(!table.isReorderingRow)
    }

    @Test func leavingEditingModeMidDragPutsTheRowBack() throws {
        let spy = ReorderSpy(sections: [rows(5)])
        let (harness, table) = try launchEditing(spy)
        let start = try grip(table, path(0))
        harness.device.touchDown(at: start)
        move(harness, from: start, by: 60)
        table.setEditing(false, animated: false)
        #expect(!table.isReorderingRow)
        move(harness, from: CGPoint(x: start.x, y: start.y + 60), by: 40)
        harness.device.touchUp()
        try harness.settle()
        #expect(spy.log.isEmpty)
        #expect(texts(table) == rows(5))
        for row in 0..<5 { #expect(table.cellForRow(at: path(row))?.frame == table.rectForRow(at: path(row))) }
    }

    @Test func aDragOnTheRowsContentScrollsInsteadOfReordering() throws {
        let spy = ReorderSpy(sections: [rows(40)])
        let (harness, table) = try launchEditing(spy)
        let row = table.screenCenter(ofRow: path(5))
        try harness.drag(from: row, to: CGPoint(x: row.x, y: row.y - 200), duration: 0.3, thenHoldFor: 0.1)
        try harness.settle()
        #expect(table.contentOffset.y > 0)
        #expect(spy.log.isEmpty)
    }

    @Test func holdingTheRowNearTheBottomEdgeScrollsALongTable() throws {
        let spy = ReorderSpy(sections: [rows(60)])
        let (harness, table) = try launchEditing(spy)
        let dragged = try #require(table.cellForRow(at: path(2)))
        let start = try grip(table, path(2))
        harness.device.touchDown(at: start)
        // Into the 44 pt band above the bottom of the visible area (852 − 34).
        let end = CGPoint(x: start.x, y: 852 - 34 - 10)
        move(harness, from: start, by: end.y - start.y)
        let offset = table.contentOffset.y
        harness.advance(by: 1)
        // About 600 × 34/44 ≈ 464 pt in a second.
        let scrolled = table.contentOffset.y - offset
        #expect(scrolled > 400 && scrolled < 520)
        // The row stays under the finger while the rows pass under it.
        let frame = dragged.convert(dragged.bounds, to: nil as UIView?)
        #expect(frame.minY < end.y && frame.maxY > end.y)
        harness.device.touchUp()
        try harness.settle()
        #expect(spy.log.count == 1)
        let destination = try #require(spy.sections[0].firstIndex(of: "Row 2"))
        #expect(spy.log == ["move 0.2→0.\(destination)"])
        #expect(destination > 20)
        #expect(table.cellForRow(at: path(destination))?.textLabel?.text == "Row 2")
        #expect(table.cellForRow(at: path(destination)) === dragged)
    }

    @Test func theTableStopsScrollingAtTheTopOfItsContent() throws {
        let spy = ReorderSpy(sections: [rows(60)])
        let (harness, table) = try launchEditing(spy)
        table.contentOffset = CGPoint(x: 0, y: 200)
        try harness.settle()
        let rowPath = try #require(table.indexPathsForVisibleRows?.dropFirst(3).first)
        let start = try grip(table, rowPath)
        harness.device.touchDown(at: start)
        move(harness, from: start, by: 59 + 5 - start.y)
        harness.advance(by: 2)
        #expect(table.contentOffset.y == -59)
        harness.device.touchUp()
        try harness.settle()
        #expect(spy.log == ["move 0.\(rowPath.row)→0.0"])
        #expect(texts(table).first == "Row \(rowPath.row)")
    }

    // MARK: Goldens

    @Test func aTableInEditingModeWithGripsAndADraggedRowLooksAsOnIOS() throws {
        let spy = ReorderSpy(sections: [["Apple", "Banana", "Cherry", "Date", "Elderberry"], ["Fig", "Grape"]],
                             headers: ["Fruits", "More"])
        spy.unmovable = [path(1, 1)]
        let (harness, table) = try launchEditing(spy)
        try harness.assertScreenshot(named: "table-reorder-editing-iphone-15-pro", in: Self.goldens)
        let start = try grip(table, path(1))
        harness.device.touchDown(at: start)
        move(harness, from: start, by: 70)
        harness.advance(by: 0.3)
        try harness.assertScreenshot(named: "table-reorder-dragging-iphone-15-pro", in: Self.goldens)
        harness.device.touchUp()
        try harness.settle()
        #expect(spy.log == ["move 0.1→0.3"])
    }
}

// What the source-compatibility plugin adds to the types that implement moveRowAt.
extension ReorderSpy: _UITableViewDataSourceMovingRows {}
extension ReorderingFruitsController: _UITableViewDataSourceMovingRows {}
