import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// A container that shows a stack of view controllers one at a time, with a navigation bar
/// along the top and an optional toolbar along the bottom.
///
/// The controllers of the stack are its children (reference §9.5); only the top one's view is
/// in the container's view, full size, under the bars. A push or pop calls the appearance
/// methods in iOS's order (reference §9.4, see `NavigationTransitionPlan`) with the `animated`
/// flag it was given, and, animated, runs iOS 7's parallax slide (reference §6.5, §12.1): the
/// incoming view slides in from the trailing edge over the outgoing one, which moves a third
/// of the width the other way (`parallaxOffset = round(0.7 × width)`, so it ends at about
/// −0.3 × width) under a dimming view, with a 9 pt shadow along the incoming view's leading
/// edge, over 0.5 s on a critically damped spring (see `RunningTransition`). A pop runs the
/// same in reverse. The navigation
/// bar's contents cross-fade over the same time and the toolbar's items cross-fade while the
/// toolbar stays where it is. A change while a transition runs finishes that transition first.
///
/// A swipe from the left edge pops interactively (`interactivePopGestureRecognizer`, reference
/// §12.1): the views follow the finger, the outgoing top's `viewWillDisappear(true)` and the
/// one below's `viewWillAppear(true)` come when it begins, and on release the pop finishes
/// unless the finger moves back (`InteractivePopDecision`), over the rest of the 0.5 s or less
/// for a fast finger. A finished pop ends with their "did" calls; a cancelled one calls the
/// lower controller's `viewWillDisappear` and `viewDidDisappear`, then the top's
/// `viewWillAppear` and `viewDidAppear` (reference §9.4 [M]). The navigation bar's contents
/// cross-fade with the finger.
@preconcurrency @MainActor open class UINavigationController: UIViewController, UINavigationBarDelegate {
    /// How long the bars take to slide in or out: 0.2 s (reference §6.5 [M]).
    public class var hideShowBarDuration: CGFloat { CGFloat(UIKitConstants.navigationHideShowBarDuration) }

    /// The object that hears about each new top controller (nil by default), including the
    /// root when the navigation controller first appears (see `NavigationShowAnnouncements`).
    open weak var delegate: UINavigationControllerDelegate?
    /// What the delegate has heard about the top controller.
    private var announcements = NavigationShowAnnouncements<ObjectIdentifier>()

    /// The bar along the top, showing the stack's navigation items.
    public let navigationBar = UINavigationBar()

    /// The toolbar along the bottom, showing the top controller's `toolbarItems` while it is
    /// not hidden; set its items through the controllers, not directly (reference §9.2 [H]).
    public let toolbar: UIToolbar! = UIToolbar()

    private var stack: [UIViewController] = []
    private let transitionView = UIView()
    /// The transition running now, finished early when the stack changes again.
    private var runningTransition: RunningTransition?
    /// Whether the controller is updating the bar, so the bar's delegate calls are its own.
    private var isDrivingBar = false
    private var navigationBarHidden = false
    private var toolbarHidden = true
    private lazy var popGesture: UIScreenEdgePanGestureRecognizer = {
        let recognizer = UIScreenEdgePanGestureRecognizer(target: self, action: Selector(UINavigationController.handleInteractivePop(_:)))
        recognizer.edges = .left
        recognizer.delaysTouchesBegan = false
        recognizer.delegate = popGestureDelegate
        return recognizer
    }()
    private lazy var popGestureDelegate = InteractivePopGestureDelegate(container: self)

    /// The screen-edge pan from the left edge that pops the top controller interactively.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { popGesture }

