import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import QuartzCore

@MainActor struct CABasicAnimationTimingTests {
    /// A layer at x = 0 with a linear 1 s animation of `position.x` built by `configure`.
    private func animate(_ host: TestAnimationHost, model: CGFloat = 0,
                         _ configure: (CABasicAnimation) -> Void) -> CALayer {
        let layer = makeLayer(CGRect(x: model - 5, y: 0, width: 10, height: 10))
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.duration = 1
        configure(animation)
        layer.add(animation, forKey: "move")
        return layer
    }

    private func presentedX(_ layer: CALayer, at time: CFTimeInterval, _ host: TestAnimationHost) -> CGFloat {
        host.set(time: time)
        return layer.presentation()!.position.x
    }

    @Test func fromAndToValuesBlendLinearlyWithoutATimingFunction() {
        let host = TestAnimationHost()
        let layer = animate(host) { $0.fromValue = CGFloat(100); $0.toValue = CGFloat(200) }
        #expect(presentedX(layer, at: 1000, host) == 100)
        #expect(isClose(presentedX(layer, at: 1000.25, host), 125))
        #expect(isClose(presentedX(layer, at: 1000.5, host), 150))
    }

    @Test func aMissingFromValueIsTheModelValue() {
        let host = TestAnimationHost()
        let layer = animate(host, model: 40) { $0.toValue = CGFloat(140) }
        #expect(isClose(presentedX(layer, at: 1000.5, host), 90))
    }

    @Test func aMissingToValueIsTheModelValue() {
        let host = TestAnimationHost()
        let layer = animate(host, model: 40) { $0.fromValue = CGFloat(140) }
        #expect(isClose(presentedX(layer, at: 1000.5, host), 90))
    }

    @Test func aByValueAloneAddsToTheModelValue() {
        let host = TestAnimationHost()
        let layer = animate(host, model: 40) { $0.byValue = CGFloat(20) }
        #expect(isClose(presentedX(layer, at: 1000, host), 40))
        #expect(isClose(presentedX(layer, at: 1000.5, host), 50))
        #expect(isClose(presentedX(layer, at: 1000.999, host), 60, within: 0.03))
    }

    @Test func fromAndByEndAtTheirSum() {
        let host = TestAnimationHost()
        let layer = animate(host) { $0.fromValue = CGFloat(10); $0.byValue = CGFloat(30) }
        #expect(isClose(presentedX(layer, at: 1000.5, host), 25))
    }

    @Test func toAndByStartAtTheirDifference() {
        let host = TestAnimationHost()
        let layer = animate(host) { $0.toValue = CGFloat(50); $0.byValue = CGFloat(40) }
        #expect(isClose(presentedX(layer, at: 1000, host), 10))
        #expect(isClose(presentedX(layer, at: 1000.5, host), 30))
    }

