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

    @Test func manyScatteredRectanglesStayAtMostEight() {
        var damage = CADamageRegion(pixelWidth: 1000, pixelHeight: 1000)
        for i in 0..<20 { damage.insert(CGRect(x: i * 40, y: i * 40, width: 5, height: 5)) }
        #expect(damage.rects.count <= 8)
        let covered = damage.rects.reduce(CGRect.null) { $0.union($1) }
        #expect(covered == CGRect(x: 0, y: 0, width: 765, height: 765))
    }
}
