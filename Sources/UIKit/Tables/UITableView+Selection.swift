import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// Selection: by touch, through the delegate, and by code, without it.
///
/// A touch on a row reaches the table through the responder chain (cell content → cell →
/// table), held back by the scroll view's `delaysContentTouches` until it is clear that the
/// finger does not drag (reference §11.5 [M]); a drag that scrolls cancels it, and nothing is
/// selected. At touch-down the row highlights (`shouldHighlightRowAt`, `didHighlightRowAt`);
/// at the lift the table selects it: `willSelectRowAt` (which may redirect or veto), then
/// `willDeselectRowAt`/`didDeselectRowAt` for a row that loses its selection, then
/// `didUnhighlightRowAt` and `didSelectRowAt`. With `allowsMultipleSelection` a tap on a
/// selected row deselects it instead (`willDeselectRowAt`, `didDeselectRowAt`). The order is
/// the one commonly logged on iOS [L-M].
extension UITableView {
    /// The first selected row, or nil.
    public var indexPathForSelectedRow: IndexPath? { selectedPaths.first }

    /// The selected rows in order, or nil when none is selected.
    public var indexPathsForSelectedRows: [IndexPath]? { selectedPaths.isEmpty ? nil : selectedPaths }

    /// Selects the row without calling the delegate, deselecting the others unless
    /// `allowsMultipleSelection`, and scrolls it to `scrollPosition`; nil deselects every row.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        reloadIfNeeded()
        guard let indexPath else {
            clearSelection(animated: animated)
            return
        }
        guard allowsSelection || allowsMultipleSelection, rowLayout.contains(indexPath) else { return }
        if !allowsMultipleSelection {
            for path in selectedPaths where path != indexPath { setRow(path, selected: false, animated: animated) }
        }
        setRow(indexPath, selected: true, animated: animated)
        switch scrollPosition {
        case .none:
            break
        case .top, .middle, .bottom:
            scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// Deselects the row without calling the delegate; animated, its grey fades.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        setRow(indexPath, selected: false, animated: animated)
    }

    /// Deselects every row without calling the delegate.
    func clearSelection(animated: Bool = false) {
        for path in selectedPaths { setRow(path, selected: false, animated: animated) }
    }

    /// Records the row's selection and shows it on its cell if the row is in view.
    func setRow(_ path: IndexPath, selected: Bool, animated: Bool) {
        if selected {
            if let index = selectedPaths.firstIndex(where: { $0 >= path }) {
                if selectedPaths[index] != path { selectedPaths.insert(path, at: index) }
            } else {
                selectedPaths.append(path)
            }
        } else {
            selectedPaths.removeAll { $0 == path }
        }
        liveCells[path]?.setSelected(selected, animated: animated)
    }

    // MARK: Touches

    /// A touch went down: highlights its row; returns false when the touch is not for a row.
    func rowTouchBegan(_ touches: Set<UITouch>) -> Bool {
        // A touch anywhere in the table hides a Delete button that shows, and selects nothing.
        if deleteConfirmationPath != nil {
            hideDeleteConfirmation(animated: true)
            return false
        }
        guard touchedPath == nil, touches.count == 1, let touch = touches.first,
              allowsSelection || allowsMultipleSelection, !isEditing || allowsSelectionDuringEditing,
              !isOnSectionView(touch.location(in: self)),
              let path = indexPathForRow(at: touch.location(in: self)), let cell = liveCells[path] else {
            return false
        }
        touchedPath = path
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: path) ?? true else { return true }
        cell.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: path)
        return true
    }

    /// Whether `point` (content coordinates) falls on a header or footer view, which covers
    /// the rows under it when it floats: a touch there selects no row.
    private func isOnSectionView(_ point: CGPoint) -> Bool {
        liveHeaders.values.contains { $0.frame.contains(point) } || liveFooters.values.contains { $0.frame.contains(point) }
    }

    /// The row's touch lifted: selects the row; returns false when no row was touched.
    func rowTouchEnded() -> Bool {
        guard let path = touchedPath else { return false }
        touchedPath = nil
        let highlighted = liveCells[path]?.isHighlighted ?? false
        userTapped(path, unhighlight: highlighted)
        return true
    }

    /// The row's touch was cancelled: unhighlights the row; returns false when no row was touched.
    func rowTouchCancelled() -> Bool {
        guard let path = touchedPath else { return false }
        touchedPath = nil
        unhighlight(path)
        return true
    }

    private func unhighlight(_ path: IndexPath) {
        guard let cell = liveCells[path], cell.isHighlighted else { return }
        cell.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: path)
    }

    /// The row the delegate selects for a tap on `path` (nil: none); `path` without a delegate.
    private func willSelect(_ path: IndexPath) -> IndexPath? {
        guard let delegate = tableDelegate else { return path }
        return delegate.tableView(self, willSelectRowAt: path)
    }

    /// The row the delegate deselects for `path` (nil: none); `path` without a delegate.
    private func willDeselect(_ path: IndexPath) -> IndexPath? {
        guard let delegate = tableDelegate else { return path }
        return delegate.tableView(self, willDeselectRowAt: path)
    }

    /// The selection a tap on `path` makes, with the delegate's say.
    private func userTapped(_ path: IndexPath, unhighlight shouldUnhighlight: Bool) {
        let delegate = tableDelegate
        if allowsMultipleSelection, selectedPaths.contains(path) {
            if shouldUnhighlight { unhighlight(path) }
            guard let target = willDeselect(path),
                  selectedPaths.contains(target) else { return }
            setRow(target, selected: false, animated: false)
            delegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        guard let target = willSelect(path), rowLayout.contains(target) else {
            if shouldUnhighlight { unhighlight(path) }
            return
        }
        if !allowsMultipleSelection {
            for old in selectedPaths where old != target {
                guard let deselected = willDeselect(old),
                      selectedPaths.contains(deselected) else { continue }
                setRow(deselected, selected: false, animated: false)
                delegate?.tableView(self, didDeselectRowAt: deselected)
            }
        }
        setRow(target, selected: true, animated: false)
        if shouldUnhighlight { unhighlight(path) }
        delegate?.tableView(self, didSelectRowAt: target)
    }
}
