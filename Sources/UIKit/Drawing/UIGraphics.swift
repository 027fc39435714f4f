import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// The stack of graphics contexts that UIKit drawing functions draw into.
@MainActor enum UIGraphicsContextStack {
    static var contexts: [CGContext] = []
}

/// The context on top of UIKit's drawing stack: the one `draw(_:)` draws into.
@preconcurrency @MainActor public func UIGraphicsGetCurrentContext() -> CGContext? {
    UIGraphicsContextStack.contexts.last
}

/// Makes `context` the current context.
@preconcurrency @MainActor public func UIGraphicsPushContext(_ context: CGContext) {
    UIGraphicsContextStack.contexts.append(context)
}

/// Restores the previous current context.
@preconcurrency @MainActor public func UIGraphicsPopContext() {
    precondition(!UIGraphicsContextStack.contexts.isEmpty, "UIGraphicsPopContext(): the context stack is empty")
    UIGraphicsContextStack.contexts.removeLast()
}

/// Fills `rect` with the current fill colour in the current context.
@preconcurrency @MainActor public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Strokes a 1-point frame inside `rect` with the current stroke colour.
@preconcurrency @MainActor public func UIRectFrame(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
}
