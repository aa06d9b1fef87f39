import Testing
@testable import Analyzer

/// Apps written in the styles the name-reading guess got wrong, and the helpers named like roles
/// that fooled it: the wiring (who holds, calls and observes whom) must name each the way its
/// authors would.
@Suite("Pattern guesses from wiring")
struct WiringTests {
    static let styles: [String: (expected: String, sources: [String: String])] = [
        // Clean Swift: the view controller calls the interactor, the interactor the presenter,
        // the presenter displays back through the controller's display-logic protocol.
        "vip (Clean Swift)": ("vip", [
            "App/ListOrders/ListOrdersViewController.swift": """
                import UIKit
                protocol ListOrdersDisplayLogic: AnyObject { func displayOrders(viewModel: ListOrders.FetchOrders.ViewModel) }
                final class ListOrdersViewController: UITableViewController, ListOrdersDisplayLogic {
                    var interactor: ListOrdersBusinessLogic?
                    var router: (NSObjectProtocol & ListOrdersRoutingLogic)?
                    override func viewDidLoad() { interactor?.fetchOrders(request: ListOrders.FetchOrders.Request()) }
                    func displayOrders(viewModel: ListOrders.FetchOrders.ViewModel) {}
                }
                """,
            "App/ListOrders/ListOrdersInteractor.swift": """
                protocol ListOrdersBusinessLogic { func fetchOrders(request: ListOrders.FetchOrders.Request) }
                final class ListOrdersInteractor: ListOrdersBusinessLogic {
                    var presenter: ListOrdersPresentationLogic?
                    var worker = OrdersWorker()
                    func fetchOrders(request: ListOrders.FetchOrders.Request) { presenter?.presentOrders(response: .init()) }
                }
                """,
            "App/ListOrders/ListOrdersPresenter.swift": """
                protocol ListOrdersPresentationLogic { func presentOrders(response: ListOrders.FetchOrders.Response) }
                final class ListOrdersPresenter: ListOrdersPresentationLogic {
                    weak var viewController: ListOrdersDisplayLogic?
                    func presentOrders(response: ListOrders.FetchOrders.Response) { viewController?.displayOrders(viewModel: .init()) }
                }
                """,
            "App/ListOrders/ListOrdersRouter.swift": """
                protocol ListOrdersRoutingLogic { func routeToShowOrder() }
                final class ListOrdersRouter: NSObject, ListOrdersRoutingLogic {
                    weak var viewController: ListOrdersViewController?
                    func routeToShowOrder() { viewController?.navigationController?.pushViewController(UIViewController(), animated: true) }
                }
                """,
            "App/ListOrders/ListOrdersModels.swift": """
                enum ListOrders { enum FetchOrders { struct Request {}; struct Response {}; struct ViewModel {} } }
                final class OrdersWorker { func fetch() {} }
                """,
        ]),
        // Uber's RIBs: router / interactor / builder subclasses in files importing RIBs.
        "ribs": ("ribs", [
            "App/Root/RootBuilder.swift": """
                import RIBs
                protocol RootBuildable: Buildable { func build() -> LaunchRouting }
                final class RootBuilder: Builder<RootDependency>, RootBuildable {
                    func build() -> LaunchRouting {
                        let viewController = RootViewController()
                        let interactor = RootInteractor(presenter: viewController)
                        return RootRouter(interactor: interactor, viewController: viewController)
                    }
                }
                """,
            "App/Root/RootInteractor.swift": """
                import RIBs
                protocol RootPresentable: Presentable {}
                final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable {}
                """,
            "App/Root/RootRouter.swift": """
                import RIBs
                protocol RootInteractable: Interactable {}
                final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable> {}
                """,
            "App/Root/RootViewController.swift": """
                import RIBs
                import UIKit
                protocol RootViewControllable: ViewControllable {}
                final class RootViewController: UIViewController, RootPresentable, RootViewControllable {}
                """,
        ]),
        // SwiftUI views owning and observing models directly: "MV".
        "mv": ("mv", [
            "App/ModelData.swift": """
                import Observation
                @Observable final class ModelData { var landmarks: [Landmark] = []; var profile = Profile() }
                struct Landmark: Identifiable { var id: Int; var name: String }
                struct Profile { var username = "" }
                """,
            "App/LandmarkList.swift": """
                import SwiftUI
                struct LandmarkList: View {
                    @Environment(ModelData.self) var modelData
                    @State private var showFavoritesOnly = false
                    var body: some View { List(modelData.landmarks) { Text($0.name) } }
                }
                """,
            "App/ProfileHost.swift": """
                import SwiftUI
                struct ProfileHost: View {
                    @Environment(ModelData.self) var modelData
                    var body: some View { Text(modelData.profile.username) }
                }
                """,
            "App/LandmarksApp.swift": """
                import SwiftUI
                @main struct LandmarksApp: App {
                    @State private var modelData = ModelData()
                    var body: some Scene { WindowGroup { LandmarkList().environment(modelData) } }
                }
                """,
        ]),
        // Hand-written Redux: an app state, a free reducer function, screens dispatching.
        "mvi (Redux by hand)": ("mvi", [
            "App/State.swift": """
                struct AppState { var count = 0 }
                enum CounterAction { case increase, decrease }
                func counterReducer(_ state: AppState, _ action: CounterAction) -> AppState {
                    var state = state
                    switch action { case .increase: state.count += 1; case .decrease: state.count -= 1 }
                    return state
                }
                let mainStore = AppStore(state: AppState(), reducer: counterReducer)
                """,
            "App/AppStore.swift": """
                final class AppStore {
                    private(set) var state: AppState
                    let reducer: (AppState, CounterAction) -> AppState
                    init(state: AppState, reducer: @escaping (AppState, CounterAction) -> AppState) { self.state = state; self.reducer = reducer }
                    func dispatch(_ action: CounterAction) { state = reducer(state, action) }
                }
                """,
            "App/CounterViewController.swift": """
                import UIKit
                final class CounterViewController: UIViewController {
                    @objc func up() { mainStore.dispatch(.increase) }
                    @objc func down() { mainStore.dispatch(.decrease) }
                }
                """,
        ]),
        // ReSwift: screens subscribe as StoreSubscriber and get newState(state:).
        "mvi (ReSwift)": ("mvi", [
            "App/AppState.swift": """
                import ReSwift
                struct AppState { var counter = 0 }
                struct CounterActionIncrease: Action {}
                func counterReducer(action: Action, state: AppState?) -> AppState {
                    var state = state ?? AppState()
                    if action is CounterActionIncrease { state.counter += 1 }
                    return state
                }
                """,
            "App/CounterViewController.swift": """
                import ReSwift
                import UIKit
                final class CounterViewController: UIViewController, StoreSubscriber {
                    override func viewWillAppear(_ animated: Bool) { mainStore.subscribe(self) }
                    func newState(state: AppState) {}
                    @objc func increase() { mainStore.dispatch(CounterActionIncrease()) }
                }
                """,
        ]),
        // ReactorKit: a reactor's mutate and reduce, a view bound to it.
        "mvi (ReactorKit)": ("mvi", [
            "App/CounterReactor.swift": """
                import ReactorKit
                final class CounterReactor: Reactor {
                    enum Action { case increase }
                    enum Mutation { case increaseValue }
                    struct State { var value = 0 }
                    let initialState = State()
                    func mutate(action: Action) -> Observable<Mutation> { .just(.increaseValue) }
                    func reduce(state: State, mutation: Mutation) -> State { var state = state; state.value += 1; return state }
                }
                """,
            "App/CounterViewController.swift": """
                import ReactorKit
                import UIKit
                final class CounterViewController: UIViewController, StoryboardView {
                    var disposeBag = DisposeBag()
                    func bind(reactor: CounterReactor) { reactor.state.map(\\.value).subscribe().disposed(by: disposeBag) }
                }
                """,
        ]),
        // MVC with an alert helper named like a role: still MVC.
        "mvc with an AlertPresenter": ("mvc", [
            "App/AlertPresenter.swift": """
                import UIKit
                final class AlertPresenter {
                    func showError(_ message: String, from controller: UIViewController) {
                        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
                        controller.present(alert, animated: true)
                    }
                }
                """,
            "App/NotesViewController.swift": """
                import UIKit
                final class NotesViewController: UITableViewController {
                    let store: NoteStore
                    let alerts = AlertPresenter()
                    init(store: NoteStore) { self.store = store; super.init(style: .plain) }
                    override func viewDidLoad() { store.load() }
                }
                """,
            "App/NoteStore.swift": "final class NoteStore { private(set) var notes: [Note] = []; func load() {} }\nstruct Note { var text: String }",
        ]),
        // MVP whose screens are built by a configurator and routed by a router: MVP, not VIPER.
        "mvp with a router and a configurator": ("mvp", [
            "App/Books/BooksPresenter.swift": """
                protocol BooksView: AnyObject { func display(_ titles: [String]) }
                final class BooksPresenter {
                    private weak var view: BooksView?
                    private let router: BooksRouter
                    init(view: BooksView, router: BooksRouter) { self.view = view; self.router = router }
                    func viewDidLoad() { view?.display([]) }
                    func didSelect() { router.showDetail() }
                }
                """,
            "App/Books/BooksRouter.swift": """
                import UIKit
                final class BooksRouter {
                    weak var viewController: BooksViewController?
                    func showDetail() { viewController?.navigationController?.pushViewController(UIViewController(), animated: true) }
                }
                """,
            "App/Books/BooksConfigurator.swift": """
                final class BooksConfigurator {
                    func configure(_ viewController: BooksViewController) {
                        let router = BooksRouter()
                        router.viewController = viewController
                        viewController.presenter = BooksPresenter(view: viewController, router: router)
                    }
                }
                """,
            "App/Books/BooksViewController.swift": """
                import UIKit
                final class BooksViewController: UIViewController, BooksView {
                    var presenter: BooksPresenter!
                    override func viewDidLoad() { presenter.viewDidLoad() }
                    func display(_ titles: [String]) {}
                }
                """,
        ]),
        // MVC done well: a data source, a child controller, a coordinator, plain models.
        "mvc with helpers and a coordinator": ("mvc", [
            "App/FeedsViewController.swift": """
                import UIKit
                final class FeedsViewController: UIViewController {
                    let account: Account
                    private let dataSource: FeedsDataSource
                    init(account: Account) { self.account = account; dataSource = FeedsDataSource(feeds: account.feeds); super.init(nibName: nil, bundle: nil) }
                }
                """,
            "App/FeedsDataSource.swift": """
                import UIKit
                final class FeedsDataSource: NSObject, UITableViewDataSource {
                    let feeds: [Feed]
                    init(feeds: [Feed]) { self.feeds = feeds }
                }
                """,
            "App/ArticleViewController.swift": """
                import UIKit
                final class ArticleViewController: UIViewController { var article: Article? }
                """,
            "App/AppCoordinator.swift": """
                import UIKit
                final class AppCoordinator {
                    let navigationController: UINavigationController
                    init(navigationController: UINavigationController) { self.navigationController = navigationController }
                    func showArticle(_ article: Article) {
                        let controller = ArticleViewController()
                        controller.article = article
                        navigationController.pushViewController(controller, animated: true)
                    }
                }
                """,
            "App/Models.swift": """
                final class Account { var feeds: [Feed] = [] }
                struct Feed { var title: String }
                struct Article { var title: String }
                """,
        ]),
        // A small MVC app with a few plain models.
        "a small mvc app": ("mvc", [
            "App/TodoListViewController.swift": """
                import UIKit
                final class TodoListViewController: UITableViewController {
                    var list = TodoList()
                    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { list.items.count }
                }
                """,
            "App/TodoList.swift": "struct TodoList { var items: [TodoItem] = [] }\nstruct TodoItem { var title: String; var done = false }",
        ]),
        // MVVM with coordinators: MVVM, with the coordinators said beside it.
        "mvvm with coordinators": ("mvvm", [
            "App/LoginViewModel.swift": """
                import Combine
                final class LoginViewModel {
                    @Published var email = ""
                    var onLoggedIn: (() -> Void)?
                }
                """,
            "App/LoginViewController.swift": """
                import Combine
                import UIKit
                final class LoginViewController: UIViewController {
                    let viewModel: LoginViewModel
                    var cancellables = Set<AnyCancellable>()
                    init(viewModel: LoginViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
                    override func viewDidLoad() { viewModel.$email.sink { _ in }.store(in: &cancellables) }
                }
                """,
            "App/AppCoordinator.swift": """
                import UIKit
                final class AppCoordinator {
                    let navigationController = UINavigationController()
                    func start() {
                        let viewModel = LoginViewModel()
                        viewModel.onLoggedIn = { [weak self] in self?.showHome() }
                        navigationController.setViewControllers([LoginViewController(viewModel: viewModel)], animated: false)
                    }
                    func showHome() {}
                }
                """,
        ]),
    ]

