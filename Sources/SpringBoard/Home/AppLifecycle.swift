import Foundation
@_spi(SpringBoard) import UIKit

/// The app's place in its life as SpringBoard sees it, and what each system event does to it.
///
/// A value-type policy: `handle(_:)` takes an event and returns the actions, in order, that the
/// device performs; it touches no app or view. Every step of the app's life goes through it,
/// launch included.
struct AppLifecycle: Equatable {
    enum Phase: Equatable {
        case notRunning, foreground, background
        /// In the foreground under a system overlay (Control Center, Notification Center): inactive.
        case overlaid
        /// A card in the app switcher: inactive, still in the foreground until the user leaves it.
        case switcher
    }
    enum Event: Equatable {
        case launched, homePressed, iconTapped, overlayOpened, overlayClosed
        /// The app switcher shows, with the app's card.
        case switcherOpened
        /// The user tapped the app's card in the switcher: the app comes back.
        case switcherClosed
    }
    enum Action: Equatable {
        /// Run the delegate's will- and did-finish-launching calls (the app is inactive).
        case finishLaunching
        /// Move the app one step to this state (UIKit makes the delegate calls).
        case transitionApp(UIApplication.State)
        /// Take the app's fingers away: their touches are cancelled in the app.
        case cancelAppTouches
        case showHomeScreen
        case hideHomeScreen
    }

    private(set) var phase: Phase = .notRunning

    /// Whether the app is running in the foreground (under an overlay, or as the switcher's card, or not).
    var isAppInForeground: Bool { phase == .foreground || phase == .overlaid || phase == .switcher }

    /// The actions for `event` in the current phase; the phase moves on.
    ///
    /// Leaving the foreground cancels the app's touches before the app hears that it resigns
    /// active: the system takes the fingers at the moment of the press.
    mutating func handle(_ event: Event) -> [Action] {
        switch (phase, event) {
        case (.notRunning, .launched):
            phase = .foreground
            return [.finishLaunching, .transitionApp(.active)]
        case (.foreground, .homePressed):
            phase = .background
            return [.cancelAppTouches, .transitionApp(.inactive), .transitionApp(.background), .showHomeScreen]
        case (.background, .iconTapped):
            phase = .foreground
            return [.hideHomeScreen, .transitionApp(.inactive), .transitionApp(.active)]
        case (.foreground, .overlayOpened):
            // The overlay took the finger that pulled it; the app resigns active under it.
            phase = .overlaid
            return [.transitionApp(.inactive)]
        case (.overlaid, .overlayClosed):
            phase = .foreground
            return [.transitionApp(.active)]
        case (.foreground, .switcherOpened):
            // The system has every finger while the switcher shows.
            phase = .switcher
            return [.cancelAppTouches, .transitionApp(.inactive)]
        case (.switcher, .switcherClosed):
            phase = .foreground
            return [.transitionApp(.active)]
        case (.switcher, .homePressed):
            // Already inactive, with no touches: one step to the background.
            phase = .background
            return [.transitionApp(.background), .showHomeScreen]
        case (.notRunning, .homePressed), (.notRunning, .iconTapped), (.foreground, .launched),
             (.foreground, .iconTapped), (.background, .launched), (.background, .homePressed),
             (.notRunning, .overlayOpened), (.notRunning, .overlayClosed), (.foreground, .overlayClosed),
             (.background, .overlayOpened), (.background, .overlayClosed), (.overlaid, .launched),
             (.overlaid, .homePressed), (.overlaid, .iconTapped), (.overlaid, .overlayOpened),
             (.notRunning, .switcherOpened), (.notRunning, .switcherClosed), (.foreground, .switcherClosed),
             (.background, .switcherOpened), (.background, .switcherClosed), (.overlaid, .switcherOpened),
             (.overlaid, .switcherClosed), (.switcher, .launched), (.switcher, .iconTapped),
             (.switcher, .overlayOpened), (.switcher, .overlayClosed), (.switcher, .switcherOpened):
            // Home under an overlay closes the overlay first (the system shell sees to it).
            return []
        }
    }
}
