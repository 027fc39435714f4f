import Foundation

/// Priorities of the constraints a stack view makes, as UIKit's constraint logs show them.
extension UIKitConstants {
    /// `UISV-spanning-boundary` on the edge a `.leading` or `.trailing` alignment pins the views to.
    static let stackSpanningBoundaryPriority: Float = 999.5
    /// `UISV-spanning-fit`: the alignment spanner hugs the views, just above `fittingSizeLevel`.
    static let stackSpanningFitPriority: Float = 51
    /// `UISV-canvas-fit`: a stack whose length is not fixed hugs its views (equal spacing and centring).
    static let stackCanvasFitPriority: Float = 49
    /// `UISV-ambiguity-suppression`: a view without a size across the axis collapses rather than being ambiguous.
    static let stackAmbiguitySuppressionPriority: Float = 25
    /// `UISV-fill-equally` between centre gaps of `.equalCentering`: 150 for the first gap, one less for each next.
    static let stackEqualCenteringPriority: Float = 150
}

extension UIStackView {
    /// The attributes of one axis: the start and end edges, the length and the centre.
    struct AxisAttributes {
        let start: NSLayoutConstraint.Attribute
        let end: NSLayoutConstraint.Attribute
        let size: NSLayoutConstraint.Attribute
        let center: NSLayoutConstraint.Attribute

        init(_ axis: NSLayoutConstraint.Axis) {
            switch axis {
            case .horizontal: (start, end, size, center) = (.leading, .trailing, .width, .centerX)
            case .vertical: (start, end, size, center) = (.top, .bottom, .height, .centerY)
            }
        }
    }

    /// Makes the arrangement's constraints again from the current state: the previous ones are
    /// deactivated and the new ones activated (the engine applies both as incremental edits at
    /// the next solve, so an animation block's `layoutIfNeeded()` animates the change).
    func rebuildArrangement() {
        NSLayoutConstraint.deactivate(arrangementConstraints)
        var builder = ArrangementBuilder(stack: self)
        builder.build()
        arrangementConstraints = builder.constraints
        NSLayoutConstraint.activate(arrangementConstraints)
    }

    /// The guide named `identifier`, added to the stack view, reusing `existing`.
    func stackGuide(_ existing: UILayoutGuide?, _ identifier: String) -> UILayoutGuide {
        let guide = existing ?? UILayoutGuide()
        guide.identifier = identifier
        if guide.owningView !== self { addLayoutGuide(guide) }
        return guide
    }
}

/// The constraints of one arrangement of a stack view, made as iOS makes them (reference §15
/// names the hiding constraint; the rest follow UIKit's constraint logs).
///
/// Along the axis, the first and last visible views meet the canvas (the stack, or its margins
/// guide) and each adjacent pair is `spacing` apart (at least that far for equal spacing and
/// centring), with the distribution's extra constraints. A hidden view has zero length and
/// sits in the gap it left. Across the axis every arranged view is aligned with the first;
/// when the alignment does not fill, a spanner guide around the visible views meets the canvas.
@MainActor struct ArrangementBuilder {
    let stack: UIStackView
    let canvas: AnyObject
    let main: UIStackView.AxisAttributes
    let cross: UIStackView.AxisAttributes
    let all: [UIView]
    let visible: [UIView]
    private(set) var constraints: [NSLayoutConstraint] = []

    init(stack: UIStackView) {
        self.stack = stack
        canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        main = UIStackView.AxisAttributes(stack.axis)
        cross = UIStackView.AxisAttributes(stack.axis == .horizontal ? .vertical : .horizontal)
        all = stack.arrangedSubviews
        visible = all.filter { !$0.isHidden }
    }

    mutating func build() {
        guard !all.isEmpty else {
            stack.distributingGuides.forEach(stack.removeLayoutGuide)
            stack.distributingGuides = []
            return
        }
        buildMainAxis()
        buildDistribution()
        buildAlignment()
    }

