import Testing
@testable import Analyzer

@Suite("What one file says")
struct FactCollectorTests {
    static let source = """
        import Foundation
        import UIKit.UIView

        var retries = 3
        let limit = 5

        final class FeedViewController: UIViewController, FeedView {
            static let shared = FeedViewController()
            private let presenter: any FeedPresenting
            private var cache = ImageCache()
            weak var delegate: (any FeedDelegate)?
            var items: [Item] = [] { didSet { reload() } }
            var count: Int { items.count }
            lazy var formatter: DateFormatter = { let local = DateFormatter(); return local }()

            func viewDidLoad() {
                let data = URLSession.shared
                var local = 0
                _ = (data, local)
            }
            func reload() {}
        }
        """

    @Test func readsImportsGlobalsAndTheTypesShape() throws {
        let facts = FactCollector.facts(path: "Feed.swift", text: Self.source)
        #expect(facts.imports == ["Foundation", "UIKit"])
        #expect(facts.globalVariables == 1)
        let feed = try #require(facts.declarations.first { $0.name == "FeedViewController" })
        #expect(feed.kind == .class)
        #expect(feed.inherited == ["UIViewController", "FeedView"])
        #expect(feed.methods == 2)
        #expect(feed.methodNames == ["viewDidLoad", "reload"])
        // Stored instance properties only: not the static one, not the computed `count`, not locals.
        #expect(feed.storedProperties == [
            StoredProperty(name: "presenter", typeName: "FeedPresenting", line: 9),
            StoredProperty(name: "cache", typeName: "ImageCache", line: 10),
            StoredProperty(name: "delegate", typeName: "FeedDelegate", isWeak: true, line: 11),
            StoredProperty(name: "items", typeName: nil, isObserved: true, line: 12),
            StoredProperty(name: "formatter", typeName: "DateFormatter", line: 14),
        ])
        #expect(feed.singletonDeclarations == ["shared"])
        #expect(feed.globalAccesses == ["URLSession.shared"])
        #expect(feed.references.isSuperset(of: ["URLSession", "ImageCache", "FeedPresenting", "DateFormatter"]))
    }

    @Test func extensionsAreNamedByTheTypeTheyExtendWithoutGenerics() {
        let source = """
            extension Array<Int> {}
            extension Outer.Inner: Equatable {}
            """
        let facts = FactCollector.facts(path: "Ext.swift", text: source)
        #expect(facts.declarations.map(\.name) == ["Array", "Outer.Inner"])
        #expect(facts.declarations.allSatisfy { $0.kind == .extension })
        #expect(facts.declarations[1].inherited == ["Equatable"])
    }

    @Test func bindingCallsAndAttributesAreKept() throws {
        let source = """
            @Observable final class CounterViewModel {
                var value = 0
                func start() { withObservationTracking { _ = value } onChange: {} }
            }
            """
        let model = try #require(FactCollector.facts(path: "VM.swift", text: source).declarations.first)
        #expect(model.attributes.contains("Observable"))
        #expect(model.bindingCalls == ["withObservationTracking"])
    }
}