    /// A navigation controller whose stack is `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        preconditionFailure("UINavigationController.init(coder:): OpenUIKit has no nib or storyboard loading; create view controllers in code")
    }

    // MARK: The stack

    /// The stack, root first; setting it replaces the stack without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The top controller, which decides whether the status bar is hidden.
    open override var childForStatusBarHidden: UIViewController? { topViewController }

    /// The top controller, which decides the status bar's style: OpenUIKit's navigation bar has
    /// no `barStyle`, from which iOS derives the style while the bar is shown (reference §1.5).
    open override var childForStatusBarStyle: UIViewController? { topViewController }

    /// The controller whose view shows now: the top controller, or what it presents.
    open var visibleViewController: UIViewController? {
        var visible = topViewController
        while let presented = visible?.presentedViewController { visible = presented }
        return visible
    }

    /// Pushes `viewController` on top; with `animated`, it slides in over the old top.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        precondition(!stack.contains { $0 === viewController }, "UINavigationController.pushViewController(_:animated:): pushing a controller that is already in the stack is not supported")
        change(to: stack + [viewController], animated: animated)
    }

    /// Pops the top controller and returns it (nil at the root); with `animated`, it slides
    /// out and uncovers the one below.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        change(to: Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Pops every controller above the root and returns them (nil when there were none).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops every controller above `viewController` and returns them (nil when it is not in
    /// the stack or nothing is above it).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }), index < stack.count - 1 else { return nil }
        let popped = Array(stack[(index + 1)...])
        change(to: Array(stack[...index]), animated: animated)
        return popped
    }

    /// Replaces the stack; with `animated` and a new top, the change runs as a push (the new
    /// top was not in the stack) or a pop (it was).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        change(to: viewControllers, animated: animated)
    }

    // MARK: Bars

    /// Whether the navigation bar is hidden (false by default); setting it hides it at once.
    open var isNavigationBarHidden: Bool {
        get { navigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar; with `animated`, it slides up out of the screen or
    /// back down over `hideShowBarDuration` (0.2 s).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != navigationBarHidden else { return }
        navigationBarHidden = hidden
        animateBars(animated)
    }

    /// Whether the toolbar is hidden (true by default); setting it changes it at once.
    open var isToolbarHidden: Bool {
        get { toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar; with `animated`, it slides out of the bottom or back in
    /// over `hideShowBarDuration` (0.2 s, reference §9.2).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHidden else { return }
        toolbarHidden = hidden
        animateBars(animated)
    }

    private func animateBars(_ animated: Bool) {
        guard isViewLoaded else { return }
        if animated, view.window != nil {
            navigationBar.isHidden = false
            toolbar.isHidden = false
            UIView.animate(withDuration: UIKitConstants.navigationHideShowBarDuration, animations: {
                self.layOutBars()
            }, completion: { [weak self] _ in self?.updateBarVisibility() })
        } else {
            layOutBars()
            updateBarVisibility()
        }
    }

    /// Whether the toolbar shows: not hidden, and no controller in the stack hides bottom bars.
    private var showsToolbar: Bool {
        !toolbarHidden && !stack.contains { $0.hidesBottomBarWhenPushed }
    }

    private func updateBarVisibility() {
        navigationBar.isHidden = navigationBarHidden
        toolbar.isHidden = !showsToolbar
    }

    /// The top controller's toolbar items changed.
    func toolbarItemsDidChange(of controller: UIViewController, animated: Bool) {
        guard controller === topViewController else { return }
        toolbar.setItems(controller.toolbarItems, animated: animated)
    }

    // MARK: The view

    open override func loadView() {
        let root = UIView(frame: UIScreen.current?.bounds ?? .zero)
        root.backgroundColor = .white
        transitionView.frame = root.bounds
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transitionView.clipsToBounds = true
        root.addSubview(transitionView)
        navigationBar.delegate = self
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        root.addSubview(navigationBar)
        toolbar.setItems(stack.last?.toolbarItems, animated: false)
        root.addSubview(toolbar)
        view = root
        root.addGestureRecognizer(popGesture)
        if let top = stack.last { install(top) }
        updateBarVisibility()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if runningTransition == nil {
            layOutBars()
            for child in stack { child.viewIfLoaded?.frame = contentFrame }
        }
    }

    /// Where a content view goes: the whole view, under the translucent bars.
    private var contentFrame: CGRect { transitionView.bounds }

    /// Places the bars: the navigation bar under the status bar (above the top when hidden),
    /// the toolbar along the bottom reaching under the home indicator (below it when hidden).
    private func layOutBars() {
        let bounds = view.bounds
        let safe = view.window.map { window -> UIEdgeInsets in
            let insets = window.safeAreaInsets
            return insets
        } ?? .zero
        let expandedHeight = navigationBar.sizeThatFits(bounds.size).height
        let barY = navigationBarHidden ? -expandedHeight : safe.top
        navigationBar.frame = CGRect(x: 0, y: barY, width: bounds.width, height: barHeight(expanded: expandedHeight))
        let toolbarHeight = toolbar.sizeThatFits(bounds.size).height + safe.bottom
        let toolbarY = showsToolbar ? bounds.height - toolbarHeight : bounds.height
        toolbar.frame = CGRect(x: 0, y: toolbarY, width: bounds.width, height: toolbarHeight)
        // The content's safe area leaves out the visible bars.
        let insets = UIEdgeInsets(top: navigationBarHidden ? 0 : barY + expandedHeight, left: 0,
                                  bottom: showsToolbar ? toolbarHeight : 0, right: 0)
        for child in stack where child.navigationLinks.barInsets != insets {
            child.navigationLinks.barInsets = insets
            child.viewIfLoaded?.setNeedsLayout()
        }
    }

    /// The bar's height now: under a large title it follows the top controller's content
    /// scroll view, shrinking by what the content has scrolled up from its top down to the
    /// standard band, and growing by what it is pulled down past it. The content's safe area
    /// keeps the expanded height, so the content's inset does not change as the bar collapses
    /// and the content's top stays on the bar's bottom edge (iOS 11+).
    private func barHeight(expanded: CGFloat) -> CGFloat {
        guard navigationBar.showsLargeTitle, let scrollView = topViewController?.contentScrollView else { return expanded }
        let scrolled = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        return max(navigationBar.standardHeight, expanded - scrolled)
    }

    /// The top controller's content scroll view moved: a large title follows it.
    func contentScrollViewDidScroll(_ scrollView: UIScrollView) {
        guard runningTransition == nil, navigationBar.showsLargeTitle,
              scrollView === topViewController?.contentScrollView else { return }
        layOutBars()
    }

    /// Puts `controller`'s view in the transition view at the content frame.
    private func install(_ controller: UIViewController) {
        let content = controller.view!
        content.frame = contentFrame
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transitionView.addSubview(content)
    }

    // MARK: UINavigationBarDelegate

    public func position(for bar: UIBarPositioning) -> UIBarPosition { .topAttached }

    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        if isDrivingBar { return true }
        // The back button: pop the controller, which pops the bar's item itself.
        popViewController(animated: true)
        return false
    }

    // MARK: Transitions

    /// Changes the stack to `new`: containment, the bar's items, the toolbar's items, and the
    /// transition with its appearance callbacks.
    private func change(to new: [UIViewController], animated: Bool) {
        precondition(Set(new.map(ObjectIdentifier.init)).count == new.count,
                     "UINavigationController: a view controller can be in the stack only once")
        runningTransition?.finish()
        let old = stack
        let plan = NavigationTransitionPlan(from: old.map(ObjectIdentifier.init), to: new.map(ObjectIdentifier.init))
        let byID = Dictionary((old + new).map { (ObjectIdentifier($0), $0) }, uniquingKeysWith: { a, _ in a })
        let from = plan.disappearing.flatMap { byID[$0] }
        let to = plan.appearing.flatMap { byID[$0] }
        let removed = plan.removed.compactMap { byID[$0] }
        for controller in plan.added.compactMap({ byID[$0] }) { addChild(controller) }
        for controller in removed { controller.willMove(toParent: nil) }
        stack = new

        guard isViewLoaded else {
            for controller in removed { controller.removeFromParent() }
            for controller in plan.added.compactMap({ byID[$0] }) { controller.didMove(toParent: self) }
            return
        }
        let visible = view.window != nil
        let animate = animated && visible && from != nil && to != nil && plan.operation != .none
        // Off screen, the new top is announced when it appears with the navigation controller.
        if visible, let to {
            announcements.transitionWillShow(ObjectIdentifier(to))
            delegate?.navigationController(self, willShow: to, animated: animate)
        }
        isDrivingBar = true
        navigationBar.setItems(new.map(\.navigationItem), animated: animate)
        isDrivingBar = false
        toolbar.setItems(new.last?.toolbarItems, animated: animate)
        if plan.operation != .none {
            // The bar's height (a large title coming or going) changes with the slide.
            // The status bar takes the new top controller's appearance with the slide.
            if animate {
                UIView.animate(withDuration: UIKitConstants.navigationTransitionDuration, delay: 0,
                               usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                               animations: { self.layOutBars(); if visible { self.setNeedsStatusBarAppearanceUpdate() } })
            } else {
                layOutBars()
                if visible { setNeedsStatusBarAppearanceUpdate() }
            }
        }
        if visible {
            from?.beginAppearanceTransition(false, animated: animate)
            to?.beginAppearanceTransition(true, animated: animate)
        }
        if let to { install(to) }
        let finish: () -> Void = { [weak self] in
            guard let self else { return }
            from.map { if $0 !== self.topViewController { $0.viewIfLoaded?.removeFromSuperview() } }
            for controller in removed where controller !== from { controller.viewIfLoaded?.removeFromSuperview() }
            if visible { from?.endAppearanceTransition() }
            for controller in removed { controller.removeFromParent() }
            for controller in plan.added.compactMap({ byID[$0] }) { controller.didMove(toParent: self) }
            self.updateBarVisibility()
            guard let to else { return }
            let didShow = { [weak self] in
                guard let self else { return }
                self.announcements.transitionDidShow(ObjectIdentifier(to))
                self.delegate?.navigationController(self, didShow: to, animated: animate)
            }
            if visible { self.finishAppearance(of: to, deferred: !animate, then: didShow) }
        }
        guard animate, let from, let to else {
            finish()
            return
        }
        runningTransition = RunningTransition(container: self, from: from, to: to,
                                              isPush: plan.operation == .push, finish: finish)
        runningTransition?.start()
    }

    /// The incoming top's `viewDidAppear`, in the commit phase of the frame that lays it out
    /// when it was not animated (as a root controller's), at once after an animation.
    private func finishAppearance(of controller: UIViewController, deferred: Bool, then didShow: @escaping () -> Void) {
        if deferred, let host = view.layer.hostContext, controller.viewIfLoaded?.window != nil {
            host.enqueueCallback(label: "viewDidAppear of \(type(of: controller))") { [weak controller] in
                controller?.endAppearanceTransition()
                didShow()
            }
        } else {
            controller.endAppearanceTransition()
            didShow()
        }
    }

    // MARK: Announcing the top that appears with the container

    /// The top is about to appear with the navigation controller: a top the delegate has not
    /// heard of (the root, on the first appearance) is announced with `willShow`, not animated.
    override func childWillAppear(_ child: UIViewController) {
        guard child === topViewController, announcements.topWillAppear(ObjectIdentifier(child)) else { return }
        delegate?.navigationController(self, willShow: child, animated: false)
    }

    /// The top announced by its appearance has appeared: the delegate hears `didShow`.
    override func childDidAppear(_ child: UIViewController) {
        guard announcements.controllerDidAppear(ObjectIdentifier(child)) else { return }
        delegate?.navigationController(self, didShow: child, animated: false)
    }

    // MARK: Interactive pop

    /// Whether the edge swipe may begin: something to pop and no transition running.
    var canBeginInteractivePop: Bool { stack.count > 1 && runningTransition == nil }

    func handleInteractivePop(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        let width = view.bounds.width
        switch recognizer.state {
        case .began:
            beginInteractivePop()
            runningTransition?.update(progress: InteractivePopDecision.progress(translation: recognizer.translation(in: view).x, width: width))
        case .changed:
            runningTransition?.update(progress: InteractivePopDecision.progress(translation: recognizer.translation(in: view).x, width: width))
        case .ended, .cancelled, .failed:
            guard let transition = runningTransition, transition.cancelWork != nil else { return }
            let velocity = recognizer.state == .ended ? recognizer.velocity(in: view).x : -1
            let finishing = InteractivePopDecision.finishes(velocity: velocity)
            let duration = InteractivePopDecision.completionDuration(
                progress: transition.progress, velocity: velocity, finishing: finishing, width: width,
                duration: UIKitConstants.navigationTransitionDuration)
            transition.completeInteractive(finishing: finishing, duration: duration)
        case .possible:
            break
        }
    }

    /// Starts popping the top controller under the finger: "will" calls, views in place.
    private func beginInteractivePop() {
        guard stack.count > 1, let from = stack.last else { return }
        let to = stack[stack.count - 2]
        announcements.transitionWillShow(ObjectIdentifier(to))
        delegate?.navigationController(self, willShow: to, animated: true)
        from.beginAppearanceTransition(false, animated: true)
        to.beginAppearanceTransition(true, animated: true)
        to.view.frame = contentFrame
        let transition = RunningTransition(container: self, from: from, to: to, isPush: false) { [weak self] in
            guard let self else { return }
            // Finished: the pop happens now, as a non-interactive one would end.
            self.stack.removeLast()
            from.willMove(toParent: nil)
            self.navigationBar.endInteractivePop(popped: true)
            self.toolbar.endInteractiveItemsTransition(finished: true)
            from.viewIfLoaded?.removeFromSuperview()
            from.endAppearanceTransition()
            to.endAppearanceTransition()
            from.removeFromParent()
            self.updateBarVisibility()
            self.layOutBars()
            self.announcements.transitionDidShow(ObjectIdentifier(to))
            self.delegate?.navigationController(self, didShow: to, animated: true)
        }
        transition.cancelWork = { [weak self] in
            self?.announcements.transitionCancelled()
            self?.navigationBar.endInteractivePop(popped: false)
            self?.toolbar.endInteractiveItemsTransition(finished: false)
            // Cancelled: the lower controller goes back, the top comes back (reference §9.4).
            to.beginAppearanceTransition(false, animated: true)
            to.endAppearanceTransition()
            from.beginAppearanceTransition(true, animated: true)
            from.endAppearanceTransition()
        }
        navigationBar.beginInteractivePop()
        toolbar.beginInteractiveItemsTransition(to: to.toolbarItems)
        transition.progressObserver = { [weak self] progress in
            self?.navigationBar.updateInteractivePop(progress: progress)
            self?.toolbar.updateInteractiveItemsTransition(progress: progress)
        }
        runningTransition = transition
        transition.prepareInteractive()
    }

    func transitionDidEnd(_ transition: RunningTransition) {
        if runningTransition === transition { runningTransition = nil }
    }

    /// The views a transition moves, for tests that sample them frame by frame.
    var transitionContainer: UIView { transitionView }
}
