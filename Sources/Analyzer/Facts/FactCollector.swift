import SwiftParser
// The walk reads swift-syntax's raw tree (`@_spi(RawSyntax)`): the nodes as the parser made
// them, each a pointer into the tree's arena. A `SyntaxVisitor` makes a `Syntax` wrapper for
// every node it passes (an arena record, a reference count, a dispatch); on duckduckgo's app that
// cost a quarter of a parse before any fact was read. Over the raw nodes the walk is a recursion
// with a byte offset carried down, and names are read as the token's bytes (`SyntaxText`), made
// a `String` only when kept.
@_spi(RawSyntax) import SwiftSyntax

/// Walks one file's syntax once and keeps its ``FileFacts``.
///
/// Code lines are marked from the tokens during the same walk: a line holds code when a token
/// (not trivia) starts on it or spans it (a multi-line string's lines are code). Missing tokens
/// (the parser's recovery) are not walked: what the walk sees is what is written.
final class FactCollector {
    static let singletonNames: Set<String> = Set(singletonNameBytes.map { String(syntaxText: $0) })
    static let bindingFunctions: Set<String> = Set(bindingFunctionBytes.map { String(syntaxText: $0) })
    /// The same names as bytes, to test a token without making a `String` of it.
    private static let singletonNameBytes: [SyntaxText] = ["shared", "sharedInstance", "instance", "default", "standard", "current"]
    private static let bindingFunctionBytes: [SyntaxText] = [
        "withObservationTracking", "sink", "assign", "bind", "subscribe", "observe", "drive", "onReceive",
    ]

    private let lines: LineTable
    /// The file's text: what a name written as an expression (`extension (A, B)`) is read from.
    private let text: String
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

    init(lines: LineTable, text: String) {
        self.lines = lines
        self.text = text
    }

