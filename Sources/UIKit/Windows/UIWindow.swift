import Foundation
import Logging
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// The backdrop of an app's user interface and the object that dispatches touches to its views.
///
/// A window starts hidden, as in UIKit; `makeKeyAndVisible()` shows it. Its layer lives in the
/// screen's layer tree, ordered by `windowLevel`.
@preconcurrency @MainActor open class UIWindow: UIView {
    /// The position of a window in the z-axis; higher levels are in front.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }

    /// The screen the window is on.
    public let screen: UIScreen

    /// The window's level (`.normal` by default).
    open var windowLevel: Level = .normal {
        didSet { if oldValue != windowLevel { screen.attach(self) } }
    }

    /// The view controller whose view fills the window.
    open var rootViewController: UIViewController? {
        willSet {
            // The old root's view leaves while it is still the root, so it hears its disappearance.
            if let old = rootViewController, old !== newValue, let view = old.viewIfLoaded, view.superview === self {
                view.removeFromSuperview()
            }
        }
        didSet { rootViewControllerDidChange(from: oldValue) }
    }

    /// A hidden window with the given frame, on the running device's screen.
    public override init(frame: CGRect) {
        screen = UIScreen.main
        super.init(frame: frame)
        layer.name = "UIWindow"
        layer.isHidden = true
        screen.attach(self)
        application = UIApplication.current
        application?.register(self)
        windowScene = application?.windowScene
        windowScene?.add(self)
    }

