import Foundation
import Testing
@testable import Analyzer

/// The rules inside one target: role, type and file subjects; roles, types and calls as objects;
/// `only S may …`; folders free of cycles; each with its place.
@Suite("Architecture rules inside a target")
struct ArchitectureRulesTests {
    /// One app target: an MVVM screen whose view model holds its view controller (a fault), a
    /// VIPER-like feed whose view controller navigates and creates a presenter itself.
    static let app: [String: String] = [
        "App/Profile/ProfileViewController.swift": """
            import UIKit

            final class ProfileViewController: UIViewController, ProfileView {
                let viewModel = ProfileViewModel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewModel.onChange = { [weak self] in self?.render() }
                    URLSession.shared.dataTask(with: URL(string: "https://example.com")!).resume()
                    present(UIAlertController(), animated: true)
                }

                func render() {}
            }
            """,
        "App/Profile/ProfileViewModel.swift": """
            import Foundation

            protocol ProfileView: AnyObject { func render() }

            final class ProfileViewModel {
                var onChange: (() -> Void)?
                var title = "" { didSet { onChange?() } }
                weak var view: ProfileView?
                weak var screen: ProfileViewController?
                func load() { title = "Grace" }
            }
            """,
        "App/Feed/FeedViewController.swift": """
            import UIKit

            final class FeedViewController: UIViewController, FeedView {
                var presenter: FeedPresenter?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    presenter?.viewDidLoad()
                }

                func show(titles: [String]) {
                    let detail = DetailPresenter(view: nil)
                    navigationController?.pushViewController(UIViewController(), animated: true)
                    _ = detail
                }
            }
            """,
        "App/Feed/FeedPresenter.swift": """
            import Foundation

            protocol FeedView: AnyObject { func show(titles: [String]) }

            final class FeedPresenter {
                weak var view: FeedView?
                var router: FeedRouter?
                init(view: FeedView) { self.view = view }
                func viewDidLoad() { view?.show(titles: ["One"]) }
            }

            final class DetailPresenter {
                weak var view: FeedView?
                init(view: FeedView?) { self.view = view }
                func viewDidLoad() { view?.show(titles: []) }
            }
            """,
        "App/Feed/FeedRouter.swift": """
            import UIKit

            final class FeedRouter {
                weak var viewController: UIViewController?
                func openDetail() {
                    viewController?.navigationController?.pushViewController(UIViewController(), animated: true)
                }
            }
            """,
        "App/Feed/FeedBuilder.swift": """
            import UIKit

            enum FeedBuilder {
                static func build() -> UIViewController {
                    let view = FeedViewController()
                    let presenter = FeedPresenter(view: view)
                    let router = FeedRouter()
                    router.viewController = view
                    presenter.router = router
                    view.presenter = presenter
                    return view
                }
            }
            """,
    ]

    /// A line and a UTF-8 column.
    struct Place: Equatable { var line: Int; var column: Int }

    static func check(_ rules: String, sources: [String: String] = app) throws -> AnalysisReport {
        Analyzer().analyze(sources: sources, rules: try LayerRules(text: rules, source: "rules.txt"))
    }

