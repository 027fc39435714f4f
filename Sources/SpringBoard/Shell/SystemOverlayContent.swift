import Foundation
@_spi(SpringBoard) import UIKit
@_spi(SpringBoard) import QuartzCore

/// What a Control Center or Notification Center sheet shows over its material, and the facts
/// about the screen that it lays out for.
///
/// Two equal pages draw the same pixels, so the shell draws the content again only when the
/// page changes (another overlay, model, OS or system date) or the sheet's size does.
struct SystemOverlayPage: Equatable {
    /// The overlay and the design it follows.
    enum Kind: Equatable {
        /// Control Center of iOS 7 to 10 on a model with a Home button: a sheet from the bottom
        /// with a grabber, five toggles, brightness, music, AirDrop and AirPlay, and four quick launchers.
        case classicControlCenter
        /// Control Center of iOS 11 on: a grid of modules, connectivity, media, toggles, tall
        /// brightness and volume sliders, and a row of round buttons.
        case modernControlCenter
        /// Notification Center: the time and date, two notifications and a grabber (or the home indicator).
        case notificationCenter
    }

    var kind: Kind
    /// The device's `systemDate` as the system writes it.
    var clock: SystemClockText
    /// The screen's safe area in the interface orientation: the status bar or sensor housing at
    /// the top, the home indicator at the bottom.
    var safeArea: UIEdgeInsets
    /// Whether the model has a Home button (and so no sensor housing and no home indicator).
    var hasHomeButton: Bool
    /// The major version of the iOS whose design it follows.
    var systemMajor: Int
}

/// Draws an overlay's page into the content layer that rides on the sheet, in points from the
/// layer's bounds, with y down.
@MainActor final class SystemOverlayRenderer: CALayerDelegate {
    /// The page to draw; nil draws nothing.
    var page: SystemOverlayPage?

    func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }

    func draw(_ layer: CALayer, in ctx: CGContext) {
        guard let page else { return }
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        let canvas = OverlayCanvas(ctx: ctx)
        switch page.kind {
        case .classicControlCenter: canvas.drawClassicControlCenter(in: layer.bounds, page: page)
        case .modernControlCenter: canvas.drawModernControlCenter(in: layer.bounds, page: page)
        case .notificationCenter: canvas.drawNotificationCenter(in: layer.bounds, page: page)
        }
    }
}

/// The colours the overlays draw with over their dark material.
enum OverlayInk {
    static let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// Secondary text and dimmed glyphs.
    static let secondary = CGColor(red: 1, green: 1, blue: 1, alpha: 0.55)
    /// A module's platter: lighter than the material behind it.
    static let platter = CGColor(red: 1, green: 1, blue: 1, alpha: 0.16)
    /// A button that is off.
    static let buttonOff = CGColor(red: 1, green: 1, blue: 1, alpha: 0.22)
    /// A hairline between the sections of the classic Control Center.
    static let separator = CGColor(red: 1, green: 1, blue: 1, alpha: 0.18)
    /// A slider's filled part.
    static let sliderFill = CGColor(red: 0.96, green: 0.96, blue: 0.96, alpha: 1)
    /// A glyph drawn on a white fill.
    static let onWhite = CGColor(red: 0.42, green: 0.42, blue: 0.44, alpha: 1)
    /// A grabber bar.
    static let grabber = CGColor(red: 1, green: 1, blue: 1, alpha: 0.7)
    /// iOS's system blue, green and red (UIColor.systemBlue and friends, dark appearance).
    static let blue = CGColor(red: 10 / 255, green: 132 / 255, blue: 1, alpha: 1)
    static let green = CGColor(red: 48 / 255, green: 209 / 255, blue: 88 / 255, alpha: 1)
    static let red = CGColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1)
}

/// The drawing operations the overlays share: platters, round buttons, glyphs and text.
@MainActor struct OverlayCanvas {
    let ctx: CGContext

    /// Fills a rounded rectangle.
    func platter(_ rect: CGRect, radius: CGFloat, fill: CGColor = OverlayInk.platter) {
        ctx.setFillColor(fill)
        ctx.addPath(CGPath(roundedRect: rect, cornerWidth: radius, cornerHeight: radius, transform: nil))
        ctx.fillPath()
    }

    /// A round button of `diameter` centred on `centre`, with `glyph` in it at half its size.
    func roundButton(_ glyph: SystemGlyph, centre: CGPoint, diameter: CGFloat, fill: CGColor, ink: CGColor = OverlayInk.white) {
        ctx.setFillColor(fill)
        ctx.fillEllipse(in: CGRect(x: centre.x - diameter / 2, y: centre.y - diameter / 2, width: diameter, height: diameter))
        glyph.draw(in: ctx, centre: centre, size: diameter * 0.5, color: ink)
    }

    /// A horizontal bar with round ends, centred on `centre`.
    func bar(centre: CGPoint, width: CGFloat, height: CGFloat, fill: CGColor) {
        platter(CGRect(x: centre.x - width / 2, y: centre.y - height / 2, width: width, height: height), radius: height / 2, fill: fill)
    }

    /// The size of `text` on one line in `font`.
    func size(_ text: String, font: UIFont) -> CGSize {
        text.size(withAttributes: [.font: font])
    }

    /// Draws `text` on one line with its top-left at `origin`.
    func text(_ text: String, at origin: CGPoint, font: UIFont, color: CGColor) {
        text.draw(at: origin, withAttributes: [.font: font, .foregroundColor: UIColor(cgColor: color)])
    }

    /// Draws `text` on one line centred across `centreX`, its top at `top`.
    func text(_ text: String, centredOn centreX: CGFloat, top: CGFloat, font: UIFont, color: CGColor) {
        let width = size(text, font: font).width
        self.text(text, at: CGPoint(x: (centreX - width / 2).rounded(), y: top), font: font, color: color)
    }

    /// Draws `text` on one line from `origin`, cut off at `width`.
    func text(_ text: String, at origin: CGPoint, width: CGFloat, font: UIFont, color: CGColor) {
        ctx.saveGState()
        ctx.clip(to: CGRect(x: origin.x, y: origin.y, width: width, height: size(text, font: font).height))
        self.text(text, at: origin, font: font, color: color)
        ctx.restoreGState()
    }
}
