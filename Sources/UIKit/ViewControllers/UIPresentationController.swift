import Foundation
@_spi(UIKit) import CoreGraphics

/// The object that manages a modal presentation: who presents whom, in which style, in which
/// container view, and what the user's attempts to dismiss it do.
///
/// UIKit makes one for a controller the first time its `presentationController` is read or it
/// is presented, so an app can set `delegate` before presenting, and keeps it across later
/// presentations of the same controller. It is the one owner of a presentation's state: the
/// presenting controller, the resolved style, the container and where the presentation is in
/// its life (presenting, presented, dismissing). The presenting side only keeps which
/// controller it presents.
///
/// A page sheet's card can be swiped down (see `UIPresentationController+SheetDismissal.swift`);
/// the delegate hears of that and may refuse it. Custom presentation controllers come with
/// `.custom` presentations and a transitioning delegate, which OpenUIKit lacks, so this class
/// has no public initializer.
@preconcurrency @MainActor public class UIPresentationController: NSObject {
    /// Where a presentation is in its life.
    enum Phase: Equatable {
        /// Not presented (before the first presentation, or after a dismissal).
        case idle
        /// The presentation transition is running.
        case presenting
        /// Shown and at rest.
        case presented
        /// A dismissal is running, or the user is dragging the sheet away.
        case dismissing
    }

    /// The controller whose view is presented.
    public unowned let presentedViewController: UIViewController
    /// The presenting controller of the current or last presentation.
    weak var presenter: UIViewController?
    /// The style the presentation resolved to on this device.
    var style: UIModalPresentationStyle
    /// The view that carries the presented view in the window while presented.
    var container: PresentationContainerView?
    private(set) var phase: Phase = .idle
    /// The swipe-down of a page sheet under way, if any.
    var sheetDrag: SheetDrag?
    /// The delegate of the sheet's pan (a recognizer holds its delegate weakly).
    var sheetPanDelegate: SheetPanDelegate?

    /// The object told about the user's attempts to dismiss the presentation.
    public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    init(presentedViewController: UIViewController) {
        self.presentedViewController = presentedViewController
        style = presentedViewController.modalPresentationStyle
        super.init()
    }

    /// The controller that presents the presented controller.
    ///
    /// Reading it before the first presentation traps, as no presenting controller exists yet
    /// (Apple's property is non-optional, set when the presentation is made).
    public var presentingViewController: UIViewController {
        guard let presenter else {
            preconditionFailure("UIPresentationController.presentingViewController: the controller has not been presented, or its presenter is gone")
        }
        return presenter
    }

    /// The style of the presentation: the presented controller's `modalPresentationStyle` as
    /// this device resolves it (`.automatic` and the sheet styles are `.pageSheet` from iOS 13
    /// on, `.fullScreen` before).
    public var presentationStyle: UIModalPresentationStyle { style }

    /// The view in the window that holds the presentation's views, or nil when not presented.
    public var containerView: UIView? { container }

    /// The view that moves during the presentation's transitions: the card that carries the
    /// presented controller's view (the whole screen for full-screen styles), or nil when not
    /// presented.
    public var presentedView: UIView? { container?.card }

    /// Whether the presentation is live: presenting, presented or being dismissed.
    var isActive: Bool { phase != .idle }

    // MARK: Life cycle (driven by UIViewController+Presentation.swift)

    /// Starts a presentation from `presenter` in `style`, inside `container`.
    func beginPresentation(from presenter: UIViewController, style: UIModalPresentationStyle, container: PresentationContainerView) {
        self.presenter = presenter
        self.style = style
        self.container = container
        phase = .presenting
        if style == .pageSheet { container.card.addGestureRecognizer(makeSheetPan()) }
    }

    /// The presentation transition finished.
    func finishPresentation() {
        if phase == .presenting { phase = .presented }
    }

    /// A dismissal begins (programmatic or by the user's drag).
    func beginDismissal() { phase = .dismissing }

    /// A drag that had begun a dismissal was let go short: the sheet stays.
    func cancelDismissal() { phase = .presented }

    /// The dismissal finished: the container is gone and the presentation is over.
    func finishDismissal() {
        container = nil
        phase = .idle
    }
}
