import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// Editing: the delete and insert controls of editing mode, the Delete button, and commits.
///
/// In editing mode each row the data source lets edit (`tableView(_:canEditRowAt:)`, true by
/// default) shows the control of its `tableView(_:editingStyleForRowAt:)` (`.delete` by
/// default) and moves its content right unless `tableView(_:shouldIndentWhileEditingRowAt:)`
/// says not to (reference §11.4 [M]). A tap on the red minus reveals the row's Delete button
/// (`tableView(_:titleForDeleteConfirmationButtonForRowAt:)`, "Delete" by default), and a tap
/// on that button calls `tableView(_:commit:forRowAt:)` with `.delete`; a tap on the green
/// plus calls it with `.insert`. A touch anywhere else in the table hides the Delete button.
/// The data source then changes its data and updates the table, usually with
/// `deleteRows(at:with:)`, which animates as any batch update.
extension UITableView {
    /// Brings every cell in view into the table's editing mode, hiding a Delete button.
    func editingModeChanged(animated: Bool) {
        reloadIfNeeded()
        if isEditing { _ = dataSourceReorders() } else { abandonReorder() }
        hideDeleteConfirmation(animated: animated)
        for (path, cell) in liveCells.sorted(by: { $0.key < $1.key }) {
            configureEditing(cell, at: path, animated: animated)
        }
    }

