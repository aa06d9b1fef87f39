import Domain
import Foundation
import MVPPresenters
import Testing

/// The drafts list with a fake table: rows, row activation, and delete with confirmation.
@MainActor
@Suite("DraftListPresenter")
struct DraftListPresenterTests {
    let fixture = Fixture()

    private func loadedDrafts() async -> (DraftListPresenter, FakeListView, PendingWork) {
        let dates = DateProvider.fixed(SampleData.defaultReferenceDate, calendar: Language.english.calendar())
        let pendingWork = PendingWork()
        let presenter = DraftListPresenter(service: fixture.services.drafts, strings: fixture.strings, dates: dates, pendingWork: pendingWork)
        let view = FakeListView()
        presenter.view = view
        await presenter.loadFirstPageIfNeeded()?.value
        return (presenter, view, pendingWork)
    }

    @Test("one page of 20 drafts and No more, loaded once; rows show title, summary and edit time")
    func rows() async {
        let (drafts, view, _) = await loadedDrafts()
        #expect(drafts.numberOfRows == 20)
        #expect(view.footer == "No more")
        #expect(view.loadingTexts == ["Loading…"])
        #expect(drafts.loadFirstPageIfNeeded() == nil)
        let row = drafts.row(at: 0)
        #expect(row.title == drafts.drafts[0].title)
        #expect(row.summary == fixture.strings.draftSummary(drafts.drafts[0].summary))
        #expect(!row.editedText.isEmpty)
    }

    @Test("a failed first load after the last draft went shows the error with no footer under it")
    func failedLoadClearsTheFooter() async {
        var data = SampleData.standard
        data.drafts = Array(data.drafts.prefix(1))
        let service = InMemoryDraftService(data: data)
        let dates = DateProvider.fixed(SampleData.defaultReferenceDate, calendar: Language.english.calendar())
        let presenter = DraftListPresenter(service: service, strings: fixture.strings, dates: dates, pendingWork: PendingWork())
        let view = FakeListView()
        presenter.view = view
        await presenter.didPullToRefresh()?.value               // `r` before the tab first showed
        #expect(view.footer == "No more")
        await presenter.delete(presenter.drafts[0]).value
        #expect(presenter.numberOfRows == 0)
        await service.failNext(.drafts)
        await presenter.loadFirstPageIfNeeded()?.value
        #expect(view.error != nil && view.footer == "")
    }

    @Test("a row goes to the delegate with its draft")
    func rowActivation() async {
        let (drafts, _, _) = await loadedDrafts()
        let delegate = FakeDraftListDelegate()
        drafts.delegate = delegate
        drafts.didSelectRow(at: 2)
        drafts.didSelectRow(at: 20)
        #expect(delegate.selected == [drafts.drafts[2]])
    }

    @Test("delete asks first; OK shows the HUD, deletes through the service and removes the row")
    func deleteSuccess() async {
        let (drafts, view, pendingWork) = await loadedDrafts()
        let doomed = drafts.drafts[3]
        #expect(!drafts.didPressDelete(atRow: nil))
        #expect(drafts.didPressDelete(atRow: 3))
        #expect(view.confirmations.map(\.message) == ["Delete this draft?"])
        #expect(await fixture.draftService.calls(to: .deleteDraft) == 0)

        view.confirm()
        #expect(view.blockingLoading)
        await pendingWork.waitUntilIdle()
        #expect(!view.blockingLoading)
        #expect(view.deletedRows == [3])
        #expect(!drafts.drafts.contains(doomed))
        #expect(drafts.numberOfRows == 19)
    }

    @Test("deleting the last draft says No drafts, without the No more footer")
    func deletingTheLastDraft() async {
        var data = SampleData.standard
        data.drafts = Array(data.drafts.prefix(1))
        let dates = DateProvider.fixed(SampleData.defaultReferenceDate, calendar: Language.english.calendar())
        let service = InMemoryDraftService(data: data)
        let pendingWork = PendingWork()
        let presenter = DraftListPresenter(service: service, strings: fixture.strings, dates: dates, pendingWork: pendingWork)
        let view = FakeListView()
        presenter.view = view
        await presenter.loadFirstPageIfNeeded()?.value
        #expect(view.footer == "No more" && view.empty == nil)
        await presenter.delete(presenter.drafts[0]).value
        await pendingWork.waitUntilIdle()
        #expect(view.deletedRows == [0])
        #expect(view.empty == "No drafts")
        #expect(view.footer == "")
        #expect(await service.calls(to: .drafts) == 1, "the server had no more: nothing to load")
    }

    @Test("deleting every draft of the first of two pages loads the rest from page 0 instead of saying No drafts")
    func deletingAFullPageLoadsTheRest() async {
        var data = SampleData.standard
        let older = (1...5).map { Draft(id: 9_000 + $0, title: "Old draft \($0)", editedAt: Date(timeIntervalSince1970: Double($0))) }
        data.drafts += older                    // 25 drafts: a full page and 5 more, the oldest last
        let service = InMemoryDraftService(data: data)
        let dates = DateProvider.fixed(SampleData.defaultReferenceDate, calendar: Language.english.calendar())
        let pendingWork = PendingWork()
        let presenter = DraftListPresenter(service: service, strings: fixture.strings, dates: dates, pendingWork: pendingWork)
        let view = FakeListView()
        presenter.view = view
        await presenter.loadFirstPageIfNeeded()?.value
        #expect(presenter.numberOfRows == 20 && view.footer == "")
        for draft in presenter.drafts.dropLast() { await presenter.delete(draft).value }
        #expect(presenter.numberOfRows == 1 && view.empty == nil && view.footer == "")
        #expect(await service.calls(to: .drafts) == 1)            // removing a row that is not the last asks for nothing
        await presenter.delete(presenter.drafts[0]).value
        await pendingWork.waitUntilIdle()
        #expect(await service.calls(to: .drafts) == 2)
        #expect(presenter.drafts == older.reversed())
        #expect(view.empty == nil && view.error == nil)
        #expect(view.footer == "No more")
        #expect(view.selectedRows.last == 0)
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

/// Records the drafts the list reported as activated.
@MainActor
private final class FakeDraftListDelegate: DraftListPresenterDelegate {
    var selected: [Draft] = []
    func draftList(_ presenter: DraftListPresenter, didSelect draft: Draft) { selected.append(draft) }
}
