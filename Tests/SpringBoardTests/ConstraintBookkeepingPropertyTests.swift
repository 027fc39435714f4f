import Foundation
import Testing
import PropertyBased
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard

/// The value of `attribute` of `view` in `ancestor`'s coordinates, from the frames on screen.
@MainActor private func value(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute, in ancestor: UIView) -> CGFloat {
    let rect = view === ancestor ? CGRect(origin: .zero, size: view.bounds.size) : view.convert(view.bounds, to: ancestor)
    switch attribute {
    case .leading, .left: return rect.minX
    case .trailing, .right: return rect.maxX
    case .top: return rect.minY
    case .bottom: return rect.maxY
    case .width: return rect.width
    case .height: return rect.height
    case .centerX: return rect.midX
    case .centerY: return rect.midY
    default: preconditionFailure("not generated")
    }
}

/// The closest view that is or contains both views, or nil.
@MainActor private func commonAncestor(_ constraint: NSLayoutConstraint) -> UIView? {
    guard let first = constraint.firstItem as? UIView else { return nil }
    guard let second = constraint.secondItem as? UIView else { return first }
    var view: UIView? = first
    while let candidate = view {
        if second.isDescendant(of: candidate) { return candidate }
        view = candidate.superview
    }
    return nil
}

@MainActor
struct ConstraintBookkeepingPropertyTests {
    /// Random trees of views that gain and lose constraints, move between superviews and lay out:
    /// every active constraint stays installed on its items' closest common ancestor, its tree's
    /// engine solves exactly the active constraints of the tree, and every required constraint the
    /// engine solves holds in the frames, to the pixel rounding.
    @Test func constraintsFollowTheirTreesAndSolvedOnesHold() async {
        await PropertyRun(defaultCases: 400).check("constraint bookkeeping", input: Gen.int(in: 0...10_000).array(of: 30...120)) { numbers in
            var script = Script(numbers)
            let views = (0..<8).map { index -> UIView in
                let view = UIView(frame: CGRect(x: CGFloat(index * 7), y: CGFloat(index * 5), width: 100, height: 80))
                view.layer.contentsScale = 1
                return view
            }
            var constraints: [NSLayoutConstraint] = []
            let attributes: [NSLayoutConstraint.Attribute] = [.leading, .trailing, .top, .bottom, .centerX, .centerY]
            while !script.isAtEnd {
                let a = views[script.next(views.count)]
                let b = views[script.next(views.count)]
                switch script.next(8) {
                case 0, 1:
                    if a !== b, !a.isDescendant(of: b) { a.addSubview(b) }
                case 2:
                    b.removeFromSuperview()
                case 3:
                    // Only ever to false: a frame the engine placed, translated back, can
                    // contradict the solution by its pixel rounding.
                    a.translatesAutoresizingMaskIntoConstraints = false
                case 4, 5:
                    let attribute = attributes[script.next(attributes.count)]
                    let paired = attribute.rawValue <= 6 ? attributes[script.next(4)] : attribute
                    let horizontal: Set<NSLayoutConstraint.Attribute> = [.leading, .trailing, .centerX]
                    let second = horizontal.contains(attribute) == horizontal.contains(paired) ? paired : attribute
                    let constraint: NSLayoutConstraint
                    if script.next(3) == 0 {
                        constraint = NSLayoutConstraint(item: a, attribute: script.next(2) == 0 ? .width : .height,
                                                        relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                                                        multiplier: 1, constant: CGFloat(10 + script.next(90)))
                    } else {
                        constraint = NSLayoutConstraint(item: a, attribute: attribute, relatedBy: [.equal, .lessThanOrEqual, .greaterThanOrEqual][script.next(3)],
                                                        toItem: b, attribute: second, multiplier: 1, constant: CGFloat(script.next(40)) - 20)
                    }
                    if script.next(4) == 0 { constraint.priority = .defaultHigh }
                    // Pairs of edges of one view could ask for a negative size, which frames clamp.
                    guard commonAncestor(constraint) != nil, constraint.secondItem == nil || a !== b else { break }
                    constraint.isActive = true
                    constraints.append(constraint)
                case 6:
                    if !constraints.isEmpty { constraints[script.next(constraints.count)].constant = CGFloat(script.next(60)) }
                default:
                    if !constraints.isEmpty { constraints[script.next(constraints.count)].isActive = false }
                    a.layoutIfNeeded()
                }
            }
            for view in views where view.superview == nil { view.layoutIfNeeded() }
            for constraint in constraints where constraint.isActive {
                let ancestor = commonAncestor(constraint)
                #expect(ancestor != nil)
                #expect(ancestor?.constraints.contains { $0 === constraint } == true)
            }
            for view in views {
                for constraint in view.constraints { #expect(constraint.isActive && commonAncestor(constraint) === view) }
            }
            for constraint in constraints where constraint.isInEngine && constraint.priority == .required {
                guard let first = constraint.firstItem as? UIView, let ancestor = commonAncestor(constraint) else { continue }
                // A root that doesn't translate its frame is placed by nobody, as on iOS: its
                // tree's solution is relative to a size it doesn't have.
                var root = ancestor
                while let parent = root.superview { root = parent }
                guard root.translatesAutoresizingMaskIntoConstraints else { continue }
                // A solution with a negative size is clamped to an empty frame.
                let items = [first, constraint.secondItem as? UIView, ancestor].compactMap { $0 }
                guard !items.contains(where: { $0.bounds.width == 0 || $0.bounds.height == 0 }) else { continue }
                let lhs = value(first, constraint.firstAttribute, in: ancestor)
                var rhs = constraint.constant
                if let second = constraint.secondItem as? UIView {
                    rhs += constraint.multiplier * value(second, constraint.secondAttribute, in: ancestor)
                }
                let tolerance: CGFloat = 1.5
                switch constraint.relation {
                case .equal: #expect(abs(lhs - rhs) <= tolerance, "\(constraint)")
                case .lessThanOrEqual: #expect(lhs <= rhs + tolerance, "\(constraint)")
                case .greaterThanOrEqual: #expect(lhs >= rhs - tolerance, "\(constraint)")
                }
            }
            #expect(!constraints.contains { !$0.isActive && $0.isInEngine })
        }
    }
}
