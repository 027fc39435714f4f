import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// One open animation block: its parameters, the animations it created and its completion.
///
/// `UIView` is its layer's delegate; while a block is open, the delegate answers property
/// changes with animations built here. The block's completion runs once every animation it
/// created has stopped, with `finished` true only if all of them ran to their end; a block that
/// animates nothing completes in the next commit phase with `true`.
@MainActor final class UIViewAnimationState: CAAnimationDelegate {
    /// The open blocks, innermost last (main-thread UIKit state, as in UIKit).
    static var stack: [UIViewAnimationState] = []
    static var current: UIViewAnimationState? { stack.last }
    /// Whether animation blocks animate at all (`UIView.setAnimationsEnabled`).
    static var animationsEnabled = true

    struct Spring {
        var dampingRatio: CGFloat
        var initialVelocity: CGFloat
    }

    var duration: TimeInterval
    var delay: TimeInterval
    var options: UIView.AnimationOptions
    var curve: UIView.AnimationCurve
    var spring: Spring?
    var repeatCount: Float = 0
    var autoreverses = false
    let completion: ((Bool) -> Void)?

    /// What runs, before the completion, when the block's animations have stopped (a stack
    /// view hides an arranged subview hidden inside the block).
    private var stopActions: [() -> Void] = []
    private var pending = 0
    private var allFinished = true
    private var closed = false
    /// The device context the block's animations run on. Weak: the block is its animations'
    /// delegate, and the context holds the animating layers, so a strong reference would keep a
    /// departed device's context, layers and views alive in a cycle.
    private weak var host: CAHostContext?

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
         curve: UIView.AnimationCurve, spring: Spring?, completion: ((Bool) -> Void)?) {
        self.duration = duration
        self.delay = delay
        self.options = options
        self.curve = curve
        self.spring = spring
        self.completion = completion
        if let outer = Self.current {
            // Nested blocks inherit the outer block's duration and curve unless told not to.
            if !options.contains(.overrideInheritedDuration) { self.duration = outer.duration }
            if !options.contains(.overrideInheritedCurve) {
                self.curve = outer.curve
                if options.curveNumber != UIKitConstants.keyboardCurveNumber { self.spring = outer.spring ?? spring }
            }
            if !options.contains(.overrideInheritedOptions) {
                self.options.formUnion(outer.options.intersection([.allowUserInteraction, .repeat, .autoreverse]))
            }
        }
        if self.options.contains(.repeat) { repeatCount = .infinity }
        if self.options.contains(.autoreverse) { autoreverses = true }
    }

    /// Opens the block: property changes from now on animate with its parameters.
    func open() {
        host = CAHostContext.current
        Self.stack.append(self)
    }

    /// Closes the block; completes it now if it created no animations.
    func close() {
        precondition(Self.stack.last === self, "UIView animation blocks must close in the order they opened")
        Self.stack.removeLast()
        closed = true
        finishIfDone()
    }

    /// Whether changes made in the block animate (animations are enabled and it has a duration or a spring).
    var animates: Bool { Self.animationsEnabled && (duration > 0 || spring != nil) }

    /// Runs `action` when the block is closed and its animations have stopped, before its completion.
    func addStopAction(_ action: @escaping () -> Void) {
        stopActions.append(action)
    }

    /// The action for a change of `key` on a view's layer: an animation from the value on
    /// screen now to the new model value, or nil when this block does not animate.
    func action(for view: UIView, layer: CALayer, key: String) -> CAAction? {
        guard Self.animationsEnabled, duration > 0 || spring != nil else { return nil }
        let animation: CABasicAnimation
        if options.curveNumber == UIKitConstants.keyboardCurveNumber {
            let keyboard = CASpringAnimation(keyPath: key)
            let values = UIKitConstants.keyboardSpring
            keyboard.mass = values.mass; keyboard.stiffness = values.stiffness; keyboard.damping = values.damping
            keyboard.duration = values.duration
            animation = keyboard
        } else if let spring {
            animation = Self.springAnimation(keyPath: key, duration: duration, spring: spring)
        } else {
            animation = CABasicAnimation(keyPath: key)
            animation.duration = duration
            animation.timingFunction = CAMediaTimingFunction(name: timingFunctionName)
        }
        animation.fromValue = layer.presentationValue(forKeyPath: key)
        // The block completes on the device of the layers it animates, whichever is current.
        if let layerHost = layer.hostContext { host = layerHost }
        if delay > 0, let host {
            animation.beginTime = host.mediaTime + delay
            animation.fillMode = .backwards
        }
        animation.repeatCount = repeatCount
        animation.autoreverses = autoreverses
        animation.delegate = self
        pending += 1
        return UIViewAnimationAction(animation: animation)
    }

    private var timingFunctionName: CAMediaTimingFunctionName {
        switch options.curveNumber == 0 ? curve : (UIView.AnimationCurve(rawValue: Int(options.curveNumber)) ?? curve) {
        case .easeInOut: return .easeInEaseOut
        case .easeIn: return .easeIn
        case .easeOut: return .easeOut
        case .linear: return .linear
        }
    }

    static func springAnimation(keyPath: String, duration: TimeInterval, spring: Spring) -> CASpringAnimation {
        let zeta = max(0.01, Double(spring.dampingRatio))
        let omega0 = log(1 / UIKitConstants.springSettlingFraction) / (min(zeta, 1) * max(duration, 0.01))
        let animation = CASpringAnimation(keyPath: keyPath)
        animation.mass = 1
        animation.stiffness = CGFloat(omega0 * omega0)
        animation.damping = CGFloat(2 * zeta * omega0)
        animation.initialVelocity = spring.initialVelocity
        animation.duration = duration
        return animation
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        pending -= 1
        allFinished = allFinished && flag
        // The stop call already runs in the commit phase, so the completion follows it there.
        finishIfDone(inCommitPhase: true)
    }

    /// Calls the completion once the block is closed and its animations have stopped: at once
    /// when called from the commit phase, otherwise queued for the next commit phase, so that a
    /// completion that starts another block without animations runs a frame later, never
    /// inside the block that started it.
    private func finishIfDone(inCommitPhase: Bool = false) {
        guard closed, pending == 0, completion != nil || !stopActions.isEmpty else { return }
        let finished = allFinished
        let actions = stopActions
        stopActions = []
        let completion = self.completion
        let call = {
            for action in actions { action() }
            completion?(finished)
        }
        if let host, !inCommitPhase { host.enqueueCallback(label: "a UIView animation completion", call) } else { call() }
    }

    /// Whether an animation created by a block without `.allowUserInteraction` is running on `layer`.
    static func blocksInteraction(_ layer: CALayer) -> Bool {
        guard let keys = layer.animationKeys() else { return false }
        let now = layer.hostContext?.mediaTime ?? 0
        return keys.contains { key in
            guard let animation = layer.animation(forKey: key),
                  let state = animation.delegate as? UIViewAnimationState,
                  !state.options.contains(.allowUserInteraction),
                  let end = layer.endTimeOfAnimation(forKey: key) else { return false }
            return now < end
        }
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any?) -> Bool { (other as? Self) == self }
}

/// Adds a view animation under a key of its own, so a later animation of the same property
/// blends over it instead of cancelling it (iOS 8+ behaviour: both complete with `finished`).
@MainActor final class UIViewAnimationAction: CAAction {
    let animation: CABasicAnimation
    init(animation: CABasicAnimation) { self.animation = animation }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        // A change to the value already on screen animates nothing, as in UIKit: the block
        // then completes at the next commit (reference §6.2).
        if Self.areEqual(animation.fromValue, layer.modelValue(forKeyPath: event)),
           let state = animation.delegate as? UIViewAnimationState {
            state.animationDidStop(animation, finished: true)
            return
        }
        let existing = Set(layer.animationKeys() ?? [])
        var key = event
        var n = 1
        while existing.contains(key) {
            n += 1
            key = "\(event)-\(n)"
        }
        layer.add(animation, forKey: key)
    }

    /// Whether two animation values are equal (both nil, or equal values of one type).
    static func areEqual(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (x?, y?):
            guard let x = x as? any Equatable else { return false }
            return x.isEqual(to: y)
        default: return false
        }
    }
}
