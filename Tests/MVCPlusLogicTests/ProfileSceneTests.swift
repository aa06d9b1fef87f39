import Domain
import Foundation
import MVCPlusKit
import MVCPlusLogic
import Testing

/// The profile scenes without a view: the paged blog list, likes through the shared
/// ``BlogBook``, the blog page, the drafts, the user lists' follow policy.
@MainActor
@Suite("MVC+ profile scenes")
struct ProfileSceneTests {
    let blogService = InMemoryBlogService()
    var draftService = InMemoryDraftService()
    let userService = InMemoryUserService()
    let channel = Channel()
    let navigator = FakeNavigator()
    let keys = ListKeys<BlogRowData>()

    var services: Services {
        var services = Services.inMemory()
        services.blogs = blogService
        services.drafts = draftService
        services.users = userService
        return services
    }

    func profile(_ userID: User.ID = 7) async -> (ProfileController, ChannelScope) {
        let controller = ProfileController(userID: userID, services: services, strings: Localizer(.english))
        controller.navigator = navigator
        let scope = channel.scope(controller.namespace)
        controller.viewDidLoad(channel: scope)
        await controller.pendingWork.waitUntilIdle()
        return (controller, scope)
    }

    @Test("the first page, the header and the title; paging to the end says No more; a refresh starts over")
    func paging() async throws {
        let (controller, scope) = await profile()
        let blogs = scope.scope("blogs")
        let shown = ShownRows(blogs, keys: keys)
        #expect(shown.rows.count == 20)
        #expect(blogs.value(of: keys.selectFirstRow) != nil, "a first page selects its top row")
        #expect(scope.value(of: SceneKeys.title)?.isEmpty == false)
        #expect(scope.value(of: ProfileKeys.header)?.posts.hasPrefix("Posts ") == true)
        while blogs.value(of: keys.footer) != "No more" {
            blogs.publish(keys.reachedEnd)
            await controller.pendingWork.waitUntilIdle()
            // A later page sends only its own rows.
            #expect(blogs.value(of: keys.appendedRows).map { (1...20).contains($0.count) } == true)
        }
        #expect(shown.rows.count > 20)
        #expect(Set(shown.rows.map(\.id)).count == shown.rows.count, "no page twice")
        blogs.publish(keys.refresh)
        #expect(blogs.value(of: keys.footer) == "")
        await controller.pendingWork.waitUntilIdle()
        #expect(shown.rows.count == 20)
    }

    @Test("a refresh brings back a header whose first load failed, and asks no more once it is back")
    func refreshBringsBackAFailedHeader() async throws {
        await userService.failNext(.user)
        let (controller, scope) = await profile()
        #expect(scope.value(of: ProfileKeys.header)?.name ?? "" == "")
        let failure = scope.value(of: ProfileKeys.headerError) ?? nil
        #expect(failure?.message == "Server busy, try again later" && failure?.hint == "press r to retry")
        scope.scope("blogs").publish(keys.refresh)
        #expect(scope.value(of: ProfileKeys.headerError) == .some(nil), "the retry runs: the failure goes")
        await controller.pendingWork.waitUntilIdle()
        let user = try await userService.user(id: 7)
        #expect(scope.value(of: ProfileKeys.header)?.name == user.name)
        scope.scope("blogs").publish(keys.refresh)
        await controller.pendingWork.waitUntilIdle()
        #expect(await userService.calls(to: .user) == 3)   // failed, reloaded, the line above; not the second refresh
    }

