import Foundation

/// What an animation shows outside its active interval.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// No effect outside the active interval (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// Holds the final value after the end (while the animation stays on the layer).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Shows the initial value before `beginTime`.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `forwards` and `backwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}

/// The timing properties shared by animations.
@preconcurrency @MainActor public protocol CAMediaTiming: AnyObject {
    /// When the animation starts, in media time; 0 when added means "now".
    var beginTime: CFTimeInterval { get set }
    /// The length of one iteration in seconds; 0 means the transaction's duration (0.25 s by default).
    var duration: CFTimeInterval { get set }
    /// How fast local time runs relative to media time (1 by default).
    var speed: Float { get set }
    /// How many times the animation repeats; 0 means once.
    var repeatCount: Float { get set }
    /// Whether each iteration plays forwards then backwards.
    var autoreverses: Bool { get set }
    /// What the animation shows outside its active interval.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// Called when an animation starts and stops.
@preconcurrency @MainActor public protocol CAAnimationDelegate: AnyObject {
    /// Called in the frame's commit phase of the first frame at or after the animation's begin time.
    func animationDidStart(_ anim: CAAnimation)
    /// Called in the commit phase after the animation ends (`finished == true`) or is removed
    /// from its layer before its end (`finished == false`).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An object that responds to a layer property change, usually by adding an animation.
@preconcurrency @MainActor public protocol CAAction {
    /// Runs the action for `event` on `anObject`.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: returning `NSNull()` from `action(for:forKey:)` ends the search for an action,
    /// which is how a delegate turns off an implicit animation.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
