import Foundation
import Testing
@testable @_spi(Testing) import UIKit

@MainActor struct TableUpdateTests {
    func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    @Test func insertionsTakeTheirSlotsAndTheOtherRowsKeepTheirOrder() throws {
        var update = TableUpdate()
        update.insertedRows = [path(0): .fade, path(3): .fade]
        let mapping = try update.mapping(oldRowCounts: [3], newRowCounts: [5]).get()
        #expect(mapping.newPaths == [path(0): path(1), path(1): path(2), path(2): path(4)])
    }

    @Test func deletionsAndMovesUseOldPathsAndInsertionsNewOnes() throws {
        var update = TableUpdate()
        update.deletedRows = [path(1): .left]
        update.moves = [(path(0), path(2))]
        update.insertedRows = [path(0): .fade]
        let mapping = try update.mapping(oldRowCounts: [4], newRowCounts: [4]).get()
        // Old 2 and 3 survive in order into the free slots 1 and 3; old 0 moves to 2.
        #expect(mapping.newPaths == [path(2): path(1), path(3): path(3), path(0): path(2)])
    }

    @Test func sectionInsertionsAndDeletionsShiftTheOtherSections() throws {
        var update = TableUpdate()
        update.deletedSections = [0: .fade]
        update.insertedSections = [1: .fade]
        let mapping = try update.mapping(oldRowCounts: [2, 1, 3], newRowCounts: [1, 5, 3]).get()
        #expect(mapping.newSections == [1: 0, 2: 2])
        #expect(mapping.newPaths[path(0, 1)] == path(0, 0))
        #expect(mapping.newPaths[path(2, 2)] == path(2, 2))
        #expect(mapping.newPaths[path(0, 0)] == nil)
    }

    @Test func aWrongRowCountGivesUIKitsMessage() {
        var update = TableUpdate()
        update.insertedRows = [path(0): .fade]
        let result = update.mapping(oldRowCounts: [3], newRowCounts: [3])
        #expect(result == .failure(.init(message: "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")))
    }

    @Test func aWrongSectionCountGivesUIKitsMessage() {
        let result = TableUpdate().mapping(oldRowCounts: [1], newRowCounts: [1, 1])
        #expect(result == .failure(.init(message: "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).")))
    }

    @Test func deletingARowThatIsNotThereIsRefused() {
        var update = TableUpdate()
        update.deletedRows = [path(5): .fade]
        #expect(throws: TableUpdate.Inconsistency.self) { try update.mapping(oldRowCounts: [3], newRowCounts: [2]).get() }
    }
}
