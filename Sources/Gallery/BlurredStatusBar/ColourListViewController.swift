import UIKit

/// Seed 5's backdrop: a list of rows in a rainbow of colours that scrolls under the blurred status bar.
///
/// The table reaches the top of the screen and its content starts there too (no automatic inset),
/// so the first rows lie beneath the status bar and show through its live blur.
public final class ColourListViewController: UITableViewController {
    /// How many rows the list has.
    public static let rowCount = 60

    public init() {
        super.init(style: .plain)
    }

    public required init?(coder: NSCoder) {
        fatalError("ColourListViewController is made in code")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Colour")
        tableView.contentInsetAdjustmentBehavior = .never
        tableView.rowHeight = 56
        tableView.separatorStyle = .none
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Self.rowCount
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Colour", for: indexPath)
        let hue = CGFloat(indexPath.row % 12) / 12
        cell.backgroundColor = UIColor(hue: hue, saturation: 0.75, brightness: 0.95, alpha: 1)
        cell.textLabel?.text = "Colour \(indexPath.row + 1)"
        cell.textLabel?.textColor = .white
        cell.textLabel?.font = .boldSystemFont(ofSize: 20)
        return cell
    }
}

/// Seed 5's app delegate: the colour list, with the article's blurred status bar added to the window.
public final class BlurredStatusBarAppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?
    /// The article's view, in the window above the list.
    public private(set) var statusBar: BTBlurredStatusBar?

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = ColourListViewController()
        window.makeKeyAndVisible()
        self.window = window
        // BTBlurredStatusBar *statusBar = [[BTBlurredStatusBar alloc] initWithStyle:UIBlurEffectStyleLight];
        let statusBar = BTBlurredStatusBar(style: .light)
        // [self.window addSubview:statusBar];
        window.addSubview(statusBar)
        self.statusBar = statusBar
        return true
    }
}
