import SwiftParser
import SwiftSyntax

/// Walks one file's syntax once and keeps its ``FileFacts``.
///
/// Code lines are marked from the tokens during the same walk: a line holds code when a token
/// (not trivia) starts on it or spans it (a multi-line string's lines are code).
final class FactCollector: SyntaxVisitor {
    static let singletonNames: Set<String> = ["shared", "sharedInstance", "instance", "default", "standard", "current"]
    static let bindingFunctions: Set<String> = [
        "withObservationTracking", "sink", "assign", "bind", "subscribe", "observe", "drive", "onReceive",
    ]

    private let lines: LineTable
    private var open: [(facts: DeclarationFacts, depth: Int, firstLine: Int)] = []
    private var bodyDepth = 0
    private(set) var declarations: [DeclarationFacts] = []
    /// Each declaration's first and last line, counted once the walk has marked every token.
    private var spans: [(first: Int, last: Int)] = []
    private(set) var imports: Set<String> = []
    private(set) var references: Set<String> = []
    private(set) var globalVariables = 0
    /// Byte offset of each import's first `import` line and of each name's first mention.
    private var importOffsets: [String: Int] = [:]
    private var mentionOffsets: [String: Int] = [:]

    init(lines: LineTable) {
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    /// Parses `text` and collects its facts (the tree is dropped on return).
    static func facts(path: String, text: String) -> FileFacts {
        let lines = LineTable(text)
        let collector = FactCollector(lines: lines)
        collector.walk(Parser.parse(source: text))
        for (index, span) in collector.spans.enumerated() {
            collector.declarations[index].codeLines = lines.codeLines(from: span.first, through: span.last)
        }
        var facts = FileFacts(
            path: path, codeLines: lines.codeLineCount, imports: collector.imports,
            declarations: collector.declarations, references: collector.references,
            globalVariables: collector.globalVariables
        )
        facts.importLocations = collector.importOffsets.mapValues(lines.location(at:))
        facts.referenceLocations = collector.mentionOffsets.mapValues(lines.location(at:))
        return facts
    }

    // MARK: Tokens: code lines

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        // Lengths, not `tokenKind`: forming the kind copies the token's text. The end-of-file
        // token and missing tokens have no text and mark nothing.
        let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
        let length = token.trimmedLength.utf8Length
        if length > 0 { lines.markCode(from: start, to: start + length - 1) }
        return .skipChildren
    }

    // MARK: Declarations

