import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// A scroll view's two indicator bars and the pending work that fades them out.
///
/// The bars are sublayers of the scroll view's layer, kept in front of the subviews' layers,
/// not subviews: on iOS they are image views that appear in `subviews` (and surprise code that
/// indexes them); here `subviews` stays exactly what the app added.
@MainActor final class ScrollIndicators {
    let vertical = CALayer()
    let horizontal = CALayer()
    var isShown = false
    var hiding: CAScheduledWork?

    init() {
        vertical.name = "UIScrollView vertical indicator"
        horizontal.name = "UIScrollView horizontal indicator"
        for bar in [vertical, horizontal] {
            bar.opacity = 0
            bar.cornerRadius = UIKitConstants.scrollIndicator.thickness / 2
        }
    }
}

extension UIScrollView {
    /// Makes the indicators of the axes that scroll visible at once and places them.
    func showScrollIndicators() {
        let indicators = self.indicators ?? makeScrollIndicators()
        indicators.hiding?.cancel()
        indicators.hiding = nil
        indicators.isShown = true
        updateScrollIndicators()
    }

    /// Fades the indicators out `delay` seconds from now (0.5 s by default, reference §7.4
    /// [L]), unless the content is being dragged or moves on then.
    func scheduleScrollIndicatorHiding(after delay: TimeInterval = UIKitConstants.scrollIndicatorTiming.hideDelay) {
        guard let indicators, indicators.isShown, let host = layer.hostContext else { return }
        indicators.hiding?.cancel()
        indicators.hiding = host.schedule(at: host.mediaTime + delay, label: "UIScrollView: hide scroll indicators") { [weak self] in
            guard let self, let indicators = self.indicators else { return }
            indicators.hiding = nil
            guard !self.dragging, !self.isInMotion, !self.isScrollAnimating else { return }
            indicators.isShown = false
            CATransaction.begin()
            CATransaction.setAnimationDuration(UIKitConstants.scrollIndicatorTiming.fadeDuration)
            indicators.vertical.opacity = 0
            indicators.horizontal.opacity = 0
            CATransaction.commit()
        }
    }

    /// The indicator layers, once the indicators have first shown.
    @_spi(Testing) public var scrollIndicatorLayers: (vertical: CALayer, horizontal: CALayer)? {
        indicators.map { ($0.vertical, $0.horizontal) }
    }

    private func makeScrollIndicators() -> ScrollIndicators {
        let indicators = ScrollIndicators()
        indicators.vertical.contentsScale = layer.contentsScale
        indicators.horizontal.contentsScale = layer.contentsScale
        self.indicators = indicators
        return indicators
    }

    /// Places the shown indicators for the current offset, in front of the content, coloured
    /// by `indicatorStyle`.
    ///
    /// Each is 3 pt thick, 3 pt from the scroll view's edge and the safe area, and as long as
    /// the visible fraction of the content (at least 36 pt); past an edge it shortens by the
    /// overscroll, down to 7 pt (reference §7.4 [L]).
    func updateScrollIndicators() {
        guard let indicators, indicators.isShown else { return }
        let metrics = UIKitConstants.scrollIndicator
        let color: CGColor
        switch indicatorStyle {
        case .default, .black:
            color = CGColor(gray: 0, alpha: UIKitConstants.scrollIndicatorAlpha)
        case .white:
            color = CGColor(gray: 1, alpha: UIKitConstants.scrollIndicatorAlpha)
        }
        let xRange = offsetRange(.horizontal), yRange = offsetRange(.vertical)
        let showsVertical = showsVerticalScrollIndicator && yRange.upperBound > yRange.lowerBound
        let showsHorizontal = showsHorizontalScrollIndicator && xRange.upperBound > xRange.lowerBound
        let safe = safeAreaInsets
        let area = bounds.inset(by: safe)
        let room = metrics.thickness + metrics.inset
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        if let sublayers = layer.sublayers, sublayers.suffix(2).contains(where: { $0 !== indicators.vertical && $0 !== indicators.horizontal }) {
            indicators.vertical.removeFromSuperlayer()
            indicators.horizontal.removeFromSuperlayer()
        }
        if indicators.vertical.superlayer == nil { layer.addSublayer(indicators.vertical) }
        if indicators.horizontal.superlayer == nil { layer.addSublayer(indicators.horizontal) }
        indicators.vertical.backgroundColor = color
        indicators.horizontal.backgroundColor = color
        indicators.vertical.opacity = showsVertical ? 1 : 0
        indicators.horizontal.opacity = showsHorizontal ? 1 : 0
        if showsVertical {
            let track = (area.minY + metrics.inset)...(area.maxY - (showsHorizontal ? room : metrics.inset))
            let (start, length) = Self.indicatorSpan(offset: contentOffset.y, range: yRange, visible: bounds.height,
                                                     content: contentSize.height, track: track)
            indicators.vertical.frame = CGRect(x: area.maxX - room, y: start, width: metrics.thickness, height: length)
        }
        if showsHorizontal {
            let track = (area.minX + metrics.inset)...(area.maxX - (showsVertical ? room : metrics.inset))
            let (start, length) = Self.indicatorSpan(offset: contentOffset.x, range: xRange, visible: bounds.width,
                                                     content: contentSize.width, track: track)
            indicators.horizontal.frame = CGRect(x: start, y: area.maxY - room, width: length, height: metrics.thickness)
        }
        CATransaction.commit()
    }

    /// Where along its track an indicator starts and how long it is.
    static func indicatorSpan(offset: CGFloat, range: ClosedRange<CGFloat>, visible: CGFloat, content: CGFloat,
                              track: ClosedRange<CGFloat>) -> (start: CGFloat, length: CGFloat) {
        let metrics = UIKitConstants.scrollIndicator
        let trackLength = track.upperBound - track.lowerBound
        var length = min(trackLength, max(metrics.minimumLength, trackLength * visible / max(content, visible)))
        let overscroll = offset < range.lowerBound ? range.lowerBound - offset
                       : offset > range.upperBound ? offset - range.upperBound : 0
        length = max(metrics.minimumCompressedLength, length - overscroll)
        let span = range.upperBound - range.lowerBound
        let fraction = span > 0 ? min(1, max(0, (offset - range.lowerBound) / span)) : 0
        return (track.lowerBound + fraction * (trackLength - length), length)
    }
}
