import Foundation
@_spi(SpringBoard) import UIKit
@_spi(SpringBoard) import QuartzCore
@_spi(SpringBoard) import CoreGraphics

/// A simulated iPhone: one clock, the frame loop, the screen, the status bar and the app.
///
/// Everything runs on the main actor. The device makes itself the current one (for
/// `UIApplication.shared`, `UIScreen.main` and `CACurrentMediaTime()`) whenever it does
/// anything; its layers, animations, timers and touches belong to it whichever device is
/// current, so several devices in one process never see each other's time, views or touches.
/// Time moves only through `advance(by:)`, `runFrame()` and `settle(timeout:)`, which run the
/// frames that fall due through the device's frame loop (`CAFramePhase`: input, timers,
/// animations, constraints, layout, display, commit, render, present) and the deadline work
/// that falls due between them.
@MainActor public final class Device {
    /// The iPhone model.
    public let model: DeviceModel
    /// The iOS version whose behaviour the device follows.
    public let systemVersion: OperatingSystemVersion
    /// The display's refresh interval (60 Hz).
    public let frameInterval: TimeInterval = SpringBoardConstants.frameInterval
    /// The screen that UIKit draws on.
    public private(set) var screen: UIScreen!
    /// The system status bar, drawn above the app's windows.
    public private(set) var statusBar: StatusBar!
    /// The running app, once launched.
    public private(set) var application: UIApplication?
    /// The physical orientation of the device.
    public internal(set) var deviceOrientation: UIDeviceOrientation = .portrait
    /// The orientation of the app's interface, which the screen's bounds follow (iOS 8+).
    public internal(set) var interfaceOrientation: UIInterfaceOrientation = .portrait
    /// How many frames have been presented.
    public private(set) var frameCount = 0
    /// The pixel rectangles that changed in the last presented frame.
    public private(set) var lastDamage: [CGRect] = []
    /// The app's name under its home-screen icon.
    public var appDisplayName = "App"
    /// The date and time of day the system shows: the status bar's time, and Notification
    /// Center's clock and date.
    ///
    /// It stands still while the device clock (`time`) runs, as a status-bar override in
    /// Apple's Simulator does, so that screenshots never change; set it to show another moment,
    /// and what shows it is drawn again in the next frame. It reads in UTC, in English, so a
    /// date looks alike on every host. By default `Device.defaultSystemDate`, 9:41 AM.
    public var systemDate = Device.defaultSystemDate { didSet { systemDateDidChange() } }
    /// Called with each presented frame's redrawn pixel rectangles, after drawing (the live simulator streams these).
    ///
    /// While it is set every frame is drawn as it is presented, as on a display. While it is nil the
    /// frames are recorded and drawn when a screenshot looks at them, with the same pixels.
    public var onPresent: ((Device, [CGRect]) -> Void)?

    let animationContext: CAHostContext
    private var services: SystemServices!
    var compositor: CACompositor
    /// The screen's root layer: the app switcher's stage with the windows, the home screen, the
    /// status bar and the system shell.
    let rootLayer: CALayer
    let input = InputRouter()
    /// The home screen, shown while the app is in the background.
    private(set) var homeScreen: HomeScreen!
    /// The tongue, the Control Center and Notification Center sheets, over everything, and the app switcher.
    private(set) var shell: SystemShell!
    var lifecycle = AppLifecycle()
    var nextFrameIndex = 0

