import Domain
@testable import MVVMViewModels
import Testing

/// The paged list on its own, over a fetch of 45 numbered items served 20 at a time: every
/// input is followed by `pendingWork.waitUntilIdle()`, and the assertions read its outputs.
@MainActor
@Suite("MVVM paged list view model")
struct PagedListViewModelTests {
    /// A row of the list under test.
    struct Item: Identifiable, Equatable {
        let id: Int
    }

    /// Pages of 45 items; counts its calls and fails when told to.
    @MainActor
    final class Pages {
        var calls = 0
        var failNext = false

        func page(_ number: Int) throws(AppError) -> Page<Item> {
            calls += 1
            if failNext {
                failNext = false
                throw .serverBusy
            }
            let items = (number * 20..<min(45, number * 20 + 20)).map(Item.init)
            return Page(items: items, page: number, hasMore: number * 20 + 20 < 45)
        }
    }

    let strings = Localizer(.english)
    let work = PendingWork()
    let pages = Pages()

    func makeList() -> PagedListViewModel<Item> {
        let pages = pages
        return PagedListViewModel(strings: strings, emptyText: .noPostsYet, pendingWork: work) { (page: Int) async throws(AppError) -> Page<Item> in
            try pages.page(page)
        }
    }

    func loaded() async -> PagedListViewModel<Item> {
        let list = makeList()
        list.loadFirstPage()
        await work.waitUntilIdle()
        return list
    }

    @Test("first page: HUD while loading, then 20 rows and `select the first row`")
    func firstPage() async {
        let list = makeList()
        list.loadFirstPage()
        #expect(list.isShowingHUD && list.isLoading)
        await work.waitUntilIdle()
        #expect(!list.isShowingHUD && !list.isLoading)
        #expect(list.rows.count == 20)
        #expect(list.rowIDs == Array(0..<20))
        #expect(list.footerText == "")
        let events = list.events.take()
        #expect(events.count == 1)
        if case .selectFirstRow = events.first {} else { Issue.record("expected selectFirstRow, got \(events)") }
        #expect(list.events.pending.isEmpty)
    }

    @Test("the last row reached loads 20, then 5 and says No more; then nothing more loads")
    func paging() async {
        let list = await loaded()
        list.lastRowReached()
        #expect(!list.isShowingHUD)                      // no HUD for a next page
        await work.waitUntilIdle()
        #expect(list.rows.count == 40)
        list.lastRowReached()
        await work.waitUntilIdle()
        #expect(list.rows.count == 45)
        #expect(list.footerText == "No more")
        list.lastRowReached()
        #expect(work.isIdle)
        #expect(pages.calls == 3)
    }

    @Test("refresh reloads page 0 without the HUD while rows show, and clears the footer")
    func refresh() async {
        let list = await loaded()
        list.lastRowReached()
        await work.waitUntilIdle()
        list.lastRowReached()
        await work.waitUntilIdle()
        _ = list.events.take()
        list.refreshRequested()
        #expect(list.footerText == "")
        #expect(!list.isShowingHUD)
        await work.waitUntilIdle()
        #expect(list.rows.count == 20)
        #expect(list.events.take().count == 1)            // select the first row
    }

    @Test("a failed first load shows the error instead of rows; refresh retries under the HUD")
    func failedFirstLoad() async {
        pages.failNext = true
        let list = await loaded()
        #expect(list.error?.message == "Server busy, try again later")
        #expect(list.error?.hint == "press r to retry")
        #expect(list.rows.isEmpty)
        list.refreshRequested()
        #expect(list.isShowingHUD)
        await work.waitUntilIdle()
        #expect(list.error == nil)
        #expect(list.rows.count == 20)
    }

    @Test("a failed load-more keeps the rows, toasts and shows the retry row until retried")
    func failedLoadMore() async {
        let list = await loaded()
        _ = list.events.take()
        pages.failNext = true
        list.lastRowReached()
        #expect(list.footerText == "Loading…")           // the load-more's progress, under the rows
        await work.waitUntilIdle()
        #expect(list.footerText == "")
        #expect(list.rows.count == 20)
        #expect(list.showsRetryRow)
        #expect(list.retryTitle == "Load more failed — press Enter to retry")
        #expect(list.events.take().compactMap(\.toastText) == ["Server busy, try again later"])
        list.lastRowReached()                             // only the retry row goes on
        #expect(work.isIdle)
        list.retryRowSelected()
        #expect(!list.showsRetryRow)
        await work.waitUntilIdle()
        #expect(list.rows.count == 40)
    }

    @Test("a failed refresh while rows show keeps them and toasts")
    func failedRefresh() async {
        let list = await loaded()
        _ = list.events.take()
        pages.failNext = true
        list.refreshRequested()
        await work.waitUntilIdle()
        #expect(list.rows.count == 20)
        #expect(list.error == nil && !list.showsRetryRow)
        #expect(list.events.take().compactMap(\.toastText) == ["Server busy, try again later"])
    }

    @Test("a new list shows no HUD and no retry row")
    func newList() {
        let list = makeList()
        #expect(!list.isShowingHUD && !list.showsRetryRow && !list.isLoading)
    }

    @Test("the retry row loads the failed page without the HUD, and its row ids follow the rows")
    func retryWithoutHUD() async {
        let list = await loaded()
        pages.failNext = true
        list.lastRowReached()
        await work.waitUntilIdle()
        list.retryRowSelected()
        #expect(list.isLoading && !list.isShowingHUD)
        await work.waitUntilIdle()
        #expect(list.rowIDs == Array(0..<40))
        #expect(list.rowIDs == list.rows.map(\.id))
    }

    @Test("a row of a list that opens nothing sends nothing")
    func rowSelectedOpensNothing() async {
        let list = await loaded()
        _ = list.events.take()
        list.rowSelected(at: 0)
        #expect(list.events.pending.isEmpty)
    }

    @Test("removing a row that is not the last keeps the No more footer, says nothing of an empty list and loads nothing")
    func removingARowThatIsNotTheLast() async {
        let list = await loaded()
        list.lastRowReached()
        await work.waitUntilIdle()
        list.lastRowReached()
        await work.waitUntilIdle()
        #expect(list.footerText == "No more")
        list.removeRows { $0.id == 3 }
        await work.waitUntilIdle()
        #expect(list.rowIDs.count == 44 && !list.rowIDs.contains(3))
        #expect(list.footerText == "No more")
        #expect(list.emptyMessage == nil)
        #expect(pages.calls == 3)
    }

    @Test("removing from a list that never loaded a row loads nothing and says nothing")
    func removingFromANeverLoadedList() async {
        let list = makeList()
        list.removeRows { _ in true }
        await work.waitUntilIdle()
        #expect(pages.calls == 0)
        #expect(list.rows.isEmpty && list.emptyMessage == nil && !list.isShowingHUD)
    }
}
