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
