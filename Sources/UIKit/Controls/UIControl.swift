import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// The base class of controls: a view that tracks a touch and sends action messages to its
/// targets for the control events it goes through.
///
/// A touch on an enabled control goes through the events of reference §13.1 [M]:
/// - touch-down: if `beginTracking(_:with:)` agrees, the control is highlighted and sends
///   `.touchDown` (and `.touchDownRepeat` for a second tap);
/// - each move: "inside" is recomputed (the bounds grown by 70 pt on every side, or
///   `point(inside:with:)`); the control is highlighted while inside, sends `.touchDragEnter`
///   or `.touchDragExit` when that changes, then `.touchDragInside` or `.touchDragOutside`;
/// - the lift: `endTracking(_:with:)`, then `.touchUpInside` or `.touchUpOutside`, then the
///   highlight goes;
/// - a cancellation (a scroll view's drag, a system gesture): `cancelTracking(with:)`, the
///   highlight goes, then `.touchCancel`.
///
/// Targets are called in the order they were added, one entry per target and action (adding
/// the same pair again merges the events), with `Selector` standing in for `#selector` (see
/// the README's departures). A nil target sends the action up the responder chain from the
/// control to the first object of the selector's class. A disabled control is never hit.
@preconcurrency @MainActor open class UIControl: UIView {
    /// The events a control sends actions for (Apple's raw values).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// The states a control is in (Apple's raw values).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// A target and selector, or a `UIAction`, with the events it is sent for.
    private struct Target {
        /// Nil for an action sent up the responder chain.
        weak var object: AnyObject?
        let isResponderChain: Bool
        let action: Selector?
        /// The closure action, held strongly as iOS holds it.
        let closure: UIAction?
        var events: Event
    }

    private var targets: [Target] = []

    /// Whether the control takes touches (true). A disabled control is never hit.
    open var isEnabled = true
    /// Whether the control is selected (false).
    open var isSelected = false
    /// Whether the control is highlighted: true while a touch on it is inside.
    open var isHighlighted = false

    /// The control's state: highlighted, disabled and selected as the properties say.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether the control is tracking a touch.
    open private(set) var isTracking = false
    /// Whether the tracked touch is inside the control's (generous) bounds.
    open private(set) var isTouchInside = false

    // MARK: Targets and actions

    /// Sends `action` to `target` (up the responder chain when nil) for `controlEvents`.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        if let index = targets.firstIndex(where: { $0.isResponderChain == (object == nil) && $0.object === object && $0.action == action }) {
            targets[index].events.formUnion(controlEvents)
        } else {
            targets.append(Target(object: object, isResponderChain: object == nil, action: action, closure: nil, events: controlEvents))
        }
    }

    /// Runs `action` for `controlEvents`, after the targets and actions added before it; an
    /// action with the same identifier added before is replaced (keeping its place).
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = targets.firstIndex(where: { $0.closure?.identifier == action.identifier }) {
            let events = targets[index].closure === action ? targets[index].events.union(controlEvents) : controlEvents
            targets[index] = Target(object: nil, isResponderChain: false, action: nil, closure: action, events: events)
        } else {
            targets.append(Target(object: nil, isResponderChain: false, action: nil, closure: action, events: controlEvents))
        }
    }

    /// Stops running the action with `action`'s identifier for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action with `actionIdentifier` for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for index in targets.indices where targets[index].closure?.identifier == actionIdentifier {
            targets[index].events.subtract(controlEvents)
        }
        targets.removeAll { $0.events.isEmpty }
    }

    /// The objects that receive target-action messages (a nil target, the responder chain,
    /// appears as `NSNull`, as on iOS; a target that is not `Hashable` by its identity).
    open var allTargets: Set<AnyHashable> {
        var result = Set<AnyHashable>()
        for target in targets where target.closure == nil {
            if target.isResponderChain {
                result.insert(AnyHashable(NSNull()))
            } else if let object = target.object {
                result.insert((object as? AnyHashable) ?? AnyHashable(ObjectIdentifier(object)))
            }
        }
        return result
    }

    /// The selectors sent to `target` (nil: the responder chain) for `controlEvent`, by their
    /// descriptions (OpenUIKit's selectors have no names; see `Selector`), or nil when none.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = targets.compactMap { entry -> String? in
            guard let action = entry.action, !entry.events.isDisjoint(with: controlEvent),
                  object == nil ? entry.isResponderChain : entry.object === object else { return nil }
            return action.description
        }
        return names.isEmpty ? nil : names
    }

    /// Stops sending `action` (every action when nil) to `target` (every target when nil) for
    /// `controlEvents`.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        for index in targets.indices where targets[index].closure == nil && (object == nil || targets[index].object === object)
            && (action == nil || targets[index].action == action) {
            targets[index].events.subtract(controlEvents)
        }
        targets.removeAll { $0.events.isEmpty || ($0.closure == nil && !$0.isResponderChain && $0.object == nil) }
    }

    /// Every event some target gets an action for.
    open var allControlEvents: Event {
        targets.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Sends the actions for `controlEvents` to their targets and runs the `UIAction`s for
    /// them, in the order they were added.
    open func sendActions(for controlEvents: Event) {
        for target in targets where !target.events.isDisjoint(with: controlEvents) {
            if let closure = target.closure {
                sendAction(closure)
            } else if let action = target.action {
                sendAction(action, to: target.isResponderChain ? nil : target.object, for: nil)
            }
        }
    }

    /// Runs `action`'s handler with the control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// Sends one action through the running app's `sendAction(_:to:from:for:)`: to `target`, or
    /// up the responder chain from the control when nil, to the first responder that performs it.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        if let application = UIApplication.current {
            application.sendAction(action, to: target, from: self, for: event)
        } else {
            UIApplication.deliver(action, to: target, from: self, startingAt: self)
        }
    }

    /// A control reports itself disabled or selected to assistive technologies.
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }

    // MARK: Tracking

    /// Whether tracking begins for a touch that went down: true.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Whether tracking goes on as the touch moves: true.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called when the tracked touch lifts.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Called when the tracked touch is cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isEnabled else { return nil }
        return super.hitTest(point, with: event)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard !isTracking, let touch = touches.first else { return }
        isTouchInside = true
        guard beginTracking(touch, with: event) else { return }
        isTracking = true
        isHighlighted = true
        var events: Event = .touchDown
        if touch.tapCount >= 2 { events.insert(.touchDownRepeat) }
        sendActions(for: events)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        let inside = isMostlyInside(touch, with: event)
        let changed = inside != isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        guard continueTracking(touch, with: event) else {
            isTracking = false
            isHighlighted = false
            return
        }
        if changed { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        let inside = isMostlyInside(touch, with: event)
        if inside != isTouchInside {
            isTouchInside = inside
            sendActions(for: inside ? .touchDragEnter : .touchDragExit)
        }
        isTracking = false
        endTracking(touch, with: event)
        sendActions(for: inside ? .touchUpInside : .touchUpOutside)
        isHighlighted = false
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else { return }
        isTracking = false
        cancelTracking(with: event)
        isHighlighted = false
        sendActions(for: .touchCancel)
    }

    /// Whether the touch counts as inside: within the bounds grown by 70 pt on every side, or
    /// inside by `point(inside:with:)` (reference §13.1 [M] for 70 pt).
    private func isMostlyInside(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let margin = UIKitConstants.controlMostlyInsideMargin
        return bounds.insetBy(dx: -margin, dy: -margin).contains(point) || self.point(inside: point, with: event)
    }
}
