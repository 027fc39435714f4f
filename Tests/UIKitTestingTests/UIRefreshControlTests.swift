import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants

/// Counts a refresh control's `.valueChanged` actions.
@MainActor final class RefreshCounter {
    var count = 0
    func refresh(_ sender: UIRefreshControl) { count += 1 }
}

@Suite(.checksInvariants) @MainActor
struct UIRefreshControlTests {
    func launch() throws -> (AppHarness, UITableView, UIRefreshControl, RefreshCounter) {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(40))])
        let (harness, table) = try launchTable(.plain, spy)
        let control = UIRefreshControl()
        let counter = RefreshCounter()
        control.addTarget(counter, action: Selector(RefreshCounter.refresh(_:)), for: .valueChanged)
        table.refreshControl = control
        try harness.settle()
        return (harness, table, control, counter)
    }

    @Test func aLongPullStartsRefreshingOnceAndTheContentRestsBelowTheControl() throws {
        let (harness, table, control, counter) = try launch()
        #expect(control.superview === table)
        #expect(control.frame == CGRect(x: 0, y: -60, width: 393, height: 60))
        #expect(table.contentOffset.y == -59)
        try harness.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 700), duration: 0.5, thenHoldFor: 0.2)
        #expect(counter.count == 1)
        #expect(control.isRefreshing)
        try harness.settle()
        #expect(table.contentOffset.y == CGFloat(-59 - 60))
        #expect(control.drawnSpokes == 8)
        control.endRefreshing()
        #expect(!control.isRefreshing)
        try harness.settle()
        #expect(table.contentOffset.y == -59)
        #expect(counter.count == 1)
    }

    @Test func aShortPullShowsSomeSpokesAndDoesNotRefresh() throws {
        let (harness, table, control, counter) = try launch()
        let start = CGPoint(x: 200, y: 300)
        harness.device.touchDown(at: start)
        harness.advance(by: 1.0 / 60)
        for step in 1...10 {
            harness.device.touchMove(to: CGPoint(x: 200, y: start.y + CGFloat(step) * 12))
            harness.advance(by: 1.0 / 60)
        }
        let pull = -(table.contentOffset.y + table.adjustedContentInset.top)
        #expect(pull > 0 && pull < 90)
        #expect(control.drawnSpokes > 0 && control.drawnSpokes < 8)
        harness.device.touchUp()
        try harness.settle()
        #expect(counter.count == 0)
        #expect(!control.isRefreshing)
        #expect(table.contentOffset.y == -59)
    }

    @Test func beginRefreshingFromCodeShowsTheControlWithoutAnAction() throws {
        let (harness, table, control, counter) = try launch()
        control.beginRefreshing()
        #expect(control.isRefreshing)
        try harness.settle()
        #expect(table.contentOffset.y == CGFloat(-59 - 60))
        #expect(counter.count == 0)
        control.endRefreshing()
        try harness.settle()
        #expect(table.contentOffset.y == -59)
    }
}
