import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// The simulated device: its model, name and OS version.
@preconcurrency @MainActor open class UIDevice {
    /// The kind of interface the device has.
    public enum UserInterfaceIdiom: Int, Sendable {
        case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
    }

    /// The device that is running now: one object per device, the sender of its notifications.
    public class var current: UIDevice { UIScreen.main.device }

    private unowned let host: UISystemHost

    init(host: UISystemHost) { self.host = host }

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
    public var userInterfaceIdiom: UserInterfaceIdiom { .phone }
}
