import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit

/// A controller whose home-indicator wish a test sets.
final class IndicatorWishController: UIViewController {
    var autoHides = false
    override var prefersHomeIndicatorAutoHidden: Bool { autoHides }
}

/// What UIKit tells the system of the app's edge and home-indicator preferences.
@MainActor
struct SystemGesturePreferencesHostTests {
    @Test func uikitPassesOnEachChangedAnswerOnce() {
        let system = TestSystem()
        let root = IndicatorWishController()
        root.autoHides = true
        _ = system.makeKeyWindow(rootViewController: root)
        let hidden = UISystemGesturePreferences(prefersHomeIndicatorAutoHidden: true)
        #expect(system.gesturePreferenceChanges == [hidden])
        // Asking again with the same answer tells the system nothing.
        root.setNeedsUpdateOfHomeIndicatorAutoHidden()
        #expect(system.gesturePreferenceChanges == [hidden])
        root.autoHides = false
        root.setNeedsUpdateOfHomeIndicatorAutoHidden()
        #expect(system.gesturePreferenceChanges == [hidden, UISystemGesturePreferences()])
    }
}
