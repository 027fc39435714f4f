import Foundation

/// The abstract superclass of Core Animation's animations.
///
/// Adding an animation to a layer copies it, as Core Animation does; later changes to the
/// original do not affect the copy on the layer.
@preconcurrency @MainActor open class CAAnimation: NSObject, NSCopying, CAMediaTiming, CAAction {
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var repeatCount: Float = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    /// The pacing of each iteration; nil means linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the layer removes the animation once it has ended (true by default).
    open var isRemovedOnCompletion = true
    /// The delegate, held strongly as Core Animation does.
    open var delegate: CAAnimationDelegate?

    public override init() { super.init() }

    /// A copy with the same settings (`copy()` returns it, as NSObject's does for every
    /// `NSCopying` object); read on the main actor, where animations live.
    public nonisolated func copy(with zone: NSZone? = nil) -> Any {
        nonisolated(unsafe) var copy: CAAnimation?
        MainActor.assumeIsolated { copy = makeCopy() }
        return copy!
    }

    /// A new animation of this class with the same settings; subclasses extend it.
    @_spi(QuartzCore) open func makeCopy() -> CAAnimation {
        let other = CAAnimation()
        copyTiming(to: other)
        return other
    }

    /// Copies the shared timing fields into `other`.
    @_spi(QuartzCore) public final func copyTiming(to other: CAAnimation) {
        other.beginTime = beginTime; other.duration = duration; other.speed = speed
        other.repeatCount = repeatCount; other.autoreverses = autoreverses; other.fillMode = fillMode
        other.timingFunction = timingFunction; other.isRemovedOnCompletion = isRemovedOnCompletion
        other.delegate = delegate
    }

    /// Adds the animation to the layer under `event`, as an action.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else {
            preconditionFailure("CAAnimation.run(forKey:object:arguments:): object \(anObject) is not a CALayer")
        }
        layer.add(self, forKey: event)
    }

    /// The animation's active duration: all iterations, both directions, at its speed.
    var activeDuration: CFTimeInterval {
        let iterations = repeatCount > 0 ? Double(repeatCount) : 1
        let oneWay = duration * (autoreverses ? 2 : 1)
        return oneWay * iterations / Double(max(speed, .leastNonzeroMagnitude))
    }

    /// The progress (0…1, or beyond for overshooting curves) at `time`, or nil when the animation
    /// has no effect then; `ended` is true once the active interval is over.
    func progress(at time: CFTimeInterval) -> (value: Double?, ended: Bool) {
        let local = (time - beginTime) * Double(speed)
        let oneIteration = duration * (autoreverses ? 2 : 1)
        let total = activeDuration * Double(speed)
        if local < 0 {
            return (fillMode.fillsBackwards ? curve(0) : nil, false)
        }
        if local >= total || duration <= 0 {
            return (fillMode.fillsForwards ? curve(endFraction) : nil, true)
        }
        var within = local.truncatingRemainder(dividingBy: oneIteration)
        if autoreverses && within > duration { within = oneIteration - within }
        return (curve(within / duration), false)
    }

    /// The fraction where the active interval ends: 1, or 0 after a backwards half, or part way
    /// through an iteration when `repeatCount` is fractional.
    private var endFraction: Double {
        guard duration > 0 else { return autoreverses ? 0 : 1 }
        let oneIteration = duration * (autoreverses ? 2 : 1)
        var within = (activeDuration * Double(speed)).truncatingRemainder(dividingBy: oneIteration)
        if within == 0 { within = oneIteration }
        if autoreverses && within > duration { within = oneIteration - within }
        return within / duration
    }

    /// Maps an elapsed fraction through the timing function.
    func curve(_ fraction: Double) -> Double {
        curveOverride(fraction)
    }

    /// The timing curve; springs replace it with their closed-form motion.
    func curveOverride(_ fraction: Double) -> Double {
        timingFunction?.progress(at: fraction) ?? fraction
    }
}

/// An animation of one layer property, named by its key path.
@preconcurrency @MainActor open class CAPropertyAnimation: CAAnimation {
    /// The animated key path, such as "position" or "bounds.size.width".
    open var keyPath: String?

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    @_spi(QuartzCore) open override func makeCopy() -> CAAnimation {
        let other = CAPropertyAnimation()
        copyTiming(to: other)
        other.keyPath = keyPath
        return other
    }

    /// The value this animation gives its key path at `progress`, given the layer's model value.
    func value(at progress: Double, model: Any?) -> Any? { model }
}

/// An animation between two values of one layer property.
///
/// Of `fromValue`, `toValue` and `byValue`, the ones left nil are derived as Core Animation does:
/// from the layer's model value, or from each other (`from + by`, `to − by`).
@preconcurrency @MainActor open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    @_spi(QuartzCore) open override func makeCopy() -> CAAnimation {
        let other = CABasicAnimation()
        copyBasic(to: other)
        return other
    }

    /// Copies the fields of a basic animation into `other`.
    @_spi(QuartzCore) public final func copyBasic(to other: CABasicAnimation) {
        copyTiming(to: other)
        other.keyPath = keyPath
        other.fromValue = fromValue; other.toValue = toValue; other.byValue = byValue
    }

    /// The start and end values given the layer's model value for the key path.
    func endpoints(model: Any?) -> (Any?, Any?) {
        switch (fromValue, toValue, byValue) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, caSum(from, by))
        case let (nil, to?, by?): return (caDifference(to, by), to)
        case let (from?, nil, nil): return (from, model)
        case let (nil, to?, nil): return (model, to)
        case let (nil, nil, by?): return (model, caSum(model, by))
        case (nil, nil, nil): return (model, model)
        }
    }

    override func value(at progress: Double, model: Any?) -> Any? {
        let (from, to) = endpoints(model: model)
        if let blended = caInterpolate(from, to, progress) { return blended }
        preconditionFailure("CABasicAnimation: cannot interpolate \(String(describing: from)) and \(String(describing: to)) for key path '\(keyPath ?? "")'")
    }
}
