import Foundation

/// A length from an edge of a view controller's view that its content stays clear of, usable in
/// Auto Layout constraints: the object behind `topLayoutGuide` and `bottomLayoutGuide`.
///
/// Since iOS 11 the length is the view's safe-area inset at that edge (the status bar and
/// navigation bar at the top, a toolbar and the home indicator at the bottom), and the
/// anchors are those of a rectangle that long along that edge of the view.
@preconcurrency @MainActor public protocol UILayoutSupport: NSObjectProtocol {
    /// How far the guide reaches into the view from its edge, in points.
    var length: CGFloat { get }
    /// The guide's top edge: the view's top for the top guide.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge: the view's bottom for the bottom guide.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height, `length`.
    var heightAnchor: NSLayoutDimension { get }
}
