import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants

/// A cell with a title over a multi-line note, pinned to its content view 10 pt from the top
/// and bottom and 16 pt from the sides.
final class NoteCell: UITableViewCell {
    let title = UILabel()
    let note = UILabel()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        note.numberOfLines = 0
        note.font = .systemFont(ofSize: 15)
        for label in [title, note] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            note.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            note.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            note.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            note.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) { nil }

    /// The content height the cell needs at a content width: both labels' text, the gaps and the insets.
    func expectedContentHeight(width: CGFloat) -> CGFloat {
        title.sizeThatFits(.zero).height + 4 + note.sizeThatFits(CGSize(width: width - 32, height: 0)).height + 20
    }
}

/// Notes of varying lengths, one per row.
@MainActor final class NotesSource: UITableViewDataSource {
    var notes: [String]
    var cellsAsked = 0

    init(count: Int) {
        let words = longText.split(separator: " ")
        notes = (0..<count).map { index in words.prefix(1 + (index * 7) % words.count).joined(separator: " ") }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellsAsked += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath) as! NoteCell
        cell.title.text = "Note \(indexPath.row)"
        cell.note.text = notes[indexPath.row]
        return cell
    }
}

/// A key window filled by a table of `NoteCell`s.
final class NotesAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let table = UITableView(frame: .zero, style: .plain)
    let source: NotesSource
    let configure: (UITableView) -> Void

    @MainActor init(source: NotesSource, configure: @escaping (UITableView) -> Void) {
        self.source = source
        self.configure = configure
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        table.frame = window.bounds
        table.register(NoteCell.self, forCellReuseIdentifier: "Note")
        configure(table)
        table.dataSource = source
        window.addSubview(table)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

@MainActor func launchNotes(_ count: Int, configure: @escaping (UITableView) -> Void = { _ in }) throws -> (AppHarness, UITableView, NotesSource) {
    let source = NotesSource(count: count)
    let delegate = NotesAppDelegate(source: source, configure: configure)
    let harness = AppHarness { delegate }
    try harness.settle()
    return (harness, delegate.table, source)
}

@Suite(.checksInvariants) @MainActor
struct SelfSizingTests {
    func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    // MARK: systemLayoutSizeFitting

    @Test func aContainerFitsItsConstraintsWithoutChangingItsFrame() throws {
        var card: UIView!
        var label: UILabel!
        let controller = BlockViewController { controller in
            card = UIView(frame: CGRect(x: 10, y: 100, width: 300, height: 50))
            controller.view.addSubview(card)
            label = constrainedLabel("Profile", in: card)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
                label.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -12),
                label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
                label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
            ])
        }
        let harness = try launchConstraints(controller)
        let intrinsic = label.intrinsicContentSize
        let labelFrame = label.frame
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                    == CGSize(width: intrinsic.width + 24, height: intrinsic.height + 16))
        #expect(UIView.layoutFittingCompressedSize == .zero)
        // A required width is kept; the height is still as small as the constraints allow.
        #expect(card.systemLayoutSizeFitting(CGSize(width: 250, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel)
                    == CGSize(width: 250, height: intrinsic.height + 16))
        // The expanded target grows what can grow (the label may leave space after it).
        let expanded = card.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
        #expect(expanded.width == UIView.layoutFittingExpandedSize.width)
        #expect(expanded.height == intrinsic.height + 16)
        // Nothing moved, and the tree's engine has nothing new to do.
        #expect(card.frame == CGRect(x: 10, y: 100, width: 300, height: 50))
        #expect(label.frame == labelFrame)
        try harness.settle()
        #expect(card.frame == CGRect(x: 10, y: 100, width: 300, height: 50))
        #expect(label.frame == labelFrame)
    }

    @Test func fittingWrapsMultiLineLabelsAtTheWidthTheSolveGivesThem() throws {
        var card: UIView!
        var label: UILabel!
        var single: UILabel!
        let controller = BlockViewController { controller in
            card = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
            controller.view.addSubview(card)
            label = constrainedLabel(longText, in: card, lines: 0)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
                label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
                label.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
                label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -5).withPriority(.defaultLow - 50),
            ])
            single = UILabel(frame: CGRect(x: 0, y: 300, width: 100, height: 30))
            single.text = "Alone"
            controller.view.addSubview(single)
        }
        let harness = try launchConstraints(controller)
        for width in [CGFloat(200), 320] {
            let size = card.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel)
            #expect(size == CGSize(width: width, height: label.sizeThatFits(CGSize(width: width - 20, height: 0)).height + 10))
        }
        // The label in the window still wraps at the width its card gives it.
        #expect(label.frame.width == 280)
        #expect(label.frame.height == label.sizeThatFits(CGSize(width: 280, height: 0)).height)
        // A label on its own fits its intrinsic size; a plain view without constraints, nothing.
        #expect(single.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == single.intrinsicContentSize)
        #expect(UIView().systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == .zero)
        #expect(card.frame == CGRect(x: 0, y: 100, width: 300, height: 100))
        try harness.settle()
    }

    // MARK: Self-sizing table view cells

    @Test func theDefaultsAreAutomaticAndCellsWithoutConstraintsKeepFortyFourPoints() throws {
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.rowHeight == UITableView.automaticDimension)
        #expect(table.estimatedRowHeight == UITableView.automaticDimension)
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(30))])
        let (_, plain) = try launchTable(.plain, spy)
        #expect(plain.rectForRow(at: path(3)).height == 44)
        #expect(plain.contentSize.height == CGFloat(30 * 44))
    }

    @Test func selfSizingRowsTakeTheHeightTheirCellsConstraintsNeed() throws {
        let (_, table, _) = try launchNotes(60)
        let hairline = 1.0 / 3
        var heights = Set<CGFloat>()
        let visible = try #require(table.indexPathsForVisibleRows)
        #expect(visible.count > 5)
        for path in visible {
            let cell = try #require(table.cellForRow(at: path) as? NoteCell)
            let rect = table.rectForRow(at: path)
            let expected = cell.expectedContentHeight(width: rect.width) + hairline
            #expect(abs(rect.height - expected) < 0.34, "row \(path.row): \(rect.height) for \(expected)")
            #expect(abs(cell.frame.minY - rect.minY) < 0.001 && abs(cell.frame.height - rect.height) < 0.001)
            // The cell's own layout agrees: the note shows all its lines.
            #expect(cell.note.frame.height == cell.note.sizeThatFits(CGSize(width: rect.width - 32, height: 0)).height)
            #expect(abs(cell.note.frame.maxY + 10 - cell.contentView.bounds.height) < 0.34)
            // The cell's fitting size is its content view's, plus the separator below it.
            let fitted = cell.systemLayoutSizeFitting(CGSize(width: rect.width, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel)
            #expect(fitted.width == rect.width)
            #expect(abs(fitted.height - expected) < 0.001)
            heights.insert(rect.height)
        }
        #expect(heights.count > 2)
        // Rows not shown yet keep the estimate (44 pt); the content size is the sum of the rows.
        let total = (0..<60).map { table.rectForRow(at: path($0)).height }.reduce(0, +)
        #expect(abs(table.contentSize.height - total) < 0.01)
        #expect(table.rectForRow(at: path(59)).height == 44)
        #expect(table.rectForRow(at: path(40)).height == 44)
    }

    /// Scrolls from the top to the end 300 pt at a time, returning the height each row's cell
    /// needed (`expectedContentHeight` plus the separator) when it was in view.
    func scrollThrough(_ table: UITableView, _ harness: AppHarness) throws -> [Int: CGFloat] {
        var expected: [Int: CGFloat] = [:]
        func record() {
            for case let cell as NoteCell in table.visibleCells {
                guard let row = table.indexPath(for: cell)?.row else { continue }
                expected[row] = cell.expectedContentHeight(width: cell.bounds.width) + 1.0 / 3
            }
        }
        record()
        while table.contentOffset.y < table.contentSize.height - table.bounds.height {
            table.contentOffset.y = min(table.contentOffset.y + 300, table.contentSize.height - table.bounds.height)
            try harness.settle()
            record()
        }
        return expected
    }

    @Test func scrollingThroughMeasuresEveryRowAndTheContentSizeFollows() throws {
        let (harness, table, _) = try launchNotes(40)
        let expected = try scrollThrough(table, harness)
        #expect(expected.count == 40)
        var total: CGFloat = 0
        for row in 0..<40 {
            let rect = table.rectForRow(at: path(row))
            #expect(abs(rect.height - (expected[row] ?? 0)) < 0.34, "row \(row)")
            total += rect.height
        }
        #expect(abs(table.contentSize.height - total) < 0.01)
    }

    @Test func rowsMeasuredAboveTheViewKeepTheVisibleRowsInPlace() throws {
        let (harness, table, _) = try launchNotes(120)
        // Jump to the end: the rows there are measured, those before still estimated.
        table.scrollToRow(at: path(119), at: .bottom, animated: false)
        try harness.settle()
        #expect(table.rectForRow(at: path(60)).height == 44)
        // Scroll up step by step: each row that appears at the top is measured, and the rows
        // already in view move only by the scroll.
        for _ in 0..<6 {
            let visible = try #require(table.indexPathsForVisibleRows)
            let anchor = visible[visible.count / 2]
            let before = table.rectForRow(at: anchor).minY - table.contentOffset.y
            table.contentOffset.y -= 100
            try harness.settle()
            let after = table.rectForRow(at: anchor).minY - table.contentOffset.y
            #expect(abs(after - (before + 100)) < 0.01, "row \(anchor.row) moved \(after - before)")
            let cell = try #require(table.cellForRow(at: anchor))
            #expect(abs(cell.frame.minY - table.rectForRow(at: anchor).minY) < 0.001)
        }
        #expect(table.rectForRow(at: path(60)).height == 44)
    }

    @Test func anEstimateOfZeroMeasuresEveryRowAtTheReload() throws {
        let (harness, table, source) = try launchNotes(30) { table in
            table.estimatedRowHeight = 0
        }
        #expect(source.cellsAsked >= 30)
        // Every row already has its height: scrolling through changes none of them.
        let heights = (0..<30).map { table.rectForRow(at: path($0)).height }
        let contentHeight = table.contentSize.height
        #expect(!heights.contains(44))
        #expect(abs(contentHeight - heights.reduce(0, +)) < 0.01)
        let expected = try scrollThrough(table, harness)
        for row in 0..<30 {
            #expect(table.rectForRow(at: path(row)).height == heights[row])
            #expect(abs(heights[row] - (expected[row] ?? 0)) < 0.34, "row \(row)")
        }
        #expect(table.contentSize.height == contentHeight)
    }

    @Test func theDelegatesEstimateHoldsUntilARowIsShown() throws {
        final class Estimates: UITableViewDelegate {
            func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
                indexPath.row.isMultiple(of: 2) ? 100 : 150
            }
        }
        let estimates = Estimates()
        let (_, table, _) = try launchNotes(50) { table in
            table.estimatedRowHeight = 60
            table.delegate = estimates
        }
        #expect(table.rectForRow(at: path(40)).height == 100)
        #expect(table.rectForRow(at: path(41)).height == 150)
        let shown = try #require(table.cellForRow(at: path(1)) as? NoteCell)
        #expect(abs(table.rectForRow(at: path(1)).height - (shown.expectedContentHeight(width: 393) + 1.0 / 3)) < 0.34)
    }

    @Test func aRowGivenAFixedHeightIsNotMeasured() throws {
        let (_, table, _) = try launchNotes(10) { table in
            table.rowHeight = 70
        }
        #expect(table.rectForRow(at: path(2)).height == 70)
        #expect(table.contentSize.height == 700)
    }
}
