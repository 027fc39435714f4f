import Foundation
import SpringBoard
import UIKit

/// The JSON text messages the server sends: `hello` (the device, the app and the menus' choices),
/// `error` (why a message was refused) and `tree` (the inspector's views, `ViewTree`).
enum ServerMessage {
    /// The `hello` message's fields, in the protocol's spelling.
    struct Hello: Encodable, Equatable {
        var type = "hello"
        var device: DeviceInfo
        var app: String
        var apps: [AppInfo]
        var models: [ModelInfo]
    }

    struct DeviceInfo: Encodable, Equatable {
        var model: String
        var name: String
        var os: String
        var orientation: String
        var deviceOrientation: String
        var screen: ScreenInfo
        var hasHomeButton: Bool
        var inCallStatusBar: Bool
        var supportsInCallStatusBar: Bool
        var slowAnimations: Bool
        var hasControlCenter: Bool
        var hasNotificationCenter: Bool
    }

    struct ScreenInfo: Encodable, Equatable {
        var width: Double
        var height: Double
        var scale: Double
        var pixelWidth: Int
        var pixelHeight: Int
        /// The panel's density, for the page's Physical Size (`DeviceModel.pixelsPerInch`).
        var pixelsPerInch: Int?
    }

    struct AppInfo: Encodable, Equatable {
        var id: String
        var title: String
    }

    struct ModelInfo: Encodable, Equatable {
        var id: String
        var name: String
        var versions: [String]
        var `default`: String
    }

    private struct ErrorBody: Encodable {
        var type = "error"
        var message: String
    }

    /// The `hello` for `device` running `app`, offering `apps` and every device model.
    @MainActor static func hello(device: Device, app: SimulatedApp, apps: [SimulatedApp]) -> Hello {
        let bounds = device.screenBounds
        let pixels = device.pixelSize
        return Hello(
            device: DeviceInfo(
                model: device.model.identifier, name: device.model.name, os: device.systemVersion.versionString,
                orientation: name(of: device.interfaceOrientation),
                deviceOrientation: name(of: device.deviceOrientation),
                screen: ScreenInfo(width: Double(bounds.width), height: Double(bounds.height), scale: Double(device.model.scale),
                                   pixelWidth: pixels.width, pixelHeight: pixels.height, pixelsPerInch: device.model.pixelsPerInch),
                hasHomeButton: device.model.hasHomeButton, inCallStatusBar: device.isInCallStatusBarShown,
                supportsInCallStatusBar: device.model.hasHomeButton, slowAnimations: device.slowAnimations,
                hasControlCenter: device.hasSystemOverlay(.controlCenter),
                hasNotificationCenter: device.hasSystemOverlay(.notificationCenter)),
            app: app.id,
            apps: apps.map { AppInfo(id: $0.id, title: $0.title) },
            models: DeviceModel.all.map { model in
                ModelInfo(id: model.identifier, name: model.name,
                          versions: model.supportedVersions.map { "\($0).0" },
                          default: model.defaultVersion.versionString)
            })
    }

    /// The protocol's name for an interface orientation.
    static func name(of orientation: UIInterfaceOrientation) -> String {
        switch orientation {
        case .portrait, .unknown: return "portrait"
        case .portraitUpsideDown: return "portraitUpsideDown"
        case .landscapeLeft: return "landscapeLeft"
        case .landscapeRight: return "landscapeRight"
        }
    }

    /// The protocol's name for a device orientation (UIKit's case names).
    static func name(of orientation: UIDeviceOrientation) -> String {
        switch orientation {
        case .unknown: return "unknown"
        case .portrait: return "portrait"
        case .portraitUpsideDown: return "portraitUpsideDown"
        case .landscapeLeft: return "landscapeLeft"
        case .landscapeRight: return "landscapeRight"
        case .faceUp: return "faceUp"
        case .faceDown: return "faceDown"
        }
    }

    /// `hello` as JSON text.
    static func text(of hello: Hello) -> String {
        encode(hello)
    }

    /// The `error` message for `rejection`.
    static func errorText(_ rejection: MessageRejection) -> String {
        encode(ErrorBody(message: rejection.description))
    }

    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding these plain structs of strings, finite numbers and booleans cannot fail.
        return String(decoding: try! encoder.encode(value), as: UTF8.self)
    }
}
