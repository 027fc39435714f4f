import CoreGraphics
import Foundation
import Testing
@testable import Simulator

@Suite("Frames at the page's displayed size")
struct FrameScaleTests {
    @Test("A page that has not said, or displays the device's pixels or more, gets the device's pixels")
    func identity() {
        #expect(FrameScale.forPage(pixelsPerPoint: nil, deviceWidth: 1179, deviceHeight: 2556, scale: 3).isIdentity)
        #expect(FrameScale.forPage(pixelsPerPoint: 3, deviceWidth: 1179, deviceHeight: 2556, scale: 3).isIdentity)
        #expect(FrameScale.forPage(pixelsPerPoint: 7.5, deviceWidth: 1179, deviceHeight: 2556, scale: 3).isIdentity)
    }

    @Test("Smaller displays get each side's points times their pixels per point, rounded, never below a quarter pixel per point")
    func scaledSizes() {
        let point = FrameScale.forPage(pixelsPerPoint: 1, deviceWidth: 1179, deviceHeight: 2556, scale: 3)
        #expect(point.width == 393 && point.height == 852)
        let fit = FrameScale.forPage(pixelsPerPoint: 1.25, deviceWidth: 750, deviceHeight: 1334, scale: 2)
        #expect(fit.width == 469 && fit.height == 834)  // 468.75 and 833.75, rounded
        let tiny = FrameScale.forPage(pixelsPerPoint: 0.01, deviceWidth: 1179, deviceHeight: 2556, scale: 3)
        #expect(tiny.width == 98 && tiny.height == 213)
    }

    @Test("Damage maps outward to every displayed pixel it touches, and back to every device pixel they average")
    func rectanglesRoundOutward() {
        let scale = FrameScale(deviceWidth: 1179, deviceHeight: 2556, width: 393, height: 852)
        #expect(scale.scaled(PixelRect(x: 4, y: 5, width: 1, height: 1)) == PixelRect(x: 1, y: 1, width: 1, height: 1))
        #expect(scale.scaled(PixelRect(x: 2, y: 2, width: 2, height: 5)) == PixelRect(x: 0, y: 0, width: 2, height: 3))
        #expect(scale.source(of: PixelRect(x: 0, y: 0, width: 2, height: 3)) == PixelRect(x: 0, y: 0, width: 6, height: 9))
        let odd = FrameScale(deviceWidth: 750, deviceHeight: 1334, width: 469, height: 834)
        let damage = PixelRect(x: 101, y: 333, width: 17, height: 40)
        let shown = odd.scaled(damage), source = odd.source(of: shown)
        #expect(source.x <= damage.x && source.y <= damage.y && source.maxX >= damage.maxX && source.maxY >= damage.maxY)
        #expect(odd.scaled(PixelRect(x: 0, y: 0, width: 750, height: 1334)) == PixelRect(x: 0, y: 0, width: 469, height: 834))
    }

    /// `width` × `height` black pixels with white one-pixel lines at every `spacing`-th row and
    /// column from `offset`.
    static func hairlines(width: Int, height: Int, spacing: Int, offset: Int) -> Data {
        var data = Data(repeating: 0, count: 4 * width * height)
        for y in 0..<height {
            for x in 0..<width {
                let i = 4 * (y * width + x)
                let line = (y - offset) % spacing == 0 && y >= offset || (x - offset) % spacing == 0 && x >= offset
                data[i] = line ? 255 : 0
                data[i + 1] = line ? 255 : 0
                data[i + 2] = line ? 255 : 0
                data[i + 3] = 255
            }
        }
        return data
    }

    @Test("One-device-pixel hairlines downscaled to point accurate size all come out at the same intensity, wherever they fall")
    func hairlinesStayEven() {
        // 7 device pixels apart: the lines fall at every phase of a point's three pixels.
        let width = 1179, height = 300
        let pixels = Self.hairlines(width: width, height: height, spacing: 7, offset: 2)
        let scale = FrameScale.forPage(pixelsPerPoint: 1, deviceWidth: width, deviceHeight: height, scale: 3)
        let shown = PixelRect(x: 0, y: 0, width: scale.width, height: scale.height)
        let out = pixels.withUnsafeBytes { BoxFilter.downscale($0, source: PixelRect(x: 0, y: 0, width: width, height: height), to: shown, scale: scale) }
        #expect(out.count == 4 * 393 * 100)
        // Down a column no vertical line touches: displayed column 1 averages device columns 3–5,
        // and the vertical lines are at 2, 9, 16…
        let column = 1
        var rowValues: [UInt8] = []
        for y in 0..<scale.height { rowValues.append(out[4 * (y * scale.width + column)]) }
        let lit = rowValues.filter { $0 != 0 }
        let lines = (0..<height).filter { ($0 - 2) % 7 == 0 && $0 >= 2 }.count
        #expect(lit.count == lines, "one displayed row per hairline")
        #expect(Set(lit) == [85], "every hairline is a third of white: \(Set(lit))")
        #expect((0..<scale.height).allSatisfy { out[4 * ($0 * scale.width + column) + 3] == 255 }, "opaque")
        // Across a row with no horizontal line: every vertical line is 85 too.
        let row = 1
        let across = (0..<scale.width).map { out[4 * (row * scale.width + $0)] }.filter { $0 != 0 }
        #expect(across.count == (0..<width).filter { ($0 - 2) % 7 == 0 && $0 >= 2 }.count)
        #expect(Set(across) == [85])
    }

