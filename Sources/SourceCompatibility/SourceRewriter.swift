import SwiftParser
import SwiftSyntax

/// The Linux form of one iOS source file: what Swift on Linux cannot compile, rewritten into
/// what OpenUIKit provides, and nothing else.
///
/// - `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, `@IBAction`, `@IBOutlet`,
///   `@IBInspectable`, `@IBDesignable`, `@IBSegueAction` and `@GKInspectable` are blanked out, and
///   so is `dynamic` beside `@objc` (it served Objective-C's message dispatch).
/// - `#selector(…)` becomes a `Selector` made from the method itself, with its Objective-C name.
/// - `@UIApplicationMain` becomes `@main`.
/// - `#available(iOS N, *)` and `#unavailable` ask the simulated device's iOS version.
/// - `#if os(iOS)`, `targetEnvironment(simulator)` and the other platform conditions evaluate
///   as on an iPhone simulator.
/// - `@objc protocol`s' `optional` methods get defaults, implementing types are marked, and
///   `delegate?.method?(x)` calls only a marked receiver; UIKit's optional methods whose presence
///   matters (`UIKitOptionalMethods`) mark their implementing types with UIKit's markers.
/// - Foundation's block and unscheduled timers and `RunLoop.main.add` use the device clock.
/// - A cell's `override init(style:reuseIdentifier:)` becomes `required`; a main-actor XCTest
///   class's synchronous tests become `async`; `#Preview` blocks become blank lines.
/// - `@NSManaged`, an optional property requirement and an Apple framework OpenUIKit lacks are
///   refused with a diagnostic at their line.
///
/// The result keeps every line where it was, and a `#sourceLocation` directive names the
/// original file, so the compiler's diagnostics point at the user's file and line. Blanked
/// attributes become spaces, so columns after them hold too.
public struct SourceRewriter: Sendable {
    /// The SPI through which rewritten code reaches UIKit members that Apple's UIKit lacks.
    static let spiImport = "@_spi(SourceCompatibility) import UIKit"

    public let index: DeclarationIndex
    /// Whether the target is an executable, whose app delegate's `@main` is its entry point. In
    /// a library the app delegate's `@UIApplicationMain` or `@main` becomes spaces: a library has
    /// no entry point, and its app is launched by whoever imports it (a test, a simulator target).
    public let isExecutable: Bool

    public init(index: DeclarationIndex, isExecutable: Bool = true) {
        self.index = index
        self.isExecutable = isExecutable
    }

    /// The rewritten file, or the diagnostics that stop it.
    public struct Result: Sendable, Equatable {
        /// The Linux form of the file: compile it in place of the original.
        public var text: String
        /// Errors in the original file, at its lines and columns.
        public var diagnostics: [Diagnostic]
    }