    /// A window that fills `windowScene`'s screen, in that scene (iOS 13 and later).
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
    }

    /// The scene the window belongs to: the app's scene from iOS 13 on, whether or not the
    /// app has a scene delegate, as on iOS.
    open weak var windowScene: UIWindowScene? {
        didSet { windowScene?.add(self) }
    }

    /// The app that made the window.
    private(set) weak var application: UIApplication?

    public required init?(coder: NSCoder) {
        preconditionFailure("UIWindow.init(coder:): OpenUIKit has no nib or storyboard loading; create windows in code")
    }

    /// The next responder: the application.
    open override var next: UIResponder? { application }

    /// Whether the window is the app's key window.
    public var isKeyWindow: Bool { application?.keyWindow === self }

    /// Whether the window and its views are not shown (true until the window is made visible).
    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            guard super.isHidden != newValue else { return }
            notifyWindowAppearanceWillChange(visible: !newValue, in: self)
            super.isHidden = newValue
            notifyWindowAppearanceDidChange()
        }
    }

    /// Makes the window the key window, the one that receives status-bar scroll-to-top taps.
    open func makeKey() {
        application?.setKeyWindow(self)
    }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Called when the window became the key window.
    open func becomeKey() {}

    /// Called when the window stopped being the key window.
    open func resignKey() {}

    /// Delivers the touches of `event` that belong to this window to their gesture recognizers,
    /// then to their views.
    ///
    /// A touch that begins without a view is hit-tested once, here, and stays bound to the view
    /// it hits. The gesture recognizers of the touched view and its superviews see each touch
    /// first, and decide what the views get (see `UIGestureRecognizer`). Touches are delivered
    /// to views grouped by view, phase by phase (began, moved, ended, cancelled), in the order
    /// the views were first touched. A view that does not allow multiple touches gets only the
    /// first of its concurrent touches. A view that has left the window since its touch began
    /// still gets the rest of that touch, as on iOS.
    open func sendEvent(_ event: UIEvent) {
        guard event.type == .touches, event.statusBarTouch == nil, let environment = gestureEnvironment else { return }
        let log = DiagnosticLogging.logger(.touches)
        let touches = event.orderedTouches.filter { $0.window === self }
        let began = touches.filter { $0.phase == .began }
        for touch in began where touch.view == nil {
            touch.bind(to: hitTest(touch.location(in: self), with: event), in: self)
            log?.debug("touch began at \(DiagnosticLogging.format(touch.location(in: self))) in \(self): hit \(touch.view.map { $0.description } ?? "no view")")
        }
        for touch in began {
            guard let view = touch.view, !view.isMultipleTouchEnabled else { continue }
            let busy = event.orderedTouches.contains { other in
                other !== touch && other.view === view && other.deliversToView
                    && other.phase != .began && other.phase != .ended && other.phase != .cancelled
            }
            touch.deliversToView = !busy
            if busy {
                log?.debug("touch not delivered: \(view) already has a touch and isMultipleTouchEnabled is false")
            }
        }
        environment.touchesBegan(began, in: event)
        environment.deliverToRecognizers(event, touches: touches)
        // Whether the view is still in the window is worth a walk to the root only when it is logged.
        let reportsDepartedViews = log.map { $0.logLevel <= .notice } ?? false
        let phases: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]
        for phase in phases {
            var groups: [(UIView, [UITouch])] = []
            for touch in touches where touch.phase == phase && environment.viewReceives(touch, phase: phase) {
                guard let view = touch.view else { continue }
                if let index = groups.firstIndex(where: { $0.0 === view }) {
                    groups[index].1.append(touch)
                } else {
                    groups.append((view, [touch]))
                }
            }
            for (view, viewTouches) in groups {
                if reportsDepartedViews, phase != .began, view.window !== self {
                    log?.notice("\(view) has left \(self) since its touch began; it still gets the touch (phase \(phase)), as on iOS")
                }
                let set = Set(viewTouches)
                switch phase {
                case .began: view.touchesBegan(set, with: event)
                case .moved: view.touchesMoved(set, with: event)
                case .ended: view.touchesEnded(set, with: event)
                case .cancelled: view.touchesCancelled(set, with: event)
                case .stationary, .regionEntered, .regionMoved, .regionExited: break
                }
            }
        }
        environment.touchesFinished(touches.filter { $0.phase == .ended || $0.phase == .cancelled })
    }

    /// The gesture environment of the app that made the window.
    var gestureEnvironment: GestureEnvironment? { application?.gestureEnvironment }

    /// Converts a point from the window's coordinates to `window`'s (the screen's when nil).
    public func convert(_ point: CGPoint, to window: UIWindow?) -> CGPoint {
        let onScreen = layer.convert(point, to: screen.windowsLayer)
        guard let window else { return onScreen }
        return window.layer.convert(onScreen, from: screen.windowsLayer)
    }

    /// Converts a point from `window`'s coordinates (the screen's when nil) to the window's.
    public func convert(_ point: CGPoint, from window: UIWindow?) -> CGPoint {
        guard let window else { return convertFromScreenToWindow(point) }
        return layer.convert(point, from: window.layer)
    }

    func convertFromScreenToWindow(_ point: CGPoint) -> CGPoint {
        layer.convert(point, from: screen.windowsLayer)
    }

    /// The window's safe area: the system's insets where the window covers the screen's edges.
    /// Whether a view moving from `old` to `new` enters a shown window (true), leaves one
    /// (false), or neither (nil).
    static func visibilityChange(from old: UIWindow?, to new: UIWindow?) -> Bool? {
        let wasVisible = old.map { !$0.isHidden } ?? false
        let isVisible = new.map { !$0.isHidden } ?? false
        return wasVisible == isVisible ? nil : isVisible
    }

    var windowSafeAreaInsets: UIEdgeInsets {
        let system = screen.host.safeAreaInsets
        let rect = layer.convert(bounds, to: screen.windowsLayer)
        return UIEdgeInsets(of: rect, outside: screen.bounds.inset(by: system))
    }

    private func rootViewControllerDidChange(from old: UIViewController?) {
        guard old !== rootViewController else { return }
        guard let controller = rootViewController else { return }
        let view = controller.view!
        view.frame = rootViewFrame
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(view, at: 0)
        if isKeyWindow {
            application?.updateStatusBarAppearance()
            application?.updateSystemGesturePreferences()
        }
    }

    /// The root view's frame: from iOS 7 on, the whole window, pushed down and shrunk by the
    /// extra height of a double-height (in-call) status bar (reference §1.1); before iOS 7,
    /// the part of the window below the status bar.
    private var rootViewFrame: CGRect {
        let host = screen.host
        let bar = layer.convert(host.statusBarFrame, from: screen.windowsLayer)
        let top: CGFloat
        if host.systemVersion.isAtLeast(7) {
            top = host.isStatusBarHidden ? 0 : max(0, host.statusBarFrame.height - host.defaultStatusBarHeight)
        } else {
            top = host.isStatusBarHidden ? 0 : max(0, min(bounds.maxY, bar.maxY))
        }
        return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    }

    /// Puts the root view controller's view back in its system-given frame (after the status
    /// bar or the orientation changed) and marks the window for layout.
    @_spi(Testing) public func layoutRootView() {
        if let view = rootViewController?.viewIfLoaded, view.superview === self { view.frame = rootViewFrame }
        setNeedsLayout()
    }
}
