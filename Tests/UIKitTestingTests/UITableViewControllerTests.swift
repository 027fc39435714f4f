import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants

/// A table view controller written as an iOS app writes one: overrides of the data source and
/// delegate methods, a registered cell class.
final class FruitListController: UITableViewController {
    let fruits = ["Apple", "Banana", "Cherry", "Date"]
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
    }

    override func viewWillAppear(_ animated: Bool) {
        log.append("viewWillAppear sections loaded: \(tableView.numberOfSections)")
        super.viewWillAppear(animated)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fruits.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Fruits" }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(fruits[indexPath.row])")
    }
}

final class ControllerAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let controller: UITableViewController

    @MainActor init(controller: UITableViewController) {
        self.controller = controller
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

@Suite(.checksInvariants) @MainActor
struct UITableViewControllerTests {
    @Test func theControllersTableIsItsViewAndItsOverridesFeedIt() throws {
        let controller = FruitListController(style: .grouped)
        let harness = AppHarness { ControllerAppDelegate(controller: controller) }
        try harness.settle()
        let table = try #require(controller.tableView)
        #expect(controller.view === table)
        #expect(table.style == .grouped)
        #expect(table.dataSource === controller)
        #expect(table.delegate === controller)
        #expect(table.frame == UIScreen.main.bounds)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["Apple", "Banana", "Cherry", "Date"])
        #expect(harness.visibleTexts.contains("FRUITS"))
        try harness.tap(text: "Cherry")
        try harness.settle()
        #expect(controller.log.last == "didSelect Cherry")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test func viewWillAppearLoadsTheTableThenClearsTheSelectionWhenItAppearsAgain() throws {
        let controller = FruitListController(style: .plain)
        let harness = AppHarness { ControllerAppDelegate(controller: controller) }
        try harness.settle()
        #expect(controller.log == ["viewWillAppear sections loaded: 1"])
        let table = try #require(controller.tableView)
        try harness.tap(text: "Banana")
        try harness.settle()
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        let window = try #require(harness.keyWindow)
        window.rootViewController = UIViewController()
        window.rootViewController = controller
        try harness.settle()
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
    }

    @Test func anAnimatedAppearanceFadesTheDeselectionAndTheFlagKeepsIt() throws {
        let controller = FruitListController(style: .plain)
        let harness = AppHarness { ControllerAppDelegate(controller: controller) }
        try harness.settle()
        let table = try #require(controller.tableView)
        let path = IndexPath(row: 0, section: 0)
        table.selectRow(at: path, animated: false, scrollPosition: .none)
        let cell = try #require(table.cellForRow(at: path))
        controller.viewWillAppear(true)
        #expect(table.indexPathForSelectedRow == nil)
        harness.advance(by: 0.1)
        let alpha = cell.selectionPresentationAlpha
        #expect(alpha > 0 && alpha < 1)
        try harness.settle()
        controller.clearsSelectionOnViewWillAppear = false
        table.selectRow(at: path, animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        #expect(table.indexPathForSelectedRow == path)
    }
}
