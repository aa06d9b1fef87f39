import Testing
@testable import Analyzer

/// Small apps written the way each pattern's articles and sample code write them; the guess
/// must name the pattern, and say why.
@Suite("Pattern guesses")
struct PatternGuessTests {
    static let samples: [String: [String: String]] = [
        "massive-mvc": [
            "App/FeedViewController.swift": """
                import UIKit
                final class FeedViewController: UIViewController {
                    private var items: [String] = []
                    override func viewDidLoad() {
                        URLSession.shared.dataTask(with: URL(string: "https://x")!) { data, _, _ in
                            UserDefaults.standard.set(data, forKey: "feed")
                        }.resume()
                    }
                }
                """,
            "App/ProfileViewController.swift": """
                import UIKit
                final class ProfileViewController: UIViewController {
                    override func viewDidLoad() { _ = FileManager.default.contents(atPath: "p") }
                }
                """,
        ],
        "mvc": [
            "App/FeedViewController.swift": """
                final class FeedViewController: UIViewController {
                    let store: FeedStore
                    let table = FeedTableController()
                    init(store: FeedStore) { self.store = store; super.init(nibName: nil, bundle: nil) }
                }
                """,
            "App/FeedStore.swift": "final class FeedStore { private(set) var items: [String] = [] }",
            "App/FeedTableController.swift": "final class FeedTableController { var rows: [String] = [] }",
        ],
        "mvp": [
            "App/FeedPresenter.swift": """
                protocol FeedView: AnyObject { func show(_ rows: [String]) }
                final class FeedPresenter {
                    weak var view: (any FeedView)?
                    func viewDidLoad() { view?.show([]) }
                }
                """,
            "App/FeedViewController.swift": """
                final class FeedViewController: UIViewController, FeedView {
                    let presenter: FeedPresenter
                    init(presenter: FeedPresenter) { self.presenter = presenter; super.init(nibName: nil, bundle: nil) }
                    func show(_ rows: [String]) {}
                }
                """,
        ],
        "mvvm": [
            "App/FeedViewModel.swift": "import Observation\n@Observable final class FeedViewModel { var rows: [String] = [] }",
            "App/FeedViewController.swift": """
                final class FeedViewController: UIViewController {
                    let viewModel = FeedViewModel()
                    func bind() { withObservationTracking { _ = viewModel.rows } onChange: {} }
                }
                """,
        ],
        "mvi": [
            "App/FeedFeature.swift": """
                struct FeedFeature {
                    struct State: Equatable { var rows: [String] = [] }
                    enum Action { case load, loaded([String]) }
                    func reduce(into state: inout State, action: Action) {}
                }
                """,
            "App/FeedViewController.swift": """
                final class FeedViewController: UIViewController {
                    let store: Store<FeedFeature.State, FeedFeature.Action>
                    init(store: Store<FeedFeature.State, FeedFeature.Action>) { self.store = store; super.init(nibName: nil, bundle: nil) }
                }
                """,
        ],
        "mvi (TCA)": [
            "Feature/Counter.swift": """
                import ComposableArchitecture
                @Reducer struct Counter {
                    @ObservableState struct State: Equatable { var count = 0 }
                    enum Action { case incrementTapped }
                    var body: some ReducerOf<Self> { Reduce { state, _ in state.count += 1; return .none } }
                }
                struct CounterView: View {
                    let store: StoreOf<Counter>
                    var body: some View { Text("\\(store.count)") }
                }
                """,
        ],
        "viper": [
            "App/FeedInteractor.swift": "protocol FeedInteractorOutput: AnyObject {}\nfinal class FeedInteractor { weak var output: (any FeedInteractorOutput)? }",
            "App/FeedPresenter.swift": "final class FeedPresenter: FeedInteractorOutput { var interactor: FeedInteractor?; var wireframe: FeedWireframe? }",
            "App/FeedWireframe.swift": "final class FeedWireframe { func presentDetail() {} }",
            "App/FeedViewController.swift": "final class FeedViewController: UIViewController { var eventHandler: FeedPresenter? }",
        ],
        "mvc-plus": [
            "App/FeedController.swift": """
                protocol SceneController: AnyObject {}
                final class FeedController: SceneController { let viewModel = FeedViewModel() }
                struct FeedViewModel { var rows: [String] = [] }
                """,
            "App/FeedTemplate.swift": "final class FeedTemplate: TemplateViewController {}",
        ],
    ]

