import Foundation
import Logging
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
@_spi(Testing) import UIKitTestSupport

@MainActor
struct DiagnosticLogConfigurationTests {
    /// A value of `OPENUIKIT_LOG`, the levels of touches, layout and input it gives (nil: off),
    /// and the entries it ignores.
    struct Case: Sendable, CustomTestStringConvertible {
        var value: String?
        var touches: Logger.Level?
        var layout: Logger.Level?
        var input: Logger.Level?
        var ignored: [String] = []
        var testDescription: String { value.map { "\"\($0)\"" } ?? "unset" }
    }

    nonisolated static let cases: [Case] = [
        Case(value: nil),
        Case(value: ""),
        Case(value: " , ,"),
        Case(value: "debug", touches: .debug, layout: .debug, input: .debug),
        Case(value: "TRACE", touches: .trace, layout: .trace, input: .trace),
        Case(value: " notice ", touches: .notice, layout: .notice, input: .notice),
        Case(value: "off"),
        Case(value: "touches=debug", touches: .debug),
        Case(value: "touches=trace,input=debug", touches: .trace, input: .debug),
        Case(value: "Layout = Warning", layout: .warning),
        // A category's own entry wins over a plain level wherever it stands.
        Case(value: "warning,touches=debug", touches: .debug, layout: .warning, input: .warning),
        Case(value: "touches=debug,warning", touches: .debug, layout: .warning, input: .warning),
        Case(value: "debug,layout=off", touches: .debug, input: .debug),
        // The last of repeated entries wins.
        Case(value: "info,error", touches: .error, layout: .error, input: .error),
        Case(value: "touches=info,touches=off"),
        // Entries that mean nothing are ignored; the rest still apply.
        Case(value: "verbose", ignored: ["verbose"]),
        Case(value: "1", ignored: ["1"]),
        Case(value: "touch=debug,layout=info", layout: .info, ignored: ["touch=debug"]),
        Case(value: "touches=loud", ignored: ["touches=loud"]),
        Case(value: "touches=", ignored: ["touches="]),
        Case(value: "=debug", ignored: ["=debug"]),
        Case(value: "touches=debug=trace", ignored: ["touches=debug=trace"]),
        Case(value: "debug;input=trace", ignored: ["debug;input=trace"]),
        Case(value: "input=trace, bogus ,x=y", input: .trace, ignored: ["bogus", "x=y"]),
    ]

    @Test(arguments: cases)
    func theVariableGivesEachCategoryItsLevel(_ c: Case) {
        let configuration = DiagnosticLogConfiguration(value: c.value)
        #expect(configuration.level(of: .touches) == c.touches)
        #expect(configuration.level(of: .layout) == c.layout)
        #expect(configuration.level(of: .input) == c.input)
        #expect(configuration.ignoredEntries == c.ignored)
        #expect((configuration.warning != nil) == !c.ignored.isEmpty)
    }

    @Test func theConfigurationIsReadFromTheVariableOfTheEnvironment() {
        let configuration = DiagnosticLogConfiguration(environment: ["OPENUIKIT_LOG": "input=notice", "OTHER": "debug"])
        #expect(configuration.levels == [.input: .notice])
        #expect(DiagnosticLogConfiguration(environment: ["OTHER": "debug"]) == DiagnosticLogConfiguration())
    }

    @Test func theWarningNamesTheIgnoredEntriesAndWhatIsAccepted() throws {
        let warning = try #require(DiagnosticLogConfiguration(value: "verbose,touches=debug,touch=x").warning)
        #expect(warning == "OPENUIKIT_LOG: ignored \"verbose\", \"touch=x\"; expected LEVEL or CATEGORY=LEVEL, separated by commas, "
            + "with LEVEL trace|debug|info|notice|warning|error|critical|off and CATEGORY touches|layout|input")
    }

    @Test func aMalformedVariableIsReportedOnceAsAWarningAndTheRestApplies() {
        let capture = LogCapture()
        let logging = capture.logging(environment: ["OPENUIKIT_LOG": "touches=debug,chatty"])
        #expect(capture.lines.map(\.label) == ["OpenUIKit"])
        #expect(capture.lines.map(\.level) == [.warning])
        #expect(capture.lines.first?.message.hasPrefix("OPENUIKIT_LOG: ignored \"chatty\";") == true)
        #expect(logging.logger(for: .touches).logLevel == .debug)
        logging.logger(for: .touches).debug("routed")
        #expect(capture.messages("OpenUIKit.UIKit.touches") == ["routed"])
    }

    @Test func aLoggerThatIsOffHasTheNoOpHandlerAndBuildsNoMessage() {
        let capture = LogCapture()
        let logging = capture.logging(environment: ["OPENUIKIT_LOG": "layout=error"])
        #expect(capture.handlersMade == 1, "only the layout logger is on")
        let touches = logging.logger(for: .touches)
        #expect(touches.handler is SwiftLogNoOpLogHandler)
        var built = 0
        func message() -> Logger.Message {
            built += 1
            return "built"
        }
        for level in Logger.Level.allCases where level != .critical { touches.log(level: level, message()) }
        logging.logger(for: .layout).warning(message())
        #expect(built == 0)
        #expect(capture.lines.isEmpty)
        logging.logger(for: .layout).error(message())
        #expect(built == 1)
        #expect(capture.messages("OpenUIKit.UIKit.layout") == ["built"])
    }

    @Test func aLogSiteGetsNoLoggerForACategoryThatIsOff() {
        let capture = LogCapture()
        DiagnosticLogging.withLogging(capture.logging(environment: ["OPENUIKIT_LOG": "layout=trace"])) {
            #expect(DiagnosticLogging.logger(.touches) == nil)
            #expect(DiagnosticLogging.logger(.input) == nil)
            #expect(DiagnosticLogging.logger(.layout)?.logLevel == .trace)
        }
        DiagnosticLogging.withLogging(capture.logging(environment: [:])) {
            #expect(DiagnosticLogging.logger(.layout) == nil)
        }
    }

    @Test func eachCategoryLogsUnderItsModulesLabel() {
        #expect(DiagnosticLogCategory.allCases.map(\.label)
            == ["OpenUIKit.UIKit.touches", "OpenUIKit.UIKit.layout", "OpenUIKit.SpringBoard.input"])
    }
}
