import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// An object that manages a view hierarchy: it creates its view lazily and hears about its
/// appearance and layout.
@preconcurrency @MainActor open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private var isLoadingView = false
    /// Where the controller is in its appearance cycle; the one owner of that state.
    private var appearance = ViewControllerAppearance()
    /// Whether the transition under way was begun by the view entering or leaving a visible
    /// window (so the window's side finishes it), rather than by a container.
    private var appearanceFollowsWindow = false
    private var childControllers: [UIViewController] = []
    private weak var parentController: UIViewController?
    private var movingToParent = false
    private var movingFromParent = false
    /// The controller this one presents, and the one presenting it (set on both ends).
    var presentation = ModalPresentationLinks()

    /// How the controller is shown when presented: `.automatic` by default, which is a page
    /// sheet from iOS 13 on and full screen before (reference: AppDoc `modalPresentationStyle`).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// Whether the controller refuses to be dismissed by the user while presented (false by
    /// default): its page sheet resists a swipe down and springs back, and the presentation
    /// controller's delegate hears `presentationControllerDidAttemptToDismiss(_:)`.
    ///
    /// Honoured on the presented controller and on the controllers it shows as children.
    /// `dismiss(animated:completion:)` is not affected (AppDoc `isModalInPresentation` [H]).
    open var isModalInPresentation = false

    /// The controller's title; setting it sets `navigationItem.title` too.
    open var title: String? { didSet { navigationLinks.titleDidChange(title) } }

    /// The interface style of the controller's view and its subtree instead of the inherited
    /// one (`.unspecified`, inherit, by default); the view's own override wins over it.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if oldValue != overrideUserInterfaceStyle { viewIfLoaded?.updateTraitCollectionTree() } }
    }

    /// The traits the controller's view is shown with (the screen's before it is loaded).
    open var traitCollection: UITraitCollection {
        viewIfLoaded?.traitCollection ?? UIScreen.current?.traitCollection ?? UITraitCollection()
    }

    /// Called after the traits of the controller's view changed, just before the view hears
    /// (see `UIView.traitCollectionDidChange(_:)`). The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// A view controller; OpenUIKit has no nibs, so `nibNameOrNil` must be nil.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        precondition(nibNameOrNil == nil,
                     "UIViewController: OpenUIKit has no nib loading, so init(nibName:bundle:) needs a nil nib name (got '\(nibNameOrNil ?? "")')")
        super.init()
    }

    /// A view controller with no nib.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Nib and storyboard decoding does not exist in OpenUIKit; calling this traps.
    public required init?(coder: NSCoder) {
        preconditionFailure("UIViewController.init(coder:): OpenUIKit has no nib or storyboard loading; create view controllers in code")
    }

    /// The root view, loaded with `loadView()` and `viewDidLoad()` on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// Whether the view has been loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// The view if it has been loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Loads the view now if it has not been loaded.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        precondition(!isLoadingView, "UIViewController: \(type(of: self)).loadView() read self.view before setting it")
        isLoadingView = true
        loadView()
        isLoadingView = false
        precondition(loadedView != nil, "UIViewController: \(type(of: self)).loadView() did not set self.view")
        viewDidLoad()
    }

    /// Creates the view; the default makes a plain view the size of the screen.
    open func loadView() {
        view = UIView(frame: UIScreen.current?.bounds ?? .zero)
    }

    /// Called once, after the view has loaded.
    open func viewDidLoad() {}

    /// Called when the system is low on memory, so the controller can release what it can make
    /// again; the default does nothing (since iOS 6 a controller keeps its view).
    open func didReceiveMemoryWarning() {}

    /// Insets added to the safe area of the controller's view (and so of its subviews), for
    /// content the controller draws over the edges itself; zero by default.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if oldValue != additionalSafeAreaInsets { viewIfLoaded?.setNeedsLayout() } }
    }

    /// Called when the safe area insets of the controller's view changed, before its layout.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called before the view's `layoutSubviews()`.
    open func viewWillLayoutSubviews() {}

    /// Called after the view's `layoutSubviews()`.
    open func viewDidLayoutSubviews() {}

    /// Makes or changes the constraints of the controller's view; called when the view's
    /// constraints are updated (after `view.setNeedsUpdateConstraints()`). An override must call
    /// super, at the end, as in UIKit; the default updates the view's own constraints.
    open func updateViewConstraints() {
        viewIfLoaded?.updateConstraints()
    }

    /// Whether the root view's margins are at least `systemMinimumLayoutMargins` (true by default).
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if oldValue != viewRespectsSystemMinimumLayoutMargins { viewIfLoaded?.layoutMarginsWereSet() } }
    }

    /// The smallest margins the system gives the root view: none at the top and bottom, and
    /// 16 pt at the sides on screens up to 375 pt wide, 20 pt on wider ones (reference §15).
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side = viewIfLoaded?.window?.screen.systemContentMargin ?? UIScreen.current?.systemContentMargin
            ?? UIKitConstants.tableMargins.regular
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Called when the root view's layout margins changed. The default does nothing.
    open func viewLayoutMarginsDidChange() {}

    /// Called before the view appears in a visible window.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after the view appeared, in the commit phase of the frame that lays it out.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view leaves a visible window.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view left a visible window.
    open func viewDidDisappear(_ animated: Bool) {}

    /// The interface orientations the controller supports; on iPhone, all but upside down.
    ///
    /// Asked of the window's root view controller when the device rotates (iOS 6 and later).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

    /// Whether the interface rotates with the device (true by default).
    open var shouldAutorotate: Bool { true }

    // MARK: Status bar appearance (see UIViewController+StatusBar.swift)

    /// Whether the controller wants the status bar hidden: false, except in a vertically compact
    /// environment (an iPhone in landscape) from iOS 8 on, as Apple documents (reference §1.2).
    ///
    /// Asked of the controller that decides the status bar's visibility (the key window's root,
    /// through `childForStatusBarHidden` and capturing presentations); after the answer
    /// changes, call `setNeedsStatusBarAppearanceUpdate()`.
    open var prefersStatusBarHidden: Bool { defaultPrefersStatusBarHidden }

    /// The style the controller wants for the status bar's content (`.default`).
    ///
    /// Asked of the controller that decides the status bar's style, as `prefersStatusBarHidden` is.
    open var preferredStatusBarStyle: UIStatusBarStyle { UIStatusBarStyle.default }

    /// How the status bar shows or hides when `prefersStatusBarHidden` changes (`.fade`).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

    /// The child whose `prefersStatusBarHidden` decides instead of this controller's (nil: this one decides).
    open var childForStatusBarHidden: UIViewController? { nil }

    /// The child whose `preferredStatusBarStyle` decides instead of this controller's (nil: this one decides).
    open var childForStatusBarStyle: UIViewController? { nil }

    /// Whether this controller, presented other than full screen, takes over the status bar's
    /// appearance from its presenter (false; full-screen presentations always do).
    open var modalPresentationCapturesStatusBarAppearance = false

    /// Tells the system the status bar preferences changed: the bar takes the deciding
    /// controller's appearance now, animated with the enclosing `UIView` animation block's
    /// duration and curve when called inside one (reference §1.5).
    open func setNeedsStatusBarAppearanceUpdate() {
        application?.updateStatusBarAppearance()
    }

    /// The app whose window shows the controller's view, or the current app before it shows.
    var application: UIApplication? { viewIfLoaded?.window?.application ?? UIApplication.current }

    // MARK: System gestures and the home indicator (see UIApplication+SystemGestures.swift)

    /// The screen edges, in the interface's orientation, where the controller's own gestures go
    /// before the system's (Control Center, Notification Center, Home): none by default.
    ///
    /// On iOS the first swipe from a deferred edge reaches the app while the system shows a tongue,
    /// and a second swipe while it shows is the system's (reference §3.2). The system reads the
    /// answer from iOS 11 on, of the key window's root followed through
    /// `childForScreenEdgesDeferringSystemGestures`, when the controllers change and after
    /// `setNeedsUpdateOfScreenEdgesDeferringSystemGestures()` (`UIApplication+SystemGestures.swift`);
    /// the simulated phone's edge pulls that honour it are still to come.
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }

    /// The child whose `preferredScreenEdgesDeferringSystemGestures` decides instead of this controller's (nil: this one decides).
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }

    /// Tells the system that `preferredScreenEdgesDeferringSystemGestures` changed: until it is
    /// called, the system keeps the edges it last asked for.
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {
        application?.updateSystemGesturePreferences()
    }

    /// Whether the controller lets the home indicator fade out after a few seconds without
    /// touches (false); a touch brings it back. Asked as `preferredScreenEdgesDeferringSystemGestures` is.
    open var prefersHomeIndicatorAutoHidden: Bool { false }

    /// The child whose `prefersHomeIndicatorAutoHidden` decides instead of this controller's (nil: this one decides).
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }

    /// Tells the system that `prefersHomeIndicatorAutoHidden` changed: until it is called, the
    /// system keeps the answer it last had.
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {
        application?.updateSystemGesturePreferences()
    }

    /// Called before the size of the controller's view changes (the interface rotates), with a
    /// coordinator to animate alongside the change and hear its end.
    ///
    /// The default passes the call on to the children and the presented controller, so an
    /// override calls `super`.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in childControllers { child.viewWillTransition(to: size, with: coordinator) }
        presentation.presented?.viewWillTransition(to: size, with: coordinator)
    }

    /// The next responder: the superview of the controller's view (the window for a root
    /// controller), or the presenting controller for a presented one (reference §5.3).
    open override var next: UIResponder? {
        if let presenter = presentation.presenter { return presenter }
        return loadedView?.superview
    }

    // MARK: Presentation

    /// Presents `viewControllerToPresent` modally, in its `modalPresentationStyle`, from the
    /// topmost container of this controller; `completion` runs when the transition ends.
    ///
    /// As on iOS, a controller that already presents one, or whose view is not in a window,
    /// presents nothing (and never calls `completion`). Presenting a controller that is already
    /// presented, or is a child, traps.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentModally(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents, or this controller if it presents none
    /// and is presented; `completion` runs when the transition ends.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissModally(animated: flag, completion: completion)
    }

    /// The controller presented by this one or by its topmost container, or nil.
    open var presentedViewController: UIViewController? { topmostContainer.presentation.presented }

    /// The controller that presented this one or its topmost container, or nil.
    open var presentingViewController: UIViewController? { topmostContainer.presentation.presenter }

    /// The presentation controller managing this controller's presentation, or its nearest
    /// presented ancestor's.
    ///
    /// A controller inside a presented container (a navigation controller's child, say) gets
    /// the container's. Otherwise it is the controller's own, made on first use, so an app
    /// sets its `delegate` before presenting; a later presentation of the same controller
    /// uses it again.
    open var presentationController: UIPresentationController? {
        let top = topmostContainer
        if top !== self, let shown = top.presentation.controller, shown.isActive { return shown }
        return ownPresentationController
    }

    /// Whether the controller is appearing because it is being presented.
    open var isBeingPresented: Bool { presentation.isBeingPresented }

    /// Whether the controller is disappearing because it is being dismissed.
    open var isBeingDismissed: Bool { presentation.isBeingDismissed }

    // MARK: Navigation and toolbar items (see UIViewController+Navigation.swift)

    /// The controller's navigation item, toolbar items, editing state and edit button.
    var navigationLinks = NavigationLinks()

    /// The item a navigation bar shows while the controller is on top, made on first use with
    /// the controller's title.
    open var navigationItem: UINavigationItem { navigationLinks.item(title: title) }

    /// The items a navigation controller's toolbar shows while the controller is on top (nil
    /// by default); setting it replaces them at once.
    open var toolbarItems: [UIBarButtonItem]? {
        get { navigationLinks.toolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Replaces the toolbar items; with `animated`, a navigation controller's toolbar
    /// cross-fades to them when the controller is on top (reference §9.2 [M]).
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        navigationLinks.toolbarItems = toolbarItems
        navigationController?.toolbarItemsDidChange(of: self, animated: animated)
    }

    /// Whether a navigation controller hides its toolbar while the controller is in its stack (false).
    open var hidesBottomBarWhenPushed = false

    /// Whether the controller is editing its content (false); setting it calls
    /// `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { navigationLinks.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Starts or ends editing; `editButtonItem` shows "Done" (semibold) while editing and "Edit"
    /// otherwise. Subclasses that override it call `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        navigationLinks.isEditing = editing
        navigationLinks.updateEditButton()
    }

    /// A bar button item that toggles editing: "Edit", or "Done" while editing; a tap calls
    /// `setEditing(!isEditing, animated: true)`.
    open var editButtonItem: UIBarButtonItem { navigationLinks.editButton(for: self) }

    // MARK: Containment (reference §9.5)

    /// The controllers added with `addChild(_:)`, in the order they were added.
    open var children: [UIViewController] { childControllers }

    /// The container that holds this controller, or nil.
    open var parent: UIViewController? { parentController }

    /// Adds `childController` as a child, first removing it from any other parent; calls
    /// `willMove(toParent: self)` on it. The container adds the child's view and then calls
    /// `didMove(toParent:)` itself.
    open func addChild(_ childController: UIViewController) {
        precondition(childController !== self, "UIViewController.addChild(_:): \(type(of: self)) can't be a child of itself")
        var ancestor: UIViewController? = self
        while let current = ancestor {
            precondition(current !== childController,
                         "UIViewController.addChild(_:): \(type(of: childController)) is an ancestor of \(type(of: self)); adding it would make a circular hierarchy")
            ancestor = current.parentController
        }
        if childController.parentController === self { return }
        if childController.parentController != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        childControllers.append(childController)
        childController.parentController = self
        childController.movingToParent = true
    }

    /// Removes the controller from its parent and calls `didMove(toParent: nil)` on it. The
    /// container calls `willMove(toParent: nil)` first and removes the view itself.
    open func removeFromParent() {
        guard let parent = parentController else { return }
        parent.childControllers.removeAll { $0 === self }
        parentController = nil
        movingToParent = false
        didMove(toParent: nil)
        movingFromParent = false
    }

    /// Called before the controller is added to or removed from a container (nil when removed).
    ///
    /// A subclass that overrides it calls `super`; the base marks the controller as moving from
    /// its parent when `parent` is nil, which `isMovingFromParent` reports until
    /// `removeFromParent()`.
    open func willMove(toParent parent: UIViewController?) {
        if parent == nil, parentController != nil { movingFromParent = true }
    }

    /// Called after the controller was added to or removed from a container.
    open func didMove(toParent parent: UIViewController?) {}

    /// Whether the controller is appearing because it was just added to a container (true from
    /// `addChild(_:)` until its first appearance ends).
    open var isMovingToParent: Bool { movingToParent }

    /// Whether the controller is disappearing because its container is removing it (true from
    /// `willMove(toParent: nil)` until `removeFromParent()`).
    open var isMovingFromParent: Bool { movingFromParent }

    /// Whether the container's appearance changes reach its children automatically (true by
    /// default); a container that returns false calls `beginAppearanceTransition(_:animated:)`
    /// and `endAppearanceTransition()` on its children itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts the controller's appearance (`viewWillAppear`) or disappearance
    /// (`viewWillDisappear`), for a container that manages its children's appearance.
    ///
    /// A request that doesn't change where the controller is going calls nothing, so each
    /// callback arrives exactly once; a reversal midway (appearing, then disappearing) calls the
    /// opposite "will" method, as a cancelled interactive pop does on iOS.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearanceFollowsWindow = false
        if let callback = appearance.begin(appearing: isAppearing, animated: animated) { perform(callback) }
        for child in childrenReceivingForwardedAppearance { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Finishes the transition begun with `beginAppearanceTransition(_:animated:)`:
    /// `viewDidAppear` or `viewDidDisappear`.
    open func endAppearanceTransition() {
        appearanceFollowsWindow = false
        if let callback = appearance.end() { perform(callback) }
        for child in childrenReceivingForwardedAppearance { child.endAppearanceTransition() }
    }

    /// `child`'s `viewWillAppear` comes next, whoever began its appearance; nothing by default.
    /// A navigation controller tells its delegate here about a top it has not shown yet.
    func childWillAppear(_ child: UIViewController) {}

    /// `child`'s `viewDidAppear` has just returned; nothing by default.
    func childDidAppear(_ child: UIViewController) {}

    // MARK: Appearance, driven by the window

    /// The children whose views are in this controller's view, when it forwards appearance.
    private var childrenReceivingForwardedAppearance: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = loadedView else { return [] }
        return childControllers.filter { $0.viewIfLoaded?.isDescendant(of: root) == true }
    }

    /// Whether the controller hears of its view entering and leaving a visible window: a
    /// window's root controller, a presented controller, or the child of a container that
    /// forwards appearance. A controller whose view was added without containment hears
    /// nothing, as on iOS.
    private func followsAppearance(of window: UIWindow?) -> Bool {
        if let parentController { return parentController.shouldAutomaticallyForwardAppearanceMethods }
        return window?.rootViewController === self || presentation.presenter != nil
    }

    /// The controller's view is about to enter (`visible`) or leave a visible window, `window`.
    func windowAppearanceWillChange(visible: Bool, in window: UIWindow?) {
        guard followsAppearance(of: window),
              let callback = appearance.begin(appearing: visible, animated: false) else { return }
        appearanceFollowsWindow = true
        perform(callback)
    }

    /// The controller's view entered or left a visible window: `viewDidDisappear` now, or
    /// `viewDidAppear` in the commit phase, after the frame's layout.
    func windowAppearanceDidChange() {
        guard appearanceFollowsWindow else { return }
        switch appearance.phase {
        case .disappearing:
            finishWindowAppearance()
        case .appearing:
            if let host = loadedView?.layer.hostContext {
                host.enqueueCallback(label: "viewDidAppear of \(type(of: self))") { [weak self] in self?.finishWindowAppearance() }
            } else {
                finishWindowAppearance()
            }
        case .appeared, .disappeared:
            break
        }
    }

    private func finishWindowAppearance() {
        guard appearanceFollowsWindow else { return }
        appearanceFollowsWindow = false
        if let callback = appearance.end() { perform(callback) }
    }

    private func perform(_ callback: ViewControllerAppearance.Callback) {
        switch callback {
        case .willAppear(let animated):
            parentController?.childWillAppear(self)
            viewWillAppear(animated)
        case .didAppear(let animated):
            viewDidAppear(animated)
            movingToParent = false
            parentController?.childDidAppear(self)
        case .willDisappear(let animated): viewWillDisappear(animated)
        case .didDisappear(let animated): viewDidDisappear(animated)
        }
    }
}
