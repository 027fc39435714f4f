import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// A spinner that shows that work is in progress: eight spokes around a centre, the brightest
/// stepping round once a second while it animates.
///
/// The medium style is 20 × 20 pt and the large one 37 × 37 pt (reference §13.4 [M]); the
/// legacy `.gray` and `.white` styles are medium and `.whiteLarge` large. Spokes are drawn in
/// `color` (the style's colour when nil: grey for the modern and `.gray` styles, white for
/// `.white` and `.whiteLarge` [L]), fading from the leading spoke; the spoke count, their
/// shape and the one-second period are [L]. The steps are deadline work on the device clock
/// that does not hold up `settle()`, since a spinner may spin for ever. With
/// `hidesWhenStopped` (the default) the view is hidden while stopped.
@preconcurrency @MainActor open class UIActivityIndicatorView: UIView {
    /// The spinner's look (Apple's raw values).
    public enum Style: Int, Sendable {
        case whiteLarge = 0, white, gray
        case medium = 100, large = 101
    }

    /// The style (`.medium` by default).
    open var style: Style {
        didSet { styleDidChange() }
    }
    /// The spokes' colour (nil: the style's).
    open var color: UIColor! {
        get { customColor ?? styleColor }
        set { customColor = newValue; setNeedsDisplay() }
    }
    /// Whether the view hides while stopped (true by default).
    open var hidesWhenStopped = true {
        didSet { if !animating { isHidden = hidesWhenStopped } }
    }
    /// Whether the spinner is spinning.
    open var isAnimating: Bool { animating }

    private var customColor: UIColor?
    private var animating = false
    /// The spoke that is brightest now.
    @_spi(Testing) public private(set) var leadingSpoke = 0
    private var nextStep: CAScheduledWork?

    /// A spinner of `style`, at its size.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: style)))
        setUp()
    }

    /// A medium spinner at `frame`.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        preconditionFailure("UIActivityIndicatorView.init(coder:): OpenUIKit has no nib or storyboard loading; create views in code")
    }

    private func setUp() {
        isOpaque = false
        isUserInteractionEnabled = false
        isHidden = hidesWhenStopped
    }

    static func size(of style: Style) -> CGSize {
        switch style {
        case .medium, .white, .gray: return UIKitConstants.activityIndicatorSizes.medium
        case .large, .whiteLarge: return UIKitConstants.activityIndicatorSizes.large
        }
    }

    private var styleColor: UIColor {
        switch style {
        case .white, .whiteLarge: return .white
        case .gray, .medium, .large: return .systemGray
        }
    }

    private func styleDidChange() {
        let size = Self.size(of: style)
        bounds = CGRect(origin: bounds.origin, size: size)
        setNeedsDisplay()
    }

    /// Starts spinning (showing the view).
    open func startAnimating() {
        guard !animating else { return }
        animating = true
        isHidden = false
        scheduleStep()
    }

    /// Stops spinning (hiding the view with `hidesWhenStopped`).
    open func stopAnimating() {
        guard animating else { return }
        animating = false
        nextStep?.cancel()
        nextStep = nil
        if hidesWhenStopped { isHidden = true }
    }

    private func scheduleStep() {
        guard let host = layer.hostContext else { return }
        let interval = UIKitConstants.activityIndicatorPeriod / CGFloat(UIKitConstants.activityIndicatorSpokes)
        nextStep = host.schedule(at: host.mediaTime + interval, label: "UIActivityIndicatorView step", delaysSettling: false) { [weak self] in
            guard let self, self.animating else { return }
            self.leadingSpoke = (self.leadingSpoke + 1) % UIKitConstants.activityIndicatorSpokes
            self.setNeedsDisplay()
            self.scheduleStep()
        }
    }

    open override var intrinsicContentSize: CGSize { Self.size(of: style) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size(of: style) }

    /// Draws the spokes around the centre, the leading one opaque and the others fading.
    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let spokes = UIKitConstants.activityIndicatorSpokes
        let side = min(bounds.width, bounds.height)
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        let outer = side / 2, inner = side / 4, width = side / 8
        let base = color.cgColor
        let components = base.components ?? [0.5, 0.5, 0.5, 1]
        let rgba = components.count >= 4 ? components : [components[0], components[0], components[0], components.count > 1 ? components[1] : 1]
        ctx.setLineWidth(width)
        ctx.setLineCap(.round)
        for index in 0..<spokes {
            let age = (leadingSpoke - index + spokes) % spokes
            let alpha = 1 - CGFloat(age) / CGFloat(spokes) * 0.75
            ctx.setStrokeColor(CGColor(red: rgba[0], green: rgba[1], blue: rgba[2], alpha: rgba[3] * alpha))
            // Spoke 0 points up; the spokes go clockwise.
            let angle = CGFloat(index) / CGFloat(spokes) * 2 * .pi - .pi / 2
            let start = CGPoint(x: centre.x + cos(angle) * (inner + width / 2), y: centre.y + sin(angle) * (inner + width / 2))
            let end = CGPoint(x: centre.x + cos(angle) * (outer - width / 2), y: centre.y + sin(angle) * (outer - width / 2))
            ctx.beginPath()
            ctx.move(to: start)
            ctx.addLine(to: end)
            ctx.strokePath()
        }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if animating, nextStep == nil || window == nil {
            nextStep?.cancel()
            nextStep = nil
            if window != nil { scheduleStep() }
        }
    }
}