    @Test("each style is guessed the way its authors name it", arguments: styles.keys.sorted())
    func guessesTheStyle(_ style: String) throws {
        let sample = try #require(Self.styles[style])
        let report = Analyzer().analyze(sources: sample.sources, name: style)
        #expect(report.pattern.guess == sample.expected, "\(style): \(report.pattern)")
        #expect(report.pattern.guess != "unknown")
        #expect(!report.pattern.evidence.isEmpty)
    }

    @Test func coordinatorsAreATraitNotAPattern() throws {
        let sample = try #require(Self.styles["mvvm with coordinators"])
        let report = Analyzer().analyze(sources: sample.sources)
        #expect(report.pattern.traits == ["coordinators"])
        #expect(report.pattern.label == "mvvm, with coordinators")
        #expect(TextReport(report: report).render().contains("Pattern: mvvm, with coordinators"))
    }

    @Test func aRepresentablesNestedCoordinatorIsNoTrait() throws {
        let sample = try #require(Self.styles["mv"])
        let report = Analyzer().analyze(sources: sample.sources.merging([
            "App/MapView.swift": """
                import SwiftUI
                struct MapView: UIViewRepresentable {
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    final class Coordinator: NSObject {}
                }
                """,
        ]) { $1 })
        #expect(report.pattern.guess == "mv")
        #expect(report.pattern.traits == nil)
        #expect(report.types.first { $0.name == "MapView.Coordinator" }?.role == nil)
    }

