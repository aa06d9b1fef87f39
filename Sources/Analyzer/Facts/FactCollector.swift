import SwiftParser
// `rawText`: a token's bytes in the tree's own buffer. Most names the walk meets are looked at
// and dropped (a lowercase reference, a member that is no binding call); reading their bytes
// instead of making a `String` of each keeps the walk near the parse's own cost.
@_spi(RawSyntax) import SwiftSyntax

/// Walks one file's syntax once and keeps its ``FileFacts``.
///
/// Code lines are marked from the tokens during the same walk: a line holds code when a token
/// (not trivia) starts on it or spans it (a multi-line string's lines are code).
final class FactCollector: SyntaxVisitor {
    static let singletonNames: Set<String> = Set(singletonNameBytes.map { String(syntaxText: $0) })
    static let bindingFunctions: Set<String> = Set(bindingFunctionBytes.map { String(syntaxText: $0) })
    /// The same names as bytes, to test a token without making a `String` of it.
    private static let singletonNameBytes: [SyntaxText] = ["shared", "sharedInstance", "instance", "default", "standard", "current"]
    private static let bindingFunctionBytes: [SyntaxText] = [
        "withObservationTracking", "sink", "assign", "bind", "subscribe", "observe", "drive", "onReceive",
    ]

    private let lines: LineTable
    private var open: [(facts: DeclarationFacts, depth: Int, firstLine: Int, seenCalls: Set<CallKey>)] = []
    /// A call's receiver and name: what keeps one ``CallFact`` per pair in a declaration.
    private struct CallKey: Hashable {
        var receiver: String?
        var name: String
    }
    private(set) var functions: [FunctionShape] = []
    private(set) var globals: [StoredProperty] = []
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
        // Places were kept as byte offsets (in `column`) during the walk: lines now.
        func place(_ location: inout SourceLocation) { location = lines.location(at: location.column) }
        facts.importLocations = collector.importOffsets.mapValues(lines.location(at:))
        for index in facts.declarations.indices {
            place(&facts.declarations[index].location)
            facts.declarations[index].referenceLocations = facts.declarations[index].referenceLocations.mapValues { lines.location(at: $0.column) }
        }
        facts.referenceLocations = collector.mentionOffsets.mapValues(lines.location(at:))
        for index in facts.declarations.indices {
            for call in facts.declarations[index].calls.indices { place(&facts.declarations[index].calls[call].location) }
            for assignment in facts.declarations[index].assignments.indices { place(&facts.declarations[index].assignments[assignment].location) }
            for shape in facts.declarations[index].methodShapes.indices { place(&facts.declarations[index].methodShapes[shape].location) }
            for property in facts.declarations[index].storedProperties.indices {
                facts.declarations[index].storedProperties[property].line = lines.line(at: facts.declarations[index].storedProperties[property].line) + 1
            }
        }
        facts.functions = collector.functions
        for index in facts.functions.indices { place(&facts.functions[index].location) }
        facts.globals = collector.globals
        for index in facts.globals.indices { facts.globals[index].line = lines.line(at: facts.globals[index].line) + 1 }
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
                      inherited: InheritanceClauseSyntax?, nameOffset: Int) {
        let qualified = kind == .extension ? name : (open.last.map { "\($0.facts.name).\(name)" } ?? name)
        var facts = DeclarationFacts(
            name: qualified, kind: kind, codeLines: 0, methods: 0, storedProperties: [],
            // `ASViewController<Node> & ListDisplayLogic`: each part of a composition is inherited.
            inherited: inherited?.inheritedTypes.flatMap { inherited -> [String] in
                if let composition = inherited.type.as(CompositionTypeSyntax.self) { return composition.elements.compactMap(\.type.baseName) }
                return inherited.type.baseName.map { [$0] } ?? []
            } ?? [],
            attributes: [], methodNames: [], references: [], bindingCalls: [],
            singletonDeclarations: [], globalAccesses: []
        )
        facts.inheritedArguments = inherited?.inheritedTypes.flatMap { inherited -> [String] in
            guard let arguments = inherited.type.as(IdentifierTypeSyntax.self)?.genericArgumentClause?.arguments else { return [] }
            return arguments.compactMap { argument in
                if case .type(let type) = argument.argument { return type.baseName }
                return nil
            }
        } ?? []
        facts.location = SourceLocation(line: 0, column: nameOffset)
        let firstLine = lines.line(at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        open.append((facts, bodyDepth, firstLine, []))
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
            open[open.count - 1].facts.referenceLocations.merge(entry.facts.referenceLocations) { $0.column < $1.column ? $0 : $1 }
            open[open.count - 1].facts.attributes.formUnion(entry.facts.attributes)
            open[open.count - 1].facts.bindingCalls.formUnion(entry.facts.bindingCalls)
        }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node.name.text, .class, node, inherited: node.inheritanceClause,
             nameOffset: node.name.positionAfterSkippingLeadingTrivia.utf8Offset)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { close(node) }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node.name.text, .struct, node, inherited: node.inheritanceClause,
             nameOffset: node.name.positionAfterSkippingLeadingTrivia.utf8Offset)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { close(node) }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node.name.text, .enum, node, inherited: node.inheritanceClause,
             nameOffset: node.name.positionAfterSkippingLeadingTrivia.utf8Offset)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { close(node) }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node.name.text, .protocol, node, inherited: node.inheritanceClause,
             nameOffset: node.name.positionAfterSkippingLeadingTrivia.utf8Offset)
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { close(node) }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node.name.text, .actor, node, inherited: node.inheritanceClause,
             nameOffset: node.name.positionAfterSkippingLeadingTrivia.utf8Offset)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { close(node) }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.qualifiedBaseName ?? node.extendedType.trimmedDescription
        open(name, .extension, node, inherited: node.inheritanceClause,
             nameOffset: node.extendedType.positionAfterSkippingLeadingTrivia.utf8Offset)
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
            open[open.count - 1].facts.methodShapes.append(node.shape)
        } else if open.isEmpty, bodyDepth == 0 {
            functions.append(node.shape)
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
        // Most variables are locals in a body: nothing to keep, so nothing is read of them.
        guard bodyDepth == 0 || atMemberLevel else { return .visitChildren }
        if open.isEmpty && bodyDepth == 0 {
            if node.bindingSpecifier.text == "var" { globalVariables += node.bindings.count }
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let typeName = binding.typeAnnotation?.type.baseName ?? binding.initializer?.value.constructedTypeName
                globals.append(StoredProperty(name: name, typeName: typeName, line: binding.positionAfterSkippingLeadingTrivia.utf8Offset))
            }
            return .visitChildren
        }
        guard atMemberLevel else { return .visitChildren }
        let isStatic = node.modifiers.contains { $0.name.rawText == "static" || $0.name.rawText == "class" }
        let attributes = node.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.baseName }
        let isWeak = node.modifiers.contains { $0.name.rawText == "weak" || $0.name.rawText == "unowned" }
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
            let annotated = binding.typeAnnotation?.type
            if let type = annotated {
                (typeName, owner) = (type.baseName, type.ownerName)
            } else if let built = binding.initializer?.value.constructedTypeName {
                typeName = built
            } else {
                (typeName, owner) = (wrapped?.typeName, wrapped?.owner)
            }
            open[open.count - 1].facts.storedProperties.append(StoredProperty(
                name: name, typeName: typeName, typeOwner: owner, attributes: attributes,
                holdsClosure: annotated?.isFunction ?? (binding.initializer?.value.is(ClosureExprSyntax.self) ?? false),
                isWeak: isWeak, isObserved: binding.accessorBlock != nil, line: binding.positionAfterSkippingLeadingTrivia.utf8Offset
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
        if open.isEmpty {
            if references.insert(name).inserted, mentionOffsets[name] == nil {
                mentionOffsets[name] = node.positionAfterSkippingLeadingTrivia.utf8Offset
            }
        } else if open[open.count - 1].facts.references.insert(name).inserted {
            // Kept as a byte offset (in `column`) until the walk ends.
            let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
            open[open.count - 1].facts.referenceLocations[name] = SourceLocation(line: 0, column: offset)
            if mentionOffsets[name] == nil { mentionOffsets[name] = offset }
        }
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.rawText
        if name.mayStartUppercase { mention(String(syntaxText: name), at: node) }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.rawText
        if name.mayStartUppercase {
            // Binding functions are lowercase: a capitalised name is a mention.
            mention(String(syntaxText: name), at: node)
        } else if !open.isEmpty, Self.isBindingFunction(name) {
            open[open.count - 1].facts.bindingCalls.insert(String(syntaxText: name))
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard !open.isEmpty else { return .visitChildren }
        let member = node.declName.baseName.rawText
        if Self.isBindingFunction(member) {
            open[open.count - 1].facts.bindingCalls.insert(String(syntaxText: member))
        } else if Self.isSingletonName(member),
                  let base = node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, base.startsUppercase {
            open[open.count - 1].facts.globalAccesses.append("\(base).\(String(syntaxText: member))")
        }
        return .visitChildren
    }

    private static func isBindingFunction(_ name: SyntaxText) -> Bool {
        name.count >= 4 && bindingFunctionBytes.contains { $0 == name }
    }
    private static func isSingletonName(_ name: SyntaxText) -> Bool {
        name.count >= 6 && singletonNameBytes.contains { $0 == name }
    }

    // MARK: Wiring: calls and hand-offs

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard !open.isEmpty else { return .visitChildren }
        var callee = node.calledExpression
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        let receiver: String?, name: String
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            (receiver, name) = (nil, reference.baseName.text)
        } else if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
            let memberName = member.declName.baseName.text
            if memberName == "init", let type = base.as(DeclReferenceExprSyntax.self), type.baseName.text.startsUppercase {
                (receiver, name) = (nil, type.baseName.text)
            } else {
                (receiver, name) = (base.receiverText, memberName)
            }
        } else {
            return .visitChildren
        }
        let key = CallKey(receiver: receiver, name: name)
        let last = open.count - 1
        if open[last].seenCalls.insert(key).inserted {
            let passesSelf = node.arguments.contains { $0.expression.isSelf }
            open[last].facts.calls.append(CallFact(
                receiver: receiver, name: name, passesSelf: passesSelf,
                location: SourceLocation(line: 0, column: node.positionAfterSkippingLeadingTrivia.utf8Offset)
            ))
        } else if node.arguments.contains(where: { $0.expression.isSelf }),
                  let index = open[last].facts.calls.firstIndex(where: { $0.receiver == receiver && $0.name == name }) {
            open[last].facts.calls[index].passesSelf = true
        }
        return .visitChildren
    }

    /// `a.b = self`, `a.b = { … }`, `a.b = c`: a sequence of three with `=` between (the parser
    /// leaves operators unfolded).
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard !open.isEmpty, node.elements.count == 3 else { return .visitChildren }
        var elements = node.elements.makeIterator()
        guard let target = elements.next()?.as(MemberAccessExprSyntax.self), let base = target.base,
              elements.next()?.is(AssignmentExprSyntax.self) == true, let value = elements.next(),
              let receiver = base.receiverText, receiver != "…" else { return .visitChildren }
        let assigned: AssignmentFact.Value
        if value.isSelf { assigned = .self }
        else if value.is(ClosureExprSyntax.self) { assigned = .closure }
        else if let reference = value.as(DeclReferenceExprSyntax.self) { assigned = .name(reference.baseName.text) }
        else { return .visitChildren }
        open[open.count - 1].facts.assignments.append(AssignmentFact(
            receiver: receiver, member: target.declName.baseName.text, value: assigned,
            location: SourceLocation(line: 0, column: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        ))
        return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.attributeName.baseName, !open.isEmpty { open[open.count - 1].facts.attributes.insert(name) }
        return .visitChildren
    }
}

