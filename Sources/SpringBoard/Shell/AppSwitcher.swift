import Foundation
@_spi(SpringBoard) import UIKit
@_spi(SpringBoard) import QuartzCore

/// The app's picture as the system moves it: the windows ride in a card that the Home pull
/// shrinks after the finger, and that the app switcher shows over the dimmed wallpaper.
///
/// Its layer stands where the app's windows stand in the screen's layers (under the home screen
/// and the status bar), and holds them, untouched, in the card: at rest the card is the screen,
/// square and full size, and nothing else shows. `SystemShell` drives it with the edge arbiter's
/// actions for the Home pull:
/// - while the pull follows the finger, the card's scale falls with the finger's travel from the
///   bottom (`pullScale`, 0.5 at half the screen's height) and it rises with it, its corners
///   rounded, the dimmed wallpaper around it;
/// - a pull that goes back springs the card back to full size over `returnDuration`; one that
///   completes goes home (`Device.pressHome()`), and the home screen covers it;
/// - the switcher intent settles the card at the switcher's pose (`switcherScale`, centred a
///   little above the middle) with the app's icon and name above it, and the release shows the
///   switcher there: the app resigns active (`AppLifecycle`'s `switcher` phase).
/// Every finger is the open switcher's (`handle(_:)`): a tap on the card brings the app back
/// full size, and a swipe up anywhere or a tap beside the card goes home, as Home does. (iOS
/// quits an app whose card is swiped up; the simulated device runs one app and never quits it.)
@MainActor final class AppSwitcher {
    private unowned let device: Device
    /// The stage: the wallpaper, the card with the app's windows, the label.
    let layer = CALayer()
    /// The dimmed wallpaper around the card.
    private let wallpaper = CALayer()
    private let wallpaperRenderer = SwitcherWallpaperRenderer()
    /// The card: the app's windows, scaled and moved as a whole.
    let card = CALayer()
    /// The app's icon and name above the card in the switcher.
    private let label = CALayer()
    private let labelRenderer = SwitcherLabelRenderer()

    /// What the switcher is doing.
    enum State: Equatable {
        /// The card is the screen (or springing back to it).
        case idle
        /// The Home pull is moving the card with `finger`.
        case pulling(finger: Int)
        /// The Home pull's finger paused: the card waits at the switcher's pose.
        case intent(finger: Int)
        /// The switcher shows, the app inactive in its card.
        case shown
    }
    private(set) var state = State.idle
    /// Where each finger on the open switcher went down.
    private var fingers: [Int: CGPoint] = [:]
    /// Whether the status bar's content is light because the wallpaper is under it (the card
    /// has dropped below the bar); the app's own style comes back when the card is full size again.
    private var isStatusBarOverWallpaper = false
    /// The size the wallpaper was last drawn at: it is drawn when it first shows, and again after a rotation.
    private var wallpaperSize: CGSize?

    /// The card's scale at half the screen's height of travel is 0.5: it falls by the travel over
    /// the screen's height (my choice, after the example), down to this smallest scale.
    static let pullMinimumScale: CGFloat = 0.3
    /// How far the card's centre rises per point the finger travels: 0.35, so that the finger
    /// stays on the card's lower part as both rise (my choice).
    static let pullRise: CGFloat = 0.35
    /// The card's corner radius in its own points: 39 pt, the iPhone X display's corners, on
    /// models without a Home button; 10 pt on the others, whose displays are square (my choices).
    static let fullScreenCornerRadius: CGFloat = 39
    static let homeButtonCornerRadius: CGFloat = 10
    /// The card's scale in the switcher: 0.6 (my choice, after the example).
    static let switcherScale: CGFloat = 0.6
    /// The card's centre in the switcher, as a fraction of the screen's height from its top:
    /// 0.46, a little above the middle, leaving room for the label (my choice).
    static let switcherCentre: CGFloat = 0.46
    /// How long the card takes to spring back to full size, or to settle in the switcher: 0.25 s.
    static let returnDuration: TimeInterval = 0.25
    /// The label's icon: 28 pt, 8 pt above the card's top left corner (my choice).
    static let labelIconSize: CGFloat = 28
    static let labelGap: CGFloat = 8
    /// How far a finger may move and still tap the switcher: 10 pt (my choice).
    static let tapSlop: CGFloat = 10

