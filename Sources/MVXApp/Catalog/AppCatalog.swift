import Domain
import PatternKit
import TerminalUI

/// The patterns linked into the app, and how to build the first screen of each one's demos.
@MainActor
struct AppCatalog {
    /// The smallest terminal every demo can be used in, in both languages (a profile header
    /// with its buttons, a two-button alert, the Add form); below it the app says so.
    static let minimumTerminalSize = Size(width: 32, height: 10)

    /// Every pattern linked into the app, by pattern.
    let entryPoints: [PatternID: any PatternEntryPoint.Type]
    let context: DemoContext

    var strings: CatalogStrings { CatalogStrings(context.language) }

    init(context: DemoContext, entryPoints: [any PatternEntryPoint.Type] = PatternRegistry.entryPoints) {
        self.context = context
        self.entryPoints = Dictionary(entryPoints.map { ($0.pattern, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The first screen of `pattern`'s `demo`, or `nil` when that pattern is not linked in.
    func makeViewController(_ pattern: PatternID, _ demo: DemoID) -> ViewController? {
        entryPoints[pattern]?.makeViewController(for: demo, context: context)
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
