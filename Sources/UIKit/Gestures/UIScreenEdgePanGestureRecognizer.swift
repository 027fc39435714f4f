import Foundation
@_spi(UIKit) import CoreGraphics

/// A pan that recognizes only a finger that starts at an edge of the screen and moves away
/// from it, as the navigation controller's back swipe does.
///
/// Its rules (reference §3.4):
/// - `edges` must be set; with `[]` it never recognizes [H]. Only the screen's edges count, not
///   the view's [H]: the touch must go down within 13 pt of one of `edges`
///   (`_UISEGestureFeatureSettings.edgeRegionSize` [M]), or the recognizer fails at once;
/// - it begins once the touch has moved 15 pt away from that edge (the feature's hysteresis
///   [M-L]), which is then taken off the translation; moving 15 pt along the edge first makes
///   it fail;
/// - `maximumNumberOfTouches` is 1 and `delaysTouchesBegan` is true, as its initializer on iOS
///   sets them [M]: the touched view sees the touch only once the recognizer has failed.
///
/// `edges` are in the interface's coordinates: `.left` is the left edge of the interface as
/// the app shows it, in any orientation. On iOS the recognizer turns the edges by the interface
/// orientation because touches arrive in the device's fixed coordinates [M]; here UIKit's
/// screen coordinates (`UIScreen.bounds`, where touches land) already follow the interface
/// orientation (iOS 8+), so the edges are tested there directly. The time limit of iOS's edge
/// swipe feature (`maximumSwipeDuration`, §3.4 [M-L]) is not modelled: a slow swipe from the
/// edge still recognizes.
@preconcurrency @MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The screen edges the gesture may start from, in interface coordinates; `[]` by default.
    open var edges: UIRectEdge = []

    /// The edge the current touch started at, once it went down inside its region.
    private var startEdge: UIRectEdge?

    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        maximumNumberOfTouches = 1
        delaysTouchesBegan = true
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if startEdge == nil {
            guard let touch = event.touches.first(where: { touches.contains($0) }),
                  let edge = edge(at: touch) else {
                state = .failed
                return
            }
            startEdge = edge
        }
        super.touchesBegan(touches, with: event)
    }

    open override func reset() {
        super.reset()
        startEdge = nil
    }

    override var hysteresis: CGFloat { UIKitConstants.screenEdgePanHysteresis }

    override func beginning(for translation: CGPoint) -> Beginning {
        guard let startEdge else { return .fail }
        let inward: CGFloat
        let along: CGFloat
        if startEdge == .left {
            (inward, along) = (translation.x, translation.y)
        } else if startEdge == .right {
            (inward, along) = (-translation.x, translation.y)
        } else if startEdge == .top {
            (inward, along) = (translation.y, translation.x)
        } else {
            (inward, along) = (-translation.y, translation.x)
        }
        if inward >= hysteresis { return .begin }
        if abs(along) >= hysteresis || inward <= -hysteresis { return .fail }
        return .wait
    }

    /// The edge of `edges` whose region holds the touch's screen location, the nearest when
    /// the touch is in a corner; nil when none does.
    private func edge(at touch: UITouch) -> UIRectEdge? {
        guard let window = touch.window else { return nil }
        let point = window.convert(touch.location(in: nil), to: nil)
        let screen = window.screen.bounds
        let region = UIKitConstants.screenEdgeRegionSize
        let distances: [(UIRectEdge, CGFloat)] = [
            (.left, point.x - screen.minX), (.right, screen.maxX - point.x),
            (.top, point.y - screen.minY), (.bottom, screen.maxY - point.y),
        ]
        return distances
            .filter { edges.contains($0.0) && $0.1 <= region }
            .min { $0.1 < $1.1 }?.0
    }
}
