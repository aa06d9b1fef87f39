import TerminalUI

/// One pattern's entry point, which the catalog calls: builds the first screen of each demo. Every
/// pattern implements every demo (the return type says so). Each pattern target has exactly one
/// (`MVCEntryPoint`, `VIPEREntryPoint`, …).
public protocol PatternEntryPoint: Sendable {
    /// Which pattern this is.
    static var pattern: PatternID { get }

    /// The first view controller of `demo`, ready to push on a navigation controller.
    @MainActor static func makeViewController(for demo: DemoID, context: DemoContext) -> ViewController
}
