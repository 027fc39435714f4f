import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// The views a navigation bar shows for one top item: back button, leading items, title (or
/// title view, or large title) and trailing items, laid out as reference §12.2 says.
///
/// A bar makes a new one for each top item and state, so an animated push or pop can fade one
/// out while the next fades in.
@_spi(Testing) public final class NavigationBarContentView: UIView {
    let item: UINavigationItem
    let backItem: UINavigationItem?
    /// The back button showing now, if any.
    @_spi(Testing) public private(set) var backButton: BackButtonView?
    private(set) var leftViews: [UIView] = []
    private(set) var rightViews: [UIView] = []
    /// The title in the standard band; under a large title, it fades in once the large one
    /// has collapsed.
    @_spi(Testing) public let titleLabel = UILabel()
    /// The large title, in a band below the standard one that clips it as the bar collapses.
    @_spi(Testing) public let largeTitleLabel: UILabel?
    /// The band that holds the large title: from the standard band's bottom to the bar's.
    private let largeTitleBand = UIView()
    private unowned let bar: UINavigationBar

    init(item: UINavigationItem, backItem: UINavigationItem?, bar: UINavigationBar, large: Bool) {
        self.item = item
        self.backItem = backItem
        self.bar = bar
        largeTitleLabel = large ? UILabel() : nil
        super.init(frame: .zero)
        isOpaque = false
        titleLabel.font = UIFont.systemFont(ofSize: UIKitConstants.barTitleFontSize, weight: .semibold)
        titleLabel.textColor = .label
        titleLabel.textAlignment = .center
        titleLabel.text = item.title
        if let titleView = item.titleView {
            addSubview(titleView)
        } else if let largeTitleLabel {
            largeTitleLabel.font = UIFont.boldSystemFont(ofSize: UIKitConstants.largeTitleFontSize)
            largeTitleLabel.textColor = .label
            largeTitleLabel.text = item.title
            largeTitleBand.clipsToBounds = true
            largeTitleBand.isUserInteractionEnabled = false
            largeTitleBand.addSubview(largeTitleLabel)
            addSubview(largeTitleBand)
            titleLabel.alpha = 0
            addSubview(titleLabel)
        } else {
            addSubview(titleLabel)
        }
        leftViews = (item.leftBarButtonItems ?? []).compactMap(makeView(for:))
        rightViews = (item.rightBarButtonItems ?? []).compactMap(makeView(for:))
        for view in leftViews + rightViews { addSubview(view) }
    }

    public required init?(coder: NSCoder) {
        preconditionFailure("NavigationBarContentView.init(coder:): OpenUIKit has no nib or storyboard loading")
    }

    public override var description: String { describe(adding: ["item = '\(item.title ?? "")'"]) }

    private func makeView(for item: UIBarButtonItem) -> UIView? {
        if item.isSpace { return nil }
        if let custom = item.customView { return custom }
        return BarButtonItemView(item: item)
    }

    /// Whether a back button shows: there is an item below, the top item does not hide it, and
    /// its leading items do not replace it.
    private var showsBackButton: Bool {
        backItem != nil && !item.hidesBackButton && (item.leftBarButtonItems?.isEmpty ?? true || item.leftItemsSupplementBackButton)
    }

