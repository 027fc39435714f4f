import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants

@Suite(.checksInvariants) @MainActor
struct UITableViewTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    // MARK: Rows and cells

    @Test func aPlainTableShowsFortyFourPointRowsUnderTheSafeAreaAndOnlyTheVisibleOnes() throws {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(100))])
        let (harness, table) = try launchTable(.plain, spy)
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 100)
        #expect(table.rectForRow(at: path(3)) == CGRect(x: 0, y: 132, width: 393, height: 44))
        #expect(table.contentSize == CGSize(width: 393, height: 4400))
        #expect(table.adjustedContentInset.top == 59)
        #expect(table.contentOffset.y == -59)
        // The bounds run from −59 to 793: rows 0 to 18.
        #expect(table.indexPathsForVisibleRows == (0...18).map { path($0) })
        #expect(table.visibleCells.map { $0.textLabel?.text } == (0...18).map { "Row \($0)" })
        #expect(spy.cellsMade == 19)
        #expect(table.cellForRow(at: path(5))?.frame == CGRect(x: 0, y: 220, width: 393, height: 44))
        #expect(table.cellForRow(at: path(40)) == nil)
        let cell = try #require(table.cellForRow(at: path(7)))
        #expect(table.indexPath(for: cell) == path(7))
        #expect(harness.visibleTexts.contains("Row 18"))
        #expect(!harness.visibleTexts.contains("Row 19"))
    }

    @Test func theSeparatorIsOnePixelAtTheBottomInsetByTheMargin() throws {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(5))])
        let (harness, table) = try launchTable(.plain, spy)
        let cell = try #require(table.cellForRow(at: path(0)))
        // iPhone 15 Pro: 393 pt wide (> 375) so 20 pt margins, scale 3 so a 1/3 pt line.
        #expect(table.separatorInset.left == 20)
        #expect(cell.separatorFrame == CGRect(x: 20, y: 44 - 1.0 / 3, width: 373, height: 1.0 / 3))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 393, height: 44 - 1.0 / 3))
        #expect(cell.textLabel?.frame.minX == 20)
        table.separatorInset = UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 10)
        table.separatorStyle = .singleLine
        table.layoutIfNeeded()
        cell.layoutIfNeeded()
        #expect(cell.separatorFrame == CGRect(x: 60, y: 44 - 1.0 / 3, width: 323, height: 1.0 / 3))
        table.separatorStyle = .none
        table.layoutIfNeeded()
        cell.layoutIfNeeded()
        #expect(cell.separatorFrame == nil)
        #expect(cell.contentView.frame.height == 44)
        try harness.settle()
    }

    @Test func delegateHeightsAndRowHeightSizeRows() throws {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(10))])
        spy.heights = [path(1): 100]
        let (harness, table) = try launchTable(.plain, spy)
        #expect(table.rectForRow(at: path(1)) == CGRect(x: 0, y: 44, width: 393, height: 100))
        #expect(table.rectForRow(at: path(2)).minY == 144)
        table.rowHeight = 60
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: path(0)).height == 60)
        #expect(table.rectForRow(at: path(2)).minY == 160)
        try harness.settle()
    }

    @Test func aHundredThousandRowTableScrollsWithABoundedNumberOfCells() throws {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(100_000))])
        let (harness, table) = try launchTable(.plain, spy)
        var most = 0
        for _ in 0..<6 {
            try harness.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 150), duration: 0.1)
            for _ in 0..<30 {
                harness.advance(by: 1.0 / 60)
                most = max(most, table.visibleCells.count, table.subviews.filter { $0 is UITableViewCell }.count)
            }
        }
        try harness.settle()
        #expect(table.contentOffset.y > 5000)
        #expect(most <= 21)
        // Cells leave the view into the reuse queue and come back: a screenful and a row or two are ever made.
        #expect(spy.cellsMade <= 22)
        let first = try #require(table.indexPathsForVisibleRows?.first)
        #expect(table.visibleCells.first?.textLabel?.text == "Row \(first.row)")
        table.scrollToRow(at: path(99_999), at: .bottom, animated: false)
        try harness.settle()
        #expect(table.indexPathsForVisibleRows?.last == path(99_999))
        #expect(table.visibleCells.last?.textLabel?.text == "Row 99999")
        #expect(spy.cellsMade <= 22)
    }

    @Test func scrollToRowPutsTheRowAtTheTopMiddleOrBottom() throws {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(100))])
        let (harness, table) = try launchTable(.plain, spy)
        let inset = table.adjustedContentInset
        table.scrollToRow(at: path(50), at: .top, animated: false)
        #expect(table.contentOffset.y == 50 * 44 - inset.top)
        table.scrollToRow(at: path(50), at: .bottom, animated: false)
        #expect(table.contentOffset.y == 51 * 44 - (852 - inset.bottom))
        table.scrollToRow(at: path(50), at: .middle, animated: true)
        try harness.settle()
        let visibleMid = table.contentOffset.y + inset.top + (852 - inset.top - inset.bottom) / 2
        #expect(visibleMid == CGFloat(50 * 44 + 22))
        #expect(table.indexPathsForVisibleRows?.contains(path(50)) == true)
        // Near the end the offset stops at the content's end.
        table.scrollToRow(at: path(99), at: .top, animated: false)
        #expect(table.contentOffset.y == 4400 - 852 + inset.bottom)
        // .none does the least: a visible row does not move the table.
        let before = table.contentOffset
        table.scrollToRow(at: path(95), at: .none, animated: false)
        #expect(table.contentOffset == before)
        table.scrollToRow(at: path(10), at: .none, animated: false)
        #expect(table.contentOffset.y == 10 * 44 - inset.top)
        try harness.settle()
    }

    @Test func reloadDataAsksTheDataSourceAgainAndClearsTheSelection() throws {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(5))])
        let (harness, table) = try launchTable(.plain, spy)
        table.selectRow(at: path(1), animated: false, scrollPosition: .none)
        spy.sections = [.init(rows: TableSpy.rows(3, prefix: "New")), .init(rows: ["Other"])]
        table.reloadData()
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.indexPathForSelectedRow == nil)
        try harness.settle()
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["New 0", "New 1", "New 2", "Other"])
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })
    }

    // MARK: Reuse

    @Test func registeredClassesAreMadeAndScrolledOutCellsArePreparedForReuse() throws {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(100))])
        spy.registeredClass = CountingCell.self
        let (harness, table) = try launchTable(.plain, spy)
        let cells = table.visibleCells.compactMap { $0 as? CountingCell }
        #expect(cells.count == 19)
        #expect(cells.allSatisfy { $0.reuseIdentifier == "Registered" && $0.prepared == 0 })
        #expect(table.dequeueReusableCell(withIdentifier: "Other") == nil)
        table.contentOffset = CGPoint(x: 0, y: 44 * 5 - 59)
        try harness.settle()
        // Rows 0–2 left at the top and rows 19–23 came in: three in the old cells, prepared for
        // reuse, and two in new ones.
        let now = table.visibleCells.compactMap { $0 as? CountingCell }
        #expect(now.count == 21)
        #expect(Set(cells.map(ObjectIdentifier.init)).isSubset(of: Set(now.map(ObjectIdentifier.init))))
        #expect(now.filter { $0.prepared == 1 }.count == 3)
        #expect(now.last?.textLabel?.text == "Row 23")
        // With every cell in view the queue is empty; without a registration nothing is made.
        table.register(nil, forCellReuseIdentifier: "Registered")
        #expect(table.dequeueReusableCell(withIdentifier: "Registered") == nil)
    }

    @Test func dequeuingForARowWithNothingRegisteredTrapsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
                _ = table.dequeueReusableCell(withIdentifier: "Missing", for: IndexPath(row: 0, section: 0))
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("unable to dequeue a cell with identifier Missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"))
    }

    @Test func scrolledOutCellsArePreparedAndReusedForNewRows() throws {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(100))])
        let (harness, table) = try launchTable(.plain, spy)
        table.selectRow(at: path(0), animated: false, scrollPosition: .none)
        let firstCell = try #require(table.cellForRow(at: path(0)))
        #expect(firstCell.isSelected)
        table.contentOffset = CGPoint(x: 0, y: 44 * 30)
        try harness.settle()
        #expect(table.cellForRow(at: path(0)) == nil)
        #expect(firstCell.superview == nil || table.indexPath(for: firstCell) != nil)
        if let row = table.indexPath(for: firstCell) {
            // The cell came back for another row: reset, and showing that row.
            #expect(!firstCell.isSelected)
            #expect(firstCell.textLabel?.text == "Row \(row.row)")
        }
        #expect(spy.cellsMade <= 21)
        table.contentOffset = CGPoint(x: 0, y: -59)
        try harness.settle()
        #expect(table.cellForRow(at: path(0))?.isSelected == true)
    }

    // MARK: Cells

    @Test func theFourCellStylesPlaceTheirLabelsAsIOSDoes() throws {
        let (harness, window) = try launchEmptyWindow()
        func cell(_ style: UITableViewCell.CellStyle) -> UITableViewCell {
            let cell = UITableViewCell(style: style, reuseIdentifier: nil)
            cell.frame = CGRect(x: 0, y: 100, width: 320, height: 44)
            window.addSubview(cell)
            cell.textLabel?.text = "Title"
            cell.detailTextLabel?.text = "Detail"
            cell.layoutIfNeeded()
            return cell
        }
        let basic = cell(.default)
        #expect(basic.detailTextLabel == nil)
        #expect(basic.textLabel?.font.pointSize == 17)
        #expect(basic.textLabel?.frame == CGRect(x: 16, y: 0, width: 288, height: 44))

        let value1 = cell(.value1)
        let detail1 = try #require(value1.detailTextLabel)
        #expect(detail1.frame.maxX == 304)
        #expect(detail1.textColor == .secondaryLabel)
        #expect(detail1.font.pointSize == 17)
        #expect(value1.textLabel!.frame.minX == 16)

        let value2 = cell(.value2)
        #expect(value2.textLabel?.font.pointSize == 13)
        #expect(value2.textLabel?.textAlignment == .right)
        #expect(value2.textLabel?.textColor == .systemBlue)
        #expect(value2.textLabel?.frame == CGRect(x: 16, y: 0, width: 91, height: 44))
        #expect(value2.detailTextLabel?.frame.minX == CGFloat(16 + 91 + 6))

        let subtitle = cell(.subtitle)
        let title = try #require(subtitle.textLabel)
        let detail = try #require(subtitle.detailTextLabel)
        #expect(detail.font.pointSize == 12)
        #expect(detail.frame.minY == title.frame.maxY + 3)
        // The two lines are centred together.
        #expect(abs(title.frame.minY - (44 - detail.frame.maxY)) <= 1)
        try harness.settle()
    }

    @Test func accessoriesSitAtTheTrailingMarginAndNarrowTheContent() throws {
        let (harness, window) = try launchEmptyWindow()
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 100, width: 320, height: 44)
        window.addSubview(cell)
        cell.accessoryType = .disclosureIndicator
        cell.layoutIfNeeded()
        let chevron = try #require(cell.accessoryGlyphFrame)
        #expect(chevron.maxX == CGFloat(320 - 16))
        #expect(chevron.size == CGSize(width: 8, height: 13))
        #expect(cell.contentView.frame.width == chevron.minX - 16)
        cell.accessoryType = .detailButton
        cell.layoutIfNeeded()
        #expect(cell.accessoryGlyphFrame?.size == CGSize(width: 22, height: 22))
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        cell.accessoryView = custom
        cell.layoutIfNeeded()
        #expect(cell.accessoryGlyphFrame == nil)
        #expect(custom.superview === cell)
        #expect(custom.frame == CGRect(x: 320 - 16 - 51, y: 7, width: 51, height: 31))
        cell.accessoryView = nil
        #expect(custom.superview == nil)
        cell.accessoryType = .none
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.width == 320)
        try harness.settle()
    }

    @Test func highlightAndSelectionShowTheGreyAndADeselectionFades() throws {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(5))])
        let (harness, table) = try launchTable(.plain, spy)
        let cell = try #require(table.cellForRow(at: path(2)))
        cell.setHighlighted(true, animated: false)
        #expect(cell.isHighlighted)
        #expect(cell.selectionAlpha == 1)
        cell.isHighlighted = false
        #expect(cell.selectionAlpha == 0)
        table.selectRow(at: path(2), animated: false, scrollPosition: .none)
        #expect(cell.isSelected)
        #expect(cell.selectionAlpha == 1)
        #expect(spy.log.isEmpty, "selecting by code does not call the delegate")
        table.deselectRow(at: path(2), animated: true)
        #expect(!cell.isSelected)
        harness.advance(by: 0.1)
        let midway = cell.selectionPresentationAlpha
        #expect(midway > 0 && midway < 1)
        try harness.settle()
        #expect(cell.selectionAlpha == 0)
        #expect(table.indexPathForSelectedRow == nil)
        cell.selectionStyle = .none
        cell.isSelected = true
        #expect(cell.selectionAlpha == 0)
    }

    // MARK: Selection by touch

    @Test func aTapSelectsTheRowWithTheDelegateCallsInOrder() throws {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(10))])
        let (harness, table) = try launchTable(.plain, spy)
        harness.tap(at: table.screenCenter(ofRow: path(3)))
        try harness.settle()
        #expect(spy.log == ["shouldHighlight 0.3", "didHighlight 0.3", "willSelect 0.3", "didUnhighlight 0.3", "didSelect 0.3"])
        #expect(table.indexPathForSelectedRow == path(3))
        #expect(table.cellForRow(at: path(3))?.isSelected == true)
        #expect(table.cellForRow(at: path(3))?.isHighlighted == false)
        spy.log = []
        harness.tap(at: table.screenCenter(ofRow: path(5)))
        try harness.settle()
        #expect(spy.log == ["shouldHighlight 0.5", "didHighlight 0.5", "willSelect 0.5", "willDeselect 0.3", "didDeselect 0.3",
                            "didUnhighlight 0.5", "didSelect 0.5"])
        #expect(table.indexPathsForSelectedRows == [path(5)])
        #expect(table.cellForRow(at: path(3))?.isSelected == false)
    }

    @Test func theHighlightWaitsForTheScrollViewsTouchDelay() throws {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(30))])
        let (harness, table) = try launchTable(.plain, spy)
        let cell = try #require(table.cellForRow(at: path(4)))
        harness.device.touchDown(at: table.screenCenter(ofRow: path(4)))
        harness.advance(by: 0.1)
        #expect(!cell.isHighlighted)
        #expect(spy.log.isEmpty)
        harness.advance(by: 0.1)
        #expect(cell.isHighlighted)
        #expect(cell.selectionAlpha == 1)
        #expect(spy.log == ["shouldHighlight 0.4", "didHighlight 0.4"])
        harness.device.touchUp()
        try harness.settle()
        #expect(spy.log.suffix(3) == ["willSelect 0.4", "didUnhighlight 0.4", "didSelect 0.4"])
        #expect(cell.isSelected)
    }

    @Test func aDragThatScrollsSelectsNothing() throws {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(60))])
        let (harness, table) = try launchTable(.plain, spy)
        try harness.drag(from: table.screenCenter(ofRow: path(10)), to: CGPoint(x: 200, y: 200), duration: 0.3, thenHoldFor: 0.1)
        try harness.settle()
        #expect(table.contentOffset.y > 0)
        #expect(spy.log.isEmpty)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func aDragAfterTheHighlightCancelsIt() throws {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(60))])
        let (harness, table) = try launchTable(.plain, spy)
        let start = table.screenCenter(ofRow: path(10))
        harness.device.touchDown(at: start)
        harness.advance(by: 0.2)
        #expect(spy.log == ["shouldHighlight 0.10", "didHighlight 0.10"])
        for step in 1...10 {
            harness.device.touchMove(to: CGPoint(x: start.x, y: start.y - CGFloat(step) * 20))
            harness.advance(by: 1.0 / 60)
        }
        harness.device.touchUp()
        try harness.settle()
        #expect(spy.log == ["shouldHighlight 0.10", "didHighlight 0.10", "didUnhighlight 0.10"])
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.contentOffset.y > -59)
    }

    @Test func willSelectMayRedirectOrVetoTheSelection() throws {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(10))])
        spy.selectionRedirects = [path(1): .some(path(2)), path(4): IndexPath?.none]
        let (harness, table) = try launchTable(.plain, spy)
        harness.tap(at: table.screenCenter(ofRow: path(1)))
        try harness.settle()
        #expect(spy.log == ["shouldHighlight 0.1", "didHighlight 0.1", "willSelect 0.1", "didUnhighlight 0.1", "didSelect 0.2"])
        #expect(table.indexPathForSelectedRow == path(2))
        spy.log = []
        harness.tap(at: table.screenCenter(ofRow: path(4)))
        try harness.settle()
        #expect(spy.log == ["shouldHighlight 0.4", "didHighlight 0.4", "willSelect 0.4", "didUnhighlight 0.4"])
        #expect(table.indexPathForSelectedRow == path(2))
    }

    @Test func multipleSelectionTogglesRowsAndNoSelectionIgnoresTaps() throws {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(10))])
        let (harness, table) = try launchTable(.plain, spy)
        table.allowsMultipleSelection = true
        harness.tap(at: table.screenCenter(ofRow: path(6)))
        harness.tap(at: table.screenCenter(ofRow: path(2)))
        try harness.settle()
        #expect(table.indexPathsForSelectedRows == [path(2), path(6)])
        #expect(table.indexPathForSelectedRow == path(2))
        spy.log = []
        harness.tap(at: table.screenCenter(ofRow: path(6)))
        try harness.settle()
        #expect(spy.log == ["shouldHighlight 0.6", "didHighlight 0.6", "didUnhighlight 0.6", "willDeselect 0.6", "didDeselect 0.6"])
        #expect(table.indexPathsForSelectedRows == [path(2)])
        table.allowsMultipleSelection = false
        table.allowsSelection = false
        #expect(table.indexPathsForSelectedRows == nil)
        spy.log = []
        harness.tap(at: table.screenCenter(ofRow: path(3)))
        try harness.settle()
        #expect(spy.log.isEmpty)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func theDetailButtonTellsTheDelegateAndDoesNotSelect() throws {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(5))])
        spy.accessories = [path(1): .detailButton]
        let (harness, table) = try launchTable(.plain, spy)
        let cell = try #require(table.cellForRow(at: path(1)))
        let button = try #require(cell.subviews.first { $0 is UIControl })
        try harness.tap(button)
        try harness.settle()
        #expect(spy.log == ["accessoryButtonTapped 0.1"])
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func aDragThatStartsOnADetailButtonStillScrollsTheTable() throws {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(60))])
        spy.accessories = [path(3): .detailButton]
        let (harness, table) = try launchTable(.plain, spy)
        let cell = try #require(table.cellForRow(at: path(3)))
        let button = try #require(cell.subviews.first { $0 is UIControl })
        let start = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil as UIView?)
        // Held past the content-touch delay, so the button tracks the touch before the drag.
        harness.device.touchDown(at: start)
        harness.advance(by: 0.2)
        for step in 1...10 {
            harness.device.touchMove(to: CGPoint(x: start.x, y: start.y - CGFloat(step) * 20))
            harness.advance(by: 1.0 / 60)
        }
        harness.device.touchUp()
        try harness.settle()
        #expect(table.contentOffset.y > 0)
        #expect(spy.log.isEmpty, "neither the button nor the row acted")
    }

    // MARK: Sections

    @Test func plainHeadersFloatAtTheTopUntilTheNextSectionPushesThem() throws {
        let spy = TableSpy(sections: [.init(header: "A", rows: TableSpy.rows(20)), .init(header: "B", rows: TableSpy.rows(20))])
        let (harness, table) = try launchTable(.plain, spy)
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 393, height: 28))
        #expect(table.rectForRow(at: path(0)).minY == 28)
        #expect(table.rectForHeader(inSection: 1).minY == CGFloat(28 + 880))
        // Scrolled 300 pt into section A: its header sits at the top of the visible area.
        table.contentOffset = CGPoint(x: 0, y: 300 - 59)
        try harness.settle()
        let headerA = try #require(table.headerView(forSection: 0))
        #expect(headerA.frame.minY == 300)
        #expect(harness.visibleTexts.contains("A"))
        // 10 pt before section B's header reaches the top, B's header pushes A's up.
        table.contentOffset = CGPoint(x: 0, y: 908 - 10 - 59)
        try harness.settle()
        #expect(headerA.frame.minY == CGFloat(908 - 28))
        let headerB = try #require(table.headerView(forSection: 1))
        #expect(headerB.frame.minY == 908)
        // Past it, B floats and A has left with its section.
        table.contentOffset = CGPoint(x: 0, y: 1200 - 59)
        try harness.settle()
        #expect(headerB.frame.minY == 1200)
        #expect(table.headerView(forSection: 0) == nil)
        #expect(table.subviews.last === headerB)
    }

    @Test func groupedSectionsHaveTheirDefaultSpacingAndHeadersScroll() throws {
        let spy = TableSpy(sections: [.init(header: "First", rows: TableSpy.rows(2)), .init(rows: TableSpy.rows(2)),
                                      .init(header: "Third", footer: "A footer", rows: TableSpy.rows(2))])
        let (harness, table) = try launchTable(.grouped, spy)
        // 17.5 pt padding, then a titled first header: 32 + 18 + 6.
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 17.5, width: 393, height: 56))
        #expect(table.rectForRow(at: path(0)).minY == 73.5)
        // An untitled footer and header are 17.5 each: 35 pt between sections.
        #expect(table.rectForRow(at: path(0, 1)).minY == CGFloat(73.5 + 88 + 17.5 + 17.5))
        #expect(table.rectForHeader(inSection: 2).height == CGFloat(17 + 18 + 6))
        #expect(table.rectForFooter(inSection: 2).height == CGFloat(6 + 18 + 12))
        #expect(table.contentSize.height == table.rectForFooter(inSection: 2).maxY + 20)
        #expect(table.backgroundColor == .systemGroupedBackground)
        #expect(harness.visibleTexts.contains("FIRST"))
        #expect(harness.visibleTexts.contains("A footer"))
        table.contentOffset = CGPoint(x: 0, y: 100)
        try harness.settle()
        #expect(table.headerView(forSection: 0)?.frame.minY == 17.5)
        // The last row of a grouped section has no separator line.
        #expect(table.cellForRow(at: path(0, 1))?.separatorFrame != nil)
        #expect(table.cellForRow(at: path(1, 1))?.separatorFrame == nil)
    }

    @Test func insetGroupedRowsAreInsetByTheMarginsWithRoundedSectionEnds() throws {
        let spy = TableSpy(sections: [.init(header: "Settings", rows: TableSpy.rows(3))])
        let (_, table) = try launchTable(.insetGrouped, spy)
        #expect(table.rectForRow(at: path(0)) == CGRect(x: 20, y: 73.5, width: 353, height: 44))
        let first = try #require(table.cellForRow(at: path(0)))
        let middle = try #require(table.cellForRow(at: path(1)))
        let last = try #require(table.cellForRow(at: path(2)))
        #expect(first.roundedCorners == (true, false))
        #expect(middle.roundedCorners == (false, false))
        #expect(last.roundedCorners == (false, true))
        #expect(first.frame.minX == 20)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 80)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: 30, y: 80)) == path(0))
    }

    // MARK: Goldens

    @Test func aPlainTableWithAFloatingHeaderLooksAsOnIOS() throws {
        let spy = TableSpy(sections: [
            .init(header: "Fruits", rows: ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape", "Honeydew"]),
            .init(header: "Vegetables", rows: ["Artichoke", "Broccoli", "Carrot", "Daikon", "Eggplant", "Fennel", "Garlic",
                                               "Kale", "Leek", "Onion", "Pea", "Radish", "Spinach", "Turnip"]),
        ])
        spy.style = .value1
        spy.details = [path(2, 1): "Orange", path(3, 1): "White", path(4, 1): "Purple"]
        spy.accessories = [path(2, 1): .disclosureIndicator, path(3, 1): .checkmark, path(4, 1): .detailButton,
                           path(5, 1): .detailDisclosureButton]
        let (harness, table) = try launchTable(.plain, spy)
        table.contentOffset = CGPoint(x: 0, y: 28 + 8 * 44 + 60 - 59)
        table.selectRow(at: path(6, 1), animated: false, scrollPosition: .none)
        try harness.settle()
        #expect(table.headerView(forSection: 1)?.frame.minY == table.contentOffset.y + 59)
        try harness.assertScreenshot(named: "table-plain-floating-header-iphone-15-pro", in: Self.goldens)
    }

    @Test func anInsetGroupedTableLooksAsOnIOS() throws {
        let spy = TableSpy(sections: [
            .init(header: "Network", footer: "Wi-Fi networks you join appear here.", rows: ["Wi-Fi", "Bluetooth", "Cellular"]),
            .init(header: "General", rows: ["About", "Software Update", "Storage"]),
            .init(rows: ["Sign Out"]),
        ])
        spy.style = .value1
        spy.details = [path(0): "Home", path(1): "On", path(2, 1): "64 GB"]
        spy.accessories = [path(0): .disclosureIndicator, path(1): .disclosureIndicator, path(2): .checkmark,
                           path(0, 1): .detailButton, path(1, 1): .detailDisclosureButton, path(2, 1): .disclosureIndicator]
        let (harness, _) = try launchTable(.insetGrouped, spy)
        try harness.assertScreenshot(named: "table-inset-grouped-iphone-15-pro", in: Self.goldens)
    }
}
