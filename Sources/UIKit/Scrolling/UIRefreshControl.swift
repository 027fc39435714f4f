import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// A control that a scroll view shows above its content, which starts refreshing when a drag
/// pulls the content far enough down.
///
/// Set it as a scroll view's (or table's) `refreshControl`. While a drag pulls the content past
/// the top, the spinner's spokes appear one by one; at 90 pt [L] the control starts refreshing
/// and sends `.valueChanged` (once per pull), and the scroll view keeps 60 pt [L] of room above
/// the content for it, so the content comes to rest below the spinning control. The app calls
/// `endRefreshing()` when it is done, and the content slides back up over 0.3 s.
/// `beginRefreshing()` shows the refreshing state from code without sending `.valueChanged`.
@preconcurrency @MainActor open class UIRefreshControl: UIControl {
    /// Whether the control is refreshing.
    open private(set) var isRefreshing = false

    /// How far the current pull has gone, from 0 to 1 (1 while refreshing).
    private var progress: CGFloat = 0 {
        didSet { if oldValue != progress { setNeedsDisplay() } }
    }

    /// A refresh control, sized by the scroll view it is put in.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    /// A refresh control, sized by the scroll view it is put in.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: UIKitConstants.refreshControlHeight))
    }

    public required init?(coder: NSCoder) {
        preconditionFailure("UIRefreshControl.init(coder:): OpenUIKit has no nib or storyboard loading; create controls in code")
    }

    private var scrollView: UIScrollView? { superview as? UIScrollView }

    /// Shows the refreshing state and makes room for it above the content, without sending
    /// `.valueChanged`; a content resting at the top moves down to show the control.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        progress = 1
        setRoom(UIKitConstants.refreshControlHeight, animated: true)
    }

    /// Ends the refreshing state; the room above the content closes over 0.3 s.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        progress = 0
        setRoom(0, animated: true)
    }

    private func setRoom(_ height: CGFloat, animated: Bool) {
        guard let scrollView, scrollView.refreshInset != height else { return }
        let change = {
            scrollView.refreshInset = height
            scrollView.adjustedContentInsetMayHaveChanged()
        }
        if animated {
            UIView.animate(withDuration: UIKitConstants.programmaticScrollDuration, animations: change)
        } else {
            change()
        }
    }

    /// The scroll view's drag moved the content: follows the pull, and starts refreshing once
    /// it reaches the trigger distance.
    func scrollViewWasDragged() {
        guard let scrollView, !isRefreshing else { return }
        let pull = -(scrollView.contentOffset.y + scrollView.adjustedContentInset.top)
        progress = min(1, max(0, pull / UIKitConstants.refreshControlTriggerDistance))
        guard pull >= UIKitConstants.refreshControlTriggerDistance else { return }
        isRefreshing = true
        // The finger holds the content where it is; the room applies when it lets go.
        scrollView.refreshInset = UIKitConstants.refreshControlHeight
        sendActions(for: .valueChanged)
    }

    /// Puts the control in the space just above the content.
    func placeAboveContent() {
        guard let scrollView else { return }
        let height = UIKitConstants.refreshControlHeight
        let frame = CGRect(x: 0, y: -height, width: scrollView.bounds.width, height: height)
        if self.frame != frame { self.frame = frame }
    }

    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        placeAboveContent()
    }

    /// Eight grey spokes around the centre; as many as the pull has reached are drawn.
    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), progress > 0 else { return }
        let spokes = Int((progress * 8).rounded(.up))
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        ctx.setLineWidth(2.5)
        ctx.setLineCap(.round)
        for index in 0..<spokes {
            let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 4
            let alpha = 1 - CGFloat(index) * 0.09
            ctx.setStrokeColor(UIColor.systemGray.withAlphaComponent(alpha).cgColor)
            ctx.move(to: CGPoint(x: centre.x + cos(angle) * 5, y: centre.y + sin(angle) * 5))
            ctx.addLine(to: CGPoint(x: centre.x + cos(angle) * 10, y: centre.y + sin(angle) * 10))
            ctx.strokePath()
        }
    }

    @_spi(Testing) public var drawnSpokes: Int { progress > 0 ? Int((progress * 8).rounded(.up)) : 0 }
}
