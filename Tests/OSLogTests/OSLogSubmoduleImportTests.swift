import os.log
import Testing
import UIKitTestSupport

/// `import os.log`, as iOS code writes it, compiles and brings the logging API.
struct OSLogSubmoduleImportTests {
    @Test func theSubmoduleImportBringsTheLogger() {
        let capture = LogCapture()
        capture.capturing {
            let log = OSLog(subsystem: "submodule", category: "import")
            os_log("from os.log", log: log, type: .info)
            Logger(log).info("logger \(1)")
        }
        #expect(capture.messages("submodule.import") == ["from os.log", "logger 1"])
    }
}
