import Foundation
@_spi(UIKit) import _ObjectiveC
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// The centralised point of control for a running app: its windows, its delegate, and the
/// first stop of every event.
///
/// SpringBoard creates one per launch from the app's principal class (a subclass, if the app
/// names one, as `UIApplicationMain` does) and hands it raw finger input through its touch
/// dispatcher, which sends every touch and status-bar event through `sendEvent(_:)`; subclasses
/// may override it.
@preconcurrency @MainActor open class UIApplication: UIResponder {
    /// Keys of the launch options dictionary.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The app's state.
    public enum State: Int, Sendable { case active = 0, inactive = 1, background = 2 }

    /// The app that is running now on the running device.
    @_spi(Testing) public internal(set) static var current: UIApplication?

    /// The app that is running now.
    ///
    /// Traps when no app has been launched, as UIKit has no app object before `UIApplicationMain`.
    public class var shared: UIApplication {
        guard let current else {
            preconditionFailure("UIApplication.shared: no app is running; launch one on a SpringBoard Device first")
        }
        return current
    }

    // MARK: Actions

    /// Sends `action` to `target`, with `sender` as its argument, or, when `target` is nil, to the
    /// first responder of the chain that performs it (`target(forAction:withSender:)`), starting
    /// at `sender` when it is a responder. Whether a receiver was found and the action sent.
    ///
    /// Controls send their actions through here, as on iOS, so an app's `UIApplication` subclass
    /// sees them. OpenUIKit has no first responder yet, so the chain starts at the sender.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        Self.deliver(action, to: target, from: sender, startingAt: sender as? UIResponder)
    }

    /// Sends `action` to `target`, or up the chain from `start`; how controls outside a running
    /// app, and bar button items (which are not responders), send theirs.
    @discardableResult
    static func deliver(_ action: Selector, to target: Any?, from sender: Any?, startingAt start: UIResponder?) -> Bool {
        guard let receiver = target ?? start?.target(forAction: action, withSender: sender) else { return false }
        action.perform(on: receiver as AnyObject, with: sender)
        return true
    }

    // MARK: Orientations

    /// The orientations the app supports in `window`: the delegate's
    /// `application(_:supportedInterfaceOrientationsFor:)`, whose default is Info.plist's
    /// `UISupportedInterfaceOrientations`.
    open func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        delegate?.application(self, supportedInterfaceOrientationsFor: window) ?? infoPlistSupportedInterfaceOrientations
    }

    /// The delegate, held strongly for the life of the app as `UIApplicationMain` does.
    open var delegate: UIApplicationDelegate?

    /// The app's Info.plist entries, given by the launch call (Linux has no app bundle), such
    /// as `UIViewControllerBasedStatusBarAppearance`.
    @_spi(SpringBoard) public var infoDictionary: [String: Any] = [:]

    /// The app's state (`.inactive` until launching finishes).
    public internal(set) var applicationState: State = .inactive

    /// The screen of the device the app runs on; set once, at launch.
    @_spi(SpringBoard) public private(set) weak var screen: UIScreen?
    /// The port through which the system hands the app its fingers; see `UITouchDispatcher`.
    @_spi(SpringBoard) public private(set) lazy var touchDispatcher = UITouchDispatcher(application: self)
    /// The arbiter of the app's gesture recognizers; see `GestureEnvironment`.
    private(set) lazy var gestureEnvironment = GestureEnvironment()

    /// The app's gesture recognizers that are not back in `.possible`: gestures under way, or
    /// finished ones whose touches have not all ended.
    @_spi(UIKitTesting) public var gestureRecognizersInProgress: [UIGestureRecognizer] {
        gestureEnvironment.unfinishedRecognizers
    }

    /// The edges the app defers and whether it lets the home indicator hide, as the system last
    /// asked its controllers; see `updateSystemGesturePreferences()`.
    /// A new answer is passed on to the system at once.
    @_spi(SpringBoard) public internal(set) var systemGesturePreferences = UISystemGesturePreferences() {
        didSet {
            if systemGesturePreferences != oldValue { host?.systemGesturePreferencesDidChange(systemGesturePreferences) }
        }
    }

    /// The coordinator of the rotation under way, between its will- and did-change calls.
    var sizeTransition: SizeTransitionCoordinator?
    /// The app's window scene, from iOS 13 on.
    private(set) var windowScene: UIWindowScene?
    private var registeredWindows: [WeakWindow] = []
    /// The status-bar touches whose touch-down reached `sendEvent(_:)` and that have not ended.
    private var statusBarPressesBegun: [ObjectIdentifier] = []
    private weak var key: UIWindow?

    /// A new application object; only the system creates one, at launch.
    public required override init() {
        super.init()
    }

    /// Makes this the app that `UIApplication.shared` returns.
    @_spi(SpringBoard) public func makeCurrent() { Self.current = self }

    /// Binds the app to the screen of the device that runs it: its windows, status bar and
    /// system questions go to that device from now on, whichever device is current.
    @_spi(SpringBoard) public func attach(to screen: UIScreen) {
        precondition(self.screen == nil || self.screen === screen, "UIApplication: \(self) already runs on another screen")
        self.screen = screen
    }

    /// The next responder: the delegate, if it is a responder that is not a view, a view
    /// controller or the application itself.
    open override var next: UIResponder? {
        guard let responder = delegate as? UIResponder, !(responder is UIView),
              !(responder is UIViewController), responder !== self else { return nil }
        return responder
    }

    // MARK: Windows

    /// The app's windows, visible and hidden, back to front.
    public var windows: [UIWindow] {
        let mine = Set(registeredWindows.compactMap { $0.window.map(ObjectIdentifier.init) })
        return (screen?.windowsBackToFront ?? []).filter { mine.contains(ObjectIdentifier($0)) }
    }

    /// The window that receives status-bar taps and keyboard events.
    public var keyWindow: UIWindow? { key }

    func register(_ window: UIWindow) {
        registeredWindows.removeAll { $0.window == nil }
        registeredWindows.append(WeakWindow(window: window))
    }

    func setKeyWindow(_ window: UIWindow) {
        guard key !== window else { return }
        let old = key
        key = window
        old?.resignKey()
        window.becomeKey()
        updateStatusBarAppearance()
        updateSystemGesturePreferences()
    }

    // MARK: Events

    /// Dispatches an event: touches go to their windows; a status-bar touch that ends within
    /// 0.75 s of its start scrolls the key window's scroll view to the top.
    ///
    /// Overriding this sees every event the app gets, including status-bar events
    /// (`UIEvent.statusBarTouch`); an override that does not call `super` keeps the event from
    /// UIKit entirely.
    open func sendEvent(_ event: UIEvent) {
        if let touch = event.statusBarTouch {
            handleStatusBarTouch(touch)
            return
        }
        guard event.type == .touches else { return }
        var seen: [UIWindow] = []
        for touch in event.orderedTouches {
            guard let window = touch.window, !seen.contains(where: { $0 === window }) else { continue }
            seen.append(window)
        }
        for window in seen { window.sendEvent(event) }
    }

    /// Scrolls to the top for a status-bar press that lasted at most 0.75 s and whose
    /// touch-down this method received: an override of `sendEvent(_:)` that keeps the
    /// touch-down from `super` suppresses scroll-to-top, as the first article's app relies on.
    private func handleStatusBarTouch(_ touch: UITouch) {
        switch touch.phase {
        case .began:
            statusBarPressesBegun.append(ObjectIdentifier(touch))
        case .ended, .cancelled:
            guard let index = statusBarPressesBegun.firstIndex(of: ObjectIdentifier(touch)) else { return }
            statusBarPressesBegun.remove(at: index)
            guard touch.phase == .ended,
                  touch.timestamp - touch.initialTimestamp <= UIKitConstants.statusBarScrollToTopMaximumPressDuration,
                  let window = keyWindow else { return }
            window.scrollToTop(fromScreenLocation: touch.location(in: nil))
        case .moved, .stationary, .regionEntered, .regionMoved, .regionExited:
            break
        }
    }

    // MARK: Status bar

    private var host: UISystemHost? { screen?.host }

    /// The status bar's frame in screen coordinates; `.zero` when it is hidden.
    public var statusBarFrame: CGRect { host?.statusBarFrame ?? .zero }

    /// Whether the status bar is hidden; setting it shows or hides the bar without animation.
    ///
    /// Setting it, like the other `UIApplication` status bar setters, does nothing while view
    /// controllers decide the bar's appearance (iOS 7 and later, unless Info.plist's
    /// `UIViewControllerBasedStatusBarAppearance` is false; reference §1.5).
    public var isStatusBarHidden: Bool {
        get { host?.isStatusBarHidden ?? false }
        set { setStatusBarHidden(newValue, with: .none) }
    }

    /// Shows or hides the status bar, fading it when `animated`.
    public func setStatusBarHidden(_ hidden: Bool, animated: Bool) {
        setStatusBarHidden(hidden, with: animated ? .fade : .none)
    }

    /// Shows or hides the status bar with `animation`, over the system's duration (iOS 3.2).
    public func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {
        guard !isStatusBarAppearanceViewControllerBased else { return }
        switch animation {
        case .none: host?.setStatusBarHidden(hidden, transition: nil)
        case .fade, .slide: host?.setStatusBarHidden(hidden, transition: UIStatusBarTransition(animation: animation))
        }
    }

    /// The style of the status bar's content; setting it does nothing while view controllers
    /// decide the bar's appearance.
    public var statusBarStyle: UIStatusBarStyle {
        get { host?.statusBarStyle ?? .default }
        set { setStatusBarStyle(newValue, animated: false) }
    }

    /// Sets the style of the status bar's content; it is redrawn at once, animated or not.
    public func setStatusBarStyle(_ statusBarStyle: UIStatusBarStyle, animated: Bool) {
        guard !isStatusBarAppearanceViewControllerBased else { return }
        host?.statusBarStyle = statusBarStyle
    }

    /// The orientation of the app's interface, which the status bar follows.
    public var statusBarOrientation: UIInterfaceOrientation { host?.statusBarOrientation ?? .portrait }

    // MARK: Launching

    /// Runs the launching part of `UIApplicationMain`'s sequence: the delegate's will- and
    /// did-finish-launching calls, while the app is `.inactive`, then, from iOS 13 on, connects
    /// the app's window scene (reference §16).
    ///
    /// `sceneDelegate` makes the scene delegate that Info.plist's scene manifest would name;
    /// with it, the scene's delegate hears the foreground and background changes instead of
    /// the app delegate. The system makes the app active afterwards, with `transition(to: .active)`.
    @_spi(SpringBoard) public func finishLaunching(sceneDelegate: (() -> UISceneDelegate)? = nil) {
        _ = delegate?.application(self, willFinishLaunchingWithOptions: nil)
        _ = delegate?.application(self, didFinishLaunchingWithOptions: nil)
        guard screen?.host.systemVersion.isAtLeast(13) == true else {
            precondition(sceneDelegate == nil, "UIApplication: scenes exist from iOS 13 on; this device runs iOS \(screen!.host.systemVersion.majorVersion)")
            return
        }
        connectScene(sceneDelegate: sceneDelegate)
    }

    // MARK: Scenes

    /// The app's scenes: its one window scene from iOS 13 on, none before.
    public var connectedScenes: Set<UIScene> { windowScene.map { [$0] } ?? [] }

    /// The sessions of the app's scenes.
    public var openSessions: Set<UISceneSession> { Set(connectedScenes.map(\.session)) }

    /// Whether the app shows several scenes at once: never, on iPhone.
    public var supportsMultipleScenes: Bool { false }

    /// Makes the app's window scene, asks the delegate for its configuration, makes the scene
    /// delegate and tells it the scene connected.
    private func connectScene(sceneDelegate makeSceneDelegate: (() -> UISceneDelegate)?) {
        let manifest = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
        let session = UISceneSession(role: .windowApplication, configuration: manifest, identifier: UUID().uuidString)
        let options = UIScene.ConnectionOptions()
        let configuration = delegate?.application(self, configurationForConnecting: session, options: options) ?? manifest
        let sceneDelegate = makeSceneDelegate?()
        if let named = configuration.delegateClass {
            guard let sceneDelegate else {
                preconditionFailure("UIApplication: the scene configuration names \(named) as the scene delegate class, but Swift on Linux cannot make an object from its class; pass `sceneDelegate: { \(named)() }` to the launch call")
            }
            precondition(type(of: sceneDelegate) == named,
                         "UIApplication: the scene configuration names \(named) as the scene delegate class, but the launch call's sceneDelegate makes \(type(of: sceneDelegate))")
        }
        configuration.delegateClass = sceneDelegate.map { type(of: $0) }
        session.configuration = configuration
        let scene = UIWindowScene(session: session, connectionOptions: options)
        scene.application = self
        scene.delegate = sceneDelegate
        windowScene = scene
        for window in windows where window.windowScene == nil { window.windowScene = scene }
        sceneDelegate?.scene(scene, willConnectTo: session, options: options)
        scene.post(UIScene.willConnectNotification)
    }

    /// Where a touch beginning at `point` (screen coordinates) goes: the frontmost visible
    /// window whose hit test (with `event`) finds a view there, and that view.
    func touchTarget(atScreenPoint point: CGPoint, with event: UIEvent) -> (UIWindow, UIView)? {
        for window in windows.reversed() where !window.isHidden {
            if let view = window.hitTest(window.convertFromScreenToWindow(point), with: event) { return (window, view) }
        }
        return nil
    }
}

private struct WeakWindow {
    weak var window: UIWindow?
}
