import Testing
@testable import Analyzer

/// Roles read from what a type is: its superclass chain, what a SwiftUI view observes, its name
/// for coordinators; modules without screens; ties; and test code kept apart from app types.
@Suite("Roles from what a type is")
struct RoleTests {
    private func type(_ name: String, in report: AnalysisReport, module: String? = nil) throws -> TypeReport {
        try #require(report.types.first { $0.name == name && (module == nil || $0.module == module) }, "\(name) not found")
    }

    @Test func aSubclassOfASubclassIsAViewControllerAcrossModules() throws {
        let report = Analyzer().analyze(sources: [
            "Base/BaseViewController.swift": "import UIKit\nclass BaseViewController: UIViewController {}",
            "Base/ListScreen.swift": "class ListScreen: BaseViewController {}",
            "App/Inbox.swift": "import UIKit\nfinal class Inbox: ListScreen {}",
            "App/Template.swift": "import UIKit\nclass ViewController: UIViewController {}",
        ])
        #expect(try type("ListScreen", in: report).role == "viewController")
        #expect(try type("Inbox", in: report).role == "viewController")
        // Xcode's template name: a screen when it inherits from a platform's view controller.
        #expect(try type("ViewController", in: report).role == "viewController")
    }

    @Test func aDelegateConformanceMakesNoViewController() throws {
        let report = Analyzer().analyze(sources: [
            "App/SceneCoordinator.swift": """
                import UIKit
                protocol TimelineViewControllerDelegate: AnyObject {}
                final class SceneCoordinator: NSObject, UINavigationControllerDelegate, TimelineViewControllerDelegate {
                    let session = URLSession.shared
                }
                final class Helper: TimelineViewControllerDelegate {}
                final class DetailViewController: UIViewController {}
                """,
        ])
        #expect(try type("SceneCoordinator", in: report).role == "coordinator")
        #expect(try type("Helper", in: report).role == nil)
        #expect(try type("DetailViewController", in: report).role == "viewController")
        #expect(report.smells.viewControllersDoingIO.isEmpty)
    }

    @Test func aRepresentableIsASwiftUIViewAndANamedControllerNoViewController() throws {
        let report = Analyzer().analyze(sources: [
            "App/Share.swift": """
                import SwiftUI
                struct ActivityViewController: UIViewControllerRepresentable {}
                final class PlaybackViewController: NSObject {}
                """,
        ])
        #expect(try type("ActivityViewController", in: report).role == "swiftUIView")
        // Named one, but its superclass is a platform class that is no view controller: a helper.
        #expect(try type("PlaybackViewController", in: report).role == "childController")
    }

    @Test func coordinatorsAreTheirOwnRole() throws {
        let report = Analyzer().analyze(sources: [
            "App/Flows.swift": """
                final class AppCoordinator { var children: [Any] = [] }
                final class OnboardingFlowController {}
                protocol Coordinator: AnyObject {}
                """,
        ])
        #expect(try type("AppCoordinator", in: report).role == "coordinator")
        #expect(try type("OnboardingFlowController", in: report).role == "coordinator")
    }

    @Test func aSwiftUIViewObservingWhatItsViewModelVendsHoldsAViewModel() throws {
        let report = Analyzer().analyze(sources: [
            "Room/RoomViewModel.swift": """
                import Combine
                final class RoomViewModel {
                    final class Context: ObservableObject { @Published var title = "" }
                    let context = Context()
                }
                """,
            "Room/RoomScreen.swift": """
                import SwiftUI
                struct RoomScreen: View {
                    @ObservedObject var context: RoomViewModel.Context
                    var body: some View { Text(context.title) }
                }
                struct SettingsScreen: View {
                    @Environment(SettingsViewModel.self) private var model
                    var body: some View { Text("") }
                }
                """,
            "Room/SettingsViewModel.swift": "import Observation\n@Observable final class SettingsViewModel { var on = false }",
        ])
        let room = try #require(report.modules.first { $0.name == "Room" })
        #expect(room.pattern.guess == "mvvm", "\(room.pattern)")
        #expect(room.pattern.evidence.contains { $0.hasPrefix("2 of 2 screens hold a view model") }, "\(room.pattern)")
    }