    /// The definition, pixel by pixel: each displayed pixel the taps' products summed in order,
    /// rounded half up and clamped. The filter must give exactly these bytes.
    static func definition(_ pixels: Data, source: PixelRect, to target: PixelRect, scale: FrameScale) -> Data {
        let columns = BoxFilter.taps(target: target.x..<target.maxX, device: scale.deviceWidth, shown: scale.width, sourceStart: source.x)
        let rows = BoxFilter.taps(target: target.y..<target.maxY, device: scale.deviceHeight, shown: scale.height, sourceStart: source.y)
        var out = Data(count: 4 * target.area)
        for (y, row) in rows.enumerated() {
            for (x, column) in columns.enumerated() {
                var sum = SIMD4<Float>.zero
                for (j, rowWeight) in row.weights.enumerated() {
                    var across = SIMD4<Float>.zero
                    for (i, weight) in column.weights.enumerated() {
                        let index = 4 * ((row.first + j) * source.width + column.first + i)
                        across += SIMD4<Float>(Float(pixels[index]), Float(pixels[index + 1]), Float(pixels[index + 2]),
                                               Float(pixels[index + 3])) * weight
                    }
                    sum += across * rowWeight
                }
                for c in 0..<4 { out[4 * (y * target.width + x) + c] = UInt8(min(max(sum[c] + 0.5, 0), 255)) }
            }
        }
        return out
    }

    @Test("Random pictures, sizes, scales and damaged rectangles downscale to exactly the definition's bytes")
    func matchesTheDefinition() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<40 {
            let width = Int.random(in: 3...90, using: &generator), height = Int.random(in: 3...90, using: &generator)
            let scale = FrameScale(deviceWidth: width, deviceHeight: height, width: Int.random(in: 1...width, using: &generator),
                                   height: Int.random(in: 1...height, using: &generator))
            let pixels = Data((0..<4 * width * height).map { _ in UInt8.random(in: 0...255, using: &generator) })
            let x = Int.random(in: 0..<scale.width, using: &generator), y = Int.random(in: 0..<scale.height, using: &generator)
            let shown = PixelRect(x: x, y: y, width: Int.random(in: 1...scale.width - x, using: &generator),
                                  height: Int.random(in: 1...scale.height - y, using: &generator))
            let source = PixelRect(x: 0, y: 0, width: width, height: height)
            let fast = pixels.withUnsafeBytes { BoxFilter.downscale($0, source: source, to: shown, scale: scale) }
            let slow = Self.definition(pixels, source: source, to: shown, scale: scale)
            #expect(fast == slow, "\(width)×\(height) shown at \(scale.width)×\(scale.height), rectangle \(shown)")
        }
    }

    @Test("A damaged rectangle downscaled alone comes out as the same pixels of the whole screen downscaled")
    func damageMatchesTheWhole() {
        let width = 750, height = 200
        let pixels = Self.hairlines(width: width, height: height, spacing: 5, offset: 1)
        let scale = FrameScale(deviceWidth: width, deviceHeight: height, width: 469, height: 125)
        let whole = pixels.withUnsafeBytes { BoxFilter.downscale($0, source: PixelRect(x: 0, y: 0, width: width, height: height),
                                        to: PixelRect(x: 0, y: 0, width: 469, height: 125), scale: scale) }
        let shown = scale.scaled(PixelRect(x: 101, y: 33, width: 17, height: 40))
        let source = scale.source(of: shown)
        var part = Data(count: 4 * source.area)
        for y in 0..<source.height {
            let from = 4 * ((source.y + y) * width + source.x)
            part.replaceSubrange(4 * y * source.width..<4 * (y + 1) * source.width, with: pixels[from..<from + 4 * source.width])
        }
        let alone = part.withUnsafeBytes { BoxFilter.downscale($0, source: source, to: shown, scale: scale) }
        for y in 0..<shown.height {
            let from = 4 * ((shown.y + y) * 469 + shown.x)
            #expect(alone[4 * y * shown.width..<4 * (y + 1) * shown.width] == whole[from..<from + 4 * shown.width])
        }
    }
}

