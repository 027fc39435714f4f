import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// A row being dragged by its reorder grip: the move it proposes now, the layouts it shows,
/// and the autoscroll that runs while the finger is near an edge.
struct TableReorder {
    /// The dragged row's path before the move, and the destination the table shows now.
    var move: TableRowMove
    let cell: UITableViewCell
    /// The layout without the dragged row, in which destinations are found.
    let remainder: TableLayout
    /// The dragged row's height.
    let height: CGFloat
    /// The layout with the dragged row at `move.destination`: where the other rows show.
    var layout: TableLayout
    /// The finger's distance below the cell's top when the drag began.
    let grabOffset: CGFloat
    /// The finger's last location, in its window.
    var windowLocation: CGPoint
    /// The autoscroll's speed (pt/s, negative upwards), its display link and its last tick.
    var autoscrollSpeed: CGFloat = 0
    var autoscrollLink: CADisplayLink?
    var lastAutoscrollTime: CFTimeInterval?
    /// Whether the finger lifted (or was cancelled) and the row is settling into its place.
    var isSettling = false
}

/// The recognizer of a drag on a reorder grip: it begins at touch-down, before the table's
/// scroll pan can, so the finger drags the row instead of scrolling; it follows one finger
/// and ends when it lifts.
///
/// The table lets it begin only for a touch on a grip that shows
/// (`gestureRecognizerShouldBegin(_:)`); otherwise it fails at once and the touch goes on to
/// scroll or select as usual.
final class TableReorderGestureRecognizer: UIGestureRecognizer {
    /// The finger's last location, in its window.
    private(set) var windowLocation = CGPoint.zero

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        guard touches.count == 1, numberOfTouches == 1, let touch = touches.first else { return state = .failed }
        windowLocation = touch.locationInWindow
        state = .began
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed:
            guard let touch = touches.first(where: { trackedTouches.first === $0 }) else { return }
            windowLocation = touch.locationInWindow
            state = .changed
        case .possible, .ended, .cancelled, .failed:
            break
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        case .ended, .cancelled, .failed: break
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .cancelled
        case .possible: state = .failed
        case .ended, .cancelled, .failed: break
        }
    }
}

/// Reordering: the grips of editing mode, dragging a row by its grip, and the one
/// `tableView(_:moveRowAt:to:)` at the drop.
///
/// In editing mode a row shows its reorder grip (reference §11.4 [M]) when it is editable, the
/// data source implements `tableView(_:moveRowAt:to:)` and `tableView(_:canMoveRowAt:)` (true
/// by default) allows it, as on iOS. Whether the data source implements the method is learned
/// once per data source by a probe (see `tableView(_:moveRowAt:to:)`): the first time the
/// table is in editing mode with a row, it moves the first row onto itself, and the
/// protocol's default implementation, if that is what runs, says so.
///
/// A finger that goes down on a grip lifts the row: its cell follows the finger vertically
/// above the other rows with a shadow, as iOS 13+ lifts it, kept within the rows. The proposed
/// destination is the place nearest the cell's top among the places the row could go; the
/// delegate's `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)` may change
/// it, and whenever the destination changes the other rows slide (0.25 s) to their places
/// after that move, opening a gap there. Near the top or bottom edge of the visible area the
/// table scrolls, faster closer to the edge. When the finger lifts the cell settles into the
/// gap; then the table takes the move into its own rows (heights, selection, cells) without
/// reloading, and the data source hears `tableView(_:moveRowAt:to:)` once, with the same path
/// twice when the row dropped where it started. A cancelled touch, leaving editing mode or
/// `reloadData()` puts the row back without calling the data source.
extension UITableView {
    // MARK: Whether the data source reorders

    /// Whether the data source implements `tableView(_:moveRowAt:to:)`.
    func dataSourceReorders() -> Bool {
        dataSource is _UITableViewDataSourceMovingRows
    }

    /// Whether the row shows its grip in editing mode: the data source reorders and lets the row move.
    func rowShowsReorderControl(at path: IndexPath) -> Bool {
        guard let dataSource, dataSourceReorders() else { return false }
        return dataSource.tableView(self, canMoveRowAt: path)
    }

    // MARK: Layout while a row is dragged

    /// The layout the rows show in: the one after the proposed move while a row is dragged,
    /// the data source's otherwise.
    var presentedLayout: TableLayout { reorder?.layout ?? rowLayout }

    /// The rectangle of the row at `path` in the presented layout, in content coordinates.
    func presentedRect(forRow path: IndexPath) -> CGRect {
        let layout = presentedLayout
        guard layout.contains(path) else { return .zero }
        let extent = layout.rowExtent(path)
        return CGRect(x: sectionInset, y: extent.top, width: bounds.width - 2 * sectionInset, height: extent.height)
    }

