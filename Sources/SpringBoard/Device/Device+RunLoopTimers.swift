import CoreFoundation
import Foundation

// Foundation's block-based timers (`Timer.scheduledTimer(withTimeInterval:repeats:block:)`,
// `Timer(timeInterval:repeats:block:)` added to a run loop) cannot be moved onto the device
// clock: UIKit cannot overload them without making them ambiguous in files that import
// Foundation. They go to the run loop of the thread that schedules them, which on Linux is a
// Dispatch worker serving the main queue, and nothing runs that run loop, so they never fire.
// The device names them among its busy work, so that `settle()` says why it cannot finish.
extension Device {
    /// A line for the soonest Foundation run-loop timer pending on the main actor's run loop,
    /// which the device cannot run, with what to write instead.
    var runLoopTimerDescriptions: [String] {
        let current: CFRunLoop = CFRunLoopGetCurrent(), main: CFRunLoop = CFRunLoopGetMain()
        let loops = current === main ? [current] : [current, main]
        let dates = loops.map { CFRunLoopGetNextTimerFireDate($0, kCFRunLoopDefaultMode) }.filter { $0 != 0 }
        guard let soonest = dates.min() else { return [] }
        return ["a Foundation run-loop timer (next fire date \(Date(timeIntervalSinceReferenceDate: soonest))), "
            + "which runs on the wall clock and never on the device: schedule it with "
            + "Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:) or DispatchQueue.main.asyncAfter instead"]
    }
}
