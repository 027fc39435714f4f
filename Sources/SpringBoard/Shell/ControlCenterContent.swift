import Foundation
@_spi(SpringBoard) import UIKit

// Control Center's content, as iOS lays it out, in points from the sheet's bounds. The states
// are fixed so screenshots never change: Wi-Fi, Bluetooth and cellular data on, the rest off,
// nothing playing.
extension OverlayCanvas {
    // MARK: iOS 11 on

    /// The module grid of iOS 11 on: a square connectivity platter and a media platter side by
    /// side; orientation lock and Do Not Disturb over Screen Mirroring beside tall brightness
    /// and volume sliders; then flashlight, timer, calculator and camera.
    ///
    /// Four columns of square units with gaps fill the portrait width; the grid starts under
    /// the sensor housing on X-class models and is centred, under a grabber, on the others.
    /// In landscape the unit shrinks until the grid fits the height.
    func drawModernControlCenter(in bounds: CGRect, page: SystemOverlayPage) {
        let width = min(bounds.width, bounds.height)
        let gap = (width * 0.04).rounded(), margin = width * 0.075
        var unit = ((width - 2 * margin - 3 * gap) / 4).rounded(.down)
        let top = page.hasHomeButton ? 0 : page.safeArea.top + (unit * 0.5).rounded()
        let room = bounds.height - (page.hasHomeButton ? 64 : top + page.safeArea.bottom + 16)
        unit = min(unit, ((room - 4 * gap) / 5).rounded(.down))
        let gridSize = CGSize(width: 4 * unit + 3 * gap, height: 5 * unit + 4 * gap)
        let origin = CGPoint(x: (bounds.midX - gridSize.width / 2).rounded(),
                             y: page.hasHomeButton ? (bounds.midY - gridSize.height / 2 + 16).rounded() : top)
        let radius = (unit * 0.28).rounded()
        /// The rectangle of `columns` × `rows` units from the unit at (`column`, `row`).
        func cell(_ column: Int, _ row: Int, columns: Int = 1, rows: Int = 1) -> CGRect {
            CGRect(x: origin.x + CGFloat(column) * (unit + gap), y: origin.y + CGFloat(row) * (unit + gap),
                   width: CGFloat(columns) * unit + CGFloat(columns - 1) * gap, height: CGFloat(rows) * unit + CGFloat(rows - 1) * gap)
        }
        if page.hasHomeButton {
            bar(centre: CGPoint(x: bounds.midX, y: max(12, origin.y - 34)), width: 36, height: 5, fill: OverlayInk.grabber)
        }

        connectivityModule(cell(0, 0, columns: 2, rows: 2), radius: radius)
        mediaModule(cell(2, 0, columns: 2, rows: 2), radius: radius)
        for (column, glyph) in [(0, SystemGlyph.orientationLock), (1, .moon)] {
            let rect = cell(column, 2)
            roundButton(glyph, centre: CGPoint(x: rect.midX, y: rect.midY), diameter: unit, fill: OverlayInk.buttonOff)
        }
        screenMirroringModule(cell(0, 3, columns: 2), unit: unit, radius: radius)
        slider(cell(2, 2, rows: 2), radius: radius, level: 0.6, glyph: .sun, unit: unit)
        slider(cell(3, 2, rows: 2), radius: radius, level: 0.4, glyph: .speaker, unit: unit)
        for (column, glyph) in [SystemGlyph.flashlight, .timer, .calculator, .camera].enumerated() {
            let rect = cell(column, 4)
            roundButton(glyph, centre: CGPoint(x: rect.midX, y: rect.midY), diameter: unit, fill: OverlayInk.buttonOff)
        }
    }

    /// Airplane mode (off), cellular data (on, green), Wi-Fi and Bluetooth (on, blue): four
    /// round buttons on a square platter.
    private func connectivityModule(_ rect: CGRect, radius: CGFloat) {
        platter(rect, radius: radius)
        let diameter = (rect.width * 0.4).rounded()
        let buttons: [(SystemGlyph, CGColor, CGFloat, CGFloat)] = [
            (.airplane, OverlayInk.buttonOff, 0.28, 0.28), (.cellular, OverlayInk.green, 0.72, 0.28),
            (.wifi, OverlayInk.blue, 0.28, 0.72), (.bluetooth, OverlayInk.blue, 0.72, 0.72)]
        for (glyph, fill, x, y) in buttons {
            roundButton(glyph, centre: CGPoint(x: rect.minX + rect.width * x, y: rect.minY + rect.height * y),
                        diameter: diameter, fill: fill)
        }
    }