    private mutating func add(_ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
                              _ second: AnyObject, _ secondAttribute: NSLayoutConstraint.Attribute,
                              relation: NSLayoutConstraint.Relation = .equal, multiplier: CGFloat = 1, constant: CGFloat = 0,
                              priority: Float = UILayoutPriority.required.rawValue, _ identifier: String) {
        append(NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                  attribute: secondAttribute, multiplier: multiplier, constant: constant), priority, identifier)
    }

    /// A length equal to zero.
    private mutating func addZeroLength(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
                                        priority: Float = UILayoutPriority.required.rawValue, _ identifier: String) {
        append(NSLayoutConstraint(item: item, attribute: attribute, relatedBy: .equal, toItem: nil,
                                  attribute: .notAnAttribute, multiplier: 1, constant: 0), priority, identifier)
    }

    private mutating func append(_ constraint: NSLayoutConstraint, _ priority: Float, _ identifier: String) {
        constraint.priority = UILayoutPriority(priority)
        constraint.identifier = identifier
        constraints.append(constraint)
    }

    /// Spacing is measured between baselines in a vertical, baseline-relative stack.
    private var spacesBaselines: Bool { stack.isBaselineRelativeArrangement && stack.axis == .vertical }
    private var spreads: Bool { stack.distribution == .equalSpacing || stack.distribution == .equalCentering }

    // MARK: Along the axis

    private mutating func buildMainAxis() {
        guard let first = visible.first, let last = visible.last else {
            // Nothing visible: the hidden views sit at the start, and the stack, unless fixed, has no length.
            for view in all {
                add(view, main.start, canvas, main.start, "UISV-canvas-connection")
                addZeroLength(view, main.size, "UISV-hiding")
            }
            addZeroLength(stack, main.size, priority: UIKitConstants.stackCanvasFitPriority, "UISV-canvas-fit")
            return
        }
        add(canvas, main.start, first, main.start, "UISV-canvas-connection")
        add(canvas, main.end, last, main.end, "UISV-canvas-connection")
        let relation: NSLayoutConstraint.Relation = spreads ? .greaterThanOrEqual : .equal
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let (from, to) = spacesBaselines ? (NSLayoutConstraint.Attribute.lastBaseline, NSLayoutConstraint.Attribute.firstBaseline)
                                             : (main.end, main.start)
            add(next, to, previous, from, relation: relation, constant: stack.resolvedSpacing(after: previous), "UISV-spacing")
        }
        // A hidden view has no length and sits in the middle of the gap it left (at the edge
        // when it is before the first or after the last visible view).
        for (index, view) in all.enumerated() where view.isHidden {
            addZeroLength(view, main.size, "UISV-hiding")
            let previous = all[..<index].last { !$0.isHidden }
            let next = all[(index + 1)...].first { !$0.isHidden }
            if let previous {
                let gap = next == nil ? 0 : stack.resolvedSpacing(after: previous) / 2
                add(view, main.start, previous, main.end, constant: gap, "UISV-hiding")
            } else if let next {
                add(view, main.end, next, main.start, "UISV-hiding")
            }
        }
    }

    private mutating func buildDistribution() {
        var guides: [UILayoutGuide] = []
        defer {
            for guide in stack.distributingGuides.dropFirst(guides.count) { stack.removeLayoutGuide(guide) }
            stack.distributingGuides = guides
        }
        switch stack.distribution {
        case .fill:
            break
        case .fillEqually:
            guard let first = visible.first else { return }
            for view in visible.dropFirst() { add(view, main.size, first, main.size, "UISV-fill-equally") }
        case .fillProportionally:
            buildProportions()
        case .equalSpacing, .equalCentering:
            guard visible.count > 1 else { return }
            let centring = stack.distribution == .equalCentering
            for (index, (previous, next)) in zip(visible, visible.dropFirst()).enumerated() {
                let existing = index < stack.distributingGuides.count ? stack.distributingGuides[index] : nil
                let guide = stack.stackGuide(existing, "UISV-distributing")
                guides.append(guide)
                add(guide, main.start, previous, centring ? main.center : main.end, "UISV-distributing-edge")
                add(guide, main.end, next, centring ? main.center : main.start, "UISV-distributing-edge")
                guard index > 0 else { continue }
                let position = all.firstIndex { $0 === previous } ?? index
                let priority = centring ? max(1, UIKitConstants.stackEqualCenteringPriority - Float(position))
                                        : UILayoutPriority.required.rawValue
                add(guide, main.size, guides[0], main.size, priority: priority, "UISV-fill-equally")
            }
            addZeroLength(stack, main.size, priority: UIKitConstants.stackCanvasFitPriority, "UISV-canvas-fit")
        }
    }

    /// Each visible view's length is the canvas's in proportion to its intrinsic length, the
    /// spacing counted in the total, at priority 999 for the first arranged view and one less
    /// for each next, so the last view takes what the proportions leave (as on iOS). Views
    /// without an intrinsic length share the canvas equally when none has one.
    private mutating func buildProportions() {
        guard visible.count > 1 else { return }
        let lengths = visible.map { view -> CGFloat in
            let size = view.intrinsicContentSize
            let length = stack.axis == .horizontal ? size.width : size.height
            return length == UIView.noIntrinsicMetric ? 0 : max(0, length)
        }
        let spacingTotal = zip(visible, visible.dropFirst()).map { stack.resolvedSpacing(after: $0.0) }.reduce(0, +)
        let total = lengths.reduce(0, +) + spacingTotal
        guard lengths.contains(where: { $0 > 0 }), total > 0 else {
            for view in visible.dropFirst() { add(view, main.size, visible[0], main.size, "UISV-fill-equally") }
            return
        }
        for (view, length) in zip(visible, lengths) {
            let position = all.firstIndex { $0 === view } ?? 0
            let priority = max(1, UILayoutPriority.required.rawValue - 1 - Float(position))
            add(view, main.size, canvas, main.size, multiplier: length / total, priority: priority, "UISV-fill-proportionally")
        }
    }

    // MARK: Across the axis

    /// The effective alignment: the baseline alignments apply to horizontal stacks only; a
    /// vertical stack fills instead.
    private var alignment: UIStackView.Alignment {
        switch stack.alignment {
        case .firstBaseline, .lastBaseline:
            return stack.axis == .horizontal ? stack.alignment : .fill
        case .fill, .leading, .center, .trailing:
            return stack.alignment
        }
    }

    private mutating func buildAlignment() {
        let first = all[0]
        let alignment = self.alignment
        for view in all.dropFirst() {
            switch alignment {
            case .fill:
                add(first, cross.start, view, cross.start, "UISV-alignment")
                add(first, cross.end, view, cross.end, "UISV-alignment")
            case .leading:
                add(first, cross.start, view, cross.start, "UISV-alignment")
            case .trailing:
                add(first, cross.end, view, cross.end, "UISV-alignment")
            case .center:
                add(first, cross.center, view, cross.center, "UISV-alignment")
            case .firstBaseline:
                add(first, .firstBaseline, view, .firstBaseline, "UISV-alignment")
            case .lastBaseline:
                add(first, .lastBaseline, view, .lastBaseline, "UISV-alignment")
            }
        }
        guard alignment != .fill else {
            add(canvas, cross.start, first, cross.start, "UISV-canvas-connection")
            add(canvas, cross.end, first, cross.end, "UISV-canvas-connection")
            return
        }
        let spanner = stack.stackGuide(stack.alignmentSpanner, "UISV-alignment-spanner")
        stack.alignmentSpanner = spanner
        switch alignment {
        case .leading:
            add(canvas, cross.start, first, cross.start, "UISV-canvas-connection")
            add(canvas, cross.end, spanner, cross.end, "UISV-canvas-connection")
        case .trailing:
            add(canvas, cross.start, spanner, cross.start, "UISV-canvas-connection")
            add(canvas, cross.end, first, cross.end, "UISV-canvas-connection")
        case .center:
            add(canvas, cross.start, spanner, cross.start, "UISV-canvas-connection")
            add(canvas, cross.end, spanner, cross.end, "UISV-canvas-connection")
            add(canvas, cross.center, first, cross.center, "UISV-canvas-connection")
        case .fill, .firstBaseline, .lastBaseline:
            add(canvas, cross.start, spanner, cross.start, "UISV-canvas-connection")
            add(canvas, cross.end, spanner, cross.end, "UISV-canvas-connection")
        }
        let boundary = UIKitConstants.stackSpanningBoundaryPriority
        for view in visible {
            if alignment == .leading {
                add(spanner, cross.start, view, cross.start, priority: boundary, "UISV-spanning-boundary")
            } else {
                add(spanner, cross.start, view, cross.start, relation: .lessThanOrEqual, "UISV-spanning-boundary")
            }
            if alignment == .trailing {
                add(spanner, cross.end, view, cross.end, priority: boundary, "UISV-spanning-boundary")
            } else {
                add(spanner, cross.end, view, cross.end, relation: .greaterThanOrEqual, "UISV-spanning-boundary")
            }
        }
        addZeroLength(spanner, cross.size, priority: UIKitConstants.stackSpanningFitPriority, "UISV-spanning-fit")
        for view in all {
            addZeroLength(view, cross.size, priority: UIKitConstants.stackAmbiguitySuppressionPriority, "UISV-ambiguity-suppression")
        }
    }
}
