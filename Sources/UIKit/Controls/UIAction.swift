import Foundation

/// A closure UIKit runs for a control event or a menu choice, with a title and image that
/// describe it (iOS 14).
///
/// Added to a control with `addAction(_:for:)`, it runs in the order of the control's targets
/// and actions, with `sender` set to the control while it runs. Actions are told apart by
/// `identifier`: adding one with the identifier of an action already added for the same
/// control replaces it.
@preconcurrency @MainActor open class UIAction {
    /// An action's unique name.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The text that describes the action (the title of a button made from it).
    open var title: String
    /// The image that describes the action.
    open var image: UIImage?
    /// The action's identifier (a unique one unless given).
    public let identifier: Identifier
    /// A longer description, for discoverability.
    open var discoverabilityTitle: String?
    /// The closure that performs the action.
    public let handler: (UIAction) -> Void
    /// The object that sent the action while its handler runs (the control), nil otherwise.
    public internal(set) var sender: Any?

    /// An action that runs `handler`.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
    }

    /// Runs the handler with `sender` as the sender.
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
