import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// A control that performs an action when tapped: a title, an image and a background image
/// per control state, or (iOS 15) a `UIButton.Configuration`.
///
/// Per-state values fall back to the `.normal` state's, as UIKit's do (a combined state such
/// as `[.selected, .highlighted]` falls back to `.normal`, not to `.selected`). The image sits
/// before the title, the pair centred in the bounds inside `contentEdgeInsets`; the background
/// image fills the bounds. A `.system` button draws its title in its `tintColor`, and while
/// pressed shows its content at alpha 0.2, fading back on release (reference §13.3 [L]). The
/// detail, info, add and close types show a system glyph drawn with paths. A button fires
/// `.primaryActionTriggered` after `.touchUpInside`.
@preconcurrency @MainActor open class UIButton: UIControl {
    /// The kinds of button UIKit makes (Apple's raw values).
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
        /// The old name of `.system`.
        public static var roundedRect: ButtonType { .system }
    }

    /// What the button shows in one state.
    struct StateContent {
        var title: String?
        var titleColor: UIColor?
        var image: UIImage?
        var backgroundImage: UIImage?
    }

    /// The button's type, which `init(type:)` sets.
    public private(set) var buttonType: ButtonType
    /// The values set per state, by the state's raw value.
    private var contents: [UInt: StateContent] = [:]
    /// The label that shows the title.
    public let titleLabel: UILabel?
    /// The image view that shows the image.
    public let imageView: UIImageView?
    /// The view that shows the background image (or, with a configuration, the background).
    let backgroundView = UIImageView()
    /// The label that shows a configuration's subtitle.
    let subtitleLabel = UILabel()

    /// The space between the bounds and the content (zero by default, reference §13.3 [H]).
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet {
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// The configuration that styles the button (iOS 15), nil for a button styled per state.
    open var configuration: Configuration? {
        didSet { configurationDidChange() }
    }

    /// A button of `buttonType`, with a zero frame. A convenience initializer, as Apple's is
    /// (`+buttonWithType:`): it calls `init(frame:)`, so a subclass that overrides `init(frame:)`
    /// and `init(coder:)` inherits it, and `init()` too.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        systemGlyph = ButtonGlyph(type: buttonType)
        updateGlyph()
        updateContent()
    }

    /// A `.custom` button.
    public override init(frame: CGRect) {
        buttonType = .custom
        titleLabel = UILabel()
        imageView = UIImageView()
        super.init(frame: frame)
        setUp()
    }

    /// A button of `buttonType` that runs `primaryAction` (its title and image become the
    /// button's) when tapped.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { adopt(primaryAction) }
    }

    /// A `.plain` button styled by `configuration`, running `primaryAction` when tapped.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .plain)
        if let primaryAction { adopt(primaryAction) }
        self.configuration = configuration
        // An initializer's own assignment does not run the observer.
        configurationDidChange()
    }

    public required init?(coder: NSCoder) {
        preconditionFailure("UIButton.init(coder:): OpenUIKit has no nib or storyboard loading; create views in code")
    }

    private func adopt(_ action: UIAction) {
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
        addAction(action, for: .primaryActionTriggered)
    }

    private func setUp() {
        isOpaque = false
        backgroundView.isUserInteractionEnabled = false
        addSubview(backgroundView)
        if let imageView { addSubview(imageView) }
        if let titleLabel {
            titleLabel.font = UIFont.systemFont(ofSize: UIKitConstants.buttonTitleFontSize)
            titleLabel.textAlignment = .center
            addSubview(titleLabel)
        }
        subtitleLabel.textAlignment = .center
        subtitleLabel.isHidden = true
        addSubview(subtitleLabel)
        systemGlyph = ButtonGlyph(type: buttonType)
        updateGlyph()
        updateContent()
    }

    /// The system glyph of the detail, info, add and close types.
    private var systemGlyph: ButtonGlyph?
    /// The glyph image last drawn, while it is the normal image.
    private var glyphImage: UIImage?

    /// Draws the system glyph again for the button's traits (the close glyph's colours are dynamic).
    private func updateGlyph() {
        guard let systemGlyph, glyphImage == nil || image(for: .normal) === glyphImage else { return }
        let drawn = traitCollection.performAsCurrent { systemGlyph.image() }
        glyphImage = drawn
        contents[State.normal.rawValue, default: StateContent()].image = drawn
    }

    // MARK: Per-state values

    /// The state whose values apply: the state itself if set, else `.normal`.
    private func content<T>(_ state: State, _ value: (StateContent) -> T?) -> T? {
        if let stored = contents[state.rawValue], let found = value(stored) { return found }
        return contents[State.normal.rawValue].flatMap(value)
    }

    /// The title for `state` (falling back to `.normal`'s).
    open func title(for state: State) -> String? { content(state) { $0.title } }
    /// The title colour for `state` (falling back to `.normal`'s, then the type's default).
    open func titleColor(for state: State) -> UIColor? { content(state) { $0.titleColor } ?? defaultTitleColor(for: state) }
    /// The image for `state` (falling back to `.normal`'s).
    open func image(for state: State) -> UIImage? { content(state) { $0.image } }
    /// The background image for `state` (falling back to `.normal`'s).
    open func backgroundImage(for state: State) -> UIImage? { content(state) { $0.backgroundImage } }

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: State) { contents[state.rawValue, default: StateContent()].title = title; updateContent() }
    /// Sets the title colour of `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) { contents[state.rawValue, default: StateContent()].titleColor = color; updateContent() }
    /// Sets the image shown in `state`.
    open func setImage(_ image: UIImage?, for state: State) { contents[state.rawValue, default: StateContent()].image = image; updateContent() }
    /// Sets the background image shown in `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: State) { contents[state.rawValue, default: StateContent()].backgroundImage = image; updateContent() }

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }
    /// The title colour used now.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    /// The image shown now.
    open var currentImage: UIImage? { image(for: state) }
    /// The background image shown now.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The type's title colour: the tint for system buttons (grey when disabled, [L]), white for custom ones.
    private func defaultTitleColor(for state: State) -> UIColor? {
        switch buttonType {
        case .system, .plain, .detailDisclosure, .infoLight, .infoDark, .contactAdd, .close:
            return state.contains(.disabled) ? .systemGray : tintColor
        case .custom:
            return .white
        }
    }

    // MARK: State

    open override var isHighlighted: Bool {
        didSet { if oldValue != isHighlighted { highlightDidChange() } }
    }
    open override var isEnabled: Bool {
        didSet { if oldValue != isEnabled { updateContent() } }
    }
    open override var isSelected: Bool {
        didSet { if oldValue != isSelected { updateContent() } }
    }

    /// A system button dims its content at once when pressed and fades it back on release.
    private func highlightDidChange() {
        updateContent()
        guard dimsWhenHighlighted else { return }
        let views: [UIView] = [titleLabel, imageView, subtitleLabel].compactMap { $0 }
        if isHighlighted {
            for view in views { view.alpha = UIKitConstants.systemButtonHighlightedAlpha }
        } else {
            UIView.animate(withDuration: UIKitConstants.systemButtonHighlightFadeDuration, delay: 0,
                           options: [.allowUserInteraction, .beginFromCurrentState]) {
                for view in views { view.alpha = 1 }
            }
        }
    }

    /// Whether the content dims while highlighted: system-styled buttons without a filled background.
    private var dimsWhenHighlighted: Bool {
        switch buttonType {
        case .system, .detailDisclosure, .infoLight, .infoDark, .contactAdd: return configuration == nil
        case .plain: return configuration == nil || configuration?.style == .plain
        case .custom, .close: return false
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateContent()
    }

    override func displayEnvironmentDidChange() {
        super.displayEnvironmentDidChange()
        if systemGlyph?.kind == .close { updateGlyph() }
        updateContent()
    }

    /// Puts the current state's values into the subviews.
    func updateContent() {
        invalidateIntrinsicContentSize()
        if let configuration {
            apply(configuration)
            return
        }
        let state = self.state
        titleLabel?.font = UIFont.systemFont(ofSize: UIKitConstants.buttonTitleFontSize)
        titleLabel?.text = title(for: state)
        titleLabel?.textColor = titleColor(for: state) ?? .white
        titleLabel?.isHidden = title(for: state) == nil
        // A system button draws an image of automatic rendering mode as a template, in its tint.
        let image = image(for: state)
        imageView?.image = buttonType != .custom && image?.renderingMode == .automatic ? image?.withRenderingMode(.alwaysTemplate) : image
        backgroundView.image = backgroundImage(for: state)
        backgroundView.alpha = 1
        backgroundView.backgroundColor = nil
        backgroundView.layer.cornerRadius = 0
        subtitleLabel.isHidden = true
        setNeedsLayout()
    }

    // MARK: Layout

    /// The size of the image and title side by side (no space between, as UIKit's legacy layout).
    private var contentSize: CGSize {
        let imageSize = currentImage?.size ?? .zero
        let titleSize = currentTitle.map { _ in titleLabel?.intrinsicContentSize ?? .zero } ?? .zero
        return CGSize(width: imageSize.width + titleSize.width, height: max(imageSize.height, titleSize.height))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView.frame = bounds
        if let configuration {
            layOut(configuration)
            return
        }
        let area = bounds.inset(by: contentEdgeInsets)
        let imageSize = currentImage?.size ?? .zero
        let titleSize = currentTitle == nil ? .zero : (titleLabel?.intrinsicContentSize ?? .zero)
        let total = imageSize.width + min(titleSize.width, max(0, area.width - imageSize.width))
        var x = (area.midX - total / 2).rounded()
        imageView?.frame = CGRect(x: x, y: (area.midY - imageSize.height / 2).rounded(), width: imageSize.width, height: imageSize.height)
        x += imageSize.width
        let titleWidth = min(titleSize.width, max(0, area.maxX - x))
        titleLabel?.frame = CGRect(x: x, y: (area.midY - titleSize.height / 2).rounded(), width: titleWidth, height: titleSize.height)
    }

    /// The content's size plus `contentEdgeInsets`; a button with neither title nor image is
    /// 30 × 34 as UIKit's are, and a title's height gets 6 pt above and below ([L]).
    open override var intrinsicContentSize: CGSize {
        if let configuration { return intrinsicSize(of: configuration) }
        let content = contentSize
        guard content != .zero else { return UIKitConstants.emptyButtonSize }
        let titleHeight = currentTitle == nil ? 0 : content.height + 2 * UIKitConstants.buttonTitleVerticalPadding
        return CGSize(width: content.width + contentEdgeInsets.left + contentEdgeInsets.right,
                      height: max(titleHeight, currentImage?.size.height ?? 0) + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    /// The intrinsic size (a button does not wrap its title).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// A titled button's baselines are its title's, which is centred in the area inside
    /// `contentEdgeInsets`; without a title (or with a configuration) they are at the bottom.
    override func baselineLayout(last: Bool) -> (heightFactor: CGFloat, offset: CGFloat) {
        guard configuration == nil, currentTitle != nil, let titleLabel else { return super.baselineLayout(last: last) }
        let title = titleLabel.baselineLayout(last: last)
        return (0.5, title.offset + (contentEdgeInsets.top - contentEdgeInsets.bottom) / 2)
    }

    // MARK: Events and accessibility

    open override func sendActions(for controlEvents: Event) {
        super.sendActions(for: controlEvents)
        if controlEvents.contains(.touchUpInside) { super.sendActions(for: .primaryActionTriggered) }
    }

    /// A button is an accessibility element (as on iOS).
    override var defaultIsAccessibilityElement: Bool { true }
    /// A button reports the button trait, with the control's state traits.
    override var defaultAccessibilityTraits: UIAccessibilityTraits { super.defaultAccessibilityTraits.union(.button) }

    /// A button's accessibility label: the one set, or else its title.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? currentTitle ?? configuration?.title }
        set { super.accessibilityLabel = newValue }
    }
}
