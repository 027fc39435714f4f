import Dispatch
import Testing
import _os

/// `os_unfair_lock` excludes other threads while held.
struct OSUnfairLockTests {
    /// A lock at a fixed address, as Apple's documentation asks, and the value it guards.
    private final class Guarded: @unchecked Sendable {
        let lock: os_unfair_lock_t = {
            let lock = os_unfair_lock_t.allocate(capacity: 1)
            lock.initialize(to: os_unfair_lock())
            return lock
        }()
        var value = 0

        deinit {
            pthread_mutex_destroy(lock)
            lock.deallocate()
        }
    }

    @Test func lockedIncrementsFromManyThreadsAllLand() {
        let guarded = Guarded()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 {
                os_unfair_lock_lock(guarded.lock)
                guarded.value += 1
                os_unfair_lock_unlock(guarded.lock)
            }
        }
        #expect(guarded.value == 80_000)
    }

    @Test func tryLockFailsWhileHeldAndSucceedsOnceUnlocked() {
        let guarded = Guarded()
        os_unfair_lock_lock(guarded.lock)
        #expect(!os_unfair_lock_trylock(guarded.lock))
        os_unfair_lock_unlock(guarded.lock)
        #expect(os_unfair_lock_trylock(guarded.lock))
        os_unfair_lock_unlock(guarded.lock)
    }
}
