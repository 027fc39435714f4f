import Synchronization

/// The harnesses made while one test runs, so that the end of the test can check each one's invariants.
///
/// A test framework's hook (the `.checksInvariants` trait, the `HarnessTestCase` base class) makes
/// a registry, runs the test with it bound to `HarnessRegistry.current`, and then reads
/// `violations()`. Every `AppHarness` made while a registry is bound, in the test's own task or in
/// any task it starts, joins the innermost one; a harness made with none bound joins nothing.
@_spi(UIKitTesting) public final class HarnessRegistry: Sendable {
    /// The registry that harnesses made in the current task join, if a test hook bound one.
    @TaskLocal public static var current: HarnessRegistry?

    private let joined = Mutex<[AppHarness]>([])

    /// An empty registry.
    public init() {}

    /// The harnesses made while this registry was bound, in the order they were made.
    public var harnesses: [AppHarness] { joined.withLock { $0 } }

    func join(_ harness: AppHarness) {
        joined.withLock { $0.append(harness) }
    }

    /// One line for each broken invariant of each harness, naming its device; empty when all hold.
    ///
    /// A line reads "iPhone 8 (iOS 11.0), harness 2 of 2: a touch is still down or
    /// undelivered". The harness number tells apart several devices of one model in one test.
    @MainActor public func violations() -> [String] {
        let harnesses = self.harnesses
        return harnesses.enumerated().flatMap { index, harness in
            let device = harness.device
            let name = "\(device.model.name) (iOS \(device.systemVersion.versionString))"
                + (harnesses.count > 1 ? ", harness \(index + 1) of \(harnesses.count)" : "")
            return harness.invariantViolations().map { "\(name): \($0)" }
        }
    }
}
