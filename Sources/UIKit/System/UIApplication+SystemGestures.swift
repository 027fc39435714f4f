import Foundation

/// What an app's view controllers ask of the system's edge gestures and home indicator, as the
/// system last read them (reference §3.1).
@_spi(SpringBoard) public struct UISystemGesturePreferences: Equatable, Sendable {
    /// The edges, in the interface's orientation, where the app's gestures go first.
    public var screenEdgesDeferringSystemGestures: UIRectEdge
    /// Whether the home indicator may fade out after a few seconds without touches.
    public var prefersHomeIndicatorAutoHidden: Bool

    public init(screenEdgesDeferringSystemGestures: UIRectEdge = [], prefersHomeIndicatorAutoHidden: Bool = false) {
        self.screenEdgesDeferringSystemGestures = screenEdgesDeferringSystemGestures
        self.prefersHomeIndicatorAutoHidden = prefersHomeIndicatorAutoHidden
    }
}

extension UIApplication {
    /// Reads the system gesture preferences again from the controllers that decide them: the key
    /// window's root, followed through `childForScreenEdgesDeferringSystemGestures` and
    /// `childForHomeIndicatorAutoHidden` (and full-screen or capturing presentations, as for the
    /// status bar).
    ///
    /// The system reads them when the key window or its root controller changes and when a
    /// controller calls `setNeedsUpdateOf…`; between those it keeps what it read, so a changed
    /// answer without the call changes nothing, as on iOS. Before iOS 11 the properties do not
    /// exist and nothing is deferred this way (a hidden status bar deferred the edges then,
    /// which the system decides itself).
    func updateSystemGesturePreferences() {
        guard let host = screen?.host, host.systemVersion.isAtLeast(11), let root = keyWindow?.rootViewController else {
            systemGesturePreferences = UISystemGesturePreferences()
            return
        }
        systemGesturePreferences = UISystemGesturePreferences(
            screenEdgesDeferringSystemGestures: root.preferenceDecider(following: \.childForScreenEdgesDeferringSystemGestures)
                .preferredScreenEdgesDeferringSystemGestures,
            prefersHomeIndicatorAutoHidden: root.preferenceDecider(following: \.childForHomeIndicatorAutoHidden)
                .prefersHomeIndicatorAutoHidden)
    }
}
