import Foundation

/// State that a subscription shares between the threads Combine calls it on, behind a lock.
///
/// Subscribers and their demand are not `Sendable`; this keeps them to one thread at a time,
/// which `Mutex` cannot express for values that are not `Sendable`.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
