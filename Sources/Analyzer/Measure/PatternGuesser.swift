/// Guesses which UI pattern a module follows, and the whole tree, from the roles its types play,
/// who holds whom, and binding and reducer shapes. Every point it scores is said in `evidence`.
struct PatternGuesser {
    static let patterns = ["massive-mvc", "mvc", "mvp", "mvvm", "mvi", "viper", "vip", "ribs", "mv", "mvc-plus"]
    /// A module's guess when it has no screens and too little of a pattern's logic to follow one
    /// (see ``guess(module:)``); never part of the tree's guess.
    static let noUI = "no-ui"
    /// Property wrappers through which a SwiftUI view observes an object.
    static let observingWrappers: Set<String> = ["ObservedObject", "StateObject", "Bindable", "Environment", "EnvironmentObject", "State"]

    let index: TypeIndex
    let smells: SmellFinder
    /// Who holds, calls and observes whom: the chains each module shows.
    var wiring: Wiring? = nil

    /// What one module's types say.
    private struct Signs {
        var roles: [Role: Int] = [:]
        var screens: [MergedType] = []
        /// Role → screens (view controllers, SwiftUI views) holding one (a stored property of that role's type).
        var held: [Role: Int] = [:]
        var screensDoingIO = 0
        /// Screens that reach networking or storage themselves, and screens that hold what does it.
        var screensDoingIODirectly = 0, screensHandingIOOut = 0
        var binding: Set<String> = []
        var actionEnums = 0
        var conformsToViewProtocols = 0
        /// Code lines of the types that play a role, and of all the module's types.
        var roleLines = 0, typeLines = 0
        /// Code lines of the types that are a pattern's parts (``Role/isPatternPart``), nested
        /// ones counted in their outermost such type.
        var patternLines = 0, patternParts = 0
    }

    private func signs(of module: String) -> Signs {
        var signs = Signs()
        for type in index.types where type.module == module && type.isDeclared {
            let topLevel = !type.name.contains(".")
            if topLevel { signs.typeLines += type.lines }
            if let role = type.role {
                signs.roles[role, default: 0] += 1
                if topLevel { signs.roleLines += type.lines }
                if role.isPatternPart {
                    signs.patternParts += 1
                    if !hasPatternPartAbove(type) { signs.patternLines += type.lines }
                }
            }
            if type.kind == .enum, type.simpleName == "Action" || type.simpleName.hasSuffix("Action") { signs.actionEnums += 1 }
            for attribute in type.attributes where ["Observable", "Published", "ObservationTracked"].contains(attribute) {
                signs.binding.insert("@\(attribute)")
            }
            if type.conformances.contains("ObservableObject") { signs.binding.insert("ObservableObject") }
            for call in type.bindingCalls where ["withObservationTracking", "sink", "bind", "drive", "subscribe"].contains(call) {
                signs.binding.insert("\(call)(…)")
            }
            guard type.role?.isScreen == true else { continue }
            signs.screens.append(type)
            if smells.ioReasons(type) != nil { signs.screensDoingIO += 1 }
            if !smells.directIOReasons(type).isEmpty { signs.screensDoingIODirectly += 1 }
            if smells.handsIOOut(type) { signs.screensHandingIOOut += 1 }
            var roles: Set<Role> = []
            for property in type.storedProperties {
                guard let name = property.typeName else { continue }
                let held = index.type(named: name, from: module, imports: type.imports)
                if let role = held?.role ?? Role.suggested(byName: name) { roles.insert(role) }
                if vendedByViewModel(property, held: held, from: module, imports: type.imports) { roles.insert(.viewModel) }
            }
            for role in roles { signs.held[role, default: 0] += 1 }
            if type.conformances.contains(where: { conformance in
                let held = index.type(named: conformance, from: module, imports: type.imports)
                return held?.role == .viewProtocol
            }) { signs.conformsToViewProtocols += 1 }
        }
        return signs
    }

