import AcceptanceSupport
import MVXApp
import PatternKit
import Testing

@Suite struct AcceptancePatternsTests {
    @Test func unsetOrEmptyRunsEveryPattern() {
        #expect(AcceptancePatterns.selected(from: nil) == PatternRegistry.patterns)
        #expect(AcceptancePatterns.selected(from: " ") == PatternRegistry.patterns)
    }

    @Test func namedPatternsRunInCatalogOrder() {
        #expect(AcceptancePatterns.selected(from: "viper, mvp") == [.mvp, .viper])
        #expect(AcceptancePatterns.selected(from: "mvc-plus") == [.mvcPlus])
    }
}
