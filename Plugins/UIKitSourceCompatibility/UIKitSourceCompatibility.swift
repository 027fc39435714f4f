import Foundation
import PackagePlugin

/// Compiles an iOS app's Swift files, unchanged on disk in the folder Xcode builds, as part of the
/// target that names this plugin: each file is rewritten into its Linux form at build time
/// (`@objc` and Interface Builder attributes, `#selector`, `@UIApplicationMain`, `#available`,
/// platform `#if`s), and the target compiles those forms.
///
/// A plugin cannot take a target's own sources away, and SwiftPM skips a target with none, so the
/// Linux target keeps one small Swift file of its own, which names the app's folder, relative to
/// the file, in a line of its own:
///
/// ```swift
/// // openuikit-app-folder: ../../MyApp
/// ```
///
/// In an executable target, the app delegate marked `@main` (or `@UIApplicationMain`) runs in the
/// live simulator; the folder's `Info.plist`, if it has one, gives the app's Info.plist entries and
/// its scene delegate.
@main
struct UIKitSourceCompatibility: BuildToolPlugin {
    static let directive = "// openuikit-app-folder:"

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let folder = try appFolder(of: target)
        let (inputs, plist) = contents(of: folder)
        guard !inputs.isEmpty else {
            throw PluginError("\(target.name): the app folder \(folder.path) holds no Swift files")
        }
        let outputDirectory = context.pluginWorkDirectoryURL.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        var arguments = ["--cache", context.pluginWorkDirectoryURL.appendingPathComponent("cache.json").path]
        var outputs: [URL] = []
        for (input, name) in zip(inputs, outputNames(for: inputs, in: folder)) {
            let output = outputDirectory.appendingPathComponent(name)
            arguments += ["--file", input.path, output.path]
            outputs.append(output)
        }
        var extraInputs: [URL] = []
        if target.kind == .executable {
            let entryPoint = outputDirectory.appendingPathComponent("OpenUIKitEntryPoint.swift")
            arguments += ["--entry-point", entryPoint.path]
            outputs.append(entryPoint)
            if let plist {
                arguments += ["--info-plist", plist.path]
                extraInputs.append(plist)
            }
        }
        return [.buildCommand(
            displayName: "Rewriting \(inputs.count) iOS source files of \(target.name) for Linux",
            executable: try context.tool(named: "uikit-source-compat").url,
            arguments: arguments,
            inputFiles: inputs + extraInputs,
            outputFiles: outputs)]
    }

    /// The folder named by the directive in one of the target's own Swift files.
    private func appFolder(of target: SourceModuleTarget) throws -> URL {
        for file in target.sourceFiles(withSuffix: "swift") {
            let text = try String(contentsOf: file.url, encoding: .utf8)
            for line in text.split(separator: "\n") where line.trimmingCharacters(in: .whitespaces).hasPrefix(Self.directive) {
                let relative = line.trimmingCharacters(in: .whitespaces).dropFirst(Self.directive.count)
                    .trimmingCharacters(in: .whitespaces)
                let folder = file.url.deletingLastPathComponent().appendingPathComponent(relative).standardizedFileURL
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                    throw PluginError("\(file.url.path): the app folder '\(relative)' (\(folder.path)) does not exist")
                }
                return folder
            }
        }
        throw PluginError("\(target.name) names no app folder: add a line '\(Self.directive) PATH' (relative to the file) to one of its own Swift files")
    }

    /// The Swift files under `folder`, sorted, and the app's Info.plist: the one nearest the
    /// folder's top (Xcode keeps it at the top or in a group such as "Supporting Files"). Hidden
    /// and build folders are skipped, and so are test folders, which belong to other targets.
    private func contents(of folder: URL) -> (swiftFiles: [URL], infoPlist: URL?) {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey],
                                                          options: [.skipsHiddenFiles]) else { return ([], nil) }
        var files: [URL] = []
        var plists: [URL] = []
        for case let url as URL in walker {
            let name = url.lastPathComponent
            if name.hasPrefix(".build") || name.hasSuffix("Tests") || name.hasSuffix(".xcassets") { walker.skipDescendants(); continue }
            if url.pathExtension == "swift" { files.append(url.standardizedFileURL) }
            if name == "Info.plist" { plists.append(url.standardizedFileURL) }
        }
        let plist = plists.min { ($0.pathComponents.count, $0.path) < ($1.pathComponents.count, $1.path) }
        return (files.sorted { $0.path < $1.path }, plist)
    }

    /// Each input's output name: its own name with `.linux` before `.swift`, so that the output's
    /// `#fileID` differs from the original's, which its `#sourceLocation` names; when two inputs
    /// share a name, the folders between the app folder and the file come first.
    private func outputNames(for inputs: [URL], in folder: URL) -> [String] {
        let counts = Dictionary(grouping: inputs, by: \.lastPathComponent).mapValues(\.count)
        return inputs.map { input in
            let name = counts[input.lastPathComponent]! > 1
                ? input.path.dropFirst(folder.path.count).split(separator: "/").joined(separator: "_")
                : input.lastPathComponent
            return String(name.dropLast(".swift".count)) + ".linux.swift"
        }
    }
}

struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
