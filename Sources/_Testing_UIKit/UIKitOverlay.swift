// Swift Testing's cross-import overlay for UIKit. The toolchain's Testing.swiftcrossimport names
// `_Testing_UIKit` for every file that imports both Testing and UIKit, and the compiler fails
// without it. Apple's overlay attaches `UIImage`s; OpenUIKit has no `UIImage` yet, so what a
// UIKit test attaches is the `CGImage` of a screenshot, through the CoreGraphics overlay that
// this one re-exports.
@_exported public import _Testing_CoreGraphics
