import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting

/// Records the actions bar button items send, with the item that sent each.
@MainActor final class BarActionLog {
    var entries: [String] = []
    func tapped(_ item: UIBarButtonItem) { entries.append(item.title ?? item.accessibilityIdentifier ?? "?") }
}

/// A navigation bar delegate that places the bar under the status bar and logs pushes and pops.
@MainActor final class BarDelegateLog: UINavigationBarDelegate {
    var entries: [String] = []
    var allowsPop = true
    func position(for bar: UIBarPositioning) -> UIBarPosition { .topAttached }
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool {
        entries.append("shouldPush \(item.title ?? "")"); return true
    }
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {
        entries.append("didPush \(item.title ?? "")")
    }
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        entries.append("shouldPop \(item.title ?? "")"); return allowsPop
    }
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
        entries.append("didPop \(item.title ?? "")")
    }
}

/// A white window with a navigation bar under the status bar and a toolbar above the home
/// indicator, both as wide as the screen and as tall as they say they should be.
final class BarsDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let navigationBar = UINavigationBar()
    let toolbar = UIToolbar()
    let barDelegate = BarDelegateLog()
    let content = UIView()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        content.backgroundColor = UIColor(red: 1, green: 0.8, blue: 0.6, alpha: 1)
        window.addSubview(content)
        navigationBar.delegate = barDelegate
        window.addSubview(navigationBar)
        window.addSubview(toolbar)
        window.makeKeyAndVisible()
        self.window = window
        layOut()
        return true
    }

    /// Places the bars for the window's current size and safe area.
    func layOut() {
        guard let window else { return }
        let bounds = window.bounds, safe = window.safeAreaInsets
        let navigationHeight = navigationBar.sizeThatFits(bounds.size).height
        navigationBar.frame = CGRect(x: 0, y: safe.top, width: bounds.width, height: navigationHeight)
        let toolbarHeight = toolbar.sizeThatFits(bounds.size).height
        toolbar.frame = CGRect(x: 0, y: bounds.height - safe.bottom - toolbarHeight, width: bounds.width,
                               height: toolbarHeight + safe.bottom)
        content.frame = CGRect(x: 40, y: 0, width: 80, height: bounds.height)
    }
}

@MainActor func launchBars(model: DeviceModel = .iPhone15Pro) throws -> (AppHarness, BarsDelegate) {
    let delegate = BarsDelegate()
    let harness = AppHarness(model: model) { delegate }
    try harness.settle()
    return (harness, delegate)
}

/// The centre of `view` in screen points.
@MainActor func screenCentre(of view: UIView) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
}

let barsGoldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

extension CGImage {
    /// The premultiplied RGBA bytes of the pixel at (`x`, `y`), top-left origin.
    func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let data = premultipliedRGBA
        let offset = y * width * 4 + x * 4
        return (data[offset], data[offset + 1], data[offset + 2], data[offset + 3])
    }
}

/// The screenshot's premultiplied RGBA bytes at a point in screen points.
@MainActor func pixel(_ harness: AppHarness, _ point: CGPoint) -> [UInt8] {
    let image = harness.screenshot()
    let scale = CGFloat(image.width) / harness.device.screen.bounds.width
    let p = image.pixel(x: Int(point.x * scale), y: Int(point.y * scale))
    return [p.r, p.g, p.b, p.a]
}

/// Whether two lengths agree to a thousandth of a point (frames pass through the layer's
/// position and bounds, which can leave a rounding error).
func nearly(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }
