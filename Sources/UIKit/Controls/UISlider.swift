import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// A control that picks a value from a continuous range by dragging a thumb along a track.
///
/// The track is 4 pt thick with round ends, filled in `minimumTrackTintColor` (the tint) left
/// of the thumb and `maximumTrackTintColor` (a grey fill) right of it; the thumb is a white
/// 28 pt circle with a shadow (reference §13.4 [L]). The slider takes touches 12.5 pt beyond
/// its bounds on every side (§13.4 [M]). Only a touch that starts on the thumb moves it: the
/// value follows the finger's horizontal movement, clamped to the range, and
/// `.valueChanged` is sent for each change (or once on release when `isContinuous` is false).
@preconcurrency @MainActor open class UISlider: UIControl {
    /// The value (0 by default), always within the range.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    /// The smallest value (0 by default).
    open var minimumValue: Float = 0 { didSet { setValue(storedValue, animated: false) } }
    /// The largest value (1 by default).
    open var maximumValue: Float = 1 { didSet { setValue(storedValue, animated: false) } }
    /// Whether `.valueChanged` is sent during the drag (true) or once on release (false).
    open var isContinuous = true
    /// The track left of the thumb (nil: the tint).
    open var minimumTrackTintColor: UIColor? { didSet { updateColors() } }
    /// The track right of the thumb (nil: the system fill).
    open var maximumTrackTintColor: UIColor? { didSet { updateColors() } }
    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? { didSet { updateColors() } }

    private var storedValue: Float = 0
    private let minimumTrack = UIView()
    private let maximumTrack = UIView()
    private let thumb = UIView()
    private var dragStartX: CGFloat = 0
    private var dragStartValue: Float = 0
    private var changedDuringDrag = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        for part in [maximumTrack, minimumTrack, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        let track = UIKitConstants.sliderTrackThickness
        minimumTrack.layer.cornerRadius = track / 2
        maximumTrack.layer.cornerRadius = track / 2
        let side = UIKitConstants.sliderThumbDiameter
        thumb.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        thumb.layer.cornerRadius = side / 2
        thumb.layer.shadowOpacity = UIKitConstants.switchThumbShadow.opacity
        thumb.layer.shadowRadius = UIKitConstants.switchThumbShadow.radius
        thumb.layer.shadowOffset = UIKitConstants.switchThumbShadow.offset
        updateColors()
        setNeedsLayout()
    }

    public required init?(coder: NSCoder) {
        preconditionFailure("UISlider.init(coder:): OpenUIKit has no nib or storyboard loading; create views in code")
    }

    /// Sets the value, clamped to the range, moving the thumb (sliding it when `animated`); sends no action.
    open func setValue(_ value: Float, animated: Bool) {
        storedValue = min(max(value, minimumValue), max(minimumValue, maximumValue))
        if animated {
            UIView.animate(withDuration: UIKitConstants.defaultLegacyAnimationDuration) { self.layoutParts() }
        } else {
            setNeedsLayout()
        }
    }

    private func updateColors() {
        minimumTrack.backgroundColor = minimumTrackTintColor ?? .tintColor
        maximumTrack.backgroundColor = maximumTrackTintColor ?? UIKitConstants.sliderMaximumTrackColor
        thumb.backgroundColor = thumbTintColor ?? .white
    }

    /// The horizontal space the thumb's centre travels.
    private var travel: (minX: CGFloat, width: CGFloat) {
        let radius = UIKitConstants.sliderThumbDiameter / 2
        return (bounds.minX + radius, max(0, bounds.width - 2 * radius))
    }

    private var fraction: CGFloat {
        let span = maximumValue - minimumValue
        return span > 0 ? CGFloat((storedValue - minimumValue) / span) : 0
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    private func layoutParts() {
        let thickness = UIKitConstants.sliderTrackThickness
        let midY = bounds.midY
        let thumbX = travel.minX + travel.width * fraction
        minimumTrack.frame = CGRect(x: bounds.minX, y: midY - thickness / 2, width: max(0, thumbX - bounds.minX), height: thickness)
        maximumTrack.frame = CGRect(x: thumbX, y: midY - thickness / 2, width: max(0, bounds.maxX - thumbX), height: thickness)
        thumb.center = CGPoint(x: thumbX, y: midY)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIKitConstants.sliderHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: UIKitConstants.sliderHeight)
    }

    /// Inside the bounds grown by 12.5 pt on every side.
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let margin = UIKitConstants.sliderTouchMargin
        return bounds.insetBy(dx: -margin, dy: -margin).contains(point)
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        let margin = UIKitConstants.sliderTouchMargin
        guard thumb.frame.insetBy(dx: -margin, dy: -margin).contains(location) else { return false }
        dragStartX = location.x
        dragStartValue = storedValue
        changedDuringDrag = false
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let dx = touch.location(in: self).x - dragStartX
        let span = maximumValue - minimumValue
        let delta = travel.width > 0 ? Float(dx / travel.width) * span : 0
        let old = storedValue
        setValue(dragStartValue + delta, animated: false)
        layoutIfNeeded()
        if storedValue != old {
            changedDuringDrag = true
            if isContinuous { sendActions(for: .valueChanged) }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous, changedDuringDrag { sendActions(for: .valueChanged) }
    }

    /// A slider is an adjustable accessibility element (as on iOS).
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { super.defaultAccessibilityTraits.union(.adjustable) }
}
