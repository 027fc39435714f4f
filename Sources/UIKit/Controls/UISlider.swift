import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// A control that picks a value from a continuous range by dragging a thumb along a track.
///
/// The track is 4 pt thick with round ends, filled in `minimumTrackTintColor` (the tint) left
/// of the thumb and `maximumTrackTintColor` (a grey fill) right of it; the thumb is a white
/// 28 pt circle with a shadow. The slider takes touches 12.5 pt beyond its bounds on every
/// side. Only a touch that starts on the thumb moves it: the value follows the finger's
/// horizontal movement, clamped to the range, and `.valueChanged` is sent for each change (or
/// once on release when `isContinuous` is false).
///
/// The geometry is the subclassing methods' (`trackRect(forBounds:)`,
/// `thumbRect(forBounds:trackRect:value:)` and the value-image rectangles), read wherever the
/// slider needs it: the layout of the track and thumb, the thumb a touch must start on, and
/// the value a drag reaches, so a subclass that overrides them changes what is drawn and what
/// is touched alike. A disabled slider draws at half opacity (see `UIKitConstants.disabledControlAlpha`).
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

    /// Whether the slider takes touches; a disabled one draws its track and thumb at half opacity.
    open override var isEnabled: Bool {
        didSet { content.alpha = isEnabled ? 1 : UIKitConstants.disabledControlAlpha }
    }

    private var storedValue: Float = 0
    /// The track and thumb, dimmed together (one group) when the slider is disabled.
    private let content = UIView()
    private let minimumTrack = UIView()
    private let maximumTrack = UIView()
    private let thumb = UIView()
    private var dragStartX: CGFloat = 0
    private var dragStartValue: Float = 0
    private var changedDuringDrag = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        content.isUserInteractionEnabled = false
        content.frame = bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(content)
        for part in [maximumTrack, minimumTrack, thumb] {
            part.isUserInteractionEnabled = false
            content.addSubview(part)
        }
        thumb.layer.shadowOpacity = UIKitConstants.switchThumbShadow.opacity
        thumb.layer.shadowRadius = UIKitConstants.switchThumbShadow.radius
        thumb.layer.shadowOffset = UIKitConstants.switchThumbShadow.offset
        updateColors()
        setNeedsLayout()
    }

    public required init?(coder: NSCoder) {
        preconditionFailure("UISlider.init(coder:): OpenUIKit has no nib or storyboard loading; create views in code")
    }

    // MARK: Overrides for subclasses

    /// The rectangle where the minimum value image goes, in `bounds`: with no such image (OpenUIKit's
    /// sliders show none), an empty rectangle at the leading end, halfway down.
    ///
    /// The default track starts at its trailing edge, so an override that widens it shortens the track.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0)
    }

    /// The rectangle where the maximum value image goes, in `bounds`: with no such image, an
    /// empty rectangle at the trailing end, halfway down.
    ///
    /// The default track ends at its leading edge, so an override that widens it shortens the track.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0)
    }

    /// The rectangle the whole track fills, in `bounds`: between the value images' rectangles,
    /// 4 pt tall and centred vertically.
    ///
    /// The thumb travels along it (see `thumbRect(forBounds:trackRect:value:)`); its parts left
    /// and right of the thumb's centre are the minimum and maximum tracks, with round ends.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let start = minimumValueImageRect(forBounds: bounds).maxX
        let end = maximumValueImageRect(forBounds: bounds).minX
        let thickness = UIKitConstants.sliderTrackThickness
        return CGRect(x: start, y: bounds.midY - thickness / 2, width: max(0, end - start), height: thickness)
    }

    /// The rectangle of the thumb for `value`, in `bounds`: a 28 pt square centred on the
    /// track's middle, from flush with the track's start at `minimumValue` to flush with its
    /// end at `maximumValue`, in proportion between them.
    ///
    /// The slider lays out its thumb in this rectangle (its corners rounded to a circle or
    /// capsule), a touch must begin within it (grown by 12.5 pt) to move the value, and a drag
    /// maps the finger's movement onto the distance its centre travels from `minimumValue` to
    /// `maximumValue`.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let side = UIKitConstants.sliderThumbDiameter
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        let x = rect.minX + (rect.width - side) * fraction
        return CGRect(x: x, y: rect.midY - side / 2, width: side, height: side)
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

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    /// Places the track's two parts and the thumb where the subclassing methods say.
    private func layoutParts() {
        let bounds = self.bounds
        let track = trackRect(forBounds: bounds)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        let split = min(max(thumbFrame.midX, track.minX), track.maxX)
        minimumTrack.frame = CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height)
        maximumTrack.frame = CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height)
        minimumTrack.layer.cornerRadius = track.height / 2
        maximumTrack.layer.cornerRadius = track.height / 2
        thumb.frame = thumbFrame
        thumb.layer.cornerRadius = min(thumbFrame.width, thumbFrame.height) / 2
    }

    /// How far the thumb's centre moves from `minimumValue` to `maximumValue`, by the subclassing methods.
    private var thumbTravel: CGFloat {
        let bounds = self.bounds
        let track = trackRect(forBounds: bounds)
        return thumbRect(forBounds: bounds, trackRect: track, value: maximumValue).midX
            - thumbRect(forBounds: bounds, trackRect: track, value: minimumValue).midX
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

    /// Inside the bounds grown by 12.5 pt on every side (iOS's `_setTouchInsets:` of −12.5).
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let margin = UIKitConstants.sliderTouchMargin
        return bounds.insetBy(dx: -margin, dy: -margin).contains(point)
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        let margin = UIKitConstants.sliderTouchMargin
        let bounds = self.bounds
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
        guard thumbFrame.insetBy(dx: -margin, dy: -margin).contains(location) else { return false }
        dragStartX = location.x
        dragStartValue = storedValue
        changedDuringDrag = false
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let dx = touch.location(in: self).x - dragStartX
        let span = maximumValue - minimumValue
        let travel = thumbTravel
        let delta = travel > 0 ? Float(dx / travel) * span : 0
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
