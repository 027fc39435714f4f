import Foundation
import SwiftParser
@testable import SourceCompatibility
import Testing

/// The rewrite of one iOS file into its Linux form, against an index of the whole target.
struct SourceRewriterTests {
    /// Rewrites `source` as the file "/app/File.swift" of a target whose other files are `others`,
    /// and returns the rewritten body (without the `#sourceLocation` lines) and the diagnostics.
    func rewrite(_ source: String, others: [String] = []) -> (body: String, text: String, diagnostics: [SourceRewriter.Diagnostic]) {
        var index = DeclarationIndex()
        index.update(path: "/app/File.swift", tree: Parser.parse(source: source))
        for (i, other) in others.enumerated() { index.update(path: "/app/Other\(i).swift", tree: Parser.parse(source: other)) }
        let result = SourceRewriter(index: index).rewrite(source, path: "/app/File.swift")
        let lines = result.text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = lines.firstIndex { $0.hasPrefix("#sourceLocation(file:") }! + 1
        let end = lines.lastIndex { $0 == "#sourceLocation()" }!
        return (lines[start..<end].joined(separator: "\n"), result.text, result.diagnostics)
    }

    @Test func objectiveCAttributesBecomeSpacesSoLinesAndColumnsHold() {
        let source = """
        @objcMembers class ViewController: UIViewController {
            @IBOutlet weak var label: UILabel!
            @objc dynamic var count = 0
            dynamic var plain = 0
            @IBAction func tapped(_ sender: UIButton) {}
            @objc(customTick:) func tick(_ timer: Timer) {}
            @nonobjc func local() {}
        }
        """
        let (body, text, diagnostics) = rewrite(source)
        #expect(diagnostics.isEmpty)
        var expected = source
        for attribute in ["@objcMembers", "@IBOutlet", "@objc dynamic", "@IBAction", "@objc(customTick:)", "@nonobjc"] {
            expected = expected.replacingOccurrences(of: attribute, with: String(repeating: " ", count: attribute.count))
        }
        #expect(body == expected)
        #expect(body.contains("    dynamic var plain = 0"))
        #expect(text.hasPrefix("#sourceLocation(file: \"/app/File.swift\", line: 1)\n"))
        #expect(!text.contains("@_spi"))
    }

    @Test func selectorsNameTheMethodOfTheEnclosingTypeWithItsObjectiveCName() {
        let source = """
        class ViewController: UIViewController {
            func setUp() {
                button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                button.addTarget(self, action: #selector(self.tapped), for: .touchUpInside)
                timer = Timer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
                let recognizer = UITapGestureRecognizer(target: self, action: #selector(handle(gesture:)))
                view.addGestureRecognizer(recognizer)
                NotificationCenter.default.addObserver(self, selector: #selector(ViewController.rotated), name: UIDevice.orientationDidChangeNotification, object: nil)
                _ = #selector(UIResponder.resignFirstResponder)
                items.forEach { $0.addTarget(self, action: #selector(scrolled(to:)), for: .valueChanged) }
            }
            @objc func tapped(_ sender: UIButton) {}
            @objc(customTick:) func tick(_ timer: Timer) {}
            @objc func handle(gesture: UITapGestureRecognizer) {}
            @objc func rotated() {}
            @objc func scrolled(to value: UISlider) {}
        }
        """
        let (body, _, diagnostics) = rewrite(source)
        #expect(diagnostics.isEmpty)
        #expect(body.contains(#"action: Selector(ViewController.tapped(_:), name: "tapped:")"#))
        #expect(body.contains(#"action: Selector(ViewController.tapped, name: "tapped:")"#))
        #expect(body.contains(#"selector: Selector(ViewController.tick, name: "customTick:")"#))
        #expect(body.contains(#"action: Selector(ViewController.handle(gesture:), name: "handleWithGesture:")"#))
        #expect(body.contains(#"selector: Selector(ViewController.rotated, name: "rotated")"#))
        #expect(body.contains(#"_ = Selector(UIResponder.resignFirstResponder, name: "resignFirstResponder")"#))
        #expect(body.contains(#"action: Selector(ViewController.scrolled(to:), name: "scrolledTo:")"#))
        #expect(body.split(separator: "\n").count == source.split(separator: "\n").count)
    }

