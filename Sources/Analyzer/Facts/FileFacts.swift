/// What one file says, kept after its syntax tree is dropped: the analyzer holds these, never
/// the trees, so memory grows with declarations, not with source size.
public struct FileFacts: Sendable, Equatable {
    /// Relative to the analysed root.
    public var path: String
    /// Lines holding code (not blank, not only a comment).
    public var codeLines: Int
    /// Modules the file imports (first path component: `import Foundation.NSURL` is `Foundation`).
    public var imports: Set<String>
    /// Every type and extension declared, nested ones with qualified names (`Outer.Inner`).
    public var declarations: [DeclarationFacts]
    /// Capitalised names the file mentions (types, and values such as `Foo.shared` or `Foo(…)`).
    public var references: Set<String>
    /// `var`s at file scope: global mutable state.
    public var globalVariables: Int
    /// Where each imported module is first imported: what a layer rule's violation points at.
    public var importLocations: [String: SourceLocation] = [:]
    /// Where each of ``references`` is first mentioned in the file.
    public var referenceLocations: [String: SourceLocation] = [:]
}

/// A place in a file, as compilers print it: 1-based line, and 1-based column counted in
/// UTF-8 bytes.
public struct SourceLocation: Codable, Sendable, Equatable, Hashable {
    public var line: Int
    public var column: Int

    /// The place at `line`, `column` (both 1-based).
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// One type declaration or extension in a file.
public struct DeclarationFacts: Sendable, Equatable {
    public enum Kind: String, Sendable, Codable {
        case `class`, `struct`, `enum`, `protocol`, `actor`, `extension`
    }

    /// Qualified with the enclosing types' names; for an extension, the extended type as written
    /// without generic arguments (`extension Array<Int>` is `Array`).
    public var name: String
    public var kind: Kind
    /// Code lines from the declaration's first token to its last, nested declarations included.
    public var codeLines: Int
    public var methods: Int
    /// Instance stored properties, with the type each holds when it can be read off the source
    /// (`let presenter: ProfilePresenter`, `var x = Foo()`, `let d: any Dep`): nil otherwise.
    public var storedProperties: [StoredProperty]
    /// Superclass and protocols, as written (base names).
    public var inherited: [String]
    /// Attribute names on the declaration or inside it (`Observable`, `Published`, `MainActor`).
    public var attributes: Set<String>
    /// Method names declared (`reduce`, `viewDidLoad`, …).
    public var methodNames: Set<String>
    /// Capitalised names mentioned inside the declaration.
    public var references: Set<String>
    /// Calls to well-known binding functions inside it (`withObservationTracking`, `sink`, `bind`, …).
    public var bindingCalls: Set<String>
    /// `static let shared` and the like declared in it.
    public var singletonDeclarations: [String]
    /// Uses of `Type.shared`, `Type.default`, `Type.standard`, … inside it.
    public var globalAccesses: [String]
}

/// An instance stored property and the type it holds, when written.
public struct StoredProperty: Sendable, Equatable {
    public var name: String
    public var typeName: String?
    /// The type `typeName` is nested in, as written: `RoomViewModel` for `RoomViewModel.Context`.
    public var typeOwner: String? = nil
    /// Its attributes, property wrappers included (`ObservedObject`, `Environment`, `State`).
    public var attributes: [String] = []
}
