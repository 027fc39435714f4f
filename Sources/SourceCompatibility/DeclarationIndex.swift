import SwiftSyntax

/// What the rewrite of one file needs to know of the whole target: each type's methods and
/// properties with their Objective-C names, each type's supertypes, and the app delegate.
///
/// A `#selector(tick)` in one file names a method that may be declared in another (an extension,
/// a superclass), and its Objective-C name (`tick`, `tick:`, `tickWithTimer:`, or an `@objc(…)`
/// name) depends on that declaration. The index holds one `FileEntries` per file, so that a changed
/// file replaces its own entries only.
public struct DeclarationIndex: Sendable, Codable, Equatable {
    /// One file's declarations.
    public struct FileEntries: Sendable, Codable, Equatable {
        /// Methods by the dotted name of their type ("ViewController", "Outer.Inner").
        var methods: [String: [Method]] = [:]
        /// Properties by the dotted name of their type.
        var properties: [String: [Property]] = [:]
        /// The names each type inherits from (superclass and protocols, unresolved), by type.
        var inheritance: [String: [String]] = [:]
        /// Protocols declared in the file.
        var protocols: Set<String> = []
        /// A type marked `@main` or `@UIApplicationMain` that names `UIApplicationDelegate`
        /// among its supertypes, with the file it is in.
        var applicationDelegate: String?
        /// Types that name `UISceneDelegate` or `UIWindowSceneDelegate` among their supertypes.
        var sceneDelegates: [String] = []
        /// Classes marked `@MainActor`.
        var mainActorClasses: Set<String> = []
        /// The `optional` method requirements of `@objc` protocols, by protocol.
        var optionalRequirements: [String: [OptionalRequirement]] = [:]
    }

    struct Method: Sendable, Codable, Equatable {
        var base: String
        var labels: [String]
        /// The name given with `@objc(name)`, if any.
        var explicitName: String?
        var objectiveCName: String { explicitName ?? ObjectiveCName.method(base: base, labels: labels) }
    }

    /// An `optional` method requirement of an `@objc` protocol.
    struct OptionalRequirement: Sendable, Codable, Equatable {
        var base: String
        var labels: [String]
        /// The protocol that declares it.
        var owner: String
        /// The marker protocol that a type implementing it conforms to, so that a call site can
        /// ask whether the receiver implements it: `_OpenUIKitImplements_P_f_x_`.
        var marker: String {
            "_OpenUIKitImplements_\(owner)_\(base)_" + labels.map { $0 == "_" ? "_" : $0 + "_" }.joined()
        }
    }

    struct Property: Sendable, Codable, Equatable {
        var name: String
        var explicitGetter: String?
    }

    /// Each file's entries, by path.
    public private(set) var files: [String: FileEntries] = [:]

    public init() {}

    /// Replaces the entries of the file at `path` with those of `tree`.
    public mutating func update(path: String, tree: SourceFileSyntax) {
        files[path] = Self.entries(of: tree)
    }

    /// Replaces the entries of the file at `path`.
    mutating func update(path: String, entries: FileEntries) {
        files[path] = entries
    }

    /// The declarations of one file, which needs nothing of the others: files can be read in parallel.
    static func entries(of tree: SourceFileSyntax) -> FileEntries {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.entries
    }

    /// Forgets a file that no longer exists.
    public mutating func remove(path: String) { files[path] = nil }

    /// The app delegate type (`@main` or `@UIApplicationMain` on a `UIApplicationDelegate`).
    public var applicationDelegate: String? {
        files.keys.sorted().lazy.compactMap { self.files[$0]?.applicationDelegate }.first
    }

    /// Every type that conforms to a scene delegate protocol in its declaration.
    public var sceneDelegates: [String] {
        files.keys.sorted().flatMap { files[$0]!.sceneDelegates }
    }

    /// Whether `name` is a protocol declared in the target.
    func isProtocol(_ name: String) -> Bool {
        files.values.contains { $0.protocols.contains(name) }
    }

    /// The Objective-C name of the method `base` of `type` (or of a supertype declared in the
    /// target) with `labels`, or, without labels, of the one method of that base name. Nil when
    /// the target declares no such method (it is UIKit's, or inherited from outside the target).
    func objectiveCName(ofMethod base: String, labels: [String]?, in type: String) -> String? {
        for candidate in typeAndSupertypes(type) {
            let matches = files.values.flatMap { $0.methods[candidate] ?? [] }.filter {
                $0.base == base && (labels == nil || $0.labels == labels!)
            }
            let names = Set(matches.map(\.objectiveCName))
            if names.count == 1 { return names.first }
        }
        return nil
    }

    /// The Objective-C getter name of the property `name` of `type` or a supertype, if the target
    /// gives it one with `@objc(name)`.
    func explicitGetterName(ofProperty name: String, in type: String) -> String? {
        for candidate in typeAndSupertypes(type) {
            if let property = files.values.lazy.compactMap({ $0.properties[candidate]?.first { $0.name == name } }).first {
                return property.explicitGetter
            }
        }
        return nil
    }

    /// The optional requirements named `base` with `labels`, in every protocol of the target.
    func optionalRequirements(named base: String, labels: [String]) -> [OptionalRequirement] {
        files.keys.sorted().flatMap { path in
            files[path]!.optionalRequirements.values.flatMap { $0 }.filter { $0.base == base && $0.labels == labels }
        }
    }

