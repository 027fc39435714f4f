import Foundation
import UIKit
import SpringBoard

/// The device a view controller is snapshot on: its model, orientation, safe area and size, named as swift-snapshot-testing names them.
///
/// `.iPhone8`, `.iPhoneX` and `.iPhone15Pro` (each also as `.iPhoneX(.landscape)` and so on),
/// `.iPhone4` and `.iPhone3GS` stand for OpenUIKit's `DeviceModel`s: the snapshot is drawn at the
/// model's scale, by a device of that model running its default iOS version, turned to the
/// orientation. The safe area and size come from the model, so they are OpenUIKit's numbers where
/// swift-snapshot-testing's differ (the iPhone X's landscape home-indicator inset is 21 pt here,
/// 24 pt there). The iPhone 4 and 3GS are portrait only: their iOS versions predate the interface
/// rotation OpenUIKit models (iOS 8).
public struct ViewImageConfig: Sendable {
    /// Which way up the device is held.
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    /// The safe area the window gives its views, in points from its edges.
    public var safeArea: UIEdgeInsets
    /// The window's size in points; nil for the whole screen of the model in the orientation.
    public var size: CGSize?
    /// The iPhone the snapshot is taken on, which sets the scale and the iOS version.
    public let model: DeviceModel
    /// The orientation the device is turned to before the view controller is shown.
    public let orientation: Orientation

    /// A portrait configuration on `model` with the given safe area and size (the whole screen when nil).
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, model: DeviceModel = Self.defaultModel) {
        self.init(safeArea: safeArea, size: size, model: model, orientation: .portrait)
    }

    init(safeArea: UIEdgeInsets, size: CGSize?, model: DeviceModel, orientation: Orientation) {
        self.safeArea = safeArea
        self.size = size
        self.model = model
        self.orientation = orientation
    }

    /// The model's whole screen in `orientation`, with the safe area a full-screen window has there.
    init(model: DeviceModel, orientation: Orientation) {
        let screen = model.screenSize
        switch orientation {
        case .portrait:
            self.init(safeArea: model.safeAreaInsets, size: screen, model: model, orientation: .portrait)
        case .landscape:
            self.init(safeArea: model.landscapeSafeAreaInsets, size: CGSize(width: screen.height, height: screen.width),
                      model: model, orientation: .landscape)
        }
    }

    /// The model of strategies that name no device (a view's `.image`, a view controller's plain
    /// `.image`): the iPhone 15 Pro, as for `AppHarness`.
    public static let defaultModel: DeviceModel = .iPhone15Pro

    /// iPhone 3GS in portrait: 320×480 pt at 1×, a 20 pt status bar.
    public static let iPhone3GS = ViewImageConfig(model: .iPhone3GS, orientation: .portrait)

    /// iPhone 4 in portrait: 320×480 pt at 2×, a 20 pt status bar.
    public static let iPhone4 = ViewImageConfig(model: .iPhone4, orientation: .portrait)

    /// iPhone 8 in portrait: 375×667 pt at 2×.
    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)

    /// iPhone 8 in `orientation`: 375×667 pt at 2×, a 20 pt top inset in portrait, none in landscape.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(model: .iPhone8, orientation: orientation)
    }

    /// iPhone X in portrait: 375×812 pt at 3×.
    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)

    /// iPhone X in `orientation`: 375×812 pt at 3×, insets (44, 0, 34, 0) in portrait, (0, 44, 21, 44) in landscape.
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(model: .iPhoneX, orientation: orientation)
    }

    /// iPhone 15 Pro in portrait: 393×852 pt at 3×.
    public static let iPhone15Pro = ViewImageConfig.iPhone15Pro(.portrait)

    /// iPhone 15 Pro in `orientation`: 393×852 pt at 3×, insets (59, 0, 34, 0) in portrait, (0, 59, 21, 59) in landscape.
    public static func iPhone15Pro(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(model: .iPhone15Pro, orientation: orientation)
    }
}
