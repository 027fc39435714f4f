import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit

/// A view whose accessibility label is computed, as iOS apps override it.
private final class Gauge: UIView {
    var value = 3
    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? "\(value) of 5" }
        set { super.accessibilityLabel = newValue }
    }
}

@MainActor struct UIViewAccessibilityTests {
    @Test func aViewHasNoIdentifierOrLabelUntilTheAppSetsThem() {
        _ = TestSystem()
        let view = UIView()
        #expect(view.accessibilityIdentifier == nil)
        #expect(view.accessibilityLabel == nil)
        view.accessibilityIdentifier = "save"
        view.accessibilityLabel = "Save"
        #expect(view.accessibilityIdentifier == "save")
        #expect(view.accessibilityLabel == "Save")
    }

    @Test func aLabelsAccessibilityLabelIsItsTextUntilOneIsSet() {
        _ = TestSystem()
        let label = UILabel()
        #expect(label.accessibilityLabel == nil)
        label.text = "Inbox"
        #expect(label.accessibilityLabel == "Inbox")
        label.accessibilityLabel = "3 unread messages"
        #expect(label.accessibilityLabel == "3 unread messages")
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "Inbox")
    }

    @Test func theIdentifierIsReachableThroughTheIdentificationProtocolAndTheLabelCanBeOverridden() {
        _ = TestSystem()
        let gauge = Gauge()
        let element: any UIAccessibilityIdentification = gauge
        element.accessibilityIdentifier = "gauge"
        #expect(gauge.accessibilityIdentifier == "gauge")
        let view: UIView = gauge
        #expect(view.accessibilityLabel == "3 of 5")
        gauge.value = 4
        #expect(view.accessibilityLabel == "4 of 5")
        view.accessibilityLabel = "Battery"
        #expect(gauge.accessibilityLabel == "Battery")
    }
}