    @Test func aPropertyKeepsItsWrappersAndTheTypeItIsNestedIn() throws {
        let facts = FactCollector.facts(path: "V.swift", text: """
            struct V: View {
                @ObservedObject var context: RoomViewModel.Context
                @Environment(Settings.self) private var settings
                @Environment(\\.dismiss) private var dismiss
                var body: some View { EmptyView() }
            }
            """)
        let properties = try #require(facts.declarations.first).storedProperties
        #expect(properties == [
            StoredProperty(name: "context", typeName: "Context", typeOwner: "RoomViewModel", attributes: ["ObservedObject"], line: 2),
            StoredProperty(name: "settings", typeName: "Settings", attributes: ["Environment"], line: 3),
            StoredProperty(name: "dismiss", typeName: nil, attributes: ["Environment"], line: 4),
        ])
    }

    @Test func aModuleWithoutScreensIsNoUINotAPatternFromOneName() throws {
        let report = Analyzer().analyze(sources: [
            "Networking/Client.swift": """
                import Foundation
                struct FeedClient {
                    var fetch: (URL) async throws -> Data
                    struct Presenter { let title: String }
                    func decode(_ data: Data) -> [String] { [] }
                    func encode(_ items: [String]) -> Data { Data() }
                }
                enum APIRouter { case feed, item(Int)
                    var path: String { "" }
                }
                """,
            "App/FeedViewController.swift": """
                import UIKit
                final class FeedViewController: UIViewController {
                    let store: FeedStore
                    init(store: FeedStore) { self.store = store; super.init(nibName: nil, bundle: nil) }
                }
                final class FeedStore { var items: [String] = [] }
                """,
        ])
        let networking = try #require(report.modules.first { $0.name == "Networking" })
        #expect(networking.pattern.guess == PatternGuesser.noUI, "\(networking.pattern)")
        #expect(networking.pattern.confidence == 0)
        #expect(report.pattern.guess == "mvc", "\(report.pattern)")
        #expect(!report.pattern.evidence.contains { $0.contains("Networking") })
    }

    @Test func aTieNamesBothPatterns() throws {
        let guess = PatternGuesser.decide(score: ["mvvm": 4, "mvc": 4, "mvp": 1], evidence: ["mvvm": ["vm"], "mvc": ["models"], "mvp": ["p"]])
        #expect(guess.guess == "mvc")
        #expect(guess.tiedWith == ["mvvm"])
        #expect(guess.label == "mvc or mvvm (tie)")
        #expect(guess.evidence.first == "a tie: mvc, mvvm score 4.0 each")
        let plain = PatternGuesser.decide(score: ["mvvm": 4, "mvc": 3], evidence: [:])
        #expect(plain.tiedWith == nil)
        #expect(plain.label == "mvvm")
        // The tree's guess: two modules of as many lines, as sure of different patterns; a no-ui
        // module counts for nothing.
        func module(_ name: String, _ guess: String, _ confidence: Double) -> ModuleReport {
            ModuleReport(name: name, test: false, files: 1, sharedFiles: 0, types: 1, protocols: 0, lines: 100, ca: 0, ce: 0, instability: 0,
                         abstractness: 0, distance: 1, pattern: PatternGuess(guess: guess, confidence: confidence, evidence: []))
        }
        let tree = PatternGuesser.overall([module("A", "mvvm", 0.5), module("B", "mvc", 0.5), module("Net", PatternGuesser.noUI, 0)])
        #expect(tree.label == "mvc or mvvm (tie)")
        #expect(!tree.evidence.contains { $0.contains("Net") })
        // A tie shows in the text report, and the JSON carries `tiedWith` only when there is one.
        #expect(ReportFormat.json.render(Analyzer().analyze(sources: ["A/A.swift": "struct A {}"])).contains("tiedWith") == false)
    }

    @Test func testCodeNeverAddsToAnAppType() throws {
        let report = Analyzer().analyze(sources: [
            "App/TabViewController.swift": """
                import UIKit
                final class TabViewController: UIViewController {
                    func load() {}
                }
                """,
            "AppTests/MockTabDelegate.swift": """
                import UIKit
                @testable import App
                extension TabViewController {
                    func fake() {}
                    func another() {}
                    var session: URLSession { URLSession.shared }
                }
                """,
        ])
        let app = try type("TabViewController", in: report, module: "App")
        #expect(app.lines == 3)
        #expect(app.files == 1 && app.extensions == 0 && app.methods == 1)
        #expect(app.role == "viewController")
        let test = try type("TabViewController", in: report, module: "AppTests")
        #expect(test.kind == "extension")
        #expect(test.methods == 2)
        #expect(test.paths == ["AppTests/MockTabDelegate.swift"])
        #expect(report.smells.viewControllersDoingIO.isEmpty)
    }
}
