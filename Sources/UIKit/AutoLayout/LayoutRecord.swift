import Foundation

/// An item's four variables in a layout engine (its frame in its container's coordinates: a
/// view's superview, a guide's owning view) and the constraints UIKit keeps for it: the
/// autoresizing mask turned into constraints, content hugging and compression resistance, or a
/// system guide's place in its view.
@MainActor final class LayoutRecord {
    weak var engine: LayoutEngine?
    weak var view: UIView?
    weak var guide: UILayoutGuide?
    let x: SolverVariable
    let y: SolverVariable
    let width: SolverVariable
    let height: SolverVariable
    /// The system constraints in the solver, and the numbers they were made from.
    var system: [SolverConstraint] = []
    var systemKey: [Double]?
    /// Whether the system constraints must be made again before the next solve.
    var isDirty = true

    init(engine: LayoutEngine, x: SolverVariable, y: SolverVariable, width: SolverVariable, height: SolverVariable) {
        self.engine = engine
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The view that holds the item's coordinates: a view's superview, a guide's owning view.
    var container: UIView? { view?.superview ?? guide?.owningView }
    /// The view the item is, or for a guide its owning view: where the item sits in the tree.
    var treeView: UIView? { view ?? guide?.owningView }

    /// The solved frame (unrounded), in the container's coordinates.
    var frame: CGRect {
        guard let engine else { return .zero }
        return CGRect(x: engine.solver.value(of: x), y: engine.solver.value(of: y),
                      width: engine.solver.value(of: width), height: engine.solver.value(of: height))
    }

    /// The expression of a (non-margin) attribute in the container's coordinates.
    func expression(_ attribute: NSLayoutConstraint.Attribute, rightToLeft: Bool) -> SolverExpression {
        switch attribute {
        case .left: return x.expression
        case .top: return y.expression
        case .right: return x.expression + width.expression
        case .bottom: return y.expression + height.expression
        case .leading: return rightToLeft ? x.expression + width.expression : x.expression
        case .trailing: return rightToLeft ? x.expression : x.expression + width.expression
        case .width: return width.expression
        case .height: return height.expression
        case .centerX: return x.expression + 0.5 * width.expression
        case .centerY: return y.expression + 0.5 * height.expression
        case .firstBaseline, .lastBaseline:
            let baseline = view?.baselineLayout(last: attribute == .lastBaseline) ?? (heightFactor: 1, offset: 0)
            return y.expression + baseline.heightFactor * height.expression + Double(baseline.offset)
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins, .notAnAttribute:
            preconditionFailure("LayoutRecord: \(attribute.name) is resolved through the layout margins guide, or is no attribute")
        }
    }

    /// The same attribute in the item's own coordinates (its bounds, ignoring their origin):
    /// for a view that is the constraint's common ancestor.
    func ownExpression(_ attribute: NSLayoutConstraint.Attribute, rightToLeft: Bool) -> SolverExpression {
        switch attribute {
        case .left, .top: return SolverExpression()
        case .right: return width.expression
        case .bottom: return height.expression
        case .leading: return rightToLeft ? width.expression : SolverExpression()
        case .trailing: return rightToLeft ? SolverExpression() : width.expression
        case .width: return width.expression
        case .height: return height.expression
        case .centerX: return 0.5 * width.expression
        case .centerY: return 0.5 * height.expression
        case .firstBaseline, .lastBaseline:
            let baseline = view?.baselineLayout(last: attribute == .lastBaseline) ?? (heightFactor: 1, offset: 0)
            return baseline.heightFactor * height.expression + Double(baseline.offset)
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins, .notAnAttribute:
            preconditionFailure("LayoutRecord: \(attribute.name) is resolved through the layout margins guide, or is no attribute")
        }
    }
}