    /// An error in the user's file.
    public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
        public var path: String
        public var line: Int
        public var column: Int
        public var message: String
        /// As compilers print it: `path:line:column: error: message`.
        public var description: String { "\(path):\(line):\(column): error: \(message)" }
    }

    /// Rewrites `source`, read from `path` (the path the diagnostics and `#sourceLocation` name).
    public func rewrite(_ source: String, path: String) -> Result {
        rewrite(Parser.parse(source: source), path: path)
    }

    /// Rewrites a parsed file.
    public func rewrite(_ tree: SourceFileSyntax, path: String) -> Result {
        let visitor = EditCollector(index: index, isExecutable: isExecutable,
                                    converter: SourceLocationConverter(fileName: path, tree: tree), path: path)
        visitor.walk(tree)
        var bytes = Array(tree.syntaxTextBytes)
        // Back to front; at one offset, a replacement before an insertion, so the insertion lands
        // in front of the replaced text.
        for edit in visitor.edits.sorted(by: { ($0.range.lowerBound, $0.range.upperBound) > ($1.range.lowerBound, $1.range.upperBound) }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        let body = String(decoding: bytes, as: UTF8.self)
        var header = ""
        if visitor.needsSPI { header += Self.spiImport + "\n" }
        let trailer = visitor.trailer.isEmpty ? "" : "\n// OpenUIKit's source-compatibility plugin: which optional methods the file's types implement.\n"
            + visitor.trailer.joined(separator: "\n") + "\n"
        let text = header + "#sourceLocation(file: \(Self.stringLiteral(path)), line: 1)\n" + body
            + (body.hasSuffix("\n") ? "" : "\n") + "#sourceLocation()\n" + trailer
        return Result(text: text, diagnostics: visitor.diagnostics)
    }

    static func stringLiteral(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

/// A replacement of a byte range of the original file.
struct Edit {
    var range: Range<Int>
    var replacement: String
}

/// Collects the edits of one file.
private final class EditCollector: SyntaxVisitor {
    let index: DeclarationIndex
    let converter: SourceLocationConverter
    let path: String
    var edits: [Edit] = []
    var diagnostics: [SourceRewriter.Diagnostic] = []
    var needsSPI = false
    /// Declarations added after the file's own lines.
    var trailer: [String] = []
    private var scope = TypeScope()

    /// Attributes that only served the Objective-C runtime or Interface Builder.
    static let blankedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable",
        "IBSegueAction", "GKInspectable",
    ]

    let isExecutable: Bool

    init(index: DeclarationIndex, isExecutable: Bool, converter: SourceLocationConverter, path: String) {
        self.index = index
        self.isExecutable = isExecutable
        self.converter = converter
        self.path = path
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Scope

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { scope.push(node.name.text); return .visitChildren }
    override func visitPost(_ node: ClassDeclSyntax) { scope.pop() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { scope.push(node.name.text); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { scope.pop() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { scope.push(node.name.text); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { scope.pop() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { scope.push(node.name.text); return .visitChildren }
    override func visitPost(_ node: ActorDeclSyntax) { scope.pop() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { scope.push(node.name.text); return .visitChildren }
    override func visitPost(_ node: ProtocolDeclSyntax) { scope.pop() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        scope.pushExtension(of: node.extendedType.trimmedDescription)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scope.pop() }

    // MARK: Attributes and modifiers

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        if Self.blankedAttributes.contains(name) {
            blank(Syntax(node))
        } else if name == "UIApplicationMain" || name == "main" {
            let declared = node.parent?.parent?.as(ClassDeclSyntax.self).map { scope.current ?? $0.name.text }
            let onAppDelegate = name == "UIApplicationMain" || (declared != nil && declared == index.applicationDelegate)
            if !isExecutable && onAppDelegate {
                blank(Syntax(node))
            } else if name == "UIApplicationMain" {
                let range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
                edits.append(Edit(range: range, replacement: "@main".padding(toLength: range.count, withPad: " ", startingAt: 0)))
            }
        } else if name == "NSManaged" {
            diagnose(Syntax(node), "'@NSManaged' needs Core Data, which OpenUIKit does not provide")
        }
        return .skipChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "optional", let declaration = node.parent?.parent,
           declaration.parent?.parent?.parent?.parent?.is(ProtocolDeclSyntax.self) == true {
            if declaration.is(FunctionDeclSyntax.self) {
                blank(Syntax(node))
            } else {
                diagnose(Syntax(node), "an optional property or subscript requirement of an @objc protocol is not supported yet; make it an optional method")
            }
            return .skipChildren
        }
        if node.name.text == "dynamic", let attributes = Self.attributes(ofDeclarationHolding: node),
           attributes.contains(where: { Attributes.name(of: $0) == "objc" }) {
            blank(Syntax(node))
        }
        return .skipChildren
    }

    // MARK: XCTest

    /// A synchronous test method of a `@MainActor` XCTest class becomes `async`: on Linux, XCTest's
    /// discovery calls a synchronous main-actor test method off the main actor and the whole run
    /// stops (signal 6, swift-corelibs-xctest); an `async` one it awaits on the main actor.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        recordOptionalRequirement(node)
        let signature = node.signature
        if node.name.text.hasPrefix("test"), signature.parameterClause.parameters.isEmpty,
           signature.effectSpecifiers?.asyncSpecifier == nil,
           !node.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }),
           let type = scope.current, index.inherits(type, from: "XCTestCase") || index.inherits(type, from: "XCTest.XCTestCase"),
           index.isMainActorClass(type) || node.attributes.contains(where: { Attributes.name(of: $0) == "MainActor" }) {
            let end = signature.parameterClause.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(Edit(range: end..<end, replacement: " async"))
        }
        return .visitChildren
    }

    // MARK: Optional requirements of @objc protocols

    /// For an `optional` requirement: a marker protocol, and a default implementation so that a
    /// conforming type need not implement it. For a method of a type that implements one: the
    /// type's conformance to the marker, which the call sites ask (`delegate?.didTap?(x)`); and
    /// for one of UIKit's optional methods whose presence matters, UIKit's marker.
    private func recordOptionalRequirement(_ node: FunctionDeclSyntax) {
        guard let type = scope.current else { return }
        let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
        if node.parent?.parent?.parent?.parent?.is(ProtocolDeclSyntax.self) == true {
            guard node.modifiers.contains(where: { $0.name.text == "optional" }) else { return }
            let requirement = DeclarationIndex.OptionalRequirement(base: node.name.text, labels: labels, owner: type)
            let returnType = node.signature.returnClause?.type.trimmedDescription
            let declaration = "func \(node.name.text)\(node.genericParameterClause?.trimmedDescription ?? "")\(node.signature.trimmedDescription)"
                + (node.genericWhereClause.map { " " + $0.trimmedDescription } ?? "")
            let name = "\(type).\(node.name.text)(\(labels.map { $0 + ":" }.joined()))"
            let body = returnType == nil || returnType == "Void" || returnType == "()"
                ? "{}"
                : "{ preconditionFailure(\"\(name) is an optional requirement that \\(Swift.type(of: self)) does not implement\") }"
            trailer.append("protocol \(requirement.marker) {}")
            trailer.append("extension \(type) { \(declaration) \(body) }")
        } else if !index.isProtocol(type) {
            for requirement in index.optionalRequirements(implementedBy: node.name.text, labels: labels, in: type) {
                let conformance = "extension \(type): \(requirement.marker) {}"
                if !trailer.contains(conformance) { trailer.append(conformance) }
            }
            for marker in UIKitOptionalMethods.markers(forMethod: node.name.text, labels: labels, in: type, index: index) {
                let conformance = "extension \(type): \(marker) {}"
                if !trailer.contains(conformance) { trailer.append(conformance) }
                needsSPI = true
            }
        }
    }

    /// `receiver?.method?(arguments)` and `receiver.method?(arguments)`, where `method` is an
    /// optional requirement: the method is called only when the receiver implements it, and the
    /// result is optional, as on iOS.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        rewriteTimer(node)
        guard let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
              let access = chained.expression.as(MemberAccessExprSyntax.self), let base = access.base,
              node.trailingClosure == nil else { return .visitChildren }
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        let requirements = index.optionalRequirements(named: access.declName.baseName.text, labels: labels)
        guard !requirements.isEmpty else { return .visitChildren }
        let receiver = base.as(OptionalChainingExprSyntax.self)?.expression ?? base
        let check = requirements.map { "\(receiver.trimmedDescription) is \($0.marker)" }.joined(separator: " || ")
        // Edits around the call, so that its arguments are rewritten too: the check before it, the
        // method's `?` out, and the alternative after it.
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        let statement = node.parent?.is(CodeBlockItemSyntax.self) == true
        insert((statement ? "_ = " : "") + "(\(check) ? ", at: start)
        replace(Syntax(chained.questionMark), with: "")
        insert(" : nil)" + (node.parent?.is(MemberAccessExprSyntax.self) == true ? "?" : ""), at: end)
        return .visitChildren
    }

    // MARK: Imports

    /// A type qualified by the module's name, `Combine.AnyCancellable`, names OpenUIKit's module.
    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.baseType.as(IdentifierTypeSyntax.self), base.genericArgumentClause == nil,
           let provided = Self.renamedModules[base.name.text] {
            replace(Syntax(base.name), with: provided)
        }
        return .visitChildren
    }

    /// Apple's modules that OpenUIKit provides under other names, and those names.
    static let renamedModules = ["ObjectiveC": "_ObjectiveC", "Combine": "_Combine", "os": "_os", "OSLog": "_os"]

    /// An Apple framework that OpenUIKit does not provide stops the build at its import, with one
    /// error naming it, unless the import sits under `#if canImport(ThatFramework)`.
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let first = node.path.first else { return .skipChildren }
        let module = first.name.text
        if let provided = Self.renamedModules[module] {
            // OpenUIKit's modules for these are not named as Apple's: a module named `Combine`,
            // `os` or `ObjectiveC` would tell other packages (`canImport(…)`) that Apple's is here.
            // `import os.log` is the `os` module's too.
            replace(module == "os" ? Syntax(node.path) : Syntax(first.name), with: provided)
            return .skipChildren
        }
        guard AppleFrameworks.unprovided.contains(module) else { return .skipChildren }
        var ancestor = node.parent
        while let current = ancestor {
            if let clause = current.as(IfConfigClauseSyntax.self),
               clause.condition?.trimmedDescription.replacingOccurrences(of: " ", with: "").contains("canImport(\(module))") == true {
                return .skipChildren
            }
            ancestor = current.parent
        }
        diagnose(Syntax(node.path), "'\(module)' is an Apple framework that OpenUIKit does not provide")
        return .skipChildren
    }

    // MARK: Reusable views' initializers

    /// A table cell's `override init(style:reuseIdentifier:)` and a header-footer view's
    /// `override init(reuseIdentifier:)` become `required`: a table makes registered classes from
    /// their metatype, which Swift allows only through a required initializer (UIKit's are).
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
        guard let type = scope.current, let override = node.modifiers.first(where: { $0.name.text == "override" }),
              !node.modifiers.contains(where: { $0.name.text == "required" }) else { return .visitChildren }
        let reusable = (labels == ["style", "reuseIdentifier"] && index.inherits(type, from: "UITableViewCell"))
            || (labels == ["reuseIdentifier"] && index.inherits(type, from: "UITableViewHeaderFooterView"))
        if reusable {
            insert("required ", at: override.positionAfterSkippingLeadingTrivia.utf8Offset)
        }
        return .visitChildren
    }

    // MARK: Timers

    /// Foundation's block timers, its unscheduled timers and `RunLoop.main.add(_:forMode:)`,
    /// which would run on a run loop that nothing runs, become UIKit's forms on the device clock.
    private func rewriteTimer(_ node: FunctionCallExprSyntax) {
        var labels = node.arguments.map { $0.label?.text ?? "_" }
        if node.trailingClosure != nil { labels.append("block") }
        let called = node.calledExpression
        if let access = called.as(MemberAccessExprSyntax.self), let base = access.base?.trimmedDescription {
            let member = access.declName.baseName
            if ["Timer", "Foundation.Timer"].contains(base), member.text == "scheduledTimer",
               labels == ["withTimeInterval", "repeats", "block"] {
                replace(Syntax(member), with: "_deviceScheduledTimer")
                needsSPI = true
            } else if ["RunLoop.main", "RunLoop.current", ".main", ".current"].contains(base), member.text == "add",
                      labels == ["_", "forMode"] {
                replace(Syntax(member), with: "_deviceAdd")
                needsSPI = true
            }
        } else if ["Timer", "Foundation.Timer"].contains(called.trimmedDescription), Self.unscheduledTimerLabels.contains(labels) {
            insert("._deviceTimer", at: called.endPositionBeforeTrailingTrivia.utf8Offset)
            needsSPI = true
        }
    }

    /// The argument labels of Foundation's timer initializers, which make a timer that runs once added to a run loop.
    static let unscheduledTimerLabels: Set<[String]> = [
        ["timeInterval", "repeats", "block"],
        ["fire", "interval", "repeats", "block"],
        ["timeInterval", "target", "selector", "userInfo", "repeats"],
        ["fireAt", "interval", "target", "selector", "userInfo", "repeats"],
    ]

    // MARK: #selector

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" {
            // At a file's top level `#Preview { … }` parses as an expression.
            blank(Syntax(node))
            return .skipChildren
        }
        guard node.macroName.text == "selector" else { return .visitChildren }
        guard let argument = node.arguments.first, node.arguments.count == 1 else {
            diagnose(Syntax(node), "'#selector' takes one method reference")
            return .skipChildren
        }
        let kind = argument.label?.text
        guard let reference = MethodReference(argument.expression) else {
            diagnose(Syntax(argument.expression), "'#selector' needs a reference to a method or property, such as 'ViewController.tick(_:)'")
            return .skipChildren
        }
        let type: String
        if let base = reference.base {
            type = base
        } else if let current = scope.current {
            type = index.isProtocol(current) ? "Self" : current
        } else {
            diagnose(Syntax(argument.expression), "'#selector' refers to '\(reference.member)', which is not a method of a type; qualify it, as in 'ViewController.\(reference.member)'")
            return .skipChildren
        }
        let replacement: String
        switch kind {
        case "getter"?, "setter"?:
            let getter = index.explicitGetterName(ofProperty: reference.member, in: type) ?? ObjectiveCName.getter(reference.member)
            let name = kind == "getter" ? getter : ObjectiveCName.setter(getter)
            replacement = "Selector(\(kind!): \\\(type).\(reference.member), name: \(SourceRewriter.stringLiteral(name)))"
                // Only the setter runs, as on iOS: a key path's write would read a computed property first.
                + (kind == "setter" ? " { $0.\(reference.member) = $1 }" : "")
        case nil:
            let name = index.objectiveCName(ofMethod: reference.member, labels: reference.labels, in: type)
                ?? reference.labels.map { ObjectiveCName.method(base: reference.member, labels: $0) }
                ?? reference.member
            replacement = "Selector(\(type).\(reference.written), name: \(SourceRewriter.stringLiteral(name)))"
        case let other?:
            diagnose(Syntax(argument), "'#selector' takes 'getter:' or 'setter:', not '\(other):'")
            return .skipChildren
        }
        replace(Syntax(node), with: replacement)
        return .skipChildren
    }

    // MARK: #Preview

    /// `#Preview { … }` (Xcode's canvas, iOS 17 SDK) becomes blank lines: the previews' macro
    /// belongs to Xcode's developer tools, and the app never runs it.
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "Preview" else { return .visitChildren }
        blank(Syntax(node))
        return .skipChildren
    }

    // MARK: #available

    override func visit(_ node: AvailabilityConditionSyntax) -> SyntaxVisitorContinueKind {
        let negated = node.availabilityKeyword.text == "#unavailable"
        var check = "true"
        for argument in node.availabilityArguments {
            let words = argument.argument.trimmedDescription.split(whereSeparator: \.isWhitespace)
            guard words.first == "iOS" else { continue }
            let components = words.count > 1 ? words[1].split(separator: ".").compactMap { Int($0) } : []
            let version = (components + [0, 0, 0]).prefix(3).map(String.init).joined(separator: ", ")
            check = "UIDevice._systemVersionIsAtLeast(\(version))"
            needsSPI = true
        }
        replace(Syntax(node), with: negated ? "!" + check : check)
        return .skipChildren
    }

    // MARK: #if

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let condition = node.condition {
            PlatformCondition.rewrite(condition) { [self] call, value in
                replace(Syntax(call), with: value ? "true" : "false")
            }
        }
        return .visitChildren
    }

    // MARK: Edits

    /// Replaces the node's text (without its trivia) with spaces, keeping line breaks.
    private func blank(_ node: Syntax) {
        let range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        let text = node.trimmedDescription
        edits.append(Edit(range: range, replacement: String(text.map { $0.isNewline ? $0 : " " })))
    }

    private func insert(_ text: String, at offset: Int) {
        edits.append(Edit(range: offset..<offset, replacement: text))
    }

    private func replace(_ node: Syntax, with text: String) {
        let range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(Edit(range: range, replacement: text))
    }

    private func diagnose(_ node: Syntax, _ message: String) {
        let location = node.startLocation(converter: converter)
        diagnostics.append(.init(path: path, line: location.line, column: location.column, message: message))
    }

    private static func attributes(ofDeclarationHolding modifier: DeclModifierSyntax) -> AttributeListSyntax? {
        guard let declaration = modifier.parent?.parent else { return nil }
        if let decl = declaration.as(FunctionDeclSyntax.self) { return decl.attributes }
        if let decl = declaration.as(VariableDeclSyntax.self) { return decl.attributes }
        if let decl = declaration.as(SubscriptDeclSyntax.self) { return decl.attributes }
        if let decl = declaration.as(InitializerDeclSyntax.self) { return decl.attributes }
        return nil
    }
}

