import Foundation
@_spi(OpenUIKit) import QuartzCore
@_spi(OpenUIKit) import CoreGraphics

/// The methods UIKit calls on the app's delegate as the app launches and changes state.
@MainActor public protocol UIApplicationDelegate: AnyObject {
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
}
