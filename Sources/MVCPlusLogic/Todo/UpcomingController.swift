import Domain
import MVCPlusKit

/// The `Upcoming` list's controller: holds the items ``Model`` (read over the store with the
/// clock's schedule) and the ``UpcomingViewModel``; opens the Add scene, asks before deleting,
/// and reads again after a save or a delete.
@MainActor
public final class UpcomingController: SceneController, UpcomingViewModelDelegate {
    public let kind = SceneKind.upcoming
    public let title: String
    public let namespace = "todo"
    public let pendingWork = PendingWork()
    public weak var navigator: (any SceneNavigator)?
    /// The view model.
    public let viewModel: UpcomingViewModel
    private let model: Model<[UpcomingGroup]>
    private let store: any TodoStore
    private let dates: DateProvider
    private let strings: Localizer
    private var itemToSelect: TodoItem.ID?

    /// The list over `store`, with today from `dates`.
    public init(store: any TodoStore, dates: DateProvider, strings: Localizer) {
        self.store = store
        self.dates = dates
        self.strings = strings
        title = strings(.upcoming)
        viewModel = UpcomingViewModel(strings: strings)
        model = Model(work: pendingWork) {
            let schedule = dates.upcomingSchedule()
            return await Result(catching: { try await store.items(in: schedule) }).map(schedule.groups(for:))
        }
        viewModel.delegate = self
        model.onLoading = { [weak self] in self?.viewModel.loadStarted() }
        model.onFinished = { [weak self] groups in
            guard let self else { return }
            self.viewModel.show(groups, selecting: self.itemToSelect)
            self.itemToSelect = nil
        }
        model.onError = { [weak self] error in self?.viewModel.showLoadError(error) }
    }

    public func viewDidLoad(channel: ChannelScope) {
        viewModel.bind(to: channel)
        model.load()
    }

    public func upcomingViewModelNeedsAdd(_ viewModel: UpcomingViewModel) {
        let add = AddTodoController(store: store, dates: dates, strings: strings)
        add.onSaved = { [weak self] item in
            self?.itemToSelect = item.id
            self?.model.load()
        }
        navigator?.present(add)
    }

    public func upcomingViewModel(_ viewModel: UpcomingViewModel, needsDeleteOf id: TodoItem.ID) {
        navigator?.confirm(viewModel.deleteQuestion) { [weak self] ok in
            guard ok, let self else { return }
            let store = self.store
            self.pendingWork.start { [weak self] in
                if case .failure(let error) = await Result(catching: { try await store.delete(id: id) }) {
                    self?.viewModel.showDeleteError(error)
                }
                self?.model.load()
            }
        }
    }

    public func upcomingViewModelNeedsRefresh(_ viewModel: UpcomingViewModel) { model.load() }
}
