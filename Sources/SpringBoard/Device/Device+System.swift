import Foundation
@_spi(OpenUIKit) import UIKit
@_spi(OpenUIKit) import QuartzCore

extension Device {
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
    /// Models without a home button never turn the interface upside down. The change is
    /// immediate: the 0.4 s rotation animation is not modelled yet.
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
        application?.interfaceOrientationWillChange(to: interface, duration: 0.4)
        interfaceOrientation = interface
        let size = model.screenSize
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        screen.setBounds(interface.isLandscape ? CGRect(x: 0, y: 0, width: size.height, height: size.width)
                                               : CGRect(origin: .zero, size: size))
        rootLayer.frame = screen.bounds
        statusBar.update()
        homeScreen.layout()
        let pixels = pixelSize
        compositor = CACompositor(pixelWidth: pixels.width, pixelHeight: pixels.height, scale: model.scale)
        application?.interfaceOrientationDidChange(from: old, oldScreenBounds: oldBounds)
        CATransaction.commit()
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

    // MARK: The in-call status bar

    /// Whether the double-height in-call status bar is shown (Simulator's Toggle In-Call Status Bar).
    ///
    /// Only models with a home button have it; setting it on others traps. The app hears
    /// `willChangeStatusBarFrame` / `didChangeStatusBarFrame` and its root views move down by 20 pt.
    public var isInCallStatusBarShown: Bool {
        get { statusBar.isInCall }
        set {
            makeCurrent()
            precondition(model.hasHomeButton || !newValue,
                         "Device: \(model.name) has no double-height status bar; calls show a pill in its \(model.statusBarHeight) pt bar")
            guard newValue != statusBar.isInCall else { return }
            let oldFrame = statusBar.frame
            let newFrame = statusBar.isVisible
                ? CGRect(x: 0, y: 0, width: screen.bounds.width, height: newValue ? model.inCallStatusBarHeight : model.statusBarHeight)
                : .zero
            application?.statusBarFrameWillChange(to: newFrame)
            statusBar.isInCall = newValue
            application?.statusBarFrameDidChange(from: oldFrame)
        }
    }

    // MARK: Home

    /// Presses the Home button: the app resigns active and enters the background, and the home
    /// screen shows; on the home screen it does nothing.
    public func pressHome() {
        makeCurrent()
        perform(lifecycle.handle(.homePressed))
    }

    /// Brings the app back from the home screen, as tapping its icon does.
    func openAppFromHomeScreen() {
        perform(lifecycle.handle(.iconTapped))
    }

    /// Whether the home screen is showing (the app is in the background).
    public var isShowingHomeScreen: Bool { homeScreen.isShown }

    private func perform(_ actions: [AppLifecycle.Action]) {
        for action in actions {
            switch action {
            case let .transitionApp(state): application?.transition(to: state)
            case .showHomeScreen: homeScreen.show(); statusBar.update()
            case .hideHomeScreen: homeScreen.hide(); statusBar.update()
            }
        }
    }
}