    /// Puts the row's cell in editing mode if the table is editing and the row is editable,
    /// with the delegate's editing style and indentation and its reorder grip when it can move
    /// (UITableView+Reordering.swift), and out of it otherwise.
    func configureEditing(_ cell: UITableViewCell, at path: IndexPath, animated: Bool) {
        let editable = isEditing && (dataSource?.tableView(self, canEditRowAt: path) ?? false)
        if editable {
            cell.editingStyle = tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete
            cell.shouldIndentWhileEditing = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: path) ?? true
            cell.showsReorderControl = rowShowsReorderControl(at: path)
        }
        cell.setEditing(editable, animated: animated)
    }

    /// Shows the row's Delete button, hiding another row's.
    func showDeleteConfirmation(at path: IndexPath, animated: Bool) {
        guard let cell = liveCells[path] else { return }
        if deleteConfirmationPath != path { hideDeleteConfirmation(animated: animated) }
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete"
        deleteConfirmationPath = path
        cell.setShowingDeleteConfirmation(true, title: title, animated: animated)
    }

    /// Hides the Delete button that shows, if any; if a swipe revealed it, the delegate hears
    /// that editing the row ended.
    func hideDeleteConfirmation(animated: Bool) {
        guard let path = deleteConfirmationPath else { return }
        let bySwipe = deleteConfirmationBySwipe
        deleteConfirmationPath = nil
        liveCells[path]?.setShowingDeleteConfirmation(false, title: nil, animated: animated)
        if bySwipe { tableDelegate?.tableView(self, didEndEditingRowAt: path) }
    }

    /// The row's editing control was tapped: the minus shows or hides the Delete button, the
    /// plus commits an insertion.
    func editingControlTapped(at path: IndexPath) {
        guard isEditing, let cell = liveCells[path] else { return }
        switch cell.editingStyle {
        case .none:
            return
        case .delete:
            if deleteConfirmationPath == path {
                hideDeleteConfirmation(animated: true)
            } else {
                showDeleteConfirmation(at: path, animated: true)
            }
        case .insert:
            hideDeleteConfirmation(animated: true)
            dataSource?.tableView(self, commit: .insert, forRowAt: path)
        }
    }

    /// The row's Delete button was tapped: commits the deletion. If the data source keeps the
    /// row, its Delete button hides.
    func deleteConfirmationTapped(at path: IndexPath) {
        guard deleteConfirmationPath == path, let cell = liveCells[path] else { return }
        let bySwipe = deleteConfirmationBySwipe
        dataSource?.tableView(self, commit: .delete, forRowAt: path)
        if let kept = deleteConfirmationPath, liveCells[kept] === cell {
            hideDeleteConfirmation(animated: true)
        } else if bySwipe {
            tableDelegate?.tableView(self, didEndEditingRowAt: path)
        }
    }

    // MARK: Swipe to delete

    /// Whether the swipe recognizer may begin: outside editing mode, for a data source that
    /// implements `tableView(_:commit:forRowAt:)`, for a drag that is more horizontal than
    /// vertical, leftward on a row that can be deleted, or either way on the row whose Delete
    /// button shows; never once the table scrolls.
    func swipeMayBegin() -> Bool {
        guard !isEditing, let dataSource, dataSource is _UITableViewDataSourceCommittingEdits else { return false }
        switch panGestureRecognizer.state {
        case .began, .changed: return false
        case .possible, .ended, .cancelled, .failed: break
        }
        let movement = swipeRecognizer.startingMovement
        guard abs(movement.x) > abs(movement.y) else { return false }
        guard let path = indexPathForRow(at: swipeRecognizer.location(in: self)), liveCells[path] != nil else { return false }
        if path != deleteConfirmationPath {
            guard movement.x < 0, dataSource.tableView(self, canEditRowAt: path) else { return false }
            let style = tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete
            switch style {
            case .delete: break
            case .none, .insert: return false
            }
        }
        swipePath = path
        return true
    }

    /// Follows the swipe: the row's content moves with the finger and the Delete button widens
    /// into the gap. At the lift a full swipe deletes the row at once, as iOS's full swipe
    /// performs the first action (reference §11.4 [H]): the content went past half the row's
    /// width, or a flick faster than 1000 pt/s had uncovered the whole button. Otherwise the
    /// button stays open if the content moved past half the button's width, and closes.
    func handleSwipe(_ recognizer: UIPanGestureRecognizer) {
        guard let path = swipePath else { return }
        guard let cell = liveCells[path] else {
            swipePath = nil
            return
        }
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete"
        switch recognizer.state {
        case .possible:
            return
        case .began:
            if deleteConfirmationPath == path {
                swipeStartOffset = cell.deletionShift
            } else {
                hideDeleteConfirmation(animated: true)
                swipeStartOffset = 0
                tableDelegate?.tableView(self, willBeginEditingRowAt: path)
            }
            cell.setSwipeOffset(swipeOffset(recognizer, cell), title: title)
        case .changed:
            cell.setSwipeOffset(swipeOffset(recognizer, cell), title: title)
        case .ended, .cancelled, .failed:
            swipePath = nil
            if recognizer.state == .ended, isFullSwipe(recognizer, cell) {
                performFullSwipe(at: path, cell: cell, title: title)
                return
            }
            let keepsOpen = recognizer.state == .ended && -cell.deletionShift > cell.deleteButtonWidth / 2
            if keepsOpen {
                deleteConfirmationPath = path
                deleteConfirmationBySwipe = true
                cell.setShowingDeleteConfirmation(true, title: title, animated: true)
            } else {
                if deleteConfirmationPath == path { deleteConfirmationPath = nil }
                cell.setShowingDeleteConfirmation(false, title: nil, animated: true)
                tableDelegate?.tableView(self, didEndEditingRowAt: path)
            }
        }
    }

    /// Whether the lifted swipe deletes its row at once.
    private func isFullSwipe(_ recognizer: UIPanGestureRecognizer, _ cell: UITableViewCell) -> Bool {
        let pulled = -cell.deletionShift
        if pulled > cell.bounds.width * UIKitConstants.tableFullSwipeFraction { return true }
        return pulled >= cell.deleteButtonWidth && recognizer.velocity(in: self).x < -UIKitConstants.tableFullSwipeFlickVelocity
    }

    /// Deletes a fully swiped row: the red button widens over the whole row while the data
    /// source hears `tableView(_:commit:forRowAt:)` with `.delete`; if it keeps the row, the
    /// row closes and the delegate hears that editing it ended, as after a tap on Delete.
    private func performFullSwipe(at path: IndexPath, cell: UITableViewCell, title: String?) {
        deleteConfirmationPath = path
        deleteConfirmationBySwipe = true
        UIView.animate(withDuration: UIKitConstants.tableEditingAnimationDuration) {
            cell.setSwipeOffset(-cell.bounds.width, title: title)
        }
        deleteConfirmationTapped(at: path)
    }

    /// The content's offset for the swipe's translation: left of its start, never right of 0,
    /// and at most the row's width.
    private func swipeOffset(_ recognizer: UIPanGestureRecognizer, _ cell: UITableViewCell) -> CGFloat {
        max(-cell.bounds.width, min(0, swipeStartOffset + recognizer.translation(in: self).x))
    }
}
