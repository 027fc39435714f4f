import Foundation

/// A way to identify an element in UI tests, independent of what it shows to the user.
///
/// Apple's `UIAccessibilityIdentification`: an identifier is for tests and tools (XCUITest's
/// `app.buttons["save"]`, `AppHarness.view(withAccessibilityIdentifier:)`), never spoken or
/// shown, so it stays the same across languages while `accessibilityLabel` is localized.
/// `UIView` conforms; its `accessibilityIdentifier` is nil until the app sets one.
///
/// `UIView.accessibilityLabel` is Apple's informal `UIAccessibility` property of `NSObject`;
/// OpenUIKit has no Objective-C runtime, so `UIView` declares it (nil by default, overridable
/// as on iOS), and `UILabel` answers its text while no label has been set, as iOS does.
@MainActor public protocol UIAccessibilityIdentification: AnyObject {
    /// A string that identifies the element in UI tests (nil by default).
    var accessibilityIdentifier: String? { get set }
}

extension UIView: UIAccessibilityIdentification {}

/// What an accessibility element is and does, as assistive technologies describe it (Apple's
/// raw values, `UIAccessibilityConstants.h`).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}
