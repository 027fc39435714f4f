import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants

/// A view that records every touch it is sent: phase, touch, location in the window and time.
final class TouchRecorder: UIView {
    struct Record {
        var phase: UITouch.Phase
        var touch: ObjectIdentifier
        var location: CGPoint
        var timestamp: TimeInterval
    }

    private(set) var records: [Record] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        isMultipleTouchEnabled = true
    }

    required init?(coder: NSCoder) { preconditionFailure("TouchRecorder(coder:) is not used") }

    private func record(_ touches: Set<UITouch>) {
        for touch in touches.sorted(by: { $0.location(in: nil).x < $1.location(in: nil).x }) {
            records.append(Record(phase: touch.phase, touch: ObjectIdentifier(touch),
                                  location: touch.location(in: nil), timestamp: touch.timestamp))
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches) }

    /// Each touch's records, touches in the order they began.
    var strokes: [[Record]] {
        var order: [ObjectIdentifier] = []
        var byTouch: [ObjectIdentifier: [Record]] = [:]
        for record in records {
            if byTouch[record.touch] == nil { order.append(record.touch) }
            byTouch[record.touch, default: []].append(record)
        }
        return order.map { byTouch[$0]! }
    }
}

/// A full-screen recorder on an iPhone 8 (375 × 667), with a small recorder at (40, 100) and a
/// view covering part of the screen at the bottom.
final class GestureDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let surface = TouchRecorder(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let small = TouchRecorder(frame: CGRect(x: 40, y: 100, width: 80, height: 60))
    let cover = UIView(frame: CGRect(x: 0, y: 600, width: 375, height: 67))
    let covered = TouchRecorder(frame: CGRect(x: 100, y: 610, width: 40, height: 40))

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.addSubview(surface)
        surface.addSubview(small)
        surface.addSubview(covered)
        surface.addSubview(cover)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }

/// Whether `a` and `b` are within a millionth of a point (or second) of each other.
private func close(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }
private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { close(a.x, b.x) && close(a.y, b.y) }

@Suite(.checksInvariants) @MainActor
struct GestureTests {
    let frame = 1.0 / 60

    func launch() -> (AppHarness, GestureDelegate) {
        let delegate = GestureDelegate()
        let harness = AppHarness(model: .iPhone8) { delegate }
        return (harness, delegate)
    }

    /// Checks that `stroke` is a began, `moves` moves one frame apart from the began, and an
    /// ended with the last move's place and time.
    func expectOneMovePerFrame(_ stroke: [TouchRecorder.Record], moves: Int,
                               sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(stroke.map(\.phase) == [.began] + Array(repeating: .moved, count: moves) + [.ended],
                sourceLocation: sourceLocation)
        guard stroke.count == moves + 2 else { return }
        for (index, record) in stroke.enumerated().dropFirst().dropLast() {
            #expect(close(record.timestamp - stroke[0].timestamp, Double(index) * frame), sourceLocation: sourceLocation)
        }
        #expect(stroke.last!.timestamp == stroke[moves].timestamp, sourceLocation: sourceLocation)
        #expect(stroke.last!.location == stroke[moves].location, sourceLocation: sourceLocation)
    }

    // MARK: Swipes

    @Test(arguments: AppHarness.Direction.allCases)
    func aSwipeMovesOneFingerEveryFrameFastAndFarEnoughForASwipeRecognizer(direction: AppHarness.Direction) throws {
        let (harness, delegate) = launch()
        let start = CGPoint(x: 187, y: 333)
        try harness.swipe(direction, from: start)
        #expect(!harness.device.hasActiveTouches)
        let strokes = delegate.surface.strokes
        #expect(strokes.count == 1)
        let stroke = try #require(strokes.first)
        // 100 pt in 0.1 s: six frames.
        expectOneMovePerFrame(stroke, moves: 6)
        #expect(stroke.first!.location == start)
        let expectedEnd: CGPoint
        switch direction {
        case .up: expectedEnd = CGPoint(x: 187, y: 233)
        case .down: expectedEnd = CGPoint(x: 187, y: 433)
        case .left: expectedEnd = CGPoint(x: 87, y: 333)
        case .right: expectedEnd = CGPoint(x: 287, y: 333)
        }
        #expect(close(stroke.last!.location, expectedEnd))
        // Each frame's move covers a sixth of the way.
        #expect(close(distance(stroke[1].location, start), 100.0 / 6))
        // uikit-behaviour §4.4: at least 50 pt along the direction within 0.5 s, at most 200 pt across.
        let along = distance(stroke.last!.location, start)
        let across = direction == .up || direction == .down
            ? abs(stroke.last!.location.x - start.x) : abs(stroke.last!.location.y - start.y)
        let duration = stroke.last!.timestamp - stroke.first!.timestamp
        #expect(along >= 50 && across < 200)
        #expect(duration <= 0.5)
        #expect(close(along / duration, 1000, within: 1e-3))
    }

