import Foundation
@_spi(SpringBoard) import UIKit
@_spi(SpringBoard) import QuartzCore

/// A system overlay that an edge pull opens over the app.
public enum SystemOverlay: Equatable, Sendable {
    case controlCenter, notificationCenter

    /// The edge pull that opens it.
    var gesture: SystemEdgeGesture { self == .controlCenter ? .controlCenter : .notificationCenter }
}

/// The system's surfaces over the app that the edge pulls bring: the grabber tongue, and the
/// Control Center and Notification Center sheets (reference §3).
///
/// It performs `SystemEdgeArbiter`'s actions. A pull from the bottom or the top edge drags a
/// blurred sheet after the finger; released far or fast enough it opens (the app resigns active
/// under it), otherwise it slides back. The sheet's material is the screen as the pull began,
/// blurred, saturated and tinted once (`CABackdropLayer.material`), in a picture that stays put
/// on the screen while the sheet moves over it: a live backdrop would blur the sheet's region
/// again on every frame of the pull. Over the material, a content layer that moves with the
/// sheet carries what the overlay shows (`SystemOverlayPage`): Control Center's controls, or
/// Notification Center's time, date and notifications. An open sheet takes every finger: a swipe back towards
/// its edge closes it, as Home does (the app becomes active again). The Home pull moves the app's
/// card (`AppSwitcher`): it goes home, springs back, or, after the switcher intent, opens the app
/// switcher, which then takes every finger. The tongue slides in on its edge and stays until the
/// arbiter dismisses it.
@MainActor final class SystemShell {
    private unowned let device: Device
    /// The layers over the app and the status bar.
    let layer = CALayer()
    private let sheet = CALayer()
    /// The sheet's material, as large as the screen, held still on the screen inside the moving sheet.
    private let sheetPicture = CALayer()
    /// The overlay's controls or notifications, as large as the sheet, moving with it.
    let content = CALayer()
    private let contentRenderer = SystemOverlayRenderer()
    let tongue = CABackdropLayer()
    private let tongueRenderer = TongueRenderer()

    /// The overlay being pulled or shown, and the edge it comes from.
    private(set) var overlay: (gesture: SystemEdgeGesture, edge: UIRectEdge)?
    /// Whether the overlay is open (released open), not only following a finger.
    private(set) var isOverlayOpen = false
    /// The home indicator of a model without a Home button (nil with one): a pill that is light
    /// over dark content and dark over light, by the luma of what lies beneath it.
    private let homeIndicator: CABackdropLayer?
    /// When the home indicator fades out and comes back.
    private var indicatorPolicy = HomeIndicatorPolicy()
    /// Where each finger on the open overlay went down.
    private var overlayFingers: [Int: CGPoint] = [:]
    /// The app's card, which the Home pull moves, and the app switcher; its layer holds the app's
    /// windows, in their place under the home screen and the status bar.
    let appSwitcher: AppSwitcher

    /// The tongue's size, 96 × 30 pt, and corner radius, 13 pt (reference §3.2).
    static let tongueSize = CGSize(width: 96, height: 30)
    static let tongueCornerRadius: CGFloat = 13
    /// How far the tongue's layer reaches past the screen's edge: its corners there, which iOS
    /// leaves square, lie off the screen, so only the two away from the edge show rounded.
    static let tongueOverhang = tongueCornerRadius
    /// The sheets' material: the dark recipe (uikit-behaviour.md §8.2), blur 20 pt, saturation 1.8, tint 0.11 grey at 0.73.
    static let sheetBlurRadius: CGFloat = 20
    static let sheetSaturation: CGFloat = 1.8
    static let sheetTint = CGColor(red: 0.11, green: 0.11, blue: 0.11, alpha: 0.73)
    /// How long the tongue takes to slide in or out, and a sheet to finish opening or closing: 0.2 s.
    static let slideDuration: TimeInterval = 0.2
    /// The home indicator's pill: 134 × 5 pt, its bottom 8 pt above the screen's (reference §11, [L]).
    static let homeIndicatorSize = CGSize(width: 134, height: 5)
    static let homeIndicatorBottomGap: CGFloat = 8
    /// The pill's colours: white over dark content, black over light.
    static let homeIndicatorFill = CABackdropContrastFill(overDark: CGColor(gray: 1, alpha: 1), overLight: CGColor(gray: 0, alpha: 1))
    /// How long the home indicator takes to fade out or back in: 0.25 s (my choice; the reference has none).
    static let homeIndicatorFadeDuration: TimeInterval = 0.25

