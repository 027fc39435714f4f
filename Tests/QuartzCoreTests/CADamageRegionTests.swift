import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import QuartzCore

struct CADamageRegionTests {
    @Test func fractionalRectanglesSnapOutwardAndAreClippedToTheScreen() {
        var damage = CADamageRegion(pixelWidth: 100, pixelHeight: 100)
        damage.insert(CGRect(x: -3.5, y: 10.2, width: 20, height: 5.1))
        #expect(damage.rects == [CGRect(x: 0, y: 10, width: 17, height: 6)])
        damage.insert(CGRect(x: 500, y: 500, width: 10, height: 10))
        damage.insert(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
        #expect(damage.rects.count == 1)
    }

    @Test func overlappingRectanglesMergeTransitively() {
        var damage = CADamageRegion(pixelWidth: 200, pixelHeight: 200)
        damage.insert(CGRect(x: 0, y: 0, width: 10, height: 10))
        damage.insert(CGRect(x: 50, y: 0, width: 10, height: 10))
        #expect(damage.rects.count == 2)
        damage.insert(CGRect(x: 5, y: 0, width: 50, height: 5))
        #expect(damage.rects == [CGRect(x: 0, y: 0, width: 60, height: 10)])
        damage.removeAll()
        #expect(damage.isEmpty)
    }

    /// A scrolled list damages rows 1 to the bottom and something else row 0: one redraw, not two
    /// (a backdrop in both would blur its region twice).
    @Test func rectanglesThatFillTheirUnionExactlyMergeIntoIt() {
        var damage = CADamageRegion(pixelWidth: 100, pixelHeight: 200)
        damage.insert(CGRect(x: 0, y: 1, width: 100, height: 199))
        damage.insert(CGRect(x: 0, y: 0, width: 100, height: 1))
        #expect(damage.rects == [CGRect(x: 0, y: 0, width: 100, height: 200)])
        damage.removeAll()
        damage.insert(CGRect(x: 10, y: 10, width: 20, height: 30))
        damage.insert(CGRect(x: 30, y: 10, width: 5, height: 30))
        #expect(damage.rects == [CGRect(x: 10, y: 10, width: 25, height: 30)])
        // Touching boxes whose union would add pixels stay apart.
        damage.insert(CGRect(x: 35, y: 20, width: 10, height: 5))
        #expect(damage.rects.count == 2)
    }

    @Test func manyScatteredRectanglesStayAtMostEight() {
        var damage = CADamageRegion(pixelWidth: 1000, pixelHeight: 1000)
        for i in 0..<20 { damage.insert(CGRect(x: i * 40, y: i * 40, width: 5, height: 5)) }
        #expect(damage.rects.count <= 8)
        let covered = damage.rects.reduce(CGRect.null) { $0.union($1) }
        #expect(covered == CGRect(x: 0, y: 0, width: 765, height: 765))
    }
}
