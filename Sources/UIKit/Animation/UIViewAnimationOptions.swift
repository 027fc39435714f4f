import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

extension UIView {
    /// Options for animating views with blocks.
    ///
    /// Transition and frame-rate options are absent: OpenUIKit has no view transitions yet.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lets animating views receive touches (by default they are not hit while animating).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the on-screen value. OpenUIKit always does (iOS 8+ behaviour, where
        /// animations blend from the presentation value), so this changes nothing visible.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs each repetition forwards then backwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Uses this block's duration even inside another animation block.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Uses this block's curve even inside another animation block.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Uses this block's options even inside another animation block.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Slow at the start and end (the default).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The curve number in bits 16–19 (7 is the private keyboard spring curve).
        var curveNumber: UInt { (rawValue >> 16) & 0xF }
    }

    /// The pacing of a legacy (`beginAnimations`) animation.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0, easeIn = 1, easeOut = 2, linear = 3
    }
}
