import Foundation
@preconcurrency import SnapshotTesting
import UIKit
import UIKitTesting
import CoreGraphics

extension Snapshotting where Value == UIView, Format == CGImage {
    /// A view drawn as an image through OpenUIKit's pipeline and compared pixel for pixel.
    public static var image: Snapshotting { .image() }

    /// A view drawn as an image through OpenUIKit's pipeline, compared with `precision` the fraction of pixels that must be equal.
    ///
    /// The view is shown alone, at `size` (its own frame's size when nil), in a window with no safe
    /// area on a headless iPhone 15 Pro (`ViewImageConfig.defaultModel`), so it is drawn at 3×.
    /// Frames run until layout, display and animations have finished (see `SnapshotHost`), then
    /// the view's layer tree is drawn over transparent black. Afterwards the view returns to its
    /// superview and frame. A view with no size is first asked to `sizeToFit()`; one still empty
    /// traps, naming the view. Must be called on the main actor, as views are.
    ///
    /// The format is a `CGImage` where Apple's is a `UIImage`, which OpenUIKit does not have yet;
    /// `assertSnapshot(of: view, as: .image)` reads the same.
    public static func image(precision: Float = 1, size: CGSize? = nil) -> Snapshotting {
        SimplySnapshotting.image(precision: precision).pullback { (view: UIView) in
            MainActor.assumeIsolated {
                let host = SnapshotHost(view: view, size: size)
                defer { host.dispose() }
                return host.image(of: view.layer)
            }
        }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// A view's hierarchy as text, one view a line as `recursiveDescription()` prints it, with pointer addresses left out.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// A view's hierarchy as text after it was laid out at `size` (its own frame's size when nil).
    ///
    /// The view is shown as `image(precision:size:)` shows it and laid out, then described.
    /// Addresses (`: 0x…`) are removed, as swift-snapshot-testing removes them on iOS, so a
    /// reference stays the same from run to run: `<UILabel; frame = (0 0; 120 20); …>`.
    public static func recursiveDescription(size: CGSize? = nil) -> Snapshotting {
        SimplySnapshotting.lines.pullback { (view: UIView) in
            MainActor.assumeIsolated {
                let host = SnapshotHost(view: view, size: size)
                defer { host.dispose() }
                return removingAddresses(view.recursiveDescription())
            }
        }
    }
}

/// `text` without the pointer addresses that descriptions print, with the colon and spaces before them.
///
/// The pattern is swift-snapshot-testing's for iOS: `<UIView: 0x7f…; frame = …>` becomes `<UIView; frame = …>`.
func removingAddresses(_ text: String) -> String {
    text.replacingOccurrences(of: ":?\\s*0x[\\da-f]+(\\s*)", with: "$1", options: .regularExpression)
}
