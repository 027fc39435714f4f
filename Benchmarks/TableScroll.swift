// The table-scrolling benchmark: a finger drags a plain table of 100,000 rows, and of 100 rows,
// and each frame is timed. A table makes cells only for the rows in view and finds them by
// binary search, so a frame should cost the same whatever the row count.
import Foundation
import CoreGraphics
import UIKit
import SpringBoard
import UIKitTesting

/// An app whose window is one plain table of `rows` rows of "Row n" text, made and reused as an
/// iOS app makes them.
final class TableBenchmarkAppDelegate: UIResponder, UIApplicationDelegate, UITableViewDataSource {
    var window: UIWindow?
    let rows: Int
    let table = UITableView(frame: .zero, style: .plain)

    init(rows: Int) {
        self.rows = rows
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        table.frame = window.bounds
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        table.dataSource = self
        window.addSubview(table)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// The median time of one frame while a finger drags the table up 10 pt a frame, over `cycles`
/// drags of 60 moves (each drag starts where the last one's deceleration left the table), and
/// the most cells the table held at once.
@MainActor
func tableScrollFrameMedian(rows: Int, startingAt row: Int, cycles: Int) -> (median: Double, frames: Int, cells: Int) {
    let delegate = TableBenchmarkAppDelegate(rows: rows)
    let harness = AppHarness(model: .iPhone15Pro) { delegate }
    attachDisplay(to: harness)
    try? harness.settle()
    delegate.table.scrollToRow(at: IndexPath(row: row, section: 0), at: .top, animated: false)
    try? harness.settle()
    var cells = 0
    let samples = dragFrameTimes(harness, cycles: cycles) {
        cells = max(cells, delegate.table.subviews.filter { $0 is UITableViewCell }.count)
    }.sorted()
    return (samples[samples.count / 2], samples.count, cells)
}

/// The time of each frame while a finger drags up 10 pt a frame from near the bottom of an iPhone 15
/// Pro's screen, over `cycles` drags of 60 moves, each held still and lifted, then settled;
/// `afterFrame` runs after each timed frame.
@MainActor
func dragFrameTimes(_ harness: AppHarness, cycles: Int, afterFrame: () -> Void = {}) -> [Double] {
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<cycles {
        harness.device.touchDown(at: CGPoint(x: 200, y: 760))
        harness.device.runFrame()
        for step in 1...60 {
            harness.device.touchMove(to: CGPoint(x: 200, y: 760 - CGFloat(step) * 10))
            let elapsed = clock.measure { harness.device.runFrame() }
            samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
            afterFrame()
        }
        // Hold still so that the lift does not fling, then lift.
        for _ in 0..<6 { harness.device.runFrame() }
        harness.device.touchUp()
        try? harness.settle()
    }
    return samples
}

@MainActor
func benchmarkTableScroll() {
    // A drag through a plain table of 100,000 rows, from row 50,000, against the same drag
    // through a table of 100 rows from its top: a frame costs the rows in view, not the row count.
    _ = tableScrollFrameMedian(rows: 100, startingAt: 0, cycles: 1)
    let big = tableScrollFrameMedian(rows: 100_000, startingAt: 50_000, cycles: 4)
    let small = tableScrollFrameMedian(rows: 100, startingAt: 0, cycles: 4)
    print("Table scroll frame, 100,000 rows, iPhone 15 Pro (median of \(big.frames) drag frames, at most \(big.cells) cells): \(format(big.median))")
    print("  peer: the same drag through 100 rows (at most \(small.cells) cells): \(format(small.median))")
    print(String(format: "  ratio 100,000 rows / 100 rows: %.2f×", big.median / small.median))
}
