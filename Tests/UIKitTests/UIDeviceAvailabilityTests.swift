import Foundation
import Testing
@_spi(SourceCompatibility) @_spi(Testing) import UIKit

/// `#available(iOS N, *)` as the source-compatibility plugin rewrites it: the running device's
/// iOS version decides, on the main actor and off it.
@MainActor
struct UIDeviceAvailabilityTests {
    @Test func theRunningDevicesVersionDecides() {
        let newer = TestSystem(systemVersion: OperatingSystemVersion(majorVersion: 15, minorVersion: 2, patchVersion: 0))
        #expect(UIDevice._systemVersionIsAtLeast(15, 0, 0))
        #expect(UIDevice._systemVersionIsAtLeast(15, 2, 0))
        #expect(!UIDevice._systemVersionIsAtLeast(15, 2, 1))
        #expect(!UIDevice._systemVersionIsAtLeast(16, 0, 0))
        #expect(UIDevice._systemVersionIsAtLeast(9, 3, 0))

        let older = TestSystem.legacyPhone(version: 7)
        #expect(!UIDevice._systemVersionIsAtLeast(8, 0, 0))
        #expect(UIDevice._systemVersionIsAtLeast(7, 0, 0))
        withExtendedLifetime((newer, older)) {}
    }

    @Test func codeOffTheMainActorAsksTheSameDevice() {
        let system = TestSystem(systemVersion: OperatingSystemVersion(majorVersion: 14, minorVersion: 0, patchVersion: 0))
        // On another thread, as `#available` in a background task is. The main actor waits for the
        // answer, so no other test's device becomes current meanwhile.
        let answers = DispatchQueue.global().sync {
            (UIDevice._systemVersionIsAtLeast(14, 0, 0), UIDevice._systemVersionIsAtLeast(15, 0, 0))
        }
        #expect(answers == (true, false))
        withExtendedLifetime(system) {}
    }
}
