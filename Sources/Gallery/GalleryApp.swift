import UIKit

/// A demo app of the gallery: what the simulator needs to launch it.
public struct GalleryApp: Sendable {
    /// A short identifier for command lines, such as "hidden-drawer".
    public let identifier: String
    /// The app's title.
    public let title: String
    /// The article the app comes from.
    public let summary: String
    /// The principal class, as given to `UIApplicationMain`.
    public let principalClass: UIApplication.Type
    /// Creates the app delegate, as `UIApplicationMain` does from the delegate class name.
    public let makeDelegate: @MainActor @Sendable () -> UIApplicationDelegate

    /// Every app of the gallery.
    public static let all: [GalleryApp] = [
        GalleryApp(identifier: "hidden-drawer", title: "Hidden Drawer",
                   summary: "Intercepting status bar touches: a drawer slides out from under the status bar",
                   principalClass: HiddenDrawerApplication.self,
                   makeDelegate: { HiddenDrawerAppDelegate() }),
        GalleryApp(identifier: "gestures", title: "Gestures",
                   summary: "Gesture recognizers: tap, double tap, pan, pinch with rotation and long press on a card, above a paging list",
                   principalClass: UIApplication.self,
                   makeDelegate: { GesturesAppDelegate() }),
        GalleryApp(identifier: "toolbar-controller", title: "Toolbar Controller",
                   summary: "A static toolbar under a navigation controller whose items cross-fade on push and pop (CWToolbarController)",
                   principalClass: UIApplication.self,
                   makeDelegate: { ToolbarControllerAppDelegate() }),
        GalleryApp(identifier: "toolbar-ios3", title: "Toolbar (iOS 3)",
                   summary: "The same tree on iPhone OS 3's own API: toolbarItems and setToolbarHidden",
                   principalClass: UIApplication.self,
                   makeDelegate: { NativeToolbarAppDelegate() }),
        GalleryApp(identifier: "controls", title: "Controls",
                   summary: "UIKit's controls: buttons and their configurations, switch, segmented control, slider, stepper, page control, spinner, tinted images, light and dark",
                   principalClass: UIApplication.self,
                   makeDelegate: { ControlsAppDelegate() }),
        GalleryApp(identifier: "edge-gestures", title: "Edge Gestures",
                   summary: "A swipe counter whose play area goes full screen by swapping Auto Layout constraints, animated (seed 4)",
                   principalClass: UIApplication.self,
                   makeDelegate: { CounterAppDelegate() }),
        GalleryApp(identifier: "sign-in", title: "Sign In",
                   summary: "Auto Layout: a profile card and a sign-in form built from anchors, the safe area and margins guides and nested stack views, side by side in landscape",
                   principalClass: UIApplication.self,
                   makeDelegate: { SignInAppDelegate() }),
        GalleryApp(identifier: "blurred-status-bar", title: "Blurred Status Bar",
                   summary: "A live-blurred status bar over a colourful list that follows the in-call bar and fades out in landscape (seed 5's BTBlurredStatusBar)",
                   principalClass: UIApplication.self,
                   makeDelegate: { BlurredStatusBarAppDelegate() }),
    ]

    /// The app with `identifier`, or nil.
    public static func named(_ identifier: String) -> GalleryApp? {
        all.first { $0.identifier == identifier }
    }
}
