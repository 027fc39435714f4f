import Foundation
import Testing
@testable @_spi(Testing) import UIKit

@MainActor struct TableLayoutTests {
    /// Two sections: a 28 pt header, rows of 44, 60 and 44, no footer; then no header, two
    /// rows of 44 and a 10 pt footer.
    func twoSections() -> TableLayout {
        TableLayout(sections: [
            .init(header: 28, rows: [44, 60, 44], footer: 0),
            .init(header: 0, rows: [44, 44], footer: 10),
        ])
    }

    @Test func rowTopsAreThePrefixSumsOfTheHeightsAfterTheHeader() {
        let layout = twoSections()
        #expect(layout.rowExtent(IndexPath(row: 0, section: 0)) == (28, 44))
        #expect(layout.rowExtent(IndexPath(row: 1, section: 0)) == (72, 60))
        #expect(layout.rowExtent(IndexPath(row: 2, section: 0)) == (132, 44))
        #expect(layout.rowExtent(IndexPath(row: 0, section: 1)) == (176, 44))
        #expect(layout.footerExtent(1) == (264, 10))
        #expect(layout.contentHeight == 274)
        #expect(layout.sectionExtent(0) == (0, 176))
    }

    @Test func paddingMovesEverySectionAndAddsToTheHeight() {
        let layout = TableLayout(sections: [.init(header: 17.5, rows: [44], footer: 17.5)], topPadding: 17.5, bottomPadding: 20)
        #expect(layout.headerExtent(0) == (17.5, 17.5))
        #expect(layout.rowExtent(IndexPath(row: 0, section: 0)) == (35, 44))
        #expect(layout.contentHeight == CGFloat(17.5 + 17.5 + 44 + 17.5 + 20))
    }

    @Test func theRowsOverlappingARangeAreFoundAcrossSections() {
        let layout = twoSections()
        #expect(layout.indexPaths(overlapping: 0, 28) == [])
        #expect(layout.indexPaths(overlapping: 0, 29) == [IndexPath(row: 0, section: 0)])
        #expect(layout.indexPaths(overlapping: 100, 200) == [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0),
                                                            IndexPath(row: 0, section: 1)])
        // A range that ends exactly at a row's top does not include it.
        #expect(layout.indexPaths(overlapping: 72, 132) == [IndexPath(row: 1, section: 0)])
        #expect(layout.indexPaths(overlapping: 264, 300) == [])
        #expect(layout.sections(overlapping: 170, 180) == 0..<2)
        #expect(layout.sections(overlapping: 300, 400) == 2..<2)
    }

    @Test func aPointFindsItsRowAndHeadersAndFootersFindNone() {
        let layout = twoSections()
        #expect(layout.indexPathForRow(atY: 10) == nil)
        #expect(layout.indexPathForRow(atY: 28) == IndexPath(row: 0, section: 0))
        #expect(layout.indexPathForRow(atY: 131.9) == IndexPath(row: 1, section: 0))
        #expect(layout.indexPathForRow(atY: 219) == IndexPath(row: 0, section: 1))
        #expect(layout.indexPathForRow(atY: 265) == nil)
        #expect(layout.indexPathForRow(atY: -1) == nil)
    }

    @Test func rowsOfZeroHeightOverlapNothing() {
        let layout = TableLayout(sections: [.init(header: 0, rows: [44, 0, 44], footer: 0)])
        #expect(layout.indexPaths(overlapping: 0, 88) == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
        #expect(layout.indexPathForRow(atY: 44) == IndexPath(row: 2, section: 0))
    }

    @Test func aHundredThousandRowsAreFoundByBinarySearch() {
        let layout = TableLayout(sections: [.init(header: 0, rows: [CGFloat](repeating: 44, count: 100_000), footer: 0)])
        #expect(layout.contentHeight == 4_400_000)
        let paths = layout.indexPaths(overlapping: 44 * 70_000 + 10, 44 * 70_000 + 10 + 852)
        #expect(paths.first == IndexPath(row: 70_000, section: 0))
        #expect(paths.count == 20)
        #expect(layout.indexPathForRow(atY: 4_399_999) == IndexPath(row: 99_999, section: 0))
    }

    @Test func anEmptyLayoutHasNoRows() {
        let layout = TableLayout(sections: [])
        #expect(layout.contentHeight == 0)
        #expect(layout.indexPaths(overlapping: 0, 1000).isEmpty)
        #expect(!layout.contains(IndexPath(row: 0, section: 0)))
    }
}

struct IndexPathUIKitTests {
    @Test func rowAndSectionAreTheSecondAndFirstIndices() {
        let path = IndexPath(row: 3, section: 1)
        #expect(path.row == 3)
        #expect(path.section == 1)
        #expect(path.item == 3)
        #expect(Array(path) == [1, 3])
        #expect(IndexPath(item: 5, section: 2) == IndexPath(row: 5, section: 2))
    }

    @Test func settingRowOrSectionChangesThatIndex() {
        var path = IndexPath(row: 0, section: 0)
        path.row = 7
        path.section = 2
        #expect(path == IndexPath(indexes: [2, 7]))
        path.item = 1
        #expect(path.row == 1)
    }

    @Test func pathsOrderBySectionThenRow() {
        let paths = [IndexPath(row: 2, section: 1), IndexPath(row: 9, section: 0), IndexPath(row: 0, section: 1)]
        #expect(paths.sorted() == [IndexPath(row: 9, section: 0), IndexPath(row: 0, section: 1), IndexPath(row: 2, section: 1)])
    }
}
