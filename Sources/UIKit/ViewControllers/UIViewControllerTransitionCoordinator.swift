import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// What a transition in progress is like: animated or not, interactive or not, how long it lasts.
@preconcurrency @MainActor public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether a gesture drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (an interactive one that went back).
    var isCancelled: Bool { get }
    /// How long the transition's animation lasts.
    var transitionDuration: TimeInterval { get }
    /// How far along the transition is, 0…1.
    var percentComplete: CGFloat { get }
    /// The curve of the transition's animation.
    var completionCurve: UIView.AnimationCurve { get }
}

/// The object that runs a view controller transition, through which code animates alongside it
/// and hears when it ends.
@preconcurrency @MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` with the transition's animation, and `completion` when it ends; true
    /// when the blocks were taken.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// The coordinator of a change of the interface's size (a rotation): blocks given to it before
/// the change run inside the rotation's animation block, and their completions in the commit
/// phase after that animation ends.
///
/// The transition is animated, not interactive and never cancelled. It lasts
/// `transitionDuration` (the system's rotation duration) with the ease-in-out curve, so what
/// the alongside blocks change animates with the window's content; `percentComplete` follows
/// the device clock from 0, when the animation starts, to 1 when it ends. Blocks offered once
/// the animation has started are refused (`animate(alongsideTransition:completion:)` returns
/// false), as they could no longer join it.
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let transitionDuration: TimeInterval
    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// The device clock's time when the animation started.
    private var startTime: CFTimeInterval?
    /// The device whose clock that is. Weak: the rotation's animations on that device hold the
    /// coordinator (through their completion block), so a strong reference would be a cycle.
    private weak var host: CAHostContext?
    private var finished = false

    /// A coordinator for a change that animates over `duration` seconds.
    init(duration: TimeInterval) {
        transitionDuration = duration
    }

    var isAnimated: Bool { transitionDuration > 0 }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var completionCurve: UIView.AnimationCurve { .easeInOut }

    var percentComplete: CGFloat {
        if finished { return 1 }
        guard let startTime, let host, transitionDuration > 0 else { return 0 }
        return CGFloat(min(1, max(0, (host.mediaTime - startTime) / transitionDuration)))
    }

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard startTime == nil, !finished else { return false }
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the alongside blocks; call it inside the rotation's animation block, once the new
    /// size is in place, on `host`'s clock.
    func runAlongsideAnimations(on host: CAHostContext) {
        startTime = host.mediaTime
        self.host = host
        for animation in animations { animation(self) }
        animations.removeAll()
    }

    /// Runs the completions; call it in the commit phase after the rotation's animation ended.
    func finish() {
        finished = true
        for completion in completions { completion(self) }
        completions.removeAll()
    }
}