    @Test func theModelChangesAtOnceWhileThePresentationMoves() {
        let host = TestAnimationHost()
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let animation = CABasicAnimation(keyPath: "position")
        animation.fromValue = layer.position
        animation.toValue = CGPoint(x: 105, y: 5)
        animation.duration = 1
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 105, y: 5)
        CATransaction.commit()
        layer.add(animation, forKey: "position")
        #expect(layer.position == CGPoint(x: 105, y: 5))
        host.frame(at: 1000.5)
        #expect(isClose(layer.presentation()!.position, CGPoint(x: 55, y: 5)))
        #expect(layer.position == CGPoint(x: 105, y: 5))
        #expect(layer.presentation()!.model() === layer)
    }

    @Test func withFillModeRemovedTheModelShowsAfterTheEnd() {
        let host = TestAnimationHost()
        let layer = animate(host, model: 7) { $0.fromValue = CGFloat(100); $0.toValue = CGFloat(200) }
        host.frame(at: 1001)
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()!.position.x == 7)
    }

    @Test func aFutureBeginTimeShowsTheModelUntilItStarts() {
        let host = TestAnimationHost()
        let layer = animate(host, model: 7) {
            $0.beginTime = 1002; $0.fromValue = CGFloat(100); $0.toValue = CGFloat(200)
        }
        #expect(presentedX(layer, at: 1001.5, host) == 7)
        #expect(isClose(presentedX(layer, at: 1002.5, host), 150))
        #expect(presentedX(layer, at: 1003.5, host) == 7)
    }

    @Test func fillModeBackwardsShowsTheFromValueBeforeAFutureBeginTime() {
        let host = TestAnimationHost()
        let layer = animate(host, model: 7) {
            $0.beginTime = 1002; $0.fillMode = .backwards; $0.fromValue = CGFloat(100); $0.toValue = CGFloat(200)
        }
        #expect(presentedX(layer, at: 1001, host) == 100)
    }

    @Test func notRemovedOnCompletionWithFillForwardsHoldsTheFinalValue() {
        let host = TestAnimationHost()
        let layer = animate(host, model: 7) {
            $0.isRemovedOnCompletion = false; $0.fillMode = .forwards
            $0.fromValue = CGFloat(100); $0.toValue = CGFloat(200)
        }
        host.frame(at: 1001)
        host.frame(at: 1005)
        #expect(layer.animationKeys() == ["move"])
        #expect(layer.presentation()!.position.x == 200)
        #expect(!host.context.isAnimating)
        layer.removeAnimation(forKey: "move")
        #expect(layer.presentation()!.position.x == 7)
    }

    @Test func repeatCountPlaysTheIterationAgain() {
        let host = TestAnimationHost()
        let layer = animate(host) { $0.repeatCount = 2; $0.fromValue = CGFloat(0); $0.toValue = CGFloat(100) }
        #expect(isClose(presentedX(layer, at: 1001.25, host), 25))
        host.frame(at: 1001.5)
        #expect(layer.animationKeys() == ["move"])
        host.frame(at: 1002)
        #expect(layer.animationKeys() == nil)
    }

    @Test func aFractionalRepeatCountWithFillForwardsHoldsTheValueWhereItStopped() {
        // repeatCount 1.5 ends halfway through the second iteration (CAMediaTiming).
        let host = TestAnimationHost()
        let layer = animate(host) {
            $0.repeatCount = 1.5; $0.fromValue = CGFloat(0); $0.toValue = CGFloat(100)
            $0.isRemovedOnCompletion = false; $0.fillMode = .forwards
        }
        host.frame(at: 1001.5)
        #expect(!host.context.isAnimating)
        #expect(isClose(presentedX(layer, at: 1002, host), 50))
    }

    @Test func anAutoreversingAnimationWithAHalfRepeatHoldsItsForwardEnd() {
        let host = TestAnimationHost()
        let layer = animate(host) {
            $0.autoreverses = true; $0.repeatCount = 0.5; $0.fromValue = CGFloat(0); $0.toValue = CGFloat(100)
            $0.isRemovedOnCompletion = false; $0.fillMode = .forwards
        }
        host.frame(at: 1001)
        #expect(!host.context.isAnimating)
        #expect(isClose(presentedX(layer, at: 1002, host), 100))
    }

    @Test func autoreversesPlaysForwardsThenBackwards() {
        let host = TestAnimationHost()
        let layer = animate(host) {
            $0.autoreverses = true; $0.fromValue = CGFloat(0); $0.toValue = CGFloat(100)
            $0.isRemovedOnCompletion = false; $0.fillMode = .forwards
        }
        #expect(isClose(presentedX(layer, at: 1000.5, host), 50))
        #expect(isClose(presentedX(layer, at: 1001, host), 100))
        #expect(isClose(presentedX(layer, at: 1001.75, host), 25))
        host.frame(at: 1002)
        #expect(isClose(presentedX(layer, at: 1003, host), 0))
    }

    @Test func aTimingFunctionPacesEachIteration() {
        let host = TestAnimationHost()
        let layer = animate(host) {
            $0.timingFunction = CAMediaTimingFunction(name: .easeIn)
            $0.fromValue = CGFloat(0); $0.toValue = CGFloat(100)
        }
        #expect(isClose(presentedX(layer, at: 1000.5, host), 31.53568, within: 1e-3))
    }

    @Test func aZeroDurationBecomesTheTransactionDuration() {
        let host = TestAnimationHost()
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
        #expect(layer.animation(forKey: "fade")?.duration == 0.25)
        #expect(layer.animation(forKey: "fade")?.beginTime == host.now)
    }

    @Test func addingAnAnimationCopiesIt() {
        let host = TestAnimationHost()
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.duration = 2
        animation.fromValue = Float(0)
        layer.add(animation, forKey: "fade")
        animation.duration = 9
        #expect(layer.animation(forKey: "fade") !== animation)
        #expect(layer.animation(forKey: "fade")?.duration == 2)
        _ = host
    }

    @Test func transformsAnimateAlongTheRotationArc() {
        let host = TestAnimationHost()
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let animation = CABasicAnimation(keyPath: "transform")
        animation.fromValue = CATransform3DIdentity
        animation.toValue = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        animation.duration = 1
        layer.add(animation, forKey: "spin")
        host.set(time: 1000.5)
        let halfway = layer.presentation()!.transform
        let expected = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        #expect(isClose(halfway.m11, expected.m11) && isClose(halfway.m12, expected.m12))
        #expect(isClose(halfway.m21, expected.m21) && isClose(halfway.m22, expected.m22))
    }
}
