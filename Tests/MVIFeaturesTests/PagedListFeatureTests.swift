import Domain
import MVICore
import MVIFeatures
import MVITestSupport
import Testing

/// The paging rules of the one list feature the profile scopes twice, on rows of their own:
/// first load behind the HUD, paging to `No more`, errors in place or for the screen to report,
/// the retry row, refresh.
@MainActor
struct PagedListFeatureTests {
    struct Row: Identifiable, Equatable, Sendable {
        let id: Int
    }

    typealias List = PagedListFeature<Row>

    /// Three pages of two rows (ids 0…5); the pages in `failing` fail with `serverBusy`.
    static func list(failing: Set<Int> = []) -> List {
        List { page async throws(AppError) in
            if failing.contains(page) { throw .serverBusy }
            return Page(items: [Row(id: page * 2), Row(id: page * 2 + 1)], page: page, hasMore: page < 2)
        }
    }

    static func page(_ number: Int) -> Page<Row> {
        Page(items: [Row(id: number * 2), Row(id: number * 2 + 1)], page: number, hasMore: number < 2)
    }

    @Test func aNewListIsNotEmptyYetAndSelectsNothing() {
        let state = List.State()
        #expect(!state.isEmpty && !state.selectFirstRow && !state.isLoading && !state.isShowingHUD)
    }

    @Test func isEmptyOnlyOnceALoadFoundNoRows() {
        var state = List.State()
        state.hasStarted = true
        state.isLoading = true
        #expect(!state.isEmpty)                       // loading
        state.isLoading = false
        state.firstLoadError = .serverBusy
        #expect(!state.isEmpty)                       // the error view instead
        state.firstLoadError = nil
        #expect(state.isEmpty)                        // loaded, no rows
        state.items = IdentifiedArray([Row(id: 0)])
        #expect(!state.isEmpty)
    }

    @Test func removingTheLastLoadedRowReloadsFromPageZeroWhenTheServerHasMore() async {
        var state = List.State()
        state.items = IdentifiedArray(Self.page(0).items)
        state.nextPage = 1
        state.hasStarted = true
        let store = TestStore(initialState: state, reducer: Self.list())
        await store.send(.removeItem(0)) { $0.items[id: 0] = nil }     // a row is left: nothing more
        await store.send(.removeItem(1)) {
            $0.items[id: 1] = nil
            $0.isLoading = true
            $0.isShowingHUD = true
        }
        #expect(!store.state.isEmpty)
        await store.receive(.pageLoaded(page: 0, .success(Self.page(0)))) {
            $0.isLoading = false
            $0.isShowingHUD = false
            $0.items = IdentifiedArray(Self.page(0).items)
            $0.selectFirstRow = true
        }
        await store.finish()
    }

    @Test func removingTheLastRowOfTheLastPageLeavesTheListEmpty() async {
        var state = List.State()
        state.items = IdentifiedArray(Self.page(2).items)
        state.nextPage = 3
        state.hasMore = false
        state.showsNoMore = true
        state.hasStarted = true
        let store = TestStore(initialState: state, reducer: Self.list())
        await store.send(.removeItem(4)) { $0.items[id: 4] = nil }
        await store.send(.removeItem(5)) { $0.items[id: 5] = nil }
        #expect(store.state.isEmpty)
        await store.finish()
    }

    @Test func removingARowTheListDoesNotHoldDoesNothing() async {
        let store = TestStore(initialState: List.State(), reducer: Self.list())
        await store.send(.removeItem(0))
        await store.finish()
    }

    @Test func firstLoadShowsTheHUDThenPagesToNoMore() async {
        let store = TestStore(initialState: List.State(), reducer: Self.list())
        await store.send(.reachedEnd)  // nothing to page from yet
        await store.send(.load) {
            $0.isLoading = true
            $0.isShowingHUD = true
            $0.hasStarted = true
        }
        await store.receive(.pageLoaded(page: 0, .success(Self.page(0)))) {
            $0.isLoading = false
            $0.isShowingHUD = false
            $0.items = IdentifiedArray(Self.page(0).items)
            $0.nextPage = 1
            $0.selectFirstRow = true
        }
        await store.send(.firstRowSelected) { $0.selectFirstRow = false }
        for number in 1...2 {
            await store.send(.reachedEnd) { $0.isLoading = true; $0.isLoadingMore = true }
            await store.receive(.pageLoaded(page: number, .success(Self.page(number)))) {
                $0.isLoading = false
                $0.isLoadingMore = false
                $0.items.append(contentsOf: Self.page(number).items)
                $0.nextPage = number + 1
                $0.hasMore = number < 2
                $0.showsNoMore = number == 2
            }
        }
        #expect(store.state.items.map(\.id) == Array(0...5))
        await store.send(.reachedEnd)  // no more pages
        await store.finish()
    }

    @Test func aFailedFirstLoadShowsItsErrorInPlace() async {
        let store = TestStore(initialState: List.State(), reducer: Self.list(failing: [0]))
        #expect(store.state.showsFailureInPlace(page: 0))
        await store.send(.load) {
            $0.isLoading = true
            $0.isShowingHUD = true
            $0.hasStarted = true
        }
        await store.receive(.pageLoaded(page: 0, .failure(.serverBusy))) {
            $0.isLoading = false
            $0.isShowingHUD = false
            $0.firstLoadError = .serverBusy
        }
        await store.finish()
    }

    @Test func aFailedLoadMoreShowsTheRetryRowUntilRetried() async {
        var state = List.State()
        state.items = IdentifiedArray(Self.page(0).items)
        state.nextPage = 1
        state.hasStarted = true
        let store = TestStore(initialState: state, reducer: Self.list(failing: [1]))
        #expect(!store.state.showsFailureInPlace(page: 1), "the screen reports it")
        await store.send(.reachedEnd) { $0.isLoading = true; $0.isLoadingMore = true }
        await store.receive(.pageLoaded(page: 1, .failure(.serverBusy))) {
            $0.isLoading = false
            $0.isLoadingMore = false
            $0.loadMoreFailed = true
        }
        await store.send(.reachedEnd)  // the retry row waits for Enter
        await store.send(.retry) {
            $0.loadMoreFailed = false
            $0.isLoading = true
            $0.isLoadingMore = true
        }
        await store.receive(.pageLoaded(page: 1, .failure(.serverBusy))) {
            $0.isLoading = false
            $0.isLoadingMore = false
            $0.loadMoreFailed = true
        }
        await store.finish()
    }

    @Test func refreshReloadsPageZeroWithoutTheHUDOverRows() async {
        var state = List.State()
        state.items = IdentifiedArray(Self.page(0).items + Self.page(1).items + Self.page(2).items)
        state.nextPage = 3
        state.hasMore = false
        state.showsNoMore = true
        state.hasStarted = true
        let store = TestStore(initialState: state, reducer: Self.list())
        await store.send(.refresh) {
            $0.showsNoMore = false
            $0.isLoading = true
        }
        await store.receive(.pageLoaded(page: 0, .success(Self.page(0)))) {
            $0.isLoading = false
            $0.items = IdentifiedArray(Self.page(0).items)
            $0.nextPage = 1
            $0.hasMore = true
            $0.selectFirstRow = true
        }
        await store.send(.rowHighlighted(.item(1))) { $0.highlighted = .item(1) }
        await store.send(.rowHighlighted(nil)) { $0.highlighted = nil }
        await store.finish()
    }
}
