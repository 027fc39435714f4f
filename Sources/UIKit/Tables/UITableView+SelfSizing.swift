import Foundation
@_spi(UIKit) import CoreGraphics

/// Self-sizing rows: rows of `UITableView.automaticDimension` take the height their cell's
/// content view's constraints give at the row's width.
///
/// A row starts at `estimatedRowHeight` (44 pt when that is `automaticDimension`) and is
/// measured each time its cell is made for display, before `willDisplay`; the rows after it
/// move and `contentSize` follows. When the measured row comes before the cells already in
/// view (scrolling up into rows not measured yet), or with no cells in view starts above the
/// top of the view, the content offset moves by the change too, so the rows in view stay
/// where they are on screen, as on iOS. Measured heights are kept until `reloadData()`.
extension UITableView {
    /// Whether the row at `path` sizes itself.
    func isSelfSizing(_ path: IndexPath) -> Bool {
        guard sectionContents.indices.contains(path.section) else { return false }
        let rows = sectionContents[path.section].selfSizingRows
        return rows.indices.contains(path.row) && rows[path.row]
    }

    /// The height `cell` asks for at its row's width, rounded up to the pixel grid: as short as
    /// its content view's constraints allow (`fittingSizeLevel`) at exactly the row's width
    /// (`required`); the default 44 pt when its content view has no constraints (a cell laid
    /// out without Auto Layout, such as the built-in styles).
    func measuredHeight(of cell: UITableViewCell, at path: IndexPath) -> CGFloat {
        guard Self.hasConstraints(in: cell.contentView) else { return UIKitConstants.tableDefaultRowHeight }
        let width = rectForRow(at: path).width
        let size = cell.systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                                                withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        let scale = 1 / hairline
        return max(0, (size.height * scale - 0.000_1).rounded(.up) / scale)
    }

    /// Records a self-sizing row's measured height; if it changed, the rows after it move and
    /// `contentSize` follows, and a row before the other cells in view (or, with none, one that
    /// starts above the top of the view) moves the content offset by the change, a drag under
    /// way following along. Returns whether the height changed.
    @discardableResult
    func applyMeasuredHeight(_ height: CGFloat, at path: IndexPath) -> Bool {
        measuredRowHeights[path] = height
        let extent = rowLayout.rowExtent(path)
        let change = height - extent.height
        guard abs(change) > 0.000_1 else { return false }
        rowLayout.setRowHeight(height, at: path)
        contentSize = CGSize(width: bounds.width, height: rowLayout.contentHeight)
        let cellsAfter = liveCells.keys.contains { $0 > path }
        let cellsBefore = liveCells.keys.contains { $0 < path }
        if cellsAfter || (!cellsBefore && extent.top < bounds.minY) {
            if var drag {
                drag.startOffset.y += change
                self.drag = drag
            }
            contentOffset.y += change
        }
        return true
    }

    /// Without estimation, at a reload: asks the data source for the row's cell, places it at
    /// the row's width and returns it with its height (the caller puts it in the reuse pool).
    func cellMeasuredForReload(at path: IndexPath) -> (UITableViewCell, CGFloat)? {
        guard let dataSource, bounds.width > 0 else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: path)
        place(cell, at: path)
        // Rows not measured yet are 0 pt tall here: the cell is laid out at the default height.
        if cell.bounds.height < UIKitConstants.tableDefaultRowHeight {
            cell.bounds.size.height = UIKitConstants.tableDefaultRowHeight
        }
        return (cell, measuredHeight(of: cell, at: path))
    }

    /// Moves the measured heights with their rows through a batch update (reloaded and deleted
    /// rows are measured again) and gives the self-sizing rows of the new layout their heights.
    func carryMeasuredHeights(_ old: [IndexPath: CGFloat], through newPaths: [IndexPath: IndexPath],
                              excluding reloaded: Set<IndexPath>) {
        var carried: [IndexPath: CGFloat] = [:]
        for (path, height) in old where !reloaded.contains(path) {
            if let new = newPaths[path], isSelfSizing(new) { carried[new] = height }
        }
        measuredRowHeights = carried
        guard !carried.isEmpty else { return }
        var heights = rowLayout.sectionHeights
        for (path, height) in carried where rowLayout.contains(path) { heights[path.section].rows[path.row] = height }
        rowLayout = TableLayout(sections: heights, topPadding: rowLayout.topPadding, bottomPadding: rowLayout.bottomPadding)
        contentSize = CGSize(width: bounds.width, height: rowLayout.contentHeight)
    }

    /// Whether `view` or a descendant has constraints installed.
    private static func hasConstraints(in view: UIView) -> Bool {
        var stack = [view]
        while let current = stack.popLast() {
            if !(current.layoutState?.constraints.isEmpty ?? true) { return true }
            stack += current.subviews
        }
        return false
    }
}
