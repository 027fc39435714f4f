import Foundation
@_spi(UIKit) import CoreGraphics

/// The object that tells a table view its sections and rows and makes its cells.
///
/// `tableView(_:numberOfRowsInSection:)` and `tableView(_:cellForRowAt:)` are required, as on
/// iOS; every other method has a default implementation, as every other method of Apple's
/// protocol is optional. The table asks for counts and titles when it reloads (the first
/// layout, `reloadData()`), and for a cell only when its row comes into view.
@preconcurrency @MainActor public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, usually from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections (1 by default).
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of `section`'s header, or nil (the default) for none.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer, or nil (the default) for none.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be edited (true by default): in editing mode an editable row shows
    /// its editing control and indents, and only editable rows swipe to delete.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Called when the user commits an edit of the row: tapped the Delete button (`.delete`) or
    /// the insert control (`.insert`). The data source changes its data and then usually calls
    /// `deleteRows(at:with:)` or `insertRows(at:with:)`; the default does nothing. Implementing
    /// it turns swipe-to-delete on, as on iOS (the table knows through
    /// `_UITableViewDataSourceCommittingEdits`, which the source-compatibility plugin adds).
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath)
    /// Whether the row shows a reorder control in editing mode (true by default); asked only
    /// of a data source that implements `tableView(_:moveRowAt:to:)`.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// Called once when the user dropped a dragged row at `destinationIndexPath` (a path after
    /// the move): the data source moves the item in its data; the table has already moved the
    /// row, so the data source does not call `moveRow(at:to:)`. A row dropped where it started
    /// arrives as a move to the same path, as on iOS.
    ///
    /// Implementing this method turns reordering on, as on iOS. Swift cannot ask whether a
    /// protocol method has a default implementation, so the table knows through
    /// `_UITableViewDataSourceMovingRows`, which the source-compatibility plugin adds to a type
    /// that implements it; the default does nothing.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                          forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

/// A data source that implements `tableView(_:commit:forRowAt:)`: a table offers swipe-to-delete
/// only to such a data source, as iOS offers it only to one that responds to the method. Swift
/// cannot tell an implementation from a protocol's default, so the source-compatibility plugin
/// adds this conformance to each type of the app that implements the method.
@_spi(SourceCompatibility) public protocol _UITableViewDataSourceCommittingEdits {}

/// A data source that implements `tableView(_:moveRowAt:to:)`: a table shows reorder controls
/// only for such a data source, as on iOS. The source-compatibility plugin adds the conformance.
@_spi(SourceCompatibility) public protocol _UITableViewDataSourceMovingRows {}
