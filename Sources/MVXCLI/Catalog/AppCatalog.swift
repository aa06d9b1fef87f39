import Domain
import PatternKit
import TerminalUI

/// Which pattern implements which demo, and how to build its first screen.
@MainActor
struct AppCatalog {
    /// Every pattern module linked into the app, by pattern.
    let modules: [PatternID: any PatternModule.Type]
    let context: DemoContext

    var strings: CatalogStrings { CatalogStrings(context.language) }

    init(context: DemoContext, modules: [any PatternModule.Type] = PatternRegistry.modules) {
        self.context = context
        self.modules = Dictionary(modules.map { ($0.pattern, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func implements(_ pattern: PatternID, _ demo: DemoID) -> Bool {
        modules[pattern]?.demos.contains(demo) ?? false
    }

    func makeViewController(_ pattern: PatternID, _ demo: DemoID) -> ViewController? {
        guard implements(pattern, demo) else { return nil }
        return modules[pattern]?.makeViewController(for: demo, context: context)
    }

    /// The navigation stack the app opens with: the catalog, then `pattern`'s demos, then `demo`.
    func initialStack(pattern: PatternID?, demo: DemoID?) -> [ViewController] {
        var stack: [ViewController] = [CatalogViewController(catalog: self)]
        if let pattern {
            stack.append(DemoListViewController(pattern: pattern, catalog: self))
            if let demo, let screen = makeViewController(pattern, demo) { stack.append(screen) }
        }
        return stack
    }
}