    /// Parses `text` and collects its facts (the tree is dropped on return).
    static func facts(path: String, text: String) -> FileFacts {
        let lines = LineTable(text)
        let collector = FactCollector(lines: lines, text: text)
        let tree = Parser.parse(source: text)
        // The raw nodes live in the tree's arena: the tree is kept until the walk is over.
        withExtendedLifetime(tree) { collector.walk(Syntax(tree).raw, at: 0) }
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

    // MARK: The walk

    /// What to do once a node's children are walked.
    private enum After {
        case nothing, closeDeclaration, leaveBody
    }

    /// Walks `node`, which starts (leading trivia included) at byte `offset` of the file.
    private func walk(_ node: RawSyntax, at offset: Int) {
        if let token = node.tokenView {
            guard token.presence == .present else { return }
            // Lengths, not the token's kind: the end-of-file token has no text and marks nothing.
            let length = token.textByteLength
            if length > 0 {
                let start = offset + token.leadingTriviaByteLength
                lines.markCode(from: start, to: start + length - 1)
            }
            return
        }
        let after = visit(node, at: offset)
        if let layout = node.layoutView {
            var childOffset = offset
            for child in layout.children {
                guard let child else { continue }
                walk(child, at: childOffset)
                childOffset += child.byteLength
            }
        }
        switch after {
        case .nothing: break
        case .closeDeclaration: close(node, at: offset)
        case .leaveBody: bodyDepth -= 1
        }
    }

    /// Reads what `node` says before its children are walked.
    private func visit(_ node: RawSyntax, at offset: Int) -> After {
        switch node.kind {
        case .identifierType:
            guard let type = node.as(RawIdentifierTypeSyntax.self) else { return .nothing }
            let name = type.name.tokenText
            if name.mayStartUppercase { mention(String(syntaxText: name), of: node, at: offset) }
        case .declReferenceExpr:
            guard let reference = node.as(RawDeclReferenceExprSyntax.self) else { return .nothing }
            let name = reference.baseName.tokenText
            if name.mayStartUppercase {
                // Binding functions are lowercase: a capitalised name is a mention.
                mention(String(syntaxText: name), of: node, at: offset)
            } else if !open.isEmpty, Self.isBindingFunction(name) {
                open[open.count - 1].facts.bindingCalls.insert(String(syntaxText: name))
            }
        case .memberAccessExpr:
            if let access = node.as(RawMemberAccessExprSyntax.self) { visit(access) }
        case .functionCallExpr:
            if let call = node.as(RawFunctionCallExprSyntax.self) { visit(call, at: offset) }
        case .sequenceExpr:
            if let sequence = node.as(RawSequenceExprSyntax.self) { visit(sequence, at: offset) }
        case .attribute:
            if !open.isEmpty, let name = node.as(RawAttributeSyntax.self)?.attributeName.baseName {
                open[open.count - 1].facts.attributes.insert(name)
            }
        case .variableDecl:
            if let variable = node.as(RawVariableDeclSyntax.self) { visit(variable, at: offset) }
        case .functionDecl:
            guard let function = node.as(RawFunctionDeclSyntax.self) else { return .nothing }
            if atMemberLevel {
                open[open.count - 1].facts.methods += 1
                open[open.count - 1].facts.methodNames.insert(function.name.text)
                open[open.count - 1].facts.methodShapes.append(function.shape(at: offset))
            } else if open.isEmpty, bodyDepth == 0 {
                functions.append(function.shape(at: offset))
            }
            bodyDepth += 1
            return .leaveBody
        case .initializerDecl, .deinitializerDecl, .subscriptDecl, .closureExpr, .accessorBlock:
            bodyDepth += 1
            return .leaveBody
        case .classDecl, .structDecl, .enumDecl, .protocolDecl, .actorDecl:
            guard let declaration = Self.typeDeclaration(node) else { return .nothing }
            open(declaration.name, declaration.kind, node, at: offset, inherited: declaration.inherited)
            return .closeDeclaration
        case .extensionDecl:
            guard let declaration = node.as(RawExtensionDeclSyntax.self) else { return .nothing }
            let type = declaration.extendedType
            let typeOffset = Self.offset(of: type.raw, in: node, at: offset)
            let name = type.qualifiedBaseName ?? trimmedText(of: type.raw, at: typeOffset)
            open(name, .extension, node, at: offset, inherited: declaration.inheritanceClause,
                 nameOffset: typeOffset + type.raw.leadingTriviaByteLength)
            return .closeDeclaration
        case .importDecl:
            guard let declaration = node.as(RawImportDeclSyntax.self),
                  let first = declaration.path.layoutView.children.first ?? nil,
                  let name = first.as(RawImportPathComponentSyntax.self)?.name, imports.insert(name.text).inserted else { return .nothing }
            let pathOffset = Self.offset(of: declaration.path.raw, in: node, at: offset)
            importOffsets[name.text] = pathOffset + first.leadingTriviaByteLength
        default:
            break
        }
        return .nothing
    }

    /// A class, struct, enum, protocol or actor: its name, its kind and what it inherits.
    private static func typeDeclaration(_ node: RawSyntax) -> (name: RawTokenSyntax, kind: DeclarationFacts.Kind, inherited: RawInheritanceClauseSyntax?)? {
        if let type = node.as(RawClassDeclSyntax.self) { return (type.name, .class, type.inheritanceClause) }
        if let type = node.as(RawStructDeclSyntax.self) { return (type.name, .struct, type.inheritanceClause) }
        if let type = node.as(RawEnumDeclSyntax.self) { return (type.name, .enum, type.inheritanceClause) }
        if let type = node.as(RawProtocolDeclSyntax.self) { return (type.name, .protocol, type.inheritanceClause) }
        if let type = node.as(RawActorDeclSyntax.self) { return (type.name, .actor, type.inheritanceClause) }
        return nil
    }

    /// The byte offset (leading trivia included) of `child`, a child of `parent`, which starts at `offset`.
    private static func offset(of child: RawSyntax, in parent: RawSyntax, at offset: Int) -> Int {
        guard let layout = parent.layoutView else { return offset }
        var position = offset
        for candidate in layout.children {
            guard let candidate else { continue }
            if candidate.id == child.id { return position }
            position += candidate.byteLength
        }
        return offset
    }

    /// The source text of `node` (starting at `offset`), without its leading and trailing trivia.
    private func trimmedText(of node: RawSyntax, at offset: Int) -> String {
        let start = offset + node.leadingTriviaByteLength
        let end = offset + node.byteLength - node.trailingTriviaByteLength
        let utf8 = text.utf8
        guard start <= end, end <= utf8.count else { return "" }
        return String(decoding: utf8[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)], as: UTF8.self)
    }

