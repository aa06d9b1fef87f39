import Domain
import TerminalUI
import TerminalUITesting
import Testing
@testable import VIPERLogic
@testable import VIPER

/// Blog detail, user list and detail page views with fake presenters: they show what they
/// are given and forward what the user does.
@MainActor
@Suite("BlogDetail, UserList and detail page views")
struct OtherViewsTests {
    private func open(_ screen: ViewController) async -> AppDriver {
        await AppDriver(size: Size(width: 80, height: 24), rootViewController: NavigationController(rootViewController: screen))
    }

    @Test("blog detail shows the blog and forwards like and share")
    func blogDetail() async {
        let handler = FakeBlogDetailEventHandler()
        let view = BlogDetailViewController(eventHandler: handler)
        let app = await open(view)
        view.show(BlogDetailDisplayData(title: "On compilers", authorText: "by Grace Hopper", body: "It all started with A-0.",
                                        likeTitle: "Likes 3", isLiked: true, shareTitle: "Shares 1"))
        await app.runUntilIdle()
        #expect(app.screenText[0].contains("On compilers"))
        #expect(app.contains("by Grace Hopper"))
        #expect(app.contains("✓ Likes 3"))
        await app.press(.enter)                     // the like button has focus
        await app.press(.tab)
        await app.press(.enter)
        #expect(handler.events == [.viewDidLoad, .viewWillAppear, .toggleLike, .share])
    }

    @Test("user list shows its rows and forwards follow (through the responder chain) and refresh")
    func userList() async {
        let handler = FakeUserListEventHandler()
        let view = UserListViewController(eventHandler: handler)
        let app = await open(view)
        view.setTitle("Friends")
        view.showUsers([
            UserRowDisplayData(id: 4, name: "Ada Lovelace", summary: "Summary: engines", followTitle: "Following", isFollowing: true),
            UserRowDisplayData(id: 5, name: "Alan Kay", summary: "Summary: objects", followTitle: "Follow", isFollowing: false),
        ])
        await app.runUntilIdle()
        #expect(app.screenText[0].contains("Friends"))
        #expect(app.contains("Ada Lovelace"))
        await app.press(.tab)                       // the first row's follow button
        await app.press(.enter)
        await app.press("r")
        #expect(handler.events == [.viewDidLoad, .follow(4), .refresh])
        view.updateUser(UserRowDisplayData(id: 4, name: "Ada Lovelace", summary: "Summary: engines",
                                           followTitle: "Follow", isFollowing: false), at: 0)
        view.showToast("Unfollow failed")
        await app.runUntilIdle()
        #expect(app.contains("Unfollow failed"))
    }

    @Test("user list: new rows clear the error, the follow titles show, an updated row is redrawn, new rows keep the selection")
    func userListRows() async {
        let handler = FakeUserListEventHandler()
        let view = UserListViewController(eventHandler: handler)
        let app = await open(view)
        view.showError(ListError(message: "Offline", hint: "press r to retry"))
        await app.runUntilIdle()
        #expect(app.contains("press r to retry"))
        let ada = UserRowDisplayData(id: 4, name: "Ada Lovelace", summary: "Summary: engines", followTitle: "Following", isFollowing: true)
        let alan = UserRowDisplayData(id: 5, name: "Alan Kay", summary: "Summary: objects", followTitle: "Follow", isFollowing: false)
        view.showUsers([])                          // no rows to cover it: the error itself must go
        await app.runUntilIdle()
        #expect(!app.contains("press r to retry"))
        view.showUsers([ada, alan])
        await app.runUntilIdle()
        #expect(app.contains("Following"))
        view.updateUser(UserRowDisplayData(id: 4, name: "Ada Lovelace", summary: "Summary: engines",
                                           followTitle: "Follow", isFollowing: false), at: 0)
        await app.runUntilIdle()
        #expect(!app.contains("Following"))
        await app.press(.down)                      // Alan Kay
        view.showUsers([ada, alan])
        await app.press(.tab)                       // the selected row's follow button
        await app.press(.enter)
        #expect(handler.events == [.viewDidLoad, .follow(5)])
    }

    @Test("user list: not paged, it has no footer line: at its end the last user is on the bottom line")
    func userListHasNoFooter() async {
        let view = UserListViewController(eventHandler: FakeUserListEventHandler())
        let app = await open(view)
        view.showUsers((1...20).map { UserRowDisplayData(id: $0, name: "User \($0)", summary: "Summary: \($0)", followTitle: "Follow", isFollowing: false) })
        await app.press(.end)
        #expect(app.screenText[22].contains("User 20"))
        #expect(app.screenText[23].contains("Summary: 20"))
    }

    @Test("every view has the app await the work its presenter starts")
    func presenterWorkIsTracked() async {
        let blogDetail = FakeBlogDetailEventHandler()
        #expect(await presenterWorkIsAwaited(blogDetail.pendingWork, by: open(BlogDetailViewController(eventHandler: blogDetail))))
        let userList = FakeUserListEventHandler()
        #expect(await presenterWorkIsAwaited(userList.pendingWork, by: open(UserListViewController(eventHandler: userList))))
        let profile = FakeProfileEventHandler()
        #expect(await presenterWorkIsAwaited(profile.pendingWork, by: open(ProfileViewController(eventHandler: profile))))
        let upcoming = FakeUpcomingEventHandler()
        #expect(await presenterWorkIsAwaited(upcoming.pendingWork, by: open(UpcomingViewController(eventHandler: upcoming))))
        let addTodo = FakeAddTodoEventHandler()
        let root = ViewController()
        let app = await open(root)
        root.present(AddTodoViewController(eventHandler: addTodo))
        await app.runUntilIdle()
        #expect(await presenterWorkIsAwaited(addTodo.pendingWork, by: app))
    }

    @Test("the detail page asks its presenter when it loads and shows the fields it is given")
    func detailPage() async {
        let handler = FakeDetailPageEventHandler()
        let view = DetailPageViewController(eventHandler: handler)
        handler.view = view
        let app = await open(view)
        #expect(handler.loads == 1)
        #expect(app.screenText[0].contains("Grace Hopper"))
        #expect(app.contains("ID"))
    }
}