    init(device: Device) {
        self.device = device
        layer.name = "App switcher"
        wallpaper.name = "App switcher wallpaper"
        wallpaper.delegate = wallpaperRenderer
        wallpaper.contentsScale = device.model.scale
        wallpaper.isHidden = true
        card.name = "App card"
        card.addSublayer(device.screen.windowsLayer)
        label.name = "App switcher label"
        label.delegate = labelRenderer
        label.contentsScale = device.model.scale
        label.isHidden = true
        layer.addSublayer(wallpaper)
        layer.addSublayer(card)
        layer.addSublayer(label)
        layout()
    }

    /// Whether the switcher shows (released open, not only the intent).
    var isShown: Bool { state == .shown }

    /// The card's scale as on the screen now, animations included (1 at rest).
    var presentedCardScale: CGFloat { (card.presentation() ?? card).transform.m11 }

    /// The card's frame on the screen in its model pose.
    var cardFrame: CGRect { card.frame }

    /// Fits the stage to the screen after a rotation; a card in the switcher's pose keeps it.
    func layout() {
        let bounds = device.screen.bounds
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.frame = bounds
        wallpaper.frame = bounds
        card.bounds = CGRect(origin: .zero, size: bounds.size)
        card.position = CGPoint(x: bounds.midX, y: bounds.midY)
        switch state {
        case .idle: card.transform = CATransform3DIdentity
        case .intent, .shown: card.transform = switcherTransform
        case .pulling: break
        }
        placeLabel()
        CATransaction.commit()
        if !wallpaper.isHidden { showWallpaper() }
    }

    // MARK: The Home pull

    /// The Home pull begins with `finger` at `point`: the card leaves full size.
    func beginPull(finger: Int, at point: CGPoint) {
        state = .pulling(finger: finger)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        card.removeAllAnimations()
        label.removeAllAnimations()
        wallpaper.removeAllAnimations()
        label.isHidden = true
        CATransaction.commit()
        showWallpaper()
        follow(finger: finger, to: point)
    }

    /// The pull's finger moved to `point`: the card follows it, unless the intent holds it.
    func follow(finger: Int, to point: CGPoint) {
        guard state == .pulling(finger: finger) else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        card.transform = pullTransform(fingerAt: point)
        CATransaction.commit()
        setStatusBarOverWallpaper(card.frame.minY >= device.statusBar.frame.maxY)
    }

    /// The pull's finger paused: the card settles at the switcher's pose and the label shows.
    func showIntent(finger: Int) {
        guard state == .pulling(finger: finger) else { return }
        state = .intent(finger: finger)
        moveCard(to: switcherTransform)
        showLabel()
        setStatusBarOverWallpaper(true)
    }

    /// The pull went back, with or without the intent: the card springs back to full size and
    /// the app is as it was.
    func springBack() {
        switch state {
        case .pulling, .intent: returnToApp()
        case .idle, .shown: break
        }
    }

    // MARK: The switcher

    /// Shows the switcher: the card at the switcher's pose, from wherever it is, with the label
    /// over the wallpaper; the app resigns active. Nothing while it shows.
    func open() {
        guard state != .shown else { return }
        if state == .idle { showWallpaper() }
        state = .shown
        fingers.removeAll()
        moveCard(to: switcherTransform)
        showLabel()
        setStatusBarOverWallpaper(true)
        device.performLifecycleActions(device.lifecycle.handle(.switcherOpened))
    }

