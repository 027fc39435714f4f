import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import QuartzCore

@MainActor struct CASpringAnimationTests {
    /// This test's own device context, made current at the start of each test, so its layers
    /// never join another test's device (tests run in parallel, and an async test's device
    /// stays current while it waits).
    private let context = TestAnimationHost()

    /// Samples `position.x` of a spring from 0 to 100 every millisecond for `seconds`.
    private func samples(mass: CGFloat = 1, stiffness: CGFloat = 100, damping: CGFloat,
                         initialVelocity: CGFloat = 0, seconds: Double = 3) -> [CGFloat] {
        let host = TestAnimationHost()
        let layer = makeLayer(CGRect(x: -5, y: 0, width: 10, height: 10))
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.mass = mass; spring.stiffness = stiffness; spring.damping = damping
        spring.initialVelocity = initialVelocity
        spring.fromValue = CGFloat(0)
        spring.toValue = CGFloat(100)
        spring.duration = seconds
        layer.add(spring, forKey: "spring")
        return (0..<Int(seconds * 1000)).map { i in
            host.set(time: 1000 + Double(i) / 1000)
            return layer.presentation()!.position.x
        }
    }

    @Test func defaultsAreMassOneStiffnessHundredDampingTen() {
        context.makeCurrent()
        let spring = CASpringAnimation()
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10 && spring.initialVelocity == 0)
    }

    @Test func aCriticallyDampedSpringNeverOvershoots() {
        context.makeCurrent()
        // damping = 2·√(k·m) = 20.
        let values = samples(damping: 20)
        #expect(values.allSatisfy { $0 <= 100 })
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(values.last! > 99.9)
    }

    @Test func anUnderdampedSpringOvershootsByTheClosedFormPeak() {
        context.makeCurrent()
        // ζ = 10 / (2·√100) = 0.5; peak overshoot = exp(−πζ/√(1−ζ²)) ≈ 16.3 %, at t = π/ω_d ≈ 0.363 s.
        let values = samples(damping: 10)
        let peak = values.max()!
        let zeta = 0.5
        let expected = 100 * (1 + exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot()))
        #expect(isClose(Double(peak), expected, within: 0.01))
        let peakTime = Double(values.firstIndex(of: peak)!) / 1000
        #expect(isClose(peakTime, Double.pi / (10 * (1 - zeta * zeta).squareRoot()), within: 0.002))
    }

    @Test func anOverdampedSpringApproachesWithoutOvershoot() {
        context.makeCurrent()
        let values = samples(damping: 40)
        #expect(values.allSatisfy { $0 <= 100 })
        #expect(values[100] < samples(damping: 20)[100])
    }

    @Test func thePositionAtAGivenTimeMatchesTheUnderdampedSolution() {
        context.makeCurrent()
        // x(t) = e^(−ζω₀t)·(cos ω_d t + ζω₀/ω_d · sin ω_d t), progress = 1 − x.
        let values = samples(damping: 10, seconds: 1)
        let t = 0.2, w0 = 10.0, zeta = 0.5, wd = w0 * (1 - zeta * zeta).squareRoot()
        let x = exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
        #expect(isClose(Double(values[200]), 100 * (1 - x), within: 1e-6))
    }

    @Test func settlingDurationOfTheDefaultSpringIsAboutOneAndAHalfSeconds() {
        context.makeCurrent()
        // Envelope bound: 1/√(1−ζ²)·e^(−5t) = 0.001 gives t ≈ 1.41 s; Apple reports about 1.4–1.5 s.
        let settling = CASpringAnimation().settlingDuration
        #expect(settling > 1.2 && settling < 1.6)
    }

    @Test func theSpringStaysAtRestAfterItsSettlingDuration() {
        context.makeCurrent()
        let settling = CASpringAnimation().settlingDuration
        let values = samples(damping: 10, seconds: 3)
        let after = values[Int((settling * 1000).rounded(.up))...]
        #expect(after.allSatisfy { abs($0 - 100) < 0.1 + 1e-9 })
    }

    @Test func aStifferSpringSettlesSooner() {
        context.makeCurrent()
        let soft = CASpringAnimation()
        let stiff = CASpringAnimation()
        stiff.stiffness = 400
        stiff.damping = 20
        #expect(stiff.settlingDuration < soft.settlingDuration)
    }

    @Test func aPositiveInitialVelocityMovesTowardTheTargetFaster() {
        context.makeCurrent()
        let still = samples(damping: 20, seconds: 0.2)
        let pushed = samples(damping: 20, initialVelocity: 5, seconds: 0.2)
        #expect(pushed[50] > still[50])
    }
}