    @Test func selectorsFindMethodsOfSuperclassesAndExtensionsInOtherFiles() {
        let base = """
        class BaseController: UIViewController {
            @objc func refresh(_ sender: Any) {}
        }
        extension FeedController {
            @objc func dismissKeyboard() {}
        }
        """
        let source = """
        final class FeedController: BaseController {
            func setUp() {
                control.addTarget(self, action: #selector(refresh), for: .valueChanged)
                tap.addTarget(self, action: #selector(dismissKeyboard))
            }
        }
        """
        let (body, _, _) = rewrite(source, others: [base])
        #expect(body.contains(#"Selector(FeedController.refresh, name: "refresh:")"#))
        #expect(body.contains(#"Selector(FeedController.dismissKeyboard, name: "dismissKeyboard")"#))
    }

    @Test func selectorsInNestedTypesExtensionsAndProtocolExtensions() {
        let source = """
        enum Screens {
            final class Detail: UIViewController {
                func setUp() { button.addTarget(self, action: #selector(close), for: .touchUpInside) }
                @objc func close() {}
            }
        }
        extension Screens.Detail {
            func more() { _ = #selector(close) }
        }
        protocol KeyboardDismissing {}
        extension KeyboardDismissing {
            func install() { _ = #selector(hide) }
        }
        """
        let (body, _, _) = rewrite(source)
        #expect(body.contains(#"action: Selector(Screens.Detail.close, name: "close")"#))
        #expect(body.contains(#"_ = Selector(Screens.Detail.close, name: "close")"#))
        #expect(body.contains(#"_ = Selector(Self.hide, name: "hide")"#))
    }

    @Test func propertySelectorsUseKeyPaths() {
        let source = """
        class Model: NSObject {
            @objc var title = ""
            @objc(isEnabled) var enabled = true
            func names() {
                _ = #selector(getter: title)
                _ = #selector(setter: Model.title)
                _ = #selector(getter: enabled)
                _ = #selector(setter: enabled)
            }
        }
        """
        let (body, _, _) = rewrite(source)
        #expect(body.contains(#"_ = Selector(getter: \Model.title, name: "title")"#))
        #expect(body.contains(#"_ = Selector(setter: \Model.title, name: "setTitle:") { $0.title = $1 }"#))
        #expect(body.contains(#"_ = Selector(getter: \Model.enabled, name: "isEnabled")"#))
        #expect(body.contains(#"_ = Selector(setter: \Model.enabled, name: "setIsEnabled:") { $0.enabled = $1 }"#))
    }

    @Test func previewsBecomeBlankLines() {
        let source = "final class A: UIViewController {}\n\n#Preview(\"Dark\") {\n    let a = A()\n    return a\n}\nlet after = 1"
        let body = rewrite(source).body
        #expect(body.split(separator: "\n", omittingEmptySubsequences: false).count == source.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(!body.contains("Preview") && !body.contains("let a = A()") && body.contains("let after = 1"))
    }

    @Test func applicationMainBecomesMain() {
        let (body, _, _) = rewrite("@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {}")
        #expect(body == "@main             \nclass AppDelegate: UIResponder, UIApplicationDelegate {}")
    }

    @Test func inALibraryTheAppDelegatesMainGoes() {
        for attribute in ["@UIApplicationMain", "@main"] {
            let source = "\(attribute)\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n@main struct Tool { static func main() {} }"
            var index = DeclarationIndex()
            index.update(path: "/app/File.swift", tree: Parser.parse(source: source))
            let text = SourceRewriter(index: index, isExecutable: false).rewrite(source, path: "/app/File.swift").text
            #expect(text.contains(String(repeating: " ", count: attribute.count) + "\nclass AppDelegate"))
            #expect(text.contains("@main struct Tool"), "only the app delegate's")
        }
    }

