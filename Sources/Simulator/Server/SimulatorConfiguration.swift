import Foundation
import SpringBoard

/// Where the live simulator listens and what it starts with.
///
/// The defaults serve on http://127.0.0.1:8080 an iPhone 15 Pro running its default iOS version
/// and the first of the server's apps. `SimulatorServer.init` checks every choice against the
/// device models and the apps, and throws `SimulatorError` naming the valid ones.
public struct SimulatorConfiguration: Sendable {
    /// The address to listen on: 127.0.0.1 unless told otherwise. Any address that is not
    /// loopback requires an access token (see `accessToken`).
    public var host: String
    /// The TCP port; 0 picks a free one (the URL given to `SimulatorServer.run(onReady:)` names it).
    public var port: Int
    /// The device model at start.
    public var model: DeviceModel
    /// The iOS version at start, or nil for the model's default.
    public var systemVersion: OperatingSystemVersion?
    /// The identifier of the app at start, or nil for the first app.
    public var app: String?
    /// The token every request must carry as `?token=`. When nil, none is required on a
    /// loopback address and a random one is generated for any other address; set it to require a
    /// known token (on loopback too).
    public var accessToken: String?

    /// A configuration; every argument has the default described on its property.
    public init(host: String = "127.0.0.1", port: Int = 8080, model: DeviceModel = .iPhone15Pro,
                systemVersion: OperatingSystemVersion? = nil, app: String? = nil, accessToken: String? = nil) {
        self.host = host
        self.port = port
        self.model = model
        self.systemVersion = systemVersion
        self.app = app
        self.accessToken = accessToken
    }
}
