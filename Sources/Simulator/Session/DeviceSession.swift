import Foundation
import Synchronization
import Logging
@_spi(Simulator) import QuartzCore
import SpringBoard
import UIKit

/// The live simulator's device and everything attached to it: the pages watching, the input
/// they sent that waits for the next frame, and the fingers they hold down.
///
/// Everything runs on the main actor, as the device does. Pages' connection tasks hand parsed
/// messages to `receive(_:from:)`; the real-clock driver calls `step(by:)` once per display
/// frame while `needsFrames` is true, which applies the queued input in arrival order, runs the
/// device's frames and streams what changed (`DeviceSession+Frames.swift`). A `configure`
/// message replaces the device with a new one (`launch`), and every page is greeted again.
@MainActor final class DeviceSession {
    /// A page's state in the session.
    struct Client {
        let connection: ClientConnection
        /// The page must get a `hello` before its next frame.
        var needsHello = true
        /// The page's next frame must cover the whole screen.
        var needsFull = true
        /// The `seq` of the last message from the page applied to the device.
        var lastAppliedSequence: UInt32 = 0
        /// How the page's timestamps map to the device's clock.
        var timeMapping = BrowserTimeMapping()
        /// The page sent `inspect`: it gets the view tree after the frame that applied it.
        var wantsTree = false
        /// The pixels per point the page displays (`display` message); nil, as at first, for
        /// the device's own pixels. Its frames come at that size (`FrameScale`).
        var pixelsPerPoint: Double?
        /// Whether the page answers every `hello` with `display` (`DisplayAnnouncement.follows`).
        var announcesDisplay = false
        /// The page was sent a `hello` and its `display` answer has yet to come: its full frame
        /// waits, so that it comes at the displayed size.
        var awaitsDisplay = false
    }

    /// An item of the input queue.
    enum QueuedInput {
        case message(InboundMessage, client: Int)
        /// The page went away; its fingers are cancelled.
        case departure(client: Int)
    }

    /// A page's finger.
    struct FingerKey: Hashable {
        var client: Int
        var finger: Int
    }

    /// How many fingers all pages together may hold down: a hand's worth, as the page numbers
    /// its fingers 0 to 9.
    static let maximumFingersDown = 10
    /// How many messages may wait for the next frame: far more than a page sends in a frame
    /// (pointer events come at most a few per frame), few enough to bound a flood's memory.
    nonisolated static let maximumQueuedMessages = 1024

    let apps: [SimulatedApp]
    let logger: Logger
    /// The device now running.
    private(set) var device: Device
    /// The app now running on it.
    private(set) var app: SimulatedApp
    /// Bumped at every launch, so that a new device is always announced.
    private(set) var launchCount = 0
    /// Called when input arrives or a page connects, to wake the real-clock driver.
    var onWork: () -> Void = {}

    var clients: [Int: Client] = [:]
    var queue: [QueuedInput] = []
    var fingers: [FingerKey: Int] = [:]
    var lastTouchTime: TimeInterval = 0
    var damage = CADamageRegion(pixelWidth: 0, pixelHeight: 0)
    var isEncoding = false
    /// The buffers frames' pixels are copied into (`pumpFrames`).
    var frameBuffers = FrameBufferPool()
    var announced: AnnouncedState?
    var presentedFrames: UInt32 = 0
    /// Recording and replaying (`DeviceSession+Recording.swift`).
    var recorder = RecorderState()
    /// The number of the next page to connect, taken off the main actor (`makeConnection`).
    private nonisolated let nextClientID = Atomic<Int>(1)
    /// The device was closed (`shutDown`): a page that connects now is ended at once.
    private(set) var isShutDown = false

    /// A session running `app` on a new `model` with `systemVersion`, which must be valid for
    /// the model (the server validates its configuration before it gets here).
    init(model: DeviceModel, systemVersion: OperatingSystemVersion?, app: SimulatedApp, apps: [SimulatedApp], logger: Logger) {
        self.apps = apps
        self.logger = logger
        self.app = app
        device = Device(model: model, systemVersion: systemVersion)
        attach()
    }

    /// Replaces the device with a new `model` running `systemVersion` and `app`.
    ///
    /// Fingers held on the old device are forgotten with it, the pages' timestamps are anchored
    /// afresh, and every page gets a `hello` and a full frame of the new device.
    func launch(model: DeviceModel, systemVersion: OperatingSystemVersion?, app: SimulatedApp, slowAnimations: Bool? = nil) {
        device.onPresent = nil
        device.onScheduleWork = nil
        fingers.removeAll()
        lastTouchTime = 0
        for id in clients.keys { clients[id]!.timeMapping = BrowserTimeMapping() }
        damage.removeAll()
        self.app = app
        // Slow Animations outlives a relaunch, as Simulator's menu item does.
        let slowAnimations = slowAnimations ?? device.slowAnimations
        device = Device(model: model, systemVersion: systemVersion)
        device.slowAnimations = slowAnimations
        attach()
        logger.info("Launched \(app.id) on \(model.name), iOS \(device.systemVersion.versionString)")
    }