    @Test func availabilityAsksTheSimulatedDevice() {
        let source = """
        func layout() {
            if #available(iOS 15.2, *) { a() } else { b() }
            guard #available(iOS 13, macOS 10.15, *) else { return }
            if #unavailable(iOS 17) { c() }
            if #available(macOS 12, *), let x = y { d(x) }
        }
        """
        let (body, text, _) = rewrite(source)
        #expect(body == """
        func layout() {
            if UIDevice._systemVersionIsAtLeast(15, 2, 0) { a() } else { b() }
            guard UIDevice._systemVersionIsAtLeast(13, 0, 0) else { return }
            if !UIDevice._systemVersionIsAtLeast(17, 0, 0) { c() }
            if true, let x = y { d(x) }
        }
        """)
        #expect(text.hasPrefix(SourceRewriter.spiImport + "\n#sourceLocation(file: \"/app/File.swift\", line: 1)\n"))
    }

    @Test func platformConditionsEvaluateAsOnAnIPhoneSimulator() {
        let source = """
        #if os(iOS)
        let a = 1
        #elseif os(macOS) || os(Linux)
        let a = 2
        #endif
        #if targetEnvironment(simulator) && !targetEnvironment(macCatalyst)
        let b = 1
        #endif
        #if canImport(UIKit) && DEBUG
        let c = 1
        #endif
        """
        let (body, _, _) = rewrite(source)
        #expect(body == """
        #if true
        let a = 1
        #elseif false || false
        let a = 2
        #endif
        #if true && !false
        let b = 1
        #endif
        #if canImport(UIKit) && DEBUG
        let c = 1
        #endif
        """)
    }

    @Test func diagnosticsNameTheUsersFileLineAndColumn() {
        let source = """
        class Item: NSManagedObject {
            @NSManaged var name: String
            func f() { _ = #selector(getter: ) }
        }
        """
        let (_, _, diagnostics) = rewrite(source)
        #expect(diagnostics.map(\.description) == [
            "/app/File.swift:2:5: error: '@NSManaged' needs Core Data, which OpenUIKit does not provide",
        ] + diagnostics.dropFirst().map(\.description))
        #expect(diagnostics.count == 2)
        #expect(diagnostics.last?.line == 3)
    }

    @Test func selectorsOutsideATypeAreRefusedAtTheirLine() {
        let (_, _, diagnostics) = rewrite("\nlet s = #selector(tick)\n")
        #expect(diagnostics.map(\.description) == [
            "/app/File.swift:2:19: error: '#selector' refers to 'tick', which is not a method of a type; qualify it, as in 'ViewController.tick'",
        ])
    }
}

/// iOS XCTest files, which Linux's XCTest runs only with main-actor test methods `async`.
struct XCTestRewriteTests {
    @Test func synchronousTestsOfAMainActorTestCaseBecomeAsync() {
        let base = "@MainActor class AppTestCase: XCTestCase {}\n"
        let source = """
        @MainActor final class NotesTests: XCTestCase {
            func testAddsANote() throws { }
            func testAlreadyAsync() async { }
            func helper() { }
            func testWithArgument(_ x: Int) { }
        }
        final class PlainTests: XCTestCase {
            func testOffTheMainActor() { }
            @MainActor func testOnIt() { }
        }
        final class Inherited: AppTestCase {
            func testThroughTheBase() { }
        }
        extension NotesTests {
            func testInAnExtension() { }
        }
        @MainActor final class NotATestCase {
            func testSomething() { }
        }
        """
        let result = SourceRewriterTests().rewrite(source, others: [base])
        #expect(result.body == """
        @MainActor final class NotesTests: XCTestCase {
            func testAddsANote() async throws { }
            func testAlreadyAsync() async { }
            func helper() { }
            func testWithArgument(_ x: Int) { }
        }
        final class PlainTests: XCTestCase {
            func testOffTheMainActor() { }
            @MainActor func testOnIt() async { }
        }
        final class Inherited: AppTestCase {
            func testThroughTheBase() async { }
        }
        extension NotesTests {
            func testInAnExtension() async { }
        }
        @MainActor final class NotATestCase {
            func testSomething() { }
        }
        """)
    }
}

/// `@objc protocol`s with `optional` requirements: the requirement gets a default, a type that
/// implements it is marked, and a call site asks the mark before calling.
struct OptionalRequirementTests {
    static let protocolFile = """
    @objc protocol EditorDelegate: AnyObject {
        func editorDidSave(_ editor: Editor)
        @objc optional func editorDidCancel(_ editor: Editor)
        @objc optional func title(for editor: Editor) -> String
    }
    """

    @Test func theProtocolLosesOptionalAndGainsDefaultsAndMarkers() {
        let result = SourceRewriterTests().rewrite(Self.protocolFile)
        #expect(result.body == Self.protocolFile
            .replacingOccurrences(of: "@objc optional", with: "              ")
            .replacingOccurrences(of: "@objc protocol", with: "      protocol"))
        let trailer = result.text.components(separatedBy: "#sourceLocation()\n")[1]
        #expect(trailer.contains("protocol _OpenUIKitImplements_EditorDelegate_editorDidCancel__ {}"))
        #expect(trailer.contains("extension EditorDelegate { func editorDidCancel(_ editor: Editor) {} }"))
        #expect(trailer.contains("protocol _OpenUIKitImplements_EditorDelegate_title_for_ {}"))
        #expect(trailer.contains(#"extension EditorDelegate { func title(for editor: Editor) -> String { preconditionFailure("EditorDelegate.title(for:) is an optional requirement that \(Swift.type(of: self)) does not implement") } }"#))
    }

    @Test func anOptionalPropertyRequirementIsRefusedAtItsLine() {
        let source = "@objc protocol Styled {\n    @objc optional var accent: UIColor { get }\n}\n"
        #expect(SourceRewriterTests().rewrite(source).diagnostics.map(\.description) == [
            "/app/File.swift:2:11: error: an optional property or subscript requirement of an @objc protocol is not supported yet; make it an optional method",
        ])
    }

    @Test func aTypeThatImplementsARequirementIsMarked() {
        let source = """
        final class ListController: UIViewController, EditorDelegate {
            func editorDidSave(_ editor: Editor) {}
            func title(for editor: Editor) -> String { "List" }
        }
        class Base: NSObject, EditorDelegate { func editorDidSave(_ editor: Editor) {} }
        final class Derived: Base {
            func editorDidCancel(_ editor: Editor) {}
        }
        final class Unrelated {
            func editorDidCancel(_ editor: Editor) {}
        }
        """
        let result = SourceRewriterTests().rewrite(source, others: [Self.protocolFile])
        let trailer = result.text.components(separatedBy: "#sourceLocation()\n")[1]
        #expect(trailer.contains("extension ListController: _OpenUIKitImplements_EditorDelegate_title_for_ {}"))
        #expect(trailer.contains("extension Derived: _OpenUIKitImplements_EditorDelegate_editorDidCancel__ {}"))
        #expect(!trailer.contains("Unrelated"))
        #expect(!trailer.contains("editorDidSave"))
    }

    @Test func callSitesAskTheMarkAndGiveAnOptional() {
        let source = """
        final class Editor {
            weak var delegate: EditorDelegate?
            var strongDelegate: EditorDelegate!
            var onClose: (() -> Void)?
            func cancel() {
                delegate?.editorDidCancel?(self)
                let title = delegate?.title?(for: self) ?? "Untitled"
                let count = delegate?.title?(for: self).count
                onClose?()
                self.onClose?()
                _ = strongDelegate.title?(for: self)
            }
        }
        """
        let result = SourceRewriterTests().rewrite(source, others: [Self.protocolFile])
        #expect(result.body.contains("        _ = (delegate is _OpenUIKitImplements_EditorDelegate_editorDidCancel__ ? delegate?.editorDidCancel(self) : nil)\n"))
        #expect(result.body.contains(#"let title = (delegate is _OpenUIKitImplements_EditorDelegate_title_for_ ? delegate?.title(for: self) : nil) ?? "Untitled""#))
        #expect(result.body.contains("let count = (delegate is _OpenUIKitImplements_EditorDelegate_title_for_ ? delegate?.title(for: self) : nil)?.count"))
        #expect(result.body.contains("        onClose?()\n        self.onClose?()\n"))
        #expect(result.body.contains("_ = (strongDelegate is _OpenUIKitImplements_EditorDelegate_title_for_ ? strongDelegate.title(for: self) : nil)"))
        #expect(result.body.split(separator: "\n").count == source.split(separator: "\n").count)
    }
}

/// Foundation's timers that would run on a run loop nothing runs, moved to the device clock.
struct TimerRewriteTests {
    @Test func blockAndUnscheduledTimersAndRunLoopAddsUseTheDeviceClock() {
        let source = """
        final class Clock: UIViewController {
            func start() {
                Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.tick() }
                _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: false, block: { _ in })
                let a = Timer(timeInterval: 2, repeats: true) { _ in }
                let b = Timer(fire: Date(), interval: 1, repeats: false, block: { _ in })
                let c = Timer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
                RunLoop.main.add(a, forMode: .common)
                RunLoop.current.add(b, forMode: .default)
                Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: false)
                let formatter = DateFormatter()
            }
            @objc func tick() {}
        }
        """
        let result = SourceRewriterTests().rewrite(source)
        #expect(result.body.contains("Timer._deviceScheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.tick() }"))
        #expect(result.body.contains("_ = Timer._deviceScheduledTimer(withTimeInterval: 1, repeats: false, block: { _ in })"))
        #expect(result.body.contains("let a = Timer._deviceTimer(timeInterval: 2, repeats: true) { _ in }"))
        #expect(result.body.contains("let b = Timer._deviceTimer(fire: Date(), interval: 1, repeats: false, block: { _ in })"))
        #expect(result.body.contains(#"let c = Timer._deviceTimer(timeInterval: 1, target: self, selector: Selector(Clock.tick, name: "tick"), userInfo: nil, repeats: true)"#))
        #expect(result.body.contains("RunLoop.main._deviceAdd(a, forMode: .common)"))
        #expect(result.body.contains("RunLoop.current._deviceAdd(b, forMode: .default)"))
        // UIKit's own overload already runs on the device clock.
        #expect(result.body.contains(#"Timer.scheduledTimer(timeInterval: 1, target: self, selector: Selector(Clock.tick, name: "tick"), userInfo: nil, repeats: false)"#))
        #expect(result.text.hasPrefix(SourceRewriter.spiImport))
    }
}

/// Initializers that a table calls through a registered class's metatype.
struct ReusableViewInitializerTests {
    @Test func cellAndHeaderOverridesBecomeRequired() {
        let source = """
        class BaseCell: UITableViewCell {}
        final class NoteCell: BaseCell {
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class Header: UITableViewHeaderFooterView {
            override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
        }
        final class Already: UITableViewCell {
            required override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
        }
        final class Plain: UIView {
            override init(frame: CGRect) { super.init(frame: frame) }
        }
        """
        let body = SourceRewriterTests().rewrite(source).body
        #expect(body.contains("    required override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {\n        super.init"))
        #expect(body.contains("    required override init(reuseIdentifier: String?) { super.init"))
        #expect(!body.contains("required required"))
        #expect(body.contains("    override init(frame: CGRect)"))
    }
}

/// Apple frameworks that OpenUIKit does not provide.
struct FrameworkImportTests {
    @Test func anUnprovidedFrameworkIsOneErrorAtItsImport() {
        let source = """
        import UIKit
        import MapKit
        import Combine
        #if canImport(SwiftUI)
        import SwiftUI
        #endif
        import CoreLocation.CLLocation
        import ObjectiveC
        import os.log
        import OSLog
        """
        let result = SourceRewriterTests().rewrite(source)
        #expect(result.body.hasSuffix("\nimport _ObjectiveC\nimport _os\nimport _os"))
        #expect(result.body.contains("\nimport _Combine\n"))
        let qualified = SourceRewriterTests().rewrite("var bag = Set<Combine.AnyCancellable>()").body
        #expect(qualified == "var bag = Set<_Combine.AnyCancellable>()")
        let diagnostics = result.diagnostics.map(\.description)
        #expect(diagnostics == [
            "/app/File.swift:2:8: error: 'MapKit' is an Apple framework that OpenUIKit does not provide",
            "/app/File.swift:7:8: error: 'CoreLocation' is an Apple framework that OpenUIKit does not provide",
        ])
    }
}

/// UIKit's optional methods whose presence changes what UIKit does.
struct UIKitOptionalMethodTests {
    @Test func implementingCommitOrMoveMarksTheType() {
        let source = """
        final class Notes: UITableViewController {
            override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
        }
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
        }
        final class Unrelated {
            func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
        }
        """
        let result = SourceRewriterTests().rewrite(source)
        let trailer = result.text.components(separatedBy: "#sourceLocation()\n")[1]
        #expect(trailer.contains("extension Notes: _UITableViewDataSourceCommittingEdits {}"))
        #expect(trailer.contains("extension Source: _UITableViewDataSourceMovingRows {}"))
        #expect(!trailer.contains("Unrelated"))
        #expect(result.text.hasPrefix(SourceRewriter.spiImport))
    }
}
