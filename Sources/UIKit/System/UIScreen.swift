import Foundation
import Synchronization
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// The device's display: its size in points, its scale, and the layer tree of its windows.
@preconcurrency @MainActor open class UIScreen {
    /// The screen of the device that is running now.
    @_spi(Testing) public internal(set) static var current: UIScreen?

    /// The screen of the device that is running now.
    ///
    /// Traps when no device is running, since there is no screen to describe.
    open class var main: UIScreen {
        guard let current else {
            preconditionFailure("UIScreen.main: no device is running; launch an app on a SpringBoard Device first")
        }
        return current
    }

    /// The screen's rectangle in points, in the current interface orientation (iOS 8+).
    public private(set) var bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat
    /// The system that provides the status bar and safe area.
    @_spi(Testing) public unowned let host: UISystemHost
    /// The device this screen belongs to (`UIDevice.current` while it runs).
    @_spi(SpringBoard) public private(set) lazy var device = UIDevice(host: host)
    /// The layer that holds every window's layer, ordered by window level.
    @_spi(SpringBoard) public let windowsLayer = CALayer()
    /// The device's `perform(_:with:afterDelay:)` requests that have not run yet.
    let delayedPerforms: DelayedPerformRequests

    /// A screen of `bounds` points at `scale` pixels per point.
    @_spi(SpringBoard) public init(bounds: CGRect, scale: CGFloat, host: UISystemHost) {
        self.bounds = bounds
        self.scale = scale
        self.host = host
        windowsLayer.name = "UIScreen windows"
        windowsLayer.frame = bounds
        let animationHost = host.animationHost
        delayedPerforms = DelayedPerformRequests(host: animationHost)
        animationHost.attach(windowsLayer)
        animationHost.register(.constraints, name: "UIKit constraints") { [weak self] _ in self?.updateWindowConstraints() }
        animationHost.register(.layout, name: "UIKit windows") { [weak self] _ in self?.layoutWindows() }
    }

    /// Runs each visible window's Auto Layout engine, when it has work: `updateConstraints()`
    /// leaf to root, then the changed constraints, and the solved frames. UIKit's constraints phase.
    func updateWindowConstraints() {
        for window in windowsBackToFront where !window.isHidden { window.layoutState?.engine?.updateIfNeeded() }
    }

    /// Lays out every visible window, back to front, each top-down: UIKit's layout phase.
    func layoutWindows() {
        for window in windowsBackToFront where !window.isHidden { window.layoutIfNeeded() }
    }

    /// Changes the screen's bounds when the interface rotates (width and height swap); the
    /// windows' traits follow (size classes).
    @_spi(SpringBoard) public func setBounds(_ newBounds: CGRect) {
        bounds = newBounds
        windowsLayer.frame = newBounds
        propagateTraitCollection()
    }

    /// The system-wide appearance, light by default (Settings' Light/Dark; see UIScreen+Traits.swift).
    @_spi(SpringBoard) @_spi(Testing) public var userInterfaceStyle: UIUserInterfaceStyle = .light {
        didSet { if oldValue != userInterfaceStyle { propagateTraitCollection() } }
    }

    /// Called after the screen's traits changed (rotation, the system's style); the default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The traits last propagated to the windows.
    var propagatedTraitCollection: UITraitCollection?

    /// Makes this the screen that `UIScreen.main` returns.
    @_spi(SpringBoard) public func makeCurrent() {
        Self.current = self
        Self.currentSystemVersion.withLock { $0 = host.systemVersion }
    }

    /// The iOS version of the device whose screen is current, readable from any thread: what
    /// `#available` asks, which code outside the main actor evaluates too.
    nonisolated static let currentSystemVersion = Mutex<OperatingSystemVersion?>(nil)

    /// The pixels per point of the physical panel (equal to `scale` for the modelled devices).
    public var nativeScale: CGFloat { scale }

    /// The screen's size in pixels, always in portrait.
    public var nativeBounds: CGRect {
        let w = min(bounds.width, bounds.height), h = max(bounds.width, bounds.height)
        return CGRect(x: 0, y: 0, width: w * scale, height: h * scale)
    }

    /// The screen minus the status bar, in screen coordinates (the pre-iOS 7 app area).
    public var applicationFrame: CGRect {
        let bar = host.statusBarFrame
        return CGRect(x: 0, y: bar.maxY, width: bounds.width, height: bounds.height - bar.maxY)
    }

    /// Puts `window`'s layer among the windows' layers by level, in front of windows of equal level.
    func attach(_ window: UIWindow) {
        window.layer.removeFromSuperlayer()
        let siblings = windowsLayer.sublayers ?? []
        let level = window.windowLevel
        let index = siblings.firstIndex { layer in
            guard let other = layer.delegate as? UIWindow else { return false }
            return other.windowLevel > level
        } ?? siblings.count
        windowsLayer.insertSublayer(window.layer, at: UInt32(index))
        let traits = traitCollection
        if propagatedTraitCollection == nil { propagatedTraitCollection = traits }
        window.propagateTraitCollection(inherited: traits)
    }

    /// The screen's windows, back to front.
    var windowsBackToFront: [UIWindow] {
        (windowsLayer.sublayers ?? []).compactMap { $0.delegate as? UIWindow }
    }
}
