import CZlib
import Foundation

/// Writes an animated PNG (APNG) frame by frame to a file, holding one frame at a time.
///
/// The first frame is the whole canvas and doubles as the still image (`IDAT`); each later frame
/// is the bounding rectangle of the pixels that changed since the one before (`fcTL` + `fdAT`,
/// dispose op none, blend op source), shown for a whole number of display frames. A frame that
/// changes nothing lengthens the one before instead. The frame count in `acTL` is written when
/// the writer `finish`es, so frames stream to the file as they come.
///
/// Pixels are premultiplied RGBA (the device's), written as PNG's straight RGBA, eight bits a
/// channel, each row with PNG's Up filter and deflated by zlib.
final class APNGWriter {
    /// Why the file could not be written.
    struct WriteError: Error, CustomStringConvertible {
        let description: String
    }

    let width: Int
    let height: Int
    /// Display frames per second: a frame's delay is a count of them.
    let framesPerSecond: Int
    private let handle: FileHandle
    /// The canvas as the frames so far leave it, straight RGBA.
    private var canvas: [UInt8]
    /// The frame waiting for its delay to be known: its rectangle and how many display frames it lasts.
    private var pending: (x: Int, y: Int, width: Int, height: Int, pixels: [UInt8], frames: Int)?
    private var sequence: UInt32 = 0
    private var acTLOffset: UInt64 = 0
    /// Frames written to the file so far.
    private(set) var framesWritten = 0
    private var wroteStill = false

    /// A writer of a `width`×`height` animation at `framesPerSecond` into a new file at `url`.
    init(url: URL, width: Int, height: Int, framesPerSecond: Int) throws {
        precondition(width > 0 && height > 0 && framesPerSecond > 0)
        self.width = width
        self.height = height
        self.framesPerSecond = framesPerSecond
        guard FileManager.default.createFile(atPath: url.path, contents: nil),
              let handle = FileHandle(forWritingAtPath: url.path) else {
            throw WriteError(description: "cannot create \(url.path)")
        }
        self.handle = handle
        canvas = [UInt8](repeating: 0, count: width * height * 4)
        var header = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var ihdr = Data()
        ihdr.appendBigEndian(UInt32(width)); ihdr.appendBigEndian(UInt32(height))
        ihdr.append(contentsOf: [8, 6, 0, 0, 0])  // 8-bit RGBA, deflate, adaptive filters, no interlace
        header.append(Self.chunk("IHDR", ihdr))
        try write(header)
        acTLOffset = UInt64(header.count)
        try write(Self.chunk("acTL", Self.acTL(frames: 0)))
    }

    /// Adds the next display frame: `premultipliedRGBA`, `width`×`height` pixels tightly packed.
    func addFrame(premultipliedRGBA pixels: Data) throws {
        precondition(pixels.count == width * height * 4, "APNGWriter.addFrame: \(pixels.count) bytes for \(width)x\(height)")
        guard let changed = changedRect(pixels) else {
            pending?.frames += 1
            return
        }
        if let pending { try emit(pending) }
        let straight = Self.unpremultiplied(pixels, rect: changed, stride: width)
        // Keep the canvas in step for the next comparison.
        pixels.withUnsafeBytes { src in
            canvas.withUnsafeMutableBytes { dst in
                for row in changed.y..<(changed.y + changed.height) {
                    let start = (row * width + changed.x) * 4
                    (dst.baseAddress! + start).copyMemory(from: src.baseAddress! + start, byteCount: changed.width * 4)
                }
            }
        }
        pending = (changed.x, changed.y, changed.width, changed.height, straight, 1)
    }

    /// Writes the last frame, held `holdFrames` display frames more, and the file's end, and
    /// patches the frame count; returns the number of frames.
    @discardableResult
    func finish(holdFrames: Int = 0) throws -> Int {
        if var last = pending {
            last.frames += holdFrames
            try emit(last)
            pending = nil
        }
        try write(Self.chunk("IEND", Data()))
        try handle.seek(toOffset: acTLOffset)
        try write(Self.chunk("acTL", Self.acTL(frames: framesWritten)))
        try handle.close()
        return framesWritten
    }

    // MARK: Frames

