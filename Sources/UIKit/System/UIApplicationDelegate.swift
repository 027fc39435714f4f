import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// The methods UIKit calls on the app's delegate as the app launches and changes state.
@preconcurrency @MainActor public protocol UIApplicationDelegate: AnyObject {
    /// The app's main window, if the delegate keeps one.
    var window: UIWindow? { get set }
    /// Called when launching has begun, before state restoration.
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Called when launching has finished; the app sets up its window here.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Called when the app became active, after launching.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// Called when the app is about to stop being active.
    func applicationWillResignActive(_ application: UIApplication)
    /// Called when the app has moved to the background (the user went Home).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// Called when the app is about to come back to the foreground.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// Called when the system is low on memory (`Device.simulateMemoryWarning()` here), before
    /// the app's view controllers hear `didReceiveMemoryWarning()`.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// The interface orientations the app supports in `window`; by default those of Info.plist's
    /// `UISupportedInterfaceOrientations` (iOS 6 and later).
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask
    /// Called when a scene connects (iOS 13 and later): the configuration names the scene
    /// delegate's class. The default returns the session's configuration, the one the launch
    /// call's `sceneDelegate:` (OpenUIKit's stand-in for Info.plist's scene manifest) describes.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// Called when the user discarded scene sessions.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// Called before the status bar's frame changes (the in-call bar), with the new frame.
    func application(_ application: UIApplication, willChangeStatusBarFrame newStatusBarFrame: CGRect)
    /// Called after the status bar's frame changed, with the old frame.
    func application(_ application: UIApplication, didChangeStatusBarFrame oldStatusBarFrame: CGRect)
    /// Called before the interface rotates, with the new orientation.
    func application(_ application: UIApplication, willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation, duration: TimeInterval)
    /// Called after the interface rotated, with the old orientation.
    func application(_ application: UIApplication, didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {
            preconditionFailure("UIApplicationDelegate.window: \(type(of: self)) does not declare a stored 'window' property to set")
        }
    }
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        application.infoPlistSupportedInterfaceOrientations
    }
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        connectingSceneSession.configuration
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    public func application(_ application: UIApplication, willChangeStatusBarFrame newStatusBarFrame: CGRect) {}
    public func application(_ application: UIApplication, didChangeStatusBarFrame oldStatusBarFrame: CGRect) {}
    public func application(_ application: UIApplication, willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    public func application(_ application: UIApplication, didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation) {}
}
