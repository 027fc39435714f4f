import Foundation
@_spi(SpringBoard) import UIKit
@_spi(SpringBoard) import QuartzCore

/// The system status bar: time, signal and battery, drawn by the system above the app's windows.
///
/// Its height comes from the device model (reference §1.1). On iOS 6 and earlier it is an
/// opaque bar (grey by default, black for `.lightContent`) and apps lay out below it; from
/// iOS 7 on it is transparent, with dark content by default and light content for
/// `.lightContent`, over the app. Its visibility, height, style and call state live in one
/// `StatusBarState`; every change, from the app or the system, goes through the device, which
/// performs that machine's actions (the app's will/did calls and notifications among them).
@MainActor public final class StatusBar {
    private unowned let device: Device
    /// The layer the bar draws in, above the app's windows.
    @_spi(Testing) public let layer = CALayer()
    private let renderer: StatusBarRenderer
    /// The bar's state; change it only through `Device.updateStatusBar(_:)`.
    var state: StatusBarState

    /// The time shown: the device's `systemDate`, Apple's customary "9:41" unless it is set.
    public var timeText: String { clock.time }

    /// The device's `systemDate` as the bar writes it.
    var clock: SystemClockText { SystemClockText(device.systemDate) }

    /// Whether the app asked for the bar to be hidden; setting it shows or hides the bar at once,
    /// as `UIApplication.isStatusBarHidden` does.
    public var isHidden: Bool {
        get { state.isHiddenByApp }
        set { device.updateStatusBar(.setHidden(newValue, transition: nil)) }
    }

    /// Whether the double-height in-call bar is shown (models with a home button only).
    public var isInCall: Bool { state.isInCall }

    /// The style of the bar's content.
    public var style: UIStatusBarStyle {
        get { state.style }
        set { device.updateStatusBar(.setStyle(newValue)) }
    }

    init(device: Device) {
        self.device = device
        let model = device.model
        state = StatusBarState(metrics: .init(defaultHeight: model.statusBarHeight, inCallHeight: model.inCallStatusBarHeight,
                                              hidesInLandscape: device.systemVersion.isAtLeast(8),
                                              hasNoLandscapeBar: !model.hasHomeButton),
                               screenWidth: device.screen.bounds.width)
        renderer = StatusBarRenderer()
        renderer.statusBar = self
        layer.name = "Status bar"
        layer.delegate = renderer
        layer.contentsScale = model.scale
        apply(transition: nil)
    }

    /// Whether the bar is on screen: not hidden by the app, and not in landscape, where iPhones
    /// hide it from iOS 8 on (compact height, reference §1.2): through the deciding view
    /// controller's `prefersStatusBarHidden` where controllers decide, by the system otherwise,
    /// and always on models with a sensor housing.
    public var isVisible: Bool { state.isVisible }

    /// The bar's usual height: the model's, whatever the call state.
    public var defaultHeight: CGFloat { state.metrics.defaultHeight }

    /// The bar's height while shown: 40 pt during a call on models with a home button.
    public var height: CGFloat { state.height }

    /// The bar's frame in screen coordinates; `.zero` while it is not visible.
    public var frame: CGRect { state.frame }

