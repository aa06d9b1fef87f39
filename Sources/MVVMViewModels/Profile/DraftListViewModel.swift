import Domain
import Observation

/// The signed-in account's drafts (own profile only): paged like the blogs, loaded the
/// first time the Drafts tab shows, deletable after a confirmation, and each opening its
/// detail page.
@Observable @MainActor
public final class DraftListViewModel {
    /// The paged rows, their inputs and the list's state; the view binds its table to it.
    public let list: PagedListViewModel<DraftRowViewModel>
    /// Whether a delete request runs (the HUD covers the whole profile then).
    public private(set) var isDeleting = false
    /// The HUD's text while ``isDeleting``: `Deleting…`.
    public var deletingText: String { strings(.deleting) }

    @ObservationIgnored private let services: Services
    @ObservationIgnored private let strings: Localizer
    @ObservationIgnored private let pendingWork: PendingWork
    @ObservationIgnored private var hasLoaded = false

    /// The drafts list; its requests start through `pendingWork`.
    public init(services: Services, strings: Localizer, pendingWork: PendingWork) {
        self.services = services
        self.strings = strings
        self.pendingWork = pendingWork
        list = PagedListViewModel(strings: strings, emptyText: .noDrafts, pendingWork: pendingWork) { (page: Int) async throws(AppError) -> Page<DraftRowViewModel> in
            let loaded = try await services.drafts.drafts(page: page)
            let now = services.dates.now()
            let rows = loaded.items.map { DraftRowViewModel(draft: $0, strings: strings, now: now, calendar: services.dates.calendar) }
            return Page(items: rows, page: loaded.page, hasMore: loaded.hasMore)
        }
        list.destination = { .draftDetail(DraftDetailViewModel(draft: $0.draft, strings: strings, dates: services.dates)) }
    }

    // MARK: Inputs

    /// The Drafts tab shows: loads the first page under the HUD, the first time only.
    public func tabShown() {
        guard !hasLoaded else { return }
        hasLoaded = true
        list.loadFirstPage()
    }

    /// `d` on the row at `index`: asks `Delete this draft?`; OK deletes it.
    public func deleteRequested(at index: Int) {
        guard list.rows.indices.contains(index) else { return }
        let id = list.rows[index].id
        list.events.send(.confirm(.standard(strings(.deleteDraftConfirmation), strings: strings)) { [weak self] in
            self?.delete(id: id)
        })
    }

    /// Deletes the draft through the backend under the HUD: success removes its row, failure
    /// keeps it and toasts `Server busy, try again later`.
    private func delete(id: Draft.ID) {
        isDeleting = true
        let drafts = services.drafts
        pendingWork.start { [weak self] in
            let result = await Result(catching: { try await drafts.deleteDraft(id: id) })
            guard let self else { return }
            self.isDeleting = false
            switch result {
            case .success: self.list.removeRows { $0.id == id }
            case .failure: self.list.events.send(.toast(self.strings(.serverBusy)))
            }
        }
    }
}
