import Glibc

// The `os` module's low-level lock (os/lock.h,
// https://developer.apple.com/documentation/os/os_unfair_lock), which `import os` brings on
// Apple's platforms, over a POSIX mutex: zero-initialized, as `os_unfair_lock()` is, it is
// glibc's default mutex, which blocks waiters and must be unlocked by the thread that locked it.
//
// The lock is a typealias of `pthread_mutex_t` and every function is emitted into its caller,
// leaving no symbol of this module to link, and the module re-exports `pthread_mutex_destroy`,
// which code that destroys such a lock calls as on Apple's platforms.

@_exported import func Glibc.pthread_mutex_destroy

/// The lock's storage: zero-initialized by `os_unfair_lock()`.
public typealias os_unfair_lock_s = pthread_mutex_t
/// The lock (https://developer.apple.com/documentation/os/os_unfair_lock).
public typealias os_unfair_lock = os_unfair_lock_s
/// A pointer to a lock, as the lock functions take it.
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock_s>

/// Locks `lock`, waiting while another thread holds it.
@_alwaysEmitIntoClient
public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) {
    let result = pthread_mutex_lock(lock)
    precondition(result == 0, "os_unfair_lock_lock: \(String(cString: strerror(result)))")
}

/// Locks `lock` if no thread holds it; returns whether it did.
@_alwaysEmitIntoClient
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool {
    pthread_mutex_trylock(lock) == 0
}

/// Unlocks `lock`, which the calling thread holds.
@_alwaysEmitIntoClient
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) {
    let result = pthread_mutex_unlock(lock)
    precondition(result == 0, "os_unfair_lock_unlock: \(String(cString: strerror(result)))")
}
