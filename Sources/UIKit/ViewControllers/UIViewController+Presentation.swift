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

/// Both ends of a modal presentation; each controller keeps its own end.
struct ModalPresentationLinks {
    /// The controller presenting this one.
    weak var presenter: UIViewController?
    /// The controller this one presents.
    var presented: UIViewController?
    /// The view that holds the presented view in the window (on the presented controller).
    var container: PresentationContainerView?
    /// The style the presentation resolved to (on the presented controller).
    var style: UIModalPresentationStyle = .fullScreen
    var isBeingPresented = false
    var isBeingDismissed = false
}

extension UIViewController {
    /// The controller's topmost container (itself when it has no parent): the end of a
    /// presentation, for this controller and all its descendants.
    var topmostContainer: UIViewController {
        var root = self
        while let parent = root.parent { root = parent }
        return root
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
        presenter.presentation.presented = controller
        controller.presentation.presenter = presenter
        controller.presentation.style = style
        controller.presentation.isBeingPresented = true

        let covering = style == .fullScreen
        if covering { presenter.beginAppearanceTransition(false, animated: animated) }
        controller.beginAppearanceTransition(true, animated: animated)
        let container = PresentationContainerView(window: window, style: style, presenting: presenter.view)
        controller.presentation.container = container
        window.addSubview(container)
        container.install(controller.view)
        container.layout(presented: false)
        let finish = {
            if covering {
                presenter.endAppearanceTransition()
                presenter.viewIfLoaded?.removeFromSuperview()
            }
            controller.endAppearanceTransition()
            controller.presentation.isBeingPresented = false
            completion?()
        }
        guard animated else {
            container.layout(presented: true)
            finish()
            return
        }
        UIView.animate(withDuration: UIKitConstants.modalTransitionDuration, delay: 0, usingSpringWithDamping: 1,
                       initialSpringVelocity: 0, options: [], animations: { container.layout(presented: true) },
                       completion: { _ in finish() })
    }

    /// Dismisses the controller this one presents, or, when it presents none, itself.
    func dismissModally(animated: Bool, completion: (() -> Void)?) {
        let target = topmostContainer
        let presented: UIViewController
        if let shown = target.presentation.presented { presented = shown } else { presented = target }
        guard let presenter = presented.presentation.presenter, let container = presented.presentation.container,
              !presented.presentation.isBeingDismissed else { return }
        // What the presented controller itself presents goes with it.
        presented.presentation.presented?.dismissModally(animated: false, completion: nil)
        let style = presented.presentation.style
        presented.presentation.isBeingDismissed = true
        presented.beginAppearanceTransition(false, animated: animated)
        if style == .fullScreen {
            presenter.beginAppearanceTransition(true, animated: animated)
            if let window = container.window, let view = presenter.viewIfLoaded, view.superview == nil {
                window.insertSubview(view, belowSubview: container)
            }
        }
        let finish = {
            container.removeFromSuperview()
            presented.viewIfLoaded?.removeFromSuperview()
            presented.endAppearanceTransition()
            if style == .fullScreen { presenter.endAppearanceTransition() }
            presented.presentation = ModalPresentationLinks()
            presenter.presentation.presented = nil
            completion?()
        }
        guard animated else {
            container.layout(presented: false)
            finish()
            return
        }
        UIView.animate(withDuration: UIKitConstants.modalTransitionDuration, delay: 0, usingSpringWithDamping: 1,
                       initialSpringVelocity: 0, options: [], animations: { container.layout(presented: false) },
                       completion: { _ in finish() })
    }
}

/// The view that carries a presented controller's view in the window: full screen, or a page
/// sheet's dimming and card, with the presenting view pushed back behind it.
final class PresentationContainerView: UIView {
    private let style: UIModalPresentationStyle
    private let dimming = UIView()
    private let card = UIView()
    private weak var presenting: UIView?
    private let presentingClipped: Bool
    /// Whether the card is laid out as shown (the model state of the last `layout(presented:)`).
    private var isShown = false

    init(window: UIWindow, style: UIModalPresentationStyle, presenting: UIView) {
        self.style = style
        self.presenting = presenting
        presentingClipped = presenting.clipsToBounds
        super.init(frame: window.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if style == .pageSheet {
            dimming.backgroundColor = .black
            dimming.frame = bounds
            dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(dimming)
            card.clipsToBounds = true
            card.layer.cornerRadius = UIKitConstants.pageSheetCornerRadius
        }
        addSubview(card)
    }

    required init?(coder: NSCoder) { preconditionFailure("PresentationContainerView is made in code") }

    /// Puts the presented controller's view in the card.
    func install(_ view: UIView) {
        card.addSubview(view)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    /// The card's frame when shown: the whole screen, or a sheet below the safe area's top.
    private var shownFrame: CGRect {
        guard style == .pageSheet else { return bounds }
        let top = safeAreaInsets.top + UIKitConstants.pageSheetTopGap
        return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    }

    /// Lays out the presented state (`presented`) or the state before and after: the card
    /// below the screen's bottom edge, the presenting view at its full size.
    func layout(presented: Bool) {
        isShown = presented
        let shown = shownFrame
        card.frame = presented ? shown : shown.offsetBy(dx: 0, dy: bounds.height - shown.minY)
        card.subviews.first?.frame = card.bounds
        guard style == .pageSheet else { return }
        dimming.alpha = presented ? UIKitConstants.pageSheetDimmingAlpha : 0
        guard let presenting else { return }
        presenting.layer.cornerRadius = presented ? UIKitConstants.pageSheetCornerRadius : 0
        presenting.clipsToBounds = presented || presentingClipped
        if presented {
            // The presenting view shrinks about its centre so its top sits at the safe area's top.
            let scale = (bounds.width - 2 * UIKitConstants.pageSheetPresentingInset) / bounds.width
            let height = presenting.bounds.height
            let top = presenting.center.y - height * scale / 2
            presenting.transform = CGAffineTransform(translationX: 0, y: safeAreaInsets.top - top).scaledBy(x: scale, y: scale)
        } else {
            presenting.transform = .identity
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layout(presented: isShown)
    }
}