    @Test("each pattern's sample is guessed as that pattern", arguments: samples.keys.sorted())
    func guessesThePattern(_ pattern: String) throws {
        let report = Analyzer().analyze(sources: try #require(Self.samples[pattern]), name: pattern)
        let expected = pattern == "mvi (TCA)" ? "mvi" : pattern
        #expect(report.pattern.guess == expected, "\(report.pattern)")
        #expect(report.modules.first?.pattern.guess == expected)
        #expect(report.pattern.confidence >= 0.5, "\(report.pattern)")
        #expect(!report.pattern.evidence.isEmpty)
    }

    @Test func codeWithoutUIRolesIsUnknown() {
        let report = Analyzer().analyze(sources: [
            "Lib/Parser.swift": "struct Parser { func parse(_ s: String) -> [String] { [] } }",
            "Lib/Token.swift": "enum Token { case word(String) }",
        ])
        #expect(report.pattern.guess == "unknown")
        #expect(report.pattern.confidence == 0)
    }

    @Test func theMassiveViewControllersIOIsNamed() throws {
        let report = Analyzer().analyze(sources: try #require(Self.samples["massive-mvc"]))
        #expect(report.smells.viewControllersDoingIO.map(\.name) == ["FeedViewController", "ProfileViewController"])
        let feed = try #require(report.smells.viewControllersDoingIO.first)
        #expect(feed.because == ["uses URLSession", "uses UserDefaults"])
        #expect(report.smells.globalAccesses.map(\.name).sorted() == ["FileManager.default", "URLSession.shared", "UserDefaults.standard"])
    }

    /// A list screen that fetches through a networking type by its name (`Network.load(…)`) and
    /// detail screens that show the model they are handed: the models are data, the I/O starts in
    /// a screen — a monolithic view controller, as its authors call such an app. The same screen
    /// holding a store that does the fetching is MVC.
    @Test func aScreenThatFetchesThroughATypeByNameBesidePlainModelsIsMassive() throws {
        let models = [
            "App/Session.swift": "final class Session { var title = \"\"; var speaker: Speaker? }",
            "App/Speaker.swift": "final class Speaker { var name = \"\" }",
            "App/DetailViewController.swift": """
                final class DetailViewController: UIViewController { var session: Session? }
                """,
            "App/SpeakerViewController.swift": """
                final class SpeakerViewController: UIViewController { var speaker: Speaker? }
                """,
        ]
        let fetching = models.merging([
            "App/Network.swift": """
                final class Network {
                    class func load(_ path: String, done: @escaping () -> Void) {
                        URLSession(configuration: .default).dataTask(with: URL(string: path)!) { _, _, _ in done() }.resume()
                    }
                }
                """,
            "App/ListViewController.swift": """
                final class ListViewController: UITableViewController {
                    var sessions: [Session] = []
                    override func viewWillAppear(_ animated: Bool) {
                        Network.load("sessions") { self.tableView.reloadData() }
                    }
                }
                """,
        ]) { $1 }
        let massive = Analyzer().analyze(sources: fetching)
        #expect(massive.pattern.guess == "massive-mvc")
        #expect(massive.modules.first?.pattern.evidence.contains { $0.contains("reach networking or storage themselves") } == true)
        let list = try #require(massive.smells.viewControllersDoingIO.first { $0.name == "ListViewController" })
        #expect(list.because == ["calls Network.load(…), which does I/O"])

        let handedOut = models.merging([
            "App/SessionStore.swift": """
                final class SessionStore {
                    func load(done: @escaping () -> Void) {
                        URLSession(configuration: .default).dataTask(with: URL(string: "s")!) { _, _, _ in done() }.resume()
                    }
                }
                """,
            "App/ListViewController.swift": """
                final class ListViewController: UITableViewController {
                    let store: SessionStore
                    init(store: SessionStore) { self.store = store; super.init(style: .plain) }
                    override func viewWillAppear(_ animated: Bool) { store.load { self.tableView.reloadData() } }
                }
                """,
        ]) { $1 }
        #expect(Analyzer().analyze(sources: handedOut).pattern.guess == "mvc")
    }
}