    private func open(_ name: String, _ kind: DeclarationFacts.Kind, _ node: some SyntaxProtocol,
                      inherited: InheritanceClauseSyntax?) {
        let qualified = kind == .extension ? name : (open.last.map { "\($0.facts.name).\(name)" } ?? name)
        let facts = DeclarationFacts(
            name: qualified, kind: kind, codeLines: 0, methods: 0, storedProperties: [],
            inherited: inherited?.inheritedTypes.compactMap { $0.type.baseName } ?? [],
            attributes: [], methodNames: [], references: [], bindingCalls: [],
            singletonDeclarations: [], globalAccesses: []
        )
        let firstLine = lines.line(at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        open.append((facts, bodyDepth, firstLine))
    }

    private func close(_ node: some SyntaxProtocol) {
        guard let entry = open.popLast() else { return }
        let lastLine = lines.line(at: max(0, node.endPositionBeforeTrailingTrivia.utf8Offset - 1))
        declarations.append(entry.facts)
        spans.append((entry.firstLine, lastLine))
        if open.isEmpty { references.formUnion(entry.facts.references) }
        // What a nested type mentions, its enclosing type mentions too.
        if !open.isEmpty {
            open[open.count - 1].facts.references.formUnion(entry.facts.references)
            open[open.count - 1].facts.attributes.formUnion(entry.facts.attributes)
            open[open.count - 1].facts.bindingCalls.formUnion(entry.facts.bindingCalls)
        }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node.name.text, .class, node, inherited: node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { close(node) }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node.name.text, .struct, node, inherited: node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { close(node) }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node.name.text, .enum, node, inherited: node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { close(node) }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node.name.text, .protocol, node, inherited: node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { close(node) }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node.name.text, .actor, node, inherited: node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { close(node) }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.qualifiedBaseName ?? node.extendedType.trimmedDescription
        open(name, .extension, node, inherited: node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { close(node) }

    // MARK: Members

    /// Whether the walk is directly in a type's member list (not in a function, closure or accessor).
    private var atMemberLevel: Bool { open.last.map { $0.depth == bodyDepth } ?? false }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if atMemberLevel {
            open[open.count - 1].facts.methods += 1
            open[open.count - 1].facts.methodNames.insert(node.name.text)
        }
        bodyDepth += 1
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { bodyDepth -= 1 }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { bodyDepth += 1; return .visitChildren }
    override func visitPost(_ node: InitializerDeclSyntax) { bodyDepth -= 1 }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { bodyDepth += 1; return .visitChildren }
    override func visitPost(_ node: DeinitializerDeclSyntax) { bodyDepth -= 1 }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { bodyDepth += 1; return .visitChildren }
    override func visitPost(_ node: SubscriptDeclSyntax) { bodyDepth -= 1 }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { bodyDepth += 1; return .visitChildren }
    override func visitPost(_ node: ClosureExprSyntax) { bodyDepth -= 1 }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { bodyDepth += 1; return .visitChildren }
    override func visitPost(_ node: AccessorBlockSyntax) { bodyDepth -= 1 }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
        if open.isEmpty && bodyDepth == 0 {
            if node.bindingSpecifier.text == "var" { globalVariables += node.bindings.count }
            return .visitChildren
        }
        guard atMemberLevel else { return .visitChildren }
        let attributes = node.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.baseName }
        let wrapped = node.attributes.lazy.compactMap { $0.as(AttributeSyntax.self)?.metatypeArgument }.first
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if isStatic {
                if Self.singletonNames.contains(name) { open[open.count - 1].facts.singletonDeclarations.append(name) }
                continue
            }
            guard binding.isStored else { continue }
            // `@Environment(Model.self) var model` names its type in the wrapper.
            var typeName: String?, owner: String?
            if let type = binding.typeAnnotation?.type {
                (typeName, owner) = (type.baseName, type.ownerName)
            } else if let built = binding.initializer?.value.constructedTypeName {
                typeName = built
            } else {
                (typeName, owner) = (wrapped?.typeName, wrapped?.owner)
            }
            open[open.count - 1].facts.storedProperties.append(StoredProperty(
                name: name, typeName: typeName, typeOwner: owner, attributes: attributes
            ))
        }
        return .visitChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.path.first?.name, imports.insert(first.text).inserted {
            importOffsets[first.text] = first.positionAfterSkippingLeadingTrivia.utf8Offset
        }
        // Children visited: an import's tokens make its lines code.
        return .visitChildren
    }

    // MARK: References