    /// Places every view: the side items in the top `standardHeight` band, the title centred,
    /// the back title chosen by what fits, and a large title in the band below.
    func layOut(standardHeight: CGFloat, edgePadding: CGFloat, compact: Bool) {
        let width = bounds.width
        let spacing = UIKitConstants.barInterItemSpacing
        func itemWidth(_ view: UIView) -> CGFloat {
            if let view = view as? BarButtonItemView {
                return view.item.width > 0 ? view.item.width : BarButtonItemView.contentWidth(of: view.item)
            }
            return view.frame.width
        }
        func place(_ view: UIView, x: CGFloat, width w: CGFloat) {
            let height = view is BarButtonItemView ? standardHeight : min(view.frame.height, standardHeight)
            view.frame = CGRect(x: x.rounded(), y: ((standardHeight - height) / 2).rounded(), width: w.rounded(), height: height)
        }
        // Trailing items, the first nearest the edge.
        var rightEdge = width - edgePadding
        for view in rightViews {
            let w = itemWidth(view)
            place(view, x: rightEdge - w, width: w)
            rightEdge -= w + spacing
        }
        let rightLimit = rightViews.isEmpty ? width - edgePadding : rightEdge + spacing
        // The title, centred in the bar if it fits, otherwise in the room it has.
        let titleView: UIView = item.titleView ?? titleLabel
        let titleWidth: CGFloat = item.titleView?.frame.width
            ?? ceil((item.title ?? "").size(withAttributes: [.font: titleLabel.font!]).width)
        // A large title leaves the band's centre to the items until it collapses.
        let showsTitle = largeTitleLabel == nil || item.titleView != nil
        // Leading items after the back button (or in its place).
        var leftEdge = edgePadding
        var backWidth: CGFloat = 0
        if !showsBackButton {
            backButton?.removeFromSuperview()
            backButton = nil
        }
        if showsBackButton, let backItem {
            let centredTitleMinX = showsTitle ? (width - titleWidth) / 2 : rightLimit
            let available = centredTitleMinX - spacing - (item.leftItemsSupplementBackButton ? leftItemsWidth(itemWidth) : 0)
            let title = BackButtonTitle.resolve(for: backItem) { BackButtonView.width(for: $0) <= available }
            // Kept while its title stays, so a layout pass never replaces a button being pressed.
            let button: BackButtonView
            if let existing = backButton, existing.title == title {
                button = existing
            } else {
                button = BackButtonView(title: title)
                button.addTarget(bar, action: Selector(UINavigationBar.backButtonTapped), for: .touchUpInside)
                backButton?.removeFromSuperview()
                backButton = button
                addSubview(button)
            }
            button.minimumTouchWidth = compact ? UIKitConstants.backButtonMinimumTouchWidthCompact : UIKitConstants.backButtonMinimumTouchWidth
            backWidth = BackButtonView.width(for: title)
            button.frame = CGRect(x: 0, y: 0, width: backWidth, height: standardHeight)
            leftEdge = backWidth + spacing
        }
        for view in leftViews {
            let w = itemWidth(view)
            place(view, x: leftEdge, width: w)
            leftEdge += w + spacing
        }
        let leftLimit = (leftViews.isEmpty && backWidth == 0) ? edgePadding : leftEdge
        if showsTitle || largeTitleLabel != nil {
            var x = (width - titleWidth) / 2
            var w = titleWidth
            if x < leftLimit || x + w > rightLimit {
                w = min(titleWidth, max(0, rightLimit - leftLimit))
                x = leftLimit + (rightLimit - leftLimit - w) / 2
            }
            let height = item.titleView.map { min($0.frame.height, standardHeight) } ?? standardHeight
            titleView.frame = CGRect(x: x.rounded(), y: ((standardHeight - height) / 2).rounded(), width: w.rounded(), height: height)
        }
        if let largeTitleLabel {
            layOutLargeTitle(largeTitleLabel, standardHeight: standardHeight, edgePadding: edgePadding)
        }
    }

    /// Places the large title on the bar's bottom edge, in a band that clips it as the bar
    /// collapses toward the standard band and grows with it when content is pulled down, and
    /// fades the small title in over 0.2 s once the large one has collapsed, out again when it
    /// comes back (iOS's large-title behaviour since iOS 11; the fade time is chosen [L]).
    private func layOutLargeTitle(_ label: UILabel, standardHeight: CGFloat, edgePadding: CGFloat) {
        let bandHeight = max(0, bounds.height - standardHeight)
        largeTitleBand.frame = CGRect(x: 0, y: standardHeight, width: bounds.width, height: bandHeight)
        label.frame = CGRect(x: edgePadding, y: bandHeight - UIKitConstants.largeTitleExtraHeight,
                             width: bounds.width - 2 * edgePadding, height: UIKitConstants.largeTitleExtraHeight)
        let collapsed: CGFloat = bandHeight < 0.5 ? 1 : 0
        guard titleLabel.alpha != collapsed else { return }
        UIView.animate(withDuration: UIKitConstants.largeTitleInlineFadeDuration) { self.titleLabel.alpha = collapsed }
    }

    private func leftItemsWidth(_ itemWidth: (UIView) -> CGFloat) -> CGFloat {
        leftViews.reduce(0) { $0 + itemWidth($1) + UIKitConstants.barInterItemSpacing }
    }
}
