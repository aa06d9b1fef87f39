import Domain
import Foundation
import Testing
import VIPERLogic

/// The profile interactor on its own, over in-memory services (VIPER-TODO's interactor tests
/// with a fake data manager): what it asks the services, and what it reports to its output.
@MainActor
@Suite("Profile interactor")
struct ProfileInteractorTests {
    let fixture = ProfileFixture()

    /// The blogs of a report that a page of blogs loaded.
    private func loadedBlogs(_ report: FakeProfileInteractorOutput.Report?) -> [BlogEntry]? {
        guard case .blogs(.loaded(_, let items, _)) = report else { return nil }
        return items
    }

    @Test("says whose profile it is, at once")
    func owner() {
        let (mine, myOutput) = fixture.profileInteractor(fixture.services.currentUserID)
        let (theirs, theirOutput) = fixture.profileInteractor(SampleData.featuredUserID)
        mine.findOwner()
        theirs.findOwner()
        #expect(myOutput.reports == [.owner(isSignedInUser: true)])
        #expect(theirOutput.reports == [.owner(isSignedInUser: false)])
    }

    @Test("loads the user, or reports why it did not")
    func user() async throws {
        let (interactor, output) = fixture.profileInteractor(SampleData.featuredUserID)
        await interactor.loadUser()
        let user = try await fixture.userService.user(id: SampleData.featuredUserID)
        #expect(output.take() == [.user(user)])
        await fixture.userService.failNext(.user)
        await interactor.loadUser()
        #expect(output.take() == [.userFailed(.serverBusy)])
    }

    @Test("counts my follows in my own header only, at once, never below zero")
    func followCount() async throws {
        let (mine, myOutput) = fixture.profileInteractor(fixture.services.currentUserID)
        mine.countFollowChange(from: false, to: true)
        #expect(myOutput.take().isEmpty, "nothing to count before the user loaded")
        await mine.loadUser()
        var me = try await fixture.userService.user(id: fixture.services.currentUserID)
        _ = myOutput.take()
        mine.countFollowChange(from: false, to: true)
        me.friendCount += 1
        #expect(myOutput.take() == [.user(me)])
        mine.countFollowChange(from: true, to: true)
        #expect(myOutput.take().isEmpty, "no change, no report")

        let (theirs, theirOutput) = fixture.profileInteractor(SampleData.featuredUserID)
        await theirs.loadUser()
        _ = theirOutput.take()
        theirs.countFollowChange(from: false, to: true)
        #expect(theirOutput.take().isEmpty, "my follows are not their friends")
    }