    // MARK: Declarations

    private func open(_ nameToken: RawTokenSyntax, _ kind: DeclarationFacts.Kind, _ node: RawSyntax, at offset: Int,
                      inherited: RawInheritanceClauseSyntax?) {
        let nameOffset = Self.offset(of: nameToken.raw, in: node, at: offset) + nameToken.leadingTriviaByteLength
        open(nameToken.text, kind, node, at: offset, inherited: inherited, nameOffset: nameOffset)
    }

    private func open(_ name: String, _ kind: DeclarationFacts.Kind, _ node: RawSyntax, at offset: Int,
                      inherited: RawInheritanceClauseSyntax?, nameOffset: Int) {
        let qualified = kind == .extension ? name : (open.last.map { "\($0.facts.name).\(name)" } ?? name)
        var inheritedNames: [String] = [], inheritedArguments: [String] = []
        for case let element? in inherited.map({ Array($0.inheritedTypes.layoutView.children) }) ?? [] {
            guard let type = element.as(RawInheritedTypeSyntax.self)?.type else { continue }
            // `ASViewController<Node> & ListDisplayLogic`: each part of a composition is inherited.
            if let composition = type.as(RawCompositionTypeSyntax.self) {
                for case let part? in composition.elements.layoutView.children {
                    if let name = part.as(RawCompositionTypeElementSyntax.self)?.type.baseName { inheritedNames.append(name) }
                }
            } else if let name = type.baseName {
                inheritedNames.append(name)
            }
            guard let arguments = type.as(RawIdentifierTypeSyntax.self)?.genericArgumentClause?.arguments else { continue }
            for case let argument? in arguments.layoutView.children {
                if let type = argument.as(RawGenericArgumentSyntax.self)?.argument.as(RawTypeSyntax.self), let name = type.baseName {
                    inheritedArguments.append(name)
                }
            }
        }
        var facts = DeclarationFacts(
            name: qualified, kind: kind, codeLines: 0, methods: 0, storedProperties: [],
            inherited: inheritedNames, attributes: [], methodNames: [], references: [], bindingCalls: [],
            singletonDeclarations: [], globalAccesses: []
        )
        facts.inheritedArguments = inheritedArguments
        facts.location = SourceLocation(line: 0, column: nameOffset)
        let firstLine = lines.line(at: offset + node.leadingTriviaByteLength)
        open.append((facts, bodyDepth, firstLine, []))
    }

