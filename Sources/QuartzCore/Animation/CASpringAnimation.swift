import Foundation

/// A basic animation whose progress follows a damped spring, in closed form.
///
/// The spring moves a unit mass-normalised displacement from 1 to 0:
/// `m·x″ + c·x′ + k·x = 0` with `x(0) = 1`, `x′(0) = −initialVelocity`, and the animation's
/// progress is `1 − x(t)` for elapsed time `t` in seconds. `duration` does not scale the motion;
/// it only decides when the animation ends (set it to `settlingDuration` to see the whole spring).
@preconcurrency @MainActor open class CASpringAnimation: CABasicAnimation {
    /// The mass attached to the spring (1 by default); must be positive.
    open var mass: CGFloat = 1 { didSet { precondition(mass > 0, "CASpringAnimation: mass must be greater than 0") } }
    /// The spring's stiffness coefficient (100 by default); must be positive.
    open var stiffness: CGFloat = 100 { didSet { precondition(stiffness > 0, "CASpringAnimation: stiffness must be greater than 0") } }
    /// The damping coefficient (10 by default); must not be negative.
    open var damping: CGFloat = 10 { didSet { precondition(damping >= 0, "CASpringAnimation: damping must not be negative") } }
    /// The initial velocity in units of the whole distance per second, positive toward the target.
    open var initialVelocity: CGFloat = 0

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    @_spi(QuartzCore) open override func makeCopy() -> CAAnimation {
        let other = CASpringAnimation()
        copyBasic(to: other)
        other.mass = mass; other.stiffness = stiffness; other.damping = damping
        other.initialVelocity = initialVelocity
        return other
    }

    /// The displacement from the target (1 at the start, 0 at rest) after `t` seconds.
    func displacement(at t: Double) -> Double {
        let m = Double(mass), k = Double(stiffness), c = Double(damping), v0 = Double(initialVelocity)
        let omega0 = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        let x0 = 1.0, dx0 = -v0
        if zeta < 1 {
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            let a = x0, b = (dx0 + zeta * omega0 * x0) / omegaD
            return exp(-zeta * omega0 * t) * (a * cos(omegaD * t) + b * sin(omegaD * t))
        } else if zeta == 1 {
            return exp(-omega0 * t) * (x0 + (dx0 + omega0 * x0) * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega0 * (zeta - root), r2 = -omega0 * (zeta + root)
            let c2 = (dx0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// The time the spring needs to come to rest for its current parameters.
    ///
    /// The last time, in 1 ms steps over the first 60 s, at which the displacement is at least
    /// `QuartzCoreConstants.springSettlingThreshold` of the distance, plus one step.
    open var settlingDuration: CFTimeInterval {
        let step = 0.001
        var lastOutside = 0.0
        for i in 0..<60_000 {
            let t = Double(i) * step
            if abs(displacement(at: t)) >= QuartzCoreConstants.springSettlingThreshold { lastOutside = t }
        }
        return lastOutside + step
    }

    override func curveOverride(_ fraction: Double) -> Double {
        1 - displacement(at: fraction * duration)
    }
}
