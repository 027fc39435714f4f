import Foundation
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting

/// A white key window: the scene the view and control tests draw in.
final class WhiteWindowScene: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// A white key window on an iPhone 15 Pro, settled, and its harness.
@MainActor func launchWhiteWindow() throws -> (AppHarness, UIWindow) {
    let scene = WhiteWindowScene()
    let harness = AppHarness(model: .iPhone15Pro) { scene }
    try harness.settle()
    return (harness, scene.window!)
}

/// `views` in a white window on an iPhone 15 Pro, laid out and drawn.
@MainActor func hostInWhiteWindow(_ views: [UIView]) throws -> AppHarness {
    let (harness, window) = try launchWhiteWindow()
    for view in views { window.addSubview(view) }
    try harness.settle()
    return harness
}
