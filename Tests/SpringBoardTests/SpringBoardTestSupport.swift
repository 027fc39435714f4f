import Foundation
@_spi(OpenUIKit) import UIKit
import SpringBoard

/// An app whose window holds one plain view and that records every event it is sent.
final class RecordingApplication: UIApplication {
    var events: [(statusBar: UITouch.Phase?, touches: Int)] = []
    var statusBarLocations: [CGPoint] = []

    override func sendEvent(_ event: UIEvent) {
        events.append((event.statusBarTouch?.phase, event.allTouches?.count ?? 0))
        if let touch = event.statusBarTouch { statusBarLocations.append(touch.location(in: nil)) }
        super.sendEvent(event)
    }
}

func describe(_ p: CGPoint) -> String { "(\(p.x), \(p.y))" }

/// A view that records the touches it receives.
final class RecordingView: UIView {
    var log: [String] = []
    var tapCounts: [Int] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("began \(describe(touches.first!.location(in: self)))")
        tapCounts.append(touches.first!.tapCount)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("moved \(describe(touches.first!.location(in: self)))")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("ended \(describe(touches.first!.location(in: self)))")
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("cancelled \(describe(touches.first!.location(in: self)))")
    }
}

/// A delegate that puts a full-screen `RecordingView` in a key window.
final class RecordingDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let view = RecordingView()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        view.frame = window.bounds
        window.addSubview(view)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

@MainActor
func launchRecordingApp(_ model: DeviceModel = .iPhone15Pro) -> (Device, RecordingApplication, RecordingDelegate) {
    let device = Device(model: model)
    let delegate = RecordingDelegate()
    device.launch(RecordingApplication.self, delegate: { delegate })
    return (device, device.application as! RecordingApplication, delegate)
}
