import Domain

/// Turns the interactor's sections into what the `Upcoming` page shows, in the page's
/// language, and sends the page's requests on: adding goes to the router (and comes back
/// through ``AddTodoModuleDelegate``), deleting asks first.
@MainActor
public final class UpcomingPresenter {
    /// The page, held weakly (the view holds the presenter).
    public weak var view: (any UpcomingViewInterface)?
    /// The work events started (the view hands it to its run loop; tests await it).
    public let pendingWork = PendingWork()
    private let interactor: any UpcomingInteractorInput
    private let router: any UpcomingRouterInput
    private let strings: Localizer
    /// The item to select once the list shows it (the one just added).
    private var itemToSelect: TodoItem.ID?

    /// Creates the presenter over its interactor and router.
    public init(interactor: any UpcomingInteractorInput, router: any UpcomingRouterInput, strings: Localizer) {
        self.interactor = interactor
        self.router = router
        self.strings = strings
    }

    private func sectionData(_ group: UpcomingGroup) -> UpcomingSectionDisplayData {
        UpcomingSectionDisplayData(
            title: strings(.section(group.section)),
            rows: group.rows.map { UpcomingRowDisplayData(id: $0.id, title: $0.item.name, detail: $0.detail(in: strings)) }
        )
    }
}

extension UpcomingPresenter: UpcomingModuleInterface {
    public func viewDidLoad() {
        view?.setTitle(strings(.upcoming))
        refresh()
    }

    public func refresh() {
        let interactor = interactor
        pendingWork.start { await interactor.findUpcomingItems() }
    }

    public func addNewItem() {
        router.presentAddInterface(delegate: self)
    }

    public func deleteItem(id: TodoItem.ID) {
        let question = Confirmation.standard(strings(.deleteTodoConfirmation), strings: strings, isDestructive: true)
        view?.showConfirmation(question) { [weak self] in
            guard let self else { return }
            let interactor = self.interactor
            self.pendingWork.start { await interactor.deleteItem(id: id) }
        }
    }
}

extension UpcomingPresenter: UpcomingInteractorOutput {
    public func interactorDidFindUpcomingItems(_ groups: [UpcomingGroup]) {
        if groups.isEmpty {
            view?.showNoContentMessage(strings(.noUpcomingItems))
        } else {
            view?.showUpcomingDisplayData(groups.map(sectionData))
        }
        if let id = itemToSelect {
            itemToSelect = nil
            view?.selectItem(id: id)
        }
    }

    public func interactorDidFailToFindItems(_ error: AppError) {
        view?.showError(ListError(error, strings: strings))
    }

    public func interactorDidFailToDeleteItem(_ error: AppError) {
        view?.showToast(strings.message(for: error))
    }
}

extension UpcomingPresenter: AddTodoModuleDelegate {
    public func addModuleDidSaveItem(_ item: TodoItem) {
        itemToSelect = item.id
        refresh()
    }

    public func addModuleDidCancel() {}
}
