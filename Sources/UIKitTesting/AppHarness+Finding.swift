import Foundation
@_spi(UIKitTesting) import UIKit

/// Finding a view as a user or XCUITest would: by its accessibility identifier, its
/// accessibility label or the text it shows, and tapping it.
///
/// A lookup considers the views on screen, those `visibleTexts` counts: neither they nor an
/// ancestor is hidden or has alpha below 0.01, and some part of them lies inside their
/// clipping ancestors, their window and the screen. It returns the one view that matches, or
/// throws a `HarnessError` that lists what the screen has instead, names matching views that
/// are not visible, or names every view that matches when several do.
extension AppHarness {
    /// The view on screen whose `accessibilityIdentifier` is `identifier` (XCUITest's
    /// `app.otherElements["identifier"]`).
    public func view(withAccessibilityIdentifier identifier: String) throws -> UIView {
        try onlyVisibleView(ofType: UIView.self, attribute: "accessibility identifier", value: identifier) {
            $0.accessibilityIdentifier
        }
    }

    /// The view on screen whose `accessibilityLabel` is `label`; a `UILabel`'s is its text
    /// unless one was set. A view inside an accessibility element (a button's title label) is
    /// not looked at, as assistive technologies and XCUITest see only the element.
    public func view(withAccessibilityLabel label: String) throws -> UIView {
        try onlyVisibleView(ofType: UIView.self, attribute: "accessibility label", value: label) {
            Self.isInsideAccessibilityElement($0) ? nil : $0.accessibilityLabel
        }
    }

    /// Whether an ancestor of `view` is an accessibility element, which hides `view` from
    /// assistive technologies.
    static func isInsideAccessibilityElement(_ view: UIView) -> Bool {
        var ancestor = view.superview
        while let current = ancestor {
            if current.isAccessibilityElement { return true }
            ancestor = current.superview
        }
        return false
    }

    /// The label on screen whose text is `text` (XCUITest's `app.staticTexts["text"]`).
    public func view(showingText text: String) throws -> UILabel {
        try onlyVisibleView(ofType: UILabel.self, attribute: "text", value: text) { $0.text }
    }

    /// Taps the view on screen whose `accessibilityIdentifier` is `identifier` (XCUITest's
    /// `app.buttons["identifier"].tap()`).
    ///
    /// Throws as `view(withAccessibilityIdentifier:)` does when no single view matches, and as
    /// `tap(_:duration:)` does when a finger cannot reach it, except that a view which refuses
    /// touches itself but not through its ancestors (a `UILabel`) is tapped where it shows:
    /// the touch goes to the view under it, as a finger on it does on iOS.
    public func tap(accessibilityIdentifier identifier: String, duration: TimeInterval = 0.1) throws {
        try tapFound(view(withAccessibilityIdentifier: identifier), duration: duration)
    }

    /// Taps the view on screen whose `accessibilityLabel` is `label`; throws as
    /// `view(withAccessibilityLabel:)` does, and as `tap(accessibilityIdentifier:duration:)`
    /// describes for the tap.
    public func tap(accessibilityLabel label: String, duration: TimeInterval = 0.1) throws {
        try tapFound(view(withAccessibilityLabel: label), duration: duration)
    }

    /// Taps the label on screen whose text is `text`: the touch goes to the view under it (a
    /// label takes no touches), as a finger on the text does. Throws as `view(showingText:)`
    /// does, and as `tap(accessibilityIdentifier:duration:)` describes for the tap.
    public func tap(text: String, duration: TimeInterval = 0.1) throws {
        try tapFound(view(showingText: text), duration: duration)
    }

    /// Taps `view`, where a finger reaches it or the view under it.
    private func tapFound(_ view: UIView, duration: TimeInterval) throws {
        device.tap(at: try touchPoint(of: view, orTheViewUnderIt: true), duration: duration)
    }

    /// The one view on screen of type `T` whose `attribute` (read by `key`) is `value`.
    private func onlyVisibleView<T: UIView>(ofType type: T.Type, attribute: String, value: String,
                                            key: (T) -> String?) throws -> T {
        let matches = visibleViews(ofType: type) { key($0) == value }
        if matches.count > 1 {
            throw HarnessError.ambiguous(attribute: attribute, value: value, matches: matches.map { "\($0)" })
        }
        if let match = matches.first { return match }
        let onScreen = visibleViews(ofType: type) { key($0)?.isEmpty == false }.map { key($0)! }
        let notVisible = views(ofType: type) { key($0) == value }.map { "\($0)" }
        throw HarnessError.noVisibleView(attribute: attribute, value: value, onScreen: onScreen, notVisible: notVisible)
    }
}
