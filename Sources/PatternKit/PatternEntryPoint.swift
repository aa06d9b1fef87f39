import TerminalUI

/// One pattern's entry point, which the catalog calls: builds the first screen of each demo the
/// pattern implements. Each pattern target has exactly one (`MVCEntryPoint`, `VIPEREntryPoint`, …).
public protocol PatternEntryPoint: Sendable {
    /// Which pattern this is.
    static var pattern: PatternID { get }

    /// The demos this pattern implements; the catalog shows the others as "coming".
    static var demos: Set<DemoID> { get }

    /// The first view controller of `demo`, ready to push on a navigation controller.
    @MainActor static func makeViewController(for demo: DemoID, context: DemoContext) -> ViewController?
}
