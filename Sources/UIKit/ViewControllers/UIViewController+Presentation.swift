import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// How a presented view controller is shown.
///
/// The styles an iPhone shows; `.formSheet` adapts to a page sheet there, as on iOS. Styles that
/// need API OpenUIKit lacks (`.custom` needs a transitioning delegate, `.popover` a popover
/// controller, the context styles a `definesPresentationContext` walk) are absent.
public enum UIModalPresentationStyle: Int, Sendable {
    /// The presented view covers the screen; the presenting view is removed when it is covered.
    case fullScreen = 0
    /// iOS 13's card: the presented view slides up over the presenting one, which shrinks back
    /// behind it and stays in the window.
    case pageSheet = 1
    /// On iPhone, the same as `.pageSheet`.
    case formSheet = 2
    /// Like `.fullScreen`, but the presenting view stays in the window and does not disappear.
    case overFullScreen = 5
    /// The system's choice: `.pageSheet` from iOS 13 on, `.fullScreen` before.
    case automatic = -2
}

/// Both ends of a modal presentation, as each controller sees them.
///
/// The presenting side keeps which controller it presents; everything else about the
/// presentation (the presenter, the style, the container, its phase) is owned by the presented
/// controller's `UIPresentationController`.
@MainActor struct ModalPresentationLinks {
    /// The controller this one presents (on the presenting controller).
    var presented: UIViewController?
    /// This controller's presentation controller, made when first asked for or presented.
    var controller: UIPresentationController?

    /// The controller presenting this one while a presentation is live.
    var presenter: UIViewController? {
        guard let controller, controller.isActive else { return nil }
        return controller.presenter
    }
    /// The view that holds this controller's view in the window while presented.
    var container: PresentationContainerView? { controller?.container }
    var isBeingPresented: Bool { controller?.phase == .presenting }
    var isBeingDismissed: Bool { controller?.phase == .dismissing }
}

extension UIViewController {
    /// The controller's topmost container (itself when it has no parent): the end of a
    /// presentation, for this controller and all its descendants.
    var topmostContainer: UIViewController {
        var root = self
        while let parent = root.parent { root = parent }
        return root
    }

    /// This controller's own presentation controller, made on first use.
    var ownPresentationController: UIPresentationController {
        if let controller = presentation.controller { return controller }
        let controller = UIPresentationController(presentedViewController: self)
        presentation.controller = controller
        return controller
    }

    /// Whether this controller or a child shown in it refuses to be swiped away: iOS honours
    /// `isModalInPresentation` set on the presented controller or on a controller it contains
    /// (WWDC 2019 session 224 sets it on the editor inside a presented navigation controller) [M].
    var refusesInteractiveDismissal: Bool {
        if isModalInPresentation { return true }
        guard let root = viewIfLoaded else { return false }
        return children.contains { $0.viewIfLoaded?.isDescendant(of: root) == true && $0.refusesInteractiveDismissal }
    }

    /// The style `modalPresentationStyle` means on this device: `.automatic` and the sheet
    /// styles resolve by OS version.
    func resolvedPresentationStyle(on host: any UISystemHost) -> UIModalPresentationStyle {
        let sheets = host.systemVersion.isAtLeast(13)
        switch modalPresentationStyle {
        case .automatic, .pageSheet, .formSheet: return sheets ? .pageSheet : .fullScreen
        case .fullScreen: return .fullScreen
        case .overFullScreen: return .overFullScreen
        }
    }

