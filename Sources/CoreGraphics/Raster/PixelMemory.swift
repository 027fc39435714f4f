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
        start.initialize(to: value)
        let stride = MemoryLayout<T>.stride
        var filled = 1
        while filled < count {
            let chunk = Swift.min(filled, count - filled)
            memcpy(start + filled, start, chunk * stride)
            filled += chunk
        }
    }
}
