import Foundation

/// A view controller's top or bottom layout guide: a layout guide of its view, no width at the
/// view's left edge, along the view's top (or bottom) edge and as long as the view's safe-area
/// inset there, kept so by system constraints that follow the safe area as it changes.
///
/// iOS makes these as views of the private class `_UILayoutGuide`; OpenUIKit keeps them as
/// layout guides, so they add nothing to the view's `subviews`, and keeps iOS's class name,
/// which its constraint messages print.
final class _UILayoutGuide: UILayoutGuide, UILayoutSupport {
    var length: CGFloat {
        guard let owningView else { return 0 }
        let insets = owningView.safeAreaInsets
        return kind == .topLayoutSupport ? insets.top : insets.bottom
    }
}

extension UIViewController {
    /// The bottom of whatever covers the top of the view (the status bar, a navigation bar), as
    /// a guide whose `length` is the view's top safe-area inset; loads the view.
    ///
    /// Constraints such as `label.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor)`
    /// keep content below those bars, following the safe area as it changes (rotation, a bar
    /// shown or hidden), as on iOS 11 and later.
    @available(iOS, introduced: 7.0, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor")
    public var topLayoutGuide: any UILayoutSupport {
        view.systemGuide(\.topLayoutSupportGuide, .topLayoutSupport, "", make: { _UILayoutGuide(kind: $0, identifier: $1) }) as! _UILayoutGuide
    }

    /// The top of whatever covers the bottom of the view (a toolbar, the home indicator), as a
    /// guide whose `length` is the view's bottom safe-area inset; loads the view.
    ///
    /// Constraints such as `button.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor)`
    /// keep content above them, following the safe area as it changes, as on iOS 11 and later.
    @available(iOS, introduced: 7.0, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor")
    public var bottomLayoutGuide: any UILayoutSupport {
        view.systemGuide(\.bottomLayoutSupportGuide, .bottomLayoutSupport, "", make: { _UILayoutGuide(kind: $0, identifier: $1) }) as! _UILayoutGuide
    }
}
