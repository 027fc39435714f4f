// The source-compatibility plugin's tool: rewrites an iOS app's Swift files into their Linux form.
//
// uikit-source-compat --cache FILE [--entry-point FILE [--info-plist FILE]] --file INPUT OUTPUT...
//
// The plugin (Plugins/UIKitSourceCompatibility) runs it as a build command; it prints errors in the
// user's files as compilers do (`path:line:column: error: message`) and exits with status 1 after
// them, with status 64 for a malformed command line.
import Foundation
import SourceCompatibility

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("uikit-source-compat: \(message)\n".utf8))
    exit(status)
}

var arguments = CommandLine.arguments.dropFirst()
var files: [TargetRewrite.File] = []
var cache: String?
var entryPoint: String?
var infoPlist: String?
while let argument = arguments.popFirst() {
    switch argument {
    case "--file":
        guard let input = arguments.popFirst(), let output = arguments.popFirst() else { fail("--file takes an input and an output path", status: 64) }
        files.append(.init(input: input, output: output))
    case "--cache": cache = arguments.popFirst()
    case "--entry-point": entryPoint = arguments.popFirst()
    case "--info-plist": infoPlist = arguments.popFirst()
    default: fail("unknown argument '\(argument)'", status: 64)
    }
}
guard let cache else { fail("--cache FILE is required", status: 64) }

do {
    let report = try TargetRewrite(files: files, cacheURL: URL(fileURLWithPath: cache),
                                   entryPoint: entryPoint, infoPlist: infoPlist).run()
    for diagnostic in report.diagnostics {
        FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
    }
    if !report.diagnostics.isEmpty { exit(1) }
} catch {
    fail("\(error)", status: 1)
}
