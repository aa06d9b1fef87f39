import Domain
import MVICore

/// One paged list — the profile's blogs, its drafts — as a feature of its own: its rows, paging,
/// loading and error flags, and the rules that evolve them. The profile scopes it twice; the only
/// thing that differs between two lists is how a page is loaded.
///
/// The rules: the first load shows the HUD and, when it fails, an error view instead of rows;
/// reaching the end loads the next page unless the last one said there is none (`No more`) or a
/// load-more failed (the retry row waits for Enter); a refresh reloads page 0. A failed page the
/// list does not show in place is for the screen to report (``State/showsFailureInPlace(page:)``).
public struct PagedListFeature<Item: Identifiable & Equatable & Sendable>: Reducer, Sendable where Item.ID: Sendable {
    /// The list: its rows and where paging stands.
    public struct State: Equatable, Sendable {
        /// The rows, in display order, each found by id.
        public var items = IdentifiedArray<Item>()
        /// The page a load-more asks for.
        public var nextPage = 0
        /// Whether a next page exists.
        public var hasMore = true
        /// A page request is running.
        public var isLoading = false
        /// The blocking HUD shows over the list (first load of an empty list).
        public var isShowingHUD = false
        /// The first load failed: the list shows this error instead of rows.
        public var firstLoadError: AppError?
        /// A load-more failed: the retry row shows.
        public var loadMoreFailed = false
        /// Whether the running request is a load-more (the footer says `Loading…`).
        public var isLoadingMore = false
        /// The `No more` footer shows.
        public var showsNoMore = false
        /// One-shot: the view selects row 0 (after page 0 loaded), then sends `firstRowSelected`.
        public var selectFirstRow = false
        /// Whether the list was ever asked to load.
        public var hasStarted = false
        /// The row the cursor is on, as the table last reported it (`nil`: none). The view draws it
        /// when it changes here, so a replayed session scrolls the list as the user did.
        public var highlighted: ListRow?

        /// An empty list that has not loaded yet.
        public init() {}

        /// Whether a failure of `page` shows in the list itself (the error view of a first load)
        /// rather than in a toast the screen shows.
        public func showsFailureInPlace(page: Int) -> Bool { page == 0 && items.isEmpty }

        /// Whether the list loaded and has no rows (it shows its empty state).
        public var isEmpty: Bool { hasStarted && !isLoading && firstLoadError == nil && items.isEmpty }

        /// Whether reaching the end should ask for the next page.
        var canLoadMore: Bool { hasMore && !loadMoreFailed && !isLoading && !items.isEmpty }
    }

    /// Everything that can happen to the list.
    public enum Action: Equatable, Sendable {
        /// The first load: page 0 behind the HUD.
        case load
        /// Pull to refresh: page 0 again (behind the HUD only when there are no rows).
        case refresh
        /// The cursor reached the last row.
        case reachedEnd
        /// Enter on the retry row.
        case retry
        /// A page's answer.
        case pageLoaded(page: Int, Result<Page<Item>, AppError>)
        /// The view selected row 0 (acknowledges ``State/selectFirstRow``).
        case firstRowSelected
        /// The cursor moved to this row (or off the rows).
        case rowHighlighted(ListRow?)
        /// The row with this id is gone (a deleted draft); when it was the last loaded one and the
        /// server has more, the list loads again from page 0.
        case removeItem(Item.ID)
    }

    /// Loads one page of the list.
    let loadPage: @Sendable (_ page: Int) async throws(AppError) -> Page<Item>

    /// A list whose pages come from `loadPage`.
    public init(loadPage: @escaping @Sendable (_ page: Int) async throws(AppError) -> Page<Item>) {
        self.loadPage = loadPage
    }

    /// Evolves the list for `action` and returns the page request to run, if any.
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .load:
            return load(page: 0, showingHUD: true, state: &state)
        case .refresh:
            state.loadMoreFailed = false
            state.showsNoMore = false
            return load(page: 0, showingHUD: state.items.isEmpty, state: &state)
        case .reachedEnd:
            guard state.canLoadMore else { return .none }
            return load(page: state.nextPage, showingHUD: false, state: &state)
        case .retry:
            state.loadMoreFailed = false
            return load(page: state.nextPage, showingHUD: false, state: &state)
        case let .pageLoaded(page, .success(loaded)):
            state.isLoading = false
            state.isLoadingMore = false
            state.isShowingHUD = false
            state.firstLoadError = nil
            state.loadMoreFailed = false
            if page == 0 { state.items = IdentifiedArray(loaded.items) } else { state.items.append(contentsOf: loaded.items) }
            state.nextPage = page + 1
            state.hasMore = loaded.hasMore
            state.showsNoMore = !loaded.hasMore
            if page == 0 { state.selectFirstRow = true }
            return .none
        case let .pageLoaded(page, .failure(error)):
            state.isLoading = false
            state.isLoadingMore = false
            state.isShowingHUD = false
            if state.showsFailureInPlace(page: page) {
                state.firstLoadError = error
                state.showsNoMore = false
            } else if page > 0 {
                state.loadMoreFailed = true
                state.showsNoMore = false
            }
            return .none
        case .firstRowSelected:
            state.selectFirstRow = false
            return .none
        case .rowHighlighted(let row):
            state.highlighted = row
            return .none
        case .removeItem(let id):
            guard state.items[id: id] != nil else { return .none }
            state.items[id: id] = nil
            // The last loaded row went but the server has more: they come instead, from page 0,
            // which now starts at the first row not shown (pages count what the server still has).
            guard state.items.isEmpty, state.hasMore else { return .none }
            return reduce(into: &state, action: .refresh)
        }
    }

    /// Starts loading `page` unless a load already runs.
    private func load(page: Int, showingHUD: Bool, state: inout State) -> Effect<Action> {
        guard !state.isLoading else { return .none }
        state.isLoading = true
        state.hasStarted = true
        if showingHUD { state.isShowingHUD = true }
        if page > 0 { state.isLoadingMore = true }
        let loadPage = loadPage
        return .run { @MainActor send in
            let result = await Result(catching: { try await loadPage(page) })
            send(.pageLoaded(page: page, result))
        }
    }
}

extension PagedListFeature.Action: Codable where Item: Codable, Item.ID: Codable {}

/// A row of a paged list the cursor can be on: an item (by index), or the retry row under them.
public enum ListRow: Equatable, Sendable, Codable {
    case item(Int)
    case retry
}
