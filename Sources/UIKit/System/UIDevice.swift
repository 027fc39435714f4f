import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// The simulated device: its model, name and OS version.
@preconcurrency @MainActor open class UIDevice: NSObject {

    /// The device that is running now: one object per device, the sender of its notifications.
    public class var current: UIDevice { UIScreen.main.device }

    private unowned let host: UISystemHost

    init(host: UISystemHost) {
        self.host = host
        super.init()
    }

    /// "iOS".
    public var systemName: String { "iOS" }
    /// The OS version whose behaviour the device follows, such as "17.0".
    public var systemVersion: String {
        let v = host.systemVersion
        return v.patchVersion == 0 ? "\(v.majorVersion).\(v.minorVersion)" : "\(v.majorVersion).\(v.minorVersion).\(v.patchVersion)"
    }
    /// The physical orientation of the device.
    public var orientation: UIDeviceOrientation { host.deviceOrientation }

    /// Posted when the device's physical orientation changes.
    public nonisolated static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    /// "iPhone".
    public var model: String { "iPhone" }
    /// The device's name, such as "iPhone 15 Pro".
    public var name: String { host.deviceName }
    /// `.phone`: every modelled device is an iPhone.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
}

extension UIDevice {
    /// Whether the running device's iOS version is at least `major.minor.patch`: the
    /// source-compatibility plugin's form of `#available(iOS major.minor.patch, *)`, so that an app
    /// takes the branch it takes on the simulated iOS version (Swift on Linux would take every
    /// `#available(iOS …, *)` branch). Callable from any thread, as `#available` is. With no device
    /// running, true: there is no older iOS to follow.
    @_spi(SourceCompatibility) public nonisolated static func _systemVersionIsAtLeast(_ major: Int, _ minor: Int, _ patch: Int) -> Bool {
        guard let version = UIScreen.currentSystemVersion.withLock({ $0 }) else { return true }
        return (version.majorVersion, version.minorVersion, version.patchVersion) >= (major, minor, patch)
    }
}
