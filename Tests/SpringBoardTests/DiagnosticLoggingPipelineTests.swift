import Foundation
import Logging
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
@_spi(Testing) import UIKitTestSupport

/// The diagnostic loggers of the real device pipeline: a tap, Home, the status bar and a
/// departing finger, with `OPENUIKIT_LOG` injected, then in a child process with the variable
/// set, malformed and unset.
@MainActor
struct DiagnosticLoggingPipelineTests {
    private static let touches = "OpenUIKit.UIKit.touches"
    private static let input = "OpenUIKit.SpringBoard.input"

    /// The captured lines as `label: message`, with the labels shortened to their category and
    /// object addresses replaced by `0x…`, so they read as the test expects them.
    private func readable(_ capture: LogCapture) -> [String] {
        capture.lines.map { line in
            let category = line.label.split(separator: ".").last.map(String.init) ?? line.label
            let message = line.message.replacingOccurrences(of: #"0x[0-9a-f]+"#, with: "0x…", options: .regularExpression)
            return "\(category) \(line.level): \(message)"
        }
    }

    @Test func aTapLogsWhereTheFingerWentAndTheViewItsTouchBeganOn() {
        let capture = LogCapture()
        var delegate: RecordingDelegate!
        DiagnosticLogging.withLogging(capture.logging(environment: ["OPENUIKIT_LOG": "touches=debug,input=debug"])) {
            let launched = launchRecordingApp()
            delegate = launched.2
            launched.0.tap(at: CGPoint(x: 100, y: 300))
        }
        #expect(delegate.view.log == ["began (100.0, 300.0)", "ended (100.0, 300.0)"])
        let lines = readable(capture)
        #expect(lines.count == 4)
        #expect(lines.first == "input debug: finger 0 down at (100, 300): the app's")
        #expect(lines.dropFirst().first?.hasPrefix(
            "touches debug: touch began: finger 0 at (100, 300) hit <RecordingView: 0x…; frame = (0 0; 393 852); layer = <CALayer: 0x…>> in <UIWindow: 0x…") == true)
        #expect(lines.dropFirst().first?.hasSuffix(", tap count 1") == true)
        #expect(lines.dropFirst(2).first == "input debug: finger 0 lifted: it was the app's")
        #expect(lines.dropFirst(3).first?.hasPrefix("touches debug: touch ended: finger 0 on <RecordingView: 0x…") == true)
    }

    @Test func withTheVariableUnsetATapLogsNothingAndMakesNoHandler() {
        let capture = LogCapture()
        var delegate: RecordingDelegate!
        DiagnosticLogging.withLogging(capture.logging(environment: ["PATH": "/usr/bin"])) {
            let launched = launchRecordingApp()
            delegate = launched.2
            launched.0.tap(at: CGPoint(x: 100, y: 300))
        }
        #expect(delegate.view.log.count == 2)
        #expect(capture.handlersMade == 0)
        #expect(capture.lines.isEmpty)
    }

    @Test func traceAddsTheMovesOfBothLoggers() {
        let capture = LogCapture()
        DiagnosticLogging.withLogging(capture.logging(environment: ["OPENUIKIT_LOG": "trace"])) {
            let (device, _, _) = launchRecordingApp()
            device.touchDown(at: CGPoint(x: 100, y: 300))
            device.runFrame()
            device.touchMove(to: CGPoint(x: 110, y: 300))
            device.touchMove(to: CGPoint(x: 120, y: 300))
            device.runFrame()
            device.touchUp()
            device.runFrame()
        }
        #expect(readable(capture).filter { $0.contains("moved") } == [
            "input trace: finger 0 moved to (110, 300): the app's",
            "input trace: finger 0 moved to (120, 300): the app's",
            "touches trace: finger 0 moved to (120, 300) (2 coalesced)",
        ])
    }

    @Test func homeWhileAFingerIsDownLogsTheFingerTakenAndItsLiftAsTheSystems() {
        let capture = LogCapture()
        DiagnosticLogging.withLogging(capture.logging(environment: ["OPENUIKIT_LOG": "input=debug,touches=debug"])) {
            let (device, _, _) = launchRecordingApp()
            device.touchDown(at: CGPoint(x: 100, y: 400))
            device.runFrame()
            device.touchDown(at: CGPoint(x: 200, y: 400), finger: 1)
            device.pressHome()
            device.touchUp()
            device.touchUp(finger: 1)
            device.runFrame()
        }
        #expect(Array(readable(capture).dropFirst(2)) == [
            "input debug: the system takes the app's fingers (Home, or the app leaving the foreground): "
                + "the touches of fingers [0] are cancelled in the app; 1 queued records dropped; fingers [0, 1] stay with the system until they lift",
            "touches debug: the system cancels the touches of fingers [0]",
            "input debug: finger 0 lifted: it was the system's (taken from the app, or down with no app in the foreground); the app hears nothing of it",
            "input debug: finger 1 lifted: it was the system's (taken from the app, or down with no app in the foreground); the app hears nothing of it",
        ])
    }

    @Test func aStatusBarFingerAndAFingerThatFindsNoViewAreLoggedAsSuch() {
        let capture = LogCapture()
        DiagnosticLogging.withLogging(capture.logging(environment: ["OPENUIKIT_LOG": "debug"])) {
            let device = Device(model: .iPhone15Pro)
            device.launch(RecordingApplication.self, delegate: { PlainDelegate() })
            device.tap(at: CGPoint(x: 100, y: 20))
            device.tap(at: CGPoint(x: 100, y: 400))
        }
        #expect(readable(capture) == [
            "input debug: finger 0 down at (100, 20): the app's, as a status-bar touch",
            "touches debug: touch began: finger 0 at (100, 20) in the status bar, tap count 1",
            "input debug: finger 0 lifted: it was the app's, as a status-bar touch",
            "touches debug: touch ended: finger 0 in the status bar",
            "input debug: finger 0 down at (100, 400): the app's",
            "touches debug: finger 0 went down at (100, 400), where no visible window has a view that takes touches; it is ignored until it lifts",
            "input debug: finger 0 lifted: it was the app's",
            "touches debug: finger 0 lifted; it had found no view, so the app heard nothing of it",
        ])
    }

    @Test func aCancelledFingerIsLoggedWithItsOwner() {
        let capture = LogCapture()
        DiagnosticLogging.withLogging(capture.logging(environment: ["OPENUIKIT_LOG": "input=debug"])) {
            let (device, _, _) = launchRecordingApp()
            device.touchDown(at: CGPoint(x: 100, y: 400))
            device.runFrame()
            device.touchCancel()
            device.runFrame()
        }
        #expect(readable(capture).last == "input debug: finger 0 cancelled: it was the app's")
    }

    // MARK: The process's own environment

    @Test func inAProcessWithTheVariableSetATapWritesTheTouchRoutingLineToStandardError() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent]) {
            setenv("OPENUIKIT_LOG", "touches=debug", 1)
            await MainActor.run {
                let (device, _, delegate) = launchRecordingApp()
                device.tap(at: CGPoint(x: 100, y: 300))
                precondition(delegate.view.log.count == 2)
            }
        }
        let standardError = String(decoding: result.standardErrorContent, as: UTF8.self)
        let lines = standardError.split(separator: "\n")
        let began = lines.filter { $0.contains("OpenUIKit.UIKit.touches:") && $0.contains("touch began: finger 0 at (100, 300) hit <RecordingView") }
        #expect(began.count == 1, "standard error: \(standardError)")
        #expect(began.first?.contains(" debug ") == true, "swift-log's default handler prints the level")
        #expect(lines.filter { $0.contains("OpenUIKit.SpringBoard.input") }.isEmpty)
    }

    @Test func inAProcessWithoutTheVariableATapWritesNothing() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent, \.standardOutputContent]) {
            unsetenv("OPENUIKIT_LOG")
            await MainActor.run {
                let (device, _, delegate) = launchRecordingApp()
                device.tap(at: CGPoint(x: 100, y: 300))
                precondition(delegate.view.log.count == 2)
            }
        }
        #expect(!String(decoding: result.standardErrorContent, as: UTF8.self).contains("OpenUIKit"))
        #expect(!String(decoding: result.standardOutputContent, as: UTF8.self).contains("OpenUIKit"))
    }

    @Test func inAProcessWithAMalformedVariableOneWarningLineIsWrittenAndTheAppRuns() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent]) {
            setenv("OPENUIKIT_LOG", "loud,touches=debug", 1)
            await MainActor.run {
                let (device, _, delegate) = launchRecordingApp()
                device.tap(at: CGPoint(x: 100, y: 300))
                device.tap(at: CGPoint(x: 100, y: 300))
                precondition(delegate.view.log.count == 4)
            }
        }
        let lines = String(decoding: result.standardErrorContent, as: UTF8.self).split(separator: "\n")
        let warnings = lines.filter { $0.contains("OPENUIKIT_LOG: ignored \"loud\"") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains(" warning OpenUIKit:") == true)
        #expect(lines.filter { $0.contains("touch began: finger 0") }.count == 2)
    }
}
