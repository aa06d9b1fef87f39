import Domain
import Foundation
import MVPPresenters
import Testing

/// The drafts list with fake views: rows and delete with confirmation.
@MainActor
@Suite("DraftListPresenter")
struct DraftListPresenterTests {
    let fixture = Fixture()

    private func loadedDrafts() async -> (DraftListPresenter, FakeListView, PresenterTasks) {
        let dates = DateProvider.fixed(SampleData.defaultReferenceDate, calendar: Language.english.calendar())
        let tasks = PresenterTasks()
        let presenter = DraftListPresenter(service: fixture.services.drafts, strings: fixture.strings, dates: dates, tasks: tasks)
        let view = FakeListView()
        presenter.view = view
        await presenter.loadFirstPageIfNeeded()?.value
        return (presenter, view, tasks)
    }

    @Test("one page of 20 drafts and No more; rows show title, summary and edit time")
    func rows() async {
        let (drafts, view, _) = await loadedDrafts()
        #expect(drafts.numberOfRows == 20)
        #expect(view.footer == "No more")
        #expect(drafts.loadFirstPageIfNeeded() == nil)
        let cell = FakeDraftCellView()
        drafts.configure(cell, at: 0)
        #expect(cell.title == drafts.drafts[0].title)
        #expect(cell.summary == fixture.strings.draftSummary(drafts.drafts[0].summary))
        #expect(!cell.edited.isEmpty)
    }

    @Test("delete asks first; OK shows the HUD, deletes through the service and removes the row")
    func deleteSuccess() async {
        let (drafts, view, tasks) = await loadedDrafts()
        let doomed = drafts.drafts[3]
        #expect(drafts.didPressDelete(atRow: 3))
        #expect(view.confirmations.map(\.message) == ["Delete this draft?"])
        #expect(await fixture.draftService.calls(to: .deleteDraft) == 0)

        view.confirm()
        #expect(view.blockingLoading)
        await tasks.waitUntilIdle()
        #expect(!view.blockingLoading)
        #expect(view.deletedRows == [3])
        #expect(!drafts.drafts.contains(doomed))
        #expect(drafts.numberOfRows == 19)
    }

    @Test("a failed delete keeps the row and toasts Server busy, try again later")
    func deleteFailure() async {
        let (drafts, view, _) = await loadedDrafts()
        await fixture.draftService.failNext(.deleteDraft)
        let draft = drafts.drafts[0]
        await drafts.delete(draft).value
        #expect(!view.blockingLoading && view.blockingLoadingShown == 1)
        #expect(view.deletedRows.isEmpty)
        #expect(drafts.drafts.first == draft)
        #expect(view.toasts == ["Server busy, try again later"])
    }
}
