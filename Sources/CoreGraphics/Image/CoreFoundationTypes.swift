import Foundation

// Core Foundation's types, as the Core Graphics code of iOS apps spells them (`data as CFData`,
// `CFDataGetBytePtr(data)`). Apple's CoreGraphics brings Core Foundation with it, where they are
// toll-free bridged to Foundation's classes; Linux has no such bridging, so here they are those
// classes, and the bridging casts (`data as CFData`, `cfData as Data`) are Foundation's own.

/// Core Foundation's immutable bytes: `NSData`.
public typealias CFData = NSData
/// Core Foundation's mutable bytes: `NSMutableData`.
public typealias CFMutableData = NSMutableData
/// Core Foundation's string: `NSString`.
public typealias CFString = NSString
/// Core Foundation's URL: `NSURL`.
public typealias CFURL = NSURL
/// Core Foundation's count and index type.
public typealias CFIndex = Int

/// The bytes of `theData`, valid while it lives.
public func CFDataGetBytePtr(_ theData: CFData!) -> UnsafePointer<UInt8>! {
    theData.bytes.assumingMemoryBound(to: UInt8.self)
}

/// How many bytes `theData` holds.
public func CFDataGetLength(_ theData: CFData!) -> CFIndex {
    theData.length
}
