import Foundation
@_spi(UIKit) import CoreGraphics

/// The rules of a page sheet's swipe down, as numbers: where the card is for a drag, and
/// whether a released drag dismisses.
enum SheetSwipe {
    /// Where the card is, in points below its shown position, when the finger has moved
    /// `translation` down since the drag began.
    ///
    /// A drag that may dismiss follows the finger one to one and stops at the shown position
    /// (a sheet cannot be pulled above it). A refused drag (`isModalInPresentation`, or the
    /// delegate said no) moves the card along the scroll view's rubber band, `x·d·c / (d + c·x)`
    /// with c = 0.55 (reference §7.2 [H]), over a dimension `d` of 100 pt, so however far the
    /// finger goes the card never moves more than 100 pt and a 300 pt pull moves it about
    /// 63 pt: iOS's sheet gives a little and resists (observed, the distance is OpenUIKit's
    /// choice [L]).
    static func offset(translation: CGFloat, refused: Bool) -> CGFloat {
        guard refused else { return max(0, translation) }
        return ScrollPhysics.rubberBand(overscroll: translation, dimension: UIKitConstants.pageSheetResistanceDimension)
    }

    /// Whether a drag released `offset` points down with the finger moving at `velocity`
    /// (points per second, positive downward) dismisses a card that travels `travel` points
    /// to leave the screen.
    ///
    /// The card is projected to where it would come to rest if it went on decelerating as a
    /// scroll view does at the normal rate, `(v/1000)·d/(1−d)` with d = 0.998 (Apple's
    /// projection from WWDC 2018 session 803 "Designing Fluid Interfaces", reference §7.1
    /// [H]), and dismisses if that rest point is past half the travel. This is the rule the
    /// session gives for deciding a flick by its projected end rather than where it was let go;
    /// the half-way line is OpenUIKit's choice [L]. So a slow drag must take the card more than
    /// half way down, while a flick at 1000 pt/s (projected ≈ 499 pt) dismisses from near the
    /// top of an iPhone's 780 pt card; a finger moving up when it lifts brings the card back.
    static func dismisses(offset: CGFloat, velocity: CGFloat, travel: CGFloat) -> Bool {
        let rate = UIScrollView.DecelerationRate.normal.rawValue
        let projected = offset + ScrollPhysics.projectedDistance(velocity: velocity, rate: rate)
        return projected > travel / 2
    }

    /// The spring's initial velocity for the rest of the card's way, in distances per second
    /// as `UIView.animate(…initialSpringVelocity:…)` takes it: the finger's velocity over the
    /// distance left, toward the end (0 when not moving toward it).
    static func springVelocity(velocity: CGFloat, from offset: CGFloat, to end: CGFloat) -> CGFloat {
        let distance = end - offset
        guard abs(distance) > 0.5, velocity * distance > 0 else { return 0 }
        return velocity / distance
    }
}

/// A page sheet's swipe down under way.
struct SheetDrag {
    /// Whether the swipe was refused when it began: the sheet resists and stays.
    let refused: Bool
    /// How far the card is below its shown position.
    var offset: CGFloat = 0
}

/// The pan on a page sheet's card that swipes it down.
///
/// It is an ordinary pan (10 pt hysteresis, reference §4.5) that begins only for a drag that
/// starts downward, mostly vertically, and only where every vertically scrolling scroll view
/// under the finger is scrolled to its top; otherwise it fails, and the content keeps the drag.
/// A scroll view's own pan inside the card waits for it to fail: at its top, a downward drag
/// moves the sheet instead of rubber-banding the content, as on iOS 13 and later (the
/// Iconfactory, "The Swipe Stuff", 2019: "swipe down … from anywhere in the panel – but only
/// if the content doesn't scroll or is pinned to the top" [M]).
final class SheetPanGestureRecognizer: UIPanGestureRecognizer {
    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let card = view, otherGestureRecognizer is UIScrollViewPanGestureRecognizer,
              let scrollView = otherGestureRecognizer.view as? UIScrollView else { return false }
        return scrollView.isDescendant(of: card)
    }

    /// Whether the drag may move the sheet: it started downward and no scroll view under the
    /// finger inside the card could scroll up instead.
    var mayBegin: Bool {
        let movement = startingMovement
        guard movement.y > 0, movement.y >= abs(movement.x), let card = view else { return false }
        for touch in trackedTouches {
            var view = touch.view
            while let current = view, current !== card {
                if let scrollView = current as? UIScrollView, scrollView.scrolls(along: .vertical),
                   scrollView.contentOffset.y > scrollView.offsetRange(.vertical).lowerBound + 0.5 {
                    return false
                }
                view = current.superview
            }
        }
        return true
    }
}

