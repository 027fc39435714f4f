import Foundation

/// The phases of one display frame, in the order the frame loop runs them.
///
/// Each module registers the work of its own phases with the device's `CAHostContext`
/// (`register(_:name:_:)`); `runFrame(at:)` runs them in this order, and within a phase in the
/// order they were registered. A phase never reaches back into an earlier one within a frame: a
/// setter only marks work for the phase that owns it.
@_spi(UIKit) @_spi(SpringBoard) public enum CAFramePhase: Int, Comparable, CaseIterable, Sendable {
    /// Raw touches queued since the last frame are delivered (SpringBoard and UIKit).
    case input
    /// Work from the deadline queue that falls due at the frame's time, then display links (QuartzCore).
    case timers
    /// Animations start and end at the frame's time (QuartzCore).
    case animations
    /// Constraint updates and the solver, for views that need them (UIKit).
    case constraints
    /// `layoutIfNeeded` on each window, top-down, then the system's layers (UIKit, SpringBoard).
    case layout
    /// Layers marked with `setNeedsDisplay()` redraw their contents (QuartzCore).
    case display
    /// The implicit transaction closes and completion blocks run (QuartzCore).
    case commit
    /// The compositor redraws the damaged regions of the screen (SpringBoard).
    case render
    /// The host takes the frame: a test, a PNG file or the browser (SpringBoard).
    case present

    public static func < (a: CAFramePhase, b: CAFramePhase) -> Bool { a.rawValue < b.rawValue }
}
