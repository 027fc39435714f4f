import Foundation

/// Fills of pixel, coverage and cell memory that cost about the same in a debug build as in a release one.
///
/// The standard library's `update(repeating:count:)`, `initialize(repeating:count:)` and
/// `initializeMemory(as:repeating:count:)` are generic. A release build specialises them into
/// `memset`-like loops; a debug build calls them unspecialised, and they copy every element through
/// its type's value witness, which made clearing one 3× screen cost as much as drawing it. These
/// go to `memset` and `memcpy`, whose cost does not depend on the build.
@_spi(QuartzCore) public enum PixelMemory {
    /// Sets `count` bytes from `bytes` to `value`.
    @_spi(QuartzCore) public static func fill(_ bytes: UnsafeMutableRawPointer, byte value: UInt8, count: Int) {
        guard count > 0 else { return }
        memset(bytes, Int32(value), count)
    }

    /// Sets `count` elements from `start` to `value`, initialized or not (for trivial types only).
    ///
    /// Stores the value once and doubles the filled part with `memcpy`, so the cost is that of
    /// copying the memory, in any build.
    @_spi(QuartzCore) public static func fill<T: BitwiseCopyable>(_ start: UnsafeMutablePointer<T>, with value: T, count: Int) {
        guard count > 0 else { return }
        let stride = MemoryLayout<T>.stride
        // A value whose bytes are all the same (white, black, transparent pixels) is one `memset`,
        // which only writes; doubling with `memcpy` reads back what it wrote, in calls as many as
        // the count's binary digits.
        if let byte = Self.repeatedByte(of: value) {
            memset(start, Int32(byte), count * stride)
            return
        }
        start.initialize(to: value)
        var filled = 1
        while filled < count {
            let chunk = Swift.min(filled, count - filled)
            memcpy(start + filled, start, chunk * stride)
            filled += chunk
        }
    }

    /// The byte that every byte of `value` holds, or nil when they differ.
    @inline(__always)
    private static func repeatedByte<T: BitwiseCopyable>(of value: T) -> UInt8? {
        withUnsafeBytes(of: value) { bytes in
            guard let first = bytes.first else { return nil }
            var i = 1
            while i < bytes.count {
                if bytes[i] != first { return nil }
                i += 1
            }
            return first
        }
    }
}
