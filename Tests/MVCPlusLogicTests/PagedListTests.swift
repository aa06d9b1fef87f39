import Domain
import MVCPlusKit
import MVCPlusLogic
import Testing

/// The paged list's view model alone, driven as its owner drives it: what reaches each key, and
/// when it asks its owner for a page.
@MainActor
@Suite("MVC+ paged list")
struct PagedListTests {
    let strings = Localizer(.english)
    let scope = Channel().scope("list")
    let view = KeyRecorder()
    let list: PagedListViewModel<Int>

    init() {
        list = PagedListViewModel(strings: strings, emptyText: .noPostsYet)
        let keys = list.keys
        view.record(keys.isLoading, on: scope)
        view.record(keys.hud, on: scope) { $0 ?? "hidden" }
        view.record(keys.error, on: scope) { $0?.message ?? "none" }
        view.record(keys.empty, on: scope) { $0 ?? "none" }
        view.record(keys.footer, on: scope)
        view.record(keys.retryRow, on: scope) { $0 ?? "none" }
        view.record(keys.selectFirstRow, on: scope) { _ in "yes" }
        view.record(keys.toast, on: scope)
        list.bind(to: scope)
        list.onNeedsPage = { [view] first in view.log.append("needs page: \(first ? "first" : "next")") }
    }

    @Test("a first load runs under the HUD and fails into the error view; a refresh clears the error; a failed refresh of shown rows only toasts")
    func firstPage() {
        let busy = strings.message(for: .serverBusy)
        list.loadStarted(firstPage: true)
        list.showError(.serverBusy, firstPage: true)
        #expect(view.log == ["isLoading: true", "hud: Loading…", "isLoading: false", "hud: hidden", "error: \(busy)", "footer: "])
        view.log.removeAll()
        scope.publish(list.keys.refresh)
        list.loadStarted(firstPage: true)
        list.show([1, 2], firstPage: true, hasMore: true)
        #expect(view.log == ["retryRow: none", "footer: ", "needs page: first", "isLoading: true", "hud: Loading…",
                             "isLoading: false", "hud: hidden", "retryRow: none", "error: none", "empty: none", "footer: ",
                             "selectFirstRow: yes"])
        view.log.removeAll()
        scope.publish(list.keys.refresh)
        list.loadStarted(firstPage: true)
        list.showError(.serverBusy, firstPage: true)
        #expect(view.log == ["retryRow: none", "footer: ", "needs page: first", "isLoading: true",
                             "isLoading: false", "hud: hidden", "toast: \(busy)"], "rows shown: no HUD, no error view")
        #expect(list.rows == [1, 2])
        list.show([], firstPage: true, hasMore: false)
        #expect(scope.value(of: list.keys.empty) == strings(.noPostsYet) && list.rows.isEmpty)
    }

    @Test("the end asks for the next page once; a failed page shows the retry row, which alone asks again; the last page says No more")
    func laterPages() {
        list.show([1, 2], firstPage: true, hasMore: true)
        view.log.removeAll()
        scope.publish(list.keys.reachedEnd)
        list.loadStarted(firstPage: false)
        scope.publish(list.keys.reachedEnd)                // while it loads: nothing
        #expect(view.log == ["needs page: next", "isLoading: true", "footer: Loading…"])
        view.log.removeAll()
        list.showError(.serverBusy, firstPage: false)
        scope.publish(list.keys.reachedEnd)                // the retry row is the way on
        #expect(view.log == ["isLoading: false", "hud: hidden", "retryRow: \(strings(.loadMoreFailed))", "footer: ",
                             "toast: \(strings.message(for: .serverBusy))"])
        view.log.removeAll()
        scope.publish(list.keys.retry)
        list.loadStarted(firstPage: false)
        list.showMore([3], hasMore: false)
        scope.publish(list.keys.reachedEnd)                // no more: nothing
        #expect(view.log == ["retryRow: none", "needs page: next", "isLoading: true", "footer: Loading…",
                             "isLoading: false", "hud: hidden", "retryRow: none", "error: none", "empty: none",
                             "footer: \(strings(.noMore))"], "a later page selects nothing")
        #expect(list.rows == [1, 2, 3])
        list.removeRow(at: 0)
        #expect(list.rows == [2, 3] && scope.value(of: list.keys.removedRow) == 0)
    }

    @Test("removing the last row says the list is empty, without No more")
    func removingTheLastRow() {
        list.show([1, 2], firstPage: true, hasMore: false)
        view.log.removeAll()
        list.removeRow(at: 1)
        #expect(view.log.isEmpty, "rows are left: still No more")
        list.removeRow(at: 0)
        #expect(list.rows.isEmpty)
        #expect(view.log == ["empty: \(strings(.noPostsYet))", "footer: "])
    }

    @Test("removing the last loaded row when the server has more asks for page 0 again, and says nothing of an empty list")
    func removingTheLastLoadedRowOfMore() {
        list.show([1, 2], firstPage: true, hasMore: true)
        view.log.removeAll()
        list.removeRow(at: 0)
        #expect(view.log.isEmpty, "a row is left")
        list.removeRow(at: 0)
        #expect(view.log == ["retryRow: none", "footer: ", "needs page: first"])
        view.log.removeAll()
        list.loadStarted(firstPage: true)
        list.show([3], firstPage: true, hasMore: false)
        #expect(list.rows == [3])
        #expect(view.log == ["isLoading: true", "hud: Loading…", "isLoading: false", "hud: hidden", "retryRow: none",
                             "error: none", "empty: none", "footer: No more", "selectFirstRow: yes"])
    }

    @Test("a page that loads takes the retry row away: the end asks again")
    func aLoadedPageEndsTheRetryRow() {
        list.show([1, 2], firstPage: true, hasMore: true)
        list.loadStarted(firstPage: false)
        list.showError(.serverBusy, firstPage: false)
        list.show([1, 2], firstPage: true, hasMore: true)   // the owner loaded page 0 again by itself
        #expect(scope.value(of: list.keys.retryRow) == .some(nil))
        view.log.removeAll()
        scope.publish(list.keys.reachedEnd)
        #expect(view.log == ["needs page: next"])
    }
}
