/// The wiring stage: who holds, calls and observes whom, read from the types' facts, and the
/// roles that wiring proves. A role is what the wiring shows; the name only breaks a tie.
///
/// - A **presenter** drives a view interface a screen implements: it holds a protocol a screen
///   conforms to (`weak var view: FeedView?`). Held by a screen or not (MVX's presenters live in
///   a target of their own), that back reference is the proof; a `…Presenter` without one (an
///   alert presenter) is a helper.
/// - A **view model** is held by a screen that observes it: a property wrapper, a `sink` / `bind`
///   / `subscribe` on it, a closure handed to it, or state it exposes (`@Published`,
///   `@Observable`, `ObservableObject`, relays and subjects). A view model that also holds its
///   screen is still a view model when it says so in its name.
/// - An **interactor** serves a presenter and answers through an output the presenter
///   implements (VIPER); in **VIP** a screen holds the interactor, the interactor a presenter,
///   and the presenter displays back through a protocol the screen implements.
/// - A **router** navigates for others (calls `present`, `pushViewController`, `show`, … on a
///   view controller it holds, or builds the next screen); a `…Router` that does neither (a URL
///   router) plays no UI role.
/// - A **store** is what screens send actions to and observe (`Store<…>`, `dispatch`, `send`,
///   `StoreSubscriber`); a ReactorKit `Reactor` reduces.
/// - **MV**: SwiftUI screens owning or observing models (`@State`, `@Environment`, …) with
///   nothing between.
/// - A **RIB** is a tree of `Router`, `Interactor` and `Builder` subclasses of Uber's RIBs.
struct Wiring: Sendable {
    /// A pattern's chain, in words with its places.
    struct Chain: Sendable, Equatable {
        var pattern: String
        var text: String
    }

    /// Module → the chains seen there (a screen's in the screen's module, a logic part's in its own).
    private(set) var chains: [String: [Chain]] = [:]
    /// Module → pattern → how many screens (or parts, for a module without screens) show its chain.
    private(set) var counts: [String: [String: Int]] = [:]

    static let navigationCalls: Set<String> = [
        "present", "pushViewController", "show", "showDetailViewController", "setViewControllers", "dismiss",
        "popViewController", "popToRootViewController", "popToViewController", "performSegue", "presentViewController",
        "pushViewControllerAnimated",
    ]
    /// Types whose values are streams a screen subscribes to: what a view model exposes.
    static let reactiveTypes: Set<String> = [
        "BehaviorRelay", "PublishRelay", "BehaviorSubject", "PublishSubject", "ReplaySubject", "Driver", "Signal",
        "Observable", "Property", "MutableProperty", "CurrentValueSubject", "PassthroughSubject", "AnyPublisher",
        "Published", "Dynamic", "Box",
    ]
    /// The platforms' view classes: a class whose chain reaches one (or a toolkit's root `View`)
    /// is a view — held by a screen, it is neither model, presenter nor view model.
    static let viewBases: Set<String> = [
        "UIView", "NSView", "View", "UITableViewCell", "UICollectionViewCell", "UIControl", "UIScrollView", "UITableView",
        "UICollectionView", "UIStackView", "UILabel", "UIButton", "UITextField", "UITextView", "UIImageView", "NSTableView",
        "NSTableCellView", "NSCollectionViewItem", "SKView", "MKMapView", "WKWebView", "ASDisplayNode", "UIVisualEffectView",
        "UICollectionReusableView", "UITableViewHeaderFooterView", "NSControl", "NSTextField", "NSButton",
    ]

