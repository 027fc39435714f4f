import Foundation
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting

/// An application that records what passes through `sendEvent(_:)`.
final class SpyApplication: UIApplication {
    var phases: [UITouch.Phase] = []
    override func sendEvent(_ event: UIEvent) {
        phases.append(contentsOf: event.allTouches?.map(\.phase) ?? [])
        super.sendEvent(event)
    }
}

/// A view that logs the touches that begin and end in it.
final class TouchLog: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
}

/// A key window with a target view (an inner view inside it), a hidden view and a plain view
/// that covers the hidden one.
final class ButtonsDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let target = TouchLog(frame: CGRect(x: 40, y: 200, width: 100, height: 60))
    let inner = UIView(frame: CGRect(x: 25, y: 10, width: 50, height: 40))
    let cover = UIView(frame: CGRect(x: 200, y: 400, width: 100, height: 100))
    let hidden = TouchLog(frame: CGRect(x: 200, y: 400, width: 50, height: 50))

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        target.addSubview(inner)
        window.addSubview(target)
        window.addSubview(hidden)
        window.addSubview(cover)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
