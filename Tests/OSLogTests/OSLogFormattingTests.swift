import Testing
import UIKitTestSupport
import _os

/// The `format:` and `align:` options write numbers as printf's conversions do.
struct OSLogFormattingTests {
    private func message(_ write: (Logger) -> Void) -> String {
        let capture = LogCapture()
        capture.capturing { write(Logger(subsystem: "format", category: "tests")) }
        return capture.messages("format.tests").joined(separator: "\n")
    }

    @Test func integersInEachBaseWithSignPrefixAndDigits() {
        let text = message {
            $0.info("\(255, format: .hex) \(255, format: .hex(includePrefix: true, uppercase: true)) \(8, format: .octal(includePrefix: true)) \(7, format: .decimal(minDigits: 3)) \(7, format: .decimal(explicitPositiveSign: true)) \(-7, format: .decimal(explicitPositiveSign: true)) \(Int8(-1), format: .hex) \(UInt16(10), format: .hex(explicitPositiveSign: true, includePrefix: true, minDigits: 4))")
        }
        #expect(text == "ff 0xFF 0o10 007 +7 -7 ff +0x000a")
    }

    @Test func floatsInEachNotation() {
        let text = message {
            $0.info("\(3.14159) \(3.14159, format: .fixed(precision: 2)) \(1234.5, format: .exponential(precision: 1)) \(0.00001, format: .hybrid(uppercase: true)) \(1.0, format: .hex) \(Float(2.5), format: .fixed(precision: 1, explicitPositiveSign: true))")
        }
        #expect(text == "3.141590 3.14 1.2e+03 1E-05 0x1p+0 +2.5")
    }

    @Test func alignmentPadsToTheColumnOnTheChosenSide() {
        let text = message {
            $0.info("[\("ab", align: .left(columns: 5), privacy: .public)][\(42, align: .right(columns: 5))][\(3.5, format: .fixed(precision: 1), align: .left(columns: 4))][\("toolong", align: .right(columns: 3), privacy: .public)][\(255, format: .hex(includePrefix: true), align: .right(columns: 4))]")
        }
        #expect(text == "[ab   ][   42][3.5 ][toolong][0x  ff]")
    }

    @Test func booleansAsTruthOrAnswer() {
        let text = message { $0.info("\(true) \(false, format: .answer) \(true, format: .answer)") }
        #expect(text == "true NO YES")
    }

    @Test func aStringLiteralMessageIsWrittenAsIs() {
        let text = message { $0.info("100% done, \\(not interpolated)") }
        #expect(text == "100% done, \\(not interpolated)")
    }
}
