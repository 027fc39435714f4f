import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// A control that turns an option on or off: a 51 × 31 pt rounded track with a white thumb.
///
/// The track is `onTintColor` (system green) when on and a grey fill when off; the 27 pt thumb
/// sits with its centre at x 15.5 (off) or 35.5 (on), and widens by 7 pt toward the middle
/// while pressed. A touch presses the switch at once; releasing it inside (the 70 pt "mostly
/// inside" margin) toggles it, unless the finger dragged the thumb more than 10 pt sideways
/// ([L]): the pressed thumb and track then show the side it was dragged to, which the release
/// takes; leaving the switch
/// un-presses it and the release does nothing. A change from a touch animates the thumb and
/// track and sends `.valueChanged` in the commit phase of that frame, after `.touchUpInside`;
/// `setOn(_:animated:)` sends nothing. The switch keeps its size whatever frame it is given. A
/// disabled switch draws its track and thumb at half opacity, as one group (see
/// `UIKitConstants.disabledControlAlpha`), as iOS's draws its visual element.
@preconcurrency @MainActor open class UISwitch: UIControl {
    /// Whether the switch is on (false by default).
    open var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }
    /// The track's colour when on (nil: the system green).
    open var onTintColor: UIColor? { didSet { updateAppearance() } }
    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? { didSet { updateAppearance() } }

    /// Whether the switch takes touches; a disabled one draws at half opacity.
    open override var isEnabled: Bool {
        didSet { content.alpha = isEnabled ? 1 : UIKitConstants.disabledControlAlpha }
    }

    private var on = false
    private var pressed = false
    /// The side a drag has pulled the thumb to, or nil while it has not been dragged.
    private var draggedSide: Bool?
    private var trackingStartX: CGFloat = 0
    /// The track and thumb, in one view (iOS's visual element) so a disabled switch dims them together.
    private let content = UIView()
    private let track = UIView()
    private let thumb = UIView()

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIKitConstants.switchSize))
        isOpaque = false
        content.isUserInteractionEnabled = false
        content.frame = bounds
        addSubview(content)
        for part in [track, thumb] {
            part.isUserInteractionEnabled = false
            content.addSubview(part)
        }
        track.frame = bounds
        track.layer.cornerRadius = UIKitConstants.switchSize.height / 2
        let side = UIKitConstants.switchThumbDiameter
        thumb.layer.cornerRadius = side / 2
        thumb.layer.shadowOpacity = UIKitConstants.switchThumbShadow.opacity
        thumb.layer.shadowRadius = UIKitConstants.switchThumbShadow.radius
        thumb.layer.shadowOffset = UIKitConstants.switchThumbShadow.offset
        updateAppearance()
    }

    public required init?(coder: NSCoder) {
        preconditionFailure("UISwitch.init(coder:): OpenUIKit has no nib or storyboard loading; create views in code")
    }

    /// A switch keeps its 51 × 31 pt size: a frame of another size only moves it.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: UIKitConstants.switchSize) }
    }

    /// Turns the switch on or off, sliding the thumb when `animated`; sends no action.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != self.on else { return }
        self.on = on
        if animated {
            UIView.animate(withDuration: UIKitConstants.switchAnimationDuration, delay: 0,
                           options: [.allowUserInteraction, .beginFromCurrentState]) { self.updateAppearance() }
        } else {
            updateAppearance()
        }
    }

    /// Places the thumb and colours the track for the current value and press.
    private func updateAppearance() {
        let size = UIKitConstants.switchSize
        let side = UIKitConstants.switchThumbDiameter
        // While pressed, a drag shows the side it pulled the thumb to.
        let shownOn = pressed ? (draggedSide ?? on) : on
        let centreX = shownOn ? UIKitConstants.switchThumbCentreX.on : UIKitConstants.switchThumbCentreX.off
        let width = pressed ? side + UIKitConstants.switchPressedThumbGrowth : side
        // The pressed thumb grows toward the middle of the track.
        let minX = shownOn ? centreX + side / 2 - width : centreX - side / 2
        thumb.frame = CGRect(x: minX, y: (size.height - side) / 2, width: width, height: side)
        thumb.backgroundColor = thumbTintColor ?? .white
        track.backgroundColor = shownOn ? (onTintColor ?? .systemGreen) : UIKitConstants.switchOffTrackColor
    }

    open override var intrinsicContentSize: CGSize { UIKitConstants.switchSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIKitConstants.switchSize }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingStartX = touch.location(in: self).x
        draggedSide = nil
        setPressed(true)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard isTouchInside else {
            setPressed(false)
            return true
        }
        setPressed(true)
        let dx = touch.location(in: self).x - trackingStartX
        if abs(dx) > UIKitConstants.switchDragDistance, draggedSide != (dx > 0) {
            draggedSide = dx > 0
            UIView.animate(withDuration: UIKitConstants.switchAnimationDuration, delay: 0,
                           options: [.allowUserInteraction, .beginFromCurrentState]) { self.updateAppearance() }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let wasPressed = pressed
        setPressed(false)
        guard wasPressed, let touch, bounds.insetBy(dx: -UIKitConstants.controlMostlyInsideMargin, dy: -UIKitConstants.controlMostlyInsideMargin)
            .contains(touch.location(in: self)) else { return }
        let newValue = draggedSide ?? !on
        guard newValue != on else { return }
        setOn(newValue, animated: true)
        let send: @MainActor () -> Void = { [weak self] in self?.sendActions(for: .valueChanged) }
        if let host = layer.hostContext { host.enqueueCallback(label: "UISwitch valueChanged", send) } else { send() }
    }

    open override func cancelTracking(with event: UIEvent?) {
        setPressed(false)
    }

    private func setPressed(_ pressed: Bool) {
        guard pressed != self.pressed else { return }
        self.pressed = pressed
        UIView.animate(withDuration: UIKitConstants.switchAnimationDuration, delay: 0,
                       options: [.allowUserInteraction, .beginFromCurrentState]) { self.updateAppearance() }
    }

    // MARK: Accessibility

    /// A switch is an accessibility element (as on iOS).
    override var defaultIsAccessibilityElement: Bool { true }
    /// A switch reports the button trait, with the control's state traits.
    override var defaultAccessibilityTraits: UIAccessibilityTraits { super.defaultAccessibilityTraits.union(.button) }
}
