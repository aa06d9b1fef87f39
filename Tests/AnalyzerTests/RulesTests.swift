import Foundation
import Testing
@testable import Analyzer

@Suite("Layer rules")
struct RulesTests {
    static let app: [String: String] = [
        "Logic/ProfilePresenter.swift": "import Foundation\nimport UIKit\nfinal class ProfilePresenter { let client: APIClient? = nil }",
        "Logic/Formatting.swift": "import Foundation\nstruct Formatting {}",
        "Network/APIClient.swift": "import Foundation\nfinal class APIClient {}",
        "UI/ProfileViewController.swift": "import UIKit\nfinal class ProfileViewController: UIViewController { let presenter = ProfilePresenter() }",
        "LogicTests/FakePresenter.swift": "import UIKit\nfinal class FakePresenter {}",
    ]

    @Test func aLayerAModuleGlobAndARoleCanEachBeTheSubject() throws {
        let rules = try LayerRules(text: """
            # comments and blank lines are skipped

            layer Core = Logic, Network
            Core may not import UIKit   # a trailing comment
            *I may only import UIKit
            presenters may not depend on Network
            """)
        #expect(rules.rules.map(\.subject) == [.modules(["Logic", "Network"]), .modules(["*I"]), .role("presenters")])
        #expect(rules.rules.map(\.kind) == [.mayNotImport, .mayOnlyImport, .mayNotDependOn])
        #expect(rules.rules.map(\.line) == [4, 5, 6])

        let report = Analyzer().analyze(sources: Self.app, rules: rules)
        #expect(report.violations == [
            RuleViolation(
                rule: "Core may not import UIKit", ruleLine: 4, rulesFile: nil, file: "Logic/ProfilePresenter.swift",
                line: 2, column: 8, module: "UIKit", detail: "imports UIKit", baselined: false
            ),
            RuleViolation(
                rule: "presenters may not depend on Network", ruleLine: 6, rulesFile: nil, file: "Logic/ProfilePresenter.swift",
                line: 3, column: 44, module: "Network", detail: "ProfilePresenter mentions Network's APIClient", baselined: false
            ),
        ])
    }

    @Test func mayOnlyImportNamesEveryOtherImport() throws {
        let rules = try LayerRules(text: "Network may only import UIKit")
        let report = Analyzer().analyze(sources: Self.app, rules: rules)
        #expect(report.violations?.map(\.detail) == ["imports Foundation"])
    }

    @Test func aTestsFakePresenterIsNoPresenter() throws {
        let report = Analyzer().analyze(sources: Self.app, rules: try LayerRules(text: "presenters may not import UIKit"))
        #expect(report.violations?.map(\.file) == ["Logic/ProfilePresenter.swift"])
    }

    @Test func withoutRulesThereAreNoViolationsAtAllAndWithKeptRulesAnEmptyList() throws {
        #expect(Analyzer().analyze(sources: Self.app).violations == nil)
        #expect(Analyzer().analyze(sources: Self.app, rules: try LayerRules(text: "UI may not import SwiftUI")).violations == [])
    }

    @Test("a line it cannot read names the line", arguments: [
        ("Logic must not import UIKit", 1, "a rule says"),
        ("\nthe logic layer may not import UIKit", 2, "is no layer, module, role"),
        ("layer Core Logic", 1, "write `layer NAME"),
        ("Logic may not import ", 1, "name what comes after `may not import`"),
    ])
    func badLines(text: String, line: Int, reason: String) {
        #expect {
            try LayerRules(text: text)
        } throws: { error in
            guard let error = error as? RuleError else { return false }
            return error.line == line && error.reason.contains(reason)
        }
    }

    @Test func globs() {
        #expect(LayerRules.matches("MVVMViewModels", "MVVM*"))
        #expect(LayerRules.matches("MVVMViewModels", "*ViewModels"))
        #expect(LayerRules.matches("MVVMViewModels", "MV*Models"))
        #expect(!LayerRules.matches("MVVM", "MVVM*Models"))
        #expect(LayerRules.matches("UIKit", "UIKit") && !LayerRules.matches("UIKitX", "UIKit"))
    }
}

@Suite("The HTML page")
struct HTMLReportTests {
    @Test func oneSelfContainedPageWithThreeChartsAndNoScript() {
        let report = Analyzer().analyze(sources: RulesTests.app, name: "<My & App>")
        let page = ReportFormat.html.render(report)
        #expect(page.hasPrefix("<!doctype html>"))
        #expect(page.components(separatedBy: "<svg ").count - 1 == 3)
        #expect(!page.contains("<script"))
        #expect(!page.contains("http-equiv") && !page.contains("src=\""))   // nothing fetched
        #expect(page.contains("&lt;My &amp; App&gt;"))
        #expect(page.contains(">ProfilePresenter · Logic</text>"))
        #expect(page.contains("<title>UI → Logic: 1 types</title>"))
    }
}