    @Test("own profile: a follow on a list it opened moves Friends N at once, back when refused; no reload on return")
    func friendCountFollowsTheList() async throws {
        let me = services.currentUserID
        let (controller, scope) = await profile(me)
        let count = try await userService.user(id: me).friendCount
        controller.profileViewModel(controller.viewModel, open: .discover)
        let list = try #require(navigator.pushed.last as? UserListController)
        let listScope = channel.scope(list.namespace)
        list.viewDidLoad(channel: listScope)
        await list.pendingWork.waitUntilIdle()
        let users = try #require(listScope.value(of: UserListKeys.rows))
        try #require(users.count >= 2)

        listScope.publish(UserListKeys.follow, users[0].id)
        #expect(scope.value(of: ProfileKeys.header)?.friends == "Friends \(count + 1)", "at once")
        await list.pendingWork.waitUntilIdle()
        await userService.failNext(.setFollowing)
        listScope.publish(UserListKeys.follow, users[1].id)
        #expect(scope.value(of: ProfileKeys.header)?.friends == "Friends \(count + 2)")
        await list.pendingWork.waitUntilIdle()
        #expect(scope.value(of: ProfileKeys.header)?.friends == "Friends \(count + 1)", "the refusal takes it back")

        controller.viewWillAppear()
        #expect(controller.pendingWork.isIdle, "coming back asks the backend nothing")
        #expect(await userService.calls(to: .user) == 2)   // the line above's, and the profile's one load
    }

    @Test("a failed load-more toasts and shows the retry row; retry loads the page")
    func loadMoreFails() async {
        let (controller, scope) = await profile()
        let blogs = scope.scope("blogs")
        let shown = ShownRows(blogs, keys: keys)
        await blogService.failNext(.blogs)
        blogs.publish(keys.reachedEnd)
        #expect(blogs.value(of: keys.footer) == "Loading…")   // the load-more's progress, under the rows
        await controller.pendingWork.waitUntilIdle()
        #expect(blogs.value(of: keys.footer) == "")
        #expect(blogs.value(of: keys.retryRow) == Localizer(.english)(.loadMoreFailed))
        #expect(blogs.value(of: keys.toast) == Localizer(.english).message(for: .serverBusy))
        blogs.publish(keys.reachedEnd)                  // the retry row is the way on
        await controller.pendingWork.waitUntilIdle()
        #expect(shown.rows.count == 20)
        blogs.publish(keys.retry)
        await controller.pendingWork.waitUntilIdle()
        #expect(shown.rows.count == 40)
        #expect(blogs.value(of: keys.retryRow) == .some(nil))
    }

    @Test("like: +1 at once and once on the server; a second press while it waits does nothing; unliking asks")
    func likes() async throws {
        let (controller, scope) = await profile()
        let blogs = scope.scope("blogs")
        let row = try #require(blogs.value(of: keys.rows)?.first { !$0.isLiked })
        blogs.publish(BlogKeys.like, row.id)
        blogs.publish(BlogKeys.like, row.id)
        let liked = try #require(blogs.value(of: keys.row)?.row)
        #expect(liked.isLiked && liked.isLiking && navigator.questions.isEmpty)
        await controller.pendingWork.waitUntilIdle()
        #expect(await blogService.calls(to: .setLiked) == 1)
        navigator.answer = false
        blogs.publish(BlogKeys.like, row.id)
        #expect(navigator.questions.map(\.message) == ["Remove your like?"])
        #expect(blogs.value(of: keys.row)?.row.isLiked == true, "Cancel keeps the like")
        navigator.answer = true
        blogs.publish(BlogKeys.like, row.id)
        await controller.pendingWork.waitUntilIdle()
        #expect(blogs.value(of: keys.row)?.row.isLiked == false, "OK unlikes")
    }

    @Test("a refused like puts back exactly what was shown and toasts Like failed")
    func likeFails() async throws {
        let (controller, scope) = await profile()
        let blogs = scope.scope("blogs")
        let row = try #require(blogs.value(of: keys.rows)?.first { !$0.isLiked })
        await blogService.failNext(.setLiked)
        blogs.publish(BlogKeys.like, row.id)
        await controller.pendingWork.waitUntilIdle()
        #expect(blogs.value(of: keys.row)?.row == row)
        #expect(blogs.value(of: keys.toast) == "Like failed")
    }

