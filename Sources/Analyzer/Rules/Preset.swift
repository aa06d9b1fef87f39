/// A pattern's own rules, as its sources state them, ready to check: `mvx analyze --preset mvvm`,
/// or `preset: mvvm` in `.mvx-analyze.yml` beside a team's own rules. Each rule says why (the
/// pattern's source) and how to mend a violation.
///
/// The rules name roles as the analyzer proves them (a presenter is what drives a view
/// interface a screen implements, whatever it is called) and the UI toolkit as the layer
/// `toolkit` — `UIKit`, `AppKit`, `SwiftUI`, `WatchKit` and `TVUIKit` unless the team's rules
/// declare `layer toolkit = …` themselves (MVX's patterns add `TerminalUI`). A preset's rule that
/// names nothing in the tree — view models in an app without any, a toolkit nobody imports — is
/// skipped and said, never an error.
public struct Preset: Sendable, Equatable {
    /// `mvvm`, as `--preset` takes it.
    public var name: String
    /// What the preset checks, in a line.
    public var title: String
    /// Where its rules come from.
    public var sources: String
    /// The rules, in the rules language (``LayerRules``), with their `why:` and `fix:` lines.
    public var text: String

    /// The toolkit layer a preset assumes when the team declares none.
    public static let defaultToolkit = ["UIKit", "AppKit", "SwiftUI", "WatchKit", "TVUIKit"]

    /// The preset called `name` (case ignored), if any.
    public static func named(_ name: String) -> Preset? {
        all.first { $0.name == name.lowercased() }
    }

    /// The presets named, each once, in order. A name that is none throws ``UnknownPreset``,
    /// which names the nearest preset and lists them all.
    public static func named(_ names: [String]) throws(UnknownPreset) -> [Preset] {
        var found: [Preset] = []
        for name in names {
            guard let preset = named(name) else { throw UnknownPreset(name: name) }
            if !found.contains(preset) { found.append(preset) }
        }
        return found
    }

    /// Every preset, by name.
    public static let all: [Preset] = [mvc, mvp, mvvm, mvi, viper, vip, mv]

    static let mvc = Preset(
        name: "mvc", title: "Model-View-Controller: models know nothing of controllers and views",
        sources: "Apple, “Model-View-Controller” (Cocoa Core Competencies); Apple's Cocoa design patterns guide",
        text: """
        models may not depend on screens, view controllers
          why: in Cocoa MVC a model object knows nothing of the controllers and views that show it; it announces its changes and a controller updates the view
          fix: announce the change (a delegate, a notification, an observation) and let the view controller update the screen
        models may not import toolkit
          why: model objects hold the app's data and logic apart from its interface, so that they carry over to another interface
          fix: move what needs the toolkit into the view controller or a view
        services may not depend on screens, view controllers
          why: the model layer (services included) is reused by every screen; it cannot reach back into one
          fix: hand results back through a completion, a delegate or an async return, and let the caller update its screen
        """
    )

    static let mvp = Preset(
        name: "mvp", title: "Model-View-Presenter: the presenter drives a passive view through its interface",
        sources: "Martin Fowler, “Passive View” and “Supervising Controller”; the iOS MVP articles (Bohdan Orlov, “iOS Architecture Patterns”)",
        text: """
        presenters may not import toolkit
          why: the presenter holds the screen's logic in plain code, so that it runs and is tested without the UI
          fix: give the view interface a method for what the toolkit does (show, reload) and call that
        presenters may not depend on screens, view controllers
          why: the presenter talks to its view only through the view interface the screen implements, so a test can stand in for the screen
          fix: declare a view protocol, have the view controller implement it, and hold that (weakly) in the presenter
        screens may not depend on services
          why: the view is passive: it forwards the user's events to its presenter, and the presenter talks to the model
          fix: move the call into the presenter and have the screen call a presenter method
        """
    )

    static let mvvm = Preset(
        name: "mvvm", title: "Model-View-ViewModel: view models expose state the view binds to, and know no view",
        sources: "John Gossman, “Introduction to Model/View/ViewModel pattern”; Kickstarter ios-oss view models; Apple, Observation",
        text: """
        view models may not import toolkit
          why: a view model is the screen's state and logic without the UI, so that it runs and is tested without the toolkit
          fix: expose plain values (strings, flags, lists) and let the view turn them into views
        view models may not depend on screens, view controllers
          why: the view binds to the view model; the view model never knows the view that shows it
          fix: expose state the view observes (Observation, a publisher, a callback) instead of calling the view
        view models may not call present, pushViewController, dismiss, popViewController, performSegue, showDetailViewController
          why: navigation is the view's (or a coordinator's) job; a view model only says that it should happen
          fix: expose a route or an event the view (or a coordinator) observes, and navigate there
        screens may not depend on services
          why: the view talks to its view model, and the view model to the model
          fix: move the call into the view model and bind the screen to its result
        """
    )

