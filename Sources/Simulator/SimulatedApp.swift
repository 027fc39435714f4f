import SpringBoard
import UIKit

/// An app that the live simulator can launch: its identifier, its title and how to create it.
///
/// The simulator never imports the apps it runs; the host program (the `simulator` command, or
/// a user's own app through `SimulatorServer.run(delegate:)`) describes them with this value,
/// exactly as `UIApplicationMain` is told the principal class and the delegate.
public struct SimulatedApp: Sendable {
    /// A short identifier used by the page and the command line, such as "hidden-drawer".
    public let id: String
    /// The title the page shows in its app menu.
    public let title: String
    /// The principal class, `UIApplication` or the app's subclass.
    public let principalClass: UIApplication.Type
    /// Creates the app delegate; called on the main actor each time the app launches.
    public let makeDelegate: @MainActor @Sendable () -> UIApplicationDelegate
    /// The Info.plist entries UIKit reads, such as `"UIViewControllerBasedStatusBarAppearance": false`.
    public let infoPlist: [String: any Sendable]
    /// Creates the scene delegate that the app's Info.plist names in its scene manifest, if any;
    /// called on the main actor each time the app launches.
    public let makeSceneDelegate: (@MainActor @Sendable () -> UISceneDelegate)?

    /// An app with identifier `id`, shown as `title`, launched as `UIApplicationMain` launches
    /// `principalClass` with the delegate that `delegate` creates, its Info.plist's entries
    /// `infoPlist`, and the scene delegate that `sceneDelegate` creates (Swift on Linux cannot make
    /// an object from the class name a scene manifest gives).
    public init(id: String, title: String, principalClass: UIApplication.Type = UIApplication.self,
                infoPlist: [String: any Sendable] = [:],
                delegate: @escaping @MainActor @Sendable () -> UIApplicationDelegate,
                sceneDelegate: (@MainActor @Sendable () -> UISceneDelegate)? = nil) {
        self.id = id
        self.title = title
        self.principalClass = principalClass
        self.infoPlist = infoPlist
        self.makeDelegate = delegate
        self.makeSceneDelegate = sceneDelegate
    }

    /// Launches the app on `device`.
    @MainActor func launch(on device: Device) {
        device.launch(principalClass, infoPlist: infoPlist, delegate: makeDelegate, sceneDelegate: makeSceneDelegate)
    }
}
