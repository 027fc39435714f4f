import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// A horizontal row of segments, each a title or an image, of which one is selected.
///
/// The iOS 13 look (reference §13.4 [M]): 32 pt tall, a grey fill with 8 pt corners, the
/// selected segment on a white (dark: grey) indicator inset 2 pt with a hairline outline in the
/// separator colour (standing in for iOS's shadow), 1 pt dividers
/// between unselected neighbours, 13 pt titles (semibold when selected, [L]). Segments share
/// the width equally; `sizeThatFits` gives the widest title 9 pt padding at each side. A
/// touch released over a segment other than the selected one selects it and sends
/// `.valueChanged` (a momentary control selects nothing); the release may stray within the
/// 70 pt "mostly inside" margin, taking the segment nearest it.
@preconcurrency @MainActor open class UISegmentedControl: UIControl {
    /// The index meaning "no segment selected".
    public static let noSegment = -1

    private struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
    }

    private var segments: [Segment] = []
    private var selectedIndex = UISegmentedControl.noSegment
    private var pressedIndex: Int?

    /// The selected segment's index, or `noSegment` (the default).
    open var selectedSegmentIndex: Int {
        get { selectedIndex }
        set {
            selectedIndex = segments.indices.contains(newValue) ? newValue : Self.noSegment
            setNeedsDisplay()
        }
    }
    /// Whether a segment is selected only while touched (false by default).
    open var isMomentary = false
    /// The selected segment's indicator colour (nil: white, or grey in dark mode).
    open var selectedSegmentTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// A control with one segment per item: a `String` title or a `UIImage`.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String { segments.append(Segment(title: title)) } else if let image = item as? UIImage { segments.append(Segment(image: image)) }
        }
        setUp()
        bounds.size = sizeThatFits(.zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        preconditionFailure("UISegmentedControl.init(coder:): OpenUIKit has no nib or storyboard loading; create views in code")
    }

    private func setUp() {
        isOpaque = false
        contentMode = .redraw
    }

    // MARK: Segments

    /// The title of the segment at `segment`, or nil.
    open func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].title : nil }
    /// The image of the segment at `segment`, or nil.
    open func imageForSegment(at segment: Int) -> UIImage? { segments.indices.contains(segment) ? segments[segment].image : nil }

    /// Gives the segment at `segment` a title (replacing its image).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// Gives the segment at `segment` an image (replacing its title).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// Inserts a titled segment at `segment` (clamped to the end); `animated` is not modelled.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts an image segment at `segment` (clamped to the end); `animated` is not modelled.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    private func insert(_ new: Segment, at segment: Int) {
        let index = max(0, min(segment, segments.count))
        segments.insert(new, at: index)
        if selectedIndex >= index { selectedIndex += 1 }
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// Removes the segment at `segment`; the selection goes if it was that segment.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedIndex == segment { selectedIndex = Self.noSegment } else if selectedIndex > segment { selectedIndex -= 1 }
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments = []
        selectedIndex = Self.noSegment
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// Enables or disables the segment at `segment`.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        setNeedsDisplay()
    }

    /// Whether the segment at `segment` is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool { segments.indices.contains(segment) && segments[segment].isEnabled }

    // MARK: Geometry

    private func font(selected: Bool) -> UIFont {
        UIFont.systemFont(ofSize: UIKitConstants.segmentedControlFontSize, weight: selected ? .semibold : .regular)
    }

    private func contentWidth(of segment: Segment) -> CGFloat {
        if let image = segment.image { return image.size.width }
        guard let title = segment.title else { return 0 }
        return title.size(withAttributes: [.font: font(selected: true)]).width.rounded(.up)
    }

    /// Equal segments wide enough for the widest content plus padding, 32 pt tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let widest = segments.map(contentWidth(of:)).max() ?? 0
        let padding = UIKitConstants.segmentedControlContentPadding
        return CGSize(width: CGFloat(segments.count) * (widest + 2 * padding), height: UIKitConstants.segmentedControlHeight)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    private func segmentRect(_ index: Int) -> CGRect {
        let width = bounds.width / CGFloat(max(1, segments.count))
        return CGRect(x: bounds.minX + CGFloat(index) * width, y: bounds.minY, width: width, height: bounds.height)
    }

    private func segmentIndex(at point: CGPoint) -> Int? {
        guard !segments.isEmpty else { return nil }
        let width = bounds.width / CGFloat(segments.count)
        return min(segments.count - 1, max(0, Int((point.x - bounds.minX) / width)))
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let index = segmentIndex(at: touch.location(in: self)), segments[index].isEnabled else { return false }
        pressedIndex = index
        setNeedsDisplay()
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        pressedIndex = nil
        setNeedsDisplay()
        guard let touch, isTouchInside, let index = segmentIndex(at: touch.location(in: self)), segments[index].isEnabled else { return }
        if isMomentary {
            sendActions(for: .valueChanged)
            return
        }
        guard index != selectedIndex else { return }
        selectedIndex = index
        sendActions(for: .valueChanged)
    }

    open override func cancelTracking(with event: UIEvent?) {
        pressedIndex = nil
        setNeedsDisplay()
    }

    open override var isEnabled: Bool { didSet { setNeedsDisplay() } }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let radius = UIKitConstants.segmentedControlCornerRadius
        let track = CGMutablePath()
        track.addRoundedRect(in: bounds, cornerWidth: radius, cornerHeight: radius)
        ctx.addPath(track)
        ctx.setFillColor(UIColor.tertiarySystemFill.cgColor)
        ctx.fillPath()
        let inset = UIKitConstants.segmentedControlSelectionInset
        if segments.indices.contains(selectedIndex) {
            let indicator = segmentRect(selectedIndex).insetBy(dx: inset, dy: inset)
            let path = CGMutablePath()
            path.addRoundedRect(in: indicator, cornerWidth: radius - inset, cornerHeight: radius - inset)
            ctx.addPath(path)
            ctx.setFillColor(UIColor.separator.cgColor)
            ctx.fillPath()
            let inner = CGMutablePath()
            inner.addRoundedRect(in: indicator.insetBy(dx: 0.5, dy: 0.5), cornerWidth: radius - inset - 0.5, cornerHeight: radius - inset - 0.5)
            ctx.addPath(inner)
            let fill = selectedSegmentTintColor ?? UIColor.segmentIndicator
            ctx.setFillColor(fill.cgColor)
            ctx.fillPath()
        }
        // Dividers between two unselected segments.
        ctx.setFillColor(UIColor.opaqueSeparator.cgColor)
        for index in 1..<max(1, segments.count) where index != selectedIndex && index - 1 != selectedIndex {
            let x = segmentRect(index).minX
            ctx.fill(CGRect(x: x - 0.5, y: bounds.minY + 8, width: 1, height: bounds.height - 16))
        }
        for (index, segment) in segments.enumerated() {
            let frame = segmentRect(index)
            let dimmed = !isEnabled || !segment.isEnabled || pressedIndex == index && index != selectedIndex
            if let title = segment.title {
                let font = font(selected: index == selectedIndex)
                let size = title.size(withAttributes: [.font: font])
                let origin = CGPoint(x: (frame.midX - size.width / 2).rounded(), y: (frame.midY - size.height / 2).rounded())
                let color: UIColor = dimmed ? .tertiaryLabel : .label
                title.draw(at: origin, withAttributes: [.font: font, .foregroundColor: color])
            } else if let image = segment.image {
                let origin = CGPoint(x: (frame.midX - image.size.width / 2).rounded(), y: (frame.midY - image.size.height / 2).rounded())
                image.draw(in: CGRect(origin: origin, size: image.size), context: ctx,
                           tint: image.renderingMode == .alwaysOriginal ? nil : (dimmed ? .tertiaryLabel : .label))
            }
        }
    }

    /// A segmented control is a container of elements, not one (as on iOS).
    override var defaultIsAccessibilityElement: Bool { false }
}

extension UIColor {
    /// The selected segment's indicator: white, or in dark mode a grey (systemGray, [L]).
    static let segmentIndicator = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark ? UIColor.systemGray.resolvedColor(with: traits) : .white
    })
}
