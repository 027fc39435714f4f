import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard

/// Simulator's Slow Animations: animations run ten times slower, everything else at the clock's pace.
@MainActor
struct SlowAnimationsTests {
    @Test func aUIViewAnimationRunsTenTimesSlowerAndItsCompletionRunsAtItsSlowedEnd() {
        let (device, _, delegate) = launchRecordingApp()
        device.advance(by: 0.1)
        device.slowAnimations = true
        #expect(device.slowAnimations)
        let start = device.time
        var finishedAt: TimeInterval?
        UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: { delegate.view.alpha = 0 },
                       completion: { _ in finishedAt = device.time })
        device.advance(by: 0.5)
        // Half a second of device time is a tenth of the slowed 5 s.
        let opacity = Double(delegate.view.layer.presentation()!.opacity)
        #expect(abs(opacity - 0.9) < 0.01, "opacity \(opacity) half a second into a slowed 0.5 s fade")
        #expect(finishedAt == nil)
        device.advance(by: 4.4)
        #expect(finishedAt == nil)
        device.advance(by: 0.2)
        #expect(finishedAt != nil && finishedAt! >= start + 5 && finishedAt! < start + 5 + 1.0 / 60 + 1e-9)
        #expect(delegate.view.layer.presentation()!.opacity == 0)
    }

    @Test func aDelayStretchesTooAndAnAnimationKeepsThePaceItStartedWith() {
        let (device, _, delegate) = launchRecordingApp()
        device.slowAnimations = true
        let start = device.time
        var slowEnd: TimeInterval?, normalEnd: TimeInterval?
        UIView.animate(withDuration: 0.2, delay: 0.1, options: [], animations: { delegate.view.alpha = 0.5 },
                       completion: { _ in slowEnd = device.time })
        device.slowAnimations = false
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        delegate.view.addSubview(other)
        UIView.animate(withDuration: 0.2, animations: { other.alpha = 0 }, completion: { _ in normalEnd = device.time })
        device.advance(by: 0.5)
        #expect(normalEnd != nil && normalEnd! < start + 0.25)
        // 1 s of delay, then 2 s: the first animation has not started moving yet at 0.5 s.
        #expect(delegate.view.layer.presentation()!.opacity == 1)
        #expect(slowEnd == nil)
        device.advance(by: 2.6)
        #expect(slowEnd != nil && slowEnd! >= start + 3 && slowEnd! < start + 3 + 1.0 / 60 + 1e-9)
    }

    @Test func timersKeepTheClocksPace() {
        let (device, _, _) = launchRecordingApp()
        device.slowAnimations = true
        var firedAt: TimeInterval?
        let start = device.time
        let target = TimerTarget()
        target.onTick = { _ in firedAt = device.time }
        _ = Timer.scheduledTimer(timeInterval: 0.3, target: target, selector: Selector(TimerTarget.tick(_:)), userInfo: nil,
                                 repeats: false)
        device.advance(by: 0.35)
        #expect(firedAt != nil && abs(firedAt! - (start + 0.3)) < 1.0 / 60 + 1e-9)
    }

    @Test func aViewAnimatingWithoutAllowUserInteractionRefusesTouchesUntilItsSlowedEnd() {
        let (device, _, delegate) = launchRecordingApp()
        device.slowAnimations = true
        UIView.animate(withDuration: 0.2, animations: { delegate.view.alpha = 0.5 })
        device.advance(by: 1)
        device.tap(at: CGPoint(x: 100, y: 300))
        device.advance(by: 0.1)
        #expect(delegate.view.log.isEmpty, "a touch 1 s into a slowed 0.2 s animation reached the view")
        device.advance(by: 1.5)
        device.tap(at: CGPoint(x: 100, y: 300))
        device.advance(by: 0.1)
        #expect(!delegate.view.log.isEmpty, "a touch after the slowed animation did not reach the view")
    }
}
