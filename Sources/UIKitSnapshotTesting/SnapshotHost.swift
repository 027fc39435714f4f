import Foundation
import UIKit
import SpringBoard
@_spi(UIKitTesting) import QuartzCore
import CoreGraphics

/// A headless device that shows one view or view controller for a snapshot, then gives it back.
///
/// Each snapshot gets a new `Device` of the configuration's model, turned to its orientation,
/// with an app launched on it. The subject is shown in a window of the configuration's size at
/// the top left of the screen, whose safe area is the configuration's (as swift-snapshot-testing's
/// host window overrides `safeAreaInsets`). Frames run until the device settles, so layout,
/// display, appearance callbacks and animations have finished, or until `settleLimit` seconds of
/// device time have passed, for content that animates forever; the picture is the presentation
/// at that moment, which virtual time makes the same on every run. Then the subject returns to
/// where it was: its superview and frame, or the window whose root it was.
@MainActor final class SnapshotHost {
    /// The most device time a snapshot waits for the device to settle before it is drawn anyway.
    static let settleLimit: TimeInterval = 10

    let device: Device
    let window: SnapshotWindow
    private var restore: () -> Void = {}

    /// A device of `config.model` in `config.orientation`, with an app and a visible window of
    /// `size` (the screen's when nil) whose safe area is `config.safeArea`.
    private init(config: ViewImageConfig, size: CGSize?) {
        device = Device(model: config.model)
        device.launch { SnapshotHostDelegate() }
        switch config.orientation {
        case .portrait: break
        case .landscape:
            // The device turned left shows the interface landscape-right, as the home button on the right.
            device.rotate(to: .landscapeLeft)
            precondition(device.interfaceOrientation.isLandscape,
                         "UIKitSnapshotTesting: \(config.model.name) on iOS \(device.systemVersion.versionString) does not turn its interface to landscape")
        }
        window = SnapshotWindow(frame: CGRect(origin: .zero, size: size ?? device.screenBounds.size),
                                safeArea: config.safeArea)
    }

    /// Shows `controller` as the root of the window, sized by `config` (`size` overriding it).
    convenience init(controller: UIViewController, config: ViewImageConfig, size: CGSize?) {
        self.init(config: config, size: size ?? config.size)
        // A controller that is the root of another window (a harness's) leaves it for the
        // snapshot, disappearing there first, and comes back afterwards.
        let previousWindow = controller.viewIfLoaded?.window
        let wasRoot = previousWindow?.rootViewController === controller
        if wasRoot { previousWindow?.rootViewController = nil }
        window.rootViewController = controller
        window.makeKeyAndVisible()
        restore = { [window] in
            window.isHidden = true
            window.rootViewController = nil
            if wasRoot, let previousWindow { previousWindow.rootViewController = controller }
        }
        settle()
    }

    /// Shows `view` alone in a window of its own size (`size` overriding it), with no safe area.
    ///
    /// A view with no width or height is first asked to `sizeToFit()`, as swift-snapshot-testing
    /// does; one still empty traps, naming the view, since there is nothing to draw.
    convenience init(view: UIView, size: CGSize?) {
        let initialFrame = view.frame
        let superview = view.superview
        let index = superview?.subviews.firstIndex { $0 === view }
        var frame = view.frame
        if let size { frame.size = size }
        if frame.width == 0 || frame.height == 0 {
            view.sizeToFit()
            frame.size = view.frame.size
        }
        precondition(frame.width > 0 && frame.height > 0,
                     "UIKitSnapshotTesting: \(view) has no size to snapshot (\(frame.width)×\(frame.height)); give it a frame, or pass size: to the strategy")
        self.init(config: ViewImageConfig(safeArea: .zero, size: frame.size), size: frame.size)
        view.frame = frame
        window.addSubview(view)
        window.makeKeyAndVisible()
        restore = { [window] in
            view.removeFromSuperview()
            view.frame = initialFrame
            if let superview, let index { superview.insertSubview(view, at: min(index, superview.subviews.count)) }
            window.isHidden = true
        }
        settle()
    }

    private func settle() {
        do {
            try device.settle(timeout: Self.settleLimit)
        } catch {
            // Content that animates forever is drawn as it is when the limit passes.
        }
    }

    /// The pixels of `layer` and its sublayers, at the device's scale, over transparent black.
    ///
    /// The layer is drawn as its own root, as `CALayer.render(in:)` draws on iOS: its bounds
    /// fill the image and its position and transform are left out; the status bar and other
    /// windows, which are not in its tree, are not drawn.
    func image(of layer: CALayer) -> CGImage {
        let scale = device.model.scale
        let size = layer.bounds.size
        let compositor = CACompositor(pixelWidth: Int((size.width * scale).rounded(.up)),
                                      pixelHeight: Int((size.height * scale).rounded(.up)),
                                      scale: scale, isOpaque: false)
        compositor.render(layer, at: device.time)
        return compositor.makeImage()
    }

    /// Puts the subject back where it was and hides the window.
    func dispose() {
        restore()
        restore = {}
    }
}

/// The window a snapshot is shown in, whose safe area is the configuration's rather than the screen's.
@MainActor final class SnapshotWindow: UIWindow {
    private let configuredSafeArea: UIEdgeInsets

    init(frame: CGRect, safeArea: UIEdgeInsets) {
        configuredSafeArea = safeArea
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        preconditionFailure("SnapshotWindow.init(coder:): made in code only")
    }

    override var safeAreaInsets: UIEdgeInsets { configuredSafeArea }
}

/// The delegate of the app a snapshot device runs: it sets up nothing, as the subject brings its own views.
@MainActor final class SnapshotHostDelegate: UIApplicationDelegate {}