    /// Fits the layer to the state, and redraws it: shown or hidden through its opacity, at
    /// once or with `transition` (from what is on screen now).
    ///
    /// A fade animates the opacity; a slide moves the bar up out of the screen (or down into
    /// it) at full opacity, and takes the new opacity at its end. The timing is the enclosing
    /// animation block's when the transition carries one, else the system's 0.25 s, linear.
    func apply(transition: UIStatusBarTransition?) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        layer.frame = state.barRect
        let opacity: Float = state.isVisible ? 1 : 0
        let onScreenOpacity = self.onScreenOpacity
        for key in ["statusBarFade", "statusBarSlide"] + Self.rotationFadeKeys { layer.removeAnimation(forKey: key) }
        if let transition, layer.opacity != opacity {
            let duration = transition.duration ?? SpringBoardConstants.statusBarFadeDuration
            let timing = CAMediaTimingFunction(name: Self.timingFunctionName(transition.curve))
            switch transition.animation {
            case .none:
                break
            case .fade:
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = onScreenOpacity
                fade.toValue = opacity
                fade.duration = duration
                fade.timingFunction = timing
                layer.add(fade, forKey: "statusBarFade")
            case .slide:
                let shown = layer.position
                let above = CGPoint(x: shown.x, y: shown.y - state.barRect.height)
                let slide = CABasicAnimation(keyPath: "position")
                slide.fromValue = state.isVisible ? above : shown
                slide.toValue = state.isVisible ? shown : above
                slide.duration = duration
                slide.timingFunction = timing
                layer.add(slide, forKey: "statusBarSlide")
                // The bar stays opaque while it slides; the model's opacity applies at the end.
                let hold = CABasicAnimation(keyPath: "opacity")
                hold.fromValue = Float(1)
                hold.toValue = Float(1)
                hold.duration = duration
                layer.add(hold, forKey: "statusBarFade")
            }
        }
        layer.opacity = opacity
        layer.setNeedsDisplay()
    }

    /// The bar's opacity as it is on screen now, mid-fade included.
    var onScreenOpacity: Float { layer.presentation()?.opacity ?? layer.opacity }

    /// The keys of the two halves of the fade through a rotation, the fade-in first.
    private static let rotationFadeKeys = ["statusBarRotationFadeIn", "statusBarRotationFadeOut"]

    /// Fades the bar out over the first half of an interface rotation of `duration` seconds,
    /// from `opacity` (what was on screen when it began), and, if the bar shows in the new
    /// orientation, back in over the second half; call it once the bar has its new state.
    ///
    /// The bar takes its new frame at once, so it is faded out while the window's content
    /// turns, rather than drawn turning with it. A bar that was not on screen only fades in; one
    /// hidden in the new orientation only fades out. A later change to the bar (`apply`) ends
    /// the fade.
    func fadeThroughRotation(from opacity: Float, duration: TimeInterval) {
        let half = duration / 2
        guard half > 0 else { return }
        // The fade-in is added first, so that the fade-out, while it runs, is what shows.
        if state.isVisible {
            let fadeIn = CABasicAnimation(keyPath: "opacity")
            fadeIn.fromValue = Float(0)
            fadeIn.toValue = layer.opacity
            fadeIn.beginTime = CACurrentMediaTime() + half
            fadeIn.duration = half
            fadeIn.fillMode = .backwards
            fadeIn.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            layer.add(fadeIn, forKey: Self.rotationFadeKeys[0])
        }
        if opacity > 0 {
            let fadeOut = CABasicAnimation(keyPath: "opacity")
            fadeOut.fromValue = opacity
            fadeOut.toValue = Float(0)
            fadeOut.duration = half
            fadeOut.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            layer.add(fadeOut, forKey: Self.rotationFadeKeys[1])
        }
    }

    /// The timing function of a transition's curve: the block's, or linear for the system's own.
    private static func timingFunctionName(_ curve: UIView.AnimationCurve?) -> CAMediaTimingFunctionName {
        switch curve {
        case .easeInOut: return .easeInEaseOut
        case .easeIn: return .easeIn
        case .easeOut: return .easeOut
        case .linear, nil: return .linear
        }
    }

    /// Whether the bar uses the iOS 6 and earlier opaque design.
    var isLegacyDesign: Bool { !device.systemVersion.isAtLeast(7) }

    /// Whether the home screen is showing (the bar's content is then light).
    var showsHomeScreen: Bool { state.isOverHomeScreen }

    /// Whether the model has a sensor housing, whose status bar splits around it.
    var hasSensorHousing: Bool { !device.model.hasHomeButton }

    /// Whether the `.default` style shows light content: in dark mode, from iOS 13 on, as
    /// Apple's `UIStatusBarStyle.default` documents ("automatically chooses light or dark
    /// content based on the user interface style").
    var defaultStyleIsLight: Bool { device.systemVersion.isAtLeast(13) && device.screen.userInterfaceStyle == .dark }
}

/// Draws the status bar's contents.
@MainActor final class StatusBarRenderer: CALayerDelegate {
    weak var statusBar: StatusBar?

