import Domain
import PatternKit
import SceneViews
import TerminalUI

/// The own profile's drafts list as a self-managed module: the table's data source and
/// delegate, which fetches and pages the drafts, deletes one after asking, and opens a draft's
/// detail page through the screen factory.
@MainActor
final class DraftTableController: TableViewDataSource, TableViewDelegate {
    private let service: any DraftService
    private let strings: Localizer
    private let dates: DateProvider
    private let screens: ScreenFactory
    private let paging: PagingController<Draft>
    private var hasLoaded = false
    private weak var tableView: TableView?
    private weak var viewController: ViewController?

    /// A controller for the signed-in account's drafts.
    init(service: any DraftService, strings: Localizer, dates: DateProvider, screens: ScreenFactory) {
        self.service = service
        self.strings = strings
        self.dates = dates
        self.screens = screens
        paging = PagingController(strings: strings, emptyText: .noDrafts) { (page: Int) async throws(AppError) -> Page<Draft> in
            try await service.drafts(page: page)
        }
    }

    /// Becomes `tableView`'s data source and delegate; `viewController` is the screen it is in.
    func attach(to tableView: TableView, in viewController: ViewController) {
        self.tableView = tableView
        self.viewController = viewController
        tableView.register(DraftCell.self, forCellReuseIdentifier: DraftCell.reuseIdentifier)
        paging.attach(to: tableView, in: viewController)
        tableView.dataSource = self
        tableView.delegate = self
    }

    /// Loads the first page (with the HUD over the table) the first time it is called.
    func loadIfNeeded() {
        guard !hasLoaded else { return }
        hasLoaded = true
        paging.loadFirstPage()
    }

    /// The helper that configures the row of `draft`.
    func cellController(for draft: Draft) -> DraftCellController {
        DraftCellController(draft: draft, strings: strings, dates: dates)
    }

    // MARK: Deleting

    /// Asks `Delete this draft?` for the selected draft; OK deletes it under a HUD over the
    /// whole screen. Does nothing when no draft is selected.
    func deleteSelectedDraft() {
        guard let viewController, let indexPath = tableView?.indexPathForSelectedRow, indexPath.section == 0,
              paging.items.indices.contains(indexPath.row) else { return }
        let draft = paging.items[indexPath.row]
        viewController.presentConfirmation(.standard(strings(.deleteDraftConfirmation), strings: strings)) { [weak self] in
            self?.delete(draft)
        }
    }

    private func delete(_ draft: Draft) {
        guard let viewController else { return }
        let screenView = viewController.view
        HUD.show(in: screenView, text: strings(.deleting))
        let service = service, strings = strings
        viewController.spawn { [weak self] in
            let result = await Result(catching: { try await service.deleteDraft(id: draft.id) })
            HUD.hide(for: screenView)
            switch result {
            case .success:
                guard let self, let index = self.paging.items.firstIndex(where: { $0.id == draft.id }) else { return }
                self.paging.removeItem(at: index)
            case .failure:
                Toast.show(strings(.serverBusy), in: screenView)
            }
        }
    }

    // MARK: TableViewDataSource

    func numberOfSections(in tableView: TableView) -> Int { 2 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        paging.numberOfRows(inSection: section)
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard indexPath.section == 0 else { return RetryCell.dequeue(from: tableView, for: indexPath, text: strings(.loadMoreFailed)) }
        let cell = tableView.dequeueReusableCell(withIdentifier: DraftCell.reuseIdentifier, for: indexPath) as! DraftCell
        cellController(for: paging.items[indexPath.row]).configure(cell)
        return cell
    }

    // MARK: TableViewDelegate

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int {
        indexPath.section == 0 ? DraftCell.height : 1
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard indexPath.section == 0 else { return paging.retryLoadMore() }
        let detail = screens.draftDetail(paging.items[indexPath.row])
        viewController?.navigationController?.pushViewController(detail)
    }

    func tableViewDidReachEnd(_ tableView: TableView) { paging.loadMoreIfNeeded() }
}

/// Puts one draft into a ``DraftCell``: title, summary (or its fallback) and the edit time.
@MainActor
struct DraftCellController {
    /// The draft the row shows.
    let draft: Draft
    let strings: Localizer
    /// Says what "now" is, for the relative edit time.
    let dates: DateProvider

    /// Fills `cell`.
    func configure(_ cell: DraftCell) {
        cell.title = draft.title
        cell.summary = strings.draftSummary(draft.summary)
        cell.editedText = strings.relativeTime(draft.editedAt, now: dates.now(), calendar: dates.calendar)
    }
}
