import Domain
import MVVMViewModels
import Testing

/// The profile's view models driven directly over in-memory services: every command is
/// awaited through the task it returns, and the assertions read observable state.
@MainActor
@Suite("MVVM profile view models")
struct ProfileViewModelTests {
    let blogService = InMemoryBlogService()
    let draftService = InMemoryDraftService()
    let userService = InMemoryUserService()
    let strings = Localizer(.english)

    var services: Services {
        var services = Services.inMemory()
        services.blogs = blogService
        services.drafts = draftService
        services.users = userService
        return services
    }

    func loadedProfile(_ userID: User.ID = 7) async -> ProfileViewModel {
        let profile = ProfileViewModel(userID: userID, services: services, strings: strings)
        await profile.load().value
        return profile
    }

    // MARK: Blog list

    @Test("first load: HUD while loading, then the header and 20 rows, the first one selected")
    func firstLoad() async {
        let profile = ProfileViewModel(userID: 7, services: services, strings: strings)
        #expect(profile.title == "")
        let load = profile.load()
        #expect(profile.blogs.list.isShowingHUD)
        #expect(profile.blogs.list.isLoading)
        await load.value
        #expect(!profile.blogs.list.isShowingHUD)
        #expect(profile.blogs.rows.count == 20)
        #expect(profile.title == profile.name && !profile.name.isEmpty)
        #expect(profile.postsText == "Posts 45")
        #expect(profile.blogs.list.footerText == "")
        #expect(profile.tabTitles == nil && profile.discoverTitle == nil && profile.drafts == nil)
        let events = profile.blogs.list.takeEvents()
        #expect(events.count == 1)
        if case .selectFirstRow = events.first {} else { Issue.record("expected selectFirstRow, got \(events)") }
        #expect(profile.blogs.list.events.isEmpty)
    }

    @Test("own profile: title Me, Discover, Blogs | Drafts; drafts load once when their tab shows")
    func ownProfile() async throws {
        let profile = await loadedProfile(SampleData.meID)
        #expect(profile.title == "Me")
        #expect(profile.discoverTitle == "Discover")
        #expect(profile.tabTitles == ["Blogs", "Drafts"])
        let drafts = try #require(profile.drafts)
        let load = profile.selectTab(.drafts)
        #expect(profile.selectedTab == .drafts)
        #expect(drafts.list.isShowingHUD)
        await load?.value
        #expect(drafts.rows.count == 20)
        #expect(drafts.list.footerText == "No more")
        #expect(profile.selectTab(.blogs) == nil)
        #expect(profile.selectTab(.drafts) == nil)   // loaded already
        #expect(await draftService.calls(to: .drafts) == 1)
    }

    @Test("paging: 20, 40, 45 and No more; refresh reloads page 0 and clears the footer")
    func paging() async {
        let profile = await loadedProfile()
        let blogs = profile.blogs
        await blogs.loadNextPage()?.value
        #expect(blogs.rows.count == 40)
        await blogs.loadNextPage()?.value
        #expect(blogs.rows.count == 45)
        #expect(blogs.list.footerText == "No more")
        #expect(blogs.loadNextPage() == nil)
        _ = blogs.list.takeEvents()
        let refresh = blogs.refresh()
        #expect(blogs.list.footerText == "")
        #expect(!blogs.list.isShowingHUD)                 // rows are shown: no HUD
        await refresh?.value
        #expect(blogs.rows.count == 20)
        #expect(blogs.list.takeEvents().count == 1)       // select the first row
    }

    @Test("a failed first load shows the error; refresh retries under the HUD")
    func failedFirstLoad() async {
        await blogService.failNext(.blogs)
        let profile = await loadedProfile()
        #expect(profile.blogs.list.errorMessage == "Server busy, try again later")
        #expect(profile.blogs.list.retryHint == "press r to retry")
        #expect(profile.blogs.rows.isEmpty)
        let retry = profile.blogs.refresh()
        #expect(profile.blogs.list.isShowingHUD)
        await retry?.value
        #expect(profile.blogs.list.errorMessage == nil)
        #expect(profile.blogs.rows.count == 20)
    }

    @Test("a failed load-more keeps the rows, toasts, and shows the retry row until retried")
    func failedLoadMore() async {
        let profile = await loadedProfile()
        let blogs = profile.blogs
        _ = blogs.list.takeEvents()
        await blogService.failNext(.blogs)
        await blogs.loadNextPage()?.value
        #expect(blogs.rows.count == 20)
        #expect(blogs.list.showsRetryRow)
        #expect(blogs.list.retryTitle == "Load more failed — press Enter to retry")
        #expect(blogs.list.takeEvents().compactMap(\.toastText) == ["Server busy, try again later"])
        #expect(blogs.loadNextPage() == nil)              // only the retry row goes on
        await blogs.retryLoadMore()?.value
        #expect(!blogs.list.showsRetryRow)
        #expect(blogs.rows.count == 40)
    }

    // MARK: Likes and shares

    @Test("like: optimistic +1 at once, confirmed by the server")
    func like() async throws {
        let profile = await loadedProfile()
        let blog = try #require(profile.blogs.rows.first { !$0.isLiked })
        let before = blog.blog
        let request = blog.toggleLike()
        #expect(blog.isLiked)
        #expect(blog.likeTitle == "Likes \(before.likeCount + 1)")
        #expect(blog.isLikeInFlight)
        await request?.value
        #expect(blog.isLiked && !blog.isLikeInFlight)
        #expect(blog.blog.likeCount == before.likeCount + 1)
    }

