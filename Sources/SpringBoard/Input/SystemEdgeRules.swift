import Foundation
@_spi(SpringBoard) import UIKit

/// A pull the system starts from a screen edge (reference §3).
enum SystemEdgeGesture: Equatable, CustomStringConvertible {
    case notificationCenter, controlCenter
    /// Home, from the home indicator of a model without a home button.
    case home

    var description: String {
        switch self {
        case .notificationCenter: "Notification Center"
        case .controlCenter: "Control Center"
        case .home: "Home"
        }
    }
}

/// Where a model running an iOS version starts the system's edge pulls, and when an app's
/// gestures go first there (reference §3).
///
/// Points are the screen's in the interface's orientation, whose top and bottom edges the pulls
/// come from, as the app's deferred edges are given (reference §3.1):
/// - Home-button models: Notification Center from the top from iOS 5, Control Center from the
///   bottom from iOS 7; nothing before iOS 5.
/// - Models without one (iOS 11 on): Notification Center from the top, Control Center from its
///   right-hand quarter (the ear beside the sensor housing in portrait), Home from the home indicator.
/// A finger starts a pull from the band along the edge. In portrait that is the status bar's
/// height at the top, and at the bottom the home indicator's safe-area inset, or the classic
/// status bar's 20 pt on home-button models. In landscape, where the status bar of a model
/// without a home button is hidden, the top band is 20 pt and the bottom one the landscape home
/// indicator's 21 pt inset (20 pt with a home button).
struct SystemEdgeRules: Equatable {
    let model: DeviceModel
    /// The OS version's major number.
    let majorVersion: Int
    /// Whether the interface is turned to landscape.
    let isLandscape: Bool

    init(model: DeviceModel, systemVersion: OperatingSystemVersion, orientation: UIInterfaceOrientation = .portrait) {
        self.model = model
        majorVersion = systemVersion.majorVersion
        isLandscape = orientation.isLandscape
    }

    /// The depth of the top band: the status bar's height in portrait, 20 pt in landscape.
    var topBand: CGFloat { isLandscape ? SpringBoardConstants.classicEdgeBand : model.statusBarHeight }
    /// The depth of the bottom band: the home indicator's inset in the orientation, or 20 pt with a home button.
    var bottomBand: CGFloat {
        if model.hasHomeButton { return SpringBoardConstants.classicEdgeBand }
        return isLandscape ? SpringBoardConstants.landscapeHomeIndicatorInset : model.safeAreaInsets.bottom
    }

    /// The edge pull that a finger going down at `point` can start, with its edge, or nil.
    func gesture(at point: CGPoint) -> (edge: UIRectEdge, gesture: SystemEdgeGesture)? {
        let portrait = model.screenSize
        let size = isLandscape ? CGSize(width: portrait.height, height: portrait.width) : portrait
        guard point.x >= 0, point.x < size.width, point.y >= 0, point.y < size.height else { return nil }
        if point.y < topBand {
            if model.hasHomeButton { return majorVersion >= 5 ? (.top, .notificationCenter) : nil }
            return point.x >= size.width * 3 / 4 ? (.top, .controlCenter) : (.top, .notificationCenter)
        }
        if point.y >= size.height - bottomBand {
            if model.hasHomeButton { return majorVersion >= 7 ? (.bottom, .controlCenter) : nil }
            return (.bottom, .home)
        }
        return nil
    }

    /// Whether the model and OS have `gesture` at all.
    func offers(_ gesture: SystemEdgeGesture) -> Bool {
        switch gesture {
        case .notificationCenter: return !model.hasHomeButton || majorVersion >= 5
        case .controlCenter: return !model.hasHomeButton || majorVersion >= 7
        case .home: return !model.hasHomeButton
        }
    }

    /// Whether the app's gestures go before the system's on `edge`.
    ///
    /// From iOS 11 the app says so through `preferredScreenEdgesDeferringSystemGestures`, and a
    /// hidden status bar defers nothing. Before iOS 11 a hidden status bar deferred the edges of
    /// the system's pulls, top and bottom, and there was no other way (reference §3.3).
    func defers(_ edge: UIRectEdge, preferences: UISystemGesturePreferences, isStatusBarHidden: Bool) -> Bool {
        if majorVersion >= 11 { return preferences.screenEdgesDeferringSystemGestures.contains(edge) }
        return isStatusBarHidden && (edge == .top || edge == .bottom)
    }
}
