import Foundation
@_spi(UIKitTesting) import UIKit
import SpringBoard

/// An app launched on a headless device, with the actions and checks a UI test needs.
///
/// Every action goes through the real pipeline: raw touches in screen points enter SpringBoard,
/// which decides what each finger is for and hands the app's fingers to UIKit's touch
/// dispatcher, which sends them as events through `UIApplication.sendEvent(_:)`. Time is virtual:
/// nothing happens between calls, and `advance(by:)` and `settle()` run the frames that fall due.
///
/// A harness made inside a test that carries the `.checksInvariants` trait, or inside a
/// `HarnessTestCase`, is checked with `invariantViolations()` when the test ends.
@MainActor public final class AppHarness {
    /// The simulated iPhone.
    public let device: Device

    /// Launches an app on a new device of `model`, and joins the running test's invariant checks.
    ///
    /// `sceneDelegate` makes the scene delegate an iOS app's Info.plist names (iOS 13 and later);
    /// `infoPlist` holds the Info.plist entries UIKit reads (`UIViewControllerBasedStatusBarAppearance`).
    public init(model: DeviceModel = .iPhone15Pro, systemVersion: OperatingSystemVersion? = nil,
                application: UIApplication.Type = UIApplication.self,
                infoPlist: [String: Any] = [:],
                delegate: () -> UIApplicationDelegate,
                sceneDelegate: (() -> UISceneDelegate)? = nil) {
        device = Device(model: model, systemVersion: systemVersion)
        device.launch(application, infoPlist: infoPlist, delegate: delegate, sceneDelegate: sceneDelegate)
        HarnessRegistry.current?.join(self)
    }

    /// The running app.
    public var application: UIApplication { device.application! }

    /// The app's key window.
    public var keyWindow: UIWindow? { application.keyWindow }

    // MARK: Touches

    /// Taps the centre of `view`'s touchable part through the device's touch input.
    ///
    /// Throws, saying why and naming the view responsible, when the tap could not reach `view`:
    /// it is in no window or a hidden one, it or an ancestor is hidden, transparent (alpha below
    /// 0.01) or has user interaction disabled, no part of it lies inside its ancestors' bounds and
    /// the screen, or another view covers its centre.
    public func tap(_ view: UIView, duration: TimeInterval = 0.1) throws {
        device.tap(at: try touchPoint(of: view), duration: duration)
    }

