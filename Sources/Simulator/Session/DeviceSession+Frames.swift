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
            } else {
                deltaIDs.append(id)
            }
        }
        if deltaIDs.isEmpty { damage.removeAll() }
        guard !fullIDs.isEmpty || !damage.isEmpty else { return }

        let hello = ServerMessage.text(of: ServerMessage.hello(device: device, app: app, apps: apps))
        var dropped: [ClientConnection] = []
        for id in fullIDs where clients[id]!.needsHello {
            clients[id]!.needsHello = false
            if !clients[id]!.connection.send(text: hello) { dropped.append(clients[id]!.connection) }
        }
        fullIDs.removeAll { id in dropped.contains { $0.id == id } }
        for connection in dropped { dropUnreadPage(connection) }
        for id in fullIDs { clients[id]!.needsFull = false }
        let size = device.pixelSize
        let screen = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
        let job = FrameEncoder.Job(frameNumber: presentedFrames, width: size.width, height: size.height,
                                   full: fullIDs.isEmpty ? [] : pixels(of: [screen]),
                                   damaged: pixels(of: damage.rects.map {
                                       PixelRect(x: Int($0.minX), y: Int($0.minY), width: Int($0.width), height: Int($0.height))
                                   }))
        damage.removeAll()
        func recipients(_ ids: [Int]) -> [FrameEncoder.Recipient] {
            ids.map { FrameEncoder.Recipient(connection: clients[$0]!.connection, lastAppliedSequence: clients[$0]!.lastAppliedSequence) }
        }
        let full = recipients(fullIDs), delta = recipients(deltaIDs)
        isEncoding = true
        Task { [weak self] in
            let outcome = await FrameEncoder.encodeAndSend(job, full: full, delta: delta,
                                                           maximumFramesInFlight: Self.maximumFramesInFlight)
            self?.finishEncoding(outcome)
        }
    }

    /// Copies of the screen's pixels in `rects`, each cut into the bands the encoder compresses side by side.
    private func pixels(of rects: [PixelRect]) -> [(rect: PixelRect, image: CGImage)] {
        rects.flatMap(FrameEncoder.bands(of:)).map { band in
            (band, device.screenshot(ofPixelRect: CGRect(x: band.x, y: band.y, width: band.width, height: band.height)))
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
