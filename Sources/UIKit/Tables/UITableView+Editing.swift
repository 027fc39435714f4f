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
        hideDeleteConfirmation(animated: animated)
        for (path, cell) in liveCells.sorted(by: { $0.key < $1.key }) {
            configureEditing(cell, at: path, animated: animated)
        }
    }

    /// Puts the row's cell in editing mode if the table is editing and the row is editable,
    /// with the delegate's editing style and indentation, and out of it otherwise.
    func configureEditing(_ cell: UITableViewCell, at path: IndexPath, animated: Bool) {
        let editable = isEditing && (dataSource?.tableView(self, canEditRowAt: path) ?? false)
        if editable {
            cell.editingStyle = tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete
            cell.shouldIndentWhileEditing = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: path) ?? true
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

    /// Hides the Delete button that shows, if any.
    func hideDeleteConfirmation(animated: Bool) {
        guard let path = deleteConfirmationPath else { return }
        deleteConfirmationPath = nil
        liveCells[path]?.setShowingDeleteConfirmation(false, title: nil, animated: animated)
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
        dataSource?.tableView(self, commit: .delete, forRowAt: path)
        if let kept = deleteConfirmationPath, liveCells[kept] === cell {
            hideDeleteConfirmation(animated: true)
        }
    }
}