    /// Presents `controller` from the topmost container of this controller.
    func presentModally(_ controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        precondition(controller !== self, "UIViewController.present(_:animated:completion:): Application tried to present modally a view controller \(type(of: self)) on itself")
        precondition(controller.presentation.presenter == nil && controller.parent == nil,
                     "UIViewController.present(_:animated:completion:): Application tried to present modally a view controller \(type(of: controller)) that is already being presented or is a child of another controller")
        let presenter = topmostContainer
        // iOS warns and presents nothing when the presenter already presents, or is off screen.
        guard presenter.presentation.presented == nil, presenter.presentation.isBeingDismissed == false,
              let window = presenter.viewIfLoaded?.window else { return }
        let style = controller.resolvedPresentationStyle(on: window.screen.host)
        let presentationController = controller.ownPresentationController
        presenter.presentation.presented = controller
        let container = PresentationContainerView(window: window, style: style, presenting: presenter.view)
        presentationController.beginPresentation(from: presenter, style: style, container: container)

        let covering = style == .fullScreen
        if covering { presenter.beginAppearanceTransition(false, animated: animated) }
        controller.beginAppearanceTransition(true, animated: animated)
        window.addSubview(container)
        container.install(controller.view)
        container.layout(progress: 1)
        let finish = {
            if covering {
                presenter.endAppearanceTransition()
                presenter.viewIfLoaded?.removeFromSuperview()
            }
            controller.endAppearanceTransition()
            presentationController.finishPresentation()
            presenter.application?.updateSystemGesturePreferences()
            completion?()
        }
        // The status bar takes the presented controller's appearance with the transition.
        guard animated else {
            container.layout(progress: 0)
            presenter.setNeedsStatusBarAppearanceUpdate()
            finish()
            return
        }
        UIView.animate(withDuration: UIKitConstants.modalTransitionDuration, delay: 0, usingSpringWithDamping: 1,
                       initialSpringVelocity: 0, options: [],
                       animations: { container.layout(progress: 0); presenter.setNeedsStatusBarAppearanceUpdate() },
                       completion: { _ in finish() })
    }

    /// Dismisses the controller this one presents, or, when it presents none, itself; nothing
    /// while it is already being dismissed or the user's finger holds its sheet.
    func dismissModally(animated: Bool, completion: (() -> Void)?) {
        let target = topmostContainer
        let presented: UIViewController
        if let shown = target.presentation.presented { presented = shown } else { presented = target }
        guard let presentationController = presented.presentation.controller, let presenter = presented.presentation.presenter,
              let container = presentationController.container, presentationController.phase != .dismissing,
              presentationController.sheetDrag == nil else { return }
        // What the presented controller itself presents goes with it.
        presented.presentation.presented?.dismissModally(animated: false, completion: nil)
        presentationController.beginDismissal()
        presented.beginAppearanceTransition(false, animated: animated)
        let style = presentationController.style
        if style == .fullScreen {
            presenter.beginAppearanceTransition(true, animated: animated)
            if let window = container.window, let view = presenter.viewIfLoaded, view.superview == nil {
                window.insertSubview(view, belowSubview: container)
            }
        }
        let finish = {
            presented.finishDismissal(from: presenter, revealsPresenter: style == .fullScreen)
            completion?()
        }
        // The presenter takes the status bar back with the transition.
        guard animated else {
            container.layout(progress: 1)
            presenter.setNeedsStatusBarAppearanceUpdate()
            finish()
            return
        }
        UIView.animate(withDuration: UIKitConstants.modalTransitionDuration, delay: 0, usingSpringWithDamping: 1,
                       initialSpringVelocity: 0, options: [],
                       animations: { container.layout(progress: 1); presenter.setNeedsStatusBarAppearanceUpdate() },
                       completion: { _ in finish() })
    }

    /// Ends this presented controller's dismissal: its view and container leave the window, it
    /// hears `viewDidDisappear` (and a full-screen presenter `viewDidAppear`), and both ends
    /// forget the presentation.
    func finishDismissal(from presenter: UIViewController, revealsPresenter: Bool) {
        guard let presentationController = presentation.controller else { return }
        presentationController.container?.removeFromSuperview()
        viewIfLoaded?.removeFromSuperview()
        endAppearanceTransition()
        if revealsPresenter { presenter.endAppearanceTransition() }
        presentationController.finishDismissal()
        presenter.presentation.presented = nil
        presenter.setNeedsStatusBarAppearanceUpdate()
        presenter.application?.updateSystemGesturePreferences()
    }
}
