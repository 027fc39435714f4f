import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// A discrete recognizer of one or more taps by a number of fingers, recognized when the last
/// finger of the last tap lifts.
///
/// The rules are those of UIKit's `UITapRecognizer` (reference §4.3 [M] for the algorithm and
/// the numbers, [H] for the defaults):
/// - each tap must end within 0.75 s of its first touch-down (`tapMaximumDuration`), and the
///   next tap must begin within 0.35 s of the last lift (`tapMaximumInterval`): a timer started
///   at touch-down, and restarted at each lift that is not the last, makes the gesture fail;
/// - while the required fingers are down, their centroid may move 45 pt from where it was when
///   they all were down, and each later tap must land within 45 pt of the first
///   (`tapAllowableMovement`);
/// - more fingers in one tap than `numberOfTouchesRequired` fail at once; fewer fail when the
///   tap lifts;
/// - a cancelled touch fails the gesture;
/// - recognizing never prevents a tap recognizer that needs more taps (`canPrevent(_:)`).
///
/// After recognition, `location(in:)` is the centroid of the last tap's fingers where they
/// lifted, and `location(ofTouch:in:)` and `numberOfTouches` describe those fingers, as the
/// action of a tap on iOS reads them.
@preconcurrency @MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The number of taps that make the gesture: 1.
    open var numberOfTapsRequired = 1

    /// The number of fingers that tap together: 1.
    open var numberOfTouchesRequired = 1

    /// Taps that have lifted in this gesture.
    private var tapsCompleted = 0
    /// Fingers that went down in the current tap, and how many of them are still down.
    private var touchesInTap = 0
    private var touchesDown = 0
    /// The centroid of the current tap when all its required fingers were down, and the first
    /// tap's, in window coordinates.
    private var tapStart: CGPoint?
    private var firstTapStart: CGPoint?
    /// Where the current (or last) tap's fingers were last seen, in the order they went down.
    private var tapTouches: [ObjectIdentifier] = []
    private var tapLocations: [CGPoint] = []
    private weak var tapWindow: UIWindow?
    /// The tap's duration limit, or the wait for the next tap.
    private var timer: CAScheduledWork?

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if touchesDown == 0 { startTap() }
        touchesInTap += touches.count
        touchesDown += touches.count
        record(touches)
        guard touchesInTap <= numberOfTouchesRequired else { return fail() }
        guard touchesDown == numberOfTouchesRequired else { return }
        let start = Self.centroid(of: trackedWindowLocations)
        tapStart = start
        if let first = firstTapStart {
            if Self.distance(first, start) > UIKitConstants.tapAllowableMovement { fail() }
        } else {
            firstTapStart = start
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        record(touches)
        guard let tapStart, touchesDown == numberOfTouchesRequired, touchesInTap == numberOfTouchesRequired else { return }
        if Self.distance(tapStart, Self.centroid(of: trackedWindowLocations)) > UIKitConstants.tapAllowableMovement {
            fail()
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        record(touches)
        touchesDown -= touches.count
        guard touchesDown == 0 else { return }
        guard touchesInTap == numberOfTouchesRequired else { return fail() }
        tapsCompleted += 1
        timer?.cancel()
        if tapsCompleted >= numberOfTapsRequired {
            timer = nil
            state = .ended
        } else {
            timer = schedule(after: UIKitConstants.tapMaximumInterval, label: "no next tap within the interval") { [weak self] in
                self?.timedOut()
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesDown -= touches.count
        fail()
    }

    open override func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
        tapsCompleted = 0
        touchesInTap = 0
        touchesDown = 0
        tapStart = nil
        firstTapStart = nil
    }

    private func startTap() {
        touchesInTap = 0
        tapStart = nil
        tapTouches = []
        tapLocations = []
        timer?.cancel()
        timer = schedule(after: UIKitConstants.tapMaximumDuration, label: "tap held too long") { [weak self] in
            self?.timedOut()
        }
    }

    private func record(_ touches: Set<UITouch>) {
        for touch in touches {
            let id = ObjectIdentifier(touch)
            if let index = tapTouches.firstIndex(of: id) {
                tapLocations[index] = touch.locationInWindow
            } else {
                tapTouches.append(id)
                tapLocations.append(touch.locationInWindow)
            }
            tapWindow = touch.window
        }
    }

    private func timedOut() {
        timer = nil
        if state == .possible { state = .failed }
    }

    private func fail() {
        timer?.cancel()
        timer = nil
        if state == .possible { state = .failed }
    }

    // MARK: Prevention

    /// Whether recognizing may make `preventedGestureRecognizer` fail: not for a tap recognizer
    /// that needs more taps, so that a single tap recognized on the first lift leaves a double
    /// tap free to recognize on the second.
    ///
    /// Apple's `UIGestureRecognizerSubclass.h`: "a UITapGestureRecognizer never prevents another
    /// UITapGestureRecognizer with a higher tap count" [H].
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = preventedGestureRecognizer as? UITapGestureRecognizer, tap.numberOfTapsRequired > numberOfTapsRequired {
            return false
        }
        return super.canPrevent(preventedGestureRecognizer)
    }

    // MARK: Location

    /// The centroid of the tap's fingers in `view`'s coordinates (the window's when nil): where
    /// they are during a tap, where they lifted after it.
    open override func location(in view: UIView?) -> CGPoint {
        guard !tapLocations.isEmpty else { return super.location(in: view) }
        return Self.convert(Self.centroid(of: tapLocations), from: tapWindow, to: view)
    }

    /// Where one finger of the tap is, or lifted, in `view`'s coordinates; traps when
    /// `touchIndex` is not below `numberOfTouches`, as UIKit raises.
    open override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard !tapLocations.isEmpty else { return super.location(ofTouch: touchIndex, in: view) }
        precondition(touchIndex >= 0 && touchIndex < tapLocations.count,
                     "-[UITapGestureRecognizer locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds (\(tapLocations.count)).")
        return Self.convert(tapLocations[touchIndex], from: tapWindow, to: view)
    }

    /// The number of fingers in the current or last tap.
    open override var numberOfTouches: Int { tapLocations.isEmpty ? super.numberOfTouches : tapLocations.count }
}
