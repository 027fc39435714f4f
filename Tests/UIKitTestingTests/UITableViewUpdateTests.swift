import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants

@Suite(.checksInvariants) @MainActor
struct UITableViewUpdateTests {
    func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    func texts(_ table: UITableView) -> [String?] { table.visibleCells.map { $0.textLabel?.text } }

    @Test func insertedRowsFadeInWhileTheRowsBelowSlideDown() throws {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(5))])
        let (harness, table) = try launchTable(.plain, spy)
        let row2 = try #require(table.cellForRow(at: path(2)))
        var completions: [Bool] = []
        table.performBatchUpdates({
            spy.sections[0].rows.insert("New", at: 1)
            table.insertRows(at: [path(1)], with: .fade)
        }, completion: { completions.append($0) })
        let inserted = try #require(table.cellForRow(at: path(1)))
        #expect(inserted.textLabel?.text == "New")
        #expect(table.cellForRow(at: path(3)) === row2)
        #expect(row2.frame.minY == CGFloat(3 * 44))
        harness.advance(by: 0.15)
        let fading = inserted.layer.presentation()?.opacity ?? 1
        #expect(fading > 0 && fading < 1)
        let sliding = row2.layer.presentation()?.position.y ?? 0
        #expect(sliding > 2 * 44 + 22 && sliding < 3 * 44 + 22)
        #expect(completions.isEmpty)
        try harness.settle()
        #expect(completions == [true])
        #expect(texts(table) == ["Row 0", "New", "Row 1", "Row 2", "Row 3", "Row 4"])
        #expect(table.numberOfRows(inSection: 0) == 6)
    }

    @Test func deletedRowsSlideOutAndTheirCellsAreReused() throws {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(5))])
        let (harness, table) = try launchTable(.plain, spy)
        let doomed = try #require(table.cellForRow(at: path(1)))
        table.selectRow(at: path(3), animated: false, scrollPosition: .none)
        spy.sections[0].rows.remove(at: 1)
        table.deleteRows(at: [path(1)], with: .left)
        #expect(table.indexPathForSelectedRow == path(2), "the selection follows its row")
        #expect(table.cellForRow(at: path(1))?.textLabel?.text == "Row 2")
        harness.advance(by: 0.15)
        let x = doomed.layer.presentation()?.position.x ?? 0
        #expect(x < 393 / 2 && x > -393 / 2)
        #expect(doomed.superview === table)
        try harness.settle()
        #expect(doomed.superview == nil)
        #expect(doomed.alpha == 1)
        #expect(texts(table) == ["Row 0", "Row 2", "Row 3", "Row 4"])
        #expect(table.dequeueReusableCell(withIdentifier: "Cell") === doomed)
    }

    @Test func beginAndEndUpdatesBatchAReloadAndAMove() throws {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(4))])
        let (harness, table) = try launchTable(.plain, spy)
        let row0 = try #require(table.cellForRow(at: path(0)))
        let row3 = try #require(table.cellForRow(at: path(3)))
        table.beginUpdates()
        spy.sections[0].rows = ["Row 3", "Row 1", "Row 2 again", "Row 0"]
        table.moveRow(at: path(0), to: path(3))
        table.moveRow(at: path(3), to: path(0))
        table.reloadRows(at: [path(2)], with: .fade)
        #expect(texts(table) == ["Row 0", "Row 1", "Row 2", "Row 3"], "nothing changes before endUpdates")
        table.endUpdates()
        try harness.settle()
        #expect(table.cellForRow(at: path(0)) === row3)
        #expect(table.cellForRow(at: path(3)) === row0)
        #expect(row0.frame.minY == CGFloat(3 * 44))
        #expect(texts(table) == ["Row 3", "Row 1", "Row 2 again", "Row 0"])
    }

    @Test func sectionsAreInsertedAndDeleted() throws {
        let spy = TableSpy(sections: [.init(header: "A", rows: TableSpy.rows(2)), .init(header: "B", rows: TableSpy.rows(2, prefix: "B"))])
        let (harness, table) = try launchTable(.plain, spy)
        table.performBatchUpdates({
            spy.sections.remove(at: 0)
            spy.sections.append(.init(header: "C", rows: ["C 0"]))
            table.deleteSections(IndexSet(integer: 0), with: .top)
            table.insertSections(IndexSet(integer: 1), with: .bottom)
        })
        try harness.settle()
        #expect(table.numberOfSections == 2)
        #expect(texts(table) == ["B 0", "B 1", "C 0"])
        #expect(harness.visibleTexts.contains("C"))
        #expect(!harness.visibleTexts.contains("A"))
    }

    @Test func anUpdateThatDoesNotMatchTheDataSourceTrapsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let spy = TableSpy(sections: [.init(rows: TableSpy.rows(3))])
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
                table.dataSource = spy
                _ = table.numberOfSections
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted)"))
    }
}
