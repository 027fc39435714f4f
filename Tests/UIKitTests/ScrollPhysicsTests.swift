import Foundation
import Testing
@testable @_spi(Testing) import UIKit

@MainActor struct ScrollPhysicsTests {
    @Test func theProjectionIsApplesFormulaForBothRates() {
        // (v/1000)·d/(1−d): at 1000 pt/s, 499 pt at 0.998 and 99 pt at 0.99.
        #expect(abs(ScrollPhysics.projectedDistance(velocity: 1000, rate: 0.998) - 499) < 1e-9)
        #expect(abs(ScrollPhysics.projectedDistance(velocity: 1000, rate: 0.99) - 99) < 1e-9)
        #expect(abs(ScrollPhysics.projectedDistance(velocity: -2500, rate: 0.998) + 1247.5) < 1e-9)
    }

    @Test func theProjectionIsTheSumOfTheMillisecondSteps() {
        var v: CGFloat = 3000, x: CGFloat = 0
        for _ in 0..<20000 {
            v *= 0.998
            x += v / 1000
        }
        #expect(abs(x - ScrollPhysics.projectedDistance(velocity: 3000, rate: 0.998)) < 1e-6)
    }

    @Test func theRubberBandMatchesTheReferenceSample() {
        #expect(abs(ScrollPhysics.rubberBand(overscroll: 100, dimension: 960) - 52.02) < 0.005)
        #expect(ScrollPhysics.rubberBand(overscroll: 0, dimension: 960) == 0)
        // It never reaches d however far the finger goes.
        #expect(ScrollPhysics.rubberBand(overscroll: 1e9, dimension: 960) < 960)
    }

    @Test func aDraggedOffsetIsRubberBandedPastEitherEndOrClampedWithoutBounce() {
        let range: ClosedRange<CGFloat> = 0...1000
        #expect(ScrollPhysics.draggedOffset(500, in: range, dimension: 960, bounces: true) == 500)
        #expect(abs(ScrollPhysics.draggedOffset(-100, in: range, dimension: 960, bounces: true) + 52.02) < 0.005)
        #expect(abs(ScrollPhysics.draggedOffset(1100, in: range, dimension: 960, bounces: true) - 1052.02) < 0.005)
        #expect(ScrollPhysics.draggedOffset(-100, in: range, dimension: 960, bounces: false) == 0)
        #expect(ScrollPhysics.draggedOffset(1100, in: range, dimension: 960, bounces: false) == 1000)
    }

    @Test func decelerationFollowsTheMillisecondDecayAndRestsOnTheTarget() {
        let target = ScrollPhysics.projectedDistance(velocity: 2000, rate: 0.998)
        var motion = ScrollAxisMotion(offset: 0, velocity: 2000, target: target, rate: 0.998, range: 0...5000,
                                      bounces: true, time: 10)
        let half = motion.advance(to: 10.5)
        #expect(abs(half - target * (1 - pow(0.998, 500))) < 1e-9)
        #expect(!motion.isResting)
        var time = 10.5
        var last = half
        while !motion.isResting {
            time += 1.0 / 60
            let next = motion.advance(to: time)
            #expect(next >= last)
            last = next
        }
        #expect(last == target)
        // Rest comes when less than half a point remains: ln(0.5/998)/ln(0.998) ms.
        #expect(abs(time - 10 - log(0.5 / target) / log(0.998) / 1000) < 1.0 / 60 + 1e-9)
    }

    @Test func aBounceIsCriticallyDampedAndRestsOnTheEdge() {
        var motion = ScrollAxisMotion(offset: -100, velocity: 0, target: 0, rate: 0.998, range: 0...1000,
                                      bounces: true, time: 0)
        var time = 0.0
        var offsets: [CGFloat] = []
        while !motion.isResting && time < 3 {
            time += 1.0 / 60
            offsets.append(motion.advance(to: time))
        }
        #expect(motion.isResting && offsets.last == 0)
        #expect(offsets.allSatisfy { $0 <= 0 })
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(time < 0.8)
    }

    @Test func passingAnEdgeWhileDeceleratingBouncesOrStops() {
        for bounces in [true, false] {
            var motion = ScrollAxisMotion(offset: 900, velocity: 1000, target: 1399, rate: 0.998, range: 0...1000,
                                          bounces: bounces, time: 0)
            var time = 0.0
            var furthest: CGFloat = 0
            while !motion.isResting && time < 5 {
                time += 1.0 / 60
                furthest = max(furthest, motion.advance(to: time))
            }
            #expect(motion.advance(to: time) == 1000)
            #expect((furthest > 1000) == bounces)
        }
    }

    @Test func pagingGoesToTheNearestPageOrOnePageInTheFlingsDirection() {
        let range: ClosedRange<CGFloat> = 0...1600
        #expect(ScrollPhysics.pageOffset(releasedAt: 150, velocity: 0, pageSize: 400, startPage: 0, in: range) == 0)
        #expect(ScrollPhysics.pageOffset(releasedAt: 250, velocity: 0, pageSize: 400, startPage: 0, in: range) == 400)
        #expect(ScrollPhysics.pageOffset(releasedAt: 50, velocity: 800, pageSize: 400, startPage: 0, in: range) == 400)
        #expect(ScrollPhysics.pageOffset(releasedAt: 350, velocity: -800, pageSize: 400, startPage: 1, in: range) == 0)
        #expect(ScrollPhysics.pageOffset(releasedAt: 900, velocity: 5000, pageSize: 400, startPage: 1, in: range) == 800)
        #expect(ScrollPhysics.pageOffset(releasedAt: 1700, velocity: 5000, pageSize: 400, startPage: 4, in: range) == 1600)
    }

    @Test func directionalLockNeedsOneAxisToDominateTwofold() {
        #expect(ScrollPhysics.lockedAxis(forStartingMovement: CGPoint(x: 4, y: -30)) == .vertical)
        #expect(ScrollPhysics.lockedAxis(forStartingMovement: CGPoint(x: 12, y: 5)) == .horizontal)
        #expect(ScrollPhysics.lockedAxis(forStartingMovement: CGPoint(x: 10, y: 8)) == nil)
    }
}
