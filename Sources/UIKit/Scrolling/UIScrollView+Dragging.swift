import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// A drag under way: the offset it started from, the page there and the axis it keeps to.
struct ScrollDrag {
    var startOffset: CGPoint
    var lockedAxis: ScrollPhysics.Axis?
    var startPage: (x: Int, y: Int)
}

/// The content's motion after the finger lifted, one axis each, and the display link that
/// moves it every frame.
struct ScrollMotion {
    var x: ScrollAxisMotion
    var y: ScrollAxisMotion
    let link: CADisplayLink
    /// Whether the delegate hears the deceleration's end (false for a bounce back after a
    /// touch that stopped the content without dragging).
    let isDeceleration: Bool
}

extension UIScrollView {
    // MARK: Geometry

    /// The offsets the content rests within along the axis: from −adjusted inset to content
    /// size − bounds + adjusted inset (never below the minimum).
    func offsetRange(_ axis: ScrollPhysics.Axis) -> ClosedRange<CGFloat> {
        let inset = adjustedContentInset
        switch axis {
        case .horizontal:
            let low = -inset.left
            return low...max(low, contentSize.width - bounds.width + inset.right)
        case .vertical:
            let low = -inset.top
            return low...max(low, contentSize.height - bounds.height + inset.bottom)
        }
    }

    /// Whether a drag moves the content along the axis: it is longer than the view there, or
    /// the view always bounces along it (reference §7.2 [H]).
    func scrolls(along axis: ScrollPhysics.Axis) -> Bool {
        let range = offsetRange(axis)
        switch axis {
        case .horizontal: return range.upperBound > range.lowerBound || (bounces && alwaysBounceHorizontal)
        case .vertical: return range.upperBound > range.lowerBound || (bounces && alwaysBounceVertical)
        }
    }

    private func dimension(_ axis: ScrollPhysics.Axis) -> CGFloat {
        switch axis {
        case .horizontal: bounds.width
        case .vertical: bounds.height
        }
    }

    // MARK: Beginning

    /// Whether the scroll view's pan may begin: the drag must start along an axis the content
    /// scrolls along (so a horizontal drag in a vertical-only scroll view leaves the gesture to
    /// an enclosing one), and a touch the content already tracks may be taken from it only when
    /// `canCancelContentTouches` and `touchesShouldCancel(in:)` allow.
    ///
    /// "Along an axis" means the movement's component on that axis is at least the other's;
    /// Apple documents the behaviour, not the angle [L].
    func panMayBegin() -> Bool {
        let movement = scrollPan.startingMovement
        let horizontal = scrolls(along: .horizontal) && abs(movement.x) >= abs(movement.y)
        let vertical = scrolls(along: .vertical) && abs(movement.y) >= abs(movement.x)
        guard horizontal || vertical else { return false }
        if contentTracksTouch {
            guard canCancelContentTouches else { return false }
            for touch in scrollPan.trackedTouches {
                if let view = touch.view, view !== self, !touchesShouldCancel(in: view) { return false }
            }
        }
        return true
    }

    // MARK: Touch-down

    /// A finger went down on the scroll view or its content: content in motion stops where it
    /// is. Returns whether it was moving, in which case the touch only stops it: the content
    /// never sees that touch (iOS does not let the tap that stops a scroll reach a row or a
    /// button; observed behaviour, undocumented [L]).
    ///
    /// From iOS 13 a deceleration that a finger stops still ends with
    /// `scrollViewDidEndDecelerating(_:)`, called while `isTracking` is true; iOS 9 and 10 did
    /// not call it (developers' reports, [L]), and OpenUIKit keeps that silence before iOS 13.
    func touchWentDown() -> Bool {
        contentTracksTouch = false
        guard let motion else { return false }
        let endsDeceleration = motion.isDeceleration && decelerating
        stopMotion()
        if endsDeceleration, let host = window?.screen.host, host.systemVersion.isAtLeast(13) {
            delegate?.scrollViewDidEndDecelerating(self)
        }
        return true
    }

    /// Stops the content where it is, ending any deceleration or bounce without delegate calls.
    func stopMotion() {
        guard let motion else { return }
        motion.link.invalidate()
        self.motion = nil
        decelerating = false
        scheduleScrollIndicatorHiding()
    }

    /// The last finger left the scroll view without a drag: content that a touch stopped past
    /// an edge bounces back.
    func touchesWentUpWithoutDrag() {
        guard !dragging, motion == nil else { return }
        let offset = contentOffset
        let xRange = offsetRange(.horizontal), yRange = offsetRange(.vertical)
        guard !xRange.contains(offset.x) || !yRange.contains(offset.y) else { return }
        startMotion(velocity: .zero, target: clampedOffset(offset), natural: clampedOffset(offset),
                    rate: decelerationRate.rawValue, isDeceleration: false)
    }

    // MARK: Dragging

