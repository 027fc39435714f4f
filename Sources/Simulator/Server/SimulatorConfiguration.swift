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
    /// More devices to start beside the first (`model`, `systemVersion`, `app`), each with its own
    /// app and stream; at most `DeviceRegistry.maximumDevices` in all.
    public var additionalDevices: [DeviceChoice] = []
    /// The token every request must carry as `?token=`. When nil, none is required on a
    /// loopback address and a random one is generated for any other address; set it to require a
    /// known token (on loopback too).
    public var accessToken: String?
    /// Where the page's Movie download is rendered: on the main actor beside the live devices
    /// (the default, for any host), or in a child process of an executable with the `record`
    /// command, as `simulator` does, so that the live devices keep their frame rate meanwhile.
    public var movieRendering: MovieRendering = .inProcess
    /// How often the server pings a page's WebSocket; a page that has not answered one ping by
    /// the next is closed. Hummingbird's 30 s, which finds a vanished page within a minute;
    /// tests shorten it to see a page kept alive through a busy device in a second.
    var webSocketPingPeriod: Duration = .seconds(30)

    /// A device to start: a model, an iOS version (the model's default when nil) and an app (the
    /// first when nil).
    public struct DeviceChoice: Sendable, Equatable {
        public var model: DeviceModel
        public var systemVersion: OperatingSystemVersion?
        public var app: String?

        public init(model: DeviceModel, systemVersion: OperatingSystemVersion? = nil, app: String? = nil) {
            self.model = model
            self.systemVersion = systemVersion
            self.app = app
        }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.model == rhs.model && lhs.app == rhs.app
                && lhs.systemVersion.map { [$0.majorVersion, $0.minorVersion, $0.patchVersion] }
                == rhs.systemVersion.map { [$0.majorVersion, $0.minorVersion, $0.patchVersion] }
        }
    }

    /// Every device to start, the first one first.
    public var devices: [DeviceChoice] {
        [DeviceChoice(model: model, systemVersion: systemVersion, app: app)] + additionalDevices
    }

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
