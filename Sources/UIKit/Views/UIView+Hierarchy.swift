import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

extension UIView {
    /// Adds `view` at the front of the subviews, removing it from its old superview first.
    ///
    /// Adding a view to itself or to one of its own descendants traps, as UIKit raises.
    public func addSubview(_ view: UIView) {
        insert(view, at: subviews.count - (view.superview === self ? 1 : 0))
    }

    /// Inserts `view` at `index` among the subviews (clamped to the front).
    public func insertSubview(_ view: UIView, at index: Int) {
        insert(view, at: index)
    }

    /// Inserts `view` just above `siblingSubview`.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard siblingSubview.superview === self else {
            preconditionFailure("UIView.insertSubview(_:aboveSubview:): \(siblingSubview) is not a subview of \(self)")
        }
        guard view !== siblingSubview else { return }
        insert(view, at: index(of: siblingSubview, without: view) + 1)
    }

    /// Inserts `view` just below `siblingSubview`.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard siblingSubview.superview === self else {
            preconditionFailure("UIView.insertSubview(_:belowSubview:): \(siblingSubview) is not a subview of \(self)")
        }
        guard view !== siblingSubview else { return }
        insert(view, at: index(of: siblingSubview, without: view))
    }

    /// Moves `view` to the front of the subviews.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insert(view, at: subviews.count - 1)
    }

    /// Moves `view` to the back of the subviews.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insert(view, at: 0)
    }

    /// Detaches the view from its superview and window.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        let appearing = UIWindow.visibilityChange(from: oldWindow, to: nil)
        parent.willRemoveSubview(self)
        if oldWindow != nil { notifyWillMove(toWindow: nil, appearing: appearing) }
        willMove(toSuperview: nil)
        let carried = prepareToLeaveLayoutTree()
        parent.subviews.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        superview = nil
        joinLayoutTree(carrying: carried)
        didMoveToSuperview()
        if oldWindow != nil { notifyDidMoveToWindow(appearanceChanged: appearing != nil) }
    }

    /// Whether the view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// The first view with `tag` in a depth-first search of the view and its subviews.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews {
            if let found = view.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: Implementation

    /// The index of `sibling` among the subviews once `view` is taken out of them, which is
    /// where `insert(_:at:)` puts it.
    private func index(of sibling: UIView, without view: UIView) -> Int {
        subviews.filter { $0 !== view }.firstIndex { $0 === sibling }!
    }

    private func insert(_ view: UIView, at requestedIndex: Int) {
        precondition(view !== self, "UIView: can't add self as subview (\(self))")
        precondition(!isDescendant(of: view),
                     "UIView: can't add \(view) as a subview of \(self): it is one of its ancestors, which would make a circular view hierarchy")
        validateSubview(view)
        let oldWindow = view.window
        let newWindow = window
        let sameParent = view.superview === self
        let appearing = UIWindow.visibilityChange(from: oldWindow, to: newWindow)
        let oldTint = sameParent ? nil : view.tintColor
        var carried: [NSLayoutConstraint] = []
        if sameParent {
            subviews.removeAll { $0 === view }
        } else {
            // A move between superviews is one change: the view hears of its new superview
            // once, and of a window change only if the window differs.
            if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow, appearing: appearing) }
            view.willMove(toSuperview: self)
            carried = view.prepareToLeaveLayoutTree()
            if let oldParent = view.superview {
                oldParent.willRemoveSubview(view)
                oldParent.subviews.removeAll { $0 === view }
            }
        }
        let index = max(0, min(requestedIndex, subviews.count))
        subviews.insert(view, at: index)
        if index + 1 < subviews.count {
            layer.insertSublayer(view.layer, below: subviews[index + 1].layer)
        } else if index > 0 {
            layer.insertSublayer(view.layer, above: subviews[index - 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
        guard !sameParent else { return }
        view.superview = self
        view.joinLayoutTree(carrying: carried)
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.notifyDidMoveToWindow(appearanceChanged: appearing != nil) }
        if newWindow != nil { view.propagateTraitCollection(inherited: traitCollection) }
        if view.explicitTintColor == nil, view.tintColor != oldTint { view.dispatchTintColorDidChange() }
        didAddSubview(view)
    }

    /// Tells the subtree, top-down, that it moves to `newWindow`; `appearing` is non-nil when
    /// the move takes it into (true) or out of (false) a visible window, which the view
    /// controllers of the subtree's views hear as their appearance, parents first.
    func notifyWillMove(toWindow newWindow: UIWindow?, appearing: Bool?) {
        if let appearing { owningViewController?.windowAppearanceWillChange(visible: appearing, in: appearing ? newWindow : window) }
        willMove(toWindow: newWindow)
        for view in subviews { view.notifyWillMove(toWindow: newWindow, appearing: appearing) }
    }

    func notifyDidMoveToWindow(appearanceChanged: Bool) {
        if let screen = window?.screen, layer.contentsScale != screen.scale {
            layer.contentsScale = screen.scale
        }
        windowDidChange()
        displayEnvironmentDidChange()
        if window != nil, layoutState != nil || owningViewController != nil || type(of: self).requiresConstraintBasedLayout {
            scheduleInitialConstraintsUpdate()
        }
        didMoveToWindow()
        if appearanceChanged { owningViewController?.windowAppearanceDidChange() }
        for view in subviews { view.notifyDidMoveToWindow(appearanceChanged: appearanceChanged) }
    }

    /// Tells the view controllers of the subtree's views, parents first, that the window
    /// they are in is about to show (`visible`) or hide.
    func notifyWindowAppearanceWillChange(visible: Bool, in window: UIWindow) {
        owningViewController?.windowAppearanceWillChange(visible: visible, in: window)
        for view in subviews { view.notifyWindowAppearanceWillChange(visible: visible, in: window) }
    }

    /// Tells the view controllers of the subtree's views that their window showed or hid.
    func notifyWindowAppearanceDidChange() {
        owningViewController?.windowAppearanceDidChange()
        for view in subviews { view.notifyWindowAppearanceDidChange() }
    }
}