    /// The optional requirements that a method `base(labels)` of `type` implements: those of the
    /// protocols `type` conforms to, directly or through what it inherits in the target.
    func optionalRequirements(implementedBy base: String, labels: [String], in type: String) -> [OptionalRequirement] {
        optionalRequirements(named: base, labels: labels).filter { inherits(type, from: $0.owner) }
    }

    /// Whether `type` inherits from `ancestor`, directly or through types the target declares.
    func inherits(_ type: String, from ancestor: String) -> Bool {
        typeAndSupertypes(type).dropFirst().contains(ancestor)
    }

    /// Whether `type` or a class it inherits from in the target is marked `@MainActor`.
    func isMainActorClass(_ type: String) -> Bool {
        typeAndSupertypes(type).contains { name in files.values.contains { $0.mainActorClasses.contains(name) } }
    }

    /// `type`, then the names it inherits from, and theirs for those the target declares, nearest first.
    private func typeAndSupertypes(_ type: String) -> [String] {
        var order: [String] = []
        var queue = [type]
        while let next = queue.first {
            queue.removeFirst()
            guard !order.contains(next) else { continue }
            order.append(next)
            queue += files.values.flatMap { $0.inheritance[next] ?? [] }
        }
        return order
    }
}

/// Walks one file and records its declarations.
private final class Collector: SyntaxVisitor {
    var entries = DeclarationIndex.FileEntries()
    private var scope = TypeScope()

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let next = enterType(node.name.text, inheritance: node.inheritanceClause, attributes: node.attributes)
        if node.attributes.contains(where: { Attributes.name(of: $0) == "MainActor" }) {
            entries.mainActorClasses.insert(scope.current!)
        }
        return next
    }
    override func visitPost(_ node: ClassDeclSyntax) { scope.pop() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, inheritance: node.inheritanceClause, attributes: node.attributes)
    }
    override func visitPost(_ node: StructDeclSyntax) { scope.pop() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, inheritance: node.inheritanceClause, attributes: node.attributes)
    }
    override func visitPost(_ node: EnumDeclSyntax) { scope.pop() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, inheritance: node.inheritanceClause, attributes: node.attributes)
    }
    override func visitPost(_ node: ActorDeclSyntax) { scope.pop() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        entries.protocols.insert(node.name.text)
        return enterType(node.name.text, inheritance: node.inheritanceClause, attributes: node.attributes)
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { scope.pop() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        scope.pushExtension(of: node.extendedType.trimmedDescription)
        record(inheritance: node.inheritanceClause, of: scope.current!)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scope.pop() }

    // Function bodies hold no members of the enclosing type (local types aside, which a selector
    // cannot name from outside the function).
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let type = scope.current {
            let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
            if node.parent?.parent?.parent?.parent?.is(ProtocolDeclSyntax.self) == true,
               node.modifiers.contains(where: { $0.name.text == "optional" }) {
                entries.optionalRequirements[type, default: []].append(.init(base: node.name.text, labels: labels, owner: type))
            }
            entries.methods[type, default: []].append(.init(base: node.name.text, labels: labels,
                                                            explicitName: Attributes.objcName(in: node.attributes)))
        }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if let type = scope.current {
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    entries.properties[type, default: []].append(.init(name: name, explicitGetter: Attributes.objcName(in: node.attributes)))
                }
            }
        }
        return .skipChildren
    }

    private func enterType(_ name: String, inheritance: InheritanceClauseSyntax?, attributes: AttributeListSyntax) -> SyntaxVisitorContinueKind {
        scope.push(name)
        let type = scope.current!
        record(inheritance: inheritance, of: type)
        let supertypes = inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        let isMain = attributes.contains { Attributes.name(of: $0).map { ["main", "UIApplicationMain"].contains($0) } ?? false }
        if isMain && supertypes.contains(where: { $0 == "UIApplicationDelegate" || $0 == "UIKit.UIApplicationDelegate" }) {
            entries.applicationDelegate = type
        }
        if supertypes.contains(where: { ["UISceneDelegate", "UIWindowSceneDelegate"].contains($0) }) {
            entries.sceneDelegates.append(type)
        }
        return .visitChildren
    }

    private func record(inheritance: InheritanceClauseSyntax?, of type: String) {
        guard let inheritance else { return }
        entries.inheritance[type, default: []] += inheritance.inheritedTypes.map { $0.type.trimmedDescription }
    }
}

/// The dotted name of the type whose body a walk is in.
struct TypeScope {
    private var stack: [String] = []

    var current: String? { stack.last }

    mutating func push(_ name: String) {
        stack.append(stack.last.map { "\($0).\(name)" } ?? name)
    }

    /// An extension names its type in full, whatever encloses it.
    mutating func pushExtension(of type: String) {
        stack.append(type.split(separator: "<").first.map(String.init) ?? type)
    }

    mutating func pop() { stack.removeLast() }
}

/// Reading attributes.
enum Attributes {
    /// The attribute's name without `@`, or nil for an `#if` block of attributes.
    static func name(of element: AttributeListSyntax.Element) -> String? {
        element.as(AttributeSyntax.self)?.attributeName.trimmedDescription
    }

    /// The name in `@objc(name)`, if the list has one.
    static func objcName(in attributes: AttributeListSyntax) -> String? {
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self),
                  attribute.attributeName.trimmedDescription == "objc",
                  let arguments = attribute.arguments else { continue }
            let name = arguments.trimmedDescription.filter { !$0.isWhitespace }
            return name.isEmpty ? nil : name
        }
        return nil
    }
}