    @Test("a failed like rolls back exactly and toasts Like failed")
    func likeRollback() async throws {
        let profile = await loadedProfile()
        _ = profile.blogs.list.takeEvents()
        let blog = try #require(profile.blogs.rows.first { !$0.isLiked })
        let before = blog.blog
        await blogService.failNext(.setLiked)
        let request = blog.toggleLike()
        #expect(blog.isLiked)
        await request?.value
        #expect(blog.blog == before)
        #expect(profile.blogs.list.takeEvents().compactMap(\.toastText) == ["Like failed"])
    }

    @Test("a second tap while a like is in flight does nothing")
    func inFlightGuard() async throws {
        let profile = await loadedProfile()
        let blog = try #require(profile.blogs.rows.first { !$0.isLiked })
        let count = blog.blog.likeCount
        let first = blog.toggleLike()
        #expect(blog.toggleLike() == nil)
        #expect(blog.setLiked(false) == nil)
        await first?.value
        #expect(blog.blog.likeCount == count + 1)
        #expect(await blogService.calls(to: .setLiked) == 1)
        #expect(profile.blogs.list.events.allSatisfy { $0.confirmation == nil })
    }

    @Test("unlike asks Remove your like? first; OK unlikes, Cancel changes nothing")
    func unlikeAsks() async throws {
        let profile = await loadedProfile()
        _ = profile.blogs.list.takeEvents()
        let blog = try #require(profile.blogs.rows.first { $0.isLiked })
        let before = blog.blog
        #expect(blog.toggleLike() == nil)
        #expect(blog.blog == before)                      // nothing until answered
        let confirmation = try #require(profile.blogs.list.takeEvents().first?.confirmation)
        #expect(confirmation.title == "Confirm")
        #expect(confirmation.message == "Remove your like?")
        #expect([confirmation.cancelTitle, confirmation.confirmTitle] == ["Cancel", "OK"])
        #expect(await blogService.calls(to: .setLiked) == 0)   // Cancel: no request
        let unlike = confirmation.confirm()
        #expect(!blog.isLiked)
        #expect(blog.blog.likeCount == before.likeCount - 1)
        await unlike?.value
        #expect(!blog.isLiked)
        #expect(await blogService.calls(to: .setLiked) == 1)
    }

    @Test("share adds one through the backend and toasts Shared")
    func share() async throws {
        let profile = await loadedProfile()
        _ = profile.blogs.list.takeEvents()
        let blog = try #require(profile.blogs.rows.first)
        let shares = blog.blog.shareCount
        await blog.share().value
        #expect(blog.shareTitle == "Shares \(shares + 1)")
        #expect(profile.blogs.list.takeEvents().compactMap(\.toastText) == ["Shared"])
    }

    @Test("the detail page and the list row share one BlogViewModel, across reloads too")
    func oneSourceOfTruth() async throws {
        let profile = await loadedProfile()
        let row = try #require(profile.blogs.rows.first { !$0.isLiked })
        let detail = row                                    // what the list hands the detail page
        #expect(detail.authorText.hasPrefix("by "))
        await detail.toggleLike()?.value
        #expect(row.isLiked)
        await profile.blogs.refresh()?.value
        let reloaded = try #require(profile.blogs.rows.first { $0.id == row.id })
        #expect(reloaded === detail)
        #expect(reloaded.isLiked)
    }

    // MARK: Drafts

    @Test("deleting a draft asks first; OK deletes under the HUD and removes the row")
    func deleteDraft() async throws {
        let profile = await loadedProfile(SampleData.meID)
        let drafts = try #require(profile.drafts)
        await profile.selectTab(.drafts)?.value
        _ = drafts.list.takeEvents()
        let first = try #require(drafts.rows.first)
        #expect(drafts.requestDelete(at: 0))
        #expect(!drafts.requestDelete(at: 99))
        let confirmation = try #require(drafts.list.takeEvents().first?.confirmation)
        #expect(confirmation.message == "Delete this draft?")
        let delete = confirmation.confirm()
        #expect(drafts.isDeleting)
        await delete?.value
        #expect(!drafts.isDeleting)
        #expect(drafts.rows.count == 19)
        #expect(!drafts.rows.contains { $0.id == first.id })
    }

    @Test("a failed delete keeps the row and toasts Server busy")
    func deleteDraftFails() async throws {
        let profile = await loadedProfile(SampleData.meID)
        let drafts = try #require(profile.drafts)
        await profile.selectTab(.drafts)?.value
        _ = drafts.list.takeEvents()
        await draftService.failNext(.deleteDraft)
        let id = try #require(drafts.rows.first?.id)
        await drafts.delete(id: id).value
        #expect(!drafts.isDeleting)
        #expect(drafts.rows.count == 20)
        #expect(drafts.list.takeEvents().compactMap(\.toastText) == ["Server busy, try again later"])
    }

    // MARK: Navigation and header

    @Test("the header reloads when the page shows again, once it has loaded")
    func headerReload() async throws {
        let profile = ProfileViewModel(userID: SampleData.meID, services: services, strings: strings)
        #expect(profile.willAppear() == nil)
        await profile.load().value
        let friends = profile.friendsText
        _ = try await userService.setFollowing(false, userID: 1)
        await profile.willAppear()?.value
        #expect(profile.friendsText != friends)
        let detail = try #require(profile.userDetail())
        #expect(detail.title == profile.name)
        #expect(detail.fields.count == 6)
    }
}
