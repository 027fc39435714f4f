import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import QuartzCore

@MainActor struct CATransactionTests {
    @Test func defaultsAreAQuarterSecondWithActionsEnabled() {
        let host = TestAnimationHost()
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(!CATransaction.disableActions())
        #expect(CATransaction.animationTimingFunction() == nil)
        _ = host
    }

    @Test func nestedTransactionsOverrideAndRestoreSettings() {
        let host = TestAnimationHost()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 1)
        CATransaction.setAnimationDuration(3)
        CATransaction.setDisableActions(true)
        #expect(CATransaction.animationDuration() == 3)
        #expect(CATransaction.disableActions())
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 1)
        #expect(!CATransaction.disableActions())
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25)
        _ = host
    }

    @Test func aStandaloneLayerAnimatesAChangeImplicitlyForAQuarterSecond() {
        let host = TestAnimationHost()
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        layer.opacity = 0
        #expect(layer.opacity == 0)
        let animation = layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(animation?.duration == 0.25)
        #expect(animation?.fromValue as? Float == 1)
        host.set(time: 1000.125)
        let halfway = layer.presentation()!.opacity
        #expect(halfway > 0 && halfway < 1)
        host.frame(at: 1000.25)
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()!.opacity == 0)
    }

    @Test func theTransactionDurationSetsTheImplicitAnimationDuration() {
        let host = TestAnimationHost()
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        layer.position = CGPoint(x: 100, y: 100)
        CATransaction.commit()
        #expect(layer.animation(forKey: "position")?.duration == 2)
        host.set(time: 1001)
        #expect(isClose(layer.presentation()!.position, CGPoint(x: 52.5, y: 52.5)))
    }

    @Test func disableActionsChangesTheLayerWithoutAnimation() {
        let host = TestAnimationHost()
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.5
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()!.opacity == 0.5)
        _ = host
    }

    @Test func aDelegateReturningNSNullTurnsOffTheImplicitAnimation() {
        let host = TestAnimationHost()
        let delegate = NoActionsDelegate()
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        layer.delegate = delegate
        layer.position = CGPoint(x: 50, y: 50)
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()!.position == CGPoint(x: 50, y: 50))
        _ = host
    }

    @Test func anNSNullInTheActionsDictionaryTurnsOffThatKeyOnly() {
        let host = TestAnimationHost()
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        layer.actions = ["opacity": NSNull()]
        layer.opacity = 0.5
        layer.cornerRadius = 4
        #expect(layer.animationKeys() == ["cornerRadius"])
        _ = host
    }

    @Test func nonAnimatablePropertiesNeverAnimate() {
        let host = TestAnimationHost()
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        layer.isHidden = true
        layer.masksToBounds = true
        #expect(layer.animationKeys() == nil)
        _ = host
    }

    // Issue 7: the block used to run inside commit(), so a block that committed another
    // transaction recursed without end. As on iOS it runs after the transaction, in the next
    // commit phase.
    @Test func aCompletionBlockRunsInTheNextCommitPhaseWhenNothingAnimates() {
        let host = TestAnimationHost()
        var ran = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran += 1 }
        #expect(ran == 0)
        CATransaction.commit()
        #expect(ran == 0)
        host.frame(at: 1001)
        #expect(ran == 1)
        host.frame(at: 1002)
        #expect(ran == 1)
    }

    @Test func aCompletionBlockRunsAfterTheLastAnimationStops() {
        let host = TestAnimationHost()
        let log = AnimationEventLog()
        var order: [String] = []
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            order.append("completion at \(host.now)")
            log.events.append("completion")
        }
        let short = CABasicAnimation(keyPath: "opacity")
        short.fromValue = Float(0); short.duration = 0.5
        layer.add(short, forKey: "short")
        let long = CABasicAnimation(keyPath: "position.x")
        long.byValue = CGFloat(10); long.duration = 1; long.delegate = log
        layer.add(long, forKey: "long")
        CATransaction.commit()
        #expect(order.isEmpty)
        host.frame(at: 1000.5)
        #expect(order.isEmpty)
        host.frame(at: 1000.9)
        #expect(order.isEmpty)
        host.frame(at: 1001)
        #expect(order == ["completion at 1001.0"])
        #expect(log.events == ["start", "stop(true)", "completion"])
    }

    @Test func aCompletionBlockCountsRemovedAnimationsAsStopped() {
        let host = TestAnimationHost()
        var ran = false
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran = true }
        layer.opacity = 0
        CATransaction.commit()
        host.frame(at: 1000.1)
        #expect(!ran)
        layer.removeAllAnimations()
        host.frame(at: host.now)
        #expect(ran)
    }

    @Test func theImplicitTransactionsCompletionRunsInTheFrameCommit() {
        let host = TestAnimationHost()
        var ran = false
        CATransaction.setCompletionBlock { ran = true }
        #expect(!ran)
        host.frame(at: host.now)
        #expect(ran)
    }
}

@MainActor struct CATransactionReentrancyTests {
    @Test func aCompletionThatOpensAnotherTransactionRunsItsOwnCompletionOnALaterFrame() {
        let host = TestAnimationHost()
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let noActions = NoActionsDelegate()
        layer.delegate = noActions
        var steps = 0
        func open() {
            CATransaction.begin()
            CATransaction.setCompletionBlock {
                steps += 1
                if steps < 500 { open() }
            }
            layer.opacity = layer.opacity == 1 ? 0.5 : 1
            CATransaction.commit()
        }
        open()
        #expect(steps == 0)
        host.advance(by: 1.0 / 60)
        #expect(steps == 1)
        host.advance(by: 1.0 / 60)
        #expect(steps == 2)
        #expect(host.context.pendingCallbackDescriptions == ["a CATransaction completion block"])
        withExtendedLifetime(noActions) {}
    }

    @Test func aCompletionRunsAfterTheCallbacksQueuedBeforeIt() {
        let host = TestAnimationHost()
        var order: [String] = []
        host.context.enqueueCallback(label: "first") { order.append("first") }
        CATransaction.begin()
        CATransaction.setCompletionBlock { order.append("completion") }
        CATransaction.commit()
        #expect(order.isEmpty)
        host.advance(by: 1.0 / 60)
        #expect(order == ["first", "completion"])
    }
}
