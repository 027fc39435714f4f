import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// A discrete recognizer of a quick stroke of one or more fingers in one of the allowed
/// directions.
///
/// The rules are those of UIKit's swipe as Apple Books' clone of it has them (reference §4.4
/// [M]; defaults [H]); times are the touches' timestamps from the first touch-down, t:
/// - the whole swipe must happen within 0.5 s (`swipeMaximumDuration`); a timer fails it then;
/// - the centroid of the required fingers is judged once it has moved 10 pt from where it was
///   when they all were down (`swipeEvaluationDistance`);
/// - the movement must be mostly along an allowed direction: its component along that
///   direction (primary) positive and larger than the one across it (secondary). Movement
///   against an allowed direction, across it, or exactly diagonal fails. "Mostly" is
///   Apple's header's word ("moved mostly in the specified direction"); reading it as "within
///   45°" is OpenUIKit's inference [L];
/// - it recognizes once the primary movement reaches `50·(1 − t·(1 − 0.06))` pt while the
///   secondary stays within `200·(1 − t·(1 − 0.02))` pt, t capped at 0.5 s: a slow swipe
///   needs less distance and more precision, as Apple's documentation says [H]; beyond the
///   secondary limit it fails;
/// - more fingers than `numberOfTouchesRequired`, a finger lifting or being cancelled before
///   recognition, fail. The minimum primary speed that iOS 26 also checks has no known value
///   (reference §4.4 [L]) and is not applied.
///
/// `location(in:)` is where the swipe began (the centroid of its fingers then), and
/// `location(ofTouch:in:)` where each finger began, as Apple's header says.
@preconcurrency @MainActor open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may take.
    public struct Direction: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Towards increasing x: 1.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards decreasing x: 2.
        public static let left = Direction(rawValue: 1 << 1)
        /// Towards decreasing y: 4.
        public static let up = Direction(rawValue: 1 << 2)
        /// Towards increasing y: 8.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions that count as this swipe: `.right`. Several may be allowed at once.
    open var direction: Direction = .right

    /// The number of fingers that swipe together: 1.
    open var numberOfTouchesRequired = 1

    /// The time of the first touch-down, on the touches' clock.
    private var startTime: TimeInterval?
    /// Fingers that went down in this gesture.
    private var touchesSeen = 0
    /// Where the required fingers were when they all were down, in window coordinates.
    private var startLocations: [CGPoint] = []
    private var startCentroid: CGPoint?
    private weak var startWindow: UIWindow?
    private var timer: CAScheduledWork?

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if startTime == nil {
            startTime = touches.map(\.timestamp).min()
            timer = schedule(after: UIKitConstants.swipeMaximumDuration, label: "swipe took too long") { [weak self] in
                self?.timer = nil
                if self?.state == .possible { self?.state = .failed }
            }
        }
        touchesSeen += touches.count
        guard touchesSeen <= numberOfTouchesRequired else { return fail() }
        guard trackedTouches.count == numberOfTouchesRequired else { return }
        startLocations = trackedWindowLocations
        startCentroid = Self.centroid(of: startLocations)
        startWindow = touchWindow
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start = startCentroid, let startTime, trackedTouches.count == numberOfTouchesRequired else { return }
        let now = Self.centroid(of: trackedWindowLocations)
        let delta = CGPoint(x: now.x - start.x, y: now.y - start.y)
        guard hypot(delta.x, delta.y) >= UIKitConstants.swipeEvaluationDistance else { return }
        let elapsed = (touches.map(\.timestamp).max() ?? startTime) - startTime
        switch Self.judge(delta, elapsed: elapsed, directions: direction) {
        case .recognize: state = .ended
        case .fail: fail()
        case .wait: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        fail()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        fail()
    }

    open override func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
        startTime = nil
        touchesSeen = 0
        startCentroid = nil
    }

    private func fail() {
        timer?.cancel()
        timer = nil
        if state == .possible { state = .failed }
    }

    // MARK: Rules

    /// What a swipe's movement so far decides.
    @_spi(Testing) public enum Verdict: Equatable, Sendable { case recognize, fail, wait }

    /// Judges the centroid's movement `delta` after `elapsed` seconds against the allowed
    /// directions, by the rules in the type's description.
    @_spi(Testing) public static func judge(_ delta: CGPoint, elapsed: TimeInterval, directions: Direction) -> Verdict {
        let t = CGFloat(min(max(elapsed, 0), UIKitConstants.swipeMaximumDuration))
        let minimumPrimary = UIKitConstants.swipeMinimumPrimaryMovement * (1 - t * (1 - UIKitConstants.swipeMinimumMovementDecayRate))
        let maximumSecondary = UIKitConstants.swipeMaximumSecondaryMovement * (1 - t * (1 - UIKitConstants.swipeMaximumMovementDecayRate))
        let candidates: [(Direction, CGFloat, CGFloat)] = [
            (.right, delta.x, abs(delta.y)), (.left, -delta.x, abs(delta.y)),
            (.up, -delta.y, abs(delta.x)), (.down, delta.y, abs(delta.x)),
        ]
        guard let (_, primary, secondary) = candidates.first(where: { candidate in
            directions.contains(candidate.0) && candidate.1 > 0 && candidate.1 > candidate.2
        }) else { return .fail }
        if secondary > maximumSecondary { return .fail }
        return primary >= minimumPrimary ? .recognize : .wait
    }

    // MARK: Location

    /// Where the swipe began: the centroid of its fingers when they all were down, in `view`'s
    /// coordinates (the window's when nil).
    open override func location(in view: UIView?) -> CGPoint {
        guard let startCentroid else { return super.location(in: view) }
        return Self.convert(startCentroid, from: startWindow, to: view)
    }

    /// Where one finger of the swipe began; traps when `touchIndex` is not below
    /// `numberOfTouches`, as UIKit raises.
    open override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard startCentroid != nil else { return super.location(ofTouch: touchIndex, in: view) }
        precondition(touchIndex >= 0 && touchIndex < startLocations.count,
                     "-[UISwipeGestureRecognizer locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds (\(startLocations.count)).")
        return Self.convert(startLocations[touchIndex], from: startWindow, to: view)
    }

    /// The number of fingers of the swipe once they all were down; before, those down.
    open override var numberOfTouches: Int { startCentroid == nil ? super.numberOfTouches : startLocations.count }
}