/// The sheet pan's delegate: the pan begins only when the drag may move the sheet and the
/// presentation is at rest.
@MainActor final class SheetPanDelegate: UIGestureRecognizerDelegate {
    private unowned let presentationController: UIPresentationController
    init(presentationController: UIPresentationController) { self.presentationController = presentationController }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard presentationController.phase == .presented, presentationController.presentedViewController.presentation.presented == nil,
              let pan = gestureRecognizer as? SheetPanGestureRecognizer else { return false }
        return pan.mayBegin
    }
}

extension UIPresentationController {
    /// The pan that swipes a page sheet down, for the card of a new presentation.
    func makeSheetPan() -> UIPanGestureRecognizer {
        let pan = SheetPanGestureRecognizer(target: self, action: Selector(UIPresentationController.handleSheetPan(_:)))
        let delegate = SheetPanDelegate(presentationController: self)
        sheetPanDelegate = delegate
        pan.delegate = delegate
        return pan
    }

    func handleSheetPan(_ pan: UIPanGestureRecognizer) {
        guard let container else { return }
        switch pan.state {
        case .began:
            beginSheetDrag()
            moveSheet(translation: pan.translation(in: container).y)
        case .changed:
            moveSheet(translation: pan.translation(in: container).y)
        case .ended:
            endSheetDrag(velocity: pan.velocity(in: container).y, cancelled: false)
        case .cancelled, .failed:
            endSheetDrag(velocity: 0, cancelled: true)
        case .possible:
            break
        }
    }

    /// The drag began: iOS 13's decision (the flowchart of WWDC 2019 session 224 [M]): a
    /// presented controller that `isModalInPresentation` refuses without asking; otherwise the
    /// delegate's `presentationControllerShouldDismiss(_:)` decides; an allowed drag begins the
    /// dismissal at once (`presentationControllerWillDismiss(_:)`, then `viewWillDisappear`,
    /// as the first frame of an interactive pop calls it, reference §9.4).
    private func beginSheetDrag() {
        let presented = presentedViewController
        let refused = presented.refusesInteractiveDismissal || delegate?.presentationControllerShouldDismiss(self) == false
        sheetDrag = SheetDrag(refused: refused)
        guard !refused else { return }
        delegate?.presentationControllerWillDismiss(self)
        beginDismissal()
        presented.beginAppearanceTransition(false, animated: true)
    }

    private func moveSheet(translation: CGFloat) {
        guard var drag = sheetDrag, let container else { return }
        drag.offset = SheetSwipe.offset(translation: translation, refused: drag.refused)
        sheetDrag = drag
        let travel = container.travel
        UIView.performWithoutAnimation { container.layout(progress: travel > 0 ? drag.offset / travel : 0) }
    }

    /// The finger lifted (or the touch was cancelled): the card goes the rest of the way on the
    /// presentation's 0.5 s critically damped spring, starting at the finger's speed, and the
    /// dismissal completes, or the card springs back and the dismissal is undone. A refused
    /// swipe tells the delegate `presentationControllerDidAttemptToDismiss(_:)` now, as the
    /// finger lifts (react-native-screens #2129 moved its "dismiss cancelled" event to this
    /// call so that it comes on release rather than when the drag begins [M]).
    private func endSheetDrag(velocity: CGFloat, cancelled: Bool) {
        guard let drag = sheetDrag, let container else { return }
        let travel = container.travel
        let dismisses = !drag.refused && !cancelled && SheetSwipe.dismisses(offset: drag.offset, velocity: velocity, travel: travel)
        let end: CGFloat = dismisses ? travel : 0
        let springVelocity = SheetSwipe.springVelocity(velocity: velocity, from: drag.offset, to: end)
        // A refused swipe is reported as the finger lifts, while the card springs back.
        if drag.refused && !cancelled { delegate?.presentationControllerDidAttemptToDismiss(self) }
        UIView.animate(withDuration: UIKitConstants.modalTransitionDuration, delay: 0, usingSpringWithDamping: 1,
                       initialSpringVelocity: springVelocity, options: [],
                       animations: { container.layout(progress: dismisses ? 1 : 0) },
                       completion: { [weak self] _ in self?.settleSheetDrag(dismissed: dismisses) })
    }

    /// The card came to rest: the dismissal finishes (`viewDidDisappear`, the links cleared,
    /// then the delegate's `presentationControllerDidDismiss(_:)`), or a drag let go short
    /// undoes its "will" call (`viewWillAppear`, `viewDidAppear`, as a cancelled interactive pop
    /// brings its top controller back, reference §9.4); a refused drag owes nothing more.
    private func settleSheetDrag(dismissed: Bool) {
        guard let drag = sheetDrag else { return }
        sheetDrag = nil
        let presented = presentedViewController
        if drag.refused { return }
        if dismissed, let presenter {
            presented.finishDismissal(from: presenter, revealsPresenter: false)
            delegate?.presentationControllerDidDismiss(self)
        } else {
            cancelDismissal()
            presented.beginAppearanceTransition(true, animated: true)
            presented.endAppearanceTransition()
        }
    }
}
