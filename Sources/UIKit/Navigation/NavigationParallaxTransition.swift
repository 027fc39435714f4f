import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// One animated push or pop of a navigation controller: iOS 7's parallax slide (reference §6.5).
///
/// The upper view (the pushed one, or the one being popped) moves between the trailing edge
/// and 0 with a 9 pt shadow along its leading edge; the lower view moves between
/// `−(width − round(0.7 × width))` and 0 under a dimming view, black at α 0.1 at its darkest.
/// Everything moves in one `UIView` animation: a critically damped spring (damping ratio 1)
/// that settles in 0.5 s. Reference §6.5 names the curve-7 spring (mass 3, stiffness 1000,
/// damping 500) as typical, but cut at 0.5 s that spring is only about 60 % of the way and the
/// views would jump the rest in the last frame; the damping-ratio-1 spring of the iOS 18+ fluid
/// path (§6.5 [M]) reaches its end within the observed 0.5 s. `finish()`, from
/// the animation's completion or from a new change of the stack, puts every view at its end
/// and calls the container's finishing work exactly once.
@MainActor final class RunningTransition {
    private unowned let container: UINavigationController
    let from: UIViewController
    let to: UIViewController
    let isPush: Bool
    private let finishWork: () -> Void
    private var isFinished = false
    let dimmingView = UIView()
    let shadowView = EdgeShadowView()

    init(container: UINavigationController, from: UIViewController, to: UIViewController, isPush: Bool,
         finish: @escaping () -> Void) {
        self.container = container
        self.from = from
        self.to = to
        self.isPush = isPush
        finishWork = finish
    }

    private var upper: UIView { (isPush ? to : from).view }
    private var lower: UIView { (isPush ? from : to).view }

    /// How far the lower view sits to the left while covered.
    static func parallaxOffset(forWidth width: CGFloat) -> CGFloat {
        width - (width * UIKitConstants.navigationParallaxFraction).rounded()
    }

    func start() {
        installViews()
        // A push is a pop run backwards: it goes from where a finished pop ends to where one starts.
        UIView.performWithoutAnimation { place(popProgress: isPush ? 1 : 0) }
        UIView.animate(withDuration: UIKitConstants.navigationTransitionDuration, delay: 0, usingSpringWithDamping: 1,
                       initialSpringVelocity: 0, options: [], animations: {
            self.place(popProgress: self.isPush ? 0 : 1)
        }, completion: { [weak self] _ in self?.finish() })
    }

    /// Adds the views to the transition view: lower view, dimming, shadow, upper view, back to front.
    private func installViews() {
        let transitionView = container.transitionContainer
        dimmingView.backgroundColor = UIColor(white: 0, alpha: UIKitConstants.navigationDimmingAlpha)
        dimmingView.isUserInteractionEnabled = false
        shadowView.isUserInteractionEnabled = false
        UIView.performWithoutAnimation {
            transitionView.addSubview(lower)
            transitionView.addSubview(dimmingView)
            transitionView.addSubview(shadowView)
            transitionView.addSubview(upper)
            dimmingView.frame = transitionView.bounds
        }
    }

    /// Puts the views where a pop `progress` of the way along has them (0: the upper view in
    /// place over the lower one, parallax-shifted and dimmed; 1: the upper view gone off the
    /// right edge and the lower one in place): the upper view follows the finger, the lower one
    /// moves in with parallax and the dimming lifts.
    private func place(popProgress progress: CGFloat) {
        let bounds = container.transitionContainer.bounds
        let offset = Self.parallaxOffset(forWidth: bounds.width)
        upper.frame = bounds.offsetBy(dx: (bounds.width * progress).rounded(), dy: 0)
        lower.frame = bounds.offsetBy(dx: (-offset * (1 - progress)).rounded(), dy: 0)
        dimmingView.alpha = 1 - progress
        shadowView.frame = shadowFrame(for: upper.frame)
    }

