import UIKit

/// The article's table: a plain `UITableViewController` listing numbered rows.
public final class ListViewController: UITableViewController {
    /// How many rows the list has.
    public static let rowCount = 40

    public init() {
        super.init(style: .plain)
    }

    public required init?(coder: NSCoder) {
        fatalError("ListViewController is made in code")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Self.rowCount
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row + 1)"
        return cell
    }
}
