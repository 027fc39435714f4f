import Foundation
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard

/// A delegate whose key window holds one full-screen view that tests fill.
final class GestureAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let root = RecordingView()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        root.frame = window.bounds
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(root)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

@MainActor
func launchGestureApp(_ model: DeviceModel = .iPhone15Pro) throws -> (Device, GestureAppDelegate) {
    let device = Device(model: model)
    let delegate = GestureAppDelegate()
    device.launch(delegate: { delegate })
    try device.settle()
    return (device, delegate)
}

/// Records what a pan's target hears: each state with the translation and velocity then.
@MainActor final class PanRecorder {
    var states: [UIGestureRecognizer.State] = []
    var translations: [CGPoint] = []
    var velocities: [CGPoint] = []
    weak var referenceView: UIView?

    func handle(_ pan: UIPanGestureRecognizer) {
        states.append(pan.state)
        translations.append(pan.translation(in: referenceView))
        velocities.append(pan.velocity(in: referenceView))
    }
}

extension Device {
    /// Drags finger 0 from `start` by `delta` in `steps` moves, one per frame, then lifts it
    /// (and runs the frame that delivers the lift) unless `lift` is false.
    func drag(from start: CGPoint, by delta: CGPoint, steps: Int, lift: Bool = true) {
        touchDown(at: start)
        runFrame()
        for step in 1...steps {
            let f = CGFloat(step) / CGFloat(steps)
            touchMove(to: CGPoint(x: start.x + delta.x * f, y: start.y + delta.y * f))
            runFrame()
        }
        if lift {
            touchUp()
            runFrame()
        }
    }
}
