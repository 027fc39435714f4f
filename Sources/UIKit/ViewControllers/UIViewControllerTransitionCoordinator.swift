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

/// The coordinator of a change of the interface's size (a rotation): blocks given to it run
/// with the change, and their completions in the commit phase after it.
///
/// SpringBoard does not animate rotation yet (the interface turns at once), so the transition
/// reports no animation and a zero duration, and the alongside blocks run when the new size is
/// in place, as an animation with no duration would.
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var finished = false

    var isAnimated: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { finished ? 1 : 0 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !finished else { return false }
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// The new size is in place: runs the alongside blocks now and the completions in the
    /// commit phase of `host`'s frame (at once without a host).
    func run(on host: CAHostContext?) {
        finished = true
        for animation in animations { animation(self) }
        animations.removeAll()
        let complete = { [self] in
            for completion in completions { completion(self) }
            completions.removeAll()
        }
        if let host { host.enqueueCallback(label: "viewWillTransition(to:with:) completion", complete) } else { complete() }
    }
}
