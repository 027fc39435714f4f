import Foundation
@preconcurrency import SnapshotTesting
import UIKit
import UIKitTesting
import CoreGraphics

extension Snapshotting where Value == UIViewController, Format == CGImage {
    /// A view controller's window drawn as an image on an iPhone 15 Pro, with no safe area, and compared pixel for pixel.
    public static var image: Snapshotting { .image() }

    /// A view controller drawn on the device that `config` names, compared with `precision` the fraction of pixels that must be equal.
    ///
    /// A headless device of the configuration's model is turned to its orientation, and the view
    /// controller becomes the root of a window of the configuration's size (`size` overriding
    /// it) whose safe area is the configuration's. It appears (`viewWillAppear(_:)`,
    /// `viewDidAppear(_:)`) and frames run until layout, display and animations have finished.
    /// The picture is the window, at the model's scale, over transparent black: what the app
    /// shows, without the status bar and anything else the system draws. Afterwards the
    /// controller disappears and, if it was the root of another window, returns to it.
    ///
    /// `.image(on: .iPhone8)` is 750×1334 pixels; `.image(on: .iPhone8(.landscape))` is 1334×750.
    public static func image(on config: ViewImageConfig, precision: Float = 1, size: CGSize? = nil) -> Snapshotting {
        SimplySnapshotting.image(precision: precision).pullback { (controller: UIViewController) in
            MainActor.assumeIsolated {
                let host = SnapshotHost(controller: controller, config: config, size: size)
                defer { host.dispose() }
                return host.image(of: host.window.layer)
            }
        }
    }

    /// A view controller drawn in a window of `size` (the iPhone 15 Pro's screen when nil) with no safe area.
    public static func image(precision: Float = 1, size: CGSize? = nil) -> Snapshotting {
        .image(on: ViewImageConfig(safeArea: .zero, size: size), precision: precision)
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// A view controller's view hierarchy as text, on an iPhone 15 Pro with no safe area, with pointer addresses left out.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// A view controller's view hierarchy as text, after it appeared and was laid out on the device that `config` names.
    ///
    /// The controller is shown as `image(on:precision:size:)` shows it; its view is then described
    /// with `recursiveDescription()`, with addresses removed as for a view.
    public static func recursiveDescription(on config: ViewImageConfig = ViewImageConfig(), size: CGSize? = nil) -> Snapshotting {
        SimplySnapshotting.lines.pullback { (controller: UIViewController) in
            MainActor.assumeIsolated {
                let host = SnapshotHost(controller: controller, config: config, size: size)
                defer { host.dispose() }
                return removingAddresses(controller.view.recursiveDescription())
            }
        }
    }
}
