import Foundation
import Testing
@testable @_spi(Testing) import UIKit

struct BarItemLayoutTests {
    @Test func flexibleSpacesSplitTheLeftoverWidthEqually() {
        let layout = BarItemLayout(entries: [.view(width: 40), .flexibleSpace, .view(width: 24), .flexibleSpace, .view(width: 30)],
                                   width: 320, edgePadding: 16, spacing: 8)
        // 320 − 32 − 94 = 194 left over: 97 each.
        #expect(layout.extents.map(\.lowerBound) == [16, 56, 153, 177, 274])
        #expect(layout.extents[4].upperBound == 304)
    }

    @Test func adjacentViewsGetTheGapAndSpacesStandInsteadOfIt() {
        let layout = BarItemLayout(entries: [.view(width: 24), .view(width: 24), .fixedSpace(20), .view(width: 24)],
                                   width: 375, edgePadding: 16, spacing: 8)
        #expect(layout.extents.map(\.lowerBound) == [16, 48, 72, 92])
    }

    @Test func withoutFlexibleSpacesTheItemsStayPackedAtTheLeadingEdge() {
        let layout = BarItemLayout(entries: [.view(width: 50)], width: 375, edgePadding: 16, spacing: 8)
        #expect(layout.extents == [16...66])
    }

    @Test func flexibleSpacesGetNothingWhenTheItemsDoNotFit() {
        let layout = BarItemLayout(entries: [.view(width: 200), .flexibleSpace, .view(width: 200)],
                                   width: 375, edgePadding: 16, spacing: 8)
        #expect(layout.extents[1] == 216...216)
        #expect(layout.extents[2].upperBound == 416)
    }
}
