// Recorded in the OpenUIKit simulator: hidden-drawer on iPhone 15 Pro, iOS 17.0,
// 7 inputs over 4.85 s of device time.
//
// The test replays the inputs on virtual time, each at the device time it was applied, lets
// the device settle and compares the screen with Golden/recorded-hidden-drawer-iphone-15-pro.png beside this
// file. Record the golden on the first run:
//   OPENUIKIT_RECORD_GOLDENS=1 swift test --filter RecordedHiddenDrawerTests
import Foundation
import Testing
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants
import Gallery

@Suite(.checksInvariants) @MainActor
struct RecordedHiddenDrawerTests {
    @Test func replaysTheRecordingAndEndsOnItsLastScreen() throws {
        let app = try #require(GalleryApp.named("hidden-drawer"))
        let harness = AppHarness(
            model: try #require(DeviceModel.named("iphone-15-pro")),
            systemVersion: OperatingSystemVersion(majorVersion: 17, minorVersion: 0, patchVersion: 0),
            application: app.principalClass, delegate: app.makeDelegate)
        try harness.replay(Self.inputs, until: 4.849494015333333)
        try harness.settle()
        let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
        try harness.assertScreenshot(named: "recorded-hidden-drawer-iphone-15-pro", in: goldens)
    }

    /// The recorded inputs: each at the device time (seconds since launch) it was applied.
    static let inputs: [TimedDeviceInput] = [
        .at(0.8692604156666666, .touchDown(finger: 0, at: CGPoint(x: 59.44, y: 18.62), timestamp: 0.8692604156666666)),
        .at(0.8873472276666666, .touchUp(finger: 0, timestamp: 0.8738604156666665)),
        .at(1.9157760866666662, .touchDown(finger: 0, at: CGPoint(x: 199.34, y: 599.03), timestamp: 1.9157760866666662)),
        .at(1.9340956343333329, .touchMove(finger: 0, to: CGPoint(x: 199.34, y: 518.67), timestamp: 1.9175760866666665)),
        .at(1.950640259333333, .touchMove(finger: 0, to: CGPoint(x: 199.34, y: 438.3), timestamp: 1.9364760866666666)),
        .at(1.950640259333333, .touchMove(finger: 0, to: CGPoint(x: 199.34, y: 359.42), timestamp: 1.950640259333333)),
        .at(2.0352430256666665, .touchUp(finger: 0, timestamp: 2.0352430256666665)),
    ]
}