    private func attach() {
        launchCount += 1
        device.onPresent = { [weak self] device, rects in
            self?.noteDamage(rects, of: device)
        }
        device.onScheduleWork = { [weak self] in self?.onWork() }
        app.launch(on: device)
    }

    // MARK: Pages

    /// A new page's connection, numbered but not yet watching: callable from any thread, so that
    /// a WebSocket can be read (and its pings answered) before the main actor is free to `join` it.
    /// `onDrop` closes the page's socket if it is dropped for not reading (`ClientConnection`).
    nonisolated func makeConnection(encoding: FrameEncoding = .png,
                                    onDrop: @escaping @Sendable () -> Void = {}) -> ClientConnection {
        ClientConnection(id: nextClientID.add(1, ordering: .relaxed).oldValue, encoding: encoding, onDrop: onDrop)
    }

    /// Makes a page's connection and joins it at once (`makeConnection`, then `join`).
    func connect(encoding: FrameEncoding = .png, display: DisplayAnnouncement = .none,
                 onDrop: @escaping @Sendable () -> Void = {}) -> ClientConnection {
        let connection = makeConnection(encoding: encoding, onDrop: onDrop)
        join(connection, display: display)
        return connection
    }

    /// Registers a page; it gets a `hello` and a full frame as soon as the encoder is free.
    /// A page that announces its display (`.follows`) gets its `hello` at once and its first
    /// frame once it has said the size it displays. On a closed device the page is ended at once.
    func join(_ connection: ClientConnection, display: DisplayAnnouncement = .none) {
        guard !isShutDown else {
            connection.end()
            return
        }
        var client = Client(connection: connection)
        client.announcesDisplay = display == .follows
        clients[connection.id] = client
        logger.info("Page \(connection.id) connected (\(clients.count) watching)")
        // A page assumes an idle recorder with nothing recorded until told otherwise.
        if recorder.phase != .idle || recorder.last != nil {
            _ = connection.send(text: ServerMessage.encode(recorderStatus))
        }
        pumpFrames()
    }

    /// Forgets a page; the fingers it still holds are cancelled at the next frame.
    ///
    /// That includes fingers its queued messages have yet to put down: the departure is queued
    /// after them whenever the page holds a finger or has a message waiting, so a page that
    /// sends `down` and closes in the same write leaves no finger behind.
    func disconnect(_ connection: ClientConnection) {
        guard clients.removeValue(forKey: connection.id) != nil else { return }
        connection.close()
        let hasQueuedInput = queue.contains { item in
            switch item {
            case let .message(_, client): return client == connection.id
            case .departure: return false
            }
        }
        if hasQueuedInput || fingers.keys.contains(where: { $0.client == connection.id }) {
            queue.append(.departure(client: connection.id))
            onWork()
        }
        logger.info("Page \(connection.id) disconnected (\(clients.count) watching)")
    }

    /// Ends the session when its device is closed: the device stops calling back, and every
    /// page's socket closes (`ClientConnection.end`).
    func shutDown() {
        isShutDown = true
        device.onPresent = nil
        device.onScheduleWork = nil
        onWork = {}
        let connections = clients.values.map(\.connection)
        clients.removeAll()
        queue.removeAll()
        fingers.removeAll()
        for connection in connections { connection.end() }
        logger.info("Closed the device's session (\(connections.count) pages disconnected)")
    }

    /// Queues a page's message for the next frame, or refuses it when `maximumQueuedMessages`
    /// are already waiting (a page flooding the device). A message from a page that is no
    /// longer connected (dropped while its last messages were on their way) is ignored, so
    /// nothing it asks for follows its departure.
    func receive(_ message: InboundMessage, from client: Int) {
        guard clients[client] != nil else { return }
        guard queue.count < Self.maximumQueuedMessages else {
            report(.queueFull(limit: Self.maximumQueuedMessages), to: client)
            return
        }
        queue.append(.message(message, client: client))
        onWork()
    }

    /// Queues a page's `messages` for the next frame in order, each as `receive(_:from:)` does.
    func receive(_ messages: [InboundMessage], from client: Int) {
        for message in messages { receive(message, from: client) }
    }

    /// Tells page `client` why its message was refused, and logs it; a page whose unread
    /// replies are over `ClientConnection.maximumUnwrittenTextBytes` is dropped instead.
    func report(_ rejection: MessageRejection, to client: Int) {
        guard let connection = clients[client]?.connection else { return }
        Self.log(rejection, from: client, logger: logger)
        if !connection.send(text: ServerMessage.errorText(rejection)) {
            dropUnreadPage(connection)
        }
    }

    /// Forgets a page dropped for not reading its messages, and logs why.
    func dropUnreadPage(_ connection: ClientConnection) {
        guard clients[connection.id] != nil else { return }
        logger.notice("Dropped page \(connection.id): over \(ClientConnection.maximumUnwrittenTextBytes) bytes of messages unread")
        disconnect(connection)
    }

