import Foundation
@_spi(UIKit) import CoreGraphics

extension UITableView {
    /// Registers `cellClass` (a `UITableViewCell` subclass) for `identifier`, so that dequeuing
    /// with that identifier makes a `.default` cell of the class when none waits for reuse.
    /// A nil class removes the registration.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            registeredCellClasses[identifier] = nil
            return
        }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            preconditionFailure("UITableView.register: \(cellClass) is not a subclass of UITableViewCell (identifier \(identifier))")
        }
        registeredCellClasses[identifier] = cellType
    }

    /// A cell with `identifier` that left the view, after its `prepareForReuse()`; else a new
    /// cell of the class registered for `identifier`; else nil.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var queue = reusableCells[identifier], let cell = queue.popLast() {
            reusableCells[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        return registeredCellClasses[identifier].map { $0.init(style: .default, reuseIdentifier: identifier) }
    }

    /// A cell for the row at `indexPath`: one that left the view, or a new one of the class
    /// registered for `identifier`, sized for the row.
    ///
    /// Traps with UIKit's message when no class is registered for `identifier`.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard registeredCellClasses[identifier] != nil, let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        if rowLayout.contains(indexPath) { cell.frame = rectForRow(at: indexPath) }
        return cell
    }

    /// Registers `viewClass` (a `UITableViewHeaderFooterView` subclass) for `identifier`, so that
    /// dequeuing with that identifier makes one when none waits for reuse. A nil class removes
    /// the registration.
    public func register(_ viewClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let viewClass else {
            registeredHeaderFooterClasses[identifier] = nil
            return
        }
        guard let viewType = viewClass as? UITableViewHeaderFooterView.Type else {
            preconditionFailure("UITableView.register: \(viewClass) is not a subclass of UITableViewHeaderFooterView (identifier \(identifier))")
        }
        registeredHeaderFooterClasses[identifier] = viewType
    }

    /// A header or footer view with `identifier` whose section left the view, after its
    /// `prepareForReuse()`; else a new view of the class registered for `identifier`; else nil.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        let view: UITableViewHeaderFooterView
        if var queue = reusableHeaderFooterViews[identifier], let reused = queue.popLast() {
            reusableHeaderFooterViews[identifier] = queue
            reused.prepareForReuse()
            view = reused
        } else if let viewType = registeredHeaderFooterClasses[identifier] {
            view = viewType.init(reuseIdentifier: identifier)
        } else {
            return nil
        }
        measuringDequeuedViews?.append(view)
        return view
    }
}
