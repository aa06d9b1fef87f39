import Domain
import MVCPlusKit

/// The Add scene's controller: saves what its view model checked, then closes the sheet and
/// tells the list (``onSaved``); Cancel closes.
@MainActor
public final class AddTodoController: SceneController, AddTodoViewModelDelegate {
    public let kind = SceneKind.addTodo
    public let title: String
    public let namespace = "todo.add"
    public let pendingWork = PendingWork()
    public weak var navigator: (any SceneNavigator)?
    /// Called with the saved item, after the sheet closed.
    public var onSaved: (@MainActor (TodoItem) -> Void)?
    /// The view model.
    public let viewModel: AddTodoViewModel
    private let store: any TodoStore

    /// The sheet over `store`, opened on today of `dates`.
    public init(store: any TodoStore, dates: DateProvider, strings: Localizer) {
        self.store = store
        title = strings(.add)
        viewModel = AddTodoViewModel(today: dates.today(), strings: strings)
        viewModel.delegate = self
    }

    public func viewDidLoad(channel: ChannelScope) {
        viewModel.bind(to: channel)
    }

    public func addTodoViewModel(_ viewModel: AddTodoViewModel, needsSave name: String, dueDate: Day) {
        let store = store
        pendingWork.start { [weak self] in
            let result = await Result(catching: { try await store.add(name: name, dueDate: dueDate) })
            guard let self else { return }
            switch result {
            case .success(let item):
                self.navigator?.close()
                self.onSaved?(item)
            case .failure(let error):
                self.viewModel.saveFailed(error)
            }
        }
    }

    public func addTodoViewModelDidCancel(_ viewModel: AddTodoViewModel) {
        navigator?.close()
    }
}
