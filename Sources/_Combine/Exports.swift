// Apple's Combine is OpenCombine's API under Apple's module name: `import Combine` brings
// publishers, subscribers, subjects, `@Published` and `ObservableObject` from OpenCombine, and
// this module adds what Apple's Combine has that OpenCombine spells differently or leaves to its
// own Dispatch and Foundation modules: `DispatchQueue`, `RunLoop` and `OperationQueue` as
// schedulers (on the device clock for the main thread), `NotificationCenter.Publisher`,
// `Timer.publish`, `URLSession.DataTaskPublisher`, and Foundation's coders as top-level coders.
@_exported import OpenCombine
