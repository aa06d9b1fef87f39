import Domain
import Foundation
import MVVMViewModels
import Testing

/// The drafts list: loaded once when its tab shows, a row's texts, deleting after a question,
/// and the detail page a row opens.
@MainActor
@Suite("MVVM draft list view model")
struct DraftListViewModelTests {
    let test = TestServices()
    let work = PendingWork()

    func shown() async -> DraftListViewModel {
        let drafts = DraftListViewModel(services: test.services, strings: test.strings, pendingWork: work)
        drafts.tabShown()
        #expect(drafts.list.isShowingHUD)
        await work.waitUntilIdle()
        _ = drafts.list.events.take()
        return drafts
    }

    @Test("a new drafts list is not deleting (no HUD over the profile)")
    func notDeletingAtFirst() {
        let drafts = DraftListViewModel(services: test.services, strings: test.strings, pendingWork: work)
        #expect(!drafts.isDeleting)
    }

    @Test("the tab shown loads the first page once; rows show title, summary and edit time")
    func loadsOnce() async throws {
        let drafts = await shown()
        drafts.tabShown()
        #expect(work.isIdle)
        #expect(await test.drafts.calls(to: .drafts) == 1)
        let first = try await test.drafts.drafts(page: 0).items[0]
        let row = try #require(drafts.list.rows.first)
        #expect(row.id == first.id)
        #expect(row.title == first.title)
        #expect(row.summary == test.strings.draftSummary(first.summary))
        #expect(row.editedText == test.strings.relativeTime(first.editedAt, now: test.dates.now(), calendar: test.dates.calendar))
    }

    @Test("d asks Delete this draft? first; OK deletes under the HUD and removes the row")
    func delete() async throws {
        let drafts = await shown()
        let first = try #require(drafts.list.rows.first)
        drafts.deleteRequested(at: 0)
        let question = try #require(drafts.list.events.take().first)
        #expect(question.confirmation?.message == "Delete this draft?")
        #expect(await test.drafts.calls(to: .deleteDraft) == 0)
        question.confirm()
        #expect(drafts.isDeleting)
        await work.waitUntilIdle()
        #expect(!drafts.isDeleting)
        #expect(drafts.list.rows.count == 19)
        #expect(!drafts.list.rows.contains { $0.id == first.id })
    }

    @Test("deleting the last draft says No drafts, without the No more footer")
    func deleteTheLast() async throws {
        let drafts = await shown()
        #expect(drafts.list.footerText == "No more" && drafts.list.emptyMessage == nil)
        for _ in 0..<20 {                       // the sample data's one page
            drafts.deleteRequested(at: 0)
            try #require(drafts.list.events.take().first).confirm()
            await work.waitUntilIdle()
        }
        #expect(drafts.list.rows.isEmpty)
        #expect(drafts.list.emptyMessage == "No drafts")
        #expect(drafts.list.footerText == "")
        #expect(await test.drafts.calls(to: .drafts) == 1, "the server had no more: nothing to load")
    }

    @Test("deleting every draft of the first of two pages loads the rest from page 0 instead of saying No drafts")
    func deletingAFullPageLoadsTheRest() async throws {
        var data = SampleData.standard
        let older = (1...5).map { Draft(id: 9_000 + $0, title: "Old draft \($0)", editedAt: Date(timeIntervalSince1970: Double($0))) }
        data.drafts += older                    // 25 drafts: a full page and 5 more, the oldest last
        let test = TestServices(drafts: InMemoryDraftService(data: data))
        let drafts = DraftListViewModel(services: test.services, strings: test.strings, pendingWork: work)
        drafts.tabShown()
        await work.waitUntilIdle()
        #expect(drafts.list.rows.count == 20 && drafts.list.footerText == "")
        for _ in 0..<20 {
            drafts.deleteRequested(at: 0)
            try #require(drafts.list.events.take().last).confirm()
            await work.waitUntilIdle()
        }
        #expect(await test.drafts.calls(to: .drafts) == 2)
        #expect(drafts.list.rows.map(\.title) == older.reversed().map(\.title))
        #expect(drafts.list.emptyMessage == nil)
        #expect(drafts.list.footerText == "No more")
        #expect(!drafts.list.isShowingHUD)
    }

    @Test("a failed delete keeps the row and toasts Server busy")
    func deleteFails() async throws {
        let drafts = await shown()
        await test.drafts.failNext(.deleteDraft)
        drafts.deleteRequested(at: 0)
        try #require(drafts.list.events.take().first).confirm()
        await work.waitUntilIdle()
        #expect(!drafts.isDeleting)
        #expect(drafts.list.rows.count == 20)
        #expect(drafts.list.events.take().compactMap(\.toastText) == ["Server busy, try again later"])
    }

    @Test("d with no row there asks nothing")
    func deleteOutOfRange() async {
        let drafts = await shown()
        drafts.deleteRequested(at: 99)
        #expect(drafts.list.events.pending.isEmpty)
    }

    @Test("a row opens the draft's detail")
    func rowOpensDetail() async throws {
        let drafts = await shown()
        let row = try #require(drafts.list.rows.first)
        drafts.list.rowSelected(at: 0)
        let destination = try #require(drafts.list.events.take().first?.destination)
        guard case .draftDetail(let detail) = destination else {
            Issue.record("expected draft detail, got \(destination)")
            return
        }
        #expect(detail.title == row.title)
        #expect(detail.fields.count == 3)
    }
}
