import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

extension UIView {
    /// Animates the property changes made in `animations` over `duration` seconds after `delay`.
    ///
    /// Model values change at once; each changed layer property gets an animation from its
    /// on-screen value. `completion` runs in a later commit phase: once every animation has
    /// stopped (`finished` false if any was removed early), or in the next commit phase with
    /// `true` if nothing animated.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               options: AnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        run(UIViewAnimationState(duration: duration, delay: delay, options: options, curve: .easeInOut,
                                 spring: nil, completion: completion), animations)
    }

    /// Animates the changes in `animations` over `duration` seconds with the ease-in-out curve.
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes in `animations` over `duration` seconds with the ease-in-out curve.
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes in `animations` with a spring.
    ///
    /// `dampingRatio` 1 settles without overshoot, smaller values oscillate; `velocity` is the
    /// initial speed in distances per second (1 = the whole change in one second).
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat,
                               initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let spring = UIViewAnimationState.Spring(dampingRatio: dampingRatio, initialVelocity: velocity)
        run(UIViewAnimationState(duration: duration, delay: delay, options: options, curve: .easeInOut,
                                 spring: spring, completion: completion), animations)
    }

    /// Makes the changes in `actionsWithoutAnimation` without animating them, even inside an
    /// animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let wasEnabled = UIViewAnimationState.animationsEnabled
        UIViewAnimationState.animationsEnabled = false
        actionsWithoutAnimation()
        UIViewAnimationState.animationsEnabled = wasEnabled
    }

    /// Turns animation blocks on or off for the whole app.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        UIViewAnimationState.animationsEnabled = enabled
    }

    /// Whether animation blocks animate.
    public static var areAnimationsEnabled: Bool { UIViewAnimationState.animationsEnabled }

    /// The duration of the innermost open animation block, or 0 outside one.
    public static var inheritedAnimationDuration: TimeInterval {
        UIViewAnimationState.current?.duration ?? 0
    }

    private static func run(_ state: UIViewAnimationState, _ animations: () -> Void) {
        state.open()
        animations()
        state.close()
    }

    // MARK: Legacy animation blocks (iOS 2–13 API)

    /// Opens a legacy animation block: 0.2 s, ease-in-out, until `commitAnimations()`.
    public static func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        UIViewAnimationState(duration: UIKitConstants.defaultLegacyAnimationDuration, delay: 0, options: [],
                             curve: .easeInOut, spring: nil, completion: nil).open()
    }

    /// Closes the innermost legacy animation block.
    public static func commitAnimations() {
        guard let state = UIViewAnimationState.current else {
            preconditionFailure("UIView.commitAnimations(): no animation block is open (call beginAnimations first)")
        }
        state.close()
    }

    /// Sets the duration of the open legacy block; changes made before this call keep the old one.
    public static func setAnimationDuration(_ duration: TimeInterval) {
        legacyState("setAnimationDuration").duration = duration
    }

    /// Sets the delay of the open legacy block.
    public static func setAnimationDelay(_ delay: TimeInterval) {
        legacyState("setAnimationDelay").delay = delay
    }

    /// Sets the curve of the open legacy block.
    public static func setAnimationCurve(_ curve: AnimationCurve) {
        legacyState("setAnimationCurve").curve = curve
    }

    /// Sets how many times the open legacy block's animations repeat.
    public static func setAnimationRepeatCount(_ repeatCount: Float) {
        legacyState("setAnimationRepeatCount").repeatCount = repeatCount
    }

    /// Sets whether the open legacy block's animations play backwards after each repetition.
    public static func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        legacyState("setAnimationRepeatAutoreverses").autoreverses = repeatAutoreverses
    }

    /// Accepted for compatibility: animations always start from the on-screen value (see
    /// `AnimationOptions.beginFromCurrentState`).
    public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        let state = legacyState("setAnimationBeginsFromCurrentState")
        if fromCurrentState { state.options.insert(.beginFromCurrentState) } else { state.options.remove(.beginFromCurrentState) }
    }

    private static func legacyState(_ caller: String) -> UIViewAnimationState {
        guard let state = UIViewAnimationState.current else {
            preconditionFailure("UIView.\(caller)(_:): no animation block is open (call beginAnimations first)")
        }
        return state
    }
}
