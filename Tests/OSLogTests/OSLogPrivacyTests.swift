import Foundation
import Testing
import UIKitTestSupport
import _os

/// Values are shown or redacted as a log reader sees them on a device without a debugger: numbers
/// and Booleans shown, strings, descriptions, objects and type names `<private>`, unless the
/// interpolation says otherwise.
struct OSLogPrivacyTests {
    private struct Account: CustomStringConvertible {
        var description: String { "account 42" }
    }

    private func message(_ write: (Logger) -> Void) -> String {
        let capture = LogCapture()
        capture.capturing { write(Logger(subsystem: "privacy", category: "tests")) }
        return capture.messages("privacy.tests").joined(separator: "\n")
    }

    @Test func dynamicValuesAreRedactedAndScalarsShownByDefault() {
        let name = "Ada"
        let text = message {
            $0.info("\(name) \(Account()) \(NSString(string: "object")) \(Account.self) \(7) \(UInt8(8)) \(2.5) \(Float(1.5)) \(true)")
        }
        #expect(text == "<private> <private> <private> <private> 7 8 2.500000 1.500000 true")
    }

    @Test func publicShowsAndPrivateAndSensitiveRedactAnyValue() {
        let name = "Ada"
        let text = message {
            $0.info("\(name, privacy: .public) \(Account(), privacy: .public) \(Account.self, privacy: .public) \(7, privacy: .private) \(2.5, privacy: .sensitive) \(true, privacy: .private) \(name, privacy: .auto)")
        }
        #expect(text == "Ada account 42 Account <private> <private> <private> <private>")
    }

    @Test func theHashMaskShowsTheSameHashForTheSameValue() {
        let text = message {
            $0.info("\("alice", privacy: .private(mask: .hash)) \("alice", privacy: .sensitive(mask: .hash)) \("bob", privacy: .auto(mask: .hash)) \(5, privacy: .auto(mask: .hash))")
        }
        let parts = text.split(separator: " ", maxSplits: 1)
        let alice = "<mask.hash: '\(hashText("alice"))'>"
        #expect(text == "\(alice) \(alice) <mask.hash: '\(hashText("bob"))'> 5", "\(parts)")
        #expect(hashText("alice") != hashText("bob"))
    }

    /// The mask's hash of `value`, read back from a message that shows only it.
    private func hashText(_ value: String) -> String {
        let text = message { $0.info("\(value, privacy: .private(mask: .hash))") }
        #expect(text.hasPrefix("<mask.hash: '") && text.hasSuffix("'>"), "\(text)")
        return String(text.dropFirst("<mask.hash: '".count).dropLast(2))
    }

    @Test func theHashIsBase64OfEightBytesAndNotTheValue() {
        let hash = hashText("alice")
        #expect(Data(base64Encoded: hash)?.count == 8)
        #expect(!hash.contains("alice"))
    }
}
