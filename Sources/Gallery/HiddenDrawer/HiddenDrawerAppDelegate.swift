import UIKit

/// The article's app delegate: a window with a list, and the drawer that a status-bar tap toggles.
public final class HiddenDrawerAppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?
    /// The list that fills the window.
    public private(set) var viewController: ListViewController!
    /// The drawer while it is out.
    public private(set) var drawerController: DrawerViewController?

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        viewController = ListViewController()
        window.rootViewController = viewController
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    /// Slides the drawer out from under the status bar, pushing the list down, or slides it
    /// back and removes it.
    public func toggleDrawer() {
        guard let window else { return }
        if let drawerController {
            // Animate up and remove.
            self.drawerController = nil
            let drawerHeight = drawerController.view.frame.height
            UIView.animate(withDuration: 0.2, animations: {
                var tableFrame = self.viewController.view.frame
                tableFrame.origin.y -= drawerHeight
                self.viewController.view.frame = tableFrame
                var drawerFrame = drawerController.view.frame
                drawerFrame.origin.y -= drawerHeight
                drawerController.view.frame = drawerFrame
            }, completion: { _ in
                drawerController.view.removeFromSuperview()
            })
            return
        }

        let drawerController = DrawerViewController()
        self.drawerController = drawerController

        // Position the drawer below the status bar
        var drawerFrame = drawerController.view.frame
        let statusBarFrame = UIApplication.shared.statusBarFrame
        drawerFrame.origin.x = statusBarFrame.origin.x
        drawerFrame.size.width = statusBarFrame.size.width
        drawerFrame.origin.y = statusBarFrame.origin.y + statusBarFrame.size.height

        // For the animation, move the drawer up by its own height.
        drawerFrame.origin.y -= drawerFrame.size.height

        // Place the drawer and add it to the window
        drawerController.view.frame = drawerFrame
        window.addSubview(drawerController.view)

        // Start the animation
        UIView.beginAnimations(nil, context: nil)

        // Move the table down
        var tableFrame = viewController.view.frame
        tableFrame.origin.y += drawerFrame.size.height
        viewController.view.frame = tableFrame

        // Move the drawer down
        drawerFrame.origin.y += drawerFrame.size.height
        drawerController.view.frame = drawerFrame

        // Commit the animation
        UIView.commitAnimations()
    }
}
