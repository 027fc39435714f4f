import Foundation

/// The system's record of a scene: its role, its configuration and its identity, which outlive
/// the scene object itself.
@preconcurrency @MainActor open class UISceneSession: NSObject {
    /// What a session's scene is for.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's own interface on the device's screen.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    /// The session's scene, while it is connected.
    open internal(set) weak var scene: UIScene?

    /// What the scene is for.
    public let role: Role

    /// The configuration the scene was made from.
    open internal(set) var configuration: UISceneConfiguration

    /// An identifier that stays the same for the session's life.
    public let persistentIdentifier: String

    /// The app's own data for the session.
    open var userInfo: [String: Any]?

    init(role: Role, configuration: UISceneConfiguration, identifier: String) {
        self.role = role
        self.configuration = configuration
        persistentIdentifier = identifier
        super.init()
    }
}

/// The name of a scene configuration and the class of the delegate that scenes made from it get.
@preconcurrency @MainActor open class UISceneConfiguration: NSObject {
    /// The configuration's name ("Default Configuration" in Xcode's template).
    public let name: String?

    /// The role of the sessions that use it.
    public let role: UISceneSession.Role

    /// The class of the scene delegate that UIKit makes for the scene.
    ///
    /// OpenUIKit makes the delegate with the factory given to the launch call (the `sceneDelegate:`
    /// argument, which stands for Info.plist's scene manifest), since Swift on Linux cannot make
    /// an object from its class; a class named here must be the class that factory makes.
    open var delegateClass: AnyClass?

    /// A configuration named `name` for sessions of `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}
