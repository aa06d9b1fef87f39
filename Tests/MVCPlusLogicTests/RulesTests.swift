import Foundation
import Testing

/// The MVC+ rules the compiler cannot state by itself, checked on the sources: scene
/// controllers and view models never see a view, and only the base controllers hold a template.
@Suite("MVC+ rules")
struct RulesTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    static func swiftFiles(in target: String) throws -> [(name: String, text: String)] {
        let root = sources.appendingPathComponent(target)
        let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        return try enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.map {
            ($0.path.replacingOccurrences(of: root.path + "/", with: ""), try String(contentsOf: $0, encoding: .utf8))
        }
    }

    @Test("scene controllers, models and view models import no UI: no toolkit, no scene views, no templates")
    func logicSeesNoView() throws {
        let files = try Self.swiftFiles(in: "MVCPlusLogic") + Self.swiftFiles(in: "MVCPlusKit")
        #expect(files.count > 5)
        for file in files {
            for line in file.text.split(separator: "\n") where line.hasPrefix("import ") {
                // The platform's C library is no UI (`mvx mutate` adds a file that reads the environment).
                #expect(["import Domain", "import MVCPlusKit", "import Observation", "import Glibc", "import Musl", "import Darwin"]
                            .contains(String(line)),
                        "\(file.name): \(line)")
            }
            #expect(!file.text.contains("Template"), "\(file.name) names a template")
        }
    }

    @Test("only the screen factory makes templates, and only the base controllers hold one")
    func onlyTheBaseControllerHoldsTheTemplate() throws {
        let screens = try #require(Self.swiftFiles(in: "MVCPlus").first { $0.name == "Support/Screens.swift" })
        #expect(screens.text.contains("CounterTemplate.init(channel:)"), "the check below looks for the form Screens uses")
        for file in try Self.swiftFiles(in: "MVCPlus") {
            let makesTemplate = file.text.range(of: #"[A-Za-z]+Template(\.init)?\(channel:"#, options: .regularExpression) != nil
            #expect(!makesTemplate || file.name == "Support/Screens.swift", "\(file.name) makes a template")
            let holdsTemplate = file.text.contains("var template:")
            #expect(!holdsTemplate || file.name == "Support/TemplateViewController.swift", "\(file.name) holds a template")
        }
    }
}