    @Test func theEvidenceNamesTheChainWithItsPlaces() throws {
        let sample = try #require(PatternGuessTests.samples["mvp"])
        let report = Analyzer().analyze(sources: sample)
        let chain = try #require(report.pattern.evidence.first { $0.hasPrefix("wired:") } ?? report.modules.first?.pattern.evidence.first { $0.hasPrefix("wired:") })
        #expect(chain.contains("FeedViewController holds FeedPresenter (FeedViewController.swift:2)"), "\(chain)")
        #expect(chain.contains("FeedPresenter calls view.show(…) (FeedPresenter.swift:4) on FeedView, which FeedViewController implements"), "\(chain)")
        // The terminal's report shows it under the module it explains.
        let text = TextReport(report: report).render()
        #expect(text.contains("Why, by module (the one guessed)\n  App: mvp "), "\(text)")
        #expect(text.contains("    · wired: FeedViewController holds FeedPresenter (FeedViewController.swift:2)"), "\(text)")
    }

    @Test func anAlertPresenterIsAHelperAndAURLRouterNoRouter() throws {
        let sample = try #require(Self.styles["mvc with an AlertPresenter"])
        let report = Analyzer().analyze(sources: sample.sources.merging([
            "App/APIRouter.swift": "enum APIRouter { case notes; var path: String { \"/notes\" } }",
        ]) { $1 })
        let roles = Dictionary(uniqueKeysWithValues: report.types.map { ($0.name, $0.role) })
        #expect(roles["AlertPresenter"] == "childController")
        #expect(roles["APIRouter"] == .some(nil))
        #expect(roles["NotesViewController"] == "viewController")
    }

