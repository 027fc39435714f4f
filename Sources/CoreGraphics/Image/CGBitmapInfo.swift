/// Layout flags of a bitmap: alpha info in the low bits, byte order and float flags above, as Apple's `CGBitmapInfo`.
public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
    /// The raw flag bits.
    public let rawValue: UInt32

    /// Creates flags from raw bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The bits holding a `CGImageAlphaInfo`.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// The bits holding float flags.
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    /// Components are floating point.
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits holding the byte order.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The default byte order: components in memory in the order their names give.
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit little-endian words.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit little-endian words.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit big-endian words.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit big-endian words, the same memory order as the default for 8-bit components.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)

    /// Whether these flags describe OpenUIKit's pixel format: premultiplied RGBA bytes.
    var isPremultipliedRGBA: Bool {
        let alpha = rawValue & CGBitmapInfo.alphaInfoMask.rawValue
        let order = rawValue & CGBitmapInfo.byteOrderMask.rawValue
        return alpha == CGImageAlphaInfo.premultipliedLast.rawValue
            && (order == 0 || order == CGBitmapInfo.byteOrder32Big.rawValue)
            && rawValue & CGBitmapInfo.floatInfoMask.rawValue == 0
    }
}
