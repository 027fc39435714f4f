import Foundation

/// An object that hears when a navigation controller shows a new top controller.
///
/// Both methods have empty defaults.
@preconcurrency @MainActor public protocol UINavigationControllerDelegate: AnyObject {
    /// Called before `viewController` becomes the top, before the appearance callbacks.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Called after `viewController` became the top, when the transition has finished.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}