    /// Nothing playing: the AirPlay glyph in the corner, "Not Playing", and the transport
    /// buttons, dimmed but for play.
    private func mediaModule(_ rect: CGRect, radius: CGFloat) {
        platter(rect, radius: radius)
        let side = rect.width
        SystemGlyph.airPlay.draw(in: ctx, centre: CGPoint(x: rect.maxX - side * 0.16, y: rect.minY + side * 0.16),
                                 size: side * 0.14, color: OverlayInk.secondary)
        text("Not Playing", centredOn: rect.midX, top: rect.minY + side * 0.32, font: .systemFont(ofSize: 14), color: OverlayInk.secondary)
        let y = rect.minY + side * 0.7, glyphSize = side * 0.15
        SystemGlyph.previousTrack.draw(in: ctx, centre: CGPoint(x: rect.midX - side * 0.28, y: y), size: glyphSize, color: OverlayInk.secondary)
        SystemGlyph.play.draw(in: ctx, centre: CGPoint(x: rect.midX, y: y), size: glyphSize, color: OverlayInk.white)
        SystemGlyph.nextTrack.draw(in: ctx, centre: CGPoint(x: rect.midX + side * 0.28, y: y), size: glyphSize, color: OverlayInk.secondary)
    }

    /// A platter two units wide with the mirroring glyph and "Screen Mirroring" on two lines.
    private func screenMirroringModule(_ rect: CGRect, unit: CGFloat, radius: CGFloat) {
        platter(rect, radius: radius)
        SystemGlyph.screenMirroring.draw(in: ctx, centre: CGPoint(x: rect.minX + unit * 0.45, y: rect.midY),
                                         size: unit * 0.4, color: OverlayInk.white)
        let font = UIFont.systemFont(ofSize: 13), line = size("Screen", font: font).height
        let x = rect.minX + unit * 0.82, width = rect.maxX - x - 6
        text("Screen", at: CGPoint(x: x, y: (rect.midY - line).rounded()), width: width, font: font, color: OverlayInk.white)
        text("Mirroring", at: CGPoint(x: x, y: rect.midY.rounded()), width: width, font: font, color: OverlayInk.white)
    }

    /// A tall slider: a platter filled in white from the bottom to `level`, with `glyph` near its foot.
    private func slider(_ rect: CGRect, radius: CGFloat, level: CGFloat, glyph: SystemGlyph, unit: CGFloat) {
        platter(rect, radius: radius)
        ctx.saveGState()
        ctx.addPath(CGPath(roundedRect: rect, cornerWidth: radius, cornerHeight: radius, transform: nil))
        ctx.clip()
        let filled = (rect.height * level).rounded()
        ctx.setFillColor(OverlayInk.sliderFill)
        ctx.fill(CGRect(x: rect.minX, y: rect.maxY - filled, width: rect.width, height: filled))
        ctx.restoreGState()
        glyph.draw(in: ctx, centre: CGPoint(x: rect.midX, y: rect.maxY - unit * 0.5), size: unit * 0.38, color: OverlayInk.onWhite)
    }

    // MARK: iOS 7 to 10

