import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// A control with a minus and a plus half that step a value down and up.
///
/// 94 × 32 pt whatever frame it is given (reference §13.4 [M]), a rounded grey fill with a
/// 1 pt divider and "−" and "+" glyphs in the label colour (a half that cannot step further
/// is drawn dimmed). A touch landing in a half steps the value by `stepValue` at once, within
/// the range (wrapping round with `wraps`), as iOS does. With `autorepeat` (the default),
/// holding the half steps again after 0.5 s, then ten times a second, and twenty times a
/// second after two seconds of repeating: Apple documents that the rate grows with the hold;
/// the numbers are chosen to feel like it [L]. Leaving the half stops the repeat. Each step
/// sends `.valueChanged` when `isContinuous` (the default); otherwise one `.valueChanged`
/// goes out when the touch ends, if the value moved.
@preconcurrency @MainActor open class UIStepper: UIControl {
    /// The value (0 by default), within the range.
    open var value: Double = 0 {
        didSet {
            let clamped = min(max(value, minimumValue), maximumValue)
            if clamped != value { value = clamped }
            setNeedsDisplay()
        }
    }
    /// The smallest value (0 by default); a minimum above the maximum moves the maximum to it,
    /// as Apple documents.
    open var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = max(value, minimumValue)
            setNeedsDisplay()
        }
    }
    /// The largest value (100 by default); a maximum below the minimum moves the minimum to it,
    /// as Apple documents.
    open var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = min(value, maximumValue)
            setNeedsDisplay()
        }
    }
    /// How much a step changes the value (1 by default).
    open var stepValue: Double = 1
    /// Whether stepping past one end goes round to the other (false by default).
    open var wraps = false { didSet { setNeedsDisplay() } }
    /// Whether holding a half keeps stepping (true by default).
    open var autorepeat = true
    /// Whether each step sends `.valueChanged` (true by default), or only the end of the touch.
    open var isContinuous = true

    /// The half a touch went down in: -1 minus, +1 plus, 0 none.
    private var pressedHalf = 0
    /// The value when the touch went down, to tell whether it moved (for `isContinuous` false).
    private var valueAtTouchDown: Double = 0
    /// The next repeated step, while a half is held.
    private var repeatWork: CAScheduledWork?

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIKitConstants.stepperSize))
        isOpaque = false
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        preconditionFailure("UIStepper.init(coder:): OpenUIKit has no nib or storyboard loading; create views in code")
    }

    /// A stepper keeps its 94 × 32 pt size: a frame of another size only moves it.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: UIKitConstants.stepperSize) }
    }

    open override var intrinsicContentSize: CGSize { UIKitConstants.stepperSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIKitConstants.stepperSize }

    private var canDecrement: Bool { wraps || value > minimumValue }
    private var canIncrement: Bool { wraps || value < maximumValue }

    private func half(at point: CGPoint) -> Int { point.x < bounds.midX ? -1 : 1 }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let half = half(at: touch.location(in: self))
        guard half < 0 ? canDecrement : canIncrement else { return false }
        pressedHalf = half
        valueAtTouchDown = value
        step()
        if autorepeat, let host = layer.hostContext {
            scheduleRepeat(on: host, start: host.mediaTime, count: 0)
        }
        setNeedsDisplay()
        return true
    }

    /// Steps once more `count` repeats after the first, then schedules the next
    /// (reference: the delays in the type's comment).
    private func scheduleRepeat(on host: CAHostContext, start: CFTimeInterval, count: Int) {
        let delay = Self.repeatDelay(afterRepeats: count)
        repeatWork = host.schedule(at: start + delay, label: "UIStepper: autorepeat") { [weak self] in
            guard let self, self.pressedHalf != 0 else { return }
            self.step()
            self.scheduleRepeat(on: host, start: start, count: count + 1)
        }
    }

    /// How long after the touch-down repeat number `count` (from 0) comes: 0.5 s, then 0.1 s
    /// apart for two seconds, then 0.05 s apart.
    static func repeatDelay(afterRepeats count: Int) -> TimeInterval {
        let slow = 20
        if count <= slow { return 0.5 + Double(count) * 0.1 }
        return 0.5 + Double(slow) * 0.1 + Double(count - slow) * 0.05
    }

    /// Steps the value by `stepValue` toward the pressed half, within the range or round it.
    private func step() {
        var next = value + Double(pressedHalf) * stepValue
        if wraps {
            if next > maximumValue { next = minimumValue } else if next < minimumValue { next = maximumValue }
        }
        next = min(max(next, minimumValue), maximumValue)
        guard next != value else { return }
        value = next
        if isContinuous { sendActions(for: .valueChanged) }
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        // A finger that leaves its half stops stepping for the rest of the touch.
        let point = touch.location(in: self)
        if repeatWork != nil, !bounds.contains(point) || half(at: point) != pressedHalf { stopRepeating() }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        finishTouch()
    }

    open override func cancelTracking(with event: UIEvent?) {
        finishTouch()
    }

    private func finishTouch() {
        stopRepeating()
        pressedHalf = 0
        setNeedsDisplay()
        if !isContinuous, value != valueAtTouchDown { sendActions(for: .valueChanged) }
    }

    private func stopRepeating() {
        repeatWork?.cancel()
        repeatWork = nil
    }

    /// Draws the fill, the divider and the two glyphs.
    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let path = CGMutablePath()
        let radius = UIKitConstants.segmentedControlCornerRadius
        path.addRoundedRect(in: bounds, cornerWidth: radius, cornerHeight: radius)
        ctx.addPath(path)
        ctx.setFillColor(UIColor.tertiarySystemFill.cgColor)
        ctx.fillPath()
        if pressedHalf != 0 {
            ctx.saveGState()
            ctx.addPath(path)
            ctx.clip()
            ctx.setFillColor(UIColor.tertiarySystemFill.cgColor)
            ctx.fill(pressedHalf < 0 ? CGRect(x: 0, y: 0, width: bounds.midX, height: bounds.height)
                                     : CGRect(x: bounds.midX, y: 0, width: bounds.midX, height: bounds.height))
            ctx.restoreGState()
        }
        ctx.setFillColor(UIColor.opaqueSeparator.cgColor)
        ctx.fill(CGRect(x: bounds.midX - 0.5, y: 8, width: 1, height: bounds.height - 16))
        let arm: CGFloat = 7, thickness: CGFloat = 1.5
        let minus = CGPoint(x: bounds.width / 4, y: bounds.midY), plus = CGPoint(x: bounds.width * 3 / 4, y: bounds.midY)
        ctx.setFillColor((canDecrement && isEnabled ? UIColor.label : UIColor.tertiaryLabel).cgColor)
        ctx.fill(CGRect(x: minus.x - arm, y: minus.y - thickness / 2, width: 2 * arm, height: thickness))
        ctx.setFillColor((canIncrement && isEnabled ? UIColor.label : UIColor.tertiaryLabel).cgColor)
        ctx.fill(CGRect(x: plus.x - arm, y: plus.y - thickness / 2, width: 2 * arm, height: thickness))
        ctx.fill(CGRect(x: plus.x - thickness / 2, y: plus.y - arm, width: thickness, height: 2 * arm))
    }

    open override var isEnabled: Bool { didSet { setNeedsDisplay() } }
}
