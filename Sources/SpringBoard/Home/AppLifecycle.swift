import Foundation
@_spi(OpenUIKit) import UIKit

/// The app's place in its life as SpringBoard sees it, and what each system event does to it.
///
/// A value-type policy: `handle(_:)` takes an event and returns the actions, in order, that the
/// device performs; it touches no app or view.
struct AppLifecycle: Equatable {
    enum Phase: Equatable { case notRunning, foreground, background }
    enum Event: Equatable { case launched, homePressed, iconTapped }
    enum Action: Equatable {
        /// Move the app one step to this state (UIKit makes the delegate calls).
        case transitionApp(UIApplication.State)
        case showHomeScreen
        case hideHomeScreen
    }

    private(set) var phase: Phase = .notRunning

    /// The actions for `event` in the current phase; the phase moves on.
    mutating func handle(_ event: Event) -> [Action] {
        switch (phase, event) {
        case (.notRunning, .launched):
            phase = .foreground
            return []
        case (.foreground, .homePressed):
            phase = .background
            return [.transitionApp(.inactive), .transitionApp(.background), .showHomeScreen]
        case (.background, .iconTapped):
            phase = .foreground
            return [.hideHomeScreen, .transitionApp(.inactive), .transitionApp(.active)]
        case (.notRunning, .homePressed), (.notRunning, .iconTapped), (.foreground, .launched),
             (.foreground, .iconTapped), (.background, .launched), (.background, .homePressed):
            return []
        }
    }
}
