import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import QuartzCore
@testable import SpringBoard

/// A device's frame costs what changed: the compositor visits only the layers on the paths to changes.
@MainActor struct DeviceFrameCostTests {
    /// An app whose key window holds a container of twenty 10 × 10 pt tiles in a row, from (20, 100).
    final class TilesDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var tiles: [UIView] = []

        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.backgroundColor = .white
            let container = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 10))
            for i in 0..<20 {
                let tile = UIView(frame: CGRect(x: CGFloat(i) * 15, y: 0, width: 10, height: 10))
                tile.backgroundColor = .blue
                container.addSubview(tile)
                tiles.append(tile)
            }
            window.addSubview(container)
            window.makeKeyAndVisible()
            self.window = window
            return true
        }
    }

    private func launch() throws -> (Device, TilesDelegate) {
        let device = Device(model: .iPhone15Pro)
        let delegate = TilesDelegate()
        device.launch { delegate }
        try device.settle()
        return (device, delegate)
    }

    @Test func aSettledDeviceRunsFramesThatVisitNoLayer() throws {
        let (device, _) = try launch()
        device.runFrame()
        #expect(device.compositor.visitedLayerCount == 0)
        #expect(device.lastDamage.isEmpty)
        device.advance(by: 1)
        #expect(device.compositor.visitedLayerCount == 0)
    }

    @Test func recolouringOneViewVisitsOnlyThePathFromTheScreenToItAndRedrawsOnlyIt() throws {
        let (device, delegate) = try launch()
        delegate.tiles[7].backgroundColor = .red
        device.runFrame()
        // The screen's root layer, the app switcher's stage and the app's card (which hold the
        // windows for the Home pull), the windows layer, the window, the container and the tile.
        #expect(device.compositor.visitedLayerCount == 7)
        #expect(device.lastDamage == [CGRect(x: (20 + 7 * 15) * 3, y: 100 * 3, width: 30, height: 30)])
        device.runFrame()
        #expect(device.compositor.visitedLayerCount == 0)
    }
}