    /// The sheet of iOS 7 to 10 on a model with a Home button: a grabber; Airplane mode, Wi-Fi,
    /// Bluetooth, Do Not Disturb and orientation lock; brightness; the music controls and
    /// volume; AirDrop and AirPlay; flashlight, timer, calculator and camera; sections parted
    /// by hairlines.
    ///
    /// The rows sit where they do on a 445 pt sheet (an iPhone 6s's two thirds), moved in
    /// proportion on other heights; sizes shrink with a shorter or narrower sheet, never grow.
    func drawClassicControlCenter(in bounds: CGRect, page: SystemOverlayPage) {
        let width = bounds.width, vertical = bounds.height / 445
        let scale = min(1, vertical, width / 375)
        /// The y of a row that lies at `nominal` on a 445 pt sheet.
        func row(_ nominal: CGFloat) -> CGFloat { (bounds.minY + nominal * vertical).rounded() }
        let diameter = (50 * scale).rounded()

        bar(centre: CGPoint(x: bounds.midX, y: row(10)), width: 36, height: 5, fill: OverlayInk.grabber)
        let toggles: [(SystemGlyph, Bool)] = [(.airplane, false), (.wifi, true), (.bluetooth, true), (.moon, false), (.orientationLock, false)]
        let spacing = min(width * 0.18, 68)
        for (index, (glyph, on)) in toggles.enumerated() {
            roundButton(glyph, centre: CGPoint(x: bounds.midX + CGFloat(index - 2) * spacing, y: row(54)), diameter: diameter,
                        fill: on ? OverlayInk.white : OverlayInk.buttonOff, ink: on ? OverlayInk.onWhite : OverlayInk.white)
        }
        separator(y: row(96), in: bounds)
        classicSlider(y: row(122), level: 0.6, glyphs: (.sun, .sun), in: bounds, scale: scale)
        separator(y: row(148), in: bounds)

        // Music: the scrubber and its times, the title, the transport buttons and the volume.
        let small = UIFont.systemFont(ofSize: 11)
        ctx.setFillColor(OverlayInk.separator)
        ctx.fill(CGRect(x: bounds.minX + 52, y: row(168), width: width - 104, height: 2))
        text("0:00", at: CGPoint(x: bounds.minX + 14, y: row(168) - 6), font: small, color: OverlayInk.secondary)
        let remaining = size("-0:00", font: small).width
        text("-0:00", at: CGPoint(x: bounds.maxX - 14 - remaining, y: row(168) - 6), font: small, color: OverlayInk.secondary)
        text("Not Playing", centredOn: bounds.midX, top: row(184), font: .systemFont(ofSize: 15), color: OverlayInk.secondary)
        let transport = row(230), glyphSize = (26 * scale).rounded(), step = min(width * 0.24, 90)
        SystemGlyph.previousTrack.draw(in: ctx, centre: CGPoint(x: bounds.midX - step, y: transport), size: glyphSize, color: OverlayInk.secondary)
        SystemGlyph.play.draw(in: ctx, centre: CGPoint(x: bounds.midX, y: transport), size: glyphSize, color: OverlayInk.white)
        SystemGlyph.nextTrack.draw(in: ctx, centre: CGPoint(x: bounds.midX + step, y: transport), size: glyphSize, color: OverlayInk.secondary)
        classicSlider(y: row(268), level: 0.4, glyphs: (.speaker, .speaker), in: bounds, scale: scale)
        separator(y: row(290), in: bounds)

        // AirDrop and AirPlay, side by side.
        let buttonHeight = (36 * scale).rounded(), font = UIFont.systemFont(ofSize: 14)
        for (index, (glyph, label)) in [(SystemGlyph.airDrop, "AirDrop"), (.airPlay, "AirPlay")].enumerated() {
            let half = (width - 36) / 2
            let rect = CGRect(x: bounds.minX + 12 + CGFloat(index) * (half + 12), y: row(317) - buttonHeight / 2, width: half, height: buttonHeight)
            platter(rect, radius: (10 * scale).rounded())
            let labelSize = size(label, font: font), glyphSide = (18 * scale).rounded()
            let start = rect.midX - (glyphSide + 8 + labelSize.width) / 2
            glyph.draw(in: ctx, centre: CGPoint(x: start + glyphSide / 2, y: rect.midY), size: glyphSide, color: OverlayInk.white)
            text(label, at: CGPoint(x: (start + glyphSide + 8).rounded(), y: (rect.midY - labelSize.height / 2).rounded()),
                 font: font, color: OverlayInk.white)
        }
        separator(y: row(346), in: bounds)

        let launchers: [SystemGlyph] = [.flashlight, .timer, .calculator, .camera]
        let launchSpacing = min(width * 0.22, 84)
        for (index, glyph) in launchers.enumerated() {
            roundButton(glyph, centre: CGPoint(x: bounds.midX + (CGFloat(index) - 1.5) * launchSpacing, y: row(392)),
                        diameter: diameter, fill: OverlayInk.buttonOff)
        }
    }

    /// A hairline across the sheet, 12 pt in from each side.
    private func separator(y: CGFloat, in bounds: CGRect) {
        ctx.setFillColor(OverlayInk.separator)
        ctx.fill(CGRect(x: bounds.minX + 12, y: y, width: bounds.width - 24, height: 1))
    }

    /// A thin horizontal slider of iOS 7 to 10 at `y`: a small glyph, the track (white up to
    /// `level`), a round white thumb, and a larger glyph.
    private func classicSlider(y: CGFloat, level: CGFloat, glyphs: (SystemGlyph, SystemGlyph), in bounds: CGRect, scale: CGFloat) {
        let start = bounds.minX + 52, length = bounds.width - 104
        let thumbX = (start + length * level).rounded()
        ctx.setFillColor(OverlayInk.white)
        ctx.fill(CGRect(x: start, y: y - 1, width: thumbX - start, height: 2))
        ctx.setFillColor(OverlayInk.separator)
        ctx.fill(CGRect(x: thumbX, y: y - 1, width: start + length - thumbX, height: 2))
        let thumb = (26 * scale).rounded()
        ctx.setFillColor(OverlayInk.white)
        ctx.fillEllipse(in: CGRect(x: thumbX - thumb / 2, y: y - thumb / 2, width: thumb, height: thumb))
        glyphs.0.draw(in: ctx, centre: CGPoint(x: bounds.minX + 28, y: y), size: 14, color: OverlayInk.secondary)
        glyphs.1.draw(in: ctx, centre: CGPoint(x: bounds.maxX - 28, y: y), size: 22, color: OverlayInk.secondary)
    }
}
