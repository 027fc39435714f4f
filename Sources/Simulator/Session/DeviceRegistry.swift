import Foundation
import Logging
import SpringBoard
import Synchronization

/// The devices the live simulator runs side by side, each its own `DeviceSession` with its own
/// real-clock driver, frames and input, as each simulated device is its own window in Simulator.
///
/// Devices are numbered from 1 in the order they start ("1", "2", …), numbers never reused while
/// the server runs; a page's WebSocket names its device (`/ws?device=2`). At most
/// `maximumDevices` run at once: each holds its screen, layers and backing stores (tens of MB).
/// Everything runs on the main actor, as the devices do; `ids` and `session(_:)` are
/// readable from any thread, for the WebSocket upgrade to refuse an unknown device before it
/// upgrades and to start reading the page before the main actor is free.
@MainActor final class DeviceRegistry {
    /// A device started or closed on the page.
    struct Entry {
        let id: String
        let session: DeviceSession
        let driver: Task<Void, Never>
    }

    /// Why a device could not be added.
    enum AddError: Error, Equatable, CustomStringConvertible {
        case tooMany(limit: Int)
        case refused(MessageRejection)

        var description: String {
            switch self {
            case let .tooMany(limit): "at most \(limit) devices run at once; close one first"
            case let .refused(rejection): rejection.description
            }
        }
    }

    /// The most devices at once: four phones side by side fill a wide window, and bound the
    /// memory (an iPhone 15 Pro's screen alone is 12 MB, its layers several times that).
    nonisolated static let maximumDevices = 4

    let apps: [SimulatedApp]
    let logger: Logger
    private(set) var entries: [Entry] = []
    private var nextID = 1
    /// The devices by identifier, in order, as the last change on the main actor left them.
    private let snapshot = Mutex<[(id: String, session: DeviceSession)]>([])

    init(apps: [SimulatedApp], logger: Logger) {
        self.apps = apps
        self.logger = logger
    }

    /// The devices' identifiers in order, readable from any thread.
    nonisolated var ids: [String] { snapshot.withLock { $0.map(\.id) } }

    /// The device numbered `id`, or the first when `id` is nil; from any thread, where it may
    /// have closed since (`DeviceSession.join` ends a page that comes late).
    nonisolated func session(_ id: String?) -> DeviceSession? {
        snapshot.withLock { devices in
            guard let id else { return devices.first?.session }
            return devices.first { $0.id == id }?.session
        }
    }

    /// Starts a device running `app` on `model` at `systemVersion` (valid for it), driven from the
    /// wall clock until closed; returns its identifier.
    @discardableResult
    func add(model: DeviceModel, systemVersion: OperatingSystemVersion?, app: SimulatedApp) throws(AddError) -> String {
        guard entries.count < Self.maximumDevices else { throw .tooMany(limit: Self.maximumDevices) }
        let session = DeviceSession(model: model, systemVersion: systemVersion, app: app, apps: apps, logger: logger)
        let driver = RealClockDriver(session: session)
        let id = String(nextID)
        nextID += 1
        entries.append(Entry(id: id, session: session, driver: Task { await driver.run() }))
        publish()
        logger.info("Device \(id): \(app.id) on \(model.name) (\(entries.count) running)")
        return id
    }

    /// Starts a device from a page's choice of identifiers, checked as `configure` checks them;
    /// the first app when `appID` is nil.
    func add(model modelID: String, os: String?, app appID: String?) throws(AddError) -> String {
        let choice: (model: DeviceModel, version: OperatingSystemVersion?, app: SimulatedApp)
        do {
            choice = try DeviceSession.launchChoice(model: modelID, os: os, app: appID ?? apps[0].id, apps: apps)
        } catch {
            throw .refused(error)
        }
        return try add(model: choice.model, systemVersion: choice.version, app: choice.app)
    }

    /// Stops device `id`: its driver ends and its pages' sockets close. The last device stays
    /// (a server with no device would serve a page with nothing on it); returns whether it closed.
    func close(_ id: String) -> Bool {
        guard entries.count > 1, let index = entries.firstIndex(where: { $0.id == id }) else { return false }
        let entry = entries.remove(at: index)
        entry.driver.cancel()
        entry.session.shutDown()
        publish()
        logger.info("Device \(id) closed (\(entries.count) running)")
        return true
    }

    /// Runs until cancelled, then stops every device's driver.
    func run() async {
        while !Task.isCancelled {
            try? await Task.sleep(for: .seconds(3600))
        }
        for entry in entries { entry.driver.cancel() }
    }

    /// The devices as the page's device list (`GET /devices`) has them.
    var listText: String {
        let devices = entries.map { entry in
            ["id": entry.id, "model": entry.session.device.model.identifier, "name": entry.session.device.model.name,
             "app": entry.session.app.id]
        }
        let object: [String: Any] = ["devices": devices, "maximum": Self.maximumDevices,
                                     "models": DeviceModel.all.map { ["id": $0.identifier, "name": $0.name] },
                                     "apps": apps.map { ["id": $0.id, "title": $0.title] }]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    private func publish() {
        let devices = entries.map { (id: $0.id, session: $0.session) }
        snapshot.withLock { $0 = devices }
    }
}
