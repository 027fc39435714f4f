import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// One instance of the app's user interface, with its own life cycle (iOS 13 and later).
///
/// An iPhone app has one scene, a `UIWindowScene`, which UIKit connects at launch, after the
/// app delegate's did-finish-launching call; its delegate then hears the foreground and
/// background changes that a scene-less app's delegate hears (reference §16).
@preconcurrency @MainActor open class UIScene: UIResponder {
    /// Where a scene is in its life.
    public enum ActivationState: Int, Sendable {
        /// Not yet connected, or disconnected.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events (launching, or an overlay covers it).
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// What the system passed when it connected the scene.
    @preconcurrency @MainActor open class ConnectionOptions: NSObject {}

    /// Posted after a scene connected to the app.
    public nonisolated static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted after a scene was removed from the app.
    public nonisolated static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted after a scene became active.
    public nonisolated static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted when a scene is about to stop being active.
    public nonisolated static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted when a scene is about to come to the foreground.
    public nonisolated static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted after a scene went to the background.
    public nonisolated static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")

    /// The session the scene belongs to.
    public let session: UISceneSession

    /// The scene's delegate, held strongly as UIKit does.
    open var delegate: UISceneDelegate?

    /// Where the scene is in its life.
    public internal(set) var activationState: ActivationState = .unattached

    /// The scene's title (shown by the app switcher on iPad; empty by default).
    open var title: String! = ""

    /// A scene for `session`; UIKit makes the app's scene itself.
    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
        session.scene = self
    }

    /// The app the scene belongs to; set when UIKit connects it.
    weak var application: UIApplication?

    /// The next responder: the application.
    open override var next: UIResponder? { application }

    /// Moves the scene one step to `state`, with its delegate's call and then its notification.
    func transition(to state: ActivationState) {
        let from = activationState
        guard from != state else { return }
        activationState = state
        switch (from, state) {
        case (.unattached, .foregroundInactive), (.background, .foregroundInactive):
            delegate?.sceneWillEnterForeground(self)
            post(Self.willEnterForegroundNotification)
        case (.foregroundInactive, .foregroundActive):
            delegate?.sceneDidBecomeActive(self)
            post(Self.didActivateNotification)
        case (.foregroundActive, .foregroundInactive):
            delegate?.sceneWillResignActive(self)
            post(Self.willDeactivateNotification)
        case (.foregroundInactive, .background):
            delegate?.sceneDidEnterBackground(self)
            post(Self.didEnterBackgroundNotification)
        case (.unattached, .foregroundActive), (.unattached, .background), (.foregroundActive, .background),
             (.background, .foregroundActive), (_, .unattached),
             (.foregroundActive, .foregroundActive), (.foregroundInactive, .foregroundInactive), (.background, .background):
            preconditionFailure("UIScene: a scene cannot go from \(from) to \(state) in one step")
        }
    }

    func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}

/// A scene that manages the app's windows on a screen.
@preconcurrency @MainActor open class UIWindowScene: UIScene {
    private var sceneWindows: [WeakSceneWindow] = []

    private lazy var manager = UIStatusBarManager(scene: self)

    /// The screen the scene is shown on.
    open var screen: UIScreen { application?.screen ?? UIScreen.main }

    /// The scene's windows, back to front by level.
    open var windows: [UIWindow] {
        sceneWindows.compactMap(\.window).filter { $0.windowScene === self }
    }

    /// The scene's key window, if it has one (iOS 15 and later).
    open var keyWindow: UIWindow? {
        windows.first { $0.isKeyWindow }
    }

    /// The orientation of the scene's interface.
    open var interfaceOrientation: UIInterfaceOrientation {
        application?.statusBarOrientation ?? .portrait
    }

    /// The scene's status bar (the modern home of `UIApplication`'s status-bar properties).
    open var statusBarManager: UIStatusBarManager? { manager }

    func add(_ window: UIWindow) {
        sceneWindows.removeAll { $0.window == nil || $0.window === window }
        sceneWindows.append(WeakSceneWindow(window: window))
    }
}

/// The status bar of a window scene: its frame, visibility and style (iOS 13 and later).
@preconcurrency @MainActor open class UIStatusBarManager: NSObject {
    private weak var scene: UIWindowScene?

    init(scene: UIWindowScene) {
        self.scene = scene
        super.init()
    }

    /// The status bar's frame in screen coordinates (zero when it is hidden).
    open var statusBarFrame: CGRect { scene?.application?.statusBarFrame ?? .zero }

    /// Whether the status bar is hidden.
    open var isStatusBarHidden: Bool { scene?.application?.isStatusBarHidden ?? false }

    /// The status bar's style.
    open var statusBarStyle: UIStatusBarStyle { scene?.application?.statusBarStyle ?? .default }
}

private struct WeakSceneWindow {
    weak var window: UIWindow?
}