    static let mvi = Preset(
        name: "mvi", title: "Unidirectional data flow (MVI, TCA, Redux): pure reducers, a store that runs them",
        sources: "Point-Free, The Composable Architecture; Redux, “Three Principles”; Hannes Dorfmann, “MVI”",
        text: """
        reducers may not call URLSession.shared, FileManager.default, UserDefaults.standard, NotificationCenter.default, DispatchQueue.main
          why: reducers are pure: the outside world is reached only through effects and injected dependencies, so that the same action on the same state gives the same result
          fix: return an effect that uses an injected client (a dependency), and send its result back as an action
        reducers may not depend on screens, view controllers
          why: state flows one way: the view sends actions and observes state; the reducer never knows who shows it
          fix: put what the view needs in the state, and let the view read it
        """
    )

    static let viper = Preset(
        name: "viper", title: "VIPER: view, interactor, presenter, entity and router, each behind a small protocol",
        sources: "Jeff Gilbert and Conrad Stoll, “Architecting iOS Apps with VIPER” (objc.io issue 13) and mutualmobile/VIPER-TODO",
        text: """
        only routers may call present, pushViewController, dismiss, popViewController, performSegue, setViewControllers, showDetailViewController
          why: in VIPER the wireframe (router) owns navigation; the other parts ask it to move
          fix: add a method to the router's protocol and have the presenter call it
        only builders, routers may create presenters, interactors, routers
          why: a module is assembled in one place (its builder, or its wireframe), so that each part depends only on the protocols of the others
          fix: create the parts in the module's builder and hand each the others' protocols
        interactors may not depend on presenters, screens, view controllers
          why: the interactor answers through its output protocol, which the presenter implements; it knows no presenter and no view
          fix: declare an output protocol, hold it (weakly) in the interactor, and have the presenter conform
        interactors may not import toolkit
          why: the interactor holds the use case's business logic, independent of any UI
          fix: return plain data through the output, and let the presenter prepare it for the view
        presenters may not depend on screens, view controllers
          why: the presenter drives the view through the view's protocol only
          fix: declare the view's protocol, have the view controller implement it, and hold that (weakly)
        entities may not depend on screens, view controllers, presenters, interactors, routers
          why: entities are plain model objects the interactor works on; they know nothing of the module around them
          fix: keep entities as plain data, and move behaviour that needs the module into the interactor
        entities may not import toolkit
          why: entities are plain model objects, used only by the interactor
          fix: move what needs the toolkit into the view
        """
    )

    static let vip = Preset(
        name: "vip", title: "Clean Swift (VIP): view controller → interactor → presenter → view controller, one way round",
        sources: "Raymond Law, Clean Swift (clean-swift.com) and its Xcode templates",
        text: """
        interactors may not depend on screens, view controllers
          why: the interactor receives requests and passes responses to the presenter through its presentation logic; it never talks to the view controller
          fix: pass a response to the presenter (`presenter?.presentSomething(response:)`) and let it format the view model
        interactors may not depend on presenters
          why: the interactor knows the presenter only as its presentation-logic protocol
          fix: hold the presenter as `XPresentationLogic` and call it through that
        presenters may not depend on screens, view controllers
          why: the presenter hands view models to the view controller through its display-logic protocol only
          fix: hold the view controller (weakly) as `XDisplayLogic` and call it through that
        only routers may call present, pushViewController, dismiss, popViewController, performSegue, setViewControllers, showDetailViewController
          why: in Clean Swift the router routes: it passes data and navigates between scenes
          fix: add a `routeToX` to the router's routing logic and call it from the view controller
        """
    )

    static let mv = Preset(
        name: "mv", title: "MV for SwiftUI: views own or observe models directly, with nothing between",
        sources: "Apple's SwiftUI sample code and “Managing model data in your app”; Mohammad Azam, “SwiftUI architecture: MV”",
        text: """
        models may not depend on screens, swiftui views, view controllers
          why: a model is observed by views; it never knows the views that read it
          fix: expose observable state (`@Observable`) and let the view read it
        models may not import UIKit, AppKit
          why: the model is the app's data and logic; views are SwiftUI's, and the model stays apart from any toolkit
          fix: keep platform types in the views
        swiftui views may not depend on view models, presenters
          why: in MV the view reads its model (from `@State`, `@Environment` or an argument) directly; there is no layer between
          fix: observe the model itself, and move presentation logic into the model or a small view
        """
    )
}

extension LayerRules {
    /// Adds `preset`'s rules after those already here; its rules name it as their source
    /// (`preset mvvm`). The `toolkit` layer is the preset's default unless declared already.
    public mutating func add(_ preset: Preset) {
        if layers["toolkit"] == nil {
            layers["toolkit"] = Layer(modules: Preset.defaultToolkit, line: 0, source: "preset \(preset.name)")
        }
        let first = rules.count
        // A preset's text is ours and parses: its tests prove it.
        try? append(text: preset.text, source: "preset \(preset.name)")
        for index in rules.indices.dropFirst(first) { rules[index].fromPreset = true }
        presets.append(preset.name)
    }
}

/// A preset name that is none of ``Preset/all``.
public struct UnknownPreset: Error, Equatable, CustomStringConvertible {
    /// The name as given.
    public var name: String

    /// `no preset `mvvn` — did you mean `mvvm`? (presets: mvc, mvp, …)`
    public var description: String {
        let known = Preset.all.map(\.name)
        let hint = Closest.name(to: name, among: known).map { " — did you mean `\($0)`?" } ?? ""
        return "no preset `\(name)`\(hint) (presets: \(known.joined(separator: ", ")))"
    }
}
