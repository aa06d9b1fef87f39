import SwiftParser
import SwiftSyntax

/// The targets a `Package.swift` declares, read from its syntax (the manifest is never run).
///
/// A target's folder is its `path:` argument, else SwiftPM's default: `Tests/<name>` for a test
/// target, `Plugins/<name>` for a plugin, `Sources/<name>` otherwise.
public struct PackageManifest: Sendable, Equatable {
    public struct Target: Sendable, Equatable {
        public var name: String
        /// Relative to the analysed root.
        public var folder: String
        public var isTest: Bool
    }

    public var targets: [Target]

    /// Reads the manifest's text; `directory` is the manifest's folder relative to the analysed
    /// root ("" for the root itself).
    public init(text: String, directory: String) {
        let visitor = TargetCollector(viewMode: .sourceAccurate)
        visitor.walk(Parser.parse(source: text))
        let base = directory.isEmpty ? "" : directory + "/"
        targets = visitor.targets.map { call in
            let folder = call.path ?? "\(call.defaultParent)/\(call.name)"
            return Target(name: call.name, folder: base + folder, isTest: call.kind == "testTarget")
        }
    }
}

private final class TargetCollector: SyntaxVisitor {
    struct Call {
        var kind: String
        var name: String
        var path: String?
        var defaultParent: String {
            switch kind {
            case "testTarget": "Tests"
            case "plugin": "Plugins"
            default: "Sources"
            }
        }
    }

    static let kinds: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary"]
    var targets: [Call] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              Self.kinds.contains(member.declName.baseName.text)
        else { return .visitChildren }
        var name: String?, path: String?
        for argument in node.arguments {
            switch argument.label?.text {
            case "name": name = argument.expression.stringLiteralValue
            case "path": path = argument.expression.stringLiteralValue
            default: break
            }
        }
        if let name { targets.append(Call(kind: member.declName.baseName.text, name: name, path: path)) }
        return .visitChildren
    }
}

extension ExprSyntax {
    /// The text of a plain string literal (no interpolation), or nil.
    var stringLiteralValue: String? {
        guard let literal = self.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }
}