    /// A device of `model` running `systemVersion` (the model's default when nil).
    ///
    /// A version outside the model's supported range traps, naming the range.
    public init(model: DeviceModel, systemVersion: OperatingSystemVersion? = nil) {
        let version = systemVersion ?? model.defaultVersion
        precondition(model.supportedVersions.contains(version.majorVersion),
                     "Device: \(model.name) runs iOS \(model.supportedVersions.lowerBound) to \(model.supportedVersions.upperBound), not \(version.versionString)")
        self.model = model
        self.systemVersion = version
        animationContext = CAHostContext(frameInterval: SpringBoardConstants.frameInterval)
        let pixels = model.pixelSize
        compositor = CACompositor(pixelWidth: pixels.width, pixelHeight: pixels.height, scale: model.scale)
        // Every layer of the device is made while it is current, so none lands on another.
        animationContext.makeCurrent()
        rootLayer = CALayer()
        animationContext.attach(rootLayer)
        // The system's own layers take their initial geometry without implicit animations.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        services = SystemServices(device: self)
        screen = UIScreen(bounds: CGRect(origin: .zero, size: model.screenSize), scale: model.scale, host: services)
        statusBar = StatusBar(device: self)
        rootLayer.name = "Screen"
        rootLayer.frame = screen.bounds
        rootLayer.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        shell = SystemShell(device: self)
        // The app's windows ride in the switcher's card, which the Home pull moves.
        rootLayer.addSublayer(shell.appSwitcher.layer)
        homeScreen = HomeScreen(device: self)
        rootLayer.addSublayer(homeScreen.layer)
        rootLayer.addSublayer(statusBar.layer)
        rootLayer.addSublayer(shell.layer)
        registerFramePhases()
        makeCurrent()
    }

    /// SpringBoard's share of each frame: input first, the system's layers after UIKit's
    /// windows, then render and present.
    private func registerFramePhases() {
        let host = animationContext
        host.register(.input, name: "SpringBoard input") { [unowned self] _ in input.deliver(on: self) }
        host.register(.layout, name: "SpringBoard system layers") { [unowned self] _ in rootLayer.layoutIfNeeded() }
        host.register(.render, name: "compositor") { [unowned self] time in lastDamage = compositor.update(rootLayer, at: time) }
        host.register(.present, name: "present") { [unowned self] _ in
            frameCount += 1
            if let onPresent { onPresent(self, compositor.flush()) }
        }
    }

    /// Makes this device the one that UIKit and QuartzCore globals resolve to.
    public func makeCurrent() {
        animationContext.makeCurrent()
        screen?.makeCurrent()
        application?.makeCurrent()
    }

    /// The device clock: seconds since the device booted, moved only by the device.
    public var time: TimeInterval { animationContext.mediaTime }

    /// The screen's rectangle in points in the current interface orientation.
    public var screenBounds: CGRect { screen.bounds }

    /// The screen's size in pixels in the current interface orientation.
    public var pixelSize: (width: Int, height: Int) {
        let portrait = model.pixelSize
        return interfaceOrientation.isLandscape ? (portrait.height, portrait.width) : portrait
    }

    // MARK: Launching

    /// Launches an app as `UIApplicationMain` does: creates the principal class (`UIApplication`
    /// or the app's subclass) and the delegate, runs will- and did-finish-launching, connects
    /// the app's scene (iOS 13 and later), makes the app active and draws the first frame.
    ///
    /// `sceneDelegate` makes the scene delegate that an iOS app's Info.plist names in its scene
    /// manifest (Swift on Linux cannot make an object from a class name); without it the app
    /// delegate hears the app's life, as in an app with no scene manifest. `infoPlist` holds
    /// the Info.plist entries UIKit reads, such as `"UIViewControllerBasedStatusBarAppearance": false`.
    /// A device runs one app; launching a second traps.
    public func launch(_ principalClass: UIApplication.Type = UIApplication.self,
                       infoPlist: [String: Any] = [:],
                       delegate makeDelegate: () -> UIApplicationDelegate,
                       sceneDelegate makeSceneDelegate: (() -> UISceneDelegate)? = nil) {
        precondition(application == nil, "Device.launch: \(model.name) is already running \(type(of: application!))")
        makeCurrent()
        let app = principalClass.init()
        app.attach(to: screen)
        app.infoDictionary = infoPlist
        application = app
        updateStatusBar(.setViewControllerBased(app.isStatusBarAppearanceViewControllerBased))
        app.makeCurrent()
        app.delegate = makeDelegate()
        performLifecycleActions(lifecycle.handle(.launched), sceneDelegate: makeSceneDelegate)
        runFrame()
    }

    // MARK: Time

    /// Runs the next frame now, at the next multiple of the frame interval (or at the current
    /// time, if the clock has already passed it).
    public func runFrame() {
        makeCurrent()
        let time = max(Double(nextFrameIndex) * frameInterval, self.time)
        nextFrameIndex += 1
        animationContext.runFrame(at: time)
    }

