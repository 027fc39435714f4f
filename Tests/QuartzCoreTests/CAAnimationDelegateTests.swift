import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import QuartzCore

@MainActor struct CAAnimationDelegateTests {
    private func addFade(to layer: CALayer, log: AnimationEventLog, beginTime: CFTimeInterval = 0,
                         duration: CFTimeInterval = 1) {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = Float(0)
        animation.toValue = Float(1)
        animation.duration = duration
        animation.beginTime = beginTime
        animation.delegate = log
        layer.add(animation, forKey: "fade")
    }

    /// A delegate that holds the layer it animates, as a view holds its layer.
    private final class LayerHoldingDelegate: CAAnimationDelegate {
        var layer: CALayer?
        var stops = 0
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops += 1 }
    }

    @Test func aContextThatGoesAwayMidAnimationLetsItsLayersGoWithoutDelegateCalls() {
        weak var weakLayer: CALayer?
        weak var weakDelegate: LayerHoldingDelegate?
        do {
            let host = TestAnimationHost()
            let delegate = LayerHoldingDelegate()
            let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.duration = 10
            animation.delegate = delegate
            layer.add(animation, forKey: "fade")
            delegate.layer = layer
            host.frame(at: 1000)
            host.frame(at: 1001)
            weakLayer = layer
            weakDelegate = delegate
            #expect(delegate.stops == 0)
            _ = TestAnimationHost()
        }
        let (layerFreed, delegateFreed) = (weakLayer == nil, weakDelegate == nil)
        #expect(layerFreed)
        #expect(delegateFreed)
    }

    @Test func startIsDeliveredInTheCommitOfTheFirstFrameNotWhenAdded() {
        let host = TestAnimationHost()
        let log = AnimationEventLog()
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        addFade(to: layer, log: log)
        #expect(log.events.isEmpty)
        var seenAfterAnimationsPhase: [String]?
        host.context.register(.animations, name: "probe") { _ in seenAfterAnimationsPhase = log.events }
        host.frame(at: 1000)
        #expect(seenAfterAnimationsPhase == [])
        #expect(log.events == ["start"])
    }

    @Test func stopFollowsStartWithFinishedTrueAtTheEnd() {
        let host = TestAnimationHost()
        let log = AnimationEventLog()
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        addFade(to: layer, log: log)
        host.frame(at: 1000)
        host.frame(at: 1000.5)
        #expect(log.events == ["start"])
        host.frame(at: 1001)
        #expect(log.events == ["start", "stop(true)"])
        host.frame(at: 1002)
        #expect(log.events == ["start", "stop(true)"])
    }

    @Test func removingAnAnimationReportsFinishedFalseAtTheNextCommit() {
        let host = TestAnimationHost()
        let log = AnimationEventLog()
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        addFade(to: layer, log: log)
        host.frame(at: 1000.2)
        layer.removeAnimation(forKey: "fade")
        #expect(log.events == ["start"])
        host.frame(at: host.now)
        #expect(log.events == ["start", "stop(false)"])
        host.frame(at: 1003)
        #expect(log.events == ["start", "stop(false)"])
    }

    @Test func removeAllAnimationsStopsEachAnimationUnfinished() {
        let host = TestAnimationHost()
        let log = AnimationEventLog()
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        addFade(to: layer, log: log)
        let move = CABasicAnimation(keyPath: "position.y")
        move.byValue = CGFloat(10)
        move.delegate = log
        layer.add(move, forKey: "move")
        host.frame(at: 1000.1)
        layer.removeAllAnimations()
        host.frame(at: host.now)
        #expect(log.events == ["start", "start", "stop(false)", "stop(false)"])
        #expect(!host.context.isAnimating)
    }

    @Test func aFutureAnimationStartsOnlyInTheFrameThatReachesItsBeginTime() {
        let host = TestAnimationHost()
        let log = AnimationEventLog()
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        addFade(to: layer, log: log, beginTime: 1001)
        host.frame(at: 1000.5)
        #expect(log.events.isEmpty)
        host.frame(at: 1001)
        #expect(log.events == ["start"])
    }

    @Test func replacingAnAnimationUnderTheSameKeyStopsTheOldOneUnfinished() {
        let host = TestAnimationHost()
        let first = AnimationEventLog(), second = AnimationEventLog()
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        addFade(to: layer, log: first)
        host.frame(at: 1000.1)
        addFade(to: layer, log: second)
        host.frame(at: 1000.2)
        #expect(first.events == ["start", "stop(false)"])
        #expect(second.events == ["start"])
        #expect(layer.animationKeys() == ["fade"])
    }

    @Test func anAnimationThatStartsAndEndsWithinOneFrameReportsBothInOrder() {
        let host = TestAnimationHost()
        let log = AnimationEventLog()
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        addFade(to: layer, log: log, duration: 0.01)
        host.frame(at: 1000.5)
        #expect(log.events == ["start", "stop(true)"])
    }
}