    /// The 1-based line and UTF-8 column where `text` first starts in `file`.
    static func place(of text: String, in file: String, sources: [String: String] = app) throws -> Place {
        let source = try #require(sources[file])
        for (number, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: text) {
                return Place(line: number + 1, column: line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1)
            }
        }
        Issue.record("`\(text)` is not in \(file)")
        return Place(line: 0, column: 0)
    }

    @Test func theRolesAreTheWiringsAndBreakingARuleChangesNone() throws {
        let report = try Self.check("view models may not depend on view controllers")
        let roles = Dictionary(uniqueKeysWithValues: report.types.map { ($0.name, $0.role) })
        #expect(roles["ProfileViewModel"] == "viewModel", "a view model that holds its screen is still a view model")
        #expect(roles["FeedPresenter"] == "presenter")
        #expect(roles["FeedRouter"] == "router")
        #expect(roles["FeedBuilder"] == "builder")
    }

    @Test func aViewModelHoldingItsViewControllerBreaksTheRuleButItsViewInterfaceDoesNot() throws {
        let report = try Self.check("view models may not depend on view controllers")
        let place = try Self.place(of: "ProfileViewController?", in: "App/Profile/ProfileViewModel.swift")
        #expect(report.violations == [RuleViolation(
            rule: "view models may not depend on view controllers", ruleLine: 1, rulesFile: "rules.txt",
            file: "App/Profile/ProfileViewModel.swift", line: place.line, column: place.column,
            module: "ProfileViewController", detail: "ProfileViewModel mentions ProfileViewController, a view controller", baselined: false
        )])
    }

    @Test func aPlatformTypeIsAnObjectByMentionAlone() throws {
        let report = try Self.check("view controllers may not depend on URLSession")
        let place = try Self.place(of: "URLSession", in: "App/Profile/ProfileViewController.swift")
        #expect(report.violations?.map(\.detail) == ["ProfileViewController mentions URLSession"])
        #expect(report.violations?.map { Place(line: $0.line, column: $0.column) } == [place])
    }

    @Test func callsWithAndWithoutAReceiverEachWithTheirPlace() throws {
        let report = try Self.check("view controllers may not call present, URLSession.shared")
        let violations = try #require(report.violations)
        #expect(violations.map(\.detail).sorted() == [
            "ProfileViewController calls URLSession.shared.dataTask(…)",
            "ProfileViewController calls present(…)",
        ])
        let present = try Self.place(of: "present(", in: "App/Profile/ProfileViewController.swift")
        #expect(violations.contains { $0.line == present.line && $0.column == present.column && $0.module == "present" })
        let session = try Self.place(of: "URLSession.shared", in: "App/Profile/ProfileViewController.swift")
        #expect(violations.contains { $0.line == session.line && $0.column == session.column })
    }

    /// A view model that declares its own `dismiss()` (it sends an event the screen observes)
    /// calls that, not the toolkit's; `self.dismiss` the same; a call on another value still counts.
    @Test func aCallOfTheTypesOwnMethodIsNotTheToolkits() throws {
        let sources = Self.app.merging([
            "App/Settings/SettingsViewModel.swift": """
                final class SettingsViewModel {
                    var onDismiss: (() -> Void)?
                    weak var host: UIViewController?
                    func done() { dismiss(); self.dismiss() }
                    func close() { host?.dismiss(animated: true) }
                    func dismiss() { onDismiss?() }
                }
                """,
        ]) { $1 }
        let report = try Self.check("view models may not call dismiss", sources: sources)
        #expect(report.violations?.map(\.detail) == ["SettingsViewModel calls host.dismiss(…)"])
    }

    @Test func onlyRoutersMayNavigate() throws {
        let report = try Self.check("only routers may call pushViewController, present")
        let found = try #require(report.violations).map { "\($0.file) \($0.detail)" }.sorted()
        #expect(found == [
            "App/Feed/FeedViewController.swift FeedViewController calls navigationController.pushViewController(…)",
            "App/Profile/ProfileViewController.swift ProfileViewController calls present(…)",
        ])
    }

    @Test func onlyBuildersMayCreateTheParts() throws {
        let report = try Self.check("only builders may create presenters, routers")
        let place = try Self.place(of: "DetailPresenter(", in: "App/Feed/FeedViewController.swift")
        #expect(report.violations?.map(\.detail) == ["FeedViewController creates DetailPresenter, a presenter"])
        #expect(report.violations?.first.map { Place(line: $0.line, column: $0.column) } == place)
    }

    @Test func typesNamedAndFilesInAreSubjects() throws {
        let byName = try Self.check("types named *ViewModel may not depend on view controllers")
        #expect(byName.violations?.map(\.file) == ["App/Profile/ProfileViewModel.swift"])
        let byFolder = try Self.check("files in App/Feed/** may not depend on URLSession\nfiles in App/Profile/** may not call URLSession.shared")
        #expect(byFolder.violations?.map(\.file) == ["App/Profile/ProfileViewController.swift"])
        #expect(byFolder.violations?.first?.detail == "calls URLSession.shared.dataTask(…)")
    }

    @Test func foldersInACycleAreNamedWithAPlaceEachWay() throws {
        let sources = [
            "App/Features/Profile/ProfileScreen.swift": "struct ProfileScreen {\n    let settings: SettingsScreen?\n}\n",
            "App/Features/Settings/SettingsScreen.swift": "struct SettingsScreen {\n    let back: ProfileScreen?\n}\n",
            "App/Features/Feed/FeedScreen.swift": "struct FeedScreen {\n    let profile: ProfileScreen?\n}\n",
        ]
        let rule = "folders in App/Features/* may not form a cycle"
        let report = try Self.check(rule, sources: sources)
        let cycle = "App/Features/Profile → App/Features/Settings → App/Features/Profile"
        let places = "App/Features/Profile/ProfileScreen.swift:2 mentions SettingsScreen; App/Features/Settings/SettingsScreen.swift:2 mentions ProfileScreen"
        let expected = RuleViolation(
            rule: rule, ruleLine: 1, rulesFile: "rules.txt", file: "App/Features/Profile/ProfileScreen.swift", line: 2, column: 19,
            module: cycle, detail: "\(cycle) (\(places))", baselined: false
        )
        #expect(report.violations == [expected])
        var acyclic = sources
        acyclic["App/Features/Settings/SettingsScreen.swift"] = "struct SettingsScreen {}\n"
        #expect(try Self.check(rule, sources: acyclic).violations == [])
    }

    @Test func whyAndFixFollowTheirRuleIntoEveryFormat() throws {
        let rules = try LayerRules(text: """
            view models may not depend on view controllers
              why: the view binds to its view model
              fix: expose state the screen observes
            """, source: "rules.txt")
        #expect(rules.rules.count == 1 && rules.rules[0].why == "the view binds to its view model" && rules.rules[0].fix == "expose state the screen observes")
        let report = Analyzer().analyze(sources: Self.app, rules: rules)
        let xcode = ReportFormat.xcode.render(report)
        #expect(xcode.contains(": note: why: the view binds to its view model\n") && xcode.contains(": note: fix: expose state the screen observes\n"))
        #expect(ReportFormat.github.render(report).contains("%0Afix: expose state the screen observes"))
        #expect(ReportFormat.text.render(report).contains("\n      fix: expose state the screen observes\n"))
        let sarif = try JSONSerialization.jsonObject(with: Data(ReportFormat.sarif.render(report).utf8)) as? [String: Any]
        let driver = ((sarif?["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        let help = ((driver?["rules"] as? [[String: Any]])?.first?["help"] as? [String: Any])?["text"] as? String
        #expect(help == "fix: expose state the screen observes")

        #expect(throws: RuleError.self) { try LayerRules(text: "  fix: a remedy with no rule before it") }
    }

    @Test("a line it cannot read says what it expected", arguments: [
        ("view modles may not depend on screens", "did you mean `view models`?"),
        ("only routers may navigate", "an `only` rule says"),
        ("screens may not call URLSession shared", "is no call"),
        ("types named  may not import UIKit", "write `types named GLOB`"),
        ("screens may not depend on view modles", "did you mean `view models`?"),
    ])
    func unreadable(text: String, reason: String) {
        #expect {
            try LayerRules(text: text)
        } throws: { error in
            (error as? RuleError)?.reason.contains(reason) == true
        }
    }
}

@Suite("Presets")
struct PresetTests {
    @Test func everyPresetParsesAndEachRuleSaysWhyAndHowToMendIt() throws {
        #expect(Preset.all.map(\.name) == ["mvc", "mvp", "mvvm", "mvi", "viper", "vip", "mv"])
        for preset in Preset.all {
            var rules = LayerRules()
            rules.add(preset)
            let ruleLines = preset.text.split(separator: "\n").filter { !$0.hasPrefix(" ") }.count
            #expect(rules.rules.count == ruleLines, "\(preset.name): a line did not parse")
            #expect(rules.rules.allSatisfy { $0.why != nil && $0.fix != nil && $0.fromPreset && $0.source == "preset \(preset.name)" })
            #expect(rules.presets == [preset.name])
        }
    }

    @Test func aPresetRuleNamingNothingIsSkippedAndSaidNeverAnError() throws {
        // No toolkit imported anywhere, no presenters: the MVVM rules on them are skipped.
        let sources = [
            "App/ProfileViewModel.swift": "import Observation\n@Observable final class ProfileViewModel { var title = \"\" }\n",
            "App/ProfileScreen.swift": "struct ProfileScreen: View {\n    @State var model = ProfileViewModel()\n    var body: some View { Text(model.title) }\n}\n",
        ]
        var rules = LayerRules()
        rules.add(try #require(Preset.named("MVVM")))
        let report = Analyzer().analyze(sources: sources, rules: rules)
        #expect(report.rules?.problems == [])
        let skipped = try #require(report.rules?.skipped)
        #expect(skipped.contains { $0.rule == "view models may not import toolkit" && $0.reason == "no file imports UIKit, AppKit, SwiftUI, WatchKit, TVUIKit" })
        #expect(skipped.contains { $0.rule == "screens may not depend on services" && $0.reason == "no services in the tree" })
        #expect(report.rules?.rules == 4 - skipped.count)
        #expect(ReportFormat.text.render(report).contains("  skipped: view models may not import toolkit (preset mvvm:1): no file imports"))
    }

    @Test func theTeamsToolkitLayerReplacesThePresets() throws {
        var rules = try LayerRules(text: "layer toolkit = UIKit, TerminalUI")
        rules.add(try #require(Preset.named("mvvm")))
        let sources = ["App/ProfileViewModel.swift": "import TerminalUI\nfinal class ProfileViewModel { var title = \"\" { didSet {} } }\n",
                       "App/ProfileViewController.swift": "import TerminalUI\nfinal class ProfileViewController: UIViewController { let viewModel = ProfileViewModel() }\n"]
        let report = Analyzer().analyze(sources: sources, rules: rules)
        #expect(report.violations?.map(\.detail) == ["imports TerminalUI"])
        #expect(report.violations?.first?.why?.hasPrefix("a view model is the screen's state") == true)
    }

    @Test func anUnknownPresetIsAUsageErrorWithTheNearest() {
        #expect(throws: GateError(message: "no preset `mvvn` — did you mean `mvvm`? (presets: mvc, mvp, mvvm, mvi, viper, vip, mv)")) {
            try Gate.presets(["mvvn"])
        }
    }

    @Test func presetsByNameComeOnceInOrderAndAnUnknownNameSaysTheNearest() throws {
        #expect(try Preset.named(["MVP", "viper", "mvp"]).map(\.name) == ["mvp", "viper"])
        #expect(throws: UnknownPreset(name: "vipor")) { try Preset.named(["mvvm", "vipor"]) }
        #expect(UnknownPreset(name: "vipor").description.hasPrefix("no preset `vipor` — did you mean `viper`?"))
    }

    @Test func theListingIsRulesTextThatParsesBack() throws {
        let listing = try Gate.listing(presets: ["viper"])
        #expect(listing.hasPrefix("# preset viper: VIPER"))
        #expect(listing.contains("only routers may call present, pushViewController"))
        #expect(listing.contains("\n  why: in VIPER the wireframe (router) owns navigation"))
        let parsed = try LayerRules(text: "layer toolkit = UIKit\n" + listing)
        #expect(parsed.rules.count == 7)
    }
}