    /// Whether a nested type's enclosing types include a pattern part (its lines count there).
    private func hasPatternPartAbove(_ type: MergedType) -> Bool {
        var enclosing = type.enclosingName
        while !enclosing.isEmpty {
            if index.type(named: enclosing, from: type.module, imports: [])?.role?.isPatternPart == true { return true }
            enclosing = enclosing.split(separator: ".").dropLast().joined(separator: ".")
        }
        return false
    }

    /// Whether a screen's property observes an object a view model vends: through a property
    /// wrapper (`@ObservedObject var context: RoomViewModel.Context`, `@Environment(…)`), a type
    /// nested in a view model, or in a type whose name says view model.
    private func vendedByViewModel(_ property: StoredProperty, held: MergedType?, from module: String, imports: Set<String>) -> Bool {
        guard property.attributes.contains(where: Self.observingWrappers.contains) else { return false }
        let owner = property.typeOwner ?? held.map(\.enclosingName).flatMap { $0.isEmpty ? nil : $0 }
        guard let owner else { return false }
        let simple = owner.split(separator: ".").last.map(String.init) ?? owner
        let ownerType = index.type(named: owner, from: module, imports: imports) ?? index.type(named: simple, from: module, imports: imports)
        return (ownerType?.role ?? Role.suggested(byName: simple)) == .viewModel
    }