    @Test func aSwipeOnAViewStartsAtTheCentreThatATapTouches() throws {
        let (harness, delegate) = launch()
        try harness.swipe(.right, on: delegate.small, distance: 60, duration: 0.2)
        let stroke = try #require(delegate.small.strokes.first)
        expectOneMovePerFrame(stroke, moves: 12)
        #expect(stroke.first!.location == CGPoint(x: 80, y: 130))
        #expect(close(stroke.last!.location, CGPoint(x: 140, y: 130)))
        #expect(!harness.device.hasActiveTouches)
    }

    @Test func aSwipeOnACoveredViewFailsAsATapWouldWithoutTouchingTheScreen() {
        let (harness, delegate) = launch()
        let error = #expect(throws: HarnessError.self) { try harness.swipe(.up, on: delegate.covered) }
        #expect(error?.description.hasPrefix("a tap on <") == true)
        #expect(error?.description.contains("would reach <UIView") == true)
        #expect(delegate.surface.records.isEmpty && delegate.covered.records.isEmpty)
        #expect(!harness.device.hasActiveTouches)
    }

    @Test func aGestureStartingBetweenFramesSamplesOnTheFrameClock() throws {
        let (harness, delegate) = launch()
        harness.advance(by: 0.01)
        try harness.swipe(.down, from: CGPoint(x: 300, y: 100))
        let stroke = try #require(delegate.surface.strokes.first)
        let frames = stroke[0].timestamp / frame
        #expect(close(frames, frames.rounded()))
        #expect(stroke[0].timestamp > 0.01)
        expectOneMovePerFrame(stroke, moves: 6)
    }

    // MARK: Drags

    @Test func aDragFollowsItsPathAtConstantSpeedAndLiftsWhileMoving() throws {
        let (harness, delegate) = launch()
        // 200 pt down then 150 pt right at 600 pt/s: 10 pt a frame, 35 frames, the corner at frame 20.
        try harness.drag(along: [CGPoint(x: 200, y: 100), CGPoint(x: 200, y: 300), CGPoint(x: 350, y: 300)], speed: 600)
        let stroke = try #require(delegate.surface.strokes.first)
        expectOneMovePerFrame(stroke, moves: 35)
        #expect(stroke[0].location == CGPoint(x: 200, y: 100))
        #expect(close(stroke[1].location, CGPoint(x: 200, y: 110)))
        #expect(close(stroke[20].location, CGPoint(x: 200, y: 300)))
        #expect(close(stroke[21].location, CGPoint(x: 210, y: 300)))
        #expect(close(stroke.last!.location, CGPoint(x: 350, y: 300)))
        // The last frame still moved 10 pt: the finger lifted at full speed.
        #expect(close(distance(stroke[34].location, stroke[35].location), 10))
        #expect(!harness.device.hasActiveTouches)
    }

    @Test func aDragThatHoldsBeforeLiftingReportsNoMovesWhileItHolds() throws {
        let (harness, delegate) = launch()
        try harness.drag(from: CGPoint(x: 50, y: 400), to: CGPoint(x: 50, y: 200), duration: 0.25, thenHoldFor: 0.1)
        let stroke = try #require(delegate.surface.strokes.first)
        #expect(stroke.map(\.phase) == [.began] + Array(repeating: .moved, count: 15) + [.ended])
        #expect(close(stroke[15].location, CGPoint(x: 50, y: 200)))
        #expect(close(stroke[15].timestamp - stroke[0].timestamp, 0.25))
        #expect(close(stroke.last!.timestamp - stroke[15].timestamp, 0.1))
        #expect(stroke.last!.location == stroke[15].location)
        #expect(!harness.device.hasActiveTouches)
    }

    // MARK: Long presses

    @Test func aLongPressHoldsStillForASecondByDefault() throws {
        let (harness, delegate) = launch()
        try harness.longPress(delegate.small)
        let stroke = try #require(delegate.small.strokes.first)
        #expect(stroke.map(\.phase) == [.began, .ended])
        #expect(stroke.map(\.location) == [CGPoint(x: 80, y: 130), CGPoint(x: 80, y: 130)])
        #expect(close(stroke[1].timestamp - stroke[0].timestamp, 1))
        try harness.longPress(at: CGPoint(x: 300, y: 300), duration: 0.6)
        let second = try #require(delegate.surface.strokes.last)
        #expect(second.map(\.phase) == [.began, .ended])
        #expect(close(second[1].timestamp - second[0].timestamp, 0.6))
        #expect(!harness.device.hasActiveTouches)
    }

