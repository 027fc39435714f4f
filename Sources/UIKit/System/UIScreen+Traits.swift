import Foundation
@_spi(UIKit) import CoreGraphics

extension UIScreen: UITraitEnvironment {
    /// The screen's traits: the phone idiom, its scale, the system's interface style, and the
    /// size classes of its current orientation.
    ///
    /// An iPhone is compact in width and regular in height in portrait; in landscape its height
    /// is compact and its width regular only on the large models, 414 pt wide or more in
    /// portrait (Plus, XR, Max), as Apple's size-class table in the Human Interface Guidelines
    /// (Layout, "Device size classes") gives.
    public var traitCollection: UITraitCollection {
        let landscape = bounds.width > bounds.height
        let portraitWidth = min(bounds.width, bounds.height)
        let horizontal: UIUserInterfaceSizeClass =
            landscape && portraitWidth >= UIKitConstants.regularWidthLandscapeMinimumPortraitWidth ? .regular : .compact
        return UITraitCollection(style: userInterfaceStyle, horizontal: horizontal, vertical: landscape ? .compact : .regular,
                                 scale: scale, idiom: .phone)
    }

    /// Gives every window, and so every view in one, the screen's traits again, telling the
    /// screen first when they changed.
    func propagateTraitCollection() {
        let traits = traitCollection
        let previous = propagatedTraitCollection
        propagatedTraitCollection = traits
        if let previous, previous != traits { traitCollectionDidChange(previous) }
        for window in windowsBackToFront { window.propagateTraitCollection(inherited: traits) }
    }
}