    /// The bounding rectangle of the pixels of `pixels` that differ from the canvas (all of it
    /// for the first frame), or nil when none do. Compares the premultiplied pixels with the
    /// canvas's premultiplied copy.
    private func changedRect(_ pixels: Data) -> (x: Int, y: Int, width: Int, height: Int)? {
        guard framesWritten > 0 || pending != nil else { return (0, 0, width, height) }
        var minX = width, minY = height, maxX = -1, maxY = -1
        pixels.withUnsafeBytes { raw in
            canvas.withUnsafeBytes { old in
                let new = raw.bindMemory(to: UInt32.self), previous = old.bindMemory(to: UInt32.self)
                for y in 0..<height {
                    let row = y * width
                    var first = -1
                    for x in 0..<width where new[row + x] != previous[row + x] { first = x; break }
                    guard first >= 0 else { continue }
                    var last = first
                    for x in stride(from: width - 1, to: first, by: -1) where new[row + x] != previous[row + x] { last = x; break }
                    minX = min(minX, first); maxX = max(maxX, last)
                    minY = min(minY, y); maxY = y
                }
            }
        }
        guard maxX >= 0 else { return nil }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    private func emit(_ frame: (x: Int, y: Int, width: Int, height: Int, pixels: [UInt8], frames: Int)) throws {
        var fcTL = Data()
        fcTL.appendBigEndian(sequence); sequence += 1
        fcTL.appendBigEndian(UInt32(frame.width)); fcTL.appendBigEndian(UInt32(frame.height))
        fcTL.appendBigEndian(UInt32(frame.x)); fcTL.appendBigEndian(UInt32(frame.y))
        // The delay as a fraction: display frames over frames per second, reduced to fit 16 bits.
        var numerator = frame.frames, denominator = framesPerSecond
        while numerator > 0xFFFF { numerator = (numerator + 1) / 2; denominator = max(1, denominator / 2) }
        fcTL.appendBigEndian(UInt16(numerator)); fcTL.appendBigEndian(UInt16(denominator))
        fcTL.append(contentsOf: [0, 0])  // dispose op none, blend op source
        var out = Self.chunk("fcTL", fcTL)
        let compressed = try Self.deflate(Self.filtered(frame.pixels, width: frame.width, height: frame.height))
        if !wroteStill {
            out.append(Self.chunk("IDAT", compressed))
            wroteStill = true
        } else {
            var fdAT = Data()
            fdAT.appendBigEndian(sequence); sequence += 1
            fdAT.append(compressed)
            out.append(Self.chunk("fdAT", fdAT))
        }
        try write(out)
        framesWritten += 1
    }

    private func write(_ data: Data) throws {
        do { try handle.write(contentsOf: data) } catch { throw WriteError(description: "cannot write the animation: \(error)") }
    }

    // MARK: Encoding

    static func acTL(frames: Int) -> Data {
        var data = Data()
        data.appendBigEndian(UInt32(frames))
        data.appendBigEndian(UInt32(0))  // loop forever
        return data
    }

    /// A chunk: length, type, data and the CRC of type and data.
    static func chunk(_ type: String, _ data: Data) -> Data {
        var out = Data()
        out.appendBigEndian(UInt32(data.count))
        var body = Data(type.utf8)
        body.append(data)
        out.append(body)
        let crc = body.withUnsafeBytes { raw in
            crc32(0, raw.bindMemory(to: Bytef.self).baseAddress, uInt(raw.count))
        }
        out.appendBigEndian(UInt32(crc))
        return out
    }

    /// The straight (unpremultiplied) RGBA of `rect` of premultiplied `pixels` whose rows are `stride` pixels.
    static func unpremultiplied(_ pixels: Data, rect: (x: Int, y: Int, width: Int, height: Int), stride: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: rect.width * rect.height * 4)
        pixels.withUnsafeBytes { raw in
            let src = raw.bindMemory(to: UInt8.self)
            var o = 0
            for y in rect.y..<(rect.y + rect.height) {
                var i = (y * stride + rect.x) * 4
                for _ in 0..<rect.width {
                    let a = src[i + 3]
                    if a == 255 {
                        out[o] = src[i]; out[o + 1] = src[i + 1]; out[o + 2] = src[i + 2]
                    } else if a > 0 {
                        let a32 = UInt32(a)
                        out[o] = UInt8(min(255, (UInt32(src[i]) * 255 + a32 / 2) / a32))
                        out[o + 1] = UInt8(min(255, (UInt32(src[i + 1]) * 255 + a32 / 2) / a32))
                        out[o + 2] = UInt8(min(255, (UInt32(src[i + 2]) * 255 + a32 / 2) / a32))
                    }
                    out[o + 3] = a
                    i += 4; o += 4
                }
            }
        }
        return out
    }

    /// PNG's scanlines of `pixels`: each row with filter type 2 (Up), the difference from the row above.
    ///
    /// Choosing each row's filter as libpng does (the smallest sum of None, Sub, Up and Paeth)
    /// made movies only about 2 % smaller, and took most of a movie's rendering time in the debug
    /// build that the tests and the end-to-end run use.
    static func filtered(_ pixels: [UInt8], width: Int, height: Int) -> [UInt8] {
        let rowBytes = width * 4
        var out = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for y in 0..<height {
                    let row = src.baseAddress! + y * rowBytes
                    let target = dst.baseAddress! + y * (rowBytes + 1)
                    target[0] = 2
                    if y == 0 {
                        (target + 1).update(from: row, count: rowBytes)
                    } else {
                        let above = row - rowBytes
                        for i in 0..<rowBytes { target[1 + i] = row[i] &- above[i] }
                    }
                }
            }
        }
        return out
    }

    /// `bytes` as a zlib stream.
    static func deflate(_ bytes: [UInt8]) throws -> Data {
        var length = compressBound(uLong(bytes.count))
        var out = Data(count: Int(length))
        let status = out.withUnsafeMutableBytes { dst in
            bytes.withUnsafeBytes { src in
                compress2(dst.bindMemory(to: Bytef.self).baseAddress, &length,
                          src.bindMemory(to: Bytef.self).baseAddress, uLong(bytes.count), 6)
            }
        }
        guard status == Z_OK else { throw WriteError(description: "zlib could not compress a frame (error \(status))") }
        out.count = Int(length)
        return out
    }
}

extension Data {
    mutating func appendBigEndian<T: FixedWidthInteger>(_ value: T) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }
}