    /// The screen point at the centre of `view`'s touchable part, where a finger reaches it;
    /// throws, as `tap(_:duration:)` documents, when no finger can reach it there.
    ///
    /// When `orTheViewUnderIt` is true, `view` itself may refuse touches (a `UILabel` does, as on
    /// iOS): a finger on it then reaches the ancestor that takes its touches, and only the
    /// ancestors' flags and the views covering it are checked.
    func touchPoint(of view: UIView, orTheViewUnderIt: Bool = false) throws -> CGPoint {
        device.makeCurrent()
        guard let window = view.window else { throw HarnessError.notInWindow("\(view)") }
        var ancestor: UIView? = view
        while let current = ancestor {
            if current.isHidden {
                throw current === window ? HarnessError.windowHidden(view: "\(view)", window: "\(window)")
                    : HarnessError.hidden(view: "\(view)", hiddenView: "\(current)")
            }
            if current.layer.opacity < 0.01 {
                throw HarnessError.transparent(view: "\(view)", transparentView: "\(current)")
            }
            if !current.isUserInteractionEnabled, !(orTheViewUnderIt && current === view) {
                throw HarnessError.userInteractionDisabled(view: "\(view)", disabledView: "\(current)")
            }
            ancestor = current.superview
        }
        // A point outside any ancestor's bounds never reaches the view (see `UIView.hitTest`).
        guard let frame = Self.hittableFrame(of: view, in: window) else {
            throw HarnessError.notOnScreen("\(view)")
        }
        let point = window.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil as UIWindow?)
        let hit = window.hitTest(window.convert(point, from: nil as UIWindow?), with: nil)
        guard let hit, hit.isDescendant(of: view) || (orTheViewUnderIt && view.isDescendant(of: hit)) else {
            throw HarnessError.obscured(view: "\(view)", by: hit.map { "\($0)" } ?? "nothing")
        }
        return point
    }

    /// The part of `view` inside each ancestor's bounds, the window's bounds and the screen, in
    /// the window's coordinates; nil when nothing is left.
    private static func hittableFrame(of view: UIView, in window: UIWindow) -> CGRect? {
        var frame = view.convert(view.bounds, to: nil as UIView?)
        var ancestor = view.superview
        while let current = ancestor {
            frame = frame.intersection(current.convert(current.bounds, to: nil as UIView?))
            ancestor = current.superview
        }
        frame = frame.intersection(screenBounds(in: window))
        return frame.isNull || frame.isEmpty ? nil : frame
    }

    /// Taps `point` in screen coordinates.
    public func tap(at point: CGPoint, duration: TimeInterval = 0.1) {
        device.tap(at: point, duration: duration)
    }

    /// Taps the status bar at `x` (its middle when nil), holding for `duration` seconds.
    public func tapStatusBar(atX x: CGFloat? = nil, duration: TimeInterval = 0.1) throws {
        let frame = device.statusBar.frame
        guard !frame.isEmpty else { throw HarnessError.statusBarHidden }
        device.tap(at: CGPoint(x: x ?? frame.midX, y: frame.midY), duration: duration)
    }

    // MARK: Time

    /// Advances the device's clock, running the frames that fall due.
    public func advance(by seconds: TimeInterval) { device.advance(by: seconds) }

    /// Runs frames until the device is idle; throws, naming what still runs, after `timeout`.
    public func settle(timeout: TimeInterval = 10) throws { try device.settle(timeout: timeout) }

    // MARK: Finding views

    /// Every view of type `T` in the key window, depth first, that satisfies `predicate`.
    public func views<T: UIView>(ofType type: T.Type, where predicate: (T) -> Bool = { _ in true }) -> [T] {
        var found: [T] = []
        func visit(_ view: UIView) {
            if let match = view as? T, predicate(match) { found.append(match) }
            view.subviews.forEach(visit)
        }
        application.windows.forEach(visit)
        return found
    }

    /// The screen's bounds in `window`'s coordinates (windows are never rotated).
    static func screenBounds(in window: UIWindow) -> CGRect {
        let bounds = window.screen.bounds
        let a = window.convert(CGPoint(x: bounds.minX, y: bounds.minY), from: nil as UIWindow?)
        let b = window.convert(CGPoint(x: bounds.maxX, y: bounds.maxY), from: nil as UIWindow?)
        return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    /// The texts of the labels on screen, top to bottom, then left to right.
    ///
    /// A label counts when it has text, when neither it nor an ancestor (its window included) is
    /// hidden or has alpha below 0.01, and when some of it lies inside every `clipsToBounds`
    /// ancestor's bounds, its window's bounds and the screen. Labels covered by other views count.
    public var visibleTexts: [String] {
        visibleViews(ofType: UILabel.self) { $0.text?.isEmpty == false }.map { $0.text! }
    }

    /// Every view of type `T` on screen that satisfies `predicate`, top to bottom, then left to
    /// right: views with some part drawn on screen (see `visibleFrame(of:in:)`), covered or not.
    func visibleViews<T: UIView>(ofType type: T.Type, where predicate: (T) -> Bool) -> [T] {
        views(ofType: type) { view in
            guard predicate(view), let window = view.window else { return false }
            return Self.visibleFrame(of: view, in: window) != nil
        }
        .map { ($0.convert($0.bounds, to: nil as UIView?), $0) }
        .sorted { ($0.0.minY, $0.0.minX) < ($1.0.minY, $1.0.minX) }
        .map(\.1)
    }

    /// The part of `view` that can be drawn on screen, in the window's coordinates: nil when it or
    /// an ancestor is hidden or transparent, or when clipping ancestors, the window and the
    /// screen leave nothing of it.
    static func visibleFrame(of view: UIView, in window: UIWindow) -> CGRect? {
        var frame = view.convert(view.bounds, to: nil as UIView?)
        var ancestor: UIView? = view
        while let current = ancestor {
            if current.isHidden || current.layer.opacity < 0.01 { return nil }
            if current !== view, current.clipsToBounds {
                frame = frame.intersection(current.convert(current.bounds, to: nil as UIView?))
            }
            ancestor = current.superview
        }
        frame = frame.intersection(window.bounds)
            .intersection(screenBounds(in: window))
        return frame.isNull || frame.isEmpty ? nil : frame
    }

    // MARK: Pictures

    /// The whole screen as last presented.
    public func screenshot() -> CGImage { device.screenshot() }

    /// Compares the screen with the golden `<name>.png` in `directory` (see `Snapshot`).
    public func assertScreenshot(named name: String, in directory: URL) throws {
        try Snapshot.assertMatches(device.screenshot(), named: name, in: directory)
    }

    // MARK: Invariants

    /// The invariants every UI test must leave true, each returning a line per way it is broken.
    ///
    /// No touch is down or queued (nor held back from its view by a gesture recognizer), every
    /// gesture recognizer is back in `.possible`, and nothing is animating, scrolling or waiting
    /// for a later phase, except a layer change waiting to be drawn. A new invariant is one more entry here.
    static let invariants: [@MainActor (AppHarness) -> [String]] = [
        { $0.device.hasActiveTouches ? ["a touch is still down or undelivered"] : [] },
        { harness in
            harness.application.gestureRecognizersInProgress.map { "a gesture recognizer is not back in .possible: \($0)" }
        },
        { $0.device.busyDescriptions(countingUndrawnChanges: false) },
    ]

    /// A line for each broken invariant (see `checkInvariants()`); empty when all hold.
    public func invariantViolations() -> [String] {
        Self.invariants.flatMap { $0(self) }
    }

    /// Throws `HarnessError.invariantsViolated` unless no touch is down or queued, every gesture
    /// recognizer is back in `.possible`, and nothing is animating or waiting.
    ///
    /// A test with the `.checksInvariants` trait, or a `HarnessTestCase`, checks the same
    /// invariants of every harness it made when it ends; other tests call this at their end.
    public func checkInvariants() throws {
        let problems = invariantViolations()
        guard problems.isEmpty else { throw HarnessError.invariantsViolated(problems) }
    }
}