    /// Logs a refused message.
    nonisolated static func log(_ rejection: MessageRejection, from client: Int, logger: Logger) {
        logger.notice("Refused a message from page \(client): \(rejection)")
    }

    // MARK: The frame loop

    /// Whether the device needs frames now: input queued, animations, display links, layout or
    /// drawing pending. While false, the driver sleeps (until the next deadline, if any) and
    /// nothing is sent.
    ///
    /// A finger held still needs no frames: as on a phone, it sends nothing until it moves or
    /// lifts, and the message that says so wakes the driver, which applies it at once instead of
    /// at the next tick of a frame loop that had nothing to draw.
    var needsFrames: Bool {
        !queue.isEmpty || device.needsFrames || isReplaying
    }

    /// Whether pages' input waits to be applied.
    var hasQueuedInput: Bool { !queue.isEmpty }

    /// Whether a finger is down: then the time until the next message counts in full, since
    /// how long a finger rests matters (a long press, a fling that stopped).
    var holdsFingers: Bool {
        !fingers.isEmpty || device.hasActiveTouches
    }

    /// Seconds of device time until the device's soonest deadline work (a timer, a delayed
    /// perform, main-queue work) falls due, or nil when none is pending.
    var secondsUntilNextDeadline: TimeInterval? {
        let deadline = device.nextDeadline.map { max(0, $0 - device.time) }
        guard let replay = secondsUntilNextReplayInput else { return deadline }
        return min(deadline ?? replay, replay)
    }

    /// Seconds of device time until the device's next frame falls due.
    var secondsUntilNextFrame: TimeInterval {
        let interval = device.frameInterval
        let next = (((device.time + 1e-9) / interval).rounded(.down) + 1) * interval
        return max(0, next - device.time)
    }

    /// Moves the device `elapsed` seconds on: frames that fall due before the last one run
    /// first, then the queued input is applied, then the last frame runs and what changed is
    /// streamed. Returns how far the device's clock ran ahead of `elapsed` (see below).
    ///
    /// Applying input just before the last frame means it is delivered by the frame that
    /// follows its arrival, with timestamps at or before that frame's time.
    ///
    /// With `drawingInputAtOnce`, input that arrives between frames is not left to wait for the
    /// next one: the device's clock moves on to that frame now, which delivers the input and
    /// draws what it changed, and the time it ran ahead of `elapsed` is returned (less than a
    /// frame), which the driver takes back from its next wait. So a click's lift that arrives a
    /// few milliseconds after its down is drawn then, not up to a frame later, when the down's
    /// frame is over and the device would be idle or waiting for its next frame.
    @discardableResult
    func step(by elapsed: TimeInterval, drawingInputAtOnce: Bool = false) -> TimeInterval {
        let elapsed = max(0, elapsed)
        let interval = device.frameInterval
        if elapsed > interval { advanceDevice(by: elapsed - interval) }
        let hasInput = !queue.isEmpty
        applyQueuedInput()
        var last = min(elapsed, interval)
        var lead: TimeInterval = 0
        if hasInput, drawingInputAtOnce {
            let untilFrame = secondsUntilNextFrame
            if untilFrame > last {
                lead = untilFrame - last
                last = untilFrame
            }
        }
        advanceDevice(by: last)
        sendTrees()
        pumpFrames()
        return lead
    }

    /// Sends the view tree to the pages that asked for it since the last frame: built once
    /// however many `inspect` messages came, after the frame, so it shows the layout that
    /// frame drew.
    func sendTrees() {
        let ids = clients.keys.filter { clients[$0]!.wantsTree }.sorted()
        guard !ids.isEmpty else { return }
        let text = ViewTree.text(app: app.id, application: device.application, screenSize: device.screenBounds.size)
        for id in ids {
            clients[id]!.wantsTree = false
            let connection = clients[id]!.connection
            if !connection.send(text: text) { dropUnreadPage(connection) }
        }
    }

    /// Moves the device `elapsed` seconds on after sleeping towards its next deadline (or until
    /// input woke the driver): the idle time before the last frame, and never past the frame
    /// before the deadline, passes without frames, which would change nothing; the rest is
    /// stepped as usual. So the deadline's work runs at its time, and what it changes is drawn
    /// by the frame that follows it.
    /// `drawingInputAtOnce` and the returned lead are `step(by:drawingInputAtOnce:)`'s.
    @discardableResult
    func stepTowardsDeadline(by elapsed: TimeInterval, drawingInputAtOnce: Bool = false) -> TimeInterval {
        let elapsed = max(0, elapsed)
        let interval = device.frameInterval
        var idle = elapsed - interval
        if let untilDeadline = secondsUntilNextDeadline { idle = min(idle, untilDeadline - interval) }
        if idle > 0, !device.needsFrames {
            device.skipIdleTime(by: idle)
        } else {
            idle = 0
        }
        return step(by: elapsed - idle, drawingInputAtOnce: drawingInputAtOnce)
    }
}
