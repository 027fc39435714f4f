import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// A control with a minus and a plus half that step a value down and up.
///
/// 94 × 32 pt whatever frame it is given (reference §13.4 [M]), a rounded grey fill with a
/// 1 pt divider and "−" and "+" glyphs in the label colour (a half that cannot step further
/// is drawn dimmed). A tap released inside the half it went down in steps the value by
/// `stepValue` within the range (wrapping round with `wraps`) and sends `.valueChanged`.
@preconcurrency @MainActor open class UIStepper: UIControl {
    /// The value (0 by default), within the range.
    open var value: Double = 0 {
        didSet {
            let clamped = min(max(value, minimumValue), maximumValue)
            if clamped != value { value = clamped }
            setNeedsDisplay()
        }
    }
    /// The smallest value (0 by default).
    open var minimumValue: Double = 0 { didSet { value = max(value, minimumValue); setNeedsDisplay() } }
    /// The largest value (100 by default).
    open var maximumValue: Double = 100 { didSet { value = min(value, maximumValue); setNeedsDisplay() } }
    /// How much a tap changes the value (1 by default).
    open var stepValue: Double = 1
    /// Whether stepping past one end goes round to the other (false by default).
    open var wraps = false { didSet { setNeedsDisplay() } }

    /// The half a touch went down in: -1 minus, +1 plus, 0 none.
    private var pressedHalf = 0

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
        setNeedsDisplay()
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let half = pressedHalf
        pressedHalf = 0
        setNeedsDisplay()
        guard let touch, bounds.contains(touch.location(in: self)), self.half(at: touch.location(in: self)) == half else { return }
        var next = value + Double(half) * stepValue
        if wraps {
            if next > maximumValue { next = minimumValue } else if next < minimumValue { next = maximumValue }
        }
        next = min(max(next, minimumValue), maximumValue)
        guard next != value else { return }
        value = next
        sendActions(for: .valueChanged)
    }

    open override func cancelTracking(with event: UIEvent?) {
        pressedHalf = 0
        setNeedsDisplay()
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