    // MARK: The drag

    /// Whether the reorder recognizer may begin: in editing mode, with no row dragged or
    /// settling, for a touch on a grip that shows.
    func reorderMayBegin() -> Bool {
        guard isEditing, reorder == nil, reorderTarget() != nil else { return false }
        return true
    }

    /// The row and cell whose grip is under the reorder recognizer's finger.
    private func reorderTarget() -> (IndexPath, UITableViewCell)? {
        let point = convert(reorderRecognizer.windowLocation, from: nil)
        guard let path = indexPathForRow(at: point), let cell = liveCells[path],
              let grip = cell.reorderControlView,
              grip.bounds.contains(grip.convert(point, from: self)) else { return nil }
        return (path, cell)
    }

    /// The reorder recognizer's action: lifts the row, follows the finger, drops or puts back.
    func handleReorder(_ recognizer: TableReorderGestureRecognizer) {
        switch recognizer.state {
        case .possible, .failed:
            return
        case .began:
            guard let (path, cell) = reorderTarget() else { return }
            beginReorder(at: path, cell: cell)
        case .changed:
            guard var session = reorder, !session.isSettling else { return }
            session.windowLocation = recognizer.windowLocation
            reorder = session
            followFinger()
        case .ended:
            endReorder(cancelled: false)
        case .cancelled:
            endReorder(cancelled: true)
        }
    }

    private func beginReorder(at path: IndexPath, cell: UITableViewCell) {
        hideDeleteConfirmation(animated: true)
        let (remainder, height) = rowLayout.removingRow(at: path)
        let finger = convert(reorderRecognizer.windowLocation, from: nil)
        reorder = TableReorder(move: TableRowMove(source: path, destination: path), cell: cell, remainder: remainder,
                               height: height, layout: rowLayout, grabOffset: finger.y - cell.frame.minY,
                               windowLocation: reorderRecognizer.windowLocation)
        bringSubviewToFront(cell)
        cell.layer.shadowColor = UIColor.black.cgColor
        cell.layer.shadowOpacity = UIKitConstants.tableReorderShadow.opacity
        cell.layer.shadowRadius = UIKitConstants.tableReorderShadow.radius
        cell.layer.shadowOffset = .zero
    }

