import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants

/// A list of forty rows under a bar that prefers large titles.
private final class LargeTitleList: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Mailboxes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

private final class LargeTitleApp: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let list = LargeTitleList(style: .plain)
    lazy var navigation = UINavigationController(rootViewController: list)

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        navigation.navigationBar.prefersLargeTitles = true
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

@MainActor private func launch() throws -> (AppHarness, LargeTitleApp) {
    let app = LargeTitleApp()
    let harness = AppHarness(model: .iPhone15Pro) { app }
    try harness.settle()
    return (harness, app)
}

/// The large title collapsing into the bar as the content scrolls, through the device's touches.
@Suite(.checksInvariants) @MainActor
struct LargeTitleTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    @Test func theLargeTitleBarShrinksWithTheScrollAndTheSmallTitleShowsOnceItIsCollapsed() throws {
        let (harness, app) = try launch()
        let bar = app.navigation.navigationBar
        let table = app.list.tableView!
        // 59 pt of status bar, then 44 + 52 pt of bar; the list starts under it.
        #expect(nearly(bar.frame.minY, 59) && nearly(bar.frame.height, 96))
        #expect(nearly(table.adjustedContentInset.top, 155) && nearly(table.contentOffset.y, -155))
        let contents = try #require(bar.contents)
        #expect(contents.titleLabel.alpha == 0)

        // Thirty-odd points up: the bar gives up as much height, and the first row stays under it.
        try harness.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 460), duration: 0.4, thenHoldFor: 0.3)
        try harness.settle()
        let scrolled = table.contentOffset.y + 155
        #expect(scrolled > 20 && scrolled < 40, "\(scrolled)")
        #expect(nearly(bar.frame.height, 96 - scrolled))
        #expect(nearly(table.adjustedContentInset.top, 155))
        let firstRow = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(nearly(firstRow.convert(firstRow.bounds, to: nil).minY, bar.frame.maxY))
        #expect(contents.titleLabel.alpha == 0)
        // The large title rides up with the bar's bottom edge, cut off at the band above it.
        let large = try #require(contents.largeTitleLabel)
        #expect(nearly(large.convert(large.bounds, to: nil).maxY, bar.frame.maxY))
        try harness.assertScreenshot(named: "large-title-half-collapsed-iphone-15-pro", in: Self.goldens)

        // Far enough up, the bar is its standard 44 pt and the small title has faded in.
        try harness.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.4, thenHoldFor: 0.3)
        try harness.settle()
        #expect(nearly(bar.frame.height, 44))
        #expect(contents.titleLabel.alpha == 1)
        #expect(nearly(table.adjustedContentInset.top, 155))
        try harness.assertScreenshot(named: "large-title-collapsed-iphone-15-pro", in: Self.goldens)

        // Pulled back to the top, it is large again and the small title is gone.
        try harness.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 700), duration: 0.4, thenHoldFor: 0.3)
        try harness.settle()
        #expect(nearly(table.contentOffset.y, -155))
        #expect(nearly(bar.frame.height, 96))
        #expect(contents.titleLabel.alpha == 0)
    }

    @Test func pullingDownPastTheTopStretchesTheBarAndKeepsTheLargeTitleOnItsBottomEdge() throws {
        let (harness, app) = try launch()
        let bar = app.navigation.navigationBar
        let table = app.list.tableView!
        let device = harness.device
        device.touchDown(at: CGPoint(x: 200, y: 300))
        device.runFrame()
        for step in 1...10 {
            device.touchMove(to: CGPoint(x: 200, y: 300 + CGFloat(step) * 10))
            device.runFrame()
        }
        let pulled = -(table.contentOffset.y + 155)
        #expect(pulled > 20, "\(pulled)")
        #expect(nearly(bar.frame.height, 96 + pulled))
        let large = try #require(bar.contents?.largeTitleLabel)
        #expect(nearly(large.convert(large.bounds, to: nil).maxY, bar.frame.maxY))
        device.touchUp()
        device.runFrame()
        try harness.settle()
        #expect(nearly(bar.frame.height, 96))
    }

    @Test func pushingAControllerWithoutALargeTitleShrinksTheBarAlongWithTheSlide() throws {
        let (harness, app) = try launch()
        let bar = app.navigation.navigationBar
        let detail = UIViewController()
        detail.title = "Inbox"
        detail.navigationItem.largeTitleDisplayMode = .never
        app.navigation.pushViewController(detail, animated: true)
        harness.advance(by: 0.1)
        let height = CGFloat(bar.layer.presentation()!.bounds.height)
        #expect(height > 44 && height < 96, "\(height)")
        try harness.settle()
        #expect(nearly(bar.frame.height, 44))
        app.navigation.popViewController(animated: true)
        harness.advance(by: 0.1)
        let back = CGFloat(bar.layer.presentation()!.bounds.height)
        #expect(back > 44 && back < 96, "\(back)")
        try harness.settle()
        #expect(nearly(bar.frame.height, 96))
    }
}
