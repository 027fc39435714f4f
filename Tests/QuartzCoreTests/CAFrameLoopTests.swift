import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import QuartzCore

/// The device frame loop: ordered phases, and the deadline queue on the device clock.
@MainActor struct CAFrameLoopTests {
    @Test func phasesRunInTheirOrderWhateverTheOrderTheyWereRegisteredIn() {
        let host = TestAnimationHost()
        var order: [String] = []
        for phase in CAFramePhase.allCases.reversed() {
            host.context.register(phase, name: "\(phase)") { _ in order.append("\(phase)") }
        }
        host.context.register(.layout, name: "second layout") { _ in order.append("second layout") }
        host.frame(at: 1001)
        #expect(order == ["input", "timers", "animations", "constraints", "layout", "second layout",
                          "display", "commit", "render", "present"])
    }

    @Test func coreAnimationRegistersItsOwnPhasesInTheBriefsOrder() {
        let host = TestAnimationHost()
        #expect(host.context.registeredPhaseWork.map(\.name) == ["deadline queue", "display links", "animations", "display", "commit"])
        #expect(host.context.registeredPhaseWork.map(\.phase) == [.timers, .timers, .animations, .display, .commit])
    }

    @Test func everyPhaseSeesTheFramesTimeOnTheClock() {
        let host = TestAnimationHost()
        var seen: [CFTimeInterval] = []
        host.context.register(.input, name: "probe") { time in seen.append(time); seen.append(host.now) }
        host.context.register(.present, name: "probe") { time in seen.append(time); seen.append(host.now) }
        host.frame(at: 1000.5)
        #expect(seen == [1000.5, 1000.5, 1000.5, 1000.5])
    }

    @Test func workRunsAtItsDeadlineAndNeverBefore() {
        let host = TestAnimationHost()
        var ranAt: [CFTimeInterval] = []
        host.context.schedule(at: 1000.5, label: "half a second") { ranAt.append(host.now) }
        host.frame(at: 1000.49)
        #expect(ranAt.isEmpty)
        host.frame(at: 1000.5)
        #expect(ranAt == [1000.5])
        host.frame(at: 1001)
        #expect(ranAt == [1000.5])
    }

    @Test func workDueBetweenFramesRunsAtItsOwnDeadlineBeforeTheNextFramesInput() {
        let host = TestAnimationHost()
        var log: [String] = []
        host.context.register(.input, name: "probe") { time in log.append("input at \(time)") }
        host.context.schedule(at: 1000.01, label: "early") { log.append("work at \(host.now)") }
        host.frame(at: 1000.0 + 1.0 / 60.0)
        #expect(log == ["work at 1000.01", "input at \(1000.0 + 1.0 / 60.0)"])
    }

    @Test func workDueAtTheFramesTimeRunsInTheTimersPhaseAfterInput() {
        let host = TestAnimationHost()
        var log: [String] = []
        host.context.register(.input, name: "input") { _ in
            log.append("input")
            host.context.schedule(at: host.now, label: "main queue") { log.append("work") }
        }
        host.context.register(.animations, name: "probe") { _ in log.append("animations") }
        host.frame(at: 1001)
        #expect(log == ["input", "work", "animations"])
    }

    @Test func workWithEqualDeadlinesRunsInTheOrderItWasScheduled() {
        let host = TestAnimationHost()
        var order: [Int] = []
        host.context.schedule(at: 1002, label: "c") { order.append(3) }
        host.context.schedule(at: 1001, label: "a") { order.append(1) }
        host.context.schedule(at: 1001, label: "b") { order.append(2) }
        host.frame(at: 1003)
        #expect(order == [1, 2, 3])
    }

    @Test func cancelledWorkNeverRuns() {
        let host = TestAnimationHost()
        var ran = false
        let work = host.context.schedule(at: 1001, label: "cancelled") { ran = true }
        #expect(host.context.nextDeadline == 1001)
        work.cancel()
        #expect(work.isCancelled)
        #expect(host.context.nextDeadline == nil)
        host.frame(at: 1002)
        #expect(!ran)
        #expect(!work.hasRun)
    }

    @Test func workScheduledByWorkRunsInTheSamePassWhenItIsAlreadyDue() {
        let host = TestAnimationHost()
        var log: [String] = []
        host.context.schedule(at: 1001, label: "outer") {
            log.append("outer at \(host.now)")
            host.context.schedule(at: 1001.5, label: "inner") { log.append("inner at \(host.now)") }
            host.context.schedule(at: 1003, label: "later") { log.append("later") }
        }
        host.frame(at: 1002)
        #expect(log == ["outer at 1001.0", "inner at 1001.5"])
        #expect(host.context.scheduledWorkDescriptions == ["later, due at t=1003.0"])
    }

    @Test func aDeadlineInThePastMeansNow() {
        let host = TestAnimationHost()
        let work = host.context.schedule(at: 10, label: "past") {}
        #expect(work.deadline == 1000)
    }

    @Test func runningScheduledWorkThroughATimeLeavesTheClockThere() {
        let host = TestAnimationHost()
        var ranAt: CFTimeInterval?
        host.context.schedule(at: 1000.2, label: "work") { ranAt = host.now }
        host.context.runScheduledWork(through: 1000.3)
        #expect(ranAt == 1000.2)
        #expect(host.now == 1000.3)
    }
}

/// Layers belong to the device of their tree, whichever device is current.
@MainActor struct CALayerHostOwnershipTests {
    @Test func aLayerAnimatesOnItsOwnDevicesClockWhileAnotherDeviceIsCurrent() {
        let a = TestAnimationHost(start: 1000)
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = TestAnimationHost(start: 5000)
        #expect(CAHostContext.current === b.context)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = Float(1)
        fade.toValue = Float(0)
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        #expect(layer.animation(forKey: "fade")?.beginTime == 1000)
        #expect(a.context.isAnimating)
        #expect(!b.context.isAnimating)
        b.frame(at: 5002)
        #expect(layer.animation(forKey: "fade") != nil)
        a.frame(at: 1002)
        #expect(layer.animation(forKey: "fade") == nil)
    }

    @Test func aLayerAddedToAnAttachedTreeJoinsThatTreesDevice() {
        let a = TestAnimationHost()
        let root = CALayer()
        a.context.attach(root)
        let b = TestAnimationHost()
        let child = CALayer()
        let grandchild = CALayer()
        child.addSublayer(grandchild)
        #expect(grandchild.hostContext === b.context)
        root.addSublayer(child)
        #expect(child.hostContext === a.context)
        #expect(grandchild.hostContext === a.context)
    }

    @Test func displayMarksMadeBeforeALayerJoinsATreeAreDrawnByThatTreesDevice() {
        let a = TestAnimationHost()
        let root = CALayer()
        a.context.attach(root)
        a.context.resignCurrent()
        let delegate = RecordingLayerDelegate()
        let layer = CALayer()
        layer.name = "late"
        layer.delegate = delegate
        layer.setNeedsDisplay()
        #expect(layer.hostContext == nil)
        root.addSublayer(layer)
        #expect(a.context.hasPendingDisplay)
        a.frame(at: a.now + 1)
        #expect(delegate.log == ["display late"])
    }
}