    func draw(_ layer: CALayer, in ctx: CGContext) {
        guard let bar = statusBar else { return }
        let bounds = layer.bounds
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        let light = bar.style == .lightContent || (bar.style == .default && bar.defaultStyleIsLight) || bar.isInCall || bar.showsHomeScreen
        let ink: UIColor = light ? .white : .black
        if bar.isInCall {
            drawInCallBackground(ctx, bounds: bounds, time: bar.timeText, legacy: bar.isLegacyDesign)
        } else if bar.isLegacyDesign {
            drawLegacyBackground(ctx, bounds: bounds, black: light)
        }
        let itemsBounds = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bar.defaultHeight)
        if bar.hasSensorHousing {
            drawSplitLayout(ctx, bounds: itemsBounds, time: bar.timeText, ink: ink)
        } else {
            drawClassicLayout(ctx, bounds: itemsBounds, time: bar.timeText + " " + bar.clock.period,
                              ink: ink, bold: bar.isLegacyDesign)
        }
    }

    func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }

    /// The in-call bar: green, with "Touch to return to call" in its lower half.
    private func drawInCallBackground(_ ctx: CGContext, bounds: CGRect, time: String, legacy: Bool) {
        let green = legacy ? CGColor(red: 0.30, green: 0.70, blue: 0.25, alpha: 1) : CGColor(red: 76 / 255, green: 217 / 255, blue: 100 / 255, alpha: 1)
        ctx.setFillColor(green)
        ctx.fill(bounds)
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.white]
        let text = "Touch to return to call  0:42"
        let size = text.size(withAttributes: attributes)
        text.draw(at: CGPoint(x: (bounds.width - size.width) / 2, y: bounds.maxY - 10 - size.height / 2), withAttributes: attributes)
    }

    /// The opaque bar of iOS 2–6: a light grey gradient, or black.
    private func drawLegacyBackground(_ ctx: CGContext, bounds: CGRect, black: Bool) {
        if black {
            ctx.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
            ctx.fill(bounds)
            return
        }
        let colors = [CGColor(red: 0.88, green: 0.88, blue: 0.88, alpha: 1), CGColor(red: 0.66, green: 0.66, blue: 0.66, alpha: 1)]
        if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]) {
            ctx.drawLinearGradient(gradient, start: CGPoint(x: 0, y: bounds.minY), end: CGPoint(x: 0, y: bounds.maxY), options: [])
        }
        ctx.setFillColor(CGColor(red: 0.4, green: 0.4, blue: 0.4, alpha: 1))
        ctx.fill(CGRect(x: bounds.minX, y: bounds.maxY - 1, width: bounds.width, height: 1))
    }

    /// Signal and carrier on the left, time centred, battery on the right (20 pt bars).
    private func drawClassicLayout(_ ctx: CGContext, bounds: CGRect, time: String, ink: UIColor, bold: Bool) {
        let font = bold ? UIFont.boldSystemFont(ofSize: 12) : UIFont.systemFont(ofSize: 12)
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: ink]
        let midY = bounds.midY
        let barsWidth = drawSignalBars(ctx, origin: CGPoint(x: 6, y: midY + 3), barWidth: 3, gap: 1, maxHeight: 8, ink: ink)
        let carrier = "Carrier"
        let carrierSize = carrier.size(withAttributes: attributes)
        carrier.draw(at: CGPoint(x: 6 + barsWidth + 4, y: midY - carrierSize.height / 2), withAttributes: attributes)
        let timeSize = time.size(withAttributes: attributes)
        time.draw(at: CGPoint(x: (bounds.width - timeSize.width) / 2, y: midY - timeSize.height / 2), withAttributes: attributes)
        drawBattery(ctx, frame: CGRect(x: bounds.maxX - 6 - 25, y: midY - 5, width: 22, height: 10), ink: ink)
    }

    /// Time in the left ear, signal and battery in the right ear (sensor-housing models).
    private func drawSplitLayout(_ ctx: CGContext, bounds: CGRect, time: String, ink: UIColor) {
        let font = UIFont.systemFont(ofSize: 15, weight: .semibold)
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: ink]
        // The ears are about a quarter of the width each; content sits centred in them, a
        // little below the middle of the bar, as on the device.
        let earWidth = bounds.width * 0.28
        let contentY = bounds.height * 0.55
        let timeSize = time.size(withAttributes: attributes)
        time.draw(at: CGPoint(x: (earWidth - timeSize.width) / 2 + 6, y: contentY - timeSize.height / 2), withAttributes: attributes)
        let rightEarStart = bounds.width - earWidth
        let batteryWidth: CGFloat = 25, barsWidth: CGFloat = 17, gap: CGFloat = 6
        let total = barsWidth + gap + batteryWidth
        let startX = rightEarStart + (earWidth - total) / 2 - 4
        _ = drawSignalBars(ctx, origin: CGPoint(x: startX, y: contentY + 5), barWidth: 3, gap: 1.66, maxHeight: 11, ink: ink)
        drawBattery(ctx, frame: CGRect(x: startX + barsWidth + gap, y: contentY - 6, width: batteryWidth - 2, height: 12), ink: ink)
    }

    /// Four bars of rising height with their bottoms on `origin.y`; returns their total width.
    private func drawSignalBars(_ ctx: CGContext, origin: CGPoint, barWidth: CGFloat, gap: CGFloat,
                                maxHeight: CGFloat, ink: UIColor) -> CGFloat {
        ctx.setFillColor(ink.cgColor)
        for i in 0..<4 {
            let height = maxHeight * CGFloat(i + 1) / 4
            let rect = CGRect(x: origin.x + CGFloat(i) * (barWidth + gap), y: origin.y - height, width: barWidth, height: height)
            ctx.addPath(CGPath(roundedRect: rect, cornerWidth: 0.6, cornerHeight: 0.6, transform: nil))
            ctx.fillPath(using: .winding)
        }
        return 4 * barWidth + 3 * gap
    }

    /// A full battery: an outlined rounded body, its fill, and the terminal nub.
    private func drawBattery(_ ctx: CGContext, frame: CGRect, ink: UIColor) {
        ctx.setStrokeColor(ink.withAlphaComponent(0.4).cgColor)
        ctx.setLineWidth(1)
        ctx.addPath(CGPath(roundedRect: frame.insetBy(dx: 0.5, dy: 0.5), cornerWidth: 2.5, cornerHeight: 2.5, transform: nil))
        ctx.strokePath()
        ctx.setFillColor(ink.cgColor)
        ctx.addPath(CGPath(roundedRect: frame.insetBy(dx: 2, dy: 2), cornerWidth: 1.5, cornerHeight: 1.5, transform: nil))
        ctx.fillPath(using: .winding)
        let nub = CGRect(x: frame.maxX + 1, y: frame.midY - 2, width: 1.5, height: 4)
        ctx.setFillColor(ink.withAlphaComponent(0.4).cgColor)
        ctx.fill(nub)
    }
}