    /// A capitalised name mentioned: kept by the innermost declaration (the file's set gathers
    /// them from its top-level declarations at the end, so each name is hashed once here).
    /// The first mention of a name in the file is new to its innermost declaration, so its
    /// place (`node` starts with the name) is looked for only then, not on every mention.
    private func mention(_ name: String, at node: some SyntaxProtocol) {
        guard name.startsUppercase else { return }
        let inserted = open.isEmpty ? references.insert(name).inserted : open[open.count - 1].facts.references.insert(name).inserted
        if inserted, mentionOffsets[name] == nil { mentionOffsets[name] = node.positionAfterSkippingLeadingTrivia.utf8Offset }
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        mention(node.name.text, at: node)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if Self.bindingFunctions.contains(name), !open.isEmpty {
            open[open.count - 1].facts.bindingCalls.insert(name)
        } else {
            mention(name, at: node)
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let member = node.declName.baseName.text
        if Self.bindingFunctions.contains(member), !open.isEmpty {
            open[open.count - 1].facts.bindingCalls.insert(member)
        }
        if Self.singletonNames.contains(member),
           let base = node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
           base.startsUppercase, !open.isEmpty {
            open[open.count - 1].facts.globalAccesses.append("\(base).\(member)")
        }
        return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.attributeName.baseName, !open.isEmpty { open[open.count - 1].facts.attributes.insert(name) }
        return .visitChildren
    }
}

extension PatternBindingSyntax {
    /// A binding with no accessors, or only observers (`willSet` / `didSet`), stores its value.
    var isStored: Bool {
        guard let accessors = accessorBlock?.accessors else { return true }
        switch accessors {
        case .getter: return false
        case .accessors(let list):
            return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
        }
    }
}

extension TypeSyntax {
    /// The named type under optionals, `any` / `some` and attributes: `Foo` for `Foo`,
    /// `(any Foo)?`, `Store<S, A>`, `Module.Foo`; nil for tuples, functions and collections.
    var baseName: String? {
        if let identifier = self.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = self.as(MemberTypeSyntax.self) { return member.name.text }
        if let optional = self.as(OptionalTypeSyntax.self) { return optional.wrappedType.baseName }
        if let unwrapped = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return unwrapped.wrappedType.baseName }
        if let existential = self.as(SomeOrAnyTypeSyntax.self) { return existential.constraint.baseName }
        if let attributed = self.as(AttributedTypeSyntax.self) { return attributed.baseType.baseName }
        if let tuple = self.as(TupleTypeSyntax.self), tuple.elements.count == 1 { return tuple.elements.first?.type.baseName }
        return nil
    }

    /// `Outer` for `Outer.Inner` (under optionals, `any` and attributes, like ``baseName``); nil
    /// for a type nested in nothing written.
    var ownerName: String? {
        if let member = self.as(MemberTypeSyntax.self) { return member.baseType.qualifiedBaseName }
        if let optional = self.as(OptionalTypeSyntax.self) { return optional.wrappedType.ownerName }
        if let unwrapped = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return unwrapped.wrappedType.ownerName }
        if let existential = self.as(SomeOrAnyTypeSyntax.self) { return existential.constraint.ownerName }
        if let attributed = self.as(AttributedTypeSyntax.self) { return attributed.baseType.ownerName }
        return nil
    }

    /// `Outer.Inner` for a member type, the plain name otherwise (generic arguments dropped).
    var qualifiedBaseName: String? {
        if let identifier = self.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = self.as(MemberTypeSyntax.self) {
            return member.baseType.qualifiedBaseName.map { "\($0).\(member.name.text)" } ?? member.name.text
        }
        return baseName
    }
}

extension AttributeSyntax {
    /// The type an attribute's first argument names as `Type.self` (`@Environment(Model.self)`),
    /// with the type it is nested in, if any.
    var metatypeArgument: (typeName: String, owner: String?)? {
        guard case .argumentList(let arguments) = self.arguments,
              let member = arguments.first?.expression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.tokenKind == .keyword(.self), let base = member.base else { return nil }
        if let reference = base.as(DeclReferenceExprSyntax.self) { return (reference.baseName.text, nil) }
        if let inner = base.as(MemberAccessExprSyntax.self) {
            return (inner.declName.baseName.text, inner.base?.trimmedDescription)
        }
        return nil
    }
}

extension ExprSyntax {
    /// `Foo` for `Foo(…)` and `Foo.make(…)`: the type a stored property's initial value builds.
    var constructedTypeName: String? {
        guard let call = self.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name.startsUppercase ? name : nil
        }
        if let generic = callee.as(GenericSpecializationExprSyntax.self),
           let reference = generic.expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text
        }
        return nil
    }
}

extension String {
    /// Whether the name starts with a capital: a type's name by Swift's convention. ASCII is
    /// checked directly (Unicode properties cost a table lookup per name).
    var startsUppercase: Bool {
        guard let first = utf8.first else { return false }
        if first < 0x80 { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
        return unicodeScalars.first?.properties.isUppercase == true
    }
}
