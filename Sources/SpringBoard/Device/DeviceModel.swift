import Foundation
import UIKit

/// An iPhone model: its screen in points and pixels, its status bar and its safe area.
///
/// Numbers come from the reference (§1.1 status bar heights, §10 screens and safe areas).
public struct DeviceModel: Hashable, Sendable, CustomStringConvertible {
    /// A short identifier for command lines, such as "iphone-15-pro".
    public let identifier: String
    /// The marketing name, such as "iPhone 15 Pro".
    public let name: String
    /// The screen in points, portrait.
    public let screenSize: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// The status bar's height in portrait.
    public let statusBarHeight: CGFloat
    /// The safe area of a full-screen window in portrait with the status bar shown.
    public let safeAreaInsets: UIEdgeInsets
    /// Whether the model has a home button (and so the 40 pt double-height status bar).
    public let hasHomeButton: Bool
    /// The oldest and newest iOS versions the model runs.
    public let supportedVersions: ClosedRange<Int>
    /// The version a device of this model runs unless told otherwise.
    public let defaultVersion: OperatingSystemVersion

    public var description: String { name }

    /// The safe area in landscape: the sensor housing's inset on both sides and 21 pt for the
    /// home indicator on models without a home button; none on the others (reference §10.2).
    public var landscapeSafeAreaInsets: UIEdgeInsets {
        hasHomeButton ? .zero : UIEdgeInsets(top: 0, left: safeAreaInsets.top, bottom: SpringBoardConstants.landscapeHomeIndicatorInset, right: safeAreaInsets.top)
    }

    /// The bottom of the Dynamic Island in portrait points, on models that have one: 11 pt from
    /// the screen's top, 37 pt high, on the 393 pt wide 14 Pro and 15 Pro. The grabber tongue on
    /// the top edge sits just below it (reference §3.2). Nil on the others.
    public var dynamicIslandMaxY: CGFloat? { identifier == "iphone-15-pro" ? 48 : nil }

    /// The status bar's height while a call (or hotspot, or recording) is in progress: 40 pt on
    /// models with a home button; the others keep their height and show a pill (reference §1.1).
    public var inCallStatusBarHeight: CGFloat { hasHomeButton ? SpringBoardConstants.inCallStatusBarHeight : statusBarHeight }

    /// The screen in pixels, portrait.
    public var pixelSize: (width: Int, height: Int) {
        (Int((screenSize.width * scale).rounded()), Int((screenSize.height * scale).rounded()))
    }

    public static func == (a: DeviceModel, b: DeviceModel) -> Bool { a.identifier == b.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    /// iPhone 3GS: 320×480 pt at 1×, 20 pt status bar; iPhone OS 3 to iOS 6.
    public static let iPhone3GS = DeviceModel(
        identifier: "iphone-3gs", name: "iPhone 3GS", screenSize: CGSize(width: 320, height: 480), scale: 1,
        statusBarHeight: 20, safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        hasHomeButton: true, supportedVersions: 3...6, defaultVersion: OperatingSystemVersion(majorVersion: 3, minorVersion: 0, patchVersion: 0))

    /// iPhone 4: 320×480 pt at 2×, 20 pt status bar; iOS 4 to 7.
    public static let iPhone4 = DeviceModel(
        identifier: "iphone-4", name: "iPhone 4", screenSize: CGSize(width: 320, height: 480), scale: 2,
        statusBarHeight: 20, safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        hasHomeButton: true, supportedVersions: 4...7, defaultVersion: OperatingSystemVersion(majorVersion: 4, minorVersion: 0, patchVersion: 0))

    /// iPhone 6s: 375×667 pt at 2×, 20 pt status bar; iOS 9 to 15. The home-button model for the
    /// system gestures of iOS 9 and 10 (Control Center from the bottom, reference §3.3).
    public static let iPhone6s = DeviceModel(
        identifier: "iphone-6s", name: "iPhone 6s", screenSize: CGSize(width: 375, height: 667), scale: 2,
        statusBarHeight: 20, safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        hasHomeButton: true, supportedVersions: 9...15, defaultVersion: OperatingSystemVersion(majorVersion: 9, minorVersion: 0, patchVersion: 0))

    /// iPhone 8: 375×667 pt at 2×, 20 pt status bar; iOS 11 to 16.
    public static let iPhone8 = DeviceModel(
        identifier: "iphone-8", name: "iPhone 8", screenSize: CGSize(width: 375, height: 667), scale: 2,
        statusBarHeight: 20, safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        hasHomeButton: true, supportedVersions: 11...16, defaultVersion: OperatingSystemVersion(majorVersion: 11, minorVersion: 0, patchVersion: 0))

    /// iPhone X: 375×812 pt at 3×, 44 pt status bar, safe area (44, 0, 34, 0); iOS 11 to 16.
    public static let iPhoneX = DeviceModel(
        identifier: "iphone-x", name: "iPhone X", screenSize: CGSize(width: 375, height: 812), scale: 3,
        statusBarHeight: 44, safeAreaInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
        hasHomeButton: false, supportedVersions: 11...16, defaultVersion: OperatingSystemVersion(majorVersion: 11, minorVersion: 0, patchVersion: 0))

    /// iPhone 15 Pro: 393×852 pt at 3×, 54 pt status bar, safe area (59, 0, 34, 0); iOS 17 on.
    public static let iPhone15Pro = DeviceModel(
        identifier: "iphone-15-pro", name: "iPhone 15 Pro", screenSize: CGSize(width: 393, height: 852), scale: 3,
        statusBarHeight: 54, safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        hasHomeButton: false, supportedVersions: 17...26, defaultVersion: OperatingSystemVersion(majorVersion: 17, minorVersion: 0, patchVersion: 0))

    /// Every modelled iPhone, oldest first.
    public static let all: [DeviceModel] = [.iPhone3GS, .iPhone4, .iPhone6s, .iPhone8, .iPhoneX, .iPhone15Pro]

    /// The model with `identifier`, or nil.
    public static func named(_ identifier: String) -> DeviceModel? {
        all.first { $0.identifier == identifier.lowercased() }
    }
}

extension OperatingSystemVersion {
    /// Parses "17", "17.0" or "17.0.1"; nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard (1...3).contains(parts.count), parts.allSatisfy({ ($0 ?? -1) >= 0 }) else { return nil }
        self.init(majorVersion: parts[0]!, minorVersion: parts.count > 1 ? parts[1]! : 0,
                  patchVersion: parts.count > 2 ? parts[2]! : 0)
    }

    /// "17.0" or "17.0.1".
    public var versionString: String {
        patchVersion == 0 ? "\(majorVersion).\(minorVersion)" : "\(majorVersion).\(minorVersion).\(patchVersion)"
    }
}
