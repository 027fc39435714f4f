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
    public init(model: DeviceModel = .iPhone15Pro, systemVersion: OperatingSystemVersion? = nil,
                application: UIApplication.Type = UIApplication.self,
                delegate: () -> UIApplicationDelegate) {
        device = Device(model: model, systemVersion: systemVersion)
        device.launch(application, delegate: delegate)
        HarnessRegistry.current?.join(self)
    }

    /// The running app.
    public var application: UIApplication { device.application! }

    /// The app's key window.
    public var keyWindow: UIWindow? { application.keyWindow }

    // MARK: Touches

    /// Taps the centre of `view`'s visible part through the device's touch input.
    ///
    /// Throws when the view is not on screen or another view would receive the tap.
    public func tap(_ view: UIView, duration: TimeInterval = 0.1) throws {
        device.makeCurrent()
        guard let window = view.window, !window.isHidden else { throw HarnessError.notOnScreen("\(view)") }
        let frame = view.convert(view.bounds, to: nil as UIView?).intersection(window.bounds)
        guard !frame.isNull, !frame.isEmpty else { throw HarnessError.notOnScreen("\(view)") }
        let point = window.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil as UIWindow?)
        let hit = window.hitTest(window.convert(point, from: nil as UIWindow?), with: nil)
        guard let hit, hit.isDescendant(of: view) else {
            throw HarnessError.obscured(view: "\(view)", by: hit.map { "\($0)" } ?? "nothing")
        }
        device.tap(at: point, duration: duration)
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

    /// The visible labels' texts in the app's windows, top to bottom, then left to right.
    public var visibleTexts: [String] {
        views(ofType: UILabel.self) { label in
            var view: UIView? = label
            while let v = view { if v.isHidden || v.alpha < 0.01 { return false }; view = v.superview }
            return label.text?.isEmpty == false
        }
        .map { ($0.convert($0.bounds, to: nil as UIView?), $0.text!) }
        .sorted { ($0.0.minY, $0.0.minX) < ($1.0.minY, $1.0.minX) }
        .map(\.1)
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
    /// No touch is down or queued, and nothing is animating, scrolling or waiting for a later
    /// phase. A new invariant is one more entry here; gesture recognizers outside `.possible`
    /// will be one when UIKit has recognizers.
    static let invariants: [@MainActor (AppHarness) -> [String]] = [
        { $0.device.hasActiveTouches ? ["a touch is still down or undelivered"] : [] },
        { $0.device.busyDescriptions },
    ]

    /// A line for each broken invariant (see `checkInvariants()`); empty when all hold.
    public func invariantViolations() -> [String] {
        Self.invariants.flatMap { $0(self) }
    }

    /// Throws `HarnessError.invariantsViolated` unless no touch is down or queued and nothing is
    /// animating or waiting.
    ///
    /// A test with the `.checksInvariants` trait, or a `HarnessTestCase`, checks the same
    /// invariants of every harness it made when it ends; other tests call this at their end.
    public func checkInvariants() throws {
        let problems = invariantViolations()
        guard problems.isEmpty else { throw HarnessError.invariantsViolated(problems) }
    }
}

/// Why a harness action or check failed.
public enum HarnessError: Error, CustomStringConvertible {
    case notOnScreen(String)
    case obscured(view: String, by: String)
    case statusBarHidden
    case invariantsViolated([String])

    public var description: String {
        switch self {
        case let .notOnScreen(view): return "\(view) is not on screen, so it cannot be tapped"
        case let .obscured(view, by): return "a tap on \(view) would reach \(by) instead"
        case .statusBarHidden: return "the status bar is hidden, so it cannot be tapped"
        case let .invariantsViolated(problems): return "test invariants violated:\n" + problems.map { "  - \($0)" }.joined(separator: "\n")
        }
    }
}
