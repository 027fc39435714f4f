import Foundation

/// Whether a page tells the server the size it displays the screen at before each full frame
/// (the `display` query parameter of the WebSocket's address, `display=follows`).
///
/// A page learns the screen's size from `hello`, so it can only say how large it shows the screen
/// after that. A page that promises to (`follows`) answers every `hello` with a `display`
/// message, and the server holds the full frame that follows each `hello` until that message
/// arrives: so even the first frame comes at the displayed size, and a page never downloads and
/// draws the device's pixels only to have them replaced. A page that names nothing gets the
/// device's pixels at once, as before, until it sends `display`.
enum DisplayAnnouncement: String, CaseIterable, Sendable {
    /// The page's frames come without waiting, at the device's pixels until it sends `display`.
    case none
    /// The page answers every `hello` with `display`; its full frame waits for it.
    case follows

    /// The announcement a page asked for (nil for a value that is none), `none` when absent.
    init?(query: String?) {
        guard let query else { self = .none; return }
        guard query == Self.follows.rawValue else { return nil }
        self = .follows
    }
}
