import _Combine
import Foundation
@_spi(UIKit) import QuartzCore
import SpringBoard
import UIKit

/// One frame at 60 Hz.
let frame = 1.0 / 60.0

/// An app delegate with a key window, so that the device has a running app.
final class WindowDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

/// A device of its own with an app launched on it, settled.
@MainActor func launchedDevice() throws -> Device {
    let device = Device(model: .iPhone15Pro)
    device.launch(delegate: { WindowDelegate() })
    try device.settle()
    return device
}

/// What a pipeline delivered, with the device time of each delivery.
@MainActor final class Deliveries<Value> {
    private(set) var entries: [(value: Value, time: CFTimeInterval)] = []

    var values: [Value] { entries.map(\.value) }
    var times: [CFTimeInterval] { entries.map(\.time) }

    func note(_ value: Value) { entries.append((value, CACurrentMediaTime())) }
}

/// Whether `a` and `b` are equal to within `tolerance`.
func close(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// Whether each element of `a` is within `tolerance` of the same element of `b`.
func close(_ a: [Double], _ b: [Double], within tolerance: Double = 1e-9) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { close($0, $1, within: tolerance) }
}
