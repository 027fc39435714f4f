import Foundation
@testable import SourceCompatibility
import Testing

/// The tool's run over a target: incremental, writing only outputs whose text changed, with the
/// app's entry point and Info.plist.
struct TargetRewriteTests {
    /// A temporary app folder with `files` (name → text), and the rewrite of it into `out/`.
    final class Folder {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("target-rewrite-\(UUID().uuidString)")
        var names: [String]

        init(_ files: [String: String], plist: String? = nil) throws {
            names = files.keys.sorted()
            try FileManager.default.createDirectory(at: root.appendingPathComponent("out"), withIntermediateDirectories: true)
            for (name, text) in files { try write(name, text) }
            if let plist { try plist.write(to: root.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8) }
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func write(_ name: String, _ text: String) throws {
            try text.write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }

        func output(_ name: String) throws -> String {
            try String(contentsOf: root.appendingPathComponent("out/\(name)"), encoding: .utf8)
        }

        func run(plist: Bool = false) throws -> TargetRewrite.Report {
            try TargetRewrite(files: names.map { .init(input: root.appendingPathComponent($0).path, output: root.appendingPathComponent("out/\($0)").path) },
                              cacheURL: root.appendingPathComponent("cache.json"),
                              entryPoint: root.appendingPathComponent("out/Entry.swift").path,
                              infoPlist: plist ? root.appendingPathComponent("Info.plist").path : nil).run()
        }

        func path(_ name: String) -> String { root.appendingPathComponent(name).path }
        func outputPath(_ name: String) -> String { root.appendingPathComponent("out/\(name)").path }
    }

    static let controller = """
    class ViewController: UIViewController {
        override func viewDidLoad() {
            button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
        }
    }
    """
    static let actions = """
    extension ViewController {
        @objc func tapped(_ sender: UIButton) {}
    }
    """

    @Test func aSecondRunWithNothingChangedParsesAndWritesNothing() throws {
        let folder = try Folder(["ViewController.swift": Self.controller, "Actions.swift": Self.actions])
        let first = try folder.run()
        #expect(first.parsed.count == 2)
        #expect(Set(first.written) == [folder.outputPath("Actions.swift"), folder.outputPath("ViewController.swift"), folder.outputPath("Entry.swift")])
        #expect(try folder.output("ViewController.swift").contains(#"Selector(ViewController.tapped, name: "tapped:")"#))

        let second = try folder.run()
        #expect(second.parsed.isEmpty && second.written.isEmpty)
    }

    @Test func aChangedBodyRewritesItsOwnFileOnly() throws {
        let folder = try Folder(["ViewController.swift": Self.controller, "Actions.swift": Self.actions])
        _ = try folder.run()
        try folder.write("ViewController.swift", Self.controller.replacingOccurrences(of: "override func viewDidLoad() {", with: "override func viewDidLoad() {\n        print(1)"))
        let report = try folder.run()
        #expect(report.parsed == [folder.path("ViewController.swift")])
        #expect(report.written == [folder.outputPath("ViewController.swift")])
    }

    @Test func aChangedDeclarationRewritesTheFilesThatNameIt() throws {
        let folder = try Folder(["ViewController.swift": Self.controller, "Actions.swift": Self.actions,
                                 "Model.swift": "@objc class Model: NSObject {}\n"])
        _ = try folder.run()
        try folder.write("Actions.swift", Self.actions.replacingOccurrences(of: "@objc func", with: "@objc(handleTap:) func"))
        let report = try folder.run()
        #expect(report.parsed == [folder.path("Actions.swift")])
        // Model.swift names no selector, so no declaration elsewhere changes its rewrite.
        #expect(Set(report.rewritten) == [folder.path("Actions.swift"), folder.path("ViewController.swift")])
        #expect(Set(report.written) == [folder.outputPath("Actions.swift"), folder.outputPath("ViewController.swift")])
        #expect(try folder.output("ViewController.swift").contains(#"Selector(ViewController.tapped, name: "handleTap:")"#))
    }

    @Test func diagnosticsComeAgainOnTheNextRun() throws {
        let folder = try Folder(["Model.swift": "class Item: NSManagedObject {\n    @NSManaged var name: String\n}\n"])
        let first = try folder.run()
        #expect(first.diagnostics.map(\.description) == ["\(folder.path("Model.swift")):2:5: error: '@NSManaged' needs Core Data, which OpenUIKit does not provide"])
        #expect(try folder.run().diagnostics == first.diagnostics)
    }

    @Test func theEntryPointRunsTheAppDelegateWithItsInfoPlistAndSceneDelegate() throws {
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
        <key>UIWindowSceneSessionRoleApplication</key><array><dict>
        <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
        </dict></array></dict></dict>
        <key>UIViewControllerBasedStatusBarAppearance</key><false/>
        <key>UIRequiredDeviceCapabilities</key><array><string>armv7</string></array>
        <key>Build</key><integer>42</integer>
        </dict></plist>
        """
        let folder = try Folder(["AppDelegate.swift": "@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n"], plist: plist)
        _ = try folder.run(plist: true)
        let entry = try folder.output("Entry.swift")
        #expect(entry.contains("extension AppDelegate {\n    static func main() async {"))
        #expect(entry.contains("delegate: { AppDelegate() }"))
        #expect(entry.contains("sceneDelegate: { SceneDelegate() }"))
        #expect(entry.contains("\"UIViewControllerBasedStatusBarAppearance\": false"))
        #expect(entry.contains("\"Build\": 42"))
        #expect(entry.contains("\"UIRequiredDeviceCapabilities\": [\n"))
    }

    @Test func aTargetWithoutAnAppDelegateGetsAnEmptyEntryPoint() throws {
        let folder = try Folder(["ViewController.swift": Self.controller])
        _ = try folder.run()
        #expect(try !folder.output("Entry.swift").contains("extension"))
    }

    @Test func aBrokenInfoPlistIsNamed() throws {
        let folder = try Folder(["AppDelegate.swift": "@main class AppDelegate: UIResponder, UIApplicationDelegate {}"], plist: "not a plist")
        #expect {
            try folder.run(plist: true)
        } throws: { error in
            "\(error)".contains("Info.plist: not a property list with a dictionary at its top")
        }
    }
}