    // MARK: Two fingers

    @Test func aPinchMovesTwoFingersSymmetricallyFromTheStartDistanceToItsScaledDistance() throws {
        let (harness, delegate) = launch()
        let center = CGPoint(x: 187, y: 333)
        try harness.pinch(at: center, scale: 2.5, duration: 0.5, startDistance: 80)
        let strokes = delegate.surface.strokes
        #expect(strokes.count == 2)
        guard strokes.count == 2 else { return }
        for stroke in strokes { expectOneMovePerFrame(stroke, moves: 30) }
        let (a, b) = (strokes[0], strokes[1])
        #expect(a[0].timestamp == b[0].timestamp)
        #expect(close(distance(a[0].location, b[0].location), 80))
        #expect(close(distance(a.last!.location, b.last!.location), 200))
        for (p, q) in zip(a, b) {
            #expect(close(CGPoint(x: (p.location.x + q.location.x) / 2, y: (p.location.y + q.location.y) / 2), center))
            #expect(p.timestamp == q.timestamp)
        }
        #expect(!harness.device.hasActiveTouches)
    }

    @Test func aPinchBelowOneBringsTheFingersTogether() throws {
        let (harness, delegate) = launch()
        try harness.pinch(delegate.small, scale: 0.5, duration: 0.25, startDistance: 40)
        let strokes = delegate.small.strokes
        #expect(strokes.count == 2)
        guard strokes.count == 2 else { return }
        for stroke in strokes { expectOneMovePerFrame(stroke, moves: 15) }
        #expect(strokes[0][0].location == CGPoint(x: 60, y: 130))
        #expect(strokes[1][0].location == CGPoint(x: 100, y: 130))
        #expect(close(distance(strokes[0].last!.location, strokes[1].last!.location), 20))
        #expect(!harness.device.hasActiveTouches)
    }

    @Test func aRotationTurnsTwoFingersAroundTheCentreByItsAngle() throws {
        let (harness, delegate) = launch()
        let center = CGPoint(x: 187, y: 333)
        try harness.rotate(at: center, angle: .pi / 2, radius: 60, duration: 0.5)
        let strokes = delegate.surface.strokes
        #expect(strokes.count == 2)
        guard strokes.count == 2 else { return }
        for stroke in strokes { expectOneMovePerFrame(stroke, moves: 30) }
        func angle(_ record: TouchRecorder.Record) -> CGFloat {
            atan2(record.location.y - center.y, record.location.x - center.x)
        }
        let (a, b) = (strokes.first { $0[0].location.x > center.x }!, strokes.first { $0[0].location.x < center.x }!)
        #expect(close(angle(a[0]), 0))
        #expect(close(a[0].location.x - b[0].location.x, 120))
        // A quarter turn clockwise on screen (y grows downwards): the right finger ends below the centre.
        #expect(close(a.last!.location, CGPoint(x: 187, y: 393)))
        #expect(close(b.last!.location, CGPoint(x: 187, y: 273)))
        for (p, q) in zip(a, b) {
            #expect(close(distance(p.location, center), 60))
            #expect(close(distance(p.location, q.location), 120))
        }
        // Constant angular speed: 3° a frame.
        #expect(close(angle(a[10]), .pi / 6))
        #expect(!harness.device.hasActiveTouches)
    }

    // MARK: Raw input

    @Test func rawStrokesPlayInTimeOrderWithFingersJoiningLateAndStationaryFingersSilent() throws {
        let (harness, delegate) = launch()
        let hold = AppHarness.Stroke([.init(time: 0, location: CGPoint(x: 50, y: 50)),
                                      .init(time: 0.5, location: CGPoint(x: 50, y: 50))])
        let late = AppHarness.Stroke([.init(time: 0.2, location: CGPoint(x: 200, y: 200)),
                                      .init(time: 0.3, location: CGPoint(x: 200, y: 260))], ending: .cancel)
        try harness.perform([hold, late])
        let records = delegate.surface.records
        let start = try #require(records.first).timestamp
        let summary = records.map { ($0.phase, Int((($0.timestamp - start) / frame).rounded())) }
        let expected: [(UITouch.Phase, Int)] = [(.began, 0), (.began, 12)] + (13...18).map { (.moved, $0) }
            + [(.cancelled, 18), (.ended, 30)]
        #expect(summary.map(\.0) == expected.map(\.0))
        #expect(summary.map(\.1) == expected.map(\.1))
        #expect(records.filter { $0.location.x == 50 }.map(\.phase) == [.began, .ended])
        #expect(close(records[7].location, CGPoint(x: 200, y: 260)))
        #expect(!harness.device.hasActiveTouches)
    }

