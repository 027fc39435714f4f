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
    let titleLabel = UILabel()
    let largeTitleLabel: UILabel?
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
            addSubview(largeTitleLabel)
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
        if showsTitle {
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
            largeTitleLabel.frame = CGRect(x: edgePadding, y: standardHeight, width: width - 2 * edgePadding,
                                           height: UIKitConstants.largeTitleExtraHeight)
        }
    }

    private func leftItemsWidth(_ itemWidth: (UIView) -> CGFloat) -> CGFloat {
        leftViews.reduce(0) { $0 + itemWidth($1) + UIKitConstants.barInterItemSpacing }
    }
}
