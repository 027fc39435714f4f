@_exported import CoreGraphics

/// A time interval in seconds, as Core Foundation spells it (Foundation on Linux lacks it).
public typealias CFTimeInterval = Double
