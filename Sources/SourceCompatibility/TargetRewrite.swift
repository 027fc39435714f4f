import Dispatch
import Foundation
import Synchronization
import SwiftParser
import SwiftSyntax

/// One run of the plugin's tool over a target: reads the app's files, rewrites those that need
/// it, and writes an output only when its text changed, so the compiler's incremental build
/// recompiles only what changed.
///
/// A file is parsed again only when its contents changed since the last run (the cache holds
/// each file's digest and declarations). A changed file is rewritten; so is every file with a
/// `#selector` when the declarations of the target changed, since a selector in one file reads the
/// methods of another: the outputs whose text is the same are left untouched.
public struct TargetRewrite {
    /// An input file and the path of its Linux form.
    public struct File: Sendable {
        public var input: String
        public var output: String
        public init(input: String, output: String) {
            self.input = input
            self.output = output
        }
    }

    /// What a run did.
    public struct Report: Sendable, Equatable {
        /// Inputs parsed (changed since the last run, or new).
        public var parsed: [String] = []
        /// Inputs rewritten (changed, or naming other files' declarations that changed).
        public var rewritten: [String] = []
        /// Outputs written (their text changed).
        public var written: [String] = []
        /// Errors in the user's files.
        public var diagnostics: [SourceRewriter.Diagnostic] = []
    }

    /// What the run keeps for the next: each file's digest and the target's declarations.
    struct Cache: Codable {
        var digests: [String: UInt64] = [:]
        var index = DeclarationIndex()
    }

    public var files: [File]
    /// Where the cache lives between runs.
    public var cacheURL: URL
    /// The entry point's output path, and the app's Info.plist (nil when it has none), for an
    /// executable target.
    public var entryPoint: String?
    public var infoPlist: String?

    public init(files: [File], cacheURL: URL, entryPoint: String? = nil, infoPlist: String? = nil) {
        self.files = files
        self.cacheURL = cacheURL
        self.entryPoint = entryPoint
        self.infoPlist = infoPlist
    }

    /// Runs the rewrite. Throws when a file cannot be read or written.
    public func run() throws -> Report {
        var cache = (try? JSONDecoder().decode(Cache.self, from: Data(contentsOf: cacheURL))) ?? Cache()
        var report = Report()
        let oldIndex = cache.index
        // Read, and parse what changed, file by file in parallel: each file's declarations need
        // nothing of the others'.
        let digests = cache.digests
        let loaded = try Self.concurrentMap(files) { file -> Loaded in
            let data = try Data(contentsOf: URL(fileURLWithPath: file.input))
            let text = String(decoding: data, as: UTF8.self)
            let digest = Self.digest(data)
            guard digests[file.input] != digest || !FileManager.default.fileExists(atPath: file.output) else {
                return Loaded(text: text, digest: digest, tree: nil, entries: nil)
            }
            let tree = Parser.parse(source: text)
            return Loaded(text: text, digest: digest, tree: tree, entries: DeclarationIndex.entries(of: tree))
        }
        for (file, load) in zip(files, loaded) {
            guard let entries = load.entries else { continue }
            cache.index.update(path: file.input, entries: entries)
            cache.digests[file.input] = load.digest
            report.parsed.append(file.input)
        }
        let inputs = Set(files.map(\.input))
        for path in cache.index.files.keys where !inputs.contains(path) {
            cache.index.remove(path: path)
            cache.digests[path] = nil
        }
        let rewriter = SourceRewriter(index: cache.index, isExecutable: entryPoint != nil)
        // Only a `#selector` reads other files' declarations; every other rewrite is the file's own.
        let indexChanged = cache.index != oldIndex
        let toRewrite = zip(files, loaded).filter { file, load in
            load.tree != nil || (indexChanged && load.text.contains("#selector"))
        }
        let rewritten = try Self.concurrentMap(toRewrite) { file, load -> (SourceRewriter.Result, Bool) in
            let result = rewriter.rewrite(load.tree ?? Parser.parse(source: load.text), path: file.input)
            return (result, try Self.write(result.text, to: file.output))
        }
        for ((file, _), (result, wrote)) in zip(toRewrite, rewritten) {
            report.rewritten.append(file.input)
            report.diagnostics += result.diagnostics
            if wrote { report.written.append(file.output) }
        }
        if let entryPoint {
            let plist: [String: PropertyListValue] = try infoPlist.map { path in
                do {
                    return try PropertyListValue.readDictionary(from: Data(contentsOf: URL(fileURLWithPath: path)))
                } catch {
                    throw RewriteError("\(path): not a property list with a dictionary at its top (\(error))")
                }
            } ?? [:]
            let source = EntryPoint.source(applicationDelegate: cache.index.applicationDelegate, infoPlist: plist)
            if try Self.write(source, to: entryPoint) { report.written.append(entryPoint) }
        }
        if report.diagnostics.isEmpty {
            try JSONEncoder().encode(cache).write(to: cacheURL)
        } else {
            // A failed run is repeated in full next time, so its diagnostics come again.
            try? FileManager.default.removeItem(at: cacheURL)
        }
        return report
    }

    /// A file as read: its text and digest, and its tree and declarations when it changed.
    struct Loaded: Sendable {
        var text: String
        var digest: UInt64
        var tree: SourceFileSyntax?
        var entries: DeclarationIndex.FileEntries?
    }

    /// `items.map(transform)` over the machine's cores, in order; the first error, if any, is thrown.
    static func concurrentMap<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) throws -> R) throws -> [R] {
        let results = Mutex<[Int: Result<R, any Error>]>([:])
        DispatchQueue.concurrentPerform(iterations: items.count) { i in
            let result = Result { try transform(items[i]) }
            results.withLock { $0[i] = result }
        }
        return try results.withLock { all in try (0..<items.count).map { try all[$0]!.get() } }
    }

    /// Writes `text` unless the file already holds it; whether it wrote.
    static func write(_ text: String, to path: String) throws -> Bool {
        let data = Data(text.utf8)
        if let existing = try? Data(contentsOf: URL(fileURLWithPath: path)), existing == data { return false }
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        return true
    }

    /// FNV-1a, 64 bits: the same on every run, unlike `Hasher`.
    static func digest(_ data: Data) -> UInt64 {
        data.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
}

/// A problem with the tool's input that is not in a Swift file.
public struct RewriteError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
