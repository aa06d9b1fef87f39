import Domain
import TerminalUITesting
import VIPERLogic

/// A profile presenter that records the events its view forwards. `onSelectTab` lets a test
/// answer a tab change the way the real presenter would (by showing that list).
@MainActor
final class FakeProfileEventHandler: ProfileModuleInterface {
    enum Event: Equatable {
        case viewDidLoad, viewWillAppear, selectTab(Int), refresh(ProfileList), reachedEnd(ProfileList)
        case selectRow(Int, ProfileList), selectRetryRow(ProfileList), toggleLike(Blog.ID), share(Blog.ID)
        case deleteDraft(Int), tapAvatar, tapFriends, tapDiscover
    }

    let pendingWork = PendingWork()
    var events: [Event] = []
    var onSelectTab: ((Int) -> Void)?

    func viewDidLoad() { events.append(.viewDidLoad) }
    func viewWillAppear() { events.append(.viewWillAppear) }
    func selectTab(_ index: Int) { events.append(.selectTab(index)); onSelectTab?(index) }
    func refresh(_ list: ProfileList) { events.append(.refresh(list)) }
    func reachedEnd(of list: ProfileList) { events.append(.reachedEnd(list)) }
    func selectRow(_ index: Int, in list: ProfileList) { events.append(.selectRow(index, list)) }
    func selectRetryRow(in list: ProfileList) { events.append(.selectRetryRow(list)) }
    func toggleLike(blogID: Blog.ID) { events.append(.toggleLike(blogID)) }
    func share(blogID: Blog.ID) { events.append(.share(blogID)) }
    func deleteDraft(at index: Int) { events.append(.deleteDraft(index)) }
    func tapAvatar() { events.append(.tapAvatar) }
    func tapFriends() { events.append(.tapFriends) }
    func tapDiscover() { events.append(.tapDiscover) }
}

/// A blog detail presenter that records the events its view forwards.
@MainActor
final class FakeBlogDetailEventHandler: BlogDetailModuleInterface {
    enum Event: Equatable { case viewDidLoad, viewWillAppear, toggleLike, share }
    let pendingWork = PendingWork()
    var events: [Event] = []
    func viewDidLoad() { events.append(.viewDidLoad) }
    func viewWillAppear() { events.append(.viewWillAppear) }
    func toggleLike() { events.append(.toggleLike) }
    func share() { events.append(.share) }
}

/// A user list presenter that records the events its view forwards.
@MainActor
final class FakeUserListEventHandler: UserListModuleInterface {
    enum Event: Equatable { case viewDidLoad, refresh, follow(User.ID) }
    let pendingWork = PendingWork()
    var events: [Event] = []
    func viewDidLoad() { events.append(.viewDidLoad) }
    func refresh() { events.append(.refresh) }
    func follow(userID: User.ID) { events.append(.follow(userID)) }
}

/// A detail page presenter that fills its page in when the view loads, as the real ones do.
@MainActor
final class FakeDetailPageEventHandler: DetailPageModuleInterface {
    weak var view: (any DetailPageViewInterface)?
    var loads = 0
    func viewDidLoad() {
        loads += 1
        view?.setTitle("Grace Hopper")
        view?.showFields([DetailField(label: "ID", value: "7"), DetailField(label: "Name", value: "Grace Hopper")])
    }
}

/// Whether work a presenter starts on `work` has ended once `app` is idle: it takes far more
/// turns of the main actor than an idle app gives untracked work, so only work the view hands
/// to the app (`track`) is finished by then.
@MainActor
func presenterWorkIsAwaited(_ work: PendingWork, by app: AppDriver) async -> Bool {
    final class Flag { var isSet = false }
    let done = Flag()
    work.start {
        for _ in 0..<1_000 { await Task.yield() }
        done.isSet = true
    }
    await app.runUntilIdle()
    return done.isSet
}