    /// Moves the dragged cell under the finger, retargets the destination (sliding the other
    /// rows when it changes) and starts or stops the autoscroll.
    private func followFinger() {
        guard var session = reorder, !session.isSettling else { return }
        let finger = convert(session.windowLocation, from: nil)
        var top = finger.y - session.grabOffset
        if let span = session.remainder.insertionSpan { top = min(max(top, span.lowerBound), span.upperBound) }
        var frame = session.cell.frame
        frame.origin.y = top
        session.cell.frame = frame
        if let proposed = session.remainder.nearestInsertionPoint(toTop: top) {
            let target = validDestination(tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: session.move.source,
                                                                   toProposedIndexPath: proposed) ?? proposed,
                                          in: session.remainder, fallback: proposed)
            if target != session.move.destination {
                session.move.destination = target
                session.layout = session.remainder.insertingRow(height: session.height, at: target)
                reorder = session
                slideRowsIntoPlace()
            }
        }
        reorder = session
        updateAutoscroll()
    }

    /// The delegate's destination if the row can go there (a place in the layout without the
    /// row), else `fallback`.
    private func validDestination(_ path: IndexPath, in remainder: TableLayout, fallback: IndexPath) -> IndexPath {
        guard path.section >= 0, path.section < remainder.numberOfSections,
              path.row >= 0, path.row <= remainder.numberOfRows(inSection: path.section) else { return fallback }
        return path
    }

    /// Slides the rows in view (but the dragged one), headers and footers to their places in
    /// the presented layout; rows that come into view arrive at the next layout in place.
    private func slideRowsIntoPlace() {
        UIView.animate(withDuration: UIKitConstants.tableReorderAnimationDuration) {
            for (path, cell) in self.liveCells { self.place(cell, at: path) }
            self.layoutHeadersAndFooters(in: self.bounds)
        }
        visibleContentIsCurrent = false
        setNeedsLayout()
    }

    /// The finger lifted, or its touch was cancelled: the cell settles into the gap (its own
    /// place when cancelled, where the other rows slide back), and then the move is made.
    private func endReorder(cancelled: Bool) {
        guard var session = reorder, !session.isSettling else { return }
        stopAutoscroll(&session)
        session.isSettling = true
        if cancelled {
            session.move.destination = session.move.source
            session.layout = rowLayout
        }
        reorder = session
        let cell = session.cell
        let final = presentedRect(forRow: session.move.destination)
        UIView.animate(withDuration: UIKitConstants.tableReorderAnimationDuration, animations: {
            cell.frame = final
            for (path, other) in self.liveCells where other !== cell { self.place(other, at: path) }
            self.layoutHeadersAndFooters(in: self.bounds)
        }, completion: { [weak self] _ in
            self?.finishReorder(of: cell, cancelled: cancelled)
        })
    }

    /// The settle animation ended: the table takes the move into its rows, then tells the data
    /// source, unless the drag was cancelled or abandoned meanwhile.
    private func finishReorder(of cell: UITableViewCell, cancelled: Bool) {
        guard let session = reorder, session.isSettling, session.cell === cell else { return }
        reorder = nil
        lower(cell)
        let move = session.move
        if !cancelled {
            rowLayout = session.layout
            liveCells = Dictionary(uniqueKeysWithValues: liveCells.map { (move.destination(of: $0.key), $0.value) })
            selectedPaths = selectedPaths.map { move.destination(of: $0) }.sorted()
            deleteConfirmationPath = deleteConfirmationPath.map { move.destination(of: $0) }
            touchedPath = nil
        }
        for (path, live) in liveCells { place(live, at: path) }
        visibleContentIsCurrent = false
        setNeedsLayout()
        if !cancelled { dataSource?.tableView(self, moveRowAt: move.source, to: move.destination) }
    }

    /// Puts a dragged row back at once, without calling the data source, and cancels its
    /// drag: leaving editing mode, `reloadData()` and batch updates do this.
    func abandonReorder() {
        guard var session = reorder else { return }
        stopAutoscroll(&session)
        reorder = nil
        lower(session.cell)
        for (path, cell) in liveCells { place(cell, at: path) }
        visibleContentIsCurrent = false
        setNeedsLayout()
        if !session.isSettling {
            // Disabling a recognizer that has begun cancels it; its action then finds no drag.
            reorderRecognizer.isEnabled = false
            reorderRecognizer.isEnabled = true
        }
    }

    /// Takes the lifted look off a cell.
    private func lower(_ cell: UITableViewCell) {
        cell.layer.shadowOpacity = 0
    }

    // MARK: Autoscroll

    /// Starts, changes or stops the autoscroll for the finger's distance from the visible
    /// area's edges: within 44 pt of an edge the content scrolls that way, up to 600 pt/s at
    /// the edge, while it can.
    private func updateAutoscroll() {
        guard var session = reorder else { return }
        let finger = convert(session.windowLocation, from: nil).y - bounds.minY
        let inset = adjustedContentInset
        let band = UIKitConstants.tableReorderAutoscroll.band
        let top = inset.top + band, bottom = bounds.height - inset.bottom - band
        var speed: CGFloat = 0
        if finger < top {
            speed = -min(1, (top - finger) / band) * UIKitConstants.tableReorderAutoscroll.maximumSpeed
        } else if finger > bottom {
            speed = min(1, (finger - bottom) / band) * UIKitConstants.tableReorderAutoscroll.maximumSpeed
        }
        let range = offsetRange(.vertical)
        if (speed < 0 && contentOffset.y <= range.lowerBound) || (speed > 0 && contentOffset.y >= range.upperBound) { speed = 0 }
        session.autoscrollSpeed = speed
        if speed == 0 {
            stopAutoscroll(&session)
        } else if session.autoscrollLink == nil, let host = layer.hostContext {
            let link = CADisplayLink { [weak self] link in
                guard let self else { return link.invalidate() }
                self.autoscrollTick(link)
            }
            session.autoscrollLink = link
            session.lastAutoscrollTime = nil
            link.add(to: host)
        }
        reorder = session
    }

    private func stopAutoscroll(_ session: inout TableReorder) {
        session.autoscrollLink?.invalidate()
        session.autoscrollLink = nil
        session.autoscrollSpeed = 0
    }

    /// One frame of autoscroll: the content moves by the speed times the frame's time, within
    /// the scrollable range, and the dragged row follows the finger over the new content.
    private func autoscrollTick(_ link: CADisplayLink) {
        guard var session = reorder, session.autoscrollLink === link else { return link.invalidate() }
        let elapsed = session.lastAutoscrollTime.map { link.timestamp - $0 } ?? link.duration
        session.lastAutoscrollTime = link.timestamp
        reorder = session
        let range = offsetRange(.vertical)
        let y = min(max(contentOffset.y + session.autoscrollSpeed * CGFloat(elapsed), range.lowerBound), range.upperBound)
        contentOffset = CGPoint(x: contentOffset.x, y: y)
        followFinger()
    }

    @_spi(Testing) public var isReorderingRow: Bool { reorder != nil }
}