    func guess(module: String) -> PatternGuess {
        let signs = signs(of: module)
        // No screens: a logic target is guessed from its pattern parts only when they are most
        // of it (two or more, holding half its type code or more, as MVX's presenter and view
        // model targets); one `…Presenter` or URL router in a networking module says nothing.
        if signs.screens.isEmpty, signs.patternParts < 2 || signs.patternLines * 2 < signs.typeLines {
            let parts = signs.patternParts == 0 ? "no presenters, view models, reducers or routers"
                : "\(signs.patternParts) pattern parts holding \(signs.typeLines == 0 ? 0 : Int((Double(signs.patternLines) / Double(signs.typeLines) * 100).rounded()))% of its type code"
            return PatternGuess(guess: Self.noUI, confidence: 0, evidence: ["no screens (view controllers, SwiftUI views); \(parts)"])
        }
        var score: [String: Double] = [:]
        var evidence: [String: [String]] = [:]
        func add(_ pattern: String, _ points: Double, _ why: String) {
            score[pattern, default: 0] += points
            evidence[pattern, default: []].append(why)
        }
        func count(_ role: Role) -> Int { signs.roles[role] ?? 0 }
        func held(_ role: Role) -> Int { signs.held[role] ?? 0 }
        let vcs = signs.screens.count
        let wired = wiring?.counts[module] ?? [:]
        func chains(_ pattern: String) -> [String] { (wiring?.chains[module] ?? []).filter { $0.pattern == pattern }.map(\.text) }
        func wiredCount(_ key: String) -> Int { wired[key] ?? 0 }
        // A sign weighs by how much of the module shows it: four presenters beside 245 screens
        // say little, one per screen says MVP. A module without screens (a logic target) shows
        // it fully.
        func per(_ count: Int) -> Double { vcs == 0 ? (count > 0 ? 1 : 0) : min(1, Double(count) / Double(vcs)) }
        // View templates alone are no sign (CarPlay has templates too): scene controllers are.
        let mvcPlus = count(.sceneController) + held(.sceneController) + (index.declares("SceneController", in: module) ? 1 : 0)
        // Routers alone make no VIPER (an MVP app may route); interactors do. A VIP loop or a
        // RIBs tree takes the interactors', routers' and builders' points for its own.
        // Interactors here, or screens whose presenters (in a logic target) hold them.
        let viperShape = count(.interactor) > 0 || wiredCount("viper") > 0 || wiredCount("vip") > 0
        // Clean Swift's own words for its protocols break the tie between VIPER and VIP when the
        // loop is wired in a way the facts do not show (bindings made in a configurator).
        let cleanSwiftWords = index.types.count { type in
            type.module == module && type.kind == .protocol
                && ["DisplayLogic", "BusinessLogic", "PresentationLogic"].contains { type.simpleName.hasSuffix($0) }
        }
        let family = wiredCount("ribs") > 0 ? "ribs" : wiredCount("vip") > 0 || cleanSwiftWords >= 2 ? "vip" : "viper"

        // What the wiring shows first: each chain is a screen (or a logic part) wired the pattern's way.
        for pattern in ["mvp", "viper", "vip", "mvvm", "mvi", "mv", "ribs"] where wiredCount(pattern) > 0 {
            let shown = chains(pattern)
            let more = wiredCount(pattern) > shown.count ? " (and \(wiredCount(pattern) - shown.count) more)" : ""
            add(pattern, 4 * per(wiredCount(pattern)), "wired: " + shown.joined(separator: " · ") + more)
        }
        if wiredCount("reducers") > 0 {
            add("mvi", 3 * per(wiredCount("reducers")), "\(wiredCount("reducers")) reducers wired by shape: " + chains("mvi").filter { $0.contains("reducer") }.joined(separator: " · "))
        }
        if wiredCount("mvc") > 0, score.isEmpty {
            add("mvc", 2 * per(wiredCount("mvc")), "wired: " + chains("mvc").joined(separator: " · "))
        }

        if count(.interactor) > 0 { add(family, 3 * per(count(.interactor)), "\(count(.interactor)) interactors") }
        if family == "vip", cleanSwiftWords >= 2 { add("vip", 1, "\(cleanSwiftWords) display, business and presentation logic protocols (Clean Swift's names)") }
        if viperShape, count(.router) > 0 { add(family, 2 * per(count(.router)), "\(count(.router)) routers or wireframes") }
        if viperShape, count(.builder) > 0 { add(family, per(count(.builder)), "\(count(.builder)) module builders") }
        if viperShape, count(.presenter) + held(.presenter) > 0 {
            add(family, per(count(.presenter) + held(.presenter)), "presenters beside interactors")
        }

        if !viperShape, count(.presenter) > 0 { add("mvp", 3 * per(count(.presenter)), "\(count(.presenter)) presenters") }
        if !viperShape, held(.presenter) > 0 { add("mvp", 3 * per(held(.presenter)), "\(held(.presenter)) of \(vcs) screens hold a presenter") }
        if !viperShape, count(.viewProtocol) > 0, count(.presenter) + held(.presenter) > 0 {
            add("mvp", 2 * per(count(.viewProtocol)), "\(count(.viewProtocol)) view protocols")
        }
        if !viperShape, signs.conformsToViewProtocols > 0 {
            add("mvp", per(signs.conformsToViewProtocols), "\(signs.conformsToViewProtocols) screens implement a view protocol")
        }

        if mvcPlus > 0 {
            let parts = [(count(.sceneController), "scene controllers"), (held(.sceneController), "screens holding a scene controller"),
                         (count(.template), "view templates")]
                .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
            add("mvc-plus", 4 * per(max(count(.sceneController), held(.sceneController), 1)),
                parts.isEmpty ? "declares the scene-controller protocol" : parts.joined(separator: ", "))
            if count(.viewModel) > 0 { add("mvc-plus", per(count(.viewModel)), "view models beside scene controllers") }
        } else {
            if count(.viewModel) > 0 { add("mvvm", 3 * per(count(.viewModel)), "\(count(.viewModel)) view models") }
            if held(.viewModel) > 0 { add("mvvm", 3 * per(held(.viewModel)), "\(held(.viewModel)) of \(vcs) screens hold a view model") }
            if !signs.binding.isEmpty, count(.viewModel) + held(.viewModel) > 0 {
                add("mvvm", 1, "bindings: \(signs.binding.sorted().joined(separator: ", "))")
            }
        }

        if count(.reducer) > 0 { add("mvi", 3 * per(count(.reducer)), "\(count(.reducer)) reducers (state, action, reduce)") }
        if held(.store) > 0 { add("mvi", 3 * per(held(.store)), "\(held(.store)) of \(vcs) screens hold a store") }
        if count(.store) > 0 { add("mvi", 2, "declares the store") }
        if signs.actionEnums > 0, count(.reducer) + held(.store) + count(.store) > 0 {
            add("mvi", per(signs.actionEnums), "\(signs.actionEnums) action enums")
        }

        // Plain and massive MVC: judged on the screens that hold none of the other patterns' roles.
        let patternHeld = held(.presenter) + held(.viewModel) + held(.store) + held(.sceneController) + wiredCount("mv") + wiredCount("vip")
        // SwiftUI screens wired the MV way are no controllers: MVC is judged on the others.
        let swiftUIScreens = signs.screens.count { $0.role == .swiftUIView }
        let uikitShare = vcs == 0 || wiredCount("mv") == 0 ? 1 : Double(vcs - swiftUIScreens) / Double(vcs)
        let plain = vcs == 0 ? 0 : max(0, 1 - Double(patternHeld) / Double(vcs)) * uikitShare
        let otherSigns = count(.presenter) + count(.viewModel) + count(.reducer) + count(.store) + mvcPlus + (viperShape ? 1 : 0)
        if vcs > 0, plain > 0, patternHeld > 0 || otherSigns == 0 {
            let helpers = count(.model) + count(.childController) + held(.model) + held(.childController)
            // The app's I/O starts in screens when some reach it themselves and none holds what
            // does it: the screens that load data do the work (the rest show what they are handed),
            // and the models beside them are data, not work handed out.
            let ioInScreens = signs.screensDoingIODirectly > 0 && signs.screensHandingIOOut == 0
            if count(.model) + held(.model) > 0 {
                add("mvc", (ioInScreens ? 1 : 2) * plain, "\(count(.model) + held(.model)) models or stores beside the screens")
            }
            if count(.childController) > 0 {
                add("mvc", 2 * plain * per(count(.childController)), "\(count(.childController)) helper controllers beside \(vcs) screens")
            }
            if helpers > 0, signs.screensDoingIO * 2 < vcs, !ioInScreens {
                add("mvc", plain, "\(vcs - signs.screensDoingIO) of \(vcs) screens leave I/O to others")
            }
            if signs.screensDoingIO * 2 >= vcs {
                add("massive-mvc", 2 * plain, "\(signs.screensDoingIO) of \(vcs) screens do networking or storage")
            } else if ioInScreens {
                add("massive-mvc", 3 * plain, "the screens that load data (\(signs.screensDoingIODirectly) of \(vcs)) reach networking or storage themselves; none holds what does it")
            }
            let largest = signs.screens.map(\.lines).max() ?? 0
            let mean = signs.screens.map(\.lines).reduce(0, +) / vcs
            if largest > 300 || mean > 150 { add("massive-mvc", 2 * plain, "screens of \(mean) lines on average, the largest \(largest)") }
            if helpers == 0, score["massive-mvc"] != nil {
                add("massive-mvc", plain, "no models, presenters, view models or helpers beside the screens")
            }
        }
        if score.isEmpty, vcs > 0 {
            let helpers = count(.model) + count(.childController) + held(.model) + held(.childController) + count(.service)
            if helpers == 0 {
                add("massive-mvc", 1, "\(vcs) screens holding nothing of the app's own: they do everything themselves")
            } else {
                add("mvc", 1, "\(vcs) screens beside \(helpers) models, services or helpers, and nothing of another pattern")
            }
        }
        var guess = Self.decide(score: score, evidence: evidence)
        if count(.coordinator) > 0, guess.guess != "unknown" {
            guess.traits = ["coordinators"]
            guess.evidence.append("\(count(.coordinator)) coordinators move between the screens")
        }
        // Signs in a corner of a large module say little about the module: the confidence
        // follows the share of its code in types that play a role (half or more counts fully).
        let coverage = signs.typeLines == 0 ? 0 : Double(signs.roleLines) / Double(signs.typeLines)
        if guess.guess != "unknown", coverage < 0.5 {
            guess.confidence = (guess.confidence * coverage * 2 * 100).rounded() / 100
            guess.evidence.append("types playing these roles hold \(Int((coverage * 100).rounded()))% of the module's type code")
            // Under 0.05 is a shrug: a toolkit's alert controller in a module of views names no pattern.
            if guess.confidence < 0.05 { guess.guess = "unknown"; guess.confidence = 0; guess.tiedWith = nil; guess.traits = nil }
        }
        return guess
    }