    @Test("a share from the list moves the row's Shares N; once answered, the blog can be shared again")
    func shareFromTheList() async throws {
        let (controller, scope) = await profile()
        let blogs = scope.scope("blogs")
        let row = try #require(blogs.value(of: keys.rows)?.first)
        blogs.publish(BlogKeys.share, row.id)
        await controller.pendingWork.waitUntilIdle()
        let shared = try await blogService.blog(id: row.id)
        #expect(blogs.value(of: keys.row)?.row.shareTitle == Localizer(.english)(.shares(shared.shareCount)))
        #expect(blogs.value(of: keys.row)?.row.shareTitle != row.shareTitle && blogs.value(of: keys.toast) == "Shared")
        blogs.publish(BlogKeys.share, row.id)
        await controller.pendingWork.waitUntilIdle()
        #expect(await blogService.calls(to: .share) == 2)
    }

    @Test("the blog page shares the list's BlogBook: a like there is in the list's row")
    func blogPage() async throws {
        let (controller, scope) = await profile()
        let blogs = scope.scope("blogs")
        let row = try #require(blogs.value(of: keys.rows)?.first { !$0.isLiked })
        let index = try #require(blogs.value(of: keys.rows)?.firstIndex(of: row))
        blogs.publish(keys.selected, index)
        let detail = try #require(navigator.pushed.last as? BlogDetailController)
        detail.navigator = navigator
        let page = channel.scope(detail.namespace)
        detail.viewDidLoad(channel: page)
        #expect(page.value(of: BlogKeys.detail)?.title == row.title)
        page.publish(BlogKeys.like, row.id)
        await detail.pendingWork.waitUntilIdle()
        #expect(page.value(of: BlogKeys.detail)?.isLiked == true)
        #expect(blogs.value(of: keys.row)?.row.isLiked == true && blogs.value(of: keys.row)?.index == index)
        navigator.answer = true
        page.publish(BlogKeys.like, row.id)
        #expect(navigator.questions.last?.message == "Remove your like?")
        await detail.pendingWork.waitUntilIdle()
        #expect(page.value(of: BlogKeys.detail)?.isLiked == false && blogs.value(of: keys.row)?.row.isLiked == false, "OK unlikes")
        page.publish(BlogKeys.share, row.id)
        await detail.pendingWork.waitUntilIdle()
        #expect(page.value(of: BlogKeys.toast) == "Shared")
        withExtendedLifetime(controller) {}
    }

    @Test("own profile: the tabs, the drafts loaded when first shown, a delete asked and run under the HUD")
    func drafts() async throws {
        let (controller, scope) = await profile(Services.inMemory().currentUserID)
        let drafts = scope.scope("drafts")
        let draftKeys = ListKeys<DraftRowData>()
        let view = KeyRecorder()
        view.record(draftKeys.hud, on: drafts) { $0 ?? "hidden" }
        view.record(draftKeys.selectFirstRow, on: drafts) { _ in "yes" }
        #expect(scope.value(of: ProfileKeys.tabs) == ["Blogs", "Drafts"] && scope.value(of: SceneKeys.title) == "Me")
        #expect(drafts.value(of: draftKeys.rows) == nil, "not loaded before the tab shows")
        scope.publish(ProfileKeys.tabSelected, 1)
        await controller.pendingWork.waitUntilIdle()
        let rows = try #require(drafts.value(of: draftKeys.rows))
        #expect(scope.value(of: ProfileKeys.selectedTab) == 1 && rows.count >= 2)
        #expect(view.log == ["hud: Loading…", "hud: hidden", "selectFirstRow: yes"], "the drafts' first page, under the HUD")
        drafts.publish(ProfileKeys.deleteDraft, 0)
        #expect(navigator.questions.last?.message == "Delete this draft?")
        #expect(scope.value(of: ProfileKeys.deleting) == Localizer(.english)(.deleting), "the HUD while it runs")
        await controller.pendingWork.waitUntilIdle()
        #expect(drafts.value(of: draftKeys.removedRow) == 0)
        #expect(scope.value(of: ProfileKeys.deleting) == .some(nil))
        drafts.publish(draftKeys.selected, 0)
        #expect((navigator.pushed.last as? FieldListController)?.title == rows[1].title, "row 0 is the next draft now")
        await draftService.failNext(.deleteDraft)
        drafts.publish(ProfileKeys.deleteDraft, 0)
        await controller.pendingWork.waitUntilIdle()
        #expect(drafts.value(of: draftKeys.toast) == "Server busy, try again later")
    }

