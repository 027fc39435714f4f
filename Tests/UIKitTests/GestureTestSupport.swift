import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard

/// A view that logs the touch messages it gets, by phase.
@MainActor final class TouchLogView: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

/// An app whose key window is filled by one `TouchLogView` for recognizers to sit on.
@MainActor final class GestureAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let view = TouchLogView()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        view.frame = window.bounds
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// A fresh iPhone 15 Pro running the gesture app, and the view its recognizers go on.
@MainActor func launchGestureApp() -> (Device, TouchLogView) {
    let device = Device(model: .iPhone15Pro)
    let delegate = GestureAppDelegate()
    device.launch(UIApplication.self, delegate: { delegate })
    return (device, delegate.view)
}

/// A target that records each action it gets: the recognizer's state and the device time.
@MainActor final class ActionRecorder {
    private let device: Device
    private(set) var states: [UIGestureRecognizer.State] = []
    private(set) var times: [TimeInterval] = []
    /// Runs in each action, after the state and time are recorded, to read the recognizer.
    var onAction: (UIGestureRecognizer) -> Void = { _ in }

    init(_ device: Device, observing recognizer: UIGestureRecognizer? = nil) {
        self.device = device
        recognizer?.addTarget(self, action: Selector(ActionRecorder.handle(_:)))
    }

    func handle(_ recognizer: UIGestureRecognizer) {
        states.append(recognizer.state)
        times.append(device.time)
        onAction(recognizer)
    }
}

/// A recognizer delegate that lets every pair recognize together.
@MainActor final class SimultaneousDelegate: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

extension Device {
    /// Puts fingers down at `points` (finger 0, 1, …) in one frame.
    func touchDown(at points: [CGPoint]) {
        for (finger, point) in points.enumerated() { touchDown(at: point, finger: finger) }
        runFrame()
    }

    /// Moves fingers 0, 1, … to `points` in one frame.
    func touchMove(to points: [CGPoint]) {
        for (finger, point) in points.enumerated() { touchMove(to: point, finger: finger) }
        runFrame()
    }

    /// Lifts fingers 0 up to `count` in one frame.
    func touchUp(fingers count: Int) {
        for finger in 0..<count { touchUp(finger: finger) }
        runFrame()
    }
}

/// Expects every recognizer to be back in `.possible`, as it must be at the end of every test.
@MainActor func expectAllPossible(_ recognizers: [UIGestureRecognizer],
                                  sourceLocation: SourceLocation = #_sourceLocation) {
    for recognizer in recognizers {
        #expect(recognizer.state == .possible, "\(recognizer) is not back in possible", sourceLocation: sourceLocation)
    }
}