    private func close(_ node: RawSyntax, at offset: Int) {
        guard let entry = open.popLast() else { return }
        let lastLine = lines.line(at: max(0, offset + node.byteLength - node.trailingTriviaByteLength - 1))
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

    // MARK: Members

    /// Whether the walk is directly in a type's member list (not in a function, closure or accessor).
    private var atMemberLevel: Bool { open.last.map { $0.depth == bodyDepth } ?? false }

    private func visit(_ node: RawVariableDeclSyntax, at offset: Int) {
        // Most variables are locals in a body: nothing to keep, so nothing is read of them.
        guard bodyDepth == 0 || atMemberLevel else { return }
        let bindingsOffset = Self.offset(of: node.bindings.raw, in: node.raw, at: offset)
        /// Each binding with the byte offset of its first token.
        func eachBinding(_ body: (RawPatternBindingSyntax, Int) -> Void) {
            var position = bindingsOffset
            for case let child? in node.bindings.layoutView.children {
                if let binding = child.as(RawPatternBindingSyntax.self) { body(binding, position + child.leadingTriviaByteLength) }
                position += child.byteLength
            }
        }
        if open.isEmpty && bodyDepth == 0 {
            if node.bindingSpecifier.tokenText == "var" { globalVariables += node.bindings.layoutView.children.count }
            eachBinding { binding, position in
                guard let name = binding.pattern.as(RawIdentifierPatternSyntax.self)?.identifier.text else { return }
                let typeName = binding.typeAnnotation?.type.baseName ?? binding.initializer?.value.constructedTypeName
                globals.append(StoredProperty(name: name, typeName: typeName, line: position))
            }
            return
        }
        guard atMemberLevel else { return }
        var isStatic = false, isWeak = false
        for case let child? in node.modifiers.layoutView.children {
            guard let modifier = child.as(RawDeclModifierSyntax.self)?.name.tokenText else { continue }
            if modifier == "static" || modifier == "class" { isStatic = true }
            if modifier == "weak" || modifier == "unowned" { isWeak = true }
        }
        var attributes: [String] = []
        var wrapped: (typeName: String, owner: String?)?
        for case let child? in node.attributes.layoutView.children {
            guard let attribute = child.as(RawAttributeSyntax.self) else { continue }
            if let name = attribute.attributeName.baseName { attributes.append(name) }
            if wrapped == nil { wrapped = attribute.metatypeArgument(text: text) }
        }
        eachBinding { binding, position in
            guard let name = binding.pattern.as(RawIdentifierPatternSyntax.self)?.identifier.text else { return }
            if isStatic {
                if Self.singletonNames.contains(name) { open[open.count - 1].facts.singletonDeclarations.append(name) }
                return
            }
            guard binding.isStored else { return }
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
                holdsClosure: annotated?.isFunction ?? (binding.initializer?.value.is(RawClosureExprSyntax.self) ?? false),
                isWeak: isWeak, isObserved: binding.accessorBlock != nil, line: position
            ))
        }
    }

    // MARK: References

    /// A capitalised name mentioned: kept by the innermost declaration (the file's set gathers
    /// them from its top-level declarations at the end, so each name is hashed once here).
    /// The first mention of a name in the file is new to its innermost declaration, so its
    /// place (`node` starts with the name) is looked for only then, not on every mention.
    private func mention(_ name: String, of node: RawSyntax, at offset: Int) {
        guard name.startsUppercase else { return }
        if open.isEmpty {
            if references.insert(name).inserted, mentionOffsets[name] == nil {
                mentionOffsets[name] = offset + node.leadingTriviaByteLength
            }
        } else if open[open.count - 1].facts.references.insert(name).inserted {
            // Kept as a byte offset (in `column`) until the walk ends.
            let position = offset + node.leadingTriviaByteLength
            open[open.count - 1].facts.referenceLocations[name] = SourceLocation(line: 0, column: position)
            if mentionOffsets[name] == nil { mentionOffsets[name] = position }
        }
    }

    private func visit(_ node: RawMemberAccessExprSyntax) {
        guard !open.isEmpty else { return }
        let member = node.declName.baseName.tokenText
        if Self.isBindingFunction(member) {
            open[open.count - 1].facts.bindingCalls.insert(String(syntaxText: member))
        } else if Self.isSingletonName(member),
                  let base = node.base?.as(RawDeclReferenceExprSyntax.self)?.baseName.text, base.startsUppercase {
            open[open.count - 1].facts.globalAccesses.append("\(base).\(String(syntaxText: member))")
        }
    }

    private static func isBindingFunction(_ name: SyntaxText) -> Bool {
        name.count >= 4 && bindingFunctionBytes.contains { $0 == name }
    }
    private static func isSingletonName(_ name: SyntaxText) -> Bool {
        name.count >= 6 && singletonNameBytes.contains { $0 == name }
    }

    // MARK: Wiring: calls and hand-offs

    private func visit(_ node: RawFunctionCallExprSyntax, at offset: Int) {
        guard !open.isEmpty else { return }
        var callee = node.calledExpression
        if let generic = callee.as(RawGenericSpecializationExprSyntax.self) { callee = generic.expression }
        let receiver: String?, name: String
        if let reference = callee.as(RawDeclReferenceExprSyntax.self) {
            (receiver, name) = (nil, reference.baseName.text)
        } else if let member = callee.as(RawMemberAccessExprSyntax.self), let base = member.base {
            let memberName = member.declName.baseName.tokenText
            if memberName == "init", let type = base.as(RawDeclReferenceExprSyntax.self), case let typeName = type.baseName.text,
               typeName.startsUppercase {
                (receiver, name) = (nil, typeName)
            } else {
                (receiver, name) = (base.receiverText, String(syntaxText: memberName))
            }
        } else {
            return
        }
        let key = CallKey(receiver: receiver, name: name)
        let last = open.count - 1
        if open[last].seenCalls.insert(key).inserted {
            open[last].facts.calls.append(CallFact(
                receiver: receiver, name: name, passesSelf: node.passesSelf,
                location: SourceLocation(line: 0, column: offset + node.raw.leadingTriviaByteLength)
            ))
        } else if node.passesSelf,
                  let index = open[last].facts.calls.firstIndex(where: { $0.receiver == receiver && $0.name == name }) {
            open[last].facts.calls[index].passesSelf = true
        }
    }

    /// `a.b = self`, `a.b = { … }`, `a.b = c`: a sequence of three with `=` between (the parser
    /// leaves operators unfolded).
    private func visit(_ node: RawSequenceExprSyntax, at offset: Int) {
        guard !open.isEmpty else { return }
        let elements = node.elements.layoutView.children
        guard elements.count == 3, let first = elements[elements.startIndex], let second = elements[elements.startIndex + 1],
              let value = elements[elements.startIndex + 2]?.as(RawExprSyntax.self),
              let target = first.as(RawMemberAccessExprSyntax.self), let base = target.base,
              second.is(RawAssignmentExprSyntax.self),
              let receiver = base.receiverText, receiver != "…" else { return }
        let assigned: AssignmentFact.Value
        if value.isSelf { assigned = .self }
        else if value.is(RawClosureExprSyntax.self) { assigned = .closure }
        else if let reference = value.as(RawDeclReferenceExprSyntax.self) { assigned = .name(reference.baseName.text) }
        else { return }
        open[open.count - 1].facts.assignments.append(AssignmentFact(
            receiver: receiver, member: target.declName.baseName.text, value: assigned,
            location: SourceLocation(line: 0, column: offset + node.raw.leadingTriviaByteLength)
        ))
    }
}

