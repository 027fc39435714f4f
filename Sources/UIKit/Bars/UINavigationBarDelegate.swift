import Foundation

/// Where a bar sits, which decides how its background is drawn (Apple's raw values).
public enum UIBarPosition: Int, Sendable {
    /// Unspecified.
    case any = 0
    /// At the bottom of its view (a toolbar).
    case bottom = 1
    /// At the top of its view, below the status bar.
    case top = 2
    /// At the top of the screen: its background extends up under the status bar.
    case topAttached = 3
}

/// An object that tells a bar where it sits.
@preconcurrency @MainActor public protocol UIBarPositioningDelegate: AnyObject {
    /// Where `bar` sits; `.topAttached` extends its background under the status bar.
    func position(for bar: UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    /// `.any`, the default: the bar's background does not extend.
    public func position(for bar: UIBarPositioning) -> UIBarPosition { .any }
}

/// A bar whose position a delegate can decide.
@preconcurrency @MainActor public protocol UIBarPositioning: AnyObject {
    /// Where the bar sits.
    var barPosition: UIBarPosition { get }
}

/// An object that decides whether a navigation bar pushes and pops items, and hears when it did.
///
/// Every method has a default: push and pop are allowed, and nothing else happens.
@preconcurrency @MainActor public protocol UINavigationBarDelegate: UIBarPositioningDelegate {
    /// Whether `navigationBar` should push `item` (true by default).
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    /// Called after `navigationBar` pushed `item`, when its animation (if any) has finished.
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    /// Whether `navigationBar` should pop `item`, the top item (true by default); asked for
    /// `popItem(animated:)` and for a tap on the back button.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    /// Called after `navigationBar` popped `item`, when its animation (if any) has finished.
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}