    /// The pan's action: drags on `.began` and `.changed`, releases on `.ended` and `.cancelled`.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion()
            let movement = vector(scrollPan.startingMovement)
            let offset = contentOffset
            drag = ScrollDrag(startOffset: offset,
                              lockedAxis: isDirectionalLockEnabled ? ScrollPhysics.lockedAxis(forStartingMovement: movement) : nil,
                              startPage: (ScrollPhysics.page(at: offset.x, pageSize: bounds.width),
                                          ScrollPhysics.page(at: offset.y, pageSize: bounds.height)))
            dragging = true
            showScrollIndicators()
            delegate?.scrollViewWillBeginDragging(self)
            followFinger(pan)
        case .changed:
            followFinger(pan)
        case .ended:
            release(velocity: pan.velocity(in: self))
        case .cancelled:
            release(velocity: .zero)
        case .possible, .failed:
            break
        }
    }

    private func vector(_ windowVector: CGPoint) -> CGPoint {
        guard let window else { return windowVector }
        let origin = convert(CGPoint.zero, from: window)
        let end = convert(windowVector, from: window)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }

    /// Puts the content where the finger's translation takes it, rubber-banded past the edges.
    private func followFinger(_ pan: UIPanGestureRecognizer) {
        guard let drag else { return }
        let translation = pan.translation(in: self)
        var offset = drag.startOffset
        if scrolls(along: .horizontal) && drag.lockedAxis != .vertical {
            offset.x = ScrollPhysics.draggedOffset(drag.startOffset.x - translation.x, in: offsetRange(.horizontal),
                                                   dimension: dimension(.horizontal), bounces: bounces)
        }
        if scrolls(along: .vertical) && drag.lockedAxis != .horizontal {
            offset.y = ScrollPhysics.draggedOffset(drag.startOffset.y - translation.y, in: offsetRange(.vertical),
                                                   dimension: dimension(.vertical), bounces: bounces)
        }
        contentOffset = offset
        refreshControl?.scrollViewWasDragged()
    }

    /// The finger lifted with `fingerVelocity` (points per second, the scroll view's
    /// coordinates): the delegate hears the end of the drag with the target, which it may
    /// change, and the content decelerates, bounces or pages there.
    ///
    /// The order is iOS's: `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
    /// (velocity in points per millisecond, the content offset's), then
    /// `scrollViewDidEndDragging(_:willDecelerate:)`, then, when the content moves on,
    /// `scrollViewWillBeginDecelerating(_:)`, the motion's `scrollViewDidScroll(_:)` calls,
    /// and `scrollViewDidEndDecelerating(_:)`.
    private func release(velocity fingerVelocity: CGPoint) {
        guard let drag else { return }
        var velocity = CGPoint(x: -fingerVelocity.x, y: -fingerVelocity.y)
        if !scrolls(along: .horizontal) || drag.lockedAxis == .vertical { velocity.x = 0 }
        if !scrolls(along: .vertical) || drag.lockedAxis == .horizontal { velocity.y = 0 }
        let offset = contentOffset
        let natural: CGPoint
        let rate: CGFloat
        if isPagingEnabled {
            natural = CGPoint(
                x: ScrollPhysics.pageOffset(releasedAt: offset.x, velocity: velocity.x, pageSize: bounds.width,
                                            startPage: drag.startPage.x, in: offsetRange(.horizontal)),
                y: ScrollPhysics.pageOffset(releasedAt: offset.y, velocity: velocity.y, pageSize: bounds.height,
                                            startPage: drag.startPage.y, in: offsetRange(.vertical)))
            rate = UIKitConstants.pagingDecelerationRate
        } else {
            rate = decelerationRate.rawValue
            natural = CGPoint(x: offset.x + ScrollPhysics.projectedDistance(velocity: velocity.x, rate: rate),
                              y: offset.y + ScrollPhysics.projectedDistance(velocity: velocity.y, rate: rate))
        }
        let proposed = clampedOffset(natural)
        var target = proposed
        delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
                                            targetContentOffset: &target)
        dragging = false
        self.drag = nil
        // An unchanged target lets the content coast past the edge and bounce, as iOS does;
        // a changed one is where it goes.
        let destination = CGPoint(x: target.x == proposed.x ? natural.x : target.x,
                                  y: target.y == proposed.y ? natural.y : target.y)
        let willDecelerate = startMotion(velocity: velocity, target: destination, natural: natural, rate: rate,
                                         isDeceleration: true)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        if willDecelerate {
            delegate?.scrollViewWillBeginDecelerating(self)
        } else {
            scheduleScrollIndicatorHiding()
        }
    }

    /// Starts the motion toward `target`; returns false, leaving the content where it is (or
    /// on the target, when less than the rest distance away), when there is nothing to do.
    @discardableResult
    private func startMotion(velocity: CGPoint, target: CGPoint, natural: CGPoint, rate: CGFloat,
                             isDeceleration: Bool) -> Bool {
        let time = layer.hostContext?.mediaTime ?? 0
        let offset = contentOffset
        var x = ScrollAxisMotion(offset: offset.x, velocity: velocity.x, target: target.x, rate: rate,
                                 range: offsetRange(.horizontal), bounces: bounces, time: time)
        var y = ScrollAxisMotion(offset: offset.y, velocity: velocity.y, target: target.y, rate: rate,
                                 range: offsetRange(.vertical), bounces: bounces, time: time)
        guard !(x.isResting && y.isResting), let host = layer.hostContext else {
            contentOffset = CGPoint(x: x.advance(to: time), y: y.advance(to: time))
            return false
        }
        if isDeceleration { decelerating = true }
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            self.step(to: link.timestamp)
        }
        motion = ScrollMotion(x: x, y: y, link: link, isDeceleration: isDeceleration)
        link.add(to: host)
        return true
    }

    /// Moves the content to where its motion is at `time`; at rest, ends the deceleration.
    private func step(to time: CFTimeInterval) {
        guard var current = motion else { return }
        let offset = CGPoint(x: current.x.advance(to: time), y: current.y.advance(to: time))
        motion = current
        contentOffset = offset
        guard current.x.isResting && current.y.isResting, motion != nil else { return }
        current.link.invalidate()
        motion = nil
        let wasDecelerating = decelerating
        decelerating = false
        scheduleScrollIndicatorHiding()
        if current.isDeceleration && wasDecelerating { delegate?.scrollViewDidEndDecelerating(self) }
    }

    /// Whether the content moves on its own after a drag (`@_spi(Testing)`).
    @_spi(Testing) public var isInMotion: Bool { motion != nil }
}
