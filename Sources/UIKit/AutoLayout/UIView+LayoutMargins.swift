import Foundation

extension UIView {
    /// The margins a view has until they are set: 8 pt on each side, or none for a view
    /// controller's root view, whose margins come from its `systemMinimumLayoutMargins`
    /// (reference §15).
    var defaultDirectionalLayoutMargins: NSDirectionalEdgeInsets {
        owningViewController == nil ? NSDirectionalEdgeInsets(top: UIKitConstants.defaultLayoutMargin, leading: UIKitConstants.defaultLayoutMargin,
                                                            bottom: UIKitConstants.defaultLayoutMargin, trailing: UIKitConstants.defaultLayoutMargin)
            : .zero
    }

    /// The margins in effect: the ones set (or the default), raised to the controller's system
    /// minimum for a root view that respects it, then moved inside the safe area when
    /// `insetsLayoutMarginsFromSafeArea`, then to the superview's margins where the view
    /// reaches into them and `preservesSuperviewLayoutMargins`.
    var effectiveLayoutMargins: UIEdgeInsets {
        var directional = layoutState?.directionalMargins ?? defaultDirectionalLayoutMargins
        if let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins
            directional.top = max(directional.top, minimum.top)
            directional.leading = max(directional.leading, minimum.leading)
            directional.bottom = max(directional.bottom, minimum.bottom)
            directional.trailing = max(directional.trailing, minimum.trailing)
        }
        var margins = UIEdgeInsets(directional, direction: effectiveUserInterfaceLayoutDirection)
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins = UIEdgeInsets(top: max(margins.top, safe.top), left: max(margins.left, safe.left),
                                   bottom: max(margins.bottom, safe.bottom), right: max(margins.right, safe.right))
        }
        if preservesSuperviewLayoutMargins, let superview {
            let outer = superview.layoutMargins
            let frame = self.frame
            let size = superview.bounds.size
            margins.top = max(margins.top, outer.top - frame.minY)
            margins.left = max(margins.left, outer.left - frame.minX)
            margins.bottom = max(margins.bottom, outer.bottom - (size.height - frame.maxY))
            margins.right = max(margins.right, outer.right - (size.width - frame.maxX))
        }
        return margins
    }

    /// Notices, when the view is laid out, that its margins changed (with its safe area or its
    /// superview's margins): `layoutMarginsDidChange()`, the controller's
    /// `viewLayoutMarginsDidChange()`, and the guides made from them follow.
    func noticeLayoutMarginsChange() {
        guard let state = layoutState else { return }
        let margins = effectiveLayoutMargins
        guard margins != state.lastMargins else { return }
        let first = state.lastMargins == nil
        state.lastMargins = margins
        markGuideDirty(state.marginsGuide)
        markGuideDirty(state.readableGuide)
        guard !first else { return }
        for subview in subviews where subview.preservesSuperviewLayoutMargins { subview.setNeedsLayout() }
        layoutMarginsDidChange()
        owningViewController?.viewLayoutMarginsDidChange()
    }

    /// The margins were set: everything that follows them is told now.
    func layoutMarginsWereSet() {
        let state = layoutStateForWriting
        state.lastMargins = nil
        markGuideDirty(state.marginsGuide)
        markGuideDirty(state.readableGuide)
        layoutMarginsDidChange()
        owningViewController?.viewLayoutMarginsDidChange()
        setNeedsLayout()
        for subview in subviews where subview.preservesSuperviewLayoutMargins { subview.setNeedsLayout() }
    }
}

extension UIEdgeInsets {
    /// Directional insets as left and right ones for a layout direction.
    init(_ insets: NSDirectionalEdgeInsets, direction: UIUserInterfaceLayoutDirection) {
        let rtl = direction == .rightToLeft
        self.init(top: insets.top, left: rtl ? insets.trailing : insets.leading,
                  bottom: insets.bottom, right: rtl ? insets.leading : insets.trailing)
    }
}

extension NSDirectionalEdgeInsets {
    /// Left and right insets as directional ones for a layout direction.
    init(_ insets: UIEdgeInsets, direction: UIUserInterfaceLayoutDirection) {
        let rtl = direction == .rightToLeft
        self.init(top: insets.top, leading: rtl ? insets.right : insets.left,
                  bottom: insets.bottom, trailing: rtl ? insets.left : insets.right)
    }
}

extension UIScreen {
    /// The width of the system's side margins on this screen (reference §11.2 [M], §15): 16 pt on
    /// screens up to 375 pt wide, 20 pt on wider ones, which "want wide content margins".
    var systemContentMargin: CGFloat {
        let width = min(bounds.width, bounds.height)
        return width > UIKitConstants.tableMargins.wideScreenAbove ? UIKitConstants.tableMargins.wide
            : UIKitConstants.tableMargins.regular
    }
}
