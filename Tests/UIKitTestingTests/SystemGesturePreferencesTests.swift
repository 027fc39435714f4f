import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
@_spi(Testing) import SpringBoard
import UIKitTesting

/// A controller whose deferred edges and home-indicator wish a test sets.
final class EdgeDeferringController: UIViewController {
    var deferred: UIRectEdge = []
    var autoHidesIndicator = false
    var edgesChild: UIViewController?
    var indicatorChild: UIViewController?

    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { deferred }
    override var prefersHomeIndicatorAutoHidden: Bool { autoHidesIndicator }
    override var childForScreenEdgesDeferringSystemGestures: UIViewController? { edgesChild }
    override var childForHomeIndicatorAutoHidden: UIViewController? { indicatorChild }
}

@MainActor
struct SystemGesturePreferencesTests {
    func launch(_ root: UIViewController, model: DeviceModel = .iPhoneX, iOS major: Int = 16) throws -> AppHarness {
        let version = OperatingSystemVersion(majorVersion: major, minorVersion: 0, patchVersion: 0)
        let harness = AppHarness(model: model, systemVersion: version) { StatusBarAppearanceDelegate(root: root) }
        try harness.settle()
        return harness
    }

    @Test func aPlainControllerDefersNothingAndKeepsTheIndicator() throws {
        let harness = try launch(UIViewController())
        #expect(harness.application.systemGesturePreferences == UISystemGesturePreferences())
        #expect(UIViewController().preferredScreenEdgesDeferringSystemGestures == [])
        #expect(!UIViewController().prefersHomeIndicatorAutoHidden)
    }

    @Test func theRootsAnswersAreReadAtLaunch() throws {
        let root = EdgeDeferringController()
        root.deferred = [.top, .bottom]
        root.autoHidesIndicator = true
        let harness = try launch(root)
        #expect(harness.application.systemGesturePreferences
                == UISystemGesturePreferences(screenEdgesDeferringSystemGestures: [.top, .bottom], prefersHomeIndicatorAutoHidden: true))
    }

    @Test func aChangedAnswerCountsOnlyAfterTheControllerSaysSo() throws {
        let root = EdgeDeferringController()
        let harness = try launch(root)
        root.deferred = .bottom
        root.autoHidesIndicator = true
        try harness.settle()
        #expect(harness.application.systemGesturePreferences == UISystemGesturePreferences())
        root.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        #expect(harness.application.systemGesturePreferences.screenEdgesDeferringSystemGestures == .bottom)
        root.autoHidesIndicator = false
        root.deferred = []
        root.setNeedsUpdateOfHomeIndicatorAutoHidden()
        #expect(harness.application.systemGesturePreferences == UISystemGesturePreferences())
    }

    @Test func eachPreferenceFollowsItsOwnChild() throws {
        let root = EdgeDeferringController(), edges = EdgeDeferringController(), indicator = EdgeDeferringController()
        root.deferred = .left
        edges.deferred = [.top, .bottom]
        indicator.autoHidesIndicator = true
        // The edges' child would hide the indicator too, and the indicator's child defers nothing: each chain decides its own.
        edges.autoHidesIndicator = false
        edges.indicatorChild = indicator
        root.edgesChild = edges
        root.indicatorChild = indicator
        let harness = try launch(root)
        #expect(harness.application.systemGesturePreferences
                == UISystemGesturePreferences(screenEdgesDeferringSystemGestures: [.top, .bottom], prefersHomeIndicatorAutoHidden: true))
    }

    @Test func aNavigationControllerAsksItselfNotItsTopController() throws {
        // As on iOS, UINavigationController does not forward these: an app overrides its childFor… to.
        let top = EdgeDeferringController()
        top.deferred = .all
        top.autoHidesIndicator = true
        let harness = try launch(UINavigationController(rootViewController: top))
        #expect(harness.application.systemGesturePreferences == UISystemGesturePreferences())
    }

    @Test func aFullScreenPresentationDecidesWhileItShows() throws {
        let root = EdgeDeferringController(), presented = EdgeDeferringController()
        presented.deferred = .bottom
        presented.modalPresentationStyle = .fullScreen
        let harness = try launch(root)
        root.present(presented, animated: true)
        try harness.settle()
        #expect(harness.application.systemGesturePreferences.screenEdgesDeferringSystemGestures == .bottom)
        presented.dismiss(animated: true)
        try harness.settle()
        #expect(harness.application.systemGesturePreferences.screenEdgesDeferringSystemGestures == [])
    }

    @Test(arguments: [9, 10])
    func beforeiOS11TheSystemNeverAsks(major: Int) throws {
        let root = EdgeDeferringController()
        root.deferred = .all
        root.autoHidesIndicator = true
        let harness = try launch(root, model: .iPhone6s, iOS: major)
        root.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        #expect(harness.application.systemGesturePreferences == UISystemGesturePreferences())
        #expect(UIDevice.current.systemVersion == "\(major).0")
    }
}
