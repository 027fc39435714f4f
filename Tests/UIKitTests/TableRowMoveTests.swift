import Foundation
import Testing
@testable @_spi(Testing) import UIKit

/// The geometry of a row being dragged, without views: the mapping of a move, the layouts
/// without the row and with it at its destination, and where a row's top proposes it goes.
@MainActor struct TableRowMoveTests {
    func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    /// A 28 pt header, rows of 44, 60 and 44; then a 28 pt header and rows of 44 and 44.
    func twoSections() -> TableLayout {
        TableLayout(sections: [
            .init(header: 28, rows: [44, 60, 44], footer: 0),
            .init(header: 28, rows: [44, 44], footer: 0),
        ])
    }

    @Test func aMoveDownTheSectionShiftsTheRowsBetweenUpAndMapsBack() {
        let move = TableRowMove(source: path(0), destination: path(2))
        #expect((0..<4).map { move.destination(of: path($0)).row } == [2, 0, 1, 3])
        #expect((0..<4).map { move.origin(of: path($0)).row } == [1, 2, 0, 3])
        #expect(move.destination(of: path(0, 1)) == path(0, 1))
    }

    @Test func aMoveAcrossSectionsClosesOneAndOpensTheOther() {
        let move = TableRowMove(source: path(1, 0), destination: path(0, 1))
        #expect(move.destination(of: path(2, 0)) == path(1, 0))
        #expect(move.destination(of: path(0, 1)) == path(1, 1))
        for original in [path(0), path(1), path(2), path(0, 1), path(1, 1)] {
            #expect(move.origin(of: move.destination(of: original)) == original)
        }
    }

    @Test func aMoveToItsOwnPlaceChangesNothing() {
        let move = TableRowMove(source: path(1), destination: path(1))
        #expect((0..<3).map { move.destination(of: path($0)) } == (0..<3).map { path($0) })
    }

    @Test func removingAndInsertingARowKeepsItsHeightAndMovesWhatFollows() {
        let (remainder, height) = twoSections().removingRow(at: path(1))
        #expect(height == 60)
        #expect(remainder.rowExtent(path(1)) == (72, 44))
        #expect(remainder.headerExtent(1) == (116, 28))
        let moved = remainder.insertingRow(height: height, at: path(1, 1))
        #expect(moved.rowExtent(path(1, 1)) == (188, 60))
        #expect(moved.rowExtent(path(0, 1)) == (144, 44))
        #expect(moved.contentHeight == twoSections().contentHeight)
        #expect(moved.sectionHeights.map(\.rows) == [[44, 44], [44, 60, 44]])
    }

    @Test func aRowGoesToTheInsertionPointNearestItsTop() throws {
        let (remainder, _) = twoSections().removingRow(at: path(0))
        // Rows 60 (28…88) and 44 (88…132), then section 1 from 132 with rows at 160 and 204.
        #expect(remainder.insertionSpan == 28...248)
        #expect(remainder.nearestInsertionPoint(toTop: 0) == path(0))
        #expect(remainder.nearestInsertionPoint(toTop: 57) == path(0))
        #expect(remainder.nearestInsertionPoint(toTop: 59) == path(1))
        #expect(remainder.nearestInsertionPoint(toTop: 131) == path(2))
        // Between the end of section 0 (132) and the first row of section 1 (160).
        #expect(remainder.nearestInsertionPoint(toTop: 146) == path(2))
        #expect(remainder.nearestInsertionPoint(toTop: 147) == path(0, 1))
        #expect(remainder.nearestInsertionPoint(toTop: 1000) == path(2, 1))
        #expect(TableLayout(sections: []).nearestInsertionPoint(toTop: 10) == nil)
    }

    @Test func anEmptySectionOffersOnePlace() {
        let layout = TableLayout(sections: [.init(header: 0, rows: [44], footer: 0), .init(header: 28, rows: [], footer: 0)])
        #expect(layout.nearestInsertionPoint(toTop: 70) == path(0, 1))
        #expect(layout.nearestInsertionPoint(toTop: 40) == path(1, 0))
    }
}
