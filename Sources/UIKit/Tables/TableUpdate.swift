import Foundation

/// The changes of one batch of table updates, and how rows move through it.
///
/// A value type with no views, as UIKit's update items are: deletions and reloads name rows and
/// sections as they were before the batch, insertions as they are after it, and a move names
/// both. `mapping(oldRowCounts:newRowCounts:)` checks the data source's new counts against the
/// changes, with UIKit's messages, and says where each surviving row went.
struct TableUpdate {
    var insertedSections: [Int: UITableView.RowAnimation] = [:]
    var deletedSections: [Int: UITableView.RowAnimation] = [:]
    var insertedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var deletedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var reloadedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var moves: [(from: IndexPath, to: IndexPath)] = []

    var isEmpty: Bool {
        insertedSections.isEmpty && deletedSections.isEmpty && insertedRows.isEmpty && deletedRows.isEmpty
            && reloadedRows.isEmpty && moves.isEmpty
    }

    /// Where the rows before the batch are after it.
    struct Mapping: Equatable {
        /// The new path of each row that survives (moved or not); deleted rows are absent.
        var newPaths: [IndexPath: IndexPath]
        /// The new index of each surviving section.
        var newSections: [Int: Int]
    }

    /// An inconsistency between the batch and the data source's counts: UIKit's message.
    struct Inconsistency: Error, Equatable {
        let message: String
    }

    /// Maps the rows before the batch to the rows after it, or says how the counts disagree.
    func mapping(oldRowCounts: [Int], newRowCounts: [Int]) -> Result<Mapping, Inconsistency> {
        let oldCount = oldRowCounts.count, newCount = newRowCounts.count
        for section in deletedSections.keys where section < 0 || section >= oldCount {
            return .failure(.init(message: "attempt to delete section \(section), but there are only \(oldCount) sections before the update"))
        }
        for section in insertedSections.keys where section < 0 || section >= newCount {
            return .failure(.init(message: "attempt to insert section \(section) but there are only \(newCount) sections after the update"))
        }
        guard newCount == oldCount + insertedSections.count - deletedSections.count else {
            return .failure(.init(message: "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(newCount)) must be equal to the number of sections contained in the table view before the update (\(oldCount)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."))
        }
        // Surviving sections keep their order and fill the slots that insertions leave.
        var newSections: [Int: Int] = [:]
        var next = 0
        for old in 0..<oldCount where deletedSections[old] == nil {
            while insertedSections[next] != nil { next += 1 }
            newSections[old] = next
            next += 1
        }
        for path in deletedRows.keys.sorted() where !(path.section >= 0 && path.section < oldCount && path.row >= 0 && path.row < oldRowCounts[path.section]) {
            return .failure(.init(message: "attempt to delete row \(path.row) from section \(path.section) which only contains \(path.section < oldCount && path.section >= 0 ? oldRowCounts[path.section] : 0) rows before the update"))
        }
        for path in reloadedRows.keys.sorted() where !(path.section >= 0 && path.section < oldCount && path.row >= 0 && path.row < oldRowCounts[path.section]) {
            return .failure(.init(message: "attempt to reload row \(path.row) from section \(path.section) which only contains \(path.section < oldCount && path.section >= 0 ? oldRowCounts[path.section] : 0) rows before the update"))
        }
        for path in insertedRows.keys.sorted() where !(path.section >= 0 && path.section < newCount && path.row >= 0 && path.row < newRowCounts[path.section]) {
            return .failure(.init(message: "attempt to insert row \(path.row) into section \(path.section), but there are only \(path.section < newCount && path.section >= 0 ? newRowCounts[path.section] : 0) rows in section \(path.section) after the update"))
        }
        var newPaths: [IndexPath: IndexPath] = [:]
        let movedFrom = Dictionary(moves.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        let movedTo = Set(moves.map(\.to))
        for (old, new) in newSections.sorted(by: { $0.key < $1.key }) {
            let survivors = (0..<oldRowCounts[old]).filter { row in
                let path = IndexPath(row: row, section: old)
                return deletedRows[path] == nil && movedFrom[path] == nil
            }
            let inserted = insertedRows.keys.filter { $0.section == new }.count
            let movedIn = moves.filter { $0.to.section == new }.count
            let movedOut = moves.filter { $0.from.section == old }.count
            let deleted = deletedRows.keys.filter { $0.section == old }.count
            guard newRowCounts[new] == survivors.count + inserted + movedIn else {
                return .failure(.init(message: "Invalid update: invalid number of rows in section \(new). The number of rows contained in an existing section after the update (\(newRowCounts[new])) must be equal to the number of rows contained in that section before the update (\(oldRowCounts[old])), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."))
            }
            var slot = 0
            for row in survivors {
                while insertedRows[IndexPath(row: slot, section: new)] != nil || movedTo.contains(IndexPath(row: slot, section: new)) { slot += 1 }
                newPaths[IndexPath(row: row, section: old)] = IndexPath(row: slot, section: new)
                slot += 1
            }
        }
        for move in moves {
            guard let section = newSections[move.from.section], section == move.to.section || newSections.values.contains(move.to.section) else {
                return .failure(.init(message: "attempt to move row \(move.from.row) from section \(move.from.section) to section \(move.to.section), which is inserted or deleted in the same update"))
            }
            newPaths[move.from] = move.to
        }
        // Inserted sections must have exactly the rows the data source now reports; nothing to map.
        return .success(Mapping(newPaths: newPaths, newSections: newSections))
    }
}
