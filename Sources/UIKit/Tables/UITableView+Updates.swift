import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

extension UITableView {
    /// How inserted, deleted and reloaded rows come and go.
    public enum RowAnimation: Int, Sendable {
        /// The row fades in or out.
        case fade = 0
        /// The row slides in from the right, or out to the right.
        case right = 1
        /// The row slides in from the left, or out to the left.
        case left = 2
        /// The row slides down into place from above, or up and away.
        case top = 3
        /// The row slides up into place from below, or down and away.
        case bottom = 4
        /// The row appears or disappears at once while the other rows move.
        case none = 5
        /// The row grows from or shrinks to its middle; OpenUIKit fades it, as the row's
        /// content is not clipped to a shrinking height.
        case middle = 6
        /// The table chooses: a fade.
        case automatic = 100
    }

    /// Makes the changes of `updates` (row and section insertions, deletions, reloads and moves,
    /// made together with the matching changes to the data source) as one animated update, then
    /// calls `completion` with true when the animation ends.
    ///
    /// Traps with UIKit's message when the data source's new counts do not match the counts
    /// before the batch plus the batch's changes. Rows move over 0.3 s (reference §11.6 [L]).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates(completion: completion)
    }

    /// Starts a batch: changes until the matching `endUpdates()` animate together.
    public func beginUpdates() {
        reloadIfNeeded()
        if updateDepth == 0 { pendingUpdate = TableUpdate() }
        updateDepth += 1
    }

    /// Ends a batch begun with `beginUpdates()`, animating its changes when it is the outermost.
    public func endUpdates() {
        endUpdates(completion: nil)
    }

    private func endUpdates(completion: ((Bool) -> Void)?) {
        precondition(updateDepth > 0, "UITableView.endUpdates() without a matching beginUpdates()")
        updateDepth -= 1
        guard updateDepth == 0, let update = pendingUpdate else { return }
        pendingUpdate = nil
        apply(update, completion: completion)
    }

    /// Records one change in the open batch, or makes it at once as a batch of its own.
    private func record(_ change: (inout TableUpdate) -> Void) {
        beginUpdates()
        change(&pendingUpdate!)
        endUpdates()
    }

    /// Inserts rows at `indexPaths` (their paths after the update) with `animation`.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { update in for path in indexPaths { update.insertedRows[path] = animation } }
    }

    /// Deletes the rows at `indexPaths` (their paths before the update) with `animation`.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { update in for path in indexPaths { update.deletedRows[path] = animation } }
    }

    /// Asks the data source again for the cells of the rows at `indexPaths`, replacing the old
    /// cells with `animation`.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { update in for path in indexPaths { update.reloadedRows[path] = animation } }
    }

    /// Moves the row at `indexPath` (before the update) to `newIndexPath` (after it); its cell
    /// slides to the new place.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { update in update.moves.append((indexPath, newIndexPath)) }
    }

    /// Inserts the sections `sections` (their indices after the update) with `animation`.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { update in for section in sections { update.insertedSections[section] = animation } }
    }

    /// Deletes the sections `sections` (their indices before the update) with `animation`.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { update in for section in sections { update.deletedSections[section] = animation } }
    }

    // MARK: Applying a batch

    private func apply(_ update: TableUpdate, completion: ((Bool) -> Void)?) {
        abandonReorder()
        let oldLayout = rowLayout
        let oldCounts = (0..<oldLayout.numberOfSections).map { oldLayout.numberOfRows(inSection: $0) }
        let oldMeasured = measuredRowHeights
        measuredRowHeights = [:]
        needsReload = true
        reloadIfNeeded()
        let newCounts = (0..<rowLayout.numberOfSections).map { rowLayout.numberOfRows(inSection: $0) }
        let mapping: TableUpdate.Mapping
        switch update.mapping(oldRowCounts: oldCounts, newRowCounts: newCounts) {
        case .success(let value): mapping = value
        case .failure(let inconsistency): preconditionFailure(inconsistency.message)
        }
        carryMeasuredHeights(oldMeasured, through: mapping.newPaths, excluding: Set(update.reloadedRows.keys))
        selectedPaths = selectedPaths.compactMap { update.reloadedRows[$0] == nil ? mapping.newPaths[$0] : nil }.sorted()
        touchedPath = nil
        deleteConfirmationPath = deleteConfirmationPath.flatMap { mapping.newPaths[$0] }

        // The old cells: those that stay move; the others leave with their animation.
        var leaving: [(UITableViewCell, CGRect, RowAnimation)] = []
        var kept: [IndexPath: UITableViewCell] = [:]
        var oldRects: [IndexPath: CGRect] = [:]
        for (old, cell) in liveCells.sorted(by: { $0.key < $1.key }) {
            let oldRect = cell.frame
            if let new = mapping.newPaths[old], update.reloadedRows[old] == nil {
                kept[new] = cell
                oldRects[new] = oldRect
            } else {
                let animation = update.deletedRows[old] ?? update.reloadedRows[old]
                    ?? update.deletedSections[old.section] ?? .automatic
                tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: old)
                leaving.append((cell, oldRect, animation))
            }
        }
        liveCells = kept
        retireSectionViews()

        // Rows that arrive: inserted or reloaded rows come with their animation; rows that
        // scroll into view as others leave come from where they were.
        let visible = bounds
        var arriving: [(UITableViewCell, RowAnimation)] = []
        let reloadedNew = Set(update.reloadedRows.keys.compactMap { mapping.newPaths[$0] })
        for path in rowLayout.indexPaths(overlapping: visible.minY, visible.maxY) where liveCells[path] == nil {
            guard let cell = makeCell(for: path) else { continue }
            let final = rectForRow(at: path)
            if let animation = update.insertedRows[path] ?? update.insertedSections[path.section]
                ?? (reloadedNew.contains(path) ? update.reloadedRows.first(where: { mapping.newPaths[$0.key] == path })?.value : nil) {
                cell.frame = Self.offscreenRect(final, for: animation, appearing: true)
                cell.alpha = Self.fades(animation) ? 0 : 1
                arriving.append((cell, animation))
            } else if let old = mapping.newPaths.first(where: { $0.value == path })?.key, oldLayout.contains(old) {
                let extent = oldLayout.rowExtent(old)
                cell.frame = CGRect(x: final.minX, y: extent.top, width: final.width, height: extent.height)
                arriving.append((cell, .none))
            } else {
                arriving.append((cell, .none))
            }
        }

        for (cell, rect, animation) in leaving where animation == .none {
            cell.frame = rect
            retireAfterUpdate(cell)
        }
        let moving = leaving.filter { $0.2 != .none }
        UIView.animate(withDuration: UIKitConstants.tableUpdateDuration, animations: {
            for (path, cell) in liveCells { place(cell, at: path) }
            for (cell, _) in arriving { cell.alpha = 1 }
            for (cell, rect, animation) in moving {
                cell.frame = Self.offscreenRect(rect, for: animation, appearing: false)
                if Self.fades(animation) { cell.alpha = 0 }
            }
        }, completion: { [weak self] finished in
            guard let self else { return }
            for (cell, _, _) in moving { self.retireAfterUpdate(cell) }
            self.setNeedsLayout()
            completion?(finished)
        })
        setNeedsLayout()
    }

    /// Takes a cell that an update removed out of the view, restored for reuse.
    private func retireAfterUpdate(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        cell.alpha = 1
        if let identifier = cell.reuseIdentifier {
            reusableCells[identifier, default: []].append(cell)
        }
    }

    private static func fades(_ animation: RowAnimation) -> Bool {
        switch animation {
        case .fade, .middle, .automatic, .top, .bottom: true
        case .left, .right, .none: false
        }
    }

    /// Where a row comes from or goes to: beside the table for left and right, a row's height
    /// above or below for top and bottom, in place otherwise.
    private static func offscreenRect(_ rect: CGRect, for animation: RowAnimation, appearing: Bool) -> CGRect {
        switch animation {
        case .left: rect.offsetBy(dx: -rect.maxX, dy: 0)
        case .right: rect.offsetBy(dx: rect.width + rect.minX, dy: 0)
        case .top: rect.offsetBy(dx: 0, dy: -rect.height)
        case .bottom: rect.offsetBy(dx: 0, dy: rect.height)
        case .fade, .middle, .automatic, .none: rect
        }
    }
}
