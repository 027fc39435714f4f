import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// Insets for each edge of a rectangle, in points.
public struct UIEdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// All four insets zero.
    public static let zero = UIEdgeInsets()

    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

extension UIEdgeInsets {
    static func + (a: UIEdgeInsets, b: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (grown where they are negative).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}

/// Edges of a rectangle, as an option set.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// The orientation of the app's user interface.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A set of interface orientations.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

    /// Whether the mask includes `orientation`.
    @_spi(Testing) public func includes(_ orientation: UIInterfaceOrientation) -> Bool {
        switch orientation {
        case .portrait: return contains(UIInterfaceOrientationMask.portrait)
        case .portraitUpsideDown: return contains(UIInterfaceOrientationMask.portraitUpsideDown)
        case .landscapeLeft: return contains(UIInterfaceOrientationMask.landscapeLeft)
        case .landscapeRight: return contains(UIInterfaceOrientationMask.landscapeRight)
        case .unknown: return false
        }
    }
}

/// The physical orientation of the device.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2
    /// The device is turned counterclockwise: the home button (or bottom) is on the right.
    case landscapeLeft = 3
    /// The device is turned clockwise: the home button (or bottom) is on the left.
    case landscapeRight = 4
    case faceUp = 5, faceDown = 6

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The style of the status bar's content.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content on iOS 13+; on iOS 6 and earlier, the opaque grey bar.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds (iOS 13+).
    case darkContent = 3
}

/// How the status bar shows or hides (reference §1.5).
public enum UIStatusBarAnimation: Int, Sendable {
    /// At once.
    case none = 0
    /// The bar's opacity fades.
    case fade = 1
    /// The bar slides up out of the screen, or down into it.
    case slide = 2
}
