import Foundation

/// One attribute of a view or layout guide, from which constraints are made with type checking:
/// an X-axis anchor relates only to X-axis anchors, a Y-axis anchor to Y-axis anchors and a
/// dimension to dimensions.
@preconcurrency @MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or layout guide the anchor belongs to.
    public private(set) weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    /// The anchor's name, for example `UIView:0x5581c2a0.leading`.
    open var name: String { "\(LayoutDescription.item(item)).\(attribute.name)" }

    open override var description: String { MainActor.assumeIsolated { mainActorDescription } }

    /// `description`, read on the main actor (NSObject's requirement is nonisolated; UIKit's objects live there).
    private var mainActorDescription: String {
        "<NSLayout\(attribute.anchorKind)Anchor:\(LayoutDescription.address(self)) \"\(name)\">"
    }

    /// Two anchors are equal when they stand for the same attribute of the same item.
    open override func isEqual(_ object: Any?) -> Bool {
        nonisolated(unsafe) let object = object
        return MainActor.assumeIsolated {
            guard let other = object as? AnyLayoutAnchor else { return false }
            return other.anchorItem === item && other.anchorAttribute == attribute
        }
    }

    open override var hash: Int {
        MainActor.assumeIsolated {
            var hasher = Hasher()
            hasher.combine(item.map(ObjectIdentifier.init))
            hasher.combine(attribute)
            return hasher.finalize()
        }
    }

    func makeConstraint(_ relation: NSLayoutConstraint.Relation, to other: NSLayoutAnchor<AnchorType>?,
                        multiplier: CGFloat = 1, constant: CGFloat = 0) -> NSLayoutConstraint {
        guard let item else { preconditionFailure("NSLayoutAnchor: the anchor's item \(name) no longer exists") }
        if let other, other.item == nil { preconditionFailure("NSLayoutAnchor: the anchor's item \(other.name) no longer exists") }
        return NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other?.item,
                                  attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier,
                                  constant: constant)
    }

    /// A constraint `self == anchor`, inactive.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor)
    }

    /// A constraint `self >= anchor`, inactive.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor)
    }

    /// A constraint `self <= anchor`, inactive.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor)
    }

    /// A constraint `self == anchor + c`, inactive.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor, constant: c)
    }

    /// A constraint `self >= anchor + c`, inactive.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, constant: c)
    }

    /// A constraint `self <= anchor + c`, inactive.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, constant: c)
    }
}

/// An anchor for a horizontal position: left, right, leading, trailing or centre X.
@preconcurrency @MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// A constraint placing this anchor the standard spacing (8 pt) times `multiplier` after `anchor`.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.equal, after: anchor, multiplier: multiplier)
    }

    /// A constraint placing this anchor at least the standard spacing times `multiplier` after `anchor`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.greaterThanOrEqual, after: anchor, multiplier: multiplier)
    }

    /// A constraint placing this anchor at most the standard spacing times `multiplier` after `anchor`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.lessThanOrEqual, after: anchor, multiplier: multiplier)
    }

    private func systemSpacing(_ relation: NSLayoutConstraint.Relation, after anchor: NSLayoutXAxisAnchor,
                               multiplier: CGFloat) -> NSLayoutConstraint {
        let constraint = makeConstraint(relation, to: anchor, constant: UIKitConstants.systemSpacing * multiplier)
        constraint.systemSpacingMultiplier = multiplier
        return constraint
    }
}

/// An anchor for a vertical position: top, bottom, centre Y or a baseline.
@preconcurrency @MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// A constraint placing this anchor the standard spacing (8 pt) times `multiplier` below `anchor`.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.equal, below: anchor, multiplier: multiplier)
    }

    /// A constraint placing this anchor at least the standard spacing times `multiplier` below `anchor`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.greaterThanOrEqual, below: anchor, multiplier: multiplier)
    }

    /// A constraint placing this anchor at most the standard spacing times `multiplier` below `anchor`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.lessThanOrEqual, below: anchor, multiplier: multiplier)
    }

    private func systemSpacing(_ relation: NSLayoutConstraint.Relation, below anchor: NSLayoutYAxisAnchor,
                               multiplier: CGFloat) -> NSLayoutConstraint {
        let constraint = makeConstraint(relation, to: anchor, constant: UIKitConstants.systemSpacing * multiplier)
        constraint.systemSpacingMultiplier = multiplier
        return constraint
    }
}

/// An anchor for a width or height, which may also be related to a constant.
@preconcurrency @MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// A constraint `self == c`, inactive.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { makeConstraint(.equal, to: nil, constant: c) }
    /// A constraint `self >= c`, inactive.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: nil, constant: c)
    }
    /// A constraint `self <= c`, inactive.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: nil, constant: c)
    }

    /// A constraint `self == m × anchor`, inactive.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor, multiplier: m)
    }
    /// A constraint `self >= m × anchor`, inactive.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, multiplier: m)
    }
    /// A constraint `self <= m × anchor`, inactive.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, multiplier: m)
    }

    /// A constraint `self == m × anchor + c`, inactive.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor, multiplier: m, constant: c)
    }
    /// A constraint `self >= m × anchor + c`, inactive.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, multiplier: m, constant: c)
    }
    /// A constraint `self <= m × anchor + c`, inactive.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, multiplier: m, constant: c)
    }
}

/// The anchors of a view or a layout guide (`UIView+AutoLayout.swift`, `UILayoutGuide.swift`).
@MainActor protocol LayoutAnchorProviding: AnyObject {}

extension LayoutAnchorProviding {
    func xAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: attribute) }
    func yAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: attribute) }
    func dimension(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutDimension { NSLayoutDimension(item: self, attribute: attribute) }
}

/// Any specialization of `NSLayoutAnchor`, for comparing anchors of different types.
@MainActor protocol AnyLayoutAnchor {
    var anchorItem: AnyObject? { get }
    var anchorAttribute: NSLayoutConstraint.Attribute { get }
}

extension NSLayoutAnchor: AnyLayoutAnchor {
    var anchorItem: AnyObject? { item }
    var anchorAttribute: NSLayoutConstraint.Attribute { attribute }
}
