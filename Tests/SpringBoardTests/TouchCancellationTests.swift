import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard

/// The phases of an event as one word each: `began`, `began,stationary`, `statusBar cancelled`.
@MainActor func phaseNames(_ event: UIEvent) -> String {
    func name(_ phase: UITouch.Phase) -> String {
        switch phase {
        case .began: return "began"
        case .moved: return "moved"
        case .stationary: return "stationary"
        case .ended: return "ended"
        case .cancelled: return "cancelled"
        case .regionEntered, .regionMoved, .regionExited: return "region"
        }
    }
    if let touch = event.statusBarTouch { return "statusBar " + name(touch.phase) }
    return event.orderedTouches.map { name($0.phase) }.joined(separator: ",")
}

/// An app whose application object, window and view write to one log, with its lifecycle calls,
/// so a test reads the order in which the event pipeline and the system reach the app.
final class PipelineApplication: UIApplication {
    override func sendEvent(_ event: UIEvent) {
        (delegate as? PipelineDelegate)?.log.append("app " + phaseNames(event))
        super.sendEvent(event)
    }
}

final class PipelineWindow: UIWindow {
    weak var owner: PipelineDelegate?
    override func sendEvent(_ event: UIEvent) {
        owner?.log.append("window " + phaseNames(event))
        super.sendEvent(event)
    }
}

final class PipelineView: UIView {
    weak var owner: PipelineDelegate?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { owner?.log.append("view began \(touches.count)") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { owner?.log.append("view moved \(touches.count)") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { owner?.log.append("view ended \(touches.count)") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { owner?.log.append("view cancelled \(touches.count)") }
}

final class PipelineDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var log: [String] = []
    let view = PipelineView()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = PipelineWindow(frame: UIScreen.main.bounds)
        window.owner = self
        view.owner = self
        view.frame = window.bounds
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
    func applicationWillResignActive(_ application: UIApplication) { log.append("willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.append("didEnterBackground") }
}

@MainActor
struct TouchCancellationTests {
    func launch() -> (Device, PipelineDelegate) {
        let device = Device(model: .iPhone15Pro)
        let delegate = PipelineDelegate()
        device.launch(PipelineApplication.self, delegate: { delegate })
        delegate.log.removeAll()
        return (device, delegate)
    }

    @Test func homePressedWhileAFingerIsDownCancelsItsTouchOnceThroughThePipelineAndNothingFollows() {
        let (device, delegate) = launch()
        device.touchDown(at: CGPoint(x: 100, y: 400))
        device.runFrame()
        device.pressHome()
        device.touchMove(to: CGPoint(x: 120, y: 420))
        device.runFrame()
        device.touchUp()
        device.runFrame()
        #expect(delegate.log == ["app began", "window began", "view began 1",
                                 "app cancelled", "window cancelled", "view cancelled 1",
                                 "willResignActive", "didEnterBackground"])
        #expect(!device.hasActiveTouches)
    }

    @Test func allTheAppsFingersAreCancelledInOneEvent() {
        let (device, delegate) = launch()
        device.touchDown(at: CGPoint(x: 100, y: 400), finger: 0)
        device.touchDown(at: CGPoint(x: 300, y: 400), finger: 1)
        device.runFrame()
        device.pressHome()
        #expect(delegate.log.prefix(6) == ["app began,began", "window began,began", "view began 2",
                                           "app cancelled,cancelled", "window cancelled,cancelled", "view cancelled 2"])
        device.touchUp(finger: 0)
        device.touchUp(finger: 1)
        device.runFrame()
        #expect(delegate.log.count == 8)
    }

    @Test func aStatusBarTouchIsCancelledToo() {
        let (device, delegate) = launch()
        device.touchDown(at: CGPoint(x: 100, y: 20))
        device.runFrame()
        device.pressHome()
        device.touchUp()
        device.runFrame()
        #expect(delegate.log == ["app statusBar began", "app statusBar cancelled", "willResignActive", "didEnterBackground"])
    }

    @Test func theAppInTheBackgroundGetsNoTouches() {
        let (device, delegate) = launch()
        device.pressHome()
        delegate.log.removeAll()
        device.tap(at: CGPoint(x: 300, y: 600))
        device.tap(at: CGPoint(x: 100, y: 20))
        device.touchDown(at: CGPoint(x: 200, y: 500))
        device.touchMove(to: CGPoint(x: 210, y: 520))
        device.touchUp()
        device.runFrame()
        #expect(delegate.log.isEmpty)
        #expect(device.isShowingHomeScreen)
    }

    @Test func aFingerThatHadNotReachedTheAppWhenHomeWasPressedStaysWithTheSystemUntilItLifts() {
        let (device, delegate) = launch()
        // The finger goes down where the home screen's icon will be, but on the app.
        device.touchDown(at: CGPoint(x: 57, y: 105))
        device.pressHome()
        device.runFrame()
        device.touchUp()
        device.runFrame()
        #expect(delegate.log == ["willResignActive", "didEnterBackground"])
        #expect(device.isShowingHomeScreen)
        #expect(!device.hasActiveTouches)
        // Back in the app, the next touch goes through as usual.
        device.tap(at: CGPoint(x: 57, y: 105))
        #expect(!device.isShowingHomeScreen)
        delegate.log.removeAll()
        device.tap(at: CGPoint(x: 100, y: 400))
        #expect(delegate.log == ["app began", "window began", "view began 1", "app ended", "window ended", "view ended 1"])
    }

    @Test func aCancelledRawTouchReachesTheViewAsCancelled() {
        let (device, delegate) = launch()
        device.touchDown(at: CGPoint(x: 100, y: 400))
        device.runFrame()
        device.touchCancel()
        device.runFrame()
        #expect(delegate.log == ["app began", "window began", "view began 1", "app cancelled", "window cancelled", "view cancelled 1"])
        #expect(!device.hasActiveTouches)
    }
}
