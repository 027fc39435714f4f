import Foundation
@_spi(SpringBoard) import UIKit
@_spi(SpringBoard) import QuartzCore

/// The home screen: a wallpaper and the app's icon, shown over the app while it is in the
/// background; tapping the icon brings the app back.
@MainActor final class HomeScreen {
    private unowned let device: Device
    let layer = CALayer()
    private let renderer = HomeScreenRenderer()
    /// Where each finger that went down on the home screen is, and whether it went down on the icon.
    private var presses: [Int: (location: CGPoint, startedOnIcon: Bool)] = [:]

    init(device: Device) {
        self.device = device
        renderer.home = self
        layer.name = "Home screen"
        layer.delegate = renderer
        layer.isHidden = true
        layer.contentsScale = device.model.scale
        layout()
    }

    /// Whether the home screen is showing.
    var isShown: Bool { !layer.isHidden }

    /// The name under the icon.
    var appName: String { device.appDisplayName }

    func show() {
        layer.isHidden = false
        layer.setNeedsDisplay()
    }

    func hide() { layer.isHidden = true }

    /// Fits the home screen to the screen after a rotation; it is drawn again when it next shows.
    func layout() {
        layer.frame = device.screen.bounds
        if isShown { layer.setNeedsDisplay() }
    }

    /// The icon's frame in screen points.
    var iconFrame: CGRect {
        let insets = device.interfaceOrientation.isLandscape ? device.model.landscapeSafeAreaInsets : device.model.safeAreaInsets
        let top = max(insets.top, device.model.statusBarHeight)
        let origin = SpringBoardConstants.homeScreenIconOrigin, size = SpringBoardConstants.homeScreenIconSize
        return CGRect(x: insets.left + origin.x, y: top + origin.y, width: size, height: size)
    }

    /// A finger on the home screen: a press that starts and lifts on the icon opens the app; a
    /// cancelled one does nothing.
    func handle(_ record: UITouchDispatcher.FingerRecord) {
        switch record.kind {
        case .down:
            presses[record.finger] = (record.location, iconFrame.contains(record.location))
        case .move:
            presses[record.finger]?.location = record.location
        case .up:
            guard let press = presses.removeValue(forKey: record.finger) else { return }
            if press.startedOnIcon && iconFrame.contains(press.location) { device.openAppFromHomeScreen() }
        case .cancel:
            presses[record.finger] = nil
        }
    }
}

/// Draws the wallpaper and the icon.
@MainActor final class HomeScreenRenderer: CALayerDelegate {
    weak var home: HomeScreen?

    func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }

    func draw(_ layer: CALayer, in ctx: CGContext) {
        guard let home else { return }
        Self.drawWallpaper(in: ctx, bounds: layer.bounds)
        let icon = home.iconFrame
        Self.drawIcon(in: ctx, frame: icon, appName: home.appName)
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        let label: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.white]
        let nameSize = home.appName.size(withAttributes: label)
        home.appName.draw(at: CGPoint(x: icon.midX - nameSize.width / 2, y: icon.maxY + 5), withAttributes: label)
    }

    /// Draws the wallpaper, a diagonal gradient from blue to purple, over `bounds`; the app
    /// switcher dims the same one.
    static func drawWallpaper(in ctx: CGContext, bounds: CGRect) {
        let colors = [CGColor(red: 0.16, green: 0.33, blue: 0.62, alpha: 1), CGColor(red: 0.45, green: 0.22, blue: 0.55, alpha: 1)]
        if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]) {
            ctx.drawLinearGradient(gradient, start: CGPoint(x: bounds.minX, y: bounds.minY), end: CGPoint(x: bounds.maxX, y: bounds.maxY),
                                   options: [])
        }
    }

    /// Draws the app's icon in `frame`: a white rounded square with the name's initial; the app
    /// switcher's label shows it small.
    static func drawIcon(in ctx: CGContext, frame icon: CGRect, appName: String) {
        ctx.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        ctx.addPath(CGPath(roundedRect: icon, cornerWidth: icon.width * 0.225, cornerHeight: icon.width * 0.225, transform: nil))
        ctx.fillPath(using: .winding)
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        let initial = String(appName.prefix(1))
        // 30 pt on the home screen's 60 pt icon: half the icon's side.
        let big: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: icon.width / 2),
                                                  .foregroundColor: UIColor(red: 0.16, green: 0.22, blue: 0.32, alpha: 1)]
        let size = initial.size(withAttributes: big)
        initial.draw(at: CGPoint(x: icon.midX - size.width / 2, y: icon.midY - size.height / 2), withAttributes: big)
    }
}
