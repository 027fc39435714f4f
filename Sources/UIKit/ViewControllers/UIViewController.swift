import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// An object that manages a view hierarchy: it creates its view lazily and hears about its
/// appearance and layout.
@preconcurrency @MainActor open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private var isLoadingView = false
    private var appearance: Appearance = .disappeared

    private enum Appearance { case disappeared, appearing, appeared }

    /// The controller's title.
    open var title: String?

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

    /// Called before the view's `layoutSubviews()`.
    open func viewWillLayoutSubviews() {}

    /// Called after the view's `layoutSubviews()`.
    open func viewDidLayoutSubviews() {}

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

    /// The next responder: the superview of the controller's view (the window for a root controller).
    open override var next: UIResponder? { loadedView?.superview }

    /// The root controller's view entered a visible window: `viewWillAppear(false)` now,
    /// `viewDidAppear(false)` in the commit phase, after the frame's layout.
    func beginAppearance() {
        guard appearance == .disappeared else { return }
        appearance = .appearing
        viewWillAppear(false)
        let finish = { [weak self] in
            guard let self, self.appearance == .appearing else { return }
            self.appearance = .appeared
            self.viewDidAppear(false)
        }
        if let host = viewIfLoaded?.layer.hostContext { host.enqueueCallback(label: "viewDidAppear of \(type(of: self))", finish) } else { finish() }
    }

    /// The root controller's view left a visible window.
    func endAppearance() {
        guard appearance != .disappeared else { return }
        viewWillDisappear(false)
        appearance = .disappeared
        viewDidDisappear(false)
    }
}
