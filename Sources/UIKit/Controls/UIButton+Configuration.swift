import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

extension UIButton {
    /// How a button looks (iOS 15): a style with a title, subtitle and image, colours derived
    /// from the tint or set as base colours, a corner style and content insets.
    ///
    /// `.plain()` draws its content in the tint; `.tinted()` on a pale background of the tint;
    /// `.gray()` on a grey fill; `.filled()` white on the tint. The title uses the 17 pt body
    /// size and the subtitle 15 pt (reference §13.3 [L]: sizes not resolved). While pressed a
    /// plain button dims its content like a system button and the others dim their background;
    /// disabled, the content is `tertiaryLabel` on `tertiarySystemFill` [L].
    public struct Configuration: Equatable {
        /// How the corners of the background are rounded.
        public enum CornerStyle: Sendable, Equatable {
            case dynamic, small, medium, large, capsule
        }

        enum Style: Equatable { case plain, tinted, gray, filled }
        let style: Style

        /// The title (nil: none).
        public var title: String?
        /// The line under the title (nil: none).
        public var subtitle: String?
        /// The image before the title (nil: none).
        public var image: UIImage?
        /// The colour of the title, subtitle and template image (nil: the style's).
        public var baseForegroundColor: UIColor?
        /// The colour the style's background derives from (nil: the style's).
        public var baseBackgroundColor: UIColor?
        /// How the background's corners are rounded (`.dynamic` by default).
        public var cornerStyle: CornerStyle = .dynamic
        /// The space between the bounds and the content (7 pt above and below, 12 at the sides).
        public var contentInsets: NSDirectionalEdgeInsets
        /// The space between the image and the text (0 by default).
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle (0 by default).
        public var titlePadding: CGFloat = 0

        init(style: Style) {
            self.style = style
            let insets = UIKitConstants.configurationContentInsets
            contentInsets = NSDirectionalEdgeInsets(top: insets.vertical, leading: insets.horizontal,
                                                    bottom: insets.vertical, trailing: insets.horizontal)
        }

        /// Content in the tint, no background.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// Content in the tint on a pale background of the tint.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// Content in the tint on a grey fill.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// White content on the tint.
        public static func filled() -> Configuration { Configuration(style: .filled) }

        public static func == (a: Configuration, b: Configuration) -> Bool {
            a.style == b.style && a.title == b.title && a.subtitle == b.subtitle && a.image === b.image
                && a.baseForegroundColor == b.baseForegroundColor && a.baseBackgroundColor == b.baseBackgroundColor
                && a.cornerStyle == b.cornerStyle && a.contentInsets == b.contentInsets
                && a.imagePadding == b.imagePadding && a.titlePadding == b.titlePadding
        }
    }

    func configurationDidChange() {
        updateContent()
        setNeedsLayout()
    }

    /// The foreground and background colours of `configuration` in the button's state.
    private func colors(of configuration: Configuration) -> (foreground: UIColor, background: UIColor?) {
        if !isEnabled { return (.tertiaryLabel, configuration.style == .plain ? nil : .tertiarySystemFill) }
        let tint: UIColor = tintColor
        switch configuration.style {
        case .plain:
            return (configuration.baseForegroundColor ?? tint, configuration.baseBackgroundColor)
        case .tinted:
            let base = configuration.baseBackgroundColor ?? tint
            return (configuration.baseForegroundColor ?? tint, base.withAlphaComponent(UIKitConstants.tintedBackgroundAlpha))
        case .gray:
            return (configuration.baseForegroundColor ?? tint, configuration.baseBackgroundColor ?? .secondarySystemFill)
        case .filled:
            return (configuration.baseForegroundColor ?? .white, configuration.baseBackgroundColor ?? tint)
        }
    }

    /// Puts `configuration`'s content and colours into the subviews.
    func apply(_ configuration: Configuration) {
        let (foreground, background) = colors(of: configuration)
        titleLabel?.font = UIFont.systemFont(ofSize: 17)
        titleLabel?.text = configuration.title
        titleLabel?.textColor = foreground
        titleLabel?.isHidden = configuration.title == nil
        subtitleLabel.font = UIFont.systemFont(ofSize: 15)
        subtitleLabel.text = configuration.subtitle
        subtitleLabel.textColor = foreground
        subtitleLabel.isHidden = configuration.subtitle == nil
        if let image = configuration.image {
            imageView?.image = image.renderingMode == .alwaysOriginal ? image : image.withTintColor(foreground)
        } else {
            imageView?.image = nil
        }
        backgroundView.image = nil
        backgroundView.backgroundColor = background
        backgroundView.alpha = isHighlighted && configuration.style != .plain ? UIKitConstants.configurationHighlightedBackgroundAlpha : 1
        setNeedsLayout()
    }

    /// The sizes of the configuration's image, title and subtitle.
    private func parts(of configuration: Configuration) -> (image: CGSize, title: CGSize, subtitle: CGSize, text: CGSize) {
        let image = configuration.image?.size ?? .zero
        let title = configuration.title == nil ? .zero : (titleLabel?.intrinsicContentSize ?? .zero)
        let subtitle = configuration.subtitle == nil ? .zero : subtitleLabel.intrinsicContentSize
        let gap = configuration.title != nil && configuration.subtitle != nil ? configuration.titlePadding : 0
        let text = CGSize(width: max(title.width, subtitle.width), height: title.height + gap + subtitle.height)
        return (image, title, subtitle, text)
    }

    /// The content's size plus the insets.
    func intrinsicSize(of configuration: Configuration) -> CGSize {
        let (image, _, _, text) = parts(of: configuration)
        let gap = image.width > 0 && text.width > 0 ? configuration.imagePadding : 0
        let insets = configuration.contentInsets
        return CGSize(width: insets.leading + image.width + gap + text.width + insets.trailing,
                      height: insets.top + max(image.height, text.height) + insets.bottom)
    }

    /// Lays the image, title and subtitle out centred inside the insets, and rounds the background.
    func layOut(_ configuration: Configuration) {
        let insets = configuration.contentInsets
        let area = bounds.inset(by: UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing))
        let (image, title, subtitle, text) = parts(of: configuration)
        let gap = image.width > 0 && text.width > 0 ? configuration.imagePadding : 0
        let total = image.width + gap + text.width
        var x = (area.midX - total / 2).rounded()
        imageView?.frame = CGRect(x: x, y: (area.midY - image.height / 2).rounded(), width: image.width, height: image.height)
        x += image.width + gap
        var y = (area.midY - text.height / 2).rounded()
        titleLabel?.frame = CGRect(x: x + ((text.width - title.width) / 2).rounded(), y: y, width: title.width, height: title.height)
        y += title.height + (configuration.title != nil && configuration.subtitle != nil ? configuration.titlePadding : 0)
        subtitleLabel.frame = CGRect(x: x + ((text.width - subtitle.width) / 2).rounded(), y: y, width: subtitle.width, height: subtitle.height)
        let radii = UIKitConstants.configurationCornerRadii
        switch configuration.cornerStyle {
        case .small: backgroundView.layer.cornerRadius = radii.small
        case .dynamic, .medium: backgroundView.layer.cornerRadius = radii.medium
        case .large: backgroundView.layer.cornerRadius = radii.large
        case .capsule: backgroundView.layer.cornerRadius = bounds.height / 2
        }
    }
}