    @Test("own profile: deleting every draft of the first of two pages loads the rest instead of saying No drafts")
    func deletingAFullPageOfDrafts() async throws {
        var data = SampleData.standard
        let older = (1...5).map { Draft(id: 9_000 + $0, title: "Old draft \($0)", editedAt: Date(timeIntervalSince1970: Double($0))) }
        data.drafts += older                    // 25 drafts: a full page and 5 more, the oldest last
        var scene = self
        scene.draftService = InMemoryDraftService(data: data)
        let (controller, scope) = await scene.profile(Services.inMemory().currentUserID)
        let drafts = scope.scope("drafts")
        let draftKeys = ListKeys<DraftRowData>()
        scope.publish(ProfileKeys.tabSelected, 1)
        await controller.pendingWork.waitUntilIdle()
        #expect(drafts.value(of: draftKeys.rows)?.count == 20 && drafts.value(of: draftKeys.footer) == "")
        for _ in 0..<20 {
            drafts.publish(ProfileKeys.deleteDraft, 0)
            await controller.pendingWork.waitUntilIdle()
        }
        #expect(await scene.draftService.calls(to: .deleteDraft) == 20)
        #expect(await scene.draftService.calls(to: .drafts) == 2)
        #expect(drafts.value(of: draftKeys.rows)?.map(\.title) == older.reversed().map(\.title))
        #expect(drafts.value(of: draftKeys.empty) == .some(nil))
        #expect(drafts.value(of: draftKeys.footer) == "No more")
    }

    @Test("the avatar opens the user's fields: someone else's say whether I follow them, mine do not")
    func userDetail() async throws {
        let (other, otherScope) = await profile(7)
        otherScope.publish(ProfileKeys.avatarTapped)
        let page = try #require(navigator.pushed.last as? FieldListController)
        let user = try await userService.user(id: 7)
        #expect(page.title == user.name && page.fields == Localizer(.english).detailFields(of: user, isSignedInUser: false))
        let fields = channel.scope(page.namespace)
        page.viewDidLoad(channel: fields)
        #expect(fields.value(of: FieldKeys.fields) == page.fields)
        let me = services.currentUserID
        let (own, ownScope) = await profile(me)
        ownScope.publish(ProfileKeys.avatarTapped)
        let mine = try #require(navigator.pushed.last as? FieldListController)
        #expect(mine.fields == Localizer(.english).detailFields(of: try await userService.user(id: me), isSignedInUser: true))
        withExtendedLifetime((other, own)) {}
    }

    @Test("own profile: a failed first load of the drafts shows the error in place of the rows")
    func draftsFail() async throws {
        let (controller, scope) = await profile(Services.inMemory().currentUserID)
        await draftService.failNext(.drafts)
        scope.publish(ProfileKeys.tabSelected, 1)
        await controller.pendingWork.waitUntilIdle()
        let drafts = scope.scope("drafts")
        #expect((drafts.value(of: ListKeys<DraftRowData>().error) ?? nil)?.message == Localizer(.english).message(for: .serverBusy))
        #expect((drafts.value(of: ListKeys<DraftRowData>().retryRow) ?? nil) == nil, "no retry row: that is a later page's")
    }

    func userList(_ scene: UserListScene) async -> (UserListController, ChannelScope) {
        let controller = UserListController(scene: scene, services: services, strings: Localizer(.english))
        controller.navigator = navigator
        let scope = channel.scope(controller.namespace)
        controller.viewDidLoad(channel: scope)
        await controller.pendingWork.waitUntilIdle()
        return (controller, scope)
    }

