import Foundation
import Logging
import Testing
import UIKitTestSupport
import _os

/// `Logger` writes through swift-log under `subsystem.category`, at the level Apple documents for
/// each method, and builds its message only when the handler's level admits it.
struct LoggerTests {
    @Test func eachMethodWritesAtTheLevelOfItsLogType() {
        let capture = LogCapture()
        capture.capturing {
            let logger = Logger(subsystem: "com.example.notes", category: "sync")
            logger.trace("trace")
            logger.debug("debug")
            logger.info("info")
            logger.notice("notice")
            logger.log("log")
            logger.warning("warning")
            logger.error("error")
            logger.critical("critical")
            logger.fault("fault")
        }
        let levels = capture.lines.map { "\($0.level) \($0.message)" }
        #expect(levels == [
            "debug trace", "debug debug", "info info", "notice notice", "notice log",
            "error warning", "error error", "critical critical", "critical fault",
        ])
        #expect(Set(capture.lines.map(\.label)) == ["com.example.notes.sync"])
    }

    @Test func logLevelMapsEachLogTypeAndAnUnknownOneToTheDefault() {
        let capture = LogCapture()
        capture.capturing {
            let logger = Logger(subsystem: "s", category: "c")
            for type in [OSLogType.debug, .info, .default, .error, .fault, OSLogType(0x7f)] {
                logger.log(level: type, "type \(type.rawValue, privacy: .public)")
            }
        }
        #expect(capture.lines.map(\.level) == [.debug, .info, .notice, .error, .critical, .notice])
        #expect(capture.lines.map(\.message) == ["type 2", "type 1", "type 0", "type 16", "type 17", "type 127"])
    }

    @Test func theDefaultLoggerIsLabelledWithTheProcessName() {
        let capture = LogCapture()
        capture.capturing {
            Logger().notice("hello")
            Logger(OSLog.default).notice("again")
            Logger(subsystem: "only.subsystem", category: "").notice("subsystem")
        }
        let processName = ProcessInfo.processInfo.processName
        #expect(capture.lines.map(\.label) == [processName, processName, "only.subsystem"])
    }

    @Test func aMessageBelowTheHandlersLevelIsNeitherWrittenNorEvaluated() {
        let capture = LogCapture()
        var evaluations = 0
        func counted() -> Int {
            evaluations += 1
            return evaluations
        }
        capture.capturing(at: .info) {
            let logger = Logger(subsystem: "s", category: "c")
            #expect(!logger.isEnabled(type: .debug))
            #expect(logger.isEnabled(type: .info))
            logger.debug("skipped \(counted())")
            logger.info("written \(counted())")
        }
        #expect(capture.messages("s.c") == ["written 1"])
        #expect(evaluations == 1)
    }

    @Test func theDisabledLogWritesNothing() {
        let capture = LogCapture()
        capture.capturing {
            let logger = Logger(OSLog.disabled)
            #expect(!logger.isEnabled(type: .fault))
            #expect(!OSLog.disabled.isEnabled(type: .fault))
            logger.fault("never")
            os_log("never either", log: .disabled, type: .fault)
        }
        #expect(capture.lines.isEmpty)
    }
}
