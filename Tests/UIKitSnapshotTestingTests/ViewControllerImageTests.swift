import Foundation
import Testing
@preconcurrency import SnapshotTesting
import UIKit
import SpringBoard
import UIKitTesting
@_spi(QuartzCore) @_spi(UIKitTesting) @_spi(Testing) import CoreGraphics
import UIKitSnapshotTesting

/// A view controller's `.image(on:)`: its window on a device of the configuration's model, orientation and safe area, without the status bar.
@MainActor struct ViewControllerImageTests {
    @Test func onIPhone8TheImageIsTheScreenInPointsTimesTheScale() {
        let image = take(SafeAreaController(), as: Snapshotting<UIViewController, CGImage>.image(on: .iPhone8))
        #expect((image.width, image.height) == (750, 1334))
    }

    @Test func landscapeSwapsWidthAndHeight() {
        let image = take(SafeAreaController(), as: Snapshotting<UIViewController, CGImage>.image(on: .iPhone8(.landscape)))
        #expect((image.width, image.height) == (1334, 750))
    }

    @Test func eachConfigurationHasItsModelsPixelsAndSafeArea() {
        let cases: [(ViewImageConfig, Int, Int, UIEdgeInsets)] = [
            (.iPhone3GS, 320, 480, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
            (.iPhone4, 640, 960, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
            (.iPhone8, 750, 1334, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
            (.iPhone8(.landscape), 1334, 750, .zero),
            (.iPhoneX, 1125, 2436, UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)),
            (.iPhoneX(.landscape), 2436, 1125, UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44)),
            (.iPhone15Pro, 1179, 2556, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
            (.iPhone15Pro(.landscape), 2556, 1179, UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
        ]
        for (config, width, height, insets) in cases {
            #expect(config.safeArea == insets, "\(config.model.name) \(config.orientation)")
            let image = take(SafeAreaController(), as: Snapshotting<UIViewController, CGImage>.image(on: config))
            #expect((image.width, image.height) == (width, height), "\(config.model.name) \(config.orientation)")
        }
    }

    @Test func theSafeAreaPlacesTheContentAndTheStatusBarIsNotDrawn() {
        let controller = SafeAreaController()
        let image = take(controller, as: Snapshotting<UIViewController, CGImage>.image(on: .iPhoneX))
        // The status bar's area shows the controller's white view; the bar starts at 44 pt.
        #expect(pixel(image, 30, 30) == white)
        #expect(pixel(image, 1125 / 2, 44 * 3 - 1) == white)
        #expect(pixel(image, 1125 / 2, 44 * 3) == red)
        #expect(pixel(image, 1125 / 2, 54 * 3) == white)
    }

    @Test func inLandscapeTheSafeAreaMovesToTheSides() {
        let controller = SafeAreaController()
        _ = take(controller, as: Snapshotting<UIViewController, CGImage>.image(on: .iPhoneX(.landscape)))
        #expect(controller.bar.frame == CGRect(x: 44, y: 0, width: 812 - 88, height: 10))
    }

    @Test func theControllerAppearsForTheSnapshotAndDisappearsAfter() {
        let controller = SafeAreaController()
        _ = take(controller, as: Snapshotting<UIViewController, CGImage>.image(on: .iPhone8))
        #expect(controller.events == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    }

    @Test func sizeOverridesTheConfigurationsScreen() {
        let image = take(SafeAreaController(), as: Snapshotting<UIViewController, CGImage>.image(on: .iPhone8, size: CGSize(width: 100, height: 50)))
        #expect((image.width, image.height) == (200, 100))
    }

    @Test func thePlainImageIsTheIPhone15ProScreenWithNoSafeArea() {
        let controller = SafeAreaController()
        let image = take(controller, as: Snapshotting<UIViewController, CGImage>.image)
        #expect((image.width, image.height) == (1179, 2556))
        #expect(pixel(image, 10, 1) == red)
    }

    @Test func aControllerShownByAHarnessReturnsToItsWindow() throws {
        let controller = SafeAreaController()
        final class Delegate: UIApplicationDelegate {
            var window: UIWindow?
            let root: UIViewController
            init(root: UIViewController) { self.root = root }
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = root
                window?.makeKeyAndVisible()
                return true
            }
        }
        let harness = AppHarness(model: .iPhone15Pro) { Delegate(root: controller) }
        let window = try #require(harness.keyWindow)
        _ = take(controller, as: Snapshotting<UIViewController, CGImage>.image(on: .iPhone8))
        #expect(window.rootViewController === controller)
        #expect(controller.view.window === window)
        #expect(controller.view.frame == window.bounds)
    }
}
