import Foundation
@_spi(UIKitTesting) import UIKit

/// Why a harness action or check failed.
///
/// Views are named by their `description` (class, address, frame and flags).
public enum HarnessError: Error, CustomStringConvertible {
    /// The view is in no window.
    case notInWindow(String)
    /// The view's window is hidden.
    case windowHidden(view: String, window: String)
    /// The view, or the ancestor `hiddenView`, is hidden.
    case hidden(view: String, hiddenView: String)
    /// The view, or the ancestor `transparentView`, has alpha below 0.01, so it ignores touches.
    case transparent(view: String, transparentView: String)
    /// The view, or the ancestor `disabledView`, has user interaction disabled.
    case userInteractionDisabled(view: String, disabledView: String)
    /// No part of the view lies inside its ancestors' bounds and the screen.
    case notOnScreen(String)
    /// A tap at the view's centre would reach another view (`by`), or "nothing".
    case obscured(view: String, by: String)
    case statusBarHidden
    case invariantsViolated([String])
    /// A gesture's parameter is out of its range: `requirement` says what it must be
    /// ("positive" for a distance, duration, speed, scale or radius).
    case invalidParameter(gesture: String, parameter: String, value: Double, requirement: String)
    /// A drag's path has no points.
    case emptyPath(gesture: String)
    /// A finger of the gesture would touch `point`, which is outside the screen `screen`.
    case offScreen(gesture: String, point: CGPoint, screen: CGRect)
    /// `perform(_:)` got no strokes.
    case noStrokes
    /// Stroke `finger` of `perform(_:)` cannot be played, for `reason`.
    case invalidStroke(finger: Int, reason: String)
    /// A finger is down or a touch is still being delivered when a gesture starts.
    case fingersAlreadyDown(gesture: String)
    /// A system gesture (`openControlCenter()`, `openNotificationCenter()`, `goHome()`) did not
    /// get there through the device's input: `reason` says why.
    case systemGestureFailed(gesture: String, reason: String)
    /// No view on screen has `value` as its `attribute` ("accessibility identifier",
    /// "accessibility label" or "text"); `onScreen` lists the values the screen shows instead,
    /// `notVisible` the matching views that are hidden, transparent, clipped or off screen.
    case noVisibleView(attribute: String, value: String, onScreen: [String], notVisible: [String])
    /// More than one view on screen has `value` as its `attribute`; `matches` names them.
    case ambiguous(attribute: String, value: String, matches: [String])

    public var description: String {
        switch self {
        case let .notInWindow(view): return "\(view) is not in a window, so it cannot be tapped"
        case let .windowHidden(view, window): return "\(view) is in a hidden window \(window), so it cannot be tapped"
        case let .hidden(view, hiddenView):
            return view == hiddenView ? "\(view) is hidden, so it cannot be tapped"
                : "\(view) cannot be tapped because its ancestor \(hiddenView) is hidden"
        case let .transparent(view, transparentView):
            return view == transparentView ? "\(view) has alpha below 0.01, so it ignores touches"
                : "\(view) ignores touches because its ancestor \(transparentView) has alpha below 0.01"
        case let .userInteractionDisabled(view, disabledView):
            return view == disabledView ? "\(view) does not accept touches: userInteractionEnabled is false"
                : "\(view) does not accept touches: userInteractionEnabled is false on its ancestor \(disabledView)"
        case let .notOnScreen(view): return "\(view) is not on screen: no part of it lies inside its ancestors' bounds and the screen, so it cannot be tapped"
        case let .obscured(view, by): return "a tap on \(view) would reach \(by) instead"
        case .statusBarHidden: return "the status bar is hidden, so it cannot be tapped"
        case let .systemGestureFailed(gesture, reason): return "\(gesture): \(reason)"
        case let .invariantsViolated(problems): return "test invariants violated:\n" + problems.map { "  - \($0)" }.joined(separator: "\n")
        case let .invalidParameter(gesture, parameter, value, requirement):
            return "\(gesture): \(parameter) must be \(requirement), not \(Self.format(value))"
        case let .emptyPath(gesture): return "\(gesture): the path has no points, so there is nowhere to put the finger"
        case let .offScreen(gesture, point, screen):
            return "\(gesture): a finger would touch \(Self.format(point)), outside the \(Self.format(screen.width)) × \(Self.format(screen.height)) pt screen"
        case .noStrokes: return "perform: there are no strokes to play"
        case let .invalidStroke(finger, reason): return "perform: stroke \(finger) \(reason)"
        case let .fingersAlreadyDown(gesture):
            return "\(gesture): a finger is already down or a touch is still being delivered; lift it (Device.touchUp) and run a frame before the gesture"
        case let .noVisibleView(attribute, value, onScreen, notVisible):
            var text = "no view on screen has the \(attribute) \"\(value)\""
            text += onScreen.isEmpty ? "; no view on screen has any \(attribute)"
                : "; the \(attribute)s on screen are " + onScreen.map { "\"\($0)\"" }.joined(separator: ", ")
            if !notVisible.isEmpty {
                text += "; views with it that are not visible (hidden, transparent, clipped or off screen): "
                    + notVisible.joined(separator: ", ")
            }
            return text
        case let .ambiguous(attribute, value, matches):
            return "\(matches.count) views on screen have the \(attribute) \"\(value)\", so it names none of them: "
                + matches.joined(separator: ", ")
        }
    }

    /// `value` without a trailing ".0", as UIKit's descriptions print numbers.
    private static func format(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private static func format(_ value: CGFloat) -> String { format(Double(value)) }

    private static func format(_ point: CGPoint) -> String { "(\(format(point.x)), \(format(point.y)))" }
}
