import Foundation
import Testing
import UIKitTestSupport
import _os

/// `os_log` renders printf formats with Apple's privacy annotations and value types.
struct OSLogLegacyFormatTests {
    private let log = OSLog(subsystem: "legacy", category: "tests")

    private func lines(_ write: () -> Void) -> [LogCapture.Line] {
        let capture = LogCapture()
        capture.capturing(write)
        return capture.lines
    }

    @Test func objectsAndStringsAreRedactedUnlessPublicAndNumbersShown() {
        let written = lines {
            os_log("Loaded %d items from %@", log: log, type: .info, 3, "cache")
            os_log("Loaded %ld items from %{public}@ in %.2f s", log: log, 12, "disk", 0.256)
            os_log("code %{private}d, name %{public}s", log: log, type: .error, 404, "home")
        }
        #expect(written.map(\.message) == [
            "Loaded 3 items from <private>",
            "Loaded 12 items from disk in 0.26 s",
            "code <private>, name home",
        ])
        #expect(written.map(\.level) == [.info, .notice, .error])
        #expect(Set(written.map(\.label)) == ["legacy.tests"])
    }

    @Test func theTypeFirstFormWritesAtItsType() {
        let written = lines { os_log(.fault, log: log, "disk %{public}@ full at %u%%", "/data", UInt32(99)) }
        #expect(written.map(\.message) == ["disk /data full at 99%"])
        #expect(written.map(\.level) == [.critical])
    }

    @Test func valueTypeAnnotations() {
        let written = lines {
            os_log("%{bool}d %{BOOL}d %{public,bool}d %{errno}d %{time_t}d", log: log, 1, 0, 0, Int32(ENOENT), 0)
        }
        #expect(written.map(\.message) == ["true NO false [2: No such file or directory] 1970-01-01 00:00:00"])
    }

    @Test func widthPrecisionAndStarCounts() {
        let written = lines {
            os_log("[%5d][%-4d][%*d][%.*f][%{public}-6@][%{public}.2s]", log: log, 42, 7, 3, 9, 1, 2.25, "ab", "abcdef")
        }
        #expect(written.map(\.message) == ["[   42][7   ][  9][2.2][ab    ][ab]"])
    }

    @Test func aMissingArgumentShowsAsMissingDataAndTheDefaultLogIsUsed() {
        let written = lines { os_log("%d and %d", 1) }
        #expect(written.map(\.message) == ["1 and <decode: missing data>"])
        #expect(written.map(\.label) == [ProcessInfo.processInfo.processName])
        #expect(written.map(\.level) == [.notice])
    }

    @Test func theHashMaskAppliesToAnnotatedArguments() {
        let written = lines {
            os_log("%{private,mask.hash}@|%{mask.hash}@|%{mask.hash}d|%{private,mask.hash}s", log: log, "alice", "alice", 5, "bob")
        }
        let parts = written.first?.message.components(separatedBy: "|") ?? []
        #expect(parts.count == 4, "\(parts)")
        guard parts.count == 4 else { return }
        #expect(parts[0].hasPrefix("<mask.hash: '") && parts[0].hasSuffix("'>"))
        #expect(parts[0] == parts[1], "the same value has the same hash")
        #expect(parts[2] == "5", "a number is shown unless marked private")
        #expect(parts[3].hasPrefix("<mask.hash: '") && parts[3] != parts[0])
    }
}
