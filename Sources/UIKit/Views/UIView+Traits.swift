import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

extension UIView: UITraitEnvironment {
    /// The traits of the view now: the ones last propagated while it is in a window, computed
    /// from its ancestors otherwise.
    var currentTraitCollection: UITraitCollection {
        if let reportedTraitCollection, window != nil { return reportedTraitCollection }
        return traits(inherited: inheritedTraitCollection)
    }

    /// The collection the view inherits: its superview's, its screen's for a window, or, for a
    /// view in no hierarchy, the running screen's scale and idiom with no style or size class.
    private var inheritedTraitCollection: UITraitCollection {
        if let superview { return superview.traitCollection }
        if let window = self as? UIWindow { return window.screen.traitCollection }
        guard let screen = UIScreen.current else { return UITraitCollection() }
        return UITraitCollection(scale: screen.scale, idiom: .phone)
    }

    /// `inherited` with the owning controller's, then the view's own, interface style applied.
    private func traits(inherited: UITraitCollection) -> UITraitCollection {
        var style = overrideUserInterfaceStyle
        if style == .unspecified, let controller = owningViewController { style = controller.overrideUserInterfaceStyle }
        guard style != .unspecified, style != inherited.userInterfaceStyle else { return inherited }
        return UITraitCollection(traitsFrom: [inherited, UITraitCollection(userInterfaceStyle: style)])
    }

    /// The view's traits carrying its tint: what its drawing and colours resolve against.
    var traitsForDrawing: UITraitCollection { traitCollection.withTint(tintColor) }

    /// Recomputes the traits of the view and its subtree after an override changed.
    func updateTraitCollectionTree() {
        guard window != nil else {
            refreshBackgroundColor()
            return
        }
        propagateTraitCollection(inherited: superview?.traitCollection ?? inheritedTraitCollection)
    }

    /// Gives the view, in a window, the traits derived from `inherited`, and its subtree theirs.
    ///
    /// A change is reported (the owning controller first, then the view) unless the view had
    /// never had traits; a change of appearance re-resolves the background colour and redraws
    /// a view that draws.
    func propagateTraitCollection(inherited: UITraitCollection) {
        let traits = traits(inherited: inherited)
        let previous = reportedTraitCollection
        reportedTraitCollection = traits
        refreshBackgroundColor()
        if previous == nil || traits.hasDifferentColorAppearance(comparedTo: previous) {
            if layer.contents != nil { setNeedsDisplay() }
            displayEnvironmentDidChange()
        }
        if let previous, previous != traits {
            owningViewController?.traitCollectionDidChange(previous)
            traitCollectionDidChange(previous)
        }
        for view in subviews { view.propagateTraitCollection(inherited: traits) }
    }

    /// Resolves a dynamic background colour again against the view's traits and tint.
    func refreshBackgroundColor() {
        guard let stored = backgroundColorStorage, stored.color.isDynamic, stored.resolved == layer.backgroundColor else { return }
        let resolved = stored.color.resolvedColor(with: traitsForDrawing).cgColor
        guard resolved != stored.resolved else { return }
        backgroundColorStorage = (stored.color, resolved)
        layer.backgroundColor = resolved
    }

    /// Tells the view and every descendant that inherits its tint that the tint changed.
    func dispatchTintColorDidChange() {
        refreshBackgroundColor()
        tintColorDidChange()
        for view in subviews where view.explicitTintColor == nil { view.dispatchTintColorDidChange() }
    }
}
