import Foundation
@_spi(Simulator) import CoreGraphics
import SpringBoard
import UIKit

/// Renders a recording as an animated PNG on virtual time: a new headless device launches the
/// recorded app, replays the inputs at their recorded times and captures every display frame
/// (`APNGWriter` keeps only the rectangles that changed), then runs until the device settles.
///
/// Nothing is captured in real time, so the animation has every frame at the device's frame
/// rate however slow the machine. Memory stays bounded: frames stream to the file, and the
/// writer holds one screen's pixels.
@MainActor enum ScreenRecorder {
    /// What was written.
    struct Summary: Equatable {
        var frames: Int
        var displayFrames: Int
        var width: Int
        var height: Int
    }

    /// How long the animation shows the final screen before it loops, in seconds.
    static let finalHold: TimeInterval = 1
    /// The most device seconds the device may take to settle after the last input.
    static let settleLimit: TimeInterval = 10

    /// Renders `recording`, running `app`, as an APNG file at `url`.
    ///
    /// Throws when the recording's model or version is unknown, when `app` is not the app it was
    /// made with, or when an input cannot be replayed (`DeviceReplayError`). Between frames it
    /// lets the main actor's other work run (the live device keeps streaming meanwhile).
    static func render(_ recording: Recording, app: SimulatedApp, to url: URL) async throws -> Summary {
        guard let model = DeviceModel.named(recording.model), let version = OperatingSystemVersion(parsing: recording.os),
              model.supportedVersions.contains(version.majorVersion) else {
            throw RecordingError("the recording's model or OS version is unknown")
        }
        guard app.id == recording.app else { throw RecordingError("the recording was made with \(recording.app), not \(app.id)") }
        let device = Device(model: model, systemVersion: version)
        app.launch(on: device)
        let portrait = device.pixelSize
        let fps = Int((1 / device.frameInterval).rounded())
        let writer = try APNGWriter(url: url, width: portrait.width, height: portrait.height, framesPerSecond: fps)
        var displayFrames = 0
        func capture() async throws {
            displayFrames += 1
            try writer.addFrame(premultipliedRGBA: panelPixels(of: device, portrait: portrait))
            await Task.yield()
            device.makeCurrent()
        }
        /// Runs, one at a time, the frames due by `time`, capturing each, then moves the clock there.
        func run(until time: TimeInterval) async throws {
            while device.nextFrameTime <= time + 1e-9 {
                device.advance(by: max(0, device.nextFrameTime - device.time))
                try await capture()
            }
            if time > device.time { device.advance(by: time - device.time) }
        }
        try await capture()
        for (index, timed) in recording.inputs.enumerated() {
            try await run(until: timed.time)
            try device.applyReplayed(timed, index: index)
        }
        try await run(until: recording.duration)
        let deadline = device.time + settleLimit
        while !device.isIdle, device.time < deadline {
            device.runFrame()
            try await capture()
        }
        let frames = try writer.finish(holdFrames: Int((finalHold * Double(fps)).rounded()))
        return Summary(frames: frames, displayFrames: displayFrames, width: portrait.width, height: portrait.height)
    }

    /// The screen's pixels as the panel shows them, in its portrait orientation: a landscape or
    /// upside-down interface is turned back, so every frame has the same size.
    static func panelPixels(of device: Device, portrait: (width: Int, height: Int)) -> Data {
        let pixels = device.screenshot().premultipliedRGBA
        let size = device.pixelSize
        let quarterTurns: Int
        switch device.interfaceOrientation {
        case .landscapeRight: quarterTurns = 1  // the device turned left: the picture turns right on the panel
        case .landscapeLeft: quarterTurns = 3
        case .portraitUpsideDown: quarterTurns = 2
        default: quarterTurns = 0
        }
        guard quarterTurns != 0 || size.width != portrait.width else { return pixels }
        return rotated(pixels, width: size.width, height: size.height, clockwiseQuarterTurns: quarterTurns)
    }

    /// `pixels` (`width`×`height`) turned clockwise by `turns` quarter turns.
    static func rotated(_ pixels: Data, width: Int, height: Int, clockwiseQuarterTurns turns: Int) -> Data {
        let turns = ((turns % 4) + 4) % 4
        let (outWidth, outHeight) = turns % 2 == 0 ? (width, height) : (height, width)
        var out = Data(count: pixels.count)
        out.withUnsafeMutableBytes { dstRaw in
            pixels.withUnsafeBytes { srcRaw in
                let src = srcRaw.bindMemory(to: UInt32.self), dst = dstRaw.bindMemory(to: UInt32.self)
                for y in 0..<height {
                    for x in 0..<width {
                        let (nx, ny): (Int, Int)
                        switch turns {
                        case 1: (nx, ny) = (height - 1 - y, x)
                        case 2: (nx, ny) = (width - 1 - x, height - 1 - y)
                        case 3: (nx, ny) = (y, width - 1 - x)
                        default: (nx, ny) = (x, y)
                        }
                        dst[ny * outWidth + nx] = src[y * width + x]
                    }
                }
            }
        }
        _ = outHeight
        return out
    }
}

/// Screen recordings for host programs (the `simulator record` command): a recording's JSON, as
/// the page's Export downloads it, rendered as an animated PNG on virtual time.
public enum ScreenRecording {
    /// What `render` wrote.
    public struct Summary: Sendable, Equatable {
        /// Frames in the file (a frame lasts as long as nothing changes).
        public let frames: Int
        /// Display frames rendered.
        public let displayFrames: Int
        public let width: Int
        public let height: Int
        /// The recording's app and model identifiers.
        public let app: String
        public let model: String
    }

    /// Validates `json` (a recording, `Recording.init(json:)`) and renders it, running the app of
    /// `apps` it names, as an APNG file at `url`; throws, saying why, when the recording is
    /// invalid, names an app not in `apps`, or cannot be replayed.
    @MainActor public static func render(json: Data, apps: [SimulatedApp], to url: URL) async throws -> Summary {
        let recording = try Recording(json: json)
        guard let app = apps.first(where: { $0.id == recording.app }) else {
            throw RecordingError("unknown app \"\(recording.app)\"; valid apps: \(apps.map(\.id).joined(separator: ", "))")
        }
        let summary = try await ScreenRecorder.render(recording, app: app, to: url)
        return Summary(frames: summary.frames, displayFrames: summary.displayFrames, width: summary.width,
                       height: summary.height, app: recording.app, model: recording.model)
    }
}
