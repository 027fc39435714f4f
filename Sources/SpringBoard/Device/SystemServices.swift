import Foundation
@_spi(SpringBoard) import UIKit
@_spi(SpringBoard) import QuartzCore

/// The device as UIKit sees it: the answers to UIKit's questions about the status bar, the
/// safe area and the OS version.
@MainActor final class SystemServices: UISystemHost {
    unowned let device: Device

    init(device: Device) { self.device = device }

    func systemGesturePreferencesDidChange(_ preferences: UISystemGesturePreferences) {
        device.shell.homeIndicatorAutoHiddenChanged(preferences.prefersHomeIndicatorAutoHidden)
    }

    var statusBarFrame: CGRect { device.statusBar.frame }
    var isStatusBarHidden: Bool { !device.statusBar.isVisible }
    func setStatusBarHidden(_ hidden: Bool, transition: UIStatusBarTransition?) {
        device.updateStatusBar(.setHidden(hidden, transition: transition))
    }
    var defaultStatusBarHeight: CGFloat { device.statusBar.defaultHeight }
    var statusBarStyle: UIStatusBarStyle {
        get { device.statusBar.style }
        set { device.updateStatusBar(.setStyle(newValue)) }
    }
    var statusBarOrientation: UIInterfaceOrientation { device.interfaceOrientation }
    var deviceOrientation: UIDeviceOrientation { device.deviceOrientation }

    /// The model's safe area for the interface orientation. On models with a home button the
    /// top inset is the visible status bar's height (zero while it is hidden), since nothing
    /// else covers the screen there.
    var safeAreaInsets: UIEdgeInsets {
        let model = device.model
        var insets = device.interfaceOrientation.isLandscape ? model.landscapeSafeAreaInsets : model.safeAreaInsets
        if model.hasHomeButton { insets.top = device.statusBar.frame.height }
        return insets
    }

    var systemVersion: OperatingSystemVersion { device.systemVersion }
    var deviceName: String { device.model.name }
    var animationHost: CAHostContext { device.animationContext }
}