    // MARK: Interactive (the edge swipe's pop)

    /// What runs when an interactive pop is cancelled, instead of the finishing work.
    var cancelWork: (() -> Void)?
    /// Told the interactive pop's progress, and its end value inside the completing animation,
    /// so the navigation bar's contents fade with the finger.
    var progressObserver: ((CGFloat) -> Void)?
    /// How far an interactive pop has gone, 0 to 1.
    private(set) var progress: CGFloat = 0

    /// Places the views for an interactive pop that has not moved yet.
    func prepareInteractive() {
        installViews()
        update(progress: 0)
    }

    /// Puts the views where a pop `progress` of the way along has them, and tells the observer.
    func update(progress: CGFloat) {
        self.progress = progress
        UIView.performWithoutAnimation {
            place(popProgress: progress)
            progressObserver?(progress)
        }
    }

    /// Runs the rest of an interactive pop, or takes it back, over `duration` with the
    /// ease-in-out curve (`UIPercentDrivenInteractiveTransition`'s, reference §12.1 [H]).
    func completeInteractive(finishing: Bool, duration: TimeInterval) {
        UIView.animate(withDuration: duration, animations: {
            self.place(popProgress: finishing ? 1 : 0)
            self.progressObserver?(finishing ? 1 : 0)
        }, completion: { [weak self] _ in
            guard let self else { return }
            if finishing { self.finish() } else { self.cancel() }
        })
    }

    /// Ends a cancelled interactive pop: the upper view back in place, the lower one gone.
    private func cancel() {
        guard !isFinished else { return }
        isFinished = true
        for view in [upper, lower, dimmingView, shadowView] { view.layer.removeAllAnimations() }
        UIView.performWithoutAnimation { upper.frame = container.transitionContainer.bounds }
        container.transitionDidEnd(self)
        // The appearance calls first, so the lower view leaving the window owes none of its own.
        cancelWork?()
        lower.removeFromSuperview()
        dimmingView.removeFromSuperview()
        shadowView.removeFromSuperview()
    }

    private func shadowFrame(for upperFrame: CGRect) -> CGRect {
        let width = UIKitConstants.navigationEdgeShadowWidth
        return CGRect(x: upperFrame.minX - width, y: upperFrame.minY, width: width, height: upperFrame.height)
    }

    /// Ends the transition: the views at their final places, the extra views gone, and the
    /// container's finishing work (appearance, containment, delegate) done once.
    func finish() {
        guard !isFinished else { return }
        isFinished = true
        let bounds = container.transitionContainer.bounds
        for view in [upper, lower, dimmingView, shadowView] { view.layer.removeAllAnimations() }
        UIView.performWithoutAnimation {
            to.view.frame = bounds
        }
        dimmingView.removeFromSuperview()
        shadowView.removeFromSuperview()
        container.transitionDidEnd(self)
        finishWork()
    }
}

/// The soft shadow along the leading edge of a view sliding over another: a 9 pt gradient from
/// clear to black at α 0.1 (`_UIVerticalEdgeShadowView`, reference §12.1 [M]).
final class EdgeShadowView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        preconditionFailure("EdgeShadowView.init(coder:): OpenUIKit has no nib or storyboard loading")
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(),
              let gradient = CGGradient(colorsSpace: nil, colors: [UIColor.clear.cgColor,
                                                                  UIColor(white: 0, alpha: UIKitConstants.navigationDimmingAlpha).cgColor],
                                        locations: [0, 1]) else { return }
        context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: bounds.width, y: 0), options: [])
    }
}

/// The pop gesture's delegate: the swipe begins only when there is something to pop and no
/// transition is running.
@MainActor final class InteractivePopGestureDelegate: UIGestureRecognizerDelegate {
    private unowned let container: UINavigationController
    init(container: UINavigationController) { self.container = container }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        container.canBeginInteractivePop
    }
}
