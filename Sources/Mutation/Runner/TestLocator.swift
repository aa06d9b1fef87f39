import Foundation
import SwiftParser
import SwiftSyntax

/// Where each test unit is written: its test file and the line and column of its declaration
/// (the JSON report's `testFiles`, keyed by path, with each test's `location`). Found by parsing
/// the test targets' files: a suite is a type (`Module.Suite`, nested `Module.Outer.Inner` as
/// Swift Testing names it through `/`), a test a function in it (`Module.Suite/test(age:)`,
/// XCTest's `Module.Case/testName`) or outside any type (`Module.test()`).
public struct TestLocation: Sendable, Hashable, Comparable {
    /// The test file, relative to the package.
    public var file: String
    /// The declaration's place.
    public var position: SourcePosition

    /// A location.
    public init(file: String, position: SourcePosition) {
        self.file = file
        self.position = position
    }

    public static func < (lhs: TestLocation, rhs: TestLocation) -> Bool { (lhs.file, lhs.position) < (rhs.file, rhs.position) }
}

enum TestLocator {
    /// The location of each unit that can be found in `files` (path → text) of its test target.
    static func locate(_ units: [TestUnit], modules: [String: [(path: String, text: String)]]) -> [TestUnit: TestLocation] {
        locate(units, declarations: declarations(in: modules))
    }

    /// Every type and function each test file declares, under the names a test listing gives
    /// them, with their places: module → path → name → place.
    static func declarations(in modules: [String: [(path: String, text: String)]]) -> [String: [String: [String: TestLocation]]] {
        var declarations: [String: [String: [String: TestLocation]]] = [:]
        for (module, files) in modules {
            for file in files {
                let tree = Parser.parse(source: file.text)
                let finder = DeclarationFinder(module: module, path: file.path, tree: tree)
                finder.walk(tree)
                declarations[module, default: [:]][file.path] = finder.found
            }
        }
        return declarations
    }

    /// Whether a declared name is `unit` or inside it (a suite's test, its nested suite).
    static func belongs(_ name: String, to unit: TestUnit) -> Bool {
        name == unit.name || name == withoutArguments(unit.name) || name.hasPrefix(unit.name + "/")
    }

    /// The location of each unit, from ``declarations(in:)``.
    static func locate(_ units: [TestUnit], declarations: [String: [String: [String: TestLocation]]]) -> [TestUnit: TestLocation] {
        var declared: [String: TestLocation] = [:]
        for module in declarations.keys.sorted() {
            for (_, found) in declarations[module]!.sorted(by: { $0.key < $1.key }) {
                // The first declaration of a name wins (a suite's type before its extensions).
                for (name, location) in found where declared[name] == nil || location < declared[name]! { declared[name] = location }
            }
        }
        var located: [TestUnit: TestLocation] = [:]
        for unit in units {
            if let location = declared[unit.name] ?? declared[withoutArguments(unit.name)] { located[unit] = location }
        }
        return located
    }

    /// `Module.Suite/test(age:)` → `Module.Suite/test`: an XCTest listing names its tests without
    /// the parentheses.
    static func withoutArguments(_ name: String) -> String {
        guard let parenthesis = name.lastIndex(of: "("), !name[parenthesis...].contains("/") else { return name }
        return String(name[..<parenthesis])
    }

    /// The files of each test target, read from the package.
    static func testFiles(of info: PackageInfo, package: URL) -> [String: [(path: String, text: String)]] {
        var modules: [String: [(path: String, text: String)]] = [:]
        for target in info.targets where target.type == "test" {
            modules[target.name] = target.swiftFiles.compactMap { path in
                (try? String(contentsOf: package.appendingPathComponent(path), encoding: .utf8)).map { (path, $0) }
            }
        }
        return modules
    }
}

/// Collects every type and function of a file under the names a test listing gives them.
private final class DeclarationFinder: SyntaxVisitor {
    let module: String
    let path: String
    let converter: SourceLocationConverter
    var types: [String] = []
    var found: [String: TestLocation] = [:]

    init(module: String, path: String, tree: SourceFileSyntax) {
        self.module = module
        self.path = path
        converter = SourceLocationConverter(fileName: path, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    private func location(_ node: some SyntaxProtocol) -> TestLocation {
        let place = node.startLocation(converter: converter, afterLeadingTrivia: true)
        return TestLocation(file: path, position: SourcePosition(line: place.line, column: place.column))
    }

    private func enter(_ name: String, _ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        types.append(name)
        let key = module + "." + types.joined(separator: ".")
        if found[key] == nil { found[key] = location(node) }
        // Swift Testing names a nested suite `Module.Outer/Inner`.
        if types.count > 1 {
            let nested = module + "." + types.joined(separator: "/")
            if found[nested] == nil { found[nested] = location(node) }
        }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node) }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node) }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node) }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node) }
    override func visitPost(_ node: ActorDeclSyntax) { types.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        types += node.extendedType.trimmedDescription.split(separator: ".").map(String.init)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) {
        types.removeLast(node.extendedType.trimmedDescription.split(separator: ".").count)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.signature.parameterClause.parameters.map { ($0.firstName.text) + ":" }.joined()
        let function = "\(node.name.text)(\(labels))"
        let owner = types.isEmpty ? module : module + "." + types.joined(separator: "/")
        for key in [owner + (types.isEmpty ? "." : "/") + function, types.isEmpty ? module + "." + function : owner + "/" + node.name.text] where found[key] == nil {
            found[key] = location(node)
        }
        return .skipChildren
    }
}
