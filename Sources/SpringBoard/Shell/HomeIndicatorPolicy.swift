import Foundation

/// When the home indicator of a model without a Home button shows: a value-type policy that
/// returns what the shell does (reference §3.1).
///
/// The indicator shows until the app says it prefers it auto-hidden
/// (`prefersHomeIndicatorAutoHidden`, read through `setNeedsUpdateOfHomeIndicatorAutoHidden()`).
/// Then it fades out once `autoHideDelay` has passed without a finger going down, and any finger
/// going down brings it back and starts the wait again. An app that stops preferring it hidden
/// gets it back at once.
struct HomeIndicatorPolicy: Equatable {
    enum Event: Equatable {
        /// A finger went down anywhere on the screen.
        case touch(time: TimeInterval)
        /// The app's wish changed.
        case preferenceChanged(autoHidden: Bool, time: TimeInterval)
        /// Time passes: a wait that is up fades the indicator.
        case tick(time: TimeInterval)
    }

    enum Action: Equatable {
        case fadeOut
        case fadeIn
        /// A `tick` is due at this time, when the indicator may fade.
        case wake(at: TimeInterval)
    }

    /// How long the indicator waits without touches before it fades: 2 s. The reference has no
    /// number (only "a few seconds"); 2 s matches the grabber tongue's lifetime.
    static let autoHideDelay: TimeInterval = 2

    private(set) var isHidden = false
    private var autoHidden = false
    /// When the wait before fading began: the last touch, or the wish to auto-hide.
    private var since: TimeInterval = 0

    mutating func handle(_ event: Event) -> [Action] {
        switch event {
        case let .touch(time):
            since = time
            var actions: [Action] = []
            if isHidden {
                isHidden = false
                actions.append(.fadeIn)
            }
            if autoHidden { actions.append(.wake(at: time + Self.autoHideDelay)) }
            return actions
        case let .preferenceChanged(wish, time):
            guard wish != autoHidden else { return [] }
            autoHidden = wish
            if wish {
                since = time
                return [.wake(at: time + Self.autoHideDelay)]
            }
            guard isHidden else { return [] }
            isHidden = false
            return [.fadeIn]
        case let .tick(time):
            guard autoHidden, !isHidden, time - since >= Self.autoHideDelay - 1e-9 else { return [] }
            isHidden = true
            return [.fadeOut]
        }
    }
}
