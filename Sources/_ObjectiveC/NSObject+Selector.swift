import Foundation

// NSObject's selector-based members that need no run loop, over OpenUIKit's `Selector`: on iOS
// they come from the Objective-C runtime, which Linux lacks. (The delayed `perform(_:with:afterDelay:)`
// runs on a device's clock, so UIKit provides it.)
extension NSObject {
    /// Whether the object implements the selector's method: whether it is an instance of the
    /// class the selector's method belongs to (Swift cannot look a method up by name).
    public func responds(to aSelector: Selector!) -> Bool {
        aSelector.canPerform(on: self)
    }

    /// Calls the selector's method on the object at once and returns its result when that is an
    /// object, as Objective-C's `performSelector:` does; nil for a method that returns nothing or
    /// a value that is not an object.
    ///
    /// Traps, as "unrecognized selector sent to instance", when the object does not implement it.
    @preconcurrency @MainActor @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        Self.object(aSelector.perform(on: self, with: nil))
    }

    /// Calls the selector's method on the object at once with `object` as its argument; see `perform(_:)`.
    @preconcurrency @MainActor @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        Self.object(aSelector.perform(on: self, with: object as Any?))
    }

    private static func object(_ result: Any?) -> Unmanaged<AnyObject>? {
        guard let result, type(of: result) is AnyClass else { return nil }
        return Unmanaged.passUnretained(result as AnyObject)
    }
}