@Suite("The display message")
struct DisplayMessageTests {
    @Test("Out-of-range or missing pixels per point are refused with the reason")
    func refusals() throws {
        for text in [#"{"type":"display"}"#, #"{"type":"display","pixelsPerPoint":0}"#, #"{"type":"display","pixelsPerPoint":-1}"#,
                     #"{"type":"display","pixelsPerPoint":17}"#, #"{"type":"display","pixelsPerPoint":"2"}"#,
                     #"{"type":"display","pixelsPerPoint":1e400}"#] {
            guard case .failure = MessageParser.parse(text) else {
                Issue.record("accepted \(text)")
                continue
            }
        }
        #expect(try MessageParser.parse(#"{"type":"display","pixelsPerPoint":1.25,"seq":3}"#).get()
                == InboundMessage(sequence: 3, message: .display(pixelsPerPoint: 1.25)))
    }

    @Test("A page that announces its display gets its hello at once and every full frame at the size it answers, the first one included")
    func firstFrameAtTheDisplayedSize() async throws {
        let server = try makeServer(model: .iPhone8)
        let (application, _) = await server.makeApplication()
        try await application.test(.live) { client in
            try await client.page(path: "/ws?encoding=raw&display=follows") { page in
                let hello = try #require(await page.inbox.next(), "no hello")
                #expect(hello.type == "hello")
                try await page.send(#"{"type":"display","pixelsPerPoint":1}"#)
                // The first frame is the page's size: the device's 750 × 1334 never come.
                let first = try #require(await page.inbox.next()?.frame, "no first frame")
                #expect(first.width == 375 && first.height == 667 && first.coversWholeScreen)
                // A rotation greets it again; the full frame waits for its answer, at a new size.
                try await page.send(#"{"type":"rotate","direction":"left","seq":1}"#)
                _ = try #require(await page.inbox.next(where: { $0.type == "hello" }), "no hello after the rotation")
                try await page.send(#"{"type":"display","pixelsPerPoint":0.5}"#)
                let turned = try #require(await page.inbox.next()?.frame, "no frame after the rotation")
                #expect(turned.width == 334 && turned.height == 188 && turned.coversWholeScreen,
                        "the landscape screen's 667 × 375 points at half a pixel per point, rounded half up")
                // An unchanged answer releases the frame too.
                try await page.send(#"{"type":"rotate","direction":"right","seq":2}"#)
                _ = try #require(await page.inbox.next(where: { $0.type == "hello" }), "no hello after turning back")
                try await page.send(#"{"type":"display","pixelsPerPoint":0.5}"#)
                let back = try #require(await page.inbox.next()?.frame, "no frame after turning back")
                #expect(back.width == 188 && back.height == 334 && back.coversWholeScreen)
            }
            // A page that names nothing gets the device's pixels at once, as before.
            try await client.page(path: "/ws?encoding=raw") { page in
                let (_, frame) = try await page.expectGreeting()
                #expect(frame.width == 750 && frame.height == 1334)
            }
            let port = try #require(client.port)
            let bad = upgradeRequest(path: "/ws?display=later", host: "localhost:\(port)", origin: nil)
            #expect(try rawStatus(port: port, request: bad) == 400, "an unknown display announcement is refused before the upgrade")
        }
    }

    @Test("A page that displays one pixel per point gets a full frame at its size, then damage mapped onto it; a page at the device's scale gets the very bytes of a page that never said")
    func framesAtTheDisplayedSize() async throws {
        let server = try makeServer(model: .iPhone8)
        let (application, _) = await server.makeApplication()
        try await application.test(.live) { client in
            try await client.page { small in
                _ = try await small.expectGreeting()
                try await client.page { exact in
                    _ = try await exact.expectGreeting()
                    try await client.page { plain in
                        _ = try await plain.expectGreeting()
                        try await exact.send(#"{"type":"display","pixelsPerPoint":2}"#)
                        try await small.send(#"{"type":"display","pixelsPerPoint":1}"#)
                        let full = try #require(await small.inbox.next(where: { $0.frame?.width == 375 })?.frame, "a frame at 375 px")
                        #expect(full.height == 667 && full.coversWholeScreen)
                        try await small.send(touch("down", t: 10, seq: 1))
                        try await small.send(touch("up", t: 60, seq: 2))
                        let delta = try #require(await small.inbox.next(where: { ($0.frame?.lastAppliedSequence ?? 0) >= 1 })?.frame)
                        #expect(delta.width == 375 && delta.height == 667)
                        #expect(!delta.rectangles.isEmpty && delta.rectangles.allSatisfy { $0.rect.maxX <= 375 && $0.rect.maxY <= 667 })
                        let seen = try #require(await exact.inbox.next(where: { $0.frame?.frameNumber == delta.frameNumber })?.frame)
                        let plainSeen = try #require(await plain.inbox.next(where: { $0.frame?.frameNumber == delta.frameNumber })?.frame)
                        #expect(seen.width == 750 && seen.height == 1334)
                        #expect(seen.rectangles == plainSeen.rectangles, "pixel accurate is the device's own stream, byte for byte")
                        // The same damage, cut into bands at each size on its own: their bounds map outward.
                        let scale = FrameScale(deviceWidth: 750, deviceHeight: 1334, width: 375, height: 667)
                        let bounds = { (rects: [PixelRect]) in rects.dropFirst().reduce(rects[0]) { $0.union($1) } }
                        #expect(scale.scaled(bounds(seen.rectangles.map(\.rect))) == bounds(delta.rectangles.map(\.rect)),
                                "damage maps outward onto the displayed grid")
                    }
                }
            }
        }
    }
}
