/// Where a view controller is in its appearance cycle, and which callback each request owes.
///
/// UIKit calls `viewWillAppear`, `viewDidAppear`, `viewWillDisappear` and `viewDidDisappear`
/// exactly once per change, whoever asks: the window showing, the view entering a visible
/// window, a container's `beginAppearanceTransition(_:animated:)`, a navigation transition. The
/// requests arrive from several places for the same change, so the state decides: a request
/// that does not change the state owes nothing. A transition that reverses midway (a cancelled
/// interactive pop, reference §9.4) goes from appearing to disappearing, or back, and owes the
/// opposite "will" call, so each "will" is balanced by one "did".
@_spi(Testing) public struct ViewControllerAppearance: Equatable, Sendable {
    public enum Phase: Equatable, Sendable { case disappeared, appearing, appeared, disappearing }

    /// A callback the controller owes, with its `animated` flag.
    public enum Callback: Equatable, Sendable {
        case willAppear(animated: Bool)
        case didAppear(animated: Bool)
        case willDisappear(animated: Bool)
        case didDisappear(animated: Bool)
    }

    public private(set) var phase: Phase = .disappeared
    /// The `animated` flag of the transition under way, passed on to its "did" call.
    private var animated = false

    public init() {}

    /// Starts appearing or disappearing; nil when the controller is already on its way there.
    public mutating func begin(appearing: Bool, animated: Bool) -> Callback? {
        switch (phase, appearing) {
        case (.disappeared, true), (.disappearing, true):
            phase = .appearing
            self.animated = animated
            return .willAppear(animated: animated)
        case (.appeared, false), (.appearing, false):
            phase = .disappearing
            self.animated = animated
            return .willDisappear(animated: animated)
        case (.appearing, true), (.appeared, true), (.disappeared, false), (.disappearing, false):
            return nil
        }
    }

    /// Finishes the transition under way; nil when none is.
    public mutating func end() -> Callback? {
        switch phase {
        case .appearing:
            phase = .appeared
            return .didAppear(animated: animated)
        case .disappearing:
            phase = .disappeared
            return .didDisappear(animated: animated)
        case .appeared, .disappeared:
            return nil
        }
    }
}