extension FunctionDeclSyntax {
    /// Its name and the types its signature names, its place as a byte offset (in `column`).
    var shape: FunctionShape {
        FunctionShape(
            name: name.text,
            parameters: signature.parameterClause.parameters.map { $0.type.baseName },
            returns: signature.returnClause?.type.baseName,
            location: SourceLocation(line: 0, column: positionAfterSkippingLeadingTrivia.utf8Offset)
        )
    }
}

extension ExprSyntax {
    /// `self`, under `?` and `!`.
    var isSelf: Bool {
        if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.tokenKind == .keyword(.self) }
        return false
    }

    /// A call's receiver as ``CallFact/receiver`` writes it: `presenter` for `presenter`,
    /// `presenter?`, `self.presenter` and `self.presenter!`; `self`; `URLSession.shared`; `…` for
    /// anything longer.
    var receiverText: String? {
        var expression = self
        if let optional = expression.as(OptionalChainingExprSyntax.self) { expression = optional.expression }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if expression.is(SuperExprSyntax.self) { return "super" }
        if let member = expression.as(MemberAccessExprSyntax.self), var base = member.base {
            if let optional = base.as(OptionalChainingExprSyntax.self) { base = optional.expression }
            if let forced = base.as(ForceUnwrapExprSyntax.self) { base = forced.expression }
            if let reference = base.as(DeclReferenceExprSyntax.self) {
                let name = member.declName.baseName.text
                return reference.baseName.tokenKind == .keyword(.self) ? name : "\(reference.baseName.text).\(name)"
            }
        }
        return "…"
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
    /// A closure's type, under optionals and attributes (`(() -> Void)?`, `@escaping (Int) -> Void`).
    var isFunction: Bool {
        if self.is(FunctionTypeSyntax.self) { return true }
        if let optional = self.as(OptionalTypeSyntax.self) { return optional.wrappedType.isFunction }
        if let unwrapped = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return unwrapped.wrappedType.isFunction }
        if let attributed = self.as(AttributedTypeSyntax.self) { return attributed.baseType.isFunction }
        if let tuple = self.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { return only.type.isFunction }
        return false
    }

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
        // `(NSObjectProtocol & ListOrdersRoutingLogic)?`: the first protocol of the app's own.
        if let composition = self.as(CompositionTypeSyntax.self) {
            return composition.elements.lazy.compactMap(\.type.baseName).first { !Self.markerProtocols.contains($0) }
        }
        return nil
    }

    /// Protocols a composition names beside the one that says what the value is.
    static let markerProtocols: Set<String> = ["AnyObject", "NSObjectProtocol", "Sendable", "Equatable", "Hashable", "Identifiable"]

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

extension SyntaxText {
    /// Whether the name may start with a capital: an ASCII capital, or any non-ASCII first byte
    /// (decided on the `String`, by ``Swift/String/startsUppercase``).
    var mayStartUppercase: Bool {
        guard let first = first else { return false }
        return first >= 0x80 || (first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z"))
    }
}
