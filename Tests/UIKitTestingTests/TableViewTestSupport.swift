import Foundation
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) @_spi(SourceCompatibility) import UIKit
import SpringBoard
import UIKitTesting

/// A table's data source and delegate that records the calls a test checks, in order.
@MainActor final class TableSpy: UITableViewDataSource, UITableViewDelegate {
    struct Section {
        var header: String?
        var footer: String?
        var rows: [String]
    }

    var sections: [Section]
    var style: UITableViewCell.CellStyle = .default
    /// Cells made (not dequeued) by `cellForRowAt`.
    var cellsMade = 0
    var log: [String] = []
    /// What `willSelectRowAt` answers for a row (absent: the row itself).
    var selectionRedirects: [IndexPath: IndexPath?] = [:]
    /// Accessory types by row.
    var accessories: [IndexPath: UITableViewCell.AccessoryType] = [:]
    /// Detail texts by row.
    var details: [IndexPath: String] = [:]
    var heights: [IndexPath: CGFloat] = [:]
    /// A class to register as "Registered" and dequeue with `for:` (nil: dequeue "Cell" or make one).
    var registeredClass: UITableViewCell.Type?
    /// Editing styles by row (absent: `.delete`).
    var editingStyles: [IndexPath: UITableViewCell.EditingStyle] = [:]
    /// Rows that cannot be edited.
    var uneditable: Set<IndexPath> = []
    /// Rows whose content does not indent in editing mode.
    var unindented: Set<IndexPath> = []
    /// The Delete button's title.
    var deleteTitle = "Delete"
    /// Whether a commit changes the data and the table (deleting the row, or inserting
    /// "Inserted" after it), as a data source usually does.
    var commitsChanges = true

    init(sections: [Section]) {
        self.sections = sections
    }

    static func rows(_ count: Int, prefix: String = "Row") -> [String] { (0..<count).map { "\(prefix) \($0)" } }

    private func name(_ path: IndexPath) -> String { "\(path.section).\(path.row)" }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell: UITableViewCell
        if registeredClass != nil {
            cell = tableView.dequeueReusableCell(withIdentifier: "Registered", for: indexPath)
        } else if let reused = tableView.dequeueReusableCell(withIdentifier: "Cell") {
            cell = reused
        } else {
            cell = UITableViewCell(style: style, reuseIdentifier: "Cell")
            cellsMade += 1
        }
        cell.textLabel?.text = sections[indexPath.section].rows[indexPath.row]
        cell.detailTextLabel?.text = details[indexPath]
        cell.accessoryType = accessories[indexPath] ?? .none
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath] ?? tableView.rowHeight
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(name(indexPath))")
        return true
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { log.append("didHighlight \(name(indexPath))") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { log.append("didUnhighlight \(name(indexPath))") }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(name(indexPath))")
        if let redirect = selectionRedirects[indexPath] { return redirect }
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(name(indexPath))") }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect \(name(indexPath))")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.append("didDeselect \(name(indexPath))") }
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        log.append("accessoryButtonTapped \(name(indexPath))")
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { !uneditable.contains(indexPath) }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        editingStyles[indexPath] ?? .delete
    }
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        !unindented.contains(indexPath)
    }
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        deleteTitle
    }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        log.append("willBeginEditing \(name(indexPath))")
    }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        log.append("didEndEditing \(indexPath.map(name) ?? "nil")")
    }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log.append("commit \(editingStyle) \(name(indexPath))")
        guard commitsChanges else { return }
        switch editingStyle {
        case .delete:
            sections[indexPath.section].rows.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        case .insert:
            sections[indexPath.section].rows.insert("Inserted", at: indexPath.row + 1)
            tableView.insertRows(at: [IndexPath(row: indexPath.row + 1, section: indexPath.section)], with: .fade)
        case .none:
            break
        }
    }
}

/// A cell that counts its `prepareForReuse()` calls.
final class CountingCell: UITableViewCell {
    var prepared = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        prepared += 1
    }
}

/// A key window filled by one table of `style` whose data source and delegate is `spy`.
final class TableAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let table: UITableView
    let spy: TableSpy

    @MainActor init(style: UITableView.Style, spy: TableSpy) {
        table = UITableView(frame: .zero, style: style)
        self.spy = spy
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        table.frame = window.bounds
        if let registered = spy.registeredClass { table.register(registered, forCellReuseIdentifier: "Registered") }
        table.dataSource = spy
        table.delegate = spy
        window.addSubview(table)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

@MainActor
func launchTable(_ style: UITableView.Style = .plain, _ spy: TableSpy) throws -> (AppHarness, UITableView) {
    let delegate = TableAppDelegate(style: style, spy: spy)
    let harness = AppHarness { delegate }
    try harness.settle()
    return (harness, delegate.table)
}

extension UITableView {
    /// The centre of the row in screen points.
    @MainActor func screenCenter(ofRow path: IndexPath) -> CGPoint {
        let rect = rectForRow(at: path)
        return convert(CGPoint(x: rect.midX, y: rect.midY), to: nil as UIView?)
    }
}

/// A key window with nothing in it, for views tested on their own.
final class EmptyWindowAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

@MainActor
func launchEmptyWindow() throws -> (AppHarness, UIWindow) {
    let delegate = EmptyWindowAppDelegate()
    let harness = AppHarness { delegate }
    try harness.settle()
    return (harness, delegate.window!)
}

// What the source-compatibility plugin adds to a type that implements the method: the spy commits edits.
extension TableSpy: _UITableViewDataSourceCommittingEdits {}
