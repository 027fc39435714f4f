@_exported import CoreGraphics
// `Selector`, as Apple's QuartzCore brings it through Foundation and the Objective-C runtime.
@_exported import _ObjectiveC

/// A time interval in seconds, as Core Foundation spells it (Foundation on Linux lacks it).
public typealias CFTimeInterval = Double
