import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// What a scroll view keeps for zooming: its limits, its scale, and the pinch under way.
struct UIScrollViewZoomState {
    var minimumZoomScale: CGFloat = 1
    var maximumZoomScale: CGFloat = 1
    var zoomScale: CGFloat = 1
    var isZooming = false
    /// The recognizer, made the first time the limits allow zooming.
    var pinch: UIPinchGestureRecognizer?
    /// At the start of a pinch: the scale, and the point under the fingers in the zoom view's
    /// unscaled coordinates.
    var pinchStartScale: CGFloat = 1
    var pinchAnchor: CGPoint = .zero
}

/// Zooming: a pinch, or code, scales the delegate's zoom view, and the content size and offset
/// follow it, as `UIScrollView` zooms on iOS.
///
/// The view that zooms is the one `viewForZooming(in:)` returns; its transform becomes a scale
/// of `zoomScale`, its frame's origin stays at the content's origin, and `contentSize` becomes
/// its scaled size. A pinch keeps the content point that was under the fingers' centroid when
/// it began under the centroid as it moves (zooming about the pinch centre). Scales are kept
/// within `minimumZoomScale`…`maximumZoomScale`: OpenUIKit does not bounce past the limits
/// (iOS rubber-bands a pinch beyond them and springs back; that part is not built), and the
/// offset is kept within the scrollable range.
extension UIScrollView {
    /// Zooms to `scale`, clamped to the limits, keeping the point at the centre of the visible
    /// area there; animated over `programmaticScrollDuration` (0.3 s, reference §7.4 [L]) when
    /// asked. Does nothing without a zoom view. `scrollViewDidZoom(_:)` follows.
    func zoomKeepingCentre(toScale scale: CGFloat, animated: Bool) {
        guard let zoomView = viewForZooming else { return }
        let scale = clampedZoomScale(scale)
        let old = zoomState.zoomScale
        let centre = CGPoint(x: (contentOffset.x + bounds.width / 2) / old, y: (contentOffset.y + bounds.height / 2) / old)
        let offset = CGPoint(x: centre.x * scale - bounds.width / 2, y: centre.y * scale - bounds.height / 2)
        apply(scale: scale, offset: offset, to: zoomView, animated: animated)
    }

    /// Zooms so that `rect`, in the zoom view's coordinates, fills as much of the view as the
    /// scale limits allow, centred. Does nothing without a zoom view.
    func zoomToFit(_ rect: CGRect, animated: Bool) {
        guard let zoomView = viewForZooming, rect.width > 0, rect.height > 0 else { return }
        let scale = clampedZoomScale(min(bounds.width / rect.width, bounds.height / rect.height))
        let offset = CGPoint(x: rect.midX * scale - bounds.width / 2, y: rect.midY * scale - bounds.height / 2)
        apply(scale: scale, offset: offset, to: zoomView, animated: animated)
    }

    // MARK: Mechanism

    private var viewForZooming: UIView? { delegate?.viewForZooming(in: self) }

    var canZoom: Bool {
        zoomState.minimumZoomScale != zoomState.maximumZoomScale && viewForZooming != nil
    }

    private func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
        let low = min(zoomState.minimumZoomScale, zoomState.maximumZoomScale)
        let high = max(zoomState.minimumZoomScale, zoomState.maximumZoomScale)
        return min(max(scale, low), high)
    }

    /// Attaches the pinch the first time the limits differ; it stays, and fails at its first
    /// touch while the view cannot zoom.
    func installZoomPinchIfNeeded() {
        guard zoomState.pinch == nil, zoomState.minimumZoomScale != zoomState.maximumZoomScale else { return }
        let pinch = UIScrollViewZoomPinch(target: self, action: Selector(UIScrollView.handleZoomPinch(_:)))
        zoomState.pinch = pinch
        addGestureRecognizer(pinch)
    }

    /// The zoom pinch's action: begins, follows and ends the zoom.
    func handleZoomPinch(_ pinch: UIPinchGestureRecognizer) {
        guard let zoomView = viewForZooming else { return }
        switch pinch.state {
        case .began:
            let scale = zoomState.zoomScale
            let point = pinch.location(in: self)
            // The anchor comes from where the fingers were when they landed: the pinch began
            // `pinch.scale` later, and the zoom catches up with it on this first step.
            zoomState.pinchStartScale = scale
            zoomState.pinchAnchor = CGPoint(x: point.x / scale, y: point.y / scale)
            zoomState.isZooming = true
            delegate?.scrollViewWillBeginZooming(self, with: zoomView)
            followPinch(pinch, zoomView)
        case .changed:
            followPinch(pinch, zoomView)
        case .ended, .cancelled:
            zoomState.isZooming = false
            delegate?.scrollViewDidEndZooming(self, with: zoomView, atScale: zoomState.zoomScale)
        case .possible, .failed:
            break
        }
    }

    private func followPinch(_ pinch: UIPinchGestureRecognizer, _ zoomView: UIView) {
        let centre = pinch.location(in: self)
        let onScreen = CGPoint(x: centre.x - contentOffset.x, y: centre.y - contentOffset.y)
        let scale = clampedZoomScale(zoomState.pinchStartScale * pinch.scale)
        let anchor = zoomState.pinchAnchor
        apply(scale: scale, offset: CGPoint(x: anchor.x * scale - onScreen.x, y: anchor.y * scale - onScreen.y),
              to: zoomView, animated: false)
    }

    private func apply(scale: CGFloat, offset: CGPoint, to zoomView: UIView, animated: Bool) {
        let change = {
            self.zoomState.zoomScale = scale
            let size = CGSize(width: zoomView.bounds.width * scale, height: zoomView.bounds.height * scale)
            zoomView.transform = CGAffineTransform(scaleX: scale, y: scale)
            zoomView.center = CGPoint(x: size.width / 2, y: size.height / 2)
            self.contentSize = size
            self.contentOffset = self.clampedOffset(offset)
        }
        if animated {
            UIView.animate(withDuration: UIKitConstants.programmaticScrollDuration, animations: change) { _ in
                self.delegate?.scrollViewDidEndZooming(self, with: zoomView, atScale: scale)
            }
        } else {
            change()
        }
        delegate?.scrollViewDidZoom(self)
    }
}

/// The scroll view's own pinch: it fails at once, leaving the touches to others, while the
/// scroll view cannot zoom.
@MainActor final class UIScrollViewZoomPinch: UIPinchGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let scrollView = view as? UIScrollView, scrollView.pinchGestureRecognizer === self else {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
    }
}