    init(device: Device) {
        self.device = device
        appSwitcher = AppSwitcher(device: device)
        layer.name = "System shell"
        layer.frame = device.screen.bounds
        sheet.name = "System overlay"
        sheet.masksToBounds = true
        sheet.isHidden = true
        sheetPicture.name = "System overlay material"
        sheetPicture.contentsScale = device.model.scale
        sheet.addSublayer(sheetPicture)
        content.name = "System overlay content"
        content.contentsScale = device.model.scale
        content.needsDisplayOnBoundsChange = true
        content.delegate = contentRenderer
        sheet.addSublayer(content)
        tongue.name = "Grabber tongue"
        tongue.blurRadius = 20
        tongue.saturation = 1.8
        tongue.tintColor = CGColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.82)
        tongue.cornerRadius = Self.tongueCornerRadius
        tongue.masksToBounds = true
        tongue.contentsScale = device.model.scale
        tongue.delegate = tongueRenderer
        tongue.isHidden = true
        if device.model.hasHomeButton {
            homeIndicator = nil
        } else {
            let indicator = CABackdropLayer()
            indicator.name = "Home indicator"
            indicator.contrastFill = Self.homeIndicatorFill
            indicator.bounds = CGRect(origin: .zero, size: Self.homeIndicatorSize)
            indicator.cornerRadius = Self.homeIndicatorSize.height / 2
            indicator.masksToBounds = true
            layer.addSublayer(indicator)
            homeIndicator = indicator
        }
        layer.addSublayer(sheet)
        layer.addSublayer(tongue)
        layout()
    }

    /// Fits the shell to the screen after a rotation.
    func layout() {
        layer.frame = device.screen.bounds
        let bounds = device.screen.bounds
        homeIndicator?.position = CGPoint(x: bounds.midX,
                                          y: bounds.maxY - Self.homeIndicatorBottomGap - Self.homeIndicatorSize.height / 2)
        appSwitcher.layout()
    }

    /// Whether every finger is the system's: an overlay is open, or the app switcher shows.
    var takesEveryFinger: Bool { isOverlayOpen || appSwitcher.isShown }

    // MARK: The home indicator

    /// Whether the home indicator has faded out (auto-hidden after a while without touches).
    var isHomeIndicatorHidden: Bool { indicatorPolicy.isHidden }

    /// A finger went down somewhere: a faded home indicator comes back.
    func fingerWentDown() { performIndicator(.touch(time: device.time)) }

    /// The app's `prefersHomeIndicatorAutoHidden`, as the system read it again.
    func homeIndicatorAutoHiddenChanged(_ autoHidden: Bool) {
        performIndicator(.preferenceChanged(autoHidden: autoHidden, time: device.time))
    }

    private func performIndicator(_ event: HomeIndicatorPolicy.Event) {
        guard let homeIndicator else { return }
        for action in indicatorPolicy.handle(event) {
            switch action {
            case .fadeOut: fade(homeIndicator, to: 0)
            case .fadeIn: fade(homeIndicator, to: 1)
            case let .wake(time):
                device.animationContext.schedule(at: time, label: "the home indicator's auto-hide") { [weak self] in
                    guard let self else { return }
                    performIndicator(.tick(time: device.time))
                }
            }
        }
    }

    /// Fades `layer` to `opacity` over `homeIndicatorFadeDuration`.
    private func fade(_ layer: CALayer, to opacity: Float) {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = layer.presentation()?.opacity ?? layer.opacity
        animation.toValue = opacity
        animation.duration = Self.homeIndicatorFadeDuration
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = opacity
        layer.add(animation, forKey: "opacity")
        CATransaction.commit()
    }

    // MARK: The edge arbiter's actions

    func perform(_ action: SystemEdgeArbiter.Action) {
        switch action {
        case let .presentTongue(edge):
            presentTongue(on: edge)
        case let .dismissTongue(edge):
            // The arbiter owns whether the tongue shows; it may present it again before this slide ends.
            slide(tongue, to: tonguePosition(edge, shown: false)) { [weak self] in
                if self?.device.grabberTongueEdge == nil { self?.tongue.isHidden = true }
            }
        case let .beginPull(finger, gesture, point):
            guard gesture != .home else { return appSwitcher.beginPull(finger: finger, at: point) }
            beginOverlay(gesture, at: point)
        case let .movePull(finger, point):
            appSwitcher.follow(finger: finger, to: point)
            guard let overlay, !isOverlayOpen else { return }
            place(sheetFor: overlay.edge, fingerAt: point)
        case let .endPull(_, gesture, completes):
            if gesture == .home {
                completes ? device.pressHome() : appSwitcher.springBack()
                return
            }
            completes ? openOverlay() : closeOverlay()
        case let .switcherIntent(finger):
            appSwitcher.showIntent(finger: finger)
        case .openSwitcher:
            appSwitcher.open()
        }
    }

    // MARK: Fingers on the open overlay

    /// A finger on the open overlay: a swipe of 64 pt or more back towards its edge closes it.
    /// On the app switcher, the switcher has it.
    func handle(_ record: UITouchDispatcher.FingerRecord) {
        guard !appSwitcher.isShown else { return appSwitcher.handle(record) }
        switch record.kind {
        case .down: overlayFingers[record.finger] = record.location
        case .move: break
        case .cancel: overlayFingers[record.finger] = nil
        case .up:
            guard let start = overlayFingers.removeValue(forKey: record.finger), let overlay else { return }
            let back = overlay.edge == .top ? start.y - record.location.y : record.location.y - start.y
            if back >= SystemEdgeArbiter.completionTravel { closeOverlay() }
        }
    }

    /// Opens `gesture`'s overlay with no finger, as the simulator's buttons do; nothing while one shows.
    func open(_ gesture: SystemEdgeGesture) {
        guard overlay == nil else { return }
        let bounds = device.screen.bounds
        beginOverlay(gesture, at: CGPoint(x: bounds.midX, y: edge(of: gesture) == .top ? bounds.minY : bounds.maxY))
        openOverlay()
    }

    /// The edge `gesture`'s sheet comes from: Control Center from the bottom on a model with a
    /// Home button, everything else from the top.
    private func edge(of gesture: SystemEdgeGesture) -> UIRectEdge {
        gesture == .controlCenter && device.model.hasHomeButton ? .bottom : .top
    }

    /// Home with an overlay open closes it; returns whether there was one.
    func closeOverlayForHome() -> Bool {
        guard overlay != nil else { return false }
        closeOverlay()
        return true
    }

    // MARK: Drawing

    private func presentTongue(on edge: UIRectEdge) {
        tongueRenderer.edge = edge
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        // Below a Dynamic Island the tongue hangs free, all four corners round; on an edge its
        // overhang hides the corners there.
        let overhang = islandDepth(on: edge) > 0 ? 0 : Self.tongueOverhang
        tongue.bounds = CGRect(x: 0, y: 0, width: Self.tongueSize.width, height: Self.tongueSize.height + overhang)
        tongue.position = tonguePosition(edge, shown: false)
        tongue.isHidden = false
        tongue.setNeedsDisplay()
        CATransaction.commit()
        slide(tongue, to: tonguePosition(edge, shown: true))
    }

    /// The tongue's centre on `edge`: its 30 pt showing on the screen, or all of it just off.
    ///
    /// On the top edge of a model with a Dynamic Island, in portrait, the tongue shows just below
    /// the island, so it comes down by the island's depth too.
    private func tonguePosition(_ edge: UIRectEdge, shown: Bool) -> CGPoint {
        let bounds = device.screen.bounds, half = tongue.bounds.height / 2
        let inside = shown ? Self.tongueSize.height + islandDepth(on: edge) : 0
        let y = edge == .top ? inside - half : bounds.maxY - inside + half
        return CGPoint(x: bounds.midX, y: y)
    }

    /// How far below `edge` the Dynamic Island reaches: its bottom on the top edge in portrait, 0 elsewhere or without one.
    private func islandDepth(on edge: UIRectEdge) -> CGFloat {
        edge == .top && device.interfaceOrientation == .portrait ? device.model.dynamicIslandMaxY ?? 0 : 0
    }

    /// The sheet's height: the whole screen, except Control Center on home-button models before
    /// iOS 11, a sheet two thirds of the screen high from the bottom.
    private func sheetHeight(for gesture: SystemEdgeGesture) -> CGFloat {
        let height = device.screen.bounds.height
        return gesture == .controlCenter && device.model.hasHomeButton && device.systemVersion.majorVersion < 11
            ? (height * 2 / 3).rounded() : height
    }

    private func beginOverlay(_ gesture: SystemEdgeGesture, at point: CGPoint) {
        let edge = edge(of: gesture)
        overlay = (gesture, edge)
        isOverlayOpen = false
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        sheet.bounds = CGRect(x: 0, y: 0, width: device.screen.bounds.width, height: sheetHeight(for: gesture))
        sheetPicture.bounds = device.screen.bounds
        sheetPicture.contents = CABackdropLayer.material(over: device.screenshot(), blurRadius: Self.sheetBlurRadius,
                                                         saturation: Self.sheetSaturation, tint: Self.sheetTint,
                                                         scale: device.model.scale)
        content.frame = sheet.bounds
        show(page(for: gesture))
        sheet.isHidden = false
        place(sheetFor: edge, fingerAt: point)
        CATransaction.commit()
    }

    /// What `gesture`'s sheet shows on this model and OS: the classic Control Center on a sheet
    /// shorter than the screen, the modern one on a full-screen sheet.
    private func page(for gesture: SystemEdgeGesture) -> SystemOverlayPage {
        let kind: SystemOverlayPage.Kind = gesture == .notificationCenter ? .notificationCenter
            : sheetHeight(for: gesture) < device.screen.bounds.height ? .classicControlCenter : .modernControlCenter
        let model = device.model
        return SystemOverlayPage(kind: kind, clock: SystemClockText(device.systemDate),
                                 safeArea: device.interfaceOrientation.isLandscape ? model.landscapeSafeAreaInsets : model.safeAreaInsets,
                                 hasHomeButton: model.hasHomeButton, systemMajor: device.systemVersion.majorVersion)
    }

    /// Makes the content show `page`, drawing it again in the next frame only if it changed.
    private func show(_ page: SystemOverlayPage) {
        guard contentRenderer.page != page else { return }
        contentRenderer.page = page
        content.setNeedsDisplay()
    }

    /// Shows the device's new `systemDate` on the sheet, if one is up.
    func systemDateDidChange() {
        guard let overlay else { return }
        show(page(for: overlay.gesture))
    }

    /// Puts the sheet's leading edge under the finger: its top for a pull from the bottom, its bottom for one from the top.
    private func place(sheetFor edge: UIRectEdge, fingerAt point: CGPoint) {
        let bounds = device.screen.bounds, height = sheet.bounds.height
        let y = edge == .top ? min(point.y, height) - height / 2 : max(point.y, bounds.maxY - height) + height / 2
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        sheet.position = CGPoint(x: bounds.midX, y: y)
        sheetPicture.position = picturePosition(forSheetAt: sheet.position)
        CATransaction.commit()
    }

    /// Where the picture's centre lies in the sheet when the sheet's centre is at `position`, so that it covers the screen exactly.
    private func picturePosition(forSheetAt position: CGPoint) -> CGPoint {
        let bounds = device.screen.bounds, size = sheet.bounds.size
        return CGPoint(x: bounds.midX - (position.x - size.width / 2), y: bounds.midY - (position.y - size.height / 2))
    }

    /// Slides the sheet to `position`, its picture staying still on the screen.
    private func slideSheet(to position: CGPoint, completion: (() -> Void)? = nil) {
        slide(sheetPicture, to: picturePosition(forSheetAt: position))
        slide(sheet, to: position, completion: completion)
    }

    private func openOverlay() {
        guard let overlay else { return }
        let bounds = device.screen.bounds, height = sheet.bounds.height
        isOverlayOpen = true
        slideSheet(to: CGPoint(x: bounds.midX, y: overlay.edge == .top ? height / 2 : bounds.maxY - height / 2))
        device.performLifecycleActions(device.lifecycle.handle(.overlayOpened))
    }

    private func closeOverlay() {
        guard let overlay else { return }
        let wasOpen = isOverlayOpen
        let bounds = device.screen.bounds, height = sheet.bounds.height
        self.overlay = nil
        isOverlayOpen = false
        overlayFingers.removeAll()
        slideSheet(to: CGPoint(x: bounds.midX, y: overlay.edge == .top ? -height / 2 : bounds.maxY + height / 2)) { [weak self] in
            // `self.overlay`: a pull that began again while this one slid out keeps its sheet.
            guard let self, self.overlay == nil else { return }
            sheet.isHidden = true
            sheetPicture.contents = nil
        }
        if wasOpen { device.performLifecycleActions(device.lifecycle.handle(.overlayClosed)) }
    }

    /// Moves `layer` to `position` over `slideDuration`, ease out, then runs `completion`.
    private func slide(_ layer: CALayer, to position: CGPoint, completion: (() -> Void)? = nil) {
        CATransaction.begin()
        CATransaction.setAnimationDuration(Self.slideDuration)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeOut))
        CATransaction.setCompletionBlock(completion)
        let animation = CABasicAnimation(keyPath: "position")
        animation.fromValue = layer.presentation()?.position ?? layer.position
        animation.toValue = position
        animation.duration = Self.slideDuration
        animation.timingFunction = CAMediaTimingFunction(name: .easeOut)
        layer.position = position
        layer.add(animation, forKey: "position")
        CATransaction.commit()
    }
}

/// Draws the tongue's chevron in the part that shows: a shallow V pointing away from its edge.
@MainActor final class TongueRenderer: CALayerDelegate {
    /// The edge the tongue is on.
    var edge: UIRectEdge = .top

    func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }

    func draw(_ layer: CALayer, in ctx: CGContext) {
        let b = layer.bounds
        // The part that shows lies away from the overhang, which is on the edge's side.
        let middle = edge == .top ? b.maxY - SystemShell.tongueSize.height / 2 : b.minY + SystemShell.tongueSize.height / 2
        let tip: CGFloat = edge == .top ? 4 : -4
        ctx.setStrokeColor(CGColor(red: 0.45, green: 0.45, blue: 0.47, alpha: 1))
        ctx.setLineWidth(3)
        ctx.setLineCap(.round)
        ctx.setLineJoin(.round)
        ctx.move(to: CGPoint(x: b.midX - 12, y: middle - tip / 2))
        ctx.addLine(to: CGPoint(x: b.midX, y: middle + tip / 2))
        ctx.addLine(to: CGPoint(x: b.midX + 12, y: middle - tip / 2))
        ctx.strokePath()
    }
}