    /// The best-scoring pattern; confidence is its share of all points, damped when the points
    /// are few (four make a sure guess). Patterns scoring as much as the best are a tie: the
    /// guess is the first by name, `tiedWith` names the others, and the evidence says so first.
    static func decide(score: [String: Double], evidence: [String: [String]]) -> PatternGuess {
        let total = score.values.reduce(0, +)
        guard let best = score.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), best.value > 0 else {
            return PatternGuess(guess: "unknown", confidence: 0, evidence: [])
        }
        let confidence = best.value / total * min(1, best.value / 4)
        let tied = score.filter { $0.key != best.key && abs($0.value - best.value) < 1e-9 }.keys.sorted()
        var why = tied.isEmpty ? [] : ["a tie: \(([best.key] + tied).joined(separator: ", ")) score \(best.value.oneDecimal) each"]
        why += evidence[best.key] ?? []
        for (pattern, points) in score.sorted(by: { $0.value > $1.value }) where pattern != best.key {
            why.append("also \(pattern) (\(points.oneDecimal) against \(best.value.oneDecimal)): \(evidence[pattern, default: []].joined(separator: "; "))")
        }
        return PatternGuess(guess: best.key, confidence: (confidence * 100).rounded() / 100, evidence: why,
                            tiedWith: tied.isEmpty ? nil : tied)
    }

    /// The tree's guess: the pattern that most code lines of its guessed modules follow, each
    /// module's lines weighed by the confidence of its guess.
    static func overall(_ modules: [ModuleReport]) -> PatternGuess {
        var lines: [String: Int] = [:], members: [String: [ModuleReport]] = [:]
        for module in modules where !module.test && module.pattern.guess != "unknown" && module.pattern.guess != noUI {
            lines[module.pattern.guess, default: 0] += Int((Double(module.lines) * module.pattern.confidence).rounded())
            members[module.pattern.guess, default: []].append(module)
        }
        let total = lines.values.reduce(0, +)
        guard total > 0, let best = lines.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) else {
            return PatternGuess(
                guess: "unknown", confidence: 0,
                evidence: ["no module shows view controllers, presenters, view models, reducers or routers"]
            )
        }
        let group = members[best.key] ?? []
        let groupLines = group.map(\.lines).reduce(0, +)
        let meanConfidence = Double(best.value) / Double(max(1, groupLines))
        let share = Double(best.value) / Double(total)
        let tied = lines.filter { $0.key != best.key && $0.value == best.value }.keys.sorted()
        var evidence = tied.isEmpty ? [] : ["a tie: \(([best.key] + tied).joined(separator: ", ")) follow as many lines each"]
        evidence += share < 0.5 ? ["several patterns, none in most of the code: a catalog or a codebase in transition"] : []
        evidence += lines.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { pattern, count in
            let names = (members[pattern] ?? []).map(\.name).sorted().joined(separator: ", ")
            return "\(pattern): \(names) (\(count) lines weighed by confidence, \(Int((Double(count) / Double(total) * 100).rounded()))%)"
        }
        let traits = Set(modules.filter { !$0.test }.flatMap { $0.pattern.traits ?? [] }).sorted()
        return PatternGuess(guess: best.key, confidence: (share * meanConfidence * 100).rounded() / 100, evidence: evidence,
                            tiedWith: tied.isEmpty ? nil : tied, traits: traits.isEmpty ? nil : traits)
    }
}

extension Double {
    var oneDecimal: String { String((self * 10).rounded() / 10) }
}
