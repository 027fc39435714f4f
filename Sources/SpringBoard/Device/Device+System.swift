import Foundation
@_spi(SpringBoard) import UIKit
@_spi(SpringBoard) import QuartzCore

extension Device {
    // MARK: Appearance

    /// The system's appearance, as Settings' Light and Dark set it (light by default).
    ///
    /// A change gives the app's windows, views and view controllers the new interface style at
    /// once (`traitCollectionDidChange`, dynamic colours resolved and drawn again), and from
    /// iOS 13 on the status bar's default style follows it.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { screen.userInterfaceStyle }
        set {
            makeCurrent()
            screen.userInterfaceStyle = newValue
            statusBar.layer.setNeedsDisplay()
        }
    }

    // MARK: Rotation

    /// Turns the device a quarter turn counterclockwise (Simulator's Rotate Left).
    public func rotateLeft() {
        let next: [UIDeviceOrientation: UIDeviceOrientation] = [
            .portrait: .landscapeLeft, .landscapeLeft: .portraitUpsideDown,
            .portraitUpsideDown: .landscapeRight, .landscapeRight: .portrait]
        rotate(to: next[deviceOrientation] ?? .portrait)
    }

    /// Turns the device a quarter turn clockwise (Simulator's Rotate Right).
    public func rotateRight() {
        let next: [UIDeviceOrientation: UIDeviceOrientation] = [
            .portrait: .landscapeRight, .landscapeRight: .portraitUpsideDown,
            .portraitUpsideDown: .landscapeLeft, .landscapeLeft: .portrait]
        rotate(to: next[deviceOrientation] ?? .portrait)
    }

    /// Puts the device in `orientation`; the interface follows if the app supports it.
    ///
    /// The interface rotates from iOS 8 on, where the screen's bounds follow it (width and
    /// height swap), full-screen windows are resized and the status bar hides in landscape.
    /// Models without a home button never turn the interface upside down. The app hears, in
    /// order: `willChangeStatusBarOrientation`, `viewWillTransition(to:with:)` (with the new
    /// size, the old one still in place), `willChangeStatusBarFrame` (when the bar's frame
    /// changes), the change, `didChangeStatusBarOrientation`, then `didChangeStatusBarFrame`.
    ///
    /// Model state changes at once: when this returns, the orientations, the screen's bounds,
    /// the windows' frames and the layout inside them are the new ones. What is on screen
    /// follows over `SpringBoardConstants.interfaceRotationDuration` (0.4 s) of device time, as
    /// frames run: the windows' content grows from the old bounds to the new ones while it
    /// turns into place (see `UIApplication.interfaceOrientationDidChange`), the coordinator's
    /// alongside blocks animate with it and its completions run when it ends, and the status
    /// bar fades out over the first half and, if it shows in the new orientation, back in over
    /// the second.
    public func rotate(to orientation: UIDeviceOrientation) {
        makeCurrent()
        guard orientation != deviceOrientation else { return }
        deviceOrientation = orientation
        NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: screen.device)
        guard let interface = Self.interfaceOrientation(for: orientation), interface != interfaceOrientation,
              systemVersion.isAtLeast(8), !(interface == .portraitUpsideDown && !model.hasHomeButton),
              application?.supportsInterfaceOrientation(interface) ?? true else { return }
        let old = interfaceOrientation
        let oldBounds = screen.bounds
        let size = model.screenSize
        let bounds = interface.isLandscape ? CGRect(x: 0, y: 0, width: size.height, height: size.width)
                                           : CGRect(origin: .zero, size: size)
        let duration = SpringBoardConstants.interfaceRotationDuration
        var barState = statusBar.state
        // Controllers that decide the bar answer for the new orientation (compact height in
        // landscape) before it turns, so the bar changes once, with the rotation.
        let wish = application?.prefersStatusBarHidden(inVerticalSizeClass: interface.isLandscape ? .compact : .regular)
        let bar = barState.handle(.interfaceRotated(isLandscape: interface.isLandscape, screenWidth: bounds.width, hiddenByApp: wish))
        application?.interfaceOrientationWillChange(to: interface, duration: duration)
        performStatusBarActions(bar.filter { $0.stage == .before })
        let barOpacity = statusBar.onScreenOpacity
        interfaceOrientation = interface
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        screen.setBounds(bounds)
        rootLayer.frame = screen.bounds
        statusBar.state = barState
        performStatusBarActions(bar.filter { $0.stage == .change })
        homeScreen.layout()
        shell.layout()
        let pixels = pixelSize
        compositor = CACompositor(pixelWidth: pixels.width, pixelHeight: pixels.height, scale: model.scale)
        CATransaction.commit()
        statusBar.fadeThroughRotation(from: barOpacity, duration: duration)
        application?.interfaceOrientationDidChange(from: old, oldScreenBounds: oldBounds, duration: duration)
        performStatusBarActions(bar.filter { $0.stage == .after })
    }

    /// The interface orientation that a device orientation shows (they are mirrored for
    /// landscape: turning the device left puts the interface's top on the right).
    static func interfaceOrientation(for orientation: UIDeviceOrientation) -> UIInterfaceOrientation? {
        switch orientation {
        case .portrait: return .portrait
        case .portraitUpsideDown: return .portraitUpsideDown
        case .landscapeLeft: return .landscapeRight
        case .landscapeRight: return .landscapeLeft
        case .unknown, .faceUp, .faceDown: return nil
        }
    }

    // MARK: Memory

    /// Simulates the system running low on memory, as Simulator's Debug menu does: the app's
    /// delegate, its view controllers and the notification hear it, in UIKit's order.
    public func simulateMemoryWarning() {
        makeCurrent()
        application?.receiveMemoryWarning()
    }

    // MARK: Home

    /// Presses the Home button: the app's touches are cancelled, the app resigns active and
    /// enters the background, and the home screen shows; on the home screen it does nothing.
    ///
    /// A finger that is down when Home is pressed stays with the system until it lifts: the app
    /// gets `touchesCancelled` for its touch, once, and nothing after.
    public func pressHome() {
        makeCurrent()
        // Home closes Control Center or Notification Center first, as on iOS.
        if shell.closeOverlayForHome() { return }
        performLifecycleActions(lifecycle.handle(.homePressed))
    }

    /// The system overlay pulled open over the app (Control Center or Notification Center), or nil.
    public var openSystemOverlay: SystemOverlay? {
        guard shell.isOverlayOpen, let overlay = shell.overlay else { return nil }
        return [SystemOverlay.controlCenter, .notificationCenter].first { $0.gesture == overlay.gesture }
    }

    /// Opens Control Center or Notification Center at once, without a finger, as a button in the
    /// simulator's page does: the app's touches are cancelled and it resigns active. Returns
    /// false, doing nothing, when the model and OS have no such overlay (Control Center before
    /// iOS 7, Notification Center before iOS 5) or the app is not in front (the home screen or
    /// the app switcher shows); an overlay already open stays.
    @discardableResult
    public func openSystemOverlay(_ overlay: SystemOverlay) -> Bool {
        makeCurrent()
        guard hasSystemOverlay(overlay), isAppInForeground, !isShowingHomeScreen, !isShowingAppSwitcher else { return false }
        if shell.overlay == nil {
            input.takeTouchesFromApp(on: self)
            shell.open(overlay.gesture)
        }
        return true
    }

    /// Whether the model and OS have `overlay`: Control Center from iOS 7, Notification Center from iOS 5.
    public func hasSystemOverlay(_ overlay: SystemOverlay) -> Bool {
        SystemEdgeRules(model: model, systemVersion: systemVersion).offers(overlay.gesture)
    }

    /// The screen edge where the grabber tongue shows after a first swipe the app kept, or nil.
    public var grabberTongueEdge: UIRectEdge? {
        guard let armed = input.arbiter.edges.armed, armed.showsTongue else { return nil }
        return armed.edge
    }

    // MARK: The app switcher

    /// Whether the app switcher shows, the app's card in it (the app is inactive).
    ///
    /// On a model without a Home button it opens when a swipe up from the home indicator pauses
    /// (`SystemEdgeArbiter.switcherTravel` from the edge, slower than `pauseSpeed` for
    /// `pauseDuration`) and the finger lifts without flicking; `doublePressHome()` opens it on
    /// any model. While it shows every finger is the system's: a tap on the card brings the app
    /// back (it becomes active), and a swipe up, a tap beside the card or Home goes home (it
    /// enters the background).
    public var isShowingAppSwitcher: Bool { shell.appSwitcher.isShown }

    /// Presses Home twice in quick succession, which opens the app switcher from iOS 7 on: the
    /// app's touches are cancelled, it resigns active, and its card settles in the switcher over
    /// 0.25 s.
    ///
    /// Returns false, doing nothing, before iOS 7 (the icon tray of iOS 4–6 is not simulated),
    /// or when the app is not in front: before launch, on the home screen, or under Control
    /// Center or Notification Center. With the switcher already showing it returns true and
    /// nothing changes.
    @discardableResult
    public func doublePressHome() -> Bool {
        makeCurrent()
        guard systemVersion.isAtLeast(7), isAppInForeground, !isShowingHomeScreen, shell.overlay == nil else { return false }
        shell.appSwitcher.open()
        return true
    }

    /// Brings the app back from the home screen, as tapping its icon does.
    func openAppFromHomeScreen() {
        performLifecycleActions(lifecycle.handle(.iconTapped))
    }

    /// Whether the home screen is showing (the app is in the background).
    public var isShowingHomeScreen: Bool { homeScreen.isShown }

    /// Whether the app is running in the foreground.
    var isAppInForeground: Bool { lifecycle.isAppInForeground }

    /// Performs the app lifecycle's actions in order; `sceneDelegate` is the launch call's.
    func performLifecycleActions(_ actions: [AppLifecycle.Action], sceneDelegate: (() -> UISceneDelegate)? = nil) {
        for action in actions {
            switch action {
            case .finishLaunching: application?.finishLaunching(sceneDelegate: sceneDelegate)
            case let .transitionApp(state): application?.transition(to: state)
            case .cancelAppTouches: input.takeTouchesFromApp(on: self)
            case .showHomeScreen:
                homeScreen.show()
                // The app's card is the screen again under the home screen, for when the app comes back.
                shell.appSwitcher.reset()
                updateStatusBar(.homeScreenShown(true))
            case .hideHomeScreen:
                homeScreen.hide()
                updateStatusBar(.homeScreenShown(false))
            }
        }
    }
}
