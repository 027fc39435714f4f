import Foundation

/// UIKit's `UIConstraintBasedLayoutDebugging` methods, answered from the tree's layout engine.
extension UIView {
    /// Whether the constraints leave the view's frame open: another frame would satisfy them
    /// as well (a missing constraint, or two conflicting preferences of equal priority).
    ///
    /// False for a view that takes no part in Auto Layout. Pending constraint changes are
    /// applied first.
    public var hasAmbiguousLayout: Bool {
        rootLayoutEngineIfExists?.hasAmbiguousLayout(self) ?? false
    }

    /// Moves a view whose layout is ambiguous to another frame that satisfies its constraints
    /// as well; calling it again moves it on. Does nothing to a view whose layout is determined.
    ///
    /// The new frame holds until a constraint change picks another solution (the hold is weaker
    /// than any priority).
    public func exerciseAmbiguityInLayout() {
        rootLayoutEngineIfExists?.exerciseAmbiguity(self)
    }

    /// The active constraints that determine the view's frame along `axis`: origin and width for
    /// `.horizontal`, origin and height for `.vertical`.
    ///
    /// Only constraints the current solution relies on are listed (a preference that lost is
    /// not); UIKit's own constraints (autoresizing masks, intrinsic sizes, guides) are left out.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        rootLayoutEngineIfExists?.constraintsAffectingLayout(self, axis: axis) ?? []
    }
}

extension UILayoutGuide {
    /// Whether the constraints leave the guide's frame open (see `UIView.hasAmbiguousLayout`).
    public var hasAmbiguousLayout: Bool {
        owningView?.rootLayoutEngineIfExists?.hasAmbiguousLayout(self) ?? false
    }

    /// The active constraints that determine the guide's frame along `axis` (see
    /// `UIView.constraintsAffectingLayout(for:)`).
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        owningView?.rootLayoutEngineIfExists?.constraintsAffectingLayout(self, axis: axis) ?? []
    }
}
