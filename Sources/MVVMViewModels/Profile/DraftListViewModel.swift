import Domain
import Foundation
import Observation

/// One draft row: what the draft cell shows.
public struct DraftRowViewModel: Identifiable, Sendable {
    /// The draft shown.
    public let draft: Draft
    /// The title.
    public let title: String
    /// The summary, or `Write something~`.
    public let summary: String
    /// When it was edited, `3 min ago` style.
    public let editedText: String

    /// The draft's identifier.
    public var id: Draft.ID { draft.id }
}

/// The signed-in account's drafts (own profile only): paged like the blogs, loaded the
/// first time the Drafts tab shows, and deletable after a confirmation.
@Observable @MainActor
public final class DraftListViewModel {
    /// The paged rows and the list's state; the view binds its table to it.
    public let list: PagedListViewModel<DraftRowViewModel>
    /// Whether a delete request runs (the HUD covers the whole profile then).
    public private(set) var isDeleting = false

    @ObservationIgnored private let services: Services
    @ObservationIgnored private let strings: Localizer
    @ObservationIgnored private var hasLoaded = false

    /// Creates the drafts list.
    public init(services: Services, strings: Localizer) {
        self.services = services
        self.strings = strings
        list = PagedListViewModel(strings: strings)
        list.fetch = { (page: Int) async throws(AppError) -> Page<DraftRowViewModel> in
            let loaded = try await services.drafts.drafts(page: page)
            let now = services.dates.now()
            let rows = loaded.items.map { draft in
                DraftRowViewModel(
                    draft: draft,
                    title: draft.title,
                    summary: strings.draftSummary(draft.summary),
                    editedText: strings.relativeTime(draft.editedAt, now: now, calendar: services.dates.calendar))
            }
            return Page(items: rows, page: loaded.page, hasMore: loaded.hasMore)
        }
    }

    /// The drafts loaded so far.
    public var rows: [DraftRowViewModel] { list.rows }

    /// Loads the first page under the HUD, the first time only.
    @discardableResult
    public func loadIfNeeded() -> Task<Void, Never>? {
        guard !hasLoaded else { return nil }
        hasLoaded = true
        return list.loadFirstPage()
    }

    /// Reloads from the first page.
    @discardableResult
    public func refresh() -> Task<Void, Never>? { list.refresh() }

    /// Loads the next page (the last row was reached).
    @discardableResult
    public func loadNextPage() -> Task<Void, Never>? { list.loadNextPage() }

    /// Retries the page that failed.
    @discardableResult
    public func retryLoadMore() -> Task<Void, Never>? { list.retryLoadMore() }

    /// `d` on a row: asks `Delete this draft?`; OK deletes. Returns whether there was a row to ask about.
    @discardableResult
    public func requestDelete(at index: Int) -> Bool {
        guard rows.indices.contains(index) else { return false }
        let id = rows[index].id
        list.send(.confirm(Confirmation(message: strings(.deleteDraftConfirmation), strings: strings) { [weak self] in
            self?.delete(id: id)
        }))
        return true
    }

    /// Deletes the draft through the backend under the HUD: success removes its row, failure
    /// keeps it and toasts `Server busy, try again later`.
    @discardableResult
    public func delete(id: Draft.ID) -> Task<Void, Never> {
        isDeleting = true
        let services = services
        return Task { [weak self] in
            let result: Result<Void, AppError>
            do throws(AppError) { try await services.drafts.deleteDraft(id: id); result = .success(()) } catch { result = .failure(error) }
            guard let self else { return }
            self.isDeleting = false
            switch result {
            case .success: self.list.removeRows { $0.id == id }
            case .failure: self.list.send(.toast(self.strings(.serverBusy)))
            }
        }
    }
}
