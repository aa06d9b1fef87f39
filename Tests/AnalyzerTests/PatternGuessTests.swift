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
}
