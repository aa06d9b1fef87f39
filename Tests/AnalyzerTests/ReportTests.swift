import Foundation
import Testing
@testable import Analyzer

@Suite("Types, smells and the report's formats")
struct ReportTests {
    static let split: [String: String] = [
        "App/Big.swift": "final class Big: Base {\n    var a = 1\n    func one() {}\n}",
        "App/Big+Two.swift": "extension Big: Codable {\n    func two() {}\n}",
        "App/Big+Three.swift": "extension Big {\n    func three() {}\n    func four() {}\n}",
        "App/String+Trim.swift": "extension String {\n    var trimmed: String { self }\n}",
        "App/Small.swift": "struct Small {}",
    ]

    @Test func aTypeSplitOverExtensionFilesIsOneType() throws {
        let report = Analyzer().analyze(sources: Self.split)
        let big = try #require(report.types.first)
        #expect(big.name == "Big")
        #expect(big.lines == 4 + 3 + 4)
        #expect(big.files == 3 && big.extensions == 2 && big.methods == 4 && big.storedProperties == 1)
        #expect(big.conformances == ["Base", "Codable"])
        #expect(report.types.map(\.lines) == report.types.map(\.lines).sorted(by: >))
        let string = try #require(report.types.first { $0.name == "String" })
        #expect(string.kind == "extension")
        #expect(report.modules.first?.types == 2)   // Big and Small: String is not the tree's
    }

    @Test func largeTypesSingletonsAndProtocolTypedDependencies() {
        let body = (0..<501).map { "    var p\($0) = \($0)" }.joined(separator: "\n")
        let report = Analyzer().analyze(sources: [
            "App/Huge.swift": "final class Huge {\n\(body)\n}",
            "App/Deps.swift": """
                protocol Clock {}
                final class Network { static let shared = Network() }
                struct Point {}
                final class Screen {
                    let clock: any Clock
                    let network = Network.shared
                    let network2: Network
                    let origin: Point
                    init(clock: any Clock, network: Network) { self.clock = clock; network2 = network; origin = Point() }
                }
                """,
        ])
        #expect(report.smells.largeTypes == [NamedCount(name: "Huge", count: 503)])
        #expect(report.smells.singletons == ["Network.shared"])
        #expect(report.smells.globalAccesses == [NamedCount(name: "Network.shared", count: 1)])
        // clock (a protocol) and network2 (a class); `network`'s type is not written, `origin` is a value.
        #expect(report.smells.protocolTypedDependencies == 1 && report.smells.concreteDependencies == 1)
        #expect(report.smells.protocolDependencyShare == 0.5)
    }

    @Test func jsonHasTheDocumentedShape() throws {
        let text = ReportFormat.json.render(Analyzer().analyze(sources: Self.split))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(Set(object.keys).isSuperset(of: ["files", "lines", "seconds", "pattern", "modules", "types"]))
        #expect(object["files"] as? Int == 5)
        #expect(object["lines"] as? Int == 15)
        let pattern = try #require(object["pattern"] as? [String: Any])
        #expect(Set(pattern.keys) == ["guess", "confidence", "evidence"])
        let module = try #require((object["modules"] as? [[String: Any]])?.first)
        #expect(Set(module.keys).isSuperset(of: ["name", "types", "lines", "ca", "ce", "instability", "abstractness", "distance", "pattern"]))
        let type = try #require((object["types"] as? [[String: Any]])?.first)
        #expect(Set(type.keys).isSuperset(of: ["name", "kind", "lines", "files", "extensions"]))
        #expect(try JSONDecoder().decode(AnalysisReport.self, from: Data(text.utf8)).types.first?.name == "Big")
    }

    @Test func textAndMarkdownNameTheGuessModulesAndLargestTypes() {
        let report = Analyzer().analyze(sources: Self.split, name: "Split")
        let text = ReportFormat.text.render(report)
        #expect(text.hasPrefix("Split: 5 files, 15 code lines, 1 modules"))
        #expect(text.contains("Pattern: unknown"))
        #expect(text.contains("  Big "))
        let markdown = ReportFormat.md.render(report)
        #expect(markdown.contains("| `Big` | App | class | 11 | 3 | 2 | 4 | 1 |"))
    }
}

@Suite("Which files are read")
struct SourceTreeTests {
    @Test func buildDependencyAndHiddenFoldersAreSkippedAndManifestsReadApart() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("analyzer-tree-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["Sources/A/a.swift", "Sources/A/notes.md", ".build/x.swift", ".build-coverage/y.swift", "Pods/P/p.swift",
                     "DerivedData/d.swift", "Package.swift", "Sub/Package.swift", "Sub/Sources/B/b.swift"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "struct S {}".write(to: url, atomically: true, encoding: .utf8)
        }
        let tree = try SourceTree(scanning: root)
        #expect(tree.files == ["Sources/A/a.swift", "Sub/Sources/B/b.swift"])
        #expect(tree.manifests == ["Package.swift", "Sub/Package.swift"])
    }

    @Test func aMissingPathIsAClearError() {
        #expect(throws: AnalyzerError.notFound(path: "/no/such/folder")) {
            try SourceTree(scanning: URL(fileURLWithPath: "/no/such/folder"))
        }
    }
}
