import UIKit

/// One level of the demo tree: a table of the branches below it (leaves at the last level),
/// with toolbar items one fewer at each level down. Selecting a branch pushes its level.
public final class LevelViewController: UITableViewController {
    /// The level, 1 at the root.
    public let level: Int
    /// How many levels the tree has.
    public let depth: Int
    /// Appearance calls this controller heard, in order.
    public private(set) var appearanceLog: [String] = []

    static let glyphs: [UIBarButtonItem.SystemItem] = [.reply, .compose, .trash, .organize, .action]
    static let branches = ["A", "B", "C"]

    public init(level: Int, depth: Int) {
        self.level = level
        self.depth = depth
        super.init(style: .plain)
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
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// The text of row `row`: the branch it leads to, or a leaf at the last level.
    public func rowTitle(_ row: Int) -> String {
        level < depth ? "Level \(level + 1) \(Self.branches[row])" : "Leaf \(row + 1)"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Branch")
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Self.branches.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Branch", for: indexPath)
        cell.textLabel?.text = rowTitle(indexPath.row)
        cell.accessoryType = level < depth ? .disclosureIndicator : .none
        return cell
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard level < depth else {
            tableView.deselectRow(at: indexPath, animated: true)
            return
        }
        navigationController?.pushViewController(LevelViewController(level: level + 1, depth: depth), animated: true)
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