extension RawTokenSyntax {
    /// The token's text as written (a `String` made of its bytes).
    var text: String { String(syntaxText: tokenText) }
}

extension RawFunctionDeclSyntax {
    /// Its name and the types its signature names, its place (from `offset`, where the node
    /// starts) as a byte offset (in `column`).
    func shape(at offset: Int) -> FunctionShape {
        var parameters: [String?] = []
        for case let child? in signature.parameterClause.parameters.layoutView.children {
            parameters.append(child.as(RawFunctionParameterSyntax.self)?.type.baseName)
        }
        return FunctionShape(
            name: name.text, parameters: parameters, returns: signature.returnClause?.type.baseName,
            location: SourceLocation(line: 0, column: offset + raw.leadingTriviaByteLength)
        )
    }
}

extension RawFunctionCallExprSyntax {
    /// Whether `self` is one of its arguments (`store.subscribe(self)`, `Presenter(view: self)`).
    var passesSelf: Bool {
        for case let child? in arguments.layoutView.children {
            if child.as(RawLabeledExprSyntax.self)?.expression.isSelf == true { return true }
        }
        return false
    }
}

extension RawExprSyntax {
    /// `self`.
    var isSelf: Bool {
        guard let reference = self.as(RawDeclReferenceExprSyntax.self) else { return false }
        return reference.baseName.tokenKind == .keyword && reference.baseName.tokenText == "self"
    }

