import Foundation

/// The constraints UIKit makes for an item, from its state: a view's autoresizing mask turned
/// into constraints, a view's content hugging and compression resistance, or the place of a
/// guide UIKit keeps (safe area, layout margins, readable content, a scroll view's content and
/// frame). Each comes with the numbers it was made from, so the engine remakes it only when
/// they change.
@MainActor enum SystemConstraints {
    struct Spec {
        var lhs: SolverExpression
        var relation: SolverRelation
        var rhs: SolverExpression
        var strength: SolverStrength = .required
        var describe: () -> String
    }

    static func make(for record: LayoutRecord, engine: LayoutEngine) -> (key: [Double], specs: [Spec]) {
        if let view = record.view {
            // A view measured by `systemLayoutSizeFitting` keeps its content size, never its frame.
            let isFittingRoot = engine.isFitting && view === engine.root
            return view.translatesAutoresizingMaskIntoConstraints && !isFittingRoot
                ? autoresizing(view, record, engine) : contentSize(view, record, engine)
        }
        guard let guide = record.guide, let owner = guide.owningView else { return ([], []) }
        let ownerRecord = engine.record(for: owner)
        return guideSpecs(guide, record, owner, ownerRecord)
    }

    // MARK: Autoresizing masks

    /// Two constraints per axis that keep the view where its mask keeps it when its superview
    /// resizes: each flexible part (leading margin, size, trailing margin) takes its share of the
    /// superview's change in proportion to its length, as `autoresize(fromSuperviewSize:to:)` does.
    private static func autoresizing(_ view: UIView, _ record: LayoutRecord, _ engine: LayoutEngine) -> ([Double], [Spec]) {
        let frame = view.frame
        let superview = view.superview
        let superRecord = superview.flatMap { engine.existingRecord(of: $0) }
        let superSize = superview?.bounds.size ?? .zero
        let mask = view.autoresizingMask
        let linked = superRecord != nil && view.superview?.autoresizesSubviews == true
        let key: [Double] = [0, Double(mask.rawValue), frame.minX, frame.minY, frame.width, frame.height,
                             linked ? 1 : 0, superSize.width, superSize.height].map { Double($0) }
        func axis(lead: CGFloat, size: CGFloat, total: CGFloat, flexible: (Bool, Bool, Bool),
                  position: SolverVariable, length: SolverVariable, superLength: SolverVariable?,
                  names: (String, String)) -> [Spec] {
            let trail = total - lead - size
            var shares: (CGFloat, CGFloat) = (0, 0)
            let parts = [(flexible.0, lead), (flexible.1, size), (flexible.2, trail)]
            let count = parts.filter(\.0).count
            if count > 0 {
                let sum = parts.filter(\.0).map { max(0, $0.1) }.reduce(0, +)
                func share(_ flexible: Bool, _ length: CGFloat) -> CGFloat {
                    guard flexible else { return 0 }
                    return sum > 0 ? max(0, length) / sum : 1 / CGFloat(count)
                }
                shares = (share(flexible.0, lead), share(flexible.1, size))
            }
            func rhs(_ base: CGFloat, _ share: CGFloat) -> SolverExpression {
                guard let superLength, share != 0 else { return SolverExpression(constant: Double(base)) }
                return Double(share) * superLength.expression + Double(base - share * total)
            }
            let code = mask.code
            return [
                Spec(lhs: position.expression, relation: .equal, rhs: rhs(lead, shares.0)) {
                    SystemConstraints.autoresizingDescription(view, code, names.0, lead, shares.0, superview)
                },
                Spec(lhs: length.expression, relation: .equal, rhs: rhs(size, shares.1)) {
                    SystemConstraints.autoresizingDescription(view, code, names.1, size, shares.1, superview)
                },
            ]
        }
        let superWidth = linked ? superRecord?.width : nil
        let superHeight = linked ? superRecord?.height : nil
        let specs = axis(lead: frame.minX, size: frame.width, total: superSize.width,
                         flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)),
                         position: record.x, length: record.width, superLength: superWidth, names: ("minX", "width"))
            + axis(lead: frame.minY, size: frame.height, total: superSize.height,
                   flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)),
                   position: record.y, length: record.height, superLength: superHeight, names: ("minY", "height"))
        return (key, specs)
    }

    /// An autoresizing constraint as UIKit prints it, for example
    /// `<NSAutoresizingMaskLayoutConstraint:0x… h=--& v=--& UIView:0x….minX == 0   (active, names: '|':UIView:0x… )>`
    /// (the superview named on the origin's constraints, as iOS does).
    static func autoresizingDescription(_ view: UIView, _ code: String, _ name: String, _ value: CGFloat,
                                        _ share: CGFloat, _ superview: UIView?) -> String {
        var rhs = LayoutDescription.number(value)
        if share != 0, let superview {
            let superName = name == "minX" || name == "width" ? "width" : "height"
            rhs = "\(LayoutDescription.number(share))*\(LayoutDescription.item(superview)).\(superName) + \(LayoutDescription.number(value - share * (superName == "width" ? superview.bounds.width : superview.bounds.height)))"
        }
        let names = (name == "minX" || name == "minY") ? superview.map { ", names: '|':\(LayoutDescription.item($0)) " } ?? "" : ""
        return "<NSAutoresizingMaskLayoutConstraint:\(LayoutDescription.address(view)) \(code) \(LayoutDescription.item(view)).\(name) == \(rhs)   (active\(names))>"
    }

    // MARK: Content size

    /// Per axis with an intrinsic size: `size <= intrinsic` at the hugging priority and
    /// `size >= intrinsic` at the compression-resistance priority.
    private static func contentSize(_ view: UIView, _ record: LayoutRecord, _ engine: LayoutEngine) -> ([Double], [Spec]) {
        let size = engine.intrinsicSize(of: view)
        let hugging = (view.contentHuggingPriority(for: .horizontal), view.contentHuggingPriority(for: .vertical))
        let resistance = (view.contentCompressionResistancePriority(for: .horizontal),
                          view.contentCompressionResistancePriority(for: .vertical))
        let key: [Double] = [1, Double(size.width), Double(size.height), Double(hugging.0.rawValue), Double(hugging.1.rawValue),
                             Double(resistance.0.rawValue), Double(resistance.1.rawValue)]
        var specs: [Spec] = []
        func add(_ variable: SolverVariable, _ value: CGFloat, _ hug: UILayoutPriority, _ resist: UILayoutPriority, _ name: String) {
            guard value != UIView.noIntrinsicMetric, value >= 0 else { return }
            specs.append(Spec(lhs: variable.expression, relation: .lessThanOrEqual, rhs: SolverExpression(constant: Double(value)),
                              strength: SolverStrength(priority: hug.rawValue)) {
                "<NSContentSizeLayoutConstraint:\(LayoutDescription.address(view)) \(LayoutDescription.item(view)).\(name) <= \(LayoutDescription.number(value)) Hug:\(hug)>"
            })
            specs.append(Spec(lhs: variable.expression, relation: .greaterThanOrEqual, rhs: SolverExpression(constant: Double(value)),
                              strength: SolverStrength(priority: resist.rawValue)) {
                "<NSContentSizeLayoutConstraint:\(LayoutDescription.address(view)) \(LayoutDescription.item(view)).\(name) >= \(LayoutDescription.number(value)) CompressionResistance:\(resist)>"
            })
        }
        add(record.width, size.width, hugging.0, resistance.0, "width")
        add(record.height, size.height, hugging.1, resistance.1, "height")
        return (key, specs)
    }

    // MARK: Guides

    private static func guideSpecs(_ guide: UILayoutGuide, _ record: LayoutRecord, _ owner: UIView,
                                   _ ownerRecord: LayoutRecord) -> ([Double], [Spec]) {
        func inset(_ insets: UIEdgeInsets, tag: Double) -> ([Double], [Spec]) {
            let key = [tag, Double(insets.top), Double(insets.left), Double(insets.bottom), Double(insets.right)]
            let names = guideConstraintNames(guide.kind)
            let item = "[\(LayoutDescription.item(guide))]"
            func describe(_ name: String, _ format: String) -> () -> String {
                {
                    let named = name.isEmpty ? "" : " '\(name)'"
                    return "<NSLayoutConstraint:\(LayoutDescription.address(guide))\(named) \(format)   (active, names: '|':\(LayoutDescription.item(owner)) )>"
                }
            }
            func gap(_ value: CGFloat) -> String { LayoutDescription.number(value) }
            return (key, [
                Spec(lhs: record.x.expression, relation: .equal, rhs: SolverExpression(constant: Double(insets.left)),
                     describe: describe(names.left, "H:|-(\(gap(insets.left)))-\(item)(LTR)")),
                Spec(lhs: record.y.expression, relation: .equal, rhs: SolverExpression(constant: Double(insets.top)),
                     describe: describe(names.top, "V:|-(\(gap(insets.top)))-\(item)")),
                Spec(lhs: record.width.expression, relation: .equal, rhs: ownerRecord.width.expression - Double(insets.left + insets.right),
                     describe: describe(names.right, "H:\(item)-(\(gap(insets.right)))-|(LTR)")),
                Spec(lhs: record.height.expression, relation: .equal, rhs: ownerRecord.height.expression - Double(insets.top + insets.bottom),
                     describe: describe(names.bottom, "V:\(item)-(\(gap(insets.bottom)))-|")),
            ])
        }
        switch guide.kind {
        case .custom:
            return ([], [])
        case .safeArea:
            return inset(owner.safeAreaInsets, tag: 2)
        case .layoutMargins:
            return inset(owner.layoutMargins, tag: 3)
        case .scrollFrame:
            // The scroll view's bounds, where they are now: its origin is the scroll position,
            // so what is pinned to the guide stays in place on screen while the content scrolls.
            let origin = owner.bounds.origin
            let key: [Double] = [4, Double(origin.x), Double(origin.y)]
            return (key, [
                fixed(record.x.expression, Double(origin.x), guide, "minX"),
                fixed(record.y.expression, Double(origin.y), guide, "minY"),
                Spec(lhs: record.width.expression, relation: .equal, rhs: ownerRecord.width.expression) {
                    "<NSLayoutConstraint:\(LayoutDescription.address(guide)) \(LayoutDescription.item(guide)).width == \(LayoutDescription.item(owner)).width   (active)>"
                },
                Spec(lhs: record.height.expression, relation: .equal, rhs: ownerRecord.height.expression) {
                    "<NSLayoutConstraint:\(LayoutDescription.address(guide)) \(LayoutDescription.item(guide)).height == \(LayoutDescription.item(owner)).height   (active)>"
                },
            ])
        case .scrollContent:
            // The content's origin is the scroll view's content origin; its size is what the
            // app's constraints make it, and becomes `contentSize`.
            return ([5], [fixed(record.x.expression, 0, guide, "minX"), fixed(record.y.expression, 0, guide, "minY")])
        case .topLayoutSupport, .bottomLayoutSupport:
            return layoutSupportSpecs(guide, record, owner, ownerRecord)
        case .readableContent:
            // Within the margins, centred, at most the readable width: the width fills the
            // margins unless that is wider.
            let margins = owner.layoutMargins
            let key: [Double] = [6, Double(margins.top), Double(margins.left), Double(margins.bottom), Double(margins.right)]
            let marginWidth = ownerRecord.width.expression - Double(margins.left + margins.right)
            let readable = Double(UIKitConstants.readableContentWidth)
            func describe(_ text: String) -> () -> String {
                { "<NSLayoutConstraint:\(LayoutDescription.address(guide)) \(text)   (active)>" }
            }
            // The margins as a guide when the view has made one (asking for it would make one).
            let item = LayoutDescription.item(guide)
            let marginItem = owner.layoutState?.marginsGuide.map { LayoutDescription.item($0) } ?? "\(LayoutDescription.item(owner)).layoutMargins"
            return (key, [
                fixed(record.y.expression, Double(margins.top), guide, "minY"),
                Spec(lhs: record.height.expression, relation: .equal,
                     rhs: ownerRecord.height.expression - Double(margins.top + margins.bottom),
                     describe: describe("\(item).height == \(marginItem).height")),
                Spec(lhs: record.width.expression, relation: .lessThanOrEqual, rhs: SolverExpression(constant: readable),
                     describe: describe("\(item).width <= \(LayoutDescription.number(CGFloat(readable)))")),
                Spec(lhs: record.width.expression, relation: .lessThanOrEqual, rhs: marginWidth,
                     describe: describe("\(item).width <= \(marginItem).width")),
                Spec(lhs: record.width.expression, relation: .equal, rhs: marginWidth,
                     strength: SolverStrength(priority: UILayoutPriority.required.rawValue - 1),
                     describe: describe("\(item).width == \(marginItem).width @999")),
                Spec(lhs: 2 * record.x.expression + record.width.expression, relation: .equal,
                     rhs: ownerRecord.width.expression + Double(margins.left - margins.right),
                     describe: describe("\(item).centerX == \(marginItem).centerX")),
            ])
        }
    }

    /// The identifiers UIKit gives the constraints that place a system guide in its view, as
    /// its logs show them (`'UIViewSafeAreaLayoutGuide-top'`, `'UIView-leftMargin-guide-constraint'`).
    private static func guideConstraintNames(_ kind: UILayoutGuide.Kind) -> (left: String, top: String, right: String, bottom: String) {
        switch kind {
        case .safeArea:
            return ("UIViewSafeAreaLayoutGuide-left", "UIViewSafeAreaLayoutGuide-top",
                    "UIViewSafeAreaLayoutGuide-right", "UIViewSafeAreaLayoutGuide-bottom")
        case .layoutMargins:
            return ("UIView-leftMargin-guide-constraint", "UIView-topMargin-guide-constraint",
                    "UIView-rightMargin-guide-constraint", "UIView-bottomMargin-guide-constraint")
        case .custom, .readableContent, .scrollContent, .scrollFrame, .topLayoutSupport, .bottomLayoutSupport:
            return ("", "", "", "")
        }
    }

    /// A view controller's top or bottom layout guide: no width at the view's left edge, along
    /// the top of its view as tall as the safe area's top inset, or along the bottom as tall as
    /// the bottom inset (iOS 11's `length`), described as iOS's `_UILayoutSupportConstraint`s.
    private static func layoutSupportSpecs(_ guide: UILayoutGuide, _ record: LayoutRecord, _ owner: UIView,
                                           _ ownerRecord: LayoutRecord) -> ([Double], [Spec]) {
        let isTop = guide.kind == .topLayoutSupport
        let length = isTop ? owner.safeAreaInsets.top : owner.safeAreaInsets.bottom
        let key: [Double] = [isTop ? 7 : 8, Double(length)]
        let item = LayoutDescription.item(guide)
        func describe(_ text: String, names: Bool = false) -> () -> String {
            {
                let suffix = names ? ", names: '|':\(LayoutDescription.item(owner)) " : ""
                return "<_UILayoutSupportConstraint:\(LayoutDescription.address(guide)) \(text)   (active\(suffix))>"
            }
        }
        let height = Spec(lhs: record.height.expression, relation: .equal, rhs: SolverExpression(constant: Double(length)),
                          describe: describe("\(item).height == \(LayoutDescription.number(length))"))
        let edge = isTop
            ? Spec(lhs: record.y.expression, relation: .equal, rhs: SolverExpression(),
                   describe: describe("V:|-(0)-[\(item)]", names: true))
            : Spec(lhs: record.y.expression + record.height.expression, relation: .equal, rhs: ownerRecord.height.expression,
                   describe: describe("V:[\(item)]-(0)-|", names: true))
        return (key, [fixed(record.x.expression, 0, guide, "minX"), fixed(record.width.expression, 0, guide, "width"), height, edge])
    }

    private static func fixed(_ lhs: SolverExpression, _ value: Double, _ guide: UILayoutGuide, _ name: String) -> Spec {
        Spec(lhs: lhs, relation: .equal, rhs: SolverExpression(constant: value)) {
            "<NSLayoutConstraint:\(LayoutDescription.address(guide)) \(LayoutDescription.item(guide)).\(name) == \(LayoutDescription.number(CGFloat(value)))   (active)>"
        }
    }
}

extension UIView.AutoresizingMask {
    /// Both axes' codes, as UIKit prints them before an autoresizing constraint (`h=--& v=--&`).
    var code: String { "\(code(horizontal: true)) \(code(horizontal: false))" }

    /// UIKit's code for the mask in an axis, in its constraint descriptions: `h=` then the
    /// leading margin, the size and the trailing margin, `-` fixed and `&` flexible (no mask
    /// reads as a flexible trailing margin, as UIKit prints it).
    func code(horizontal: Bool) -> String {
        let parts = horizontal
            ? (contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin))
            : (contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin))
        let flexible = parts.0 || parts.1 || parts.2 ? parts : (false, false, true)
        let text = [flexible.0, flexible.1, flexible.2].map { $0 ? "&" : "-" }.joined()
        return (horizontal ? "h=" : "v=") + text
    }
}