    /// A finger on the open switcher: a tap on the card brings the app back; a swipe up of
    /// `SystemEdgeArbiter.completionTravel` or more, or a tap beside the card, goes home.
    func handle(_ record: UITouchDispatcher.FingerRecord) {
        switch record.kind {
        case .down: fingers[record.finger] = record.location
        case .move: break
        case .cancel: fingers[record.finger] = nil
        case .up:
            guard let start = fingers.removeValue(forKey: record.finger), state == .shown else { return }
            let end = record.location
            if start.y - end.y >= SystemEdgeArbiter.completionTravel {
                device.pressHome()
            } else if hypot(end.x - start.x, end.y - start.y) <= Self.tapSlop {
                if cardFrame.contains(start) && cardFrame.contains(end) { close() } else { device.pressHome() }
            }
        }
    }

    /// Leaves the switcher for the app: the card grows back to full size and the app becomes active.
    private func close() {
        returnToApp()
        device.performLifecycleActions(device.lifecycle.handle(.switcherClosed))
    }

    /// The home screen shows over the stage: the card is the screen again at once, under it.
    func reset() {
        state = .idle
        fingers.removeAll()
        // The home screen makes the bar light itself.
        isStatusBarOverWallpaper = false
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        card.removeAllAnimations()
        label.removeAllAnimations()
        wallpaper.removeAllAnimations()
        card.transform = CATransform3DIdentity
        card.cornerRadius = 0
        card.masksToBounds = false
        label.isHidden = true
        wallpaper.isHidden = true
        CATransaction.commit()
    }

    // MARK: Drawing

    /// The card grows back to full size over `returnDuration`; the wallpaper and the label go
    /// once it is there, its corners are square again, and the status bar has the app's style.
    private func returnToApp() {
        // The label came with the intent or the switcher.
        let hadLabel: Bool
        switch state {
        case .intent, .shown: hadLabel = true
        case .idle, .pulling: hadLabel = false
        }
        state = .idle
        fingers.removeAll()
        moveCard(to: CATransform3DIdentity) { [weak self] in
            // A pull that began again while this one sprang back keeps its card.
            guard let self, state == .idle else { return }
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            card.cornerRadius = 0
            card.masksToBounds = false
            wallpaper.isHidden = true
            label.isHidden = true
            CATransaction.commit()
            setStatusBarOverWallpaper(false)
        }
        if hadLabel { fadeLabel(to: 0) }
    }

    /// Makes the status bar's content light over the wallpaper, or gives it back its own style.
    private func setStatusBarOverWallpaper(_ over: Bool) {
        guard over != isStatusBarOverWallpaper else { return }
        isStatusBarOverWallpaper = over
        device.updateStatusBar(.homeScreenShown(over))
    }

