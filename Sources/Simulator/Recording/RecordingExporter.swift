import Foundation
import SpringBoard

/// Writes a recording as a Swift test built on the test kit (UIKitTesting): it launches the
/// recorded app on the recorded model and version, replays the inputs on virtual time at the
/// device times they were applied (`AppHarness.replay(_:until:)`), lets the device settle and
/// compares the screen with a golden image.
///
/// The golden is recorded on the test's first run, as the test kit records every golden
/// (`OPENUIKIT_RECORD_GOLDENS=1`): the picture compared is the one the test itself draws, so
/// the export stays one text file, and a run without the golden fails saying how to record it.
/// A pure function of the recording: the same recording always gives the same text.
enum RecordingExporter {
    /// The test's type name for `recording`: "Recorded" and the app's identifier in camel case,
    /// then "Tests" ("RecordedHiddenDrawerTests").
    static func typeName(for recording: Recording) -> String {
        "Recorded" + camelCase(recording.app) + "Tests"
    }

    /// The golden's name: "recorded-", the app and the model ("recorded-hidden-drawer-iphone-15-pro").
    static func goldenName(for recording: Recording) -> String {
        "recorded-" + fileSafe(recording.app) + "-" + fileSafe(recording.model)
    }

    /// The file name the page downloads: the type name and ".swift".
    static func fileName(for recording: Recording) -> String { typeName(for: recording) + ".swift" }

    /// The Swift test for `recording`.
    static func swiftTest(for recording: Recording) -> String {
        let typeName = typeName(for: recording)
        let modelName = DeviceModel.named(recording.model)?.name ?? recording.model
        let version = OperatingSystemVersion(parsing: recording.os) ?? OperatingSystemVersion(majorVersion: 17, minorVersion: 0, patchVersion: 0)
        var lines = [
            "// Recorded in the OpenUIKit simulator: \(stringLiteralBody(recording.app)) on \(modelName), iOS \(recording.os),",
            "// \(recording.inputs.count) input\(recording.inputs.count == 1 ? "" : "s") over \(String(format: "%.2f", recording.duration)) s of device time.",
            "//",
            "// The test replays the inputs on virtual time, each at the device time it was applied, lets",
            "// the device settle and compares the screen with Golden/\(goldenName(for: recording)).png beside this",
            "// file. Record the golden on the first run:",
            "//   OPENUIKIT_RECORD_GOLDENS=1 swift test --filter \(typeName)",
            "import Foundation",
            "import Testing",
            "import SpringBoard",
            "import UIKitTesting",
            "import UIKitTestingInvariants",
            "import Gallery",
            "",
            "@Suite(.checksInvariants) @MainActor",
            "struct \(typeName) {",
            "    @Test func replaysTheRecordingAndEndsOnItsLastScreen() throws {",
            "        let app = try #require(GalleryApp.named(\"\(stringLiteralBody(recording.app))\"))",
            "        let harness = AppHarness(",
            "            model: try #require(DeviceModel.named(\"\(stringLiteralBody(recording.model))\")),",
            "            systemVersion: OperatingSystemVersion(majorVersion: \(version.majorVersion), minorVersion: \(version.minorVersion), patchVersion: \(version.patchVersion)),",
            "            application: app.principalClass, delegate: app.makeDelegate)",
            "        try harness.replay(Self.inputs, until: \(number(recording.duration)))",
            "        try harness.settle()",
            "        let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(\"Golden\")",
            "        try harness.assertScreenshot(named: \"\(goldenName(for: recording))\", in: goldens)",
            "    }",
            "",
            "    /// The recorded inputs: each at the device time (seconds since launch) it was applied.",
            "    static let inputs: [TimedDeviceInput] = [",
        ]
        lines += recording.inputs.map { "        .at(\(number($0.time)), \(expression(for: $0.input)))," }
        lines += ["    ]", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// The Swift expression of `input`.
    static func expression(for input: DeviceInput) -> String {
        func point(_ p: CGPoint) -> String { "CGPoint(x: \(number(Double(p.x))), y: \(number(Double(p.y))))" }
        switch input {
        case let .touchDown(finger, at, timestamp):
            return ".touchDown(finger: \(finger), at: \(point(at)), timestamp: \(number(timestamp)))"
        case let .touchMove(finger, to, timestamp):
            return ".touchMove(finger: \(finger), to: \(point(to)), timestamp: \(number(timestamp)))"
        case let .touchUp(finger, timestamp):
            return ".touchUp(finger: \(finger), timestamp: \(number(timestamp)))"
        case let .touchCancel(finger, timestamp):
            return ".touchCancel(finger: \(finger), timestamp: \(number(timestamp)))"
        case .pressHome: return ".pressHome"
        case .rotateLeft: return ".rotateLeft"
        case .rotateRight: return ".rotateRight"
        case let .inCallStatusBar(shown): return ".inCallStatusBar(\(shown))"
        case .openSystemOverlay(.controlCenter): return ".openSystemOverlay(.controlCenter)"
        case .openSystemOverlay(.notificationCenter): return ".openSystemOverlay(.notificationCenter)"
        case let .slowAnimations(on): return ".slowAnimations(\(on))"
        }
    }

    /// A Double as a Swift literal that reads back as the same value (Swift's shortest
    /// round-tripping form), so the test replays exactly the recorded times and points.
    static func number(_ value: Double) -> String {
        var text = "\(value)"
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// `text` safe inside a Swift string literal and a comment: letters, digits, "-", "_" and "." only.
    private static func stringLiteralBody(_ text: String) -> String { fileSafe(text) }

    private static func fileSafe(_ text: String) -> String {
        String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == ".") ? $0 : "-" })
    }

    private static func camelCase(_ text: String) -> String {
        fileSafe(text).split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