    @Test func aOneWaypointStrokeTouchesAndLiftsInOneFrame() throws {
        let (harness, delegate) = launch()
        try harness.perform([AppHarness.Stroke([.init(time: 0, location: CGPoint(x: 10, y: 400))])])
        #expect(delegate.surface.records.map(\.phase) == [.began, .ended])
        #expect(!harness.device.hasActiveTouches)
    }

    // MARK: Refused input

    @Test func invalidGesturesThrowSayingWhyAndTouchNothing() throws {
        let (harness, delegate) = launch()
        func message(_ gesture: () throws -> Void) -> String? {
            do { try gesture() } catch let error as HarnessError { return error.description } catch { return "\(error)" }
            return nil
        }
        #expect(message { try harness.drag(along: [], speed: 100) } == "drag: the path has no points, so there is nowhere to put the finger")
        #expect(message { try harness.drag(along: [CGPoint(x: 1, y: 1)], speed: 0) } == "drag: speed must be positive, not 0")
        #expect(message { try harness.drag(from: .zero, to: CGPoint(x: 9, y: 9), duration: -1) } == "drag: duration must be positive, not -1")
        #expect(message { try harness.drag(from: .zero, to: CGPoint(x: 9, y: 9), duration: 1, thenHoldFor: -0.5) } == "drag: holdDuration must be zero or more, not -0.5")
        #expect(message { try harness.swipe(.left, from: CGPoint(x: 50, y: 300)) } == "swipe: a finger would touch (-50, 300), outside the 375 × 667 pt screen")
        #expect(message { try harness.swipe(.up, from: CGPoint(x: 50, y: 300), duration: .nan) } == "swipe: duration must be positive, not nan")
        #expect(message { try harness.longPress(at: CGPoint(x: 400, y: 10)) } == "longPress: a finger would touch (400, 10), outside the 375 × 667 pt screen")
        #expect(message { try harness.pinch(at: CGPoint(x: 187, y: 333), scale: 0) } == "pinch: scale must be positive, not 0")
        #expect(message { try harness.pinch(at: CGPoint(x: 187, y: 333), scale: 10) } == "pinch: a finger would touch (-313, 333), outside the 375 × 667 pt screen")
        #expect(message { try harness.rotate(at: CGPoint(x: 187, y: 333), angle: 1, radius: 0) } == "rotate: radius must be positive, not 0")
        #expect(message { try harness.rotate(at: CGPoint(x: 187, y: 333), angle: .infinity) } == "rotate: angle must be finite, not inf")
        #expect(message { try harness.perform([]) } == "perform: there are no strokes to play")
        #expect(message { try harness.perform([AppHarness.Stroke([])]) } == "perform: stroke 0 has no waypoints")
        let backwards = AppHarness.Stroke([.init(time: 0, location: CGPoint(x: 1, y: 1)), .init(time: 0, location: CGPoint(x: 5, y: 1))])
        #expect(message { try harness.perform([AppHarness.Stroke([.init(time: 0, location: .zero)]), backwards]) }
                == "perform: stroke 1 has a waypoint at 0.0 s after one at 0.0 s; times must increase")
        #expect(message { try harness.perform([AppHarness.Stroke([.init(time: -1, location: .zero)])]) }
                == "perform: stroke 0 starts at -1.0 s; times are seconds from the gesture's start, zero or more")
        #expect(delegate.surface.records.isEmpty)
        #expect(!harness.device.hasActiveTouches)
    }

    @Test func aGestureRefusesToStartWhileAFingerIsDown() throws {
        let (harness, delegate) = launch()
        harness.device.touchDown(at: CGPoint(x: 20, y: 20))
        harness.device.runFrame()
        let error = #expect(throws: HarnessError.self) { try harness.swipe(.down, from: CGPoint(x: 100, y: 100)) }
        #expect(error?.description == "swipe: a finger is already down or a touch is still being delivered; lift it (Device.touchUp) and run a frame before the gesture")
        harness.device.touchUp()
        harness.device.runFrame()
        #expect(delegate.surface.records.map(\.phase) == [.began, .ended])
        #expect(!harness.device.hasActiveTouches)
    }
}
