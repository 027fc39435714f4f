import UIKit

/// The article's toolbar controller: a container that keeps one static `UIToolbar` under a
/// content controller and, when the content is a navigation controller, cross-fades the toolbar
/// items of each controller it shows.
///
/// As the article builds it for iPhone OS 2.x, in Swift: a `UIViewController` subclass that
/// manages a view with two subviews (the content controller's view and the toolbar), and is the
/// navigation controller's delegate so it hears each push and pop. Written with today's
/// containment (`addChild`) so the content hears its appearance calls once; the root view lays
/// its subviews out in `layoutSubviews`, as the article's comments advise for rotation.
public final class CWToolbarController: UIViewController, UINavigationControllerDelegate {
    /// The controller whose view fills the space above the toolbar.
    public let contentViewController: UIViewController
    /// The static toolbar along the bottom.
    public private(set) var toolbar: UIToolbar!

    public init(contentViewController: UIViewController) {
        self.contentViewController = contentViewController
        super.init(nibName: nil, bundle: nil)
        addChild(contentViewController)
        (contentViewController as? UINavigationController)?.delegate = self
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    public override func loadView() {
        let view = ToolbarControllerView(frame: UIScreen.main.bounds)
        view.backgroundColor = .white
        toolbar = UIToolbar()
        view.toolbar = toolbar
        view.content = contentViewController.view
        view.addSubview(contentViewController.view)
        view.addSubview(toolbar)
        self.view = view
        contentViewController.didMove(toParent: self)
        updateToolbarItems(for: visibleContentController, animated: false)
    }

    /// The controller whose toolbar items show: the navigation controller's top, or the content.
    private var visibleContentController: UIViewController {
        (contentViewController as? UINavigationController)?.topViewController ?? contentViewController
    }

    private func updateToolbarItems(for viewController: UIViewController, animated: Bool) {
        toolbar.setItems(viewController.toolbarItems, animated: animated)
    }

    public override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        contentViewController.supportedInterfaceOrientations
    }

    // MARK: UINavigationControllerDelegate

    public func navigationController(_ navigationController: UINavigationController,
                                     willShow viewController: UIViewController, animated: Bool) {
        updateToolbarItems(for: viewController, animated: animated)
    }
}

/// The toolbar controller's root view: the toolbar along the bottom (reaching under the home
/// indicator), the content above it, laid out on every bounds change.
final class ToolbarControllerView: UIView {
    var toolbar: UIToolbar!
    var content: UIView!

    override func layoutSubviews() {
        super.layoutSubviews()
        let bottom = safeAreaInsets.bottom
        let height = toolbar.sizeThatFits(bounds.size).height
        toolbar.frame = CGRect(x: 0, y: bounds.height - bottom - height, width: bounds.width, height: height + bottom)
        content.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - bottom - height)
    }
}
