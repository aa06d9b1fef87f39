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
    /// Functions declared at file scope, with the shape of their signature: what a
    /// hand-written Redux reducer (`func appReducer(action: Action, state: AppState?) -> AppState`) is.
    public var functions: [FunctionShape] = []
    /// `let` and `var` bindings at file scope with the type each holds when written
    /// (`let store = Store<AppState>(…)`): what a screen's `store.dispatch(…)` may be made on.
    public var globals: [StoredProperty] = []
}

/// A function's name and the types its signature names (base names, generic arguments dropped).
public struct FunctionShape: Sendable, Equatable {
    public var name: String
    /// Each parameter's type base name, nil where none can be read (a tuple, a closure).
    public var parameters: [String?]
    /// The return type's base name; nil for `Void` or none written.
    public var returns: String?
    public var location: SourceLocation
}

/// A call written inside a declaration: `presenter.viewDidLoad()`, `present(…)`,
/// `URLSession.shared.dataTask(…)`, `ProfilePresenter(view: self)`. Kept once per receiver and
/// name in each declaration, at its first place.
public struct CallFact: Sendable, Equatable, Hashable {
    /// What the call is made on, when simple: a name (`presenter`, `view` — also for
    /// `self.view?`), `self`, `super`, or a name and member (`URLSession.shared`,
    /// `navigationController.topViewController`); nil for a call with no receiver (`present(…)`,
    /// `ProfilePresenter(…)`); `…` for any longer expression.
    public var receiver: String?
    /// The function called: `show`, `present`; a type's name for a construction (`Foo(…)`,
    /// `Foo.init(…)`, `Foo<T>(…)`).
    public var name: String
    /// Whether `self` is one of its arguments (`store.subscribe(self)`, `Presenter(view: self)`).
    public var passesSelf: Bool
    public var location: SourceLocation

    /// A type built: the callee is a capitalised name with no receiver.
    public var isConstruction: Bool { receiver == nil && name.startsUppercase }
}

/// `receiver.member = value` inside a declaration, when the value is `self`, a closure or a plain
/// name: a delegate, an output or a callback handed to another object (`presenter.view = self`,
/// `viewModel.onChange = { … }`, `interactor.output = presenter`).
public struct AssignmentFact: Sendable, Equatable {
    public enum Value: Sendable, Equatable {
        case `self`, closure
        case name(String)
    }
    /// The object assigned to (`presenter`, `self.presenter` read as `presenter`).
    public var receiver: String
    public var member: String
    public var value: Value
    public var location: SourceLocation
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
    /// The generic arguments of what it inherits (`NewspapersListPresenter` of
    /// `BaseVC<NewspapersListPresenter>`): a generic base class's stored property of that type.
    public var inheritedArguments: [String] = []
    /// Attribute names on the declaration or inside it (`Observable`, `Published`, `MainActor`).
    public var attributes: Set<String>
    /// Method names declared (`reduce`, `viewDidLoad`, …).
    public var methodNames: Set<String>
    /// Capitalised names mentioned inside the declaration.
    public var references: Set<String>
    /// Where each of ``references`` is first mentioned inside it (nested declarations' included):
    /// what a rule on a type points at.
    public var referenceLocations: [String: SourceLocation] = [:]
    /// Where its name is written.
    public var location = SourceLocation(line: 0, column: 0)
    /// Calls to well-known binding functions inside it (`withObservationTracking`, `sink`, `bind`, …).
    public var bindingCalls: Set<String>
    /// `static let shared` and the like declared in it.
    public var singletonDeclarations: [String]
    /// Uses of `Type.shared`, `Type.default`, `Type.standard`, … inside it.
    public var globalAccesses: [String]
    /// Calls made inside it (nested types' calls stay theirs), once per receiver and name.
    public var calls: [CallFact] = []
    /// Delegates, outputs and callbacks it hands to other objects.
    public var assignments: [AssignmentFact] = []
    /// Each method's signature shape (`reduce(state: State, mutation: Mutation) -> State`).
    public var methodShapes: [FunctionShape] = []
}

/// An instance stored property and the type it holds, when written.
public struct StoredProperty: Sendable, Equatable {
    public var name: String
    public var typeName: String?
    /// The type `typeName` is nested in, as written: `RoomViewModel` for `RoomViewModel.Context`.
    public var typeOwner: String? = nil
    /// Its attributes, property wrappers included (`ObservedObject`, `Environment`, `State`).
    public var attributes: [String] = []
    /// Whether it holds a closure (`var onChange: (() -> Void)?`): a callback someone hands in.
    public var holdsClosure = false
    /// Declared `weak` or `unowned`: a back reference (a presenter's `weak var view`).
    public var isWeak = false
    /// It has `willSet` or `didSet`: state whose changes its owner announces.
    public var isObserved = false
    /// The 1-based line it is declared on (0 when not read from a file).
    public var line = 0
}
