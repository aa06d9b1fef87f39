import Domain
import MVVMViewModels
import Testing

/// The profile page's view model: the header, the tabs, and the pages its header opens.
@MainActor
@Suite("MVVM profile view model")
struct ProfileViewModelTests {
    let test = TestServices()

    func loaded(_ userID: User.ID = SampleData.featuredUserID) async -> ProfileViewModel {
        let profile = ProfileViewModel(userID: userID, services: test.services, strings: test.strings)
        profile.viewDidLoad()
        await profile.pendingWork.waitUntilIdle()
        return profile
    }

    @Test("someone else's profile: the header and the first 20 blogs; titled with the name; no tabs")
    func someoneElse() async throws {
        let profile = ProfileViewModel(userID: SampleData.featuredUserID, services: test.services, strings: test.strings)
        #expect(profile.title == "" && profile.name == "")
        #expect(profile.postsText == "Posts 0" && profile.friendsText == "Friends 0")
        profile.viewDidLoad()
        #expect(profile.blogs.list.isShowingHUD)
        await profile.pendingWork.waitUntilIdle()
        let user = try await test.users.user(id: SampleData.featuredUserID)
        #expect(profile.title == user.name && profile.name == user.name)
        #expect(profile.initials == user.initials)
        #expect(profile.postsText == "Posts 45")
        #expect(profile.friendsText == "Friends \(user.friendCount)")
        #expect(profile.summaryText == test.strings.blogSummary(user.summary))
        #expect(profile.blogs.list.rows.count == 20)
        #expect(profile.tabTitles == nil && profile.discoverTitle == nil && profile.drafts == nil)
        profile.tabSelected(.drafts)
        #expect(profile.selectedTab == .blogs)
    }

    @Test("own profile: titled Me, Discover, Blogs | Drafts; the drafts load the first time their tab shows")
    func ownProfile() async throws {
        let profile = await loaded(SampleData.meID)
        #expect(profile.title == "Me")
        #expect(profile.discoverTitle == "Discover")
        #expect(profile.tabTitles == ["Blogs", "Drafts"])
        let drafts = try #require(profile.drafts)
        profile.tabSelected(.drafts)
        #expect(profile.selectedTab == .drafts)
        #expect(drafts.list.isShowingHUD)
        await profile.pendingWork.waitUntilIdle()
        #expect(drafts.list.rows.count == 20)
        profile.tabSelected(.blogs)
        profile.tabSelected(.drafts)
        #expect(profile.pendingWork.isIdle)               // loaded already
        #expect(await test.drafts.calls(to: .drafts) == 1)
    }

    /// The user list the profile asked its view to open.
    private func openedUserList(_ profile: ProfileViewModel) -> UserListViewModel? {
        profile.events.take().compactMap { event -> UserListViewModel? in
            guard case .userList(let list) = event.destination else { return nil }
            return list
        }.first
    }

    @Test("a follow on a list the own profile opened moves Friends N at once, and back when refused; no reload on return")
    func friendCountFollowsTheList() async throws {
        let profile = ProfileViewModel(userID: SampleData.meID, services: test.services, strings: test.strings)
        profile.viewDidLoad()
        await profile.pendingWork.waitUntilIdle()
        let count = try await test.users.user(id: SampleData.meID).friendCount
        profile.discoverTapped()
        let list = try #require(openedUserList(profile))
        list.viewDidLoad()
        await list.pendingWork.waitUntilIdle()
        let first = try #require(list.rows.first), second = try #require(list.rows.dropFirst().first)

        list.followTapped(userID: first.id)
        #expect(profile.friendsText == test.strings(.friends(count + 1)), "at once, before the backend answers")
        await list.pendingWork.waitUntilIdle()
        #expect(profile.friendsText == test.strings(.friends(count + 1)))

        await test.users.failNext(.setFollowing)
        list.followTapped(userID: second.id)
        #expect(profile.friendsText == test.strings(.friends(count + 2)))
        await list.pendingWork.waitUntilIdle()
        #expect(profile.friendsText == test.strings(.friends(count + 1)), "the refusal takes it back")

        profile.viewWillAppear()
        #expect(profile.pendingWork.isIdle, "coming back asks the backend nothing")
        #expect(await test.users.calls(to: .user) == 2)   // the profile's one load and the line above's
    }

    @Test("someone else's profile does not count my follows")
    func otherProfileKeepsItsCount() async throws {
        let profile = ProfileViewModel(userID: SampleData.featuredUserID, services: test.services, strings: test.strings)
        profile.viewDidLoad()
        await profile.pendingWork.waitUntilIdle()
        let before = profile.friendsText
        profile.friendsTapped()
        let list = try #require(openedUserList(profile))
        list.viewDidLoad()
        await list.pendingWork.waitUntilIdle()
        let row = try #require(list.rows.first { !$0.isFollowing })
        list.followTapped(userID: row.id)
        await list.pendingWork.waitUntilIdle()
        #expect(profile.friendsText == before)
    }

    @Test("a failed header load says why in the header; the list loads all the same")
    func headerFails() async {
        await test.users.failNext(.user)
        let profile = await loaded()
        #expect(profile.name == "")
        #expect(profile.headerFailureMessage == "Server busy, try again later")
        #expect(profile.headerFailureHint == "press r to retry")
        #expect(profile.blogs.list.rows.count == 20)
    }

    @Test("a refresh loads a failed header again, and a loaded one not")
    func refreshBringsBackAFailedHeader() async throws {
        await test.users.failNext(.user)
        let profile = await loaded()
        profile.refreshRequested()
        #expect(profile.headerFailureMessage == "", "the retry runs: the failure goes")
        await profile.pendingWork.waitUntilIdle()
        let user = try await test.users.user(id: SampleData.featuredUserID)
        #expect(profile.name == user.name && profile.title == user.name)
        #expect(profile.headerFailureMessage == "" && profile.headerFailureHint == "")
        profile.refreshRequested()
        await profile.pendingWork.waitUntilIdle()
        #expect(await test.users.calls(to: .user) == 3)   // failed, reloaded, the line above; not the second refresh
    }

    @Test("the avatar opens the user's detail once the user has loaded")
    func avatar() async throws {
        let profile = ProfileViewModel(userID: SampleData.featuredUserID, services: test.services, strings: test.strings)
        profile.avatarTapped()
        #expect(profile.events.pending.isEmpty)
        profile.viewDidLoad()
        await profile.pendingWork.waitUntilIdle()
        profile.avatarTapped()
        let destination = try #require(profile.events.take().first?.destination)
        guard case .userDetail(let detail) = destination else {
            Issue.record("expected user detail, got \(destination)")
            return
        }
        #expect(detail.title == profile.name)
    }

    @Test("Friends N opens scene A of this user; Discover opens scene B")
    func userLists() async throws {
        let profile = await loaded(SampleData.meID)
        profile.friendsTapped()
        profile.discoverTapped()
        let titles = profile.events.take().compactMap { event -> String? in
            guard case .userList(let list) = event.destination else { return nil }
            return list.title
        }
        #expect(titles == ["Friends", "Suggested users"])
    }
}
