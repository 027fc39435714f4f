import Foundation

/// A method that UIKit calls on a target later: OpenUIKit's form of Objective-C's `#selector`,
/// built from an unbound method reference.
///
/// Swift on Linux has no Objective-C runtime, so `#selector` cannot compile and a method cannot
/// be looked up by name. A selector is written instead with the method itself, unbound:
/// `#selector(ViewController.tick(_:))` becomes `Selector(ViewController.tick(_:))`, and
/// `#selector(tick)` inside a class becomes `Selector(Self.tick)`. No `@objc` is needed.
///
/// The method takes no argument, or one argument of any type: the sender, the timer, the
/// notification or the object passed along. It may return a value, which is ignored.
/// Performing the selector on a target that is not an instance of the method's class traps,
/// as Objective-C's "unrecognized selector sent to instance" does; so does passing an argument
/// of the wrong type, or nil where the method's parameter is not optional. A method that takes
/// no argument ignores the one it is passed.
///
/// A selector may carry the method's Objective-C name (`paste:`), as the source-compatibility
/// plugin's rewrite of `#selector` gives it (`Selector(ViewController.paste(_:), name: "paste:")`).
/// Named selectors compare by name, as on iOS, so `canPerformAction(_:withSender:)` tells
/// `copy(_:)` from `paste(_:)`, and a named selector's description is its name. Swift cannot
/// recover a method's name from a reference to it, so two selectors without names are equal when
/// they name methods of the same class with the same parameter type (or both with none): two
/// different methods of one class with the same parameter type compare equal. A named selector
/// never equals an unnamed one.
public struct Selector: Hashable, CustomStringConvertible, @unchecked Sendable {
    // `@unchecked Sendable`: the method reference is only ever called through
    // `perform(on:with:)`, which is isolated to the main actor.
    private let targetType: ObjectIdentifier
    private let argumentType: ObjectIdentifier?
    private let signature: String
    /// The Objective-C name, such as `paste:`, when the selector was made with one.
    private let name: String?
    private let invoke: (AnyObject, Any?) -> Any?
    private let accepts: (AnyObject) -> Bool

    /// A selector for a method that takes no argument, such as `Selector(Self.refresh)`.
    public init<Target: AnyObject>(_ method: @escaping (Target) -> () -> Void) {
        self.init(method, name: nil)
    }

    /// A selector for a method that takes no argument and returns a value, which is ignored.
    public init<Target: AnyObject, Result>(_ method: @escaping (Target) -> () -> Result) {
        self.init(method, name: nil)
    }

    /// A selector for a method that takes one argument, such as
    /// `Selector(ViewController.tick(_:))`.
    public init<Target: AnyObject, Argument>(_ method: @escaping (Target) -> (Argument) -> Void) {
        self.init(method, name: nil)
    }

    /// A selector for a method that takes one argument and returns a value, which is ignored.
    public init<Target: AnyObject, Argument, Result>(_ method: @escaping (Target) -> (Argument) -> Result) {
        self.init(method, name: nil)
    }

    /// A selector for a method that takes no argument, with its Objective-C name (`refresh`).
    public init<Target: AnyObject>(_ method: @escaping (Target) -> () -> Void, name: String?) {
        self.init(targetType: Target.self, argumentType: nil, name: name) { target, _ in method(target)(); return nil }
    }

    /// A selector for a method that takes no argument and returns a value (ignored), with its
    /// Objective-C name.
    public init<Target: AnyObject, Result>(_ method: @escaping (Target) -> () -> Result, name: String?) {
        self.init(targetType: Target.self, argumentType: nil, name: name) { target, _ in method(target)() }
    }

    /// A selector for a method that takes one argument, with its Objective-C name (`tick:`). A
    /// name without a colon gets one: a method that takes an argument has one in Objective-C.
    public init<Target: AnyObject, Argument>(_ method: @escaping (Target) -> (Argument) -> Void, name: String?) {
        let signature = Self.signature(of: Target.self, argument: Argument.self)
        self.init(targetType: Target.self, argumentType: Argument.self, name: name.map(Self.withArgument)) { target, argument in
            method(target)(Self.cast(argument, to: Argument.self, for: signature))
            return nil
        }
    }