    /// A call's receiver as ``CallFact/receiver`` writes it: `presenter` for `presenter`,
    /// `presenter?`, `self.presenter` and `self.presenter!`; `self`; `URLSession.shared`; `…` for
    /// anything longer.
    var receiverText: String? {
        var expression = self
        if let optional = expression.as(RawOptionalChainingExprSyntax.self) { expression = optional.expression }
        if let forced = expression.as(RawForceUnwrapExprSyntax.self) { expression = forced.expression }
        if let reference = expression.as(RawDeclReferenceExprSyntax.self) { return reference.baseName.text }
        if expression.is(RawSuperExprSyntax.self) { return "super" }
        if let member = expression.as(RawMemberAccessExprSyntax.self), var base = member.base {
            if let optional = base.as(RawOptionalChainingExprSyntax.self) { base = optional.expression }
            if let forced = base.as(RawForceUnwrapExprSyntax.self) { base = forced.expression }
            if let reference = base.as(RawDeclReferenceExprSyntax.self) {
                let name = member.declName.baseName.text
                return base.isSelf ? name : "\(reference.baseName.text).\(name)"
            }
        }
        return "…"
    }

    /// `Foo` for `Foo(…)` and `Foo<T>(…)`: the type a stored property's initial value builds.
    var constructedTypeName: String? {
        guard let call = self.as(RawFunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression
        if let reference = callee.as(RawDeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name.startsUppercase ? name : nil
        }
        if let generic = callee.as(RawGenericSpecializationExprSyntax.self),
           let reference = generic.expression.as(RawDeclReferenceExprSyntax.self) {
            return reference.baseName.text
        }
        return nil
    }
}

extension RawPatternBindingSyntax {
    /// A binding with no accessors, or only observers (`willSet` / `didSet`), stores its value.
    var isStored: Bool {
        guard let accessors = accessorBlock?.accessors else { return true }
        guard let list = accessors.as(RawAccessorDeclListSyntax.self) else { return false }   // a getter's body
        for case let child? in list.layoutView.children {
            guard let specifier = child.as(RawAccessorDeclSyntax.self)?.accessorSpecifier.tokenText,
                  specifier == "willSet" || specifier == "didSet" else { return false }
        }
        return true
    }
}

extension RawTypeSyntax {
    /// A closure's type, under optionals and attributes (`(() -> Void)?`, `@escaping (Int) -> Void`).
    var isFunction: Bool {
        if self.is(RawFunctionTypeSyntax.self) { return true }
        if let optional = self.as(RawOptionalTypeSyntax.self) { return optional.wrappedType.isFunction }
        if let unwrapped = self.as(RawImplicitlyUnwrappedOptionalTypeSyntax.self) { return unwrapped.wrappedType.isFunction }
        if let attributed = self.as(RawAttributedTypeSyntax.self) { return attributed.baseType.isFunction }
        if let tuple = self.as(RawTupleTypeSyntax.self), let only = tuple.onlyElementType { return only.isFunction }
        return false
    }