    /// Rounds the card's corners and shows the wallpaper around it, drawn if it has not been at this size.
    private func showWallpaper() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        card.cornerRadius = cornerRadius
        card.masksToBounds = true
        if wallpaperSize != wallpaper.bounds.size {
            wallpaperSize = wallpaper.bounds.size
            wallpaper.setNeedsDisplay()
        }
        wallpaper.isHidden = false
        CATransaction.commit()
    }

    /// Fades the label in over the card's switcher pose.
    private func showLabel() {
        labelRenderer.appName = device.appDisplayName
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        placeLabel()
        label.setNeedsDisplay()
        label.opacity = 0
        label.isHidden = false
        CATransaction.commit()
        fadeLabel(to: 1)
    }

    /// Puts the label above the top left corner of the card in the switcher's pose.
    private func placeLabel() {
        let frame = switcherCardFrame
        let height = Self.labelIconSize
        label.frame = CGRect(x: frame.minX, y: frame.minY - Self.labelGap - height, width: frame.width, height: height)
    }

    /// The card's corner radius on this model.
    private var cornerRadius: CGFloat {
        device.model.hasHomeButton ? Self.homeButtonCornerRadius : Self.fullScreenCornerRadius
    }

    /// The card's scale when the finger has travelled `travel` points from the screen's bottom.
    private static func pullScale(travel: CGFloat, screenHeight: CGFloat) -> CGFloat {
        min(1, max(pullMinimumScale, 1 - travel / screenHeight))
    }

    /// The card's transform with the pull's finger at `point`: scaled by `pullScale`, its centre
    /// risen by `pullRise` of the travel.
    private func pullTransform(fingerAt point: CGPoint) -> CATransform3D {
        let bounds = device.screen.bounds
        let travel = max(0, bounds.maxY - point.y)
        let scale = Self.pullScale(travel: travel, screenHeight: bounds.height)
        return Self.transform(scale: scale, offset: CGVector(dx: 0, dy: -travel * Self.pullRise))
    }

    /// The card's transform in the switcher.
    private var switcherTransform: CATransform3D {
        let bounds = device.screen.bounds
        return Self.transform(scale: Self.switcherScale, offset: CGVector(dx: 0, dy: bounds.height * (Self.switcherCentre - 0.5)))
    }

    /// The card's frame on the screen in the switcher.
    private var switcherCardFrame: CGRect {
        let bounds = device.screen.bounds, scale = Self.switcherScale
        let size = CGSize(width: bounds.width * scale, height: bounds.height * scale)
        return CGRect(x: bounds.midX - size.width / 2, y: bounds.minY + bounds.height * Self.switcherCentre - size.height / 2,
                      width: size.width, height: size.height)
    }

    /// A transform about the card's centre: scaled by `scale`, then moved by `offset`.
    private static func transform(scale: CGFloat, offset: CGVector) -> CATransform3D {
        CATransform3DScale(CATransform3DMakeTranslation(offset.dx, offset.dy, 0), scale, scale, 1)
    }

    /// Moves the card to `transform` over `returnDuration`, ease out, from where it shows now.
    private func moveCard(to transform: CATransform3D, completion: (() -> Void)? = nil) {
        let from = (card.presentation() ?? card).transform
        animate(card, "transform", from: from, to: transform, completion: completion) { card.transform = transform }
    }

    /// Fades the label to `opacity` over `returnDuration`, from what shows now.
    private func fadeLabel(to opacity: Float) {
        let from = (label.presentation() ?? label).opacity
        animate(label, "opacity", from: from, to: opacity) { label.opacity = opacity }
    }

    /// Animates `keyPath` of `layer` from `from` to `to` over `returnDuration`, ease out; `set`
    /// gives the layer's model its new value.
    private func animate(_ layer: CALayer, _ keyPath: String, from: Any, to: Any, completion: (() -> Void)? = nil,
                         set: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setCompletionBlock(completion)
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = Self.returnDuration
        animation.timingFunction = CAMediaTimingFunction(name: .easeOut)
        set()
        layer.add(animation, forKey: keyPath)
        CATransaction.commit()
    }
}

/// Draws the switcher's background: the home screen's wallpaper, dimmed (iOS blurs it; a blurred
/// gradient is the gradient).
@MainActor final class SwitcherWallpaperRenderer: CALayerDelegate {
    /// The black laid over the wallpaper: 45 % (my choice).
    static let dimming = CGColor(red: 0, green: 0, blue: 0, alpha: 0.45)

    func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }

    func draw(_ layer: CALayer, in ctx: CGContext) {
        HomeScreenRenderer.drawWallpaper(in: ctx, bounds: layer.bounds)
        ctx.setFillColor(Self.dimming)
        ctx.fill(layer.bounds)
    }
}

/// Draws the label over the switcher's card: the app's icon and, beside it, its name, in white.
@MainActor final class SwitcherLabelRenderer: CALayerDelegate {
    var appName = ""

    func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }

    func draw(_ layer: CALayer, in ctx: CGContext) {
        let size = AppSwitcher.labelIconSize
        let icon = CGRect(x: 0, y: 0, width: size, height: size)
        HomeScreenRenderer.drawIcon(in: ctx, frame: icon, appName: appName)
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 15), .foregroundColor: UIColor.white]
        let nameSize = appName.size(withAttributes: attributes)
        appName.draw(at: CGPoint(x: icon.maxX + 8, y: icon.midY - nameSize.height / 2), withAttributes: attributes)
    }
}