    @Test func ruleSubjectsAreTheRolesTheWiringProves() throws {
        let sample = try #require(Self.styles["mvc with an AlertPresenter"])
        let rules = try LayerRules(text: """
            presenters may not import UIKit
            helper may not import UIKit
            screens may not import UIKit
            """)
        let violations = try #require(Analyzer().analyze(sources: sample.sources, rules: rules).violations)
        let found = violations.map { "\($0.rule) · \($0.file):\($0.line):\($0.column)" }.sorted()
        #expect(found == [
            "helper may not import UIKit · App/AlertPresenter.swift:1:8",
            "screens may not import UIKit · App/NotesViewController.swift:1:8",
        ])
    }

    @Test func aViewModelHoldingItsScreenStaysAViewModel() {
        let report = Analyzer().analyze(sources: [
            "App/ProfileViewModel.swift": """
                protocol ProfileScreen: AnyObject { func reload() }
                final class ProfileViewModel {
                    @Published var name = ""
                    weak var screen: ProfileScreen?
                }
                """,
            "App/ProfileViewController.swift": """
                final class ProfileViewController: UIViewController, ProfileScreen {
                    let viewModel = ProfileViewModel()
                    func reload() {}
                }
                """,
        ])
        #expect(report.types.first { $0.name == "ProfileViewModel" }?.role == "viewModel")
        #expect(report.pattern.guess == "mvvm", "\(report.pattern)")
    }

    @Test func factsKeepCallsAssignmentsAndPlaces() throws {
        let facts = FactCollector.facts(path: "A.swift", text: """
            final class A {
                weak var view: V?
                var onChange: (() -> Void)?
                func go() {
                    self.view?.show(1)
                    present(x, animated: true)
                    URLSession.shared.dataTask(with: u)
                    store.subscribe(self)
                    presenter.view = self
                    _ = Foo(delegate: self)
                }
            }
            func appReducer(action: Action, state: AppState?) -> AppState { state ?? AppState() }
            let store = Store<AppState>(reducer: appReducer)
            """)
        let a = try #require(facts.declarations.first)
        #expect(a.storedProperties.map(\.line) == [2, 3])
        #expect(a.storedProperties.map(\.isWeak) == [true, false])
        #expect(a.storedProperties.map(\.holdsClosure) == [false, true])
        let calls = a.calls.map { "\($0.receiver ?? "-").\($0.name)\($0.passesSelf ? "(self)" : "")@\($0.location.line):\($0.location.column)" }
        #expect(calls == ["view.show@5:9", "-.present@6:9", "URLSession.shared.dataTask@7:9", "store.subscribe(self)@8:9", "-.Foo(self)@10:13"])
        #expect(a.assignments == [AssignmentFact(receiver: "presenter", member: "view", value: .self, location: SourceLocation(line: 9, column: 9))])
        #expect(facts.functions == [FunctionShape(name: "appReducer", parameters: ["Action", "AppState"], returns: "AppState", location: SourceLocation(line: 13, column: 1))])
        #expect(facts.globals.map(\.name) == ["store"])
        #expect(facts.globals.map(\.typeName) == ["Store"])
    }
}