/// The method or property a `#selector` names: `tick`, `tick(_:)`, `self.tick`,
/// `ViewController.tick(_:)`, `Outer.Inner.tick`.
struct MethodReference {
    /// The type written before the member, if any (`self.` is none).
    var base: String?
    /// The member's base name.
    var member: String
    /// The argument labels written, if any (`tick(_:)` → ["_"]).
    var labels: [String]?
    /// The member as written, labels included.
    var written: String

    init?(_ expression: ExprSyntax) {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            self.init(reference: reference, base: nil)
        } else if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base {
            let baseText = base.trimmedDescription
            self.init(reference: access.declName, base: baseText == "self" ? nil : baseText)
        } else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1 {
            self.init(tuple.elements.first!.expression)
        } else {
            return nil
        }
    }

    private init(reference: DeclReferenceExprSyntax, base: String?) {
        self.base = base
        member = reference.baseName.text
        labels = reference.argumentNames.map { $0.arguments.map { $0.name.text } }
        written = reference.trimmedDescription
    }
}

/// `#if` conditions that tell platforms apart, as they evaluate on an iPhone simulator.
enum PlatformCondition {
    /// Calls `replace` with each platform test in `condition` and its value on an iPhone
    /// simulator: `os(iOS)` is true and every other `os(…)` false, `targetEnvironment(simulator)`
    /// true and `targetEnvironment(macCatalyst)` false. `canImport(UIKit)` is left alone: the
    /// target imports OpenUIKit's UIKit.
    static func rewrite(_ condition: ExprSyntax, replace: (FunctionCallExprSyntax, Bool) -> Void) {
        final class Finder: SyntaxVisitor {
            var found: [(FunctionCallExprSyntax, Bool)] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                let argument = node.arguments.first?.expression.trimmedDescription ?? ""
                switch node.calledExpression.trimmedDescription {
                case "os": found.append((node, argument == "iOS"))
                case "targetEnvironment": found.append((node, argument == "simulator"))
                default: return .visitChildren
                }
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(condition)
        for (call, value) in finder.found { replace(call, value) }
    }
}