    @Test("pages blogs 20, 20, 5, then asks no more")
    func paging() async throws {
        let (interactor, output) = fixture.profileInteractor(SampleData.featuredUserID)
        await interactor.loadFirstPage(of: .blogs)
        let first = try await fixture.blogService.blogs(userID: SampleData.featuredUserID, page: 0)
        #expect(output.take() == [
            .willLoad(.blogs, page: 0),
            .blogs(.loaded(page: 0, items: first.items.map { BlogEntry(blog: $0) }, hasMore: true)),
        ])
        await interactor.loadFirstPage(of: .blogs)          // asked for already: nothing
        await interactor.loadMore(.blogs)
        await interactor.loadMore(.blogs)
        let reports = output.take()
        #expect(reports.count == 4)
        guard case .blogs(.loaded(2, let last, false)) = reports.last else {
            Issue.record("expected the last page, got \(String(describing: reports.last))")
            return
        }
        #expect(last.count == 5)
        await interactor.loadMore(.blogs)
        #expect(output.take().isEmpty)
        #expect(await fixture.blogService.calls(to: .blogs) == 4)   // 3 pages + the one this test read
    }

    @Test("a failed first page, reload and load-more each say so; a load-more failure waits for its retry")
    func failures() async throws {
        let (interactor, output) = fixture.profileInteractor(SampleData.featuredUserID)
        await fixture.blogService.failNext(.blogs)
        await interactor.loadFirstPage(of: .blogs)
        #expect(output.take().last == .blogs(.firstLoadFailed(.serverBusy)))

        await interactor.reload(.blogs)
        #expect(loadedBlogs(output.take().last)?.count == 20)

        await fixture.blogService.failNext(.blogs)
        await interactor.reload(.blogs)
        #expect(output.take().last == .blogs(.reloadFailed(.serverBusy)))

        await fixture.blogService.failNext(.blogs)
        await interactor.loadMore(.blogs)
        #expect(output.take() == [.willLoad(.blogs, page: 1), .blogs(.loadMoreFailed(.serverBusy))])
        await interactor.loadMore(.blogs)                   // no automatic retry
        #expect(output.take().isEmpty)
        interactor.clearLoadMoreFailure(.blogs)
        await interactor.loadMore(.blogs)
        #expect(output.take().first == .willLoad(.blogs, page: 1))
    }

    @Test("a like is optimistic (marked in flight) and rolls back exactly")
    func likeRollback() async throws {
        let (interactor, output) = fixture.profileInteractor(SampleData.featuredUserID)
        await interactor.loadFirstPage(of: .blogs)
        let entries = try #require(loadedBlogs(output.take().last))
        let index = try #require(entries.firstIndex { !$0.blog.isLiked })
        let before = entries[index].blog
        await fixture.blogService.failNext(.setLiked)
        await interactor.setLiked(true, blogID: before.id)
        #expect(output.take() == [
            .updated(BlogEntry(blog: before.withLike(true), isLikeInFlight: true), at: index),
            .updated(BlogEntry(blog: before), at: index),
            .likeFailed,
        ])
        await interactor.setLiked(true, blogID: before.id)
        #expect(output.take().last == .updated(BlogEntry(blog: before.withLike(true)), at: index))
    }

    @Test("one like request per blog at a time")
    func inFlightGuard() async throws {
        let (interactor, _) = fixture.profileInteractor(SampleData.featuredUserID)
        await interactor.loadFirstPage(of: .blogs)
        let page = try await fixture.blogService.blogs(userID: SampleData.featuredUserID, page: 0)
        let blog = try #require(page.items.first { !$0.isLiked })
        let first = Task { await interactor.setLiked(true, blogID: blog.id) }
        let second = Task { await interactor.setLiked(true, blogID: blog.id) }
        await first.value
        await second.value
        #expect(await fixture.blogService.calls(to: .setLiked) == 1)
    }

    @Test("share reports success and the new count")
    func share() async throws {
        let (interactor, output) = fixture.profileInteractor(SampleData.featuredUserID)
        await interactor.loadFirstPage(of: .blogs)
        output.reports = []
        let page = try await fixture.blogService.blogs(userID: SampleData.featuredUserID, page: 0)
        await interactor.share(blogID: page.items[0].id)
        let reports = output.take()
        #expect(reports.last == .shared(succeeded: true))
        guard case .updated(let entry, 0) = reports.first else {
            Issue.record("expected the shared blog, got \(reports)")
            return
        }
        #expect(entry.blog.shareCount == page.items[0].shareCount + 1)
        await fixture.blogService.failNext(.share)
        await interactor.share(blogID: page.items[0].id)
        #expect(output.take() == [.shared(succeeded: false)])
    }

    @Test("deleting a draft reports where it was; a failure keeps it")
    func deleteDraft() async throws {
        let (interactor, output) = fixture.profileInteractor(fixture.services.currentUserID)
        await interactor.loadFirstPage(of: .drafts)
        let drafts = try await fixture.draftService.drafts(page: 0).items
        output.reports = []
        await fixture.draftService.failNext(.deleteDraft)
        await interactor.deleteDraft(id: drafts[1].id)
        #expect(output.take() == [.willDeleteDraft, .deleteDraftFailed(.serverBusy)])
        await interactor.deleteDraft(id: drafts[1].id)
        #expect(output.take() == [.willDeleteDraft, .deletedDraft(at: 1, reloadFollows: false)])
    }

    @Test("deleting every draft of the first of two pages reports that page 0 loads again, and loads the rest")
    func deletingAFullPageOfDrafts() async throws {
        var data = SampleData.standard
        let older = (1...5).map { Draft(id: 9_000 + $0, title: "Old draft \($0)", editedAt: Date(timeIntervalSince1970: Double($0))) }
        data.drafts += older                    // 25 drafts: a full page and 5 more, the oldest last
        let service = InMemoryDraftService(data: data)
        var services = fixture.services
        services.drafts = service
        let interactor = ProfileInteractor(services: services, repository: BlogRepository(), userID: services.currentUserID)
        let output = FakeProfileInteractorOutput()
        interactor.output = output
        await interactor.loadFirstPage(of: .drafts)
        guard case .drafts(.loaded(0, let page, true))? = output.take().last else {
            Issue.record("expected a first page with more after it")
            return
        }
        for draft in page.dropLast() { await interactor.deleteDraft(id: draft.id) }
        #expect(output.take().allSatisfy { $0 == .willDeleteDraft || $0 == .deletedDraft(at: 0, reloadFollows: false) })
        await interactor.deleteDraft(id: page[19].id)
        #expect(output.take() == [.willDeleteDraft, .deletedDraft(at: 0, reloadFollows: true), .willLoad(.drafts, page: 0),
                                  .drafts(.loaded(page: 0, items: older.reversed(), hasMore: false))])
        #expect(await service.calls(to: .drafts) == 2)
    }

    @Test("a drafts load-more failure waits for its retry, as the blogs' does")
    func draftsLoadMoreFailure() async throws {
        var data = SampleData.standard
        data.drafts += (1...5).map { Draft(id: 9_000 + $0, title: "Old draft \($0)", editedAt: Date(timeIntervalSince1970: Double($0))) }
        let service = InMemoryDraftService(data: data)
        var services = fixture.services
        services.drafts = service
        let interactor = ProfileInteractor(services: services, repository: BlogRepository(), userID: services.currentUserID)
        let output = FakeProfileInteractorOutput()
        interactor.output = output
        await interactor.loadFirstPage(of: .drafts)
        _ = output.take()

        await service.failNext(.drafts)
        await interactor.loadMore(.drafts)
        #expect(output.take() == [.willLoad(.drafts, page: 1), .drafts(.loadMoreFailed(.serverBusy))])
        await interactor.loadMore(.drafts)                  // no automatic retry
        #expect(output.take().isEmpty)
        interactor.clearLoadMoreFailure(.drafts)
        await interactor.loadMore(.drafts)
        #expect(output.take().first == .willLoad(.drafts, page: 1))
    }

    @Test("deleting the last draft of a list the server has no more of reports no reload and loads nothing")
    func deletingTheLastDraft() async throws {
        var data = SampleData.standard
        data.drafts = Array(data.drafts.prefix(1))
        let service = InMemoryDraftService(data: data)
        var services = fixture.services
        services.drafts = service
        let interactor = ProfileInteractor(services: services, repository: BlogRepository(), userID: services.currentUserID)
        let output = FakeProfileInteractorOutput()
        interactor.output = output
        await interactor.loadFirstPage(of: .drafts)
        output.reports = []
        await interactor.deleteDraft(id: data.drafts[0].id)
        #expect(output.take() == [.willDeleteDraft, .deletedDraft(at: 0, reloadFollows: false)])
        #expect(await service.calls(to: .drafts) == 1)
    }

    @Test("deleting a draft the list does not hold reports no index and loads nothing")
    func deletingADraftNotShown() async throws {
        let (interactor, output) = fixture.profileInteractor(fixture.services.currentUserID)
        let draft = try await fixture.draftService.drafts(page: 0).items[0]
        await interactor.deleteDraft(id: draft.id)
        #expect(output.take() == [.willDeleteDraft, .deletedDraft(at: nil, reloadFollows: false)])
        #expect(await fixture.draftService.calls(to: .drafts) == 1, "only the test's own read")
    }

    @Test("a reload clears a load-more failure even when the reload fails: reaching the end loads again")
    func failedReloadClearsLoadMoreFailure() async {
        let (interactor, output) = fixture.profileInteractor(SampleData.featuredUserID)
        await interactor.loadFirstPage(of: .blogs)
        await fixture.blogService.failNext(.blogs)
        await interactor.loadMore(.blogs)
        await fixture.blogService.failNext(.blogs)
        await interactor.reload(.blogs)
        #expect(output.take().last == .blogs(.reloadFailed(.serverBusy)))
        await interactor.loadMore(.blogs)
        #expect(output.take().first == .willLoad(.blogs, page: 1))
    }

    @Test("one page request per list at a time")
    func onePageRequestAtATime() async {
        let (interactor, output) = fixture.profileInteractor(SampleData.featuredUserID)
        let first = Task { await interactor.reload(.blogs) }
        let second = Task { await interactor.reload(.blogs) }
        await first.value
        await second.value
        #expect(await fixture.blogService.calls(to: .blogs) == 1)
        #expect(output.take().count == 2, "one willLoad, one outcome")
    }

    @Test("a later page's blogs follow the first page's: a like there reports the row's place in the whole list")
    func laterPageIndices() async throws {
        let (interactor, output) = fixture.profileInteractor(SampleData.featuredUserID)
        await interactor.loadFirstPage(of: .blogs)
        let first = try #require(loadedBlogs(output.take().last))
        await interactor.loadMore(.blogs)
        _ = output.take()
        let second = try await fixture.blogService.blogs(userID: SampleData.featuredUserID, page: 1).items
        let offset = try #require(second.firstIndex { !$0.isLiked })
        await interactor.setLiked(true, blogID: second[offset].id)
        #expect(output.take().first == .updated(BlogEntry(blog: second[offset].withLike(true), isLikeInFlight: true),
                                                at: first.count + offset))
    }
}