    /// Name endings of helpers: types a screen hands work to in MVC.
    static let helperWords = [
        "Controller", "DataSource", "Delegate", "Manager", "Provider", "Helper", "Handler", "Adapter", "Factory",
        "Renderer", "Token", "Binder", "Observer", "Formatter",
    ]
    static let observingCalls: Set<String> = [
        "bind", "sink", "subscribe", "observe", "drive", "assign", "onReceive", "withObservationTracking", "observeValues",
    ]
    /// RIBs' base classes, by the role a subclass plays.
    static let ribBases: [String: Role] = [
        "ViewableRouter": .router, "Router": .router, "LaunchRouter": .router,
        "PresentableInteractor": .interactor, "Interactor": .interactor,
        "Builder": .builder, "ComponentizedBuilder": .builder, "SimpleComponentizedBuilder": .builder,
    ]

    /// One stored property resolved to a type of the tree.
    struct Held {
        var property: StoredProperty
        var path: String
        /// The type held: the protocol's one implementer when the property names a protocol with one.
        var target: Int
        /// The protocol the property names, when it names one.
        var via: Int?
    }

    private var index: TypeIndex
    private var implementers: [Int: [Int]] = [:]
    private var heldCache: [Int: [Held]] = [:]
    /// Types some screen holds.
    private var heldByScreens: Set<Int> = []
    private var viewCache: [Int: Bool] = [:]
    /// RIBs' routers, interactors and builders: proven by what they subclass.
    private var ribParts: Set<Int> = []

    /// Proves the roles of `index`'s types from their wiring (rewriting them in place) and
    /// gathers each module's chains.
    static func prove(_ index: inout TypeIndex) -> Wiring {
        var wiring = Wiring(index: index)
        wiring.run()
        index = wiring.index
        return wiring
    }

    private init(index: TypeIndex) {
        self.index = index
        for (position, type) in index.types.enumerated() where type.isDeclared && !index.tests.contains(type.module) {
            for conformance in type.conformances {
                if let proto = index.position(named: conformance, from: type.module, imports: type.imports),
                   index.types[proto].kind == .protocol {
                    implementers[proto, default: []].append(position)
                }
            }
        }
    }

    // MARK: Reading the facts

    private func role(_ position: Int) -> Role? { index.types[position].role }
    private func isScreen(_ position: Int) -> Bool { role(position)?.isScreen == true }
    private func name(_ position: Int) -> String { index.types[position].simpleName }

    private mutating func held(_ position: Int) -> [Held] {
        if let known = heldCache[position] { return known }
        let type = index.types[position]
        var result: [Held] = []
        for (offset, property) in type.storedProperties.enumerated() {
            guard let typeName = property.typeName,
                  let target = index.position(named: typeName, from: type.module, imports: type.imports),
                  target != position else { continue }
            let path = offset < type.propertyPaths.count ? type.propertyPaths[offset] : type.files.first ?? ""
            if index.types[target].kind == .protocol {
                let implementing = implementers[target] ?? []
                result.append(Held(property: property, path: path, target: implementing.count == 1 ? implementing[0] : target, via: target))
            } else {
                result.append(Held(property: property, path: path, target: target, via: nil))
            }
        }
        // `class ListVC: BaseVC<ListPresenter>`: the generic base holds what its argument names.
        for argument in type.inheritedArguments {
            guard let target = index.position(named: argument, from: type.module, imports: type.imports), target != position else { continue }
            let property = StoredProperty(name: "\(type.superclass ?? "its base")<\(argument)>", typeName: argument, line: 0)
            let path = type.files.sorted().first ?? ""
            if index.types[target].kind == .protocol {
                let implementing = implementers[target] ?? []
                result.append(Held(property: property, path: path, target: implementing.count == 1 ? implementing[0] : target, via: target))
            } else {
                result.append(Held(property: property, path: path, target: target, via: nil))
            }
        }
        heldCache[position] = result
        return result
    }

    /// The screen `held` reaches back to: the screen itself, or a protocol a screen implements.
    private func screenBehind(_ held: Held) -> Int? {
        if isScreen(held.target) { return held.target }
        if let via = held.via { return implementers[via]?.first(where: isScreen) }
        return nil
    }