    /// The named type under optionals, `any` / `some` and attributes: `Foo` for `Foo`,
    /// `(any Foo)?`, `Store<S, A>`, `Module.Foo`; nil for tuples, functions and collections.
    var baseName: String? {
        if let identifier = self.as(RawIdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = self.as(RawMemberTypeSyntax.self) { return member.name.text }
        if let optional = self.as(RawOptionalTypeSyntax.self) { return optional.wrappedType.baseName }
        if let unwrapped = self.as(RawImplicitlyUnwrappedOptionalTypeSyntax.self) { return unwrapped.wrappedType.baseName }
        if let existential = self.as(RawSomeOrAnyTypeSyntax.self) { return existential.constraint.baseName }
        if let attributed = self.as(RawAttributedTypeSyntax.self) { return attributed.baseType.baseName }
        if let tuple = self.as(RawTupleTypeSyntax.self) { return tuple.onlyElementType?.baseName }
        // `(NSObjectProtocol & ListOrdersRoutingLogic)?`: the first protocol of the app's own.
        if let composition = self.as(RawCompositionTypeSyntax.self) {
            for case let child? in composition.elements.layoutView.children {
                if let name = child.as(RawCompositionTypeElementSyntax.self)?.type.baseName, !Self.markerProtocols.contains(name) { return name }
            }
        }
        return nil
    }

    /// Protocols a composition names beside the one that says what the value is.
    static let markerProtocols: Set<String> = ["AnyObject", "NSObjectProtocol", "Sendable", "Equatable", "Hashable", "Identifiable"]

    /// `Outer` for `Outer.Inner` (under optionals, `any` and attributes, like ``baseName``); nil
    /// for a type nested in nothing written.
    var ownerName: String? {
        if let member = self.as(RawMemberTypeSyntax.self) { return member.baseType.qualifiedBaseName }
        if let optional = self.as(RawOptionalTypeSyntax.self) { return optional.wrappedType.ownerName }
        if let unwrapped = self.as(RawImplicitlyUnwrappedOptionalTypeSyntax.self) { return unwrapped.wrappedType.ownerName }
        if let existential = self.as(RawSomeOrAnyTypeSyntax.self) { return existential.constraint.ownerName }
        if let attributed = self.as(RawAttributedTypeSyntax.self) { return attributed.baseType.ownerName }
        return nil
    }

    /// `Outer.Inner` for a member type, the plain name otherwise (generic arguments dropped).
    var qualifiedBaseName: String? {
        if let identifier = self.as(RawIdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = self.as(RawMemberTypeSyntax.self) {
            return member.baseType.qualifiedBaseName.map { "\($0).\(member.name.text)" } ?? member.name.text
        }
        return baseName
    }
}

extension RawTupleTypeSyntax {
    /// The type of a tuple of one element (`(Foo)`: parentheses around a type); nil otherwise.
    var onlyElementType: RawTypeSyntax? {
        let children = elements.layoutView.children
        guard children.count == 1, let only = children[children.startIndex] else { return nil }
        return only.as(RawTupleTypeElementSyntax.self)?.type
    }
}

extension RawAttributeSyntax {
    /// The type an attribute's first argument names as `Type.self` (`@Environment(Model.self)`),
    /// with the type it is nested in, if any (read from `text`, the file's).
    func metatypeArgument(text: String) -> (typeName: String, owner: String?)? {
        guard let list = arguments?.as(RawLabeledExprListSyntax.self),
              let first = list.layoutView.children.first ?? nil,
              let member = first.as(RawLabeledExprSyntax.self)?.expression.as(RawMemberAccessExprSyntax.self),
              member.declName.baseName.tokenKind == .keyword, member.declName.baseName.tokenText == "self",
              let base = member.base else { return nil }
        if let reference = base.as(RawDeclReferenceExprSyntax.self) { return (reference.baseName.text, nil) }
        if let inner = base.as(RawMemberAccessExprSyntax.self) {
            return (inner.declName.baseName.text, inner.base.map { $0.raw.description.trimmedOfWhitespace })
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

extension String {
    /// Without leading and trailing spaces, tabs and newlines.
    var trimmedOfWhitespace: String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !blank($0) }), let last = lastIndex(where: { !blank($0) }) else { return "" }
        return String(self[first...last])
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
