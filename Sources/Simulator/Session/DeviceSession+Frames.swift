import Foundation
@_spi(Simulator) import QuartzCore
import SpringBoard
import UIKit

/// What the pages were last told about the device; a change means a `hello` and full frames.
struct AnnouncedState: Equatable {
    var launch: Int
    var orientation: UIInterfaceOrientation
    var deviceOrientation: UIDeviceOrientation
    var pixelWidth: Int
    var pixelHeight: Int
    var inCall: Bool
    var slowAnimations: Bool
}

extension DeviceSession {
    /// More unwritten frames than this mark a page as slow: it gets no more frames until it has
    /// caught up, then one full frame.
    static let maximumFramesInFlight = 3

    /// Records a presented frame's damage (device pixels).
    func noteDamage(_ rects: [CGRect], of presenting: Device) {
        guard presenting === device else { return }
        presentedFrames &+= 1
        let size = device.pixelSize
        if damage.pixelWidth != size.width || damage.pixelHeight != size.height {
            damage = CADamageRegion(pixelWidth: size.width, pixelHeight: size.height)
        }
        for rect in rects { damage.insert(rect) }
    }

    private var currentState: AnnouncedState {
        let size = device.pixelSize
        return AnnouncedState(launch: launchCount, orientation: device.interfaceOrientation, deviceOrientation: device.deviceOrientation,
                              pixelWidth: size.width, pixelHeight: size.height, inCall: device.isInCallStatusBarShown,
                              slowAnimations: device.slowAnimations)
    }

    /// Sends what the pages need, unless a frame is still being encoded (then this runs again
    /// when it is done).
    ///
    /// Ordering contract: one frame is encoded at a time, and its pixels, `hello` and sequence
    /// numbers are all taken here, at one instant on the main actor. A page that needs a
    /// `hello` (new, or the device changed shape) gets it now, then a full frame; the others get
    /// the damage accumulated since the last frame, taken from the screen as it is now, so a
    /// frame sent late carries up-to-date pixels and damage from several device frames
    /// coalesces into one message.
    func pumpFrames() {
        guard !isEncoding else { return }
        let state = currentState
        if state != announced {
            announced = state
            damage.removeAll()
            for id in clients.keys { clients[id]!.needsHello = true }
        }
        var fullIDs: [Int] = [], deltaIDs: [Int] = []
        for (id, client) in clients.sorted(by: { $0.key < $1.key }) {
            if client.needsHello || client.needsFull {
                if client.connection.framesInFlight <= Self.maximumFramesInFlight { fullIDs.append(id) }
            } else if !client.awaitsDisplay {
                deltaIDs.append(id)
            }
        }

        var hello: String?
        var dropped: [ClientConnection] = []
        for id in fullIDs where clients[id]!.needsHello {
            hello = hello ?? ServerMessage.text(of: ServerMessage.hello(device: device, app: app, apps: apps))
            clients[id]!.needsHello = false
            // A page that answers every hello with its display size gets its full frame then.
            clients[id]!.awaitsDisplay = clients[id]!.announcesDisplay
            // A hello is followed by a full frame, now or once the page has answered.
            clients[id]!.needsFull = true
            if !clients[id]!.connection.send(text: hello!) { dropped.append(clients[id]!.connection) }
        }
        fullIDs.removeAll { id in dropped.contains { $0.id == id } || clients[id]!.awaitsDisplay }
        for connection in dropped { dropUnreadPage(connection) }
        if deltaIDs.isEmpty { damage.removeAll() }
        guard !fullIDs.isEmpty || !damage.isEmpty else { return }
        for id in fullIDs { clients[id]!.needsFull = false }
        let size = device.pixelSize
        let scaleOf = { (id: Int) in
            FrameScale.forPage(pixelsPerPoint: self.clients[id]!.pixelsPerPoint, deviceWidth: size.width, deviceHeight: size.height,
                               scale: Double(self.device.model.scale))
        }
        let fullScales = Set(fullIDs.map(scaleOf)), deltaScales = Set(deltaIDs.map(scaleOf))
        let damaged = damage.rects.map { PixelRect(x: Int($0.minX), y: Int($0.minY), width: Int($0.width), height: Int($0.height)) }
        let sizes = fullScales.union(deltaScales).sorted { ($0.width, $0.height) < ($1.width, $1.height) }.map { scale in
            FrameEncoder.Sized(scale: scale,
                               full: fullScales.contains(scale) ? part([PixelRect(x: 0, y: 0, width: scale.width, height: scale.height)], at: scale) : .init(),
                               damaged: deltaScales.contains(scale) && !damage.isEmpty ? part(damaged.map(scale.scaled), at: scale) : .init())
        }
        let job = FrameEncoder.Job(frameNumber: presentedFrames, sizes: sizes)
        damage.removeAll()
        func recipients(_ ids: [Int]) -> [FrameEncoder.Recipient] {
            ids.map { FrameEncoder.Recipient(connection: clients[$0]!.connection, lastAppliedSequence: clients[$0]!.lastAppliedSequence,
                                             scale: scaleOf($0)) }
        }
        let full = recipients(fullIDs), delta = recipients(deltaIDs)
        isEncoding = true
        Task { [weak self] in
            let outcome = await FrameEncoder.encodeAndSend(job, full: full, delta: delta,
                                                           maximumFramesInFlight: Self.maximumFramesInFlight)
            self?.finishEncoding(outcome)
        }
    }

    /// Copies of the device pixels that `rects` (in `scale`'s displayed grid) are made from, each
    /// cut into the bands the encoder scales and compresses side by side (`FrameEncoder.Part`).
    private func part(_ rects: [PixelRect], at scale: FrameScale) -> FrameEncoder.Part {
        FrameEncoder.Part.copying(rects, at: scale, pool: &frameBuffers) { source, destination in
            device.copyScreenPixels(ofPixelRect: CGRect(x: source.x, y: source.y, width: source.width, height: source.height),
                                    into: destination)
        }
    }

    /// Records what the encoder could not send, then takes the next frame.
    private func finishEncoding(_ outcome: FrameEncoder.Outcome) {
        isEncoding = false
        switch outcome {
        case let .sent(skipped):
            for id in skipped { clients[id]?.needsFull = true }
            pumpFrames()
        case let .failed(error, pages):
            // The pages miss this frame, so each needs a full one; it is sent with the next
            // change rather than retried at once, so a persistent failure cannot spin.
            logger.error("Could not encode a frame: \(error)")
            for id in pages { clients[id]?.needsFull = true }
        }
    }
}