    private func place(_ path: String, _ line: Int) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return line > 0 ? "\(file):\(line)" : file
    }

    /// The first call on `property` (or on a member of it) made in `position`, with its place.
    private func call(on property: String, in position: Int, named names: Set<String>? = nil) -> (call: CallFact, path: String)? {
        index.types[position].calls.first { entry in
            guard let receiver = entry.call.receiver else { return false }
            let onIt = receiver == property || (receiver.hasPrefix(property) && receiver.dropFirst(property.count).first == ".")
            return onIt && (names?.contains(entry.call.name) ?? true)
        }
    }

    private func describe(_ call: (call: CallFact, path: String)) -> String {
        "\(call.call.receiver.map { "\($0)." } ?? "")\(call.call.name)(…) (\(place(call.path, call.call.location.line)))"
    }

    /// Keeps a chain (three per pattern and module at most) and counts it under `key` (the
    /// pattern's name unless said).
    private mutating func record(_ pattern: String, in module: String, _ text: String, as key: String? = nil) {
        counts[module, default: [:]][key ?? pattern, default: 0] += 1
        if (chains[module]?.filter { $0.pattern == pattern }.count ?? 0) < 3 {
            chains[module, default: []].append(Chain(pattern: pattern, text: text))
        }
    }

    private func nameSays(_ position: Int) -> Role? { Role.suggested(byName: name(position)) }

    /// Whether the type is a view: a class whose superclass chain reaches a view class.
    private mutating func isView(_ position: Int) -> Bool {
        if let known = viewCache[position] { return known }
        var current = position, seen: Set<Int> = [], answer = false
        while index.types[current].kind == .class, let superclass = index.types[current].superclass, seen.insert(current).inserted {
            let simple = superclass.split(separator: ".").last.map(String.init) ?? superclass
            if Self.viewBases.contains(simple) { answer = true; break }
            guard let parent = index.position(named: superclass, from: index.types[current].module, imports: index.types[current].imports) else {
                answer = simple.hasSuffix("View") || simple.hasSuffix("Cell")
                break
            }
            current = parent
        }
        // The toolkit's own root class, `class View` with no superclass.
        if !answer, index.types[current].kind == .class, index.types[current].simpleName == "View", index.types[current].superclass == nil { answer = true }
        viewCache[position] = answer
        return answer
    }

    // MARK: Proving

    private mutating func run() {
        let candidates = index.types.indices.filter { index.types[$0].isDeclared && !index.tests.contains(index.types[$0].module) }
        proveRIBs(candidates)
        var presenterOf: [Int: (screen: Int, held: Held)] = [:]
        // Presenters: a back reference through a view interface a screen implements.
        for position in candidates where !isScreen(position) && index.types[position].kind != .protocol && index.types[position].kind != .enum {
            guard ![.coordinator, .store, .reducer, .builder].contains(role(position)), !ribParts.contains(position), !isView(position) else { continue }
            for held in held(position) {
                guard let screen = screenBehind(held) else { continue }
                let named = nameSays(position)
                if held.via == nil, named != .presenter {
                    // A concrete back reference (a data source's `weak var controller`): a helper.
                    if role(position) == nil || role(position) == .model { index.assign(.childController, at: position) }
                    break
                }
                // A delegate back to the screen from a type named as a helper (a keyboard event
                // handler, a data source): the delegate pattern, not a view interface.
                let saysPresenter = name(position).endsWithRole("Presenter") || name(position).endsWithRole("ViewModel")
                if let via = held.via, !saysPresenter,
                   name(via).hasSuffix("Delegate") || Self.helperWords.contains(where: name(position).hasSuffix) {
                    if role(position) == nil || role(position) == .model { index.assign(.childController, at: position) }
                    break
                }
                switch named {
                // A view model that also holds its screen stays one while it exposes state to
                // observe; one that only drives a delegate interface is a presenter by its wiring.
                case .viewModel: index.assign(exposesState(position) ? .viewModel : .presenter, at: position)
                case .interactor, .router, .coordinator: index.assign(named, at: position)
                default: index.assign(.presenter, at: position)
                }
                if role(position) == .presenter { presenterOf[position] = (screen, held) }
                break
            }
        }
        // VIPER: a presenter holding an interactor that answers through an output the presenter implements.
        var viperPresenters: Set<Int> = []
        for presenter in presenterOf.keys.sorted() {   // in the types' order: the same chains every run
            for held in held(presenter) where !isScreen(held.target) && held.target != presenter
                && presenterOf[held.target] == nil && nameSays(held.target) != .presenter {
                let answers = self.held(held.target).first { back in
                    back.target == presenter || (back.via.map { implementers[$0]?.contains(presenter) == true } ?? false)
                }
                if let answers, role(held.target) != .router {
                    index.assign(.interactor, at: held.target)
                    viperPresenters.insert(presenter)
                    let text = "\(name(presenter)) holds \(name(held.target)) (\(place(held.path, held.property.line))); "
                        + "\(name(held.target)) answers through \(answers.property.name), which \(name(presenter)) implements (\(place(answers.path, answers.property.line)))"
                    record("viper", in: index.types[presenter].module, text)
                } else if name(held.target).hasSuffix("Wireframe") {
                    // The word is VIPER's own: a presenter routing through a wireframe.
                    index.assign(.router, at: held.target)
                    viperPresenters.insert(presenter)
                    record("viper", in: index.types[presenter].module,
                           "\(name(presenter)) routes through \(name(held.target)) (\(place(held.path, held.property.line))), a wireframe")
                } else if navigates(held.target) {
                    index.assign(.router, at: held.target)
                }
            }
        }
        // Screens and what they hold.
        for screen in candidates where isScreen(screen) {
            let module = index.types[screen].module
            let type = index.types[screen]
            var shown: Set<String> = []
            var plainHeld: String?, observedModel: String?
            for held in held(screen) where !isScreen(held.target) && !isView(held.target) {
                let target = held.target
                heldByScreens.insert(target)
                let holds = "\(type.simpleName) holds \(name(target)) (\(place(held.path, held.property.line)))"
                if let presenter = presenterOf[target], presenter.screen == screen || presenter.held.via != nil {
                    if viperPresenters.contains(target) {
                        if shown.insert("viper").inserted { record("viper", in: module, "\(holds), which routes or answers the VIPER way (\(index.types[target].module))") }
                        continue
                    }
                    let drive = call(on: presenter.held.property.name, in: target).map { "; \(name(target)) calls \(describe($0))" } ?? ""
                    let through = presenter.held.via.map { " on \(name($0)), which \(type.simpleName) implements" } ?? ""
                    if shown.insert("mvp").inserted {
                        record("mvp", in: module, "\(holds)\(drive.isEmpty ? "; \(name(target)) holds \(presenter.held.property.name)" : drive)\(through)")
                    }
                    continue
                }
                // VIP: screen → interactor → presenter → the screen's display protocol.
                func displaysBack(_ inner: Int) -> Held? {
                    guard nameSays(inner) != .router, role(inner) != .router else { return nil }
                    return self.held(inner).first { $0.via != nil && screenBehind($0) == screen }
                }
                if ![.viewModel, .presenter, .router].contains(role(target)), nameSays(target) != .presenter,
                   let loop = self.held(target).first(where: { !isScreen($0.target) && displaysBack($0.target) != nil }),
                   let back = displaysBack(loop.target) {
                    index.assign(.interactor, at: target)
                    index.assign(.presenter, at: loop.target)
                    if shown.insert("vip").inserted {
                        record("vip", in: module, "\(holds); \(name(target)) holds \(name(loop.target)) (\(place(loop.path, loop.property.line))); "
                            + "\(name(loop.target)) displays through \(back.property.name), which \(type.simpleName) implements (\(place(back.path, back.property.line)))")
                    }
                    continue
                }
                if isStore(target, heldAs: held.property.name, by: screen) {
                    index.assign(.store, at: target)
                    if shown.insert("mvi").inserted { record("mvi", in: module, "\(holds), a store it sends actions to") }
                    continue
                }
                // VIPER by its names: a screen's presenter holding an interactor.
                if role(target) == .presenter, let interactor = self.held(target).first(where: { role($0.target) == .interactor }) {
                    if shown.insert("viper").inserted {
                        record("viper", in: module, "\(holds); \(name(target)) holds \(name(interactor.target)) (\(place(interactor.path, interactor.property.line)))")
                    }
                    continue
                }
                if [.presenter, .interactor, .router, .builder, .coordinator, .reducer, .sceneController, .template].contains(role(target)) { continue }
                // A table's data source or delegate the screen hands closures to is a helper.
                let servesAView = index.types[target].conformances.contains { $0.hasSuffix("DataSource") || $0.hasSuffix("Delegate") }
                if servesAView, [nil, .model, .childController].contains(role(target)) {
                    index.assign(.childController, at: target)
                    if plainHeld == nil { plainHeld = "\(holds), a helper serving its views" }
                    continue
                }
                if let observed = observes(screen, held) {
                    let swiftUI = type.role == .swiftUIView
                    if role(target) == .viewModel || (!swiftUI && [nil, .model, .childController].contains(role(target))) {
                        index.assign(.viewModel, at: target)
                        if shown.insert("mvvm").inserted { record("mvvm", in: module, "\(holds) and observes it: \(observed)") }
                    } else if swiftUI, [nil, .model, .service].contains(role(target)) {
                        if role(target) == nil { index.assign(.model, at: target) }
                        if observedModel == nil { observedModel = "\(holds), a model it observes: \(observed)" }
                    }
                    continue
                }
                if role(target) == .viewModel {
                    if shown.insert("mvvm").inserted { record("mvvm", in: module, holds) }
                    continue
                }
                // A plain type of the tree beside the screen: a model or a helper (MVC).
                if [nil, .model, .childController, .service].contains(role(target)), index.types[target].kind != .protocol {
                    if role(target) == nil {
                        // A model or a helper by the wiring alone: the name breaks the tie.
                        let helper = index.types[target].kind != .enum && Self.helperWords.contains { name(target).hasSuffix($0) }
                        index.assign(helper ? .childController : .model, at: target)
                    }
                    // A SwiftUI screen handed a model (`let beer: Beer`) is MV's plainest wiring.
                    if type.role == .swiftUIView, observedModel == nil, role(target) != .childController {
                        observedModel = "\(holds), a model it shows"
                    }
                    if plainHeld == nil { plainHeld = "\(holds), a \(role(target) == .service ? "service" : role(target) == .childController ? "helper" : "model")" }
                }
            }
            // Stores and subscriptions the tree does not declare (ReSwift, TCA, a global store).
            if !shown.contains("mvi"), let sign = storeSign(screen) {
                shown.insert("mvi")
                record("mvi", in: module, "\(type.simpleName) \(sign)")
            }
            // MV: a SwiftUI screen observing models with nothing between (and no view model).
            if shown.isEmpty, let observedModel {
                shown.insert("mv")
                record("mv", in: module, observedModel)
            }
            // MVC: a screen wired no other pattern's way, handing work to a model or a helper.
            if shown.isEmpty, let plainHeld { record("mvc", in: module, plainHeld) }
        }
        demoteUnproven(candidates, presenters: Set(presenterOf.keys))
        proveBuilders(candidates)
        proveReducers(candidates)
    }

    /// RIBs: subclasses of its `Router`, `Interactor` and `Builder` in files that import RIBs.
    private mutating func proveRIBs(_ candidates: [Int]) {
        for position in candidates {
            let type = index.types[position]
            guard type.imports.contains("RIBs") || type.imports.contains("RIBsKit") else { continue }
            let bases = type.conformances.compactMap { conformance -> Role? in
                if let role = Self.ribBases[conformance], index.position(named: conformance, from: type.module, imports: type.imports) == nil { return role }
                if conformance.hasSuffix("Buildable") { return .builder }
                return nil
            }
            guard let role = bases.first, !(role == .router && type.kind != .class) else { continue }
            index.assign(role, at: position)
            ribParts.insert(position)
            record("ribs", in: type.module, "\(type.simpleName) is a RIBs \(role == .router ? "router" : role == .interactor ? "interactor" : "builder") (\(type.conformances.joined(separator: ", ")))")
        }
    }

    /// Whether the type navigates: calls a navigation method on something it holds, builds a
    /// screen, or holds a view controller to navigate from.
    private func navigates(_ position: Int) -> Bool {
        let type = index.types[position]
        if type.calls.contains(where: { Self.navigationCalls.contains($0.call.name) && $0.call.receiver != "self" }) { return true }
        for entry in type.calls where entry.call.isConstruction {
            if let built = index.position(named: entry.call.name, from: type.module, imports: type.imports), isScreen(built) { return true }
        }
        return type.storedProperties.contains { property in
            guard let typeName = property.typeName else { return false }
            return typeName.hasSuffix("ViewController") || typeName.hasSuffix("NavigationController")
        }
    }

    /// Whether a type exposes state for others to observe: `@Observable`, `@Published`,
    /// `ObservableObject`, relays and subjects, callbacks it holds, or properties whose `didSet`
    /// announces each change.
    private func exposesState(_ position: Int) -> Bool {
        let type = index.types[position]
        return type.attributes.contains("Observable") || type.attributes.contains("Published")
            || type.conformances.contains("ObservableObject")
            || type.storedProperties.contains { $0.holdsClosure || $0.isObserved || ($0.typeName.map(Self.reactiveTypes.contains) ?? false) }
    }

    /// How a screen observes what it holds, in words; nil when it does not.
    private func observes(_ screen: Int, _ held: Held) -> String? {
        let target = index.types[held.target]
        let property = held.property
        if let wrapper = property.attributes.first(where: PatternGuesser.observingWrappers.contains) {
            return "@\(wrapper) (\(place(held.path, property.line)))"
        }
        if let found = call(on: property.name, in: screen, named: Self.observingCalls) { return describe(found) }
        if let handed = index.types[screen].assignments.first(where: { $0.assignment.receiver == property.name && $0.assignment.value == .closure }) {
            return "hands it a closure as \(handed.assignment.member) (\(place(handed.path, handed.assignment.location.line)))"
        }
        if target.attributes.contains("Observable") { return "it is @Observable" }
        if target.conformances.contains("ObservableObject") { return "it is an ObservableObject" }
        if target.attributes.contains("Published") { return "it publishes @Published state" }
        if let stream = target.storedProperties.first(where: { $0.typeName.map(Self.reactiveTypes.contains) ?? false }) {
            return "it exposes \(stream.name): \(stream.typeName ?? "")"
        }
        if let callback = target.storedProperties.first(where: \.holdsClosure), index.types[screen].assignments.contains(where: { $0.assignment.receiver == property.name }) {
            return "it calls back through \(callback.name)"
        }
        return nil
    }

    private func isStore(_ position: Int, heldAs property: String, by screen: Int) -> Bool {
        let named = name(position)
        if named == "Store" || named == "StoreOf" || named == "ViewStore" || index.types[position].conformances.contains("StoreType") { return true }
        return call(on: property, in: screen, named: ["dispatch", "send"]) != nil && named.hasSuffix("Store")
    }

    /// A screen's sign of a store the tree does not declare: it holds `Store<…>`, subscribes as a
    /// `StoreSubscriber`, or dispatches actions.
    private func storeSign(_ screen: Int) -> String? {
        let type = index.types[screen]
        for (offset, property) in type.storedProperties.enumerated() {
            guard let typeName = property.typeName, ["Store", "StoreOf", "ViewStore"].contains(typeName),
                  index.position(named: typeName, from: type.module, imports: type.imports) == nil else { continue }
            let path = offset < type.propertyPaths.count ? type.propertyPaths[offset] : ""
            return "holds \(property.name): \(typeName) (\(place(path, property.line)))"
        }
        if type.conformances.contains("StoreSubscriber") { return "subscribes to the store (StoreSubscriber)" }
        if let dispatch = type.calls.first(where: { $0.call.name == "dispatch" && $0.call.receiver != nil }) {
            return "dispatches actions: \(describe(dispatch))"
        }
        if type.conformances.contains("StoryboardView") || type.methodShapes.contains(where: { $0.name == "bind" && $0.parameters.contains { $0?.hasSuffix("Reactor") == true } }) {
            return "binds a reactor (ReactorKit)"
        }
        return nil
    }

    /// Names the wiring contradicts: a `…Presenter` that drives no view interface is a helper;
    /// a `…Router` that navigates nothing plays no UI role.
    private mutating func demoteUnproven(_ candidates: [Int], presenters: Set<Int>) {
        for position in candidates where index.types[position].kind != .protocol && !ribParts.contains(position) {
            switch role(position) {
            case .presenter where !presenters.contains(position):
                // A presenter of a logic-only tree holds a view interface no screen here implements.
                let drivesInterface = held(position).contains { held in
                    held.via != nil && (implementers[held.via!]?.isEmpty ?? true)
                        && (Role.suggested(byName: name(held.via!), isProtocol: true) == .viewProtocol)
                }
                // Held by a screen (VIPER's `eventHandler`), it stays a presenter unless it presents
                // things itself (an alert presenter).
                let presentsItself = index.types[position].calls.contains { Self.navigationCalls.contains($0.call.name) }
                    || index.types[position].calls.contains { $0.call.name == "UIAlertController" }
                if !drivesInterface, !heldByScreens.contains(position) || presentsItself { index.assign(.childController, at: position) }
            case .router where !navigates(position):
                index.assign(nil, at: position)
            default:
                break
            }
        }
    }

    /// A type (no screen) that builds two or more of a pattern's parts and screens is a builder.
    private mutating func proveBuilders(_ candidates: [Int]) {
        for position in candidates where !isScreen(position) && [nil, .builder, .childController, .model].contains(role(position)) {
            let type = index.types[position]
            var built: Set<Int> = []
            for entry in type.calls where entry.call.isConstruction {
                guard let target = index.position(named: entry.call.name, from: type.module, imports: type.imports) else { continue }
                if isScreen(target) || [.presenter, .interactor, .router, .viewModel].contains(role(target)) { built.insert(target) }
            }
            if built.count >= 2, built.contains(where: { [.presenter, .interactor, .router].contains(role($0)) }) {
                index.assign(.builder, at: position)
            }
        }
    }

    /// Reducers that are no method named `reduce`: a ReactorKit `Reactor`, and the module's
    /// free functions `(State, Action) -> State` (hand-written Redux, ReSwift).
    private mutating func proveReducers(_ candidates: [Int]) {
        for position in candidates where index.types[position].conformances.contains("Reactor") && index.types[position].kind != .protocol {
            index.assign(.reducer, at: position)
            record("mvi", in: index.types[position].module, "\(name(position)) is a ReactorKit reactor (mutate, reduce)", as: "reducers")
        }
    }

    /// Hand-written reducers: free functions taking an action and returning state, per module.
    mutating func readFreeReducers(_ files: [ModuleFile]) {
        for file in files where !file.module.isTest {
            for function in file.facts.functions {
                let takesAction = function.parameters.contains { $0.map { $0 == "Action" || $0.hasSuffix("Action") || $0.hasSuffix("Actions") } ?? false }
                guard takesAction, let returned = function.returns, returned.hasSuffix("State") || function.parameters.contains(where: { $0 == returned }) else { continue }
                record("mvi", in: file.module.name, "\(function.name)(…) -> \(returned), a reducer (\(place(file.facts.path, function.location.line)))", as: "reducers")
            }
        }
    }
}
