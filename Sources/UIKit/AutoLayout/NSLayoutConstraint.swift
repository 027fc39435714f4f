import Foundation

/// A linear relation between two layout attributes:
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`.
///
/// An active constraint is kept by the layout engine of its items' view hierarchy (the one
/// whose root is their common ancestor's root), which re-solves incrementally when it is
/// activated, deactivated or its `constant` changes. A non-required constraint that the
/// required ones leave no room for is satisfied as nearly as possible, in priority order.
@preconcurrency @MainActor open class NSLayoutConstraint: NSObject {
    /// The part of an item's frame (or baseline) a constraint relates.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// Apple's spelling before iOS 8.
        public static var baseline: Attribute { .lastBaseline }
    }

    /// How the two sides of a constraint compare.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// The horizontal or vertical direction of layout (`UILayoutConstraintAxis`).
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// The first item: a `UIView` or a `UILayoutGuide`.
    public private(set) weak var firstItem: AnyObject?
    /// The attribute of the first item.
    public let firstAttribute: Attribute
    /// How the first side compares with the second.
    public let relation: Relation
    /// The second item, or nil for a constraint on a constant (a width or height).
    public private(set) weak var secondItem: AnyObject?
    /// The attribute of the second item (`.notAnAttribute` without one).
    public let secondAttribute: Attribute
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat

    /// The value added to the second side; changing it on an active constraint re-solves
    /// incrementally, without rebuilding the layout.
    open var constant: CGFloat {
        didSet { if constant != oldValue { engine?.constraintDidChange(self) } }
    }

    /// How strongly the constraint holds (`.required` by default). An active constraint cannot
    /// change between required and not required.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if isActive, (priority >= .required) != (oldValue >= .required) {
                preconditionFailure("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(priority) and the existing priority was \(oldValue).")
            }
            engine?.constraintDidChange(self)
        }
    }

    /// A name for the constraint, shown in its description and in Auto Layout's messages.
    open var identifier: String?

    /// Whether archiving keeps the constraint (unused: OpenUIKit has no archiving; true by default).
    open var shouldBeArchived = true

    /// The anchor of the first item and attribute (nil for attributes without one).
    open var firstAnchor: NSLayoutAnchor<AnyObject>? { anchorFor(firstItem, firstAttribute) }
    /// The anchor of the second item and attribute, or nil.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? { anchorFor(secondItem, secondAttribute) }

    /// The view the constraint is installed on (the closest common ancestor of its items), while it is active.
    weak var installedView: UIView?
    /// The engine that holds the constraint while it is active.
    var engine: LayoutEngine? { installedView?.rootLayoutEngine }
    /// Whether UIKit made the constraint from an autoresizing mask (its description says
    /// `NSAutoresizingMaskLayoutConstraint`), or for a stack view, and by what name.
    var systemName: String?

    /// A constraint `view1.attr1 relation multiplier × view2.attr2 + c`, inactive.
    ///
    /// Traps, with UIKit's message, on a location attribute related to a constant and on
    /// leading or trailing related to left or right.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        let first = view1 as AnyObject
        let second = view2.map { $0 as AnyObject }
        precondition(first is UIView || first is UILayoutGuide,
                     "NSLayoutConstraint for \(first): Constraint items must each be a view or layout guide.")
        if let second {
            precondition(second is UIView || second is UILayoutGuide,
                         "NSLayoutConstraint for \(second): Constraint items must each be a view or layout guide.")
        }
        precondition(attr1 != .notAnAttribute, "NSLayoutConstraint: the first attribute cannot be .notAnAttribute")
        if second == nil || attr2 == .notAnAttribute || multiplier == 0 {
            precondition(attr1 == .width || attr1 == .height,
                         "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs.")
        } else {
            precondition(attr1.axis == attr2.axis || (attr1.isDimension && attr2.isDimension),
                         "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Invalid pairing of layout attributes.")
            precondition(attr1.isDirectional == attr2.isDirectional || attr1.isDimension || attr1.isCenter || attr2.isCenter,
                         "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither.")
        }
        firstItem = first
        firstAttribute = attr1
        self.relation = relation
        let hasSecond = second != nil && attr2 != .notAnAttribute
        secondItem = hasSecond ? second : nil
        secondAttribute = hasSecond ? attr2 : .notAnAttribute
        self.multiplier = multiplier
        constant = c
        super.init()
    }

    /// Whether the constraint takes part in layout. Activating it installs it on the closest
    /// common ancestor of its items; items in different view hierarchies trap, as in UIKit.
    open var isActive: Bool {
        get { installedView != nil }
        set {
            guard newValue != isActive else { return }
            if newValue {
                guard let ancestor = commonAncestor() else {
                    preconditionFailure("Unable to activate constraint with anchors \(anchorDescription(firstItem, firstAttribute)) and \(anchorDescription(secondItem, secondAttribute)) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
                }
                // Items keep a layout state from now on, which tells a subtree that leaves
                // its tree that it has constraints to carry or sever.
                for item in [firstItem, secondItem] { _ = Self.container(of: item)?.layoutStateForWriting }
                ancestor.install(self)
            } else {
                installedView?.uninstall(self)
            }
        }
    }

    /// Whether the constraint's engine solves it now: false while it is inactive or waits for
    /// the next update, and when it was broken because the required constraints left no room.
    @_spi(Testing) public var isInEngine: Bool { engine?.isSolving(self) ?? false }

    /// Activates each constraint.
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    // MARK: Items

    /// The view in whose coordinates an item's frame is: a view's superview, a guide's owning view.
    static func container(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    /// The closest view that is, or is an ancestor of, both items' views (a guide counts as
    /// its owning view); nil when they are in different hierarchies or a guide has no view.
    func commonAncestor() -> UIView? {
        guard let first = Self.container(of: firstItem) else { return nil }
        guard secondItem != nil else { return first }
        guard let second = Self.container(of: secondItem) else { return nil }
        var ancestors = Set<ObjectIdentifier>()
        var view: UIView? = first
        while let current = view { ancestors.insert(ObjectIdentifier(current)); view = current.superview }
        view = second
        while let current = view {
            if ancestors.contains(ObjectIdentifier(current)) { return current }
            view = current.superview
        }
        return nil
    }

    private func anchorFor(_ item: AnyObject?, _ attribute: Attribute) -> NSLayoutAnchor<AnyObject>? {
        guard let item, attribute != .notAnAttribute else { return nil }
        return NSLayoutAnchor<AnyObject>(item: item, attribute: attribute)
    }

    // MARK: Description

    /// The factor of the standard spacing when the constraint was made with
    /// `constraint(equalToSystemSpacingAfter:multiplier:)` or `…Below`, for its description.
    var systemSpacingMultiplier: CGFloat?

    /// The constraint as UIKit prints it (iOS 11 and later), for example
    /// `<NSLayoutConstraint:0x5581c2a0 UILabel:0x5581c3b0'Name'.leading == UIView:0x5581c4c0.leading + 20   (active)>`.
    ///
    /// As in iOS's logs, a constraint that reads as a visual-format spacing prints in that form:
    /// an item's top or leading edge from its container's (`V:|-(20)-[UIView:0x…]`), the
    /// container's bottom or trailing edge from the item's (`V:[UIView:0x…]-(20)-|`), both with
    /// `names: '|':…` after `active`, and the gap between siblings (`H:[UILabel:0x…]-(8)-[UIView:0x…]`),
    /// `(LTR)` marking leading and trailing. A standard spacing prints as `NSSpace(8)`, a
    /// priority below required as `@750` after the constant (inside the parentheses in the
    /// visual form), an identifier in quotes after the address.
    open override var description: String { MainActor.assumeIsolated { mainActorDescription } }

    /// `description`, read on the main actor (NSObject's requirement is nonisolated; UIKit's objects live there).
    private var mainActorDescription: String {
        let kind = systemName == nil ? "NSLayoutConstraint" : "NSAutoresizingMaskLayoutConstraint"
        var text = "<\(kind):\(LayoutDescription.address(self))"
        if let identifier { text += " '\(identifier)'" }
        let state = isActive ? "active" : "inactive"
        if let visual = visualFormat {
            text += " " + visual.format
            if let names = visual.names { return text + "   (\(state), names: '|':\(LayoutDescription.item(names)) )>" }
            return text + "   (\(state))>"
        }
        text += " \(LayoutDescription.item(firstItem)).\(firstAttribute.name) \(relation.symbol)"
        if let secondItem {
            var rhs = "\(LayoutDescription.item(secondItem)).\(secondAttribute.name)"
            if multiplier != 1 { rhs = "\(LayoutDescription.number(multiplier))*" + rhs }
            text += " " + rhs
            if let spacing = systemSpacingMultiplier {
                text += " + " + Self.space(spacing)
            } else if constant != 0 {
                text += " \(constant < 0 ? "-" : "+") \(LayoutDescription.number(abs(constant)))"
            }
        } else {
            text += " " + LayoutDescription.number(constant)
        }
        if priority < .required { text += " @\(LayoutDescription.number(CGFloat(priority.rawValue)))" }
        return text + "   (\(state))>"
    }

    private static func space(_ multiplier: CGFloat) -> String {
        let spacing = "NSSpace(\(LayoutDescription.number(UIKitConstants.systemSpacing)))"
        return multiplier == 1 ? spacing : "\(LayoutDescription.number(multiplier))*\(spacing)"
    }

    /// The visual-format reading of the constraint, when it has one: the text, and the container
    /// that `|` names.
    private var visualFormat: (format: String, names: AnyObject?)? {
        guard multiplier == 1, let first = firstItem, let second = secondItem else { return nil }
        let leadingEdges: [Attribute] = [.top, .leading, .left]
        let trailingEdges: [Attribute] = [.bottom, .trailing, .right]
        let axis = firstAttribute.axis == .horizontal ? "H:" : "V:"
        let direction = firstAttribute.isDirectional ? "(LTR)" : ""
        var gap = systemSpacingMultiplier.map { Self.space($0) } ?? LayoutDescription.number(constant)
        switch relation {
        case .equal: break
        case .greaterThanOrEqual: gap = ">=" + gap
        case .lessThanOrEqual: gap = "<=" + gap
        }
        if priority < .required { gap += "@\(LayoutDescription.number(CGFloat(priority.rawValue)))" }
        let firstContainer = Self.layoutContainer(of: first)
        let secondContainer = Self.layoutContainer(of: second)
        if firstAttribute == secondAttribute, leadingEdges.contains(firstAttribute), firstContainer === second, first !== second {
            return ("\(axis)|-(\(gap))-[\(LayoutDescription.item(first))]\(direction)", second)
        }
        if firstAttribute == secondAttribute, trailingEdges.contains(firstAttribute), secondContainer === first, first !== second {
            return ("\(axis)[\(LayoutDescription.item(second))]-(\(gap))-|\(direction)", first)
        }
        let pairs: [(Attribute, Attribute)] = [(.top, .bottom), (.leading, .trailing), (.left, .right)]
        if pairs.contains(where: { $0 == (firstAttribute, secondAttribute) }), let firstContainer, firstContainer === secondContainer {
            return ("\(axis)[\(LayoutDescription.item(second))]-(\(gap))-[\(LayoutDescription.item(first))]\(direction)", nil)
        }
        return nil
    }

    /// The view whose coordinates hold the item's frame: a view's superview, a guide's owning view.
    private static func layoutContainer(of item: AnyObject) -> UIView? {
        (item as? UIView)?.superview ?? (item as? UILayoutGuide)?.owningView
    }
}

/// Descriptions of items and numbers in Auto Layout's messages.
@MainActor enum LayoutDescription {
    static func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }

    /// An item as Auto Layout prints it: its class (module-qualified outside UIKit), address, and
    /// in quotes a label's text, a button's title or a guide's identifier.
    static func item(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        var name = String(reflecting: type(of: item))
        if name.hasPrefix("UIKit.") { name.removeFirst("UIKit.".count) }
        var text = "\(name):\(address(item))"
        if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty {
            text += "'\(guide.identifier)'"
        } else if let label = item as? UILabel, let string = label.text {
            text += "'\(string)'"
        } else if let button = item as? UIButton, let title = button.currentTitle {
            text += "'\(title)'"
        }
        return text
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%g", Double(value))
    }
}

@MainActor func anchorDescription(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> String {
    guard let item else { return "(nil)" }
    return "\"<NSLayout\(attribute.anchorKind)Anchor:\(LayoutDescription.address(item)) \"\(LayoutDescription.item(item)).\(attribute.name)\">\""
}

extension NSLayoutConstraint.Attribute {
    /// The attribute as Auto Layout prints it (`leading`, `centerY`, `width`…).
    var name: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        case .notAnAttribute: return "notAnAttribute"
        }
    }

    var axis: NSLayoutConstraint.Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
             .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
             .centerYWithinMargins, .notAnAttribute:
            return .vertical
        }
    }

    var isDimension: Bool { self == .width || self == .height }
    var isCenter: Bool { self == .centerX || self == .centerY || self == .centerXWithinMargins || self == .centerYWithinMargins }
    var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// The attribute of the layout margins guide that a margin attribute stands for, or nil.
    var marginlessAttribute: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        case .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
             .lastBaseline, .firstBaseline, .notAnAttribute:
            return nil
        }
    }

    var anchorKind: String { isDimension ? "Dimension" : axis == .horizontal ? "XAxis" : "YAxis" }
}

extension NSLayoutConstraint.Relation {
    var symbol: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}

extension LayoutDescription {
    static func rect(_ rect: CGRect) -> String {
        "{{\(number(rect.minX)), \(number(rect.minY))}, {\(number(rect.width)), \(number(rect.height))}}"
    }
}
