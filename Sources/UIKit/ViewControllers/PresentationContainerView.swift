import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// The view that carries a presented controller's view in the window: full screen, or a page
/// sheet's dimming and card, with the presenting view pushed back behind it.
///
/// Everything it shows follows one number, the card's `progress` from shown (0) to below the
/// screen (1), so the presentation, the dismissal and the user's drag all lay it out the same
/// way: the card moves by `progress × travel`, the dimming fades from α 0.4 to 0 and the
/// presenting view grows back from its shrunk size as the card goes down.
///
/// A page sheet in a compact-height environment (an iPhone in landscape) takes the full-screen
/// appearance instead of the card: the card fills the screen with square corners and the
/// presenting view is not shrunk (AppDoc `UIModalPresentationStyle.pageSheet`: "In a
/// compact-height size class, the behavior is the same as `fullScreen`"; AppDoc
/// `UISheetPresentationController.prefersEdgeAttachedInCompactHeight`: "the sheet defaults to a
/// full screen appearance at compact height" [H]). The presenting view stays in the window
/// under it, as for a card, so rotating back to portrait shows the card again and no
/// appearance calls are owed either way. It is laid out again whenever its traits or size
/// change, so a rotation while the sheet is shown switches between the two.
final class PresentationContainerView: UIView {
    private let style: UIModalPresentationStyle
    private let dimming = UIView()
    /// The view that carries the presented controller's view and moves with the transitions.
    let card = UIView()
    private weak var presenting: UIView?
    private let presentingClipped: Bool
    /// Where the card is, from shown (0) to below the screen (1): the model state of the last
    /// `layout(progress:)`.
    private(set) var progress: CGFloat = 1

    init(window: UIWindow, style: UIModalPresentationStyle, presenting: UIView) {
        self.style = style
        self.presenting = presenting
        presentingClipped = presenting.clipsToBounds
        super.init(frame: window.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if style == .pageSheet {
            dimming.backgroundColor = .black
            dimming.frame = bounds
            dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(dimming)
            card.clipsToBounds = true
        }
        addSubview(card)
    }

    required init?(coder: NSCoder) { preconditionFailure("PresentationContainerView is made in code") }

    /// Puts the presented controller's view in the card.
    func install(_ view: UIView) {
        card.addSubview(view)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    /// Whether a page sheet shows as a card: not in a compact-height environment.
    var showsCard: Bool { style == .pageSheet && traitCollection.verticalSizeClass != .compact }

    /// The card's frame when shown: the whole screen, or a sheet below the safe area's top.
    private var shownFrame: CGRect {
        guard showsCard else { return bounds }
        let top = safeAreaInsets.top + UIKitConstants.pageSheetTopGap
        return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    }

    /// How far the card moves between shown and just below the screen.
    var travel: CGFloat { bounds.height - shownFrame.minY }

    /// Lays the presentation out `progress` of the way from shown (0) to gone (1): the card
    /// that far down its travel, the dimming and the presenting view's shrink in proportion.
    func layout(progress: CGFloat) {
        self.progress = progress
        let shown = shownFrame
        // On whole pixels, so a card that follows the finger stays sharp and lands where it went.
        let pixel = max(1, traitCollection.displayScale)
        card.frame = shown.offsetBy(dx: 0, dy: (travel * progress * pixel).rounded() / pixel)
        card.subviews.first?.frame = card.bounds
        guard style == .pageSheet else { return }
        let card = showsCard
        self.card.layer.cornerRadius = card ? UIKitConstants.pageSheetCornerRadius : 0
        dimming.alpha = UIKitConstants.pageSheetDimmingAlpha * (1 - progress)
        guard let presenting else { return }
        let shrink = card ? 1 - progress : 0
        presenting.layer.cornerRadius = UIKitConstants.pageSheetCornerRadius * shrink
        presenting.clipsToBounds = shrink > 0 || presentingClipped
        guard shrink > 0 else {
            presenting.transform = .identity
            return
        }
        // Fully shrunk, the presenting view is scaled about its centre so that it is 16 pt in
        // from each side, with its top at the safe area's top; in between, both in proportion.
        let fullScale = (bounds.width - 2 * UIKitConstants.pageSheetPresentingInset) / bounds.width
        let height = presenting.bounds.height
        let fullShift = safeAreaInsets.top - (presenting.center.y - height * fullScale / 2)
        let scale = 1 - (1 - fullScale) * shrink
        presenting.transform = CGAffineTransform(translationX: 0, y: fullShift * shrink).scaledBy(x: scale, y: scale)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layout(progress: progress)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsLayout()
    }
}
