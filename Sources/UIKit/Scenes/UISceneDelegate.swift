import Foundation

/// The methods UIKit calls on a scene's delegate as the scene connects and moves between the
/// foreground and the background (reference §16).
@preconcurrency @MainActor public protocol UISceneDelegate: AnyObject {
    /// Called when the scene connects to the app: a window scene's delegate makes its window here.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// Called after the scene was removed from the app.
    func sceneDidDisconnect(_ scene: UIScene)
    /// Called after the scene became active.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// Called when the scene is about to stop being active.
    func sceneWillResignActive(_ scene: UIScene)
    /// Called when the scene is about to come to the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// Called after the scene went to the background.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A window scene's delegate, which keeps the scene's main window.
@preconcurrency @MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window, if the delegate keeps one.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {
            preconditionFailure("UIWindowSceneDelegate.window: \(type(of: self)) does not declare a stored 'window' property to set")
        }
    }
}
