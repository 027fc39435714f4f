import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// The system around UIKit, as UIKit sees it: the status bar, the safe area, the OS version.
///
/// UIKit talks to the simulated iPhone only through this protocol and knows nothing of who
/// implements it (SpringBoard does). Geometry is in screen points.
@_spi(SpringBoard) @MainActor public protocol UISystemHost: AnyObject {
    /// The status bar's frame in screen coordinates; `.zero` while it is hidden.
    var statusBarFrame: CGRect { get }
    /// Whether the status bar is hidden.
    var isStatusBarHidden: Bool { get }
    /// Shows or hides the status bar: at once without a transition, otherwise fading or
    /// sliding with the transition's timing.
    func setStatusBarHidden(_ hidden: Bool, transition: UIStatusBarTransition?)
    /// The status bar's usual height on this device in the current orientation (20, 44, 54…),
    /// against which a taller (double-height, in-call) bar is measured.
    var defaultStatusBarHeight: CGFloat { get }
    /// The style of the status bar's content.
    var statusBarStyle: UIStatusBarStyle { get set }
    /// The orientation of the status bar, which is the app's interface orientation.
    var statusBarOrientation: UIInterfaceOrientation { get }
    /// The physical orientation of the device.
    var deviceOrientation: UIDeviceOrientation { get }
    /// The safe-area insets of a full-screen window.
    var safeAreaInsets: UIEdgeInsets { get }
    /// The version of iOS whose behaviour the device follows, such as 17.0.
    var systemVersion: OperatingSystemVersion { get }
    /// The device's model name, such as "iPhone 15 Pro".
    var deviceName: String { get }
    /// The Core Animation context of the device (clock, transactions, frame phases).
    var animationHost: CAHostContext { get }
    /// The app's edge deferral or home-indicator wish changed, as the system read them again.
    func systemGesturePreferencesDidChange(_ preferences: UISystemGesturePreferences)
}

extension OperatingSystemVersion {
    /// Whether this version is at least `major.minor`.
    @_spi(SpringBoard) public func isAtLeast(_ major: Int, _ minor: Int = 0) -> Bool {
        (majorVersion, minorVersion) >= (major, minor)
    }
}