    /// A selector for a method that takes one argument and returns a value (ignored), with its
    /// Objective-C name.
    public init<Target: AnyObject, Argument, Result>(_ method: @escaping (Target) -> (Argument) -> Result, name: String?) {
        let signature = Self.signature(of: Target.self, argument: Argument.self)
        self.init(targetType: Target.self, argumentType: Argument.self, name: name.map(Self.withArgument)) { target, argument in
            method(target)(Self.cast(argument, to: Argument.self, for: signature))
        }
    }

    /// The selector of a property's getter (`#selector(getter: Model.title)`), named `name`.
    public init<Target: AnyObject, Value>(getter property: KeyPath<Target, Value>, name: String) {
        self.init(targetType: Target.self, argumentType: nil, name: name) { target, _ in target[keyPath: property] }
    }

    /// The selector of a property's setter (`#selector(setter: Model.title)`), named `name`:
    /// performing it with a value calls `assign`, which sets the property (`{ $0.title = $1 }`), so
    /// that only the setter runs, as on iOS (a key path's write would read a computed property first).
    public init<Target: AnyObject, Value>(setter property: ReferenceWritableKeyPath<Target, Value>, name: String,
                                          assign: @escaping (Target, Value) -> Void) {
        let signature = Self.signature(of: Target.self, argument: Value.self)
        self.init(targetType: Target.self, argumentType: Value.self, name: Self.withArgument(name)) { target, argument in
            assign(target, Self.cast(argument, to: Value.self, for: signature))
            return nil
        }
    }

    private init<Target: AnyObject>(targetType: Target.Type, argumentType: Any.Type?, name: String?,
                                    call: @escaping (Target, Any?) -> Any?) {
        let signature = name ?? argumentType.map { Self.signature(of: targetType, argument: $0) } ?? "\(targetType).<method>()"
        self.targetType = ObjectIdentifier(targetType)
        self.argumentType = argumentType.map(ObjectIdentifier.init)
        self.signature = signature
        self.name = name
        accepts = { $0 is Target }
        invoke = { target, argument in
            guard let receiver = target as? Target else {
                preconditionFailure("-[\(type(of: target)) \(signature)]: unrecognized selector sent to instance \(Self.address(of: target)): the method belongs to \(targetType), which \(type(of: target)) is not")
            }
            return call(receiver, argument)
        }
    }

    /// Calls the method on `target`, passing `argument` to a method that takes one, and returns
    /// what the method returned (nil for none).
    ///
    /// Traps, naming the selector and the target, when `target` is not an instance of the
    /// method's class, or when `argument` does not fit the method's parameter.
    @_spi(UIKit) @_spi(QuartzCore) @_spi(Testing) @MainActor @discardableResult
    public func perform(on target: AnyObject, with argument: Any?) -> Any? {
        invoke(target, argument)
    }

    /// Whether `target` is an instance of the method's class, so the selector can be performed
    /// on it: what `responds(to:)` answers, and how an action with no target finds its receiver
    /// up the responder chain.
    @_spi(UIKit) public func canPerform(on target: AnyObject) -> Bool { accepts(target) }

    /// The Objective-C name (`tick:`), or, for a selector made without one, the method's class
    /// and parameter type, as in `Selector(ViewController.<method>(Timer))`.
    public var description: String { name ?? "Selector(\(signature))" }

    public static func == (a: Selector, b: Selector) -> Bool {
        switch (a.name, b.name) {
        case let (x?, y?): x == y
        case (nil, nil): a.targetType == b.targetType && a.argumentType == b.argumentType
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        if let name {
            hasher.combine(name)
        } else {
            hasher.combine(targetType)
            hasher.combine(argumentType)
        }
    }

    private static func withArgument(_ name: String) -> String {
        name.contains(":") ? name : name + ":"
    }

    private static func signature(of target: Any.Type, argument: Any.Type) -> String {
        "\(target).<method>(\(argument))"
    }

    private static func cast<Argument>(_ argument: Any?, to type: Argument.Type, for signature: String) -> Argument {
        // Boxing nil as `Any` lets it reach a parameter of type `Any` or any optional type.
        guard let value = (argument as Any) as? Argument else {
            let given = argument.map { "\($0) (\(Swift.type(of: $0)))" } ?? "nil"
            preconditionFailure("\(signature): sent \(given), but the method takes \(Argument.self)")
        }
        return value
    }

    private static func address(of object: AnyObject) -> String {
        "\(Unmanaged.passUnretained(object).toOpaque())"
    }
}