    /// Moves the clock forward by `seconds`, running every frame and every piece of deadline
    /// work that falls due on the way, each at its own time.
    public func advance(by seconds: TimeInterval) {
        precondition(seconds >= 0, "Device.advance(by:): time cannot go backwards (\(seconds) s)")
        makeCurrent()
        let target = time + seconds
        while Double(nextFrameIndex) * frameInterval <= target + 1e-9 {
            runFrame()
        }
        animationContext.runScheduledWork(through: target)
    }

    /// Runs frames until nothing is animating, scrolling or waiting to be delivered, laid out,
    /// drawn or called back; a change made to a layer since the last frame waits to be drawn.
    ///
    /// Throws `DeviceError.didNotSettle`, naming what is still running, if that takes longer
    /// than `timeout` seconds of device time.
    public func settle(timeout: TimeInterval = 10) throws {
        let deadline = time + timeout
        while !isIdle {
            guard time < deadline else { throw DeviceError.didNotSettle(after: timeout, running: busyDescriptions) }
            runFrame()
        }
    }

    /// Whether nothing is animating, scrolling, queued or waiting to be drawn.
    public var isIdle: Bool { busyDescriptions.isEmpty }

    /// A line for each thing that keeps the device busy: what needs frames now, then deadline
    /// work waiting for its time, then run-loop timers that the device cannot run.
    public var busyDescriptions: [String] { busyDescriptions(countingUndrawnChanges: true) }

    /// `busyDescriptions`, optionally leaving aside layer changes that only wait for the next
    /// frame to draw them (a test may end on such a change: it affects nothing but pixels).
    public func busyDescriptions(countingUndrawnChanges: Bool) -> [String] {
        frameWorkDescriptions(countingUndrawnChanges: countingUndrawnChanges) + animationContext.scheduledWorkDescriptions
            + runLoopTimerDescriptions
    }

    /// A line for each thing that needs frames now, leaving aside deadline work that waits for its time.
    func frameWorkDescriptions(countingUndrawnChanges: Bool = true) -> [String] {
        var lines = animationContext.runningAnimationDescriptions
        if animationContext.activeDisplayLinkCount > 0 {
            lines.append("\(animationContext.activeDisplayLinkCount) display link(s) running (e.g. an animated scroll)")
        }
        if !input.queue.isEmpty { lines.append("\(input.queue.count) touch event(s) not yet delivered") }
        if animationContext.hasPendingCallbacks {
            lines.append("callbacks waiting for the commit phase: " + animationContext.pendingCallbackDescriptions.joined(separator: ", "))
        }
        if animationContext.hasPendingDisplay {
            lines.append("layers waiting to be redrawn: " + animationContext.pendingDisplayDescriptions.joined(separator: ", "))
        }
        if needsLayout { lines.append("views waiting for layout") }
        if countingUndrawnChanges && rootLayer.hasChangesToRender { lines.append("layer changes waiting to be drawn") }
        return lines
    }

    private var needsLayout: Bool { rootLayer.subtreeNeedsLayout }

    // MARK: Screenshots

    /// The whole screen as last presented, status bar included, at the device's scale.
    public func screenshot() -> CGImage {
        compositor.makeImage()
    }

    /// The pixels of `rect` (in pixels) as last presented.
    public func screenshot(ofPixelRect rect: CGRect) -> CGImage {
        compositor.makeImage(of: rect)
    }

    /// Copies the pixels of `rect` (in pixels) as last presented into `destination`, which must
    /// hold exactly their premultiplied RGBA bytes, row after row.
    public func copyScreenPixels(ofPixelRect rect: CGRect, into destination: UnsafeMutableRawBufferPointer) {
        compositor.copyPixels(of: rect, into: destination)
    }

    /// The whole screen as a PNG file's bytes.
    public func screenshotPNG() throws -> Data {
        try screenshot().pngData()
    }
}

/// Why the device could not do what it was asked.
public enum DeviceError: Error, CustomStringConvertible, Equatable {
    /// `settle(timeout:)` ran out of time; the strings name what was still running.
    case didNotSettle(after: TimeInterval, running: [String])

    public var description: String {
        switch self {
        case let .didNotSettle(after, running):
            return "the device did not settle within \(after) s; still running:\n" + running.map { "  - \($0)" }.joined(separator: "\n")
        }
    }
}
