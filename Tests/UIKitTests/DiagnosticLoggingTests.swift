import Foundation
import Logging
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
@_spi(Testing) import UIKitTestSupport

/// A view whose `layoutSubviews` marks itself again and asks for layout at once, `cap` times in all.
@MainActor private final class ReenteringView: UIView {
    var layoutCount = 0
    var cap = 2
    override func layoutSubviews() {
        layoutCount += 1
        guard layoutCount <= cap else { return }
        setNeedsLayout()
        layoutIfNeeded()
    }
}

/// A view that lays out its subview and asks for layout of a subtree that has nothing marked.
@MainActor private final class TidyView: UIView {
    let child = UIView()
    override func layoutSubviews() {
        child.frame = bounds.insetBy(dx: 10, dy: 10)
        child.layoutIfNeeded()
        layoutIfNeeded()
    }
}

@MainActor
struct DiagnosticLoggingTests {
    private static let layout = "OpenUIKit.UIKit.layout"
    private static let touches = "OpenUIKit.UIKit.touches"

    @Test func reentrantLayoutIsAWarningAndTheRemarkADebugLineOfTheLayoutLogger() {
        let capture = LogCapture()
        DiagnosticLogging.withLogging(capture.logging(environment: ["OPENUIKIT_LOG": "layout=debug"])) {
            let system = TestSystem()
            let window = system.makeKeyWindow()
            let view = ReenteringView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            system.runFrame()
            system.runFrame()
            system.runFrame()
            #expect(view.layoutCount == 3)
        }
        let lines = capture.lines.filter { $0.label == Self.layout }
        // Two passes re-enter and leave the view marked; the third lays it out once more and stops.
        #expect(lines.map(\.level) == [.warning, .debug, .warning, .debug])
        for warning in lines.filter({ $0.level == .warning }) {
            #expect(warning.message.hasPrefix("layoutIfNeeded() on <ReenteringView: 0x"))
            #expect(warning.message.hasSuffix("inside its own layoutSubviews(): the re-entrant layout is ignored, and the view stays marked for the next layout pass"))
        }
        for remark in lines.filter({ $0.level == .debug }) {
            #expect(remark.message.hasPrefix("<ReenteringView: 0x"))
            #expect(remark.message.contains("was marked for layout again during its own layoutSubviews()"))
        }
    }

    @Test func atWarningLevelOnlyTheReentrantLayoutIsLogged() {
        let capture = LogCapture()
        DiagnosticLogging.withLogging(capture.logging(environment: ["OPENUIKIT_LOG": "layout=warning"])) {
            let system = TestSystem()
            let window = system.makeKeyWindow()
            let view = ReenteringView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.cap = 1
            window.addSubview(view)
            system.runFrame()
            system.runFrame()
        }
        #expect(capture.lines.map(\.level) == [.warning])
    }

    @Test func aLayoutThatAsksForLayoutOfNothingMarkedLogsNothingEvenAtTrace() {
        let capture = LogCapture()
        DiagnosticLogging.withLogging(capture.logging(environment: ["OPENUIKIT_LOG": "trace"])) {
            let system = TestSystem()
            let window = system.makeKeyWindow()
            let view = TidyView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.addSubview(view.child)
            window.addSubview(view)
            system.runFrame()
            view.frame.size.width = 200
            system.runFrame()
            #expect(view.child.frame.width == 180)
        }
        #expect(capture.messages(Self.layout).isEmpty)
    }

    @Test func aTouchThatBeginsInAWindowLogsTheViewItHit() throws {
        let capture = LogCapture()
        DiagnosticLogging.withLogging(capture.logging(environment: ["OPENUIKIT_LOG": "touches=debug"])) {
            let system = TestSystem()
            let window = system.makeKeyWindow()
            window.addSubview(LoggingView("target", frame: CGRect(x: 0, y: 100, width: 100, height: 100), log: { _ in }))
            let touch = system.touchDown(at: CGPoint(x: 50, y: 150), in: window)
            system.lift(touch)
        }
        let message = try #require(capture.messages(Self.touches).first)
        #expect(message.hasPrefix("touch began at (50, 150) in <UIWindow: 0x"))
        #expect(message.contains(": hit <LoggingView: 0x"))
        #expect(capture.messages(Self.touches).count == 1)
    }

    @Test func aViewThatLeftItsWindowStillGetsItsTouchAndTheLoggerSaysSo() {
        let capture = LogCapture()
        DiagnosticLogging.withLogging(capture.logging(environment: ["OPENUIKIT_LOG": "touches=notice"])) {
            let system = TestSystem()
            let window = system.makeKeyWindow()
            let log = Log()
            let view = LoggingView("target", frame: CGRect(x: 0, y: 100, width: 100, height: 100), log: log.callAsFunction)
            window.addSubview(view)
            let touch = system.touchDown(at: CGPoint(x: 50, y: 150), in: window)
            view.removeFromSuperview()
            log.entries.removeAll()
            system.lift(touch)
            #expect(log.entries == ["target ended"])
        }
        #expect(capture.lines.count == 1)
        let message = capture.lines.first?.message ?? ""
        #expect(message.hasPrefix("<LoggingView: 0x"))
        #expect(message.hasSuffix("since its touch began; it still gets the touch (phase ended), as on iOS"))
    }

    @Test func aSecondTouchOnAViewWithoutMultipleTouchIsLoggedAsNotDelivered() {
        let capture = LogCapture()
        DiagnosticLogging.withLogging(capture.logging(environment: ["OPENUIKIT_LOG": "touches=debug"])) {
            let system = TestSystem()
            let window = system.makeKeyWindow()
            let log = Log()
            window.addSubview(LoggingView("target", frame: CGRect(x: 0, y: 100, width: 100, height: 100), log: log.callAsFunction))
            log.entries.removeAll()
            let first = system.touchDown(at: CGPoint(x: 20, y: 150), in: window)
            first.update(phase: .stationary, timestamp: system.now)
            let second = UITouch(location: CGPoint(x: 80, y: 150), window: window, view: nil, timestamp: system.now)
            system.application.sendEvent(UIEvent(touches: [first, second], timestamp: system.now))
            #expect(log.entries == ["target began"])
        }
        let refused = capture.messages(Self.touches).filter { $0.hasPrefix("touch not delivered") }
        #expect(refused.count == 1)
        #expect(refused.first?.hasSuffix("already has a touch and isMultipleTouchEnabled is false") == true)
    }

    @Test func withTheVariableUnsetTheSameMisuseLogsNothingAndMakesNoHandler() {
        let capture = LogCapture()
        DiagnosticLogging.withLogging(capture.logging(environment: [:])) {
            let system = TestSystem()
            let window = system.makeKeyWindow()
            let view = ReenteringView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            system.runFrame()
            let touch = system.touchDown(at: CGPoint(x: 50, y: 50), in: window)
            view.removeFromSuperview()
            system.lift(touch)
        }
        #expect(capture.handlersMade == 0)
        #expect(capture.lines.isEmpty)
    }
}