    @Test("a user list loads under the HUD once; a refresh reads again without it; a failed refresh toasts")
    func userListLoading() async {
        let controller = UserListController(scene: .suggestedUsers, services: services, strings: Localizer(.english))
        let scope = channel.scope(controller.namespace)
        let view = KeyRecorder()
        view.record(UserListKeys.isLoading, on: scope)
        view.record(UserListKeys.hud, on: scope) { $0 ?? "hidden" }
        view.record(UserListKeys.error, on: scope) { $0?.message ?? "none" }
        view.record(UserListKeys.empty, on: scope) { $0 ?? "none" }
        controller.viewDidLoad(channel: scope)
        await controller.pendingWork.waitUntilIdle()
        #expect(view.log == ["isLoading: true", "hud: Loading…", "isLoading: false", "hud: hidden", "error: none", "empty: none"])
        view.log.removeAll()
        scope.publish(UserListKeys.refresh)
        await controller.pendingWork.waitUntilIdle()
        #expect(view.log == ["isLoading: true", "isLoading: false", "hud: hidden", "error: none", "empty: none"])
        #expect(await userService.calls(to: .suggestions) == 2)
        view.record(UserListKeys.toast, on: scope)
        view.log.removeAll()
        await userService.failNext(.suggestions)
        scope.publish(UserListKeys.refresh)
        await controller.pendingWork.waitUntilIdle()
        #expect(view.log == ["isLoading: true", "isLoading: false", "hud: hidden", "toast: \(Localizer(.english).message(for: .serverBusy))"],
                "the rows stay; the failure is a toast")
    }

    @Test("a follow on its way ignores another press of its row; after a refusal the row can be pressed again")
    func followWaitsForItsAnswer() async throws {
        let (controller, scope) = await userList(.suggestedUsers)
        let user = try #require(scope.value(of: UserListKeys.rows)?.first { !$0.isFollowing })
        scope.publish(UserListKeys.follow, user.id)
        scope.publish(UserListKeys.follow, user.id)
        await controller.pendingWork.waitUntilIdle()
        #expect(await userService.calls(to: .setFollowing) == 1)
        await userService.failNext(.setFollowing)
        scope.publish(UserListKeys.follow, user.id)
        await controller.pendingWork.waitUntilIdle()
        scope.publish(UserListKeys.follow, user.id)
        await controller.pendingWork.waitUntilIdle()
        #expect(await userService.calls(to: .setFollowing) == 3)
        #expect(scope.value(of: UserListKeys.row)?.row.isFollowing == false)
    }

    @Test("friends ask before unfollowing; Cancel keeps the friend, OK unfollows")
    func friendsAsk() async throws {
        let (controller, scope) = await userList(.friends(of: Services.inMemory().currentUserID))
        let friend = try #require(scope.value(of: UserListKeys.rows)?.first { $0.isFollowing })
        navigator.answer = false
        scope.publish(UserListKeys.follow, friend.id)
        await controller.pendingWork.waitUntilIdle()
        #expect(navigator.questions.map(\.message) == ["Unfollow \(friend.name)?"])
        #expect(await userService.calls(to: .setFollowing) == 0)
        navigator.answer = true
        scope.publish(UserListKeys.follow, friend.id)
        await controller.pendingWork.waitUntilIdle()
        #expect(await userService.calls(to: .setFollowing) == 1)
        #expect(scope.value(of: UserListKeys.row)?.row.isFollowing == false, "OK unfollows")
    }

    @Test("suggested users follow and unfollow without asking; a refused follow rolls back with a toast")
    func suggestedDoNotAsk() async throws {
        let (controller, scope) = await userList(.suggestedUsers)
        let users = try #require(scope.value(of: UserListKeys.rows)?.filter { !$0.isFollowing })
        try #require(users.count >= 2)
        scope.publish(UserListKeys.follow, users[0].id)
        await controller.pendingWork.waitUntilIdle()
        scope.publish(UserListKeys.follow, users[0].id)
        await controller.pendingWork.waitUntilIdle()
        #expect(navigator.questions.isEmpty && scope.value(of: UserListKeys.row)?.row.isFollowing == false)
        #expect(await userService.calls(to: .setFollowing) == 2)
        await userService.failNext(.setFollowing)
        scope.publish(UserListKeys.follow, users[1].id)
        #expect(scope.value(of: UserListKeys.row)?.row.isFollowing == true, "at once")
        await controller.pendingWork.waitUntilIdle()
        #expect(scope.value(of: UserListKeys.row)?.row.isFollowing == false)
        #expect(scope.value(of: UserListKeys.toast) == Localizer(.english)(.followFailed))
    }
}
