import UIKit

/// One level of the demo tree: a title, a line of text, toolbar items (one fewer at each level
/// down), and a "Deeper" button in the navigation bar while there is a level below.
public final class LevelViewController: UIViewController {
    /// The level, 1 at the root.
    public let level: Int
    /// How many levels the tree has.
    public let depth: Int
    /// Appearance calls this controller heard, in order.
    public private(set) var appearanceLog: [String] = []

    static let glyphs: [UIBarButtonItem.SystemItem] = [.reply, .compose, .trash, .organize, .action]

    public init(level: Int, depth: Int) {
        self.level = level
        self.depth = depth
        super.init(nibName: nil, bundle: nil)
        title = "Level \(level)"
        // Level 1 has `depth` items, each level down one fewer, spread by flexible spaces.
        var items: [UIBarButtonItem] = []
        for index in 0..<(depth - level + 1) {
            if index > 0 { items.append(.flexibleSpace()) }
            let item = UIBarButtonItem(barButtonSystemItem: Self.glyphs[index % Self.glyphs.count], target: nil, action: nil)
            item.accessibilityIdentifier = "level-\(level)-item-\(index)"
            items.append(item)
        }
        toolbarItems = items
        if level < depth {
            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Deeper", style: .plain, target: self,
                                                                action: Selector(LevelViewController.goDeeper))
        }
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    public override func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 16, y: 200, width: view.bounds.width - 32, height: 24))
        label.text = "Level \(level) of \(depth): \(depth - level + 1) toolbar items"
        label.textAlignment = .center
        label.autoresizingMask = [.flexibleWidth]
        view.addSubview(label)
        self.view = view
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearanceLog.append("willAppear")
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearanceLog.append("didAppear")
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        appearanceLog.append("willDisappear")
    }

    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        appearanceLog.append("didDisappear")
    }

    private func goDeeper() {
        navigationController?.pushViewController(LevelViewController(level: level + 1, depth: depth), animated: true)
    }
}

/// The toolbar-controller app: the article's `CWToolbarController` around a navigation
/// controller of levels.
public final class ToolbarControllerAppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?
    /// How many levels the tree has.
    public static let depth = 4

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let navigation = UINavigationController(rootViewController: LevelViewController(level: 1, depth: Self.depth))
        window.rootViewController = CWToolbarController(contentViewController: navigation)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// The same app on iPhone OS 3's own API: the navigation controller's toolbar shows each
/// level's `toolbarItems`.
public final class NativeToolbarAppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let navigation = UINavigationController(rootViewController: LevelViewController(level: 1, depth: ToolbarControllerAppDelegate.depth))
        navigation.setToolbarHidden(false, animated: false)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
