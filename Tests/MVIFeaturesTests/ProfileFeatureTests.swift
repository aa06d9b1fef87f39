import Domain
import Foundation
import MVICore
import MVIFeatures
import MVITestSupport
import Testing

/// Exhaustive tests of the profile reducer against the in-memory services: the lists' rules as
/// the profile scopes them, and the profile's own (likes, shares, drafts, navigation).
@MainActor
struct ProfileFeatureTests {
    let services = Services.inMemory()
    /// A second, untouched data set to read expected values from.
    let reference = Services.inMemory()

    /// A profile of user 7 with its first page of blogs already shown.
    func loadedState() async throws -> ProfileFeature.State {
        var state = ProfileFeature.State(userID: 7, currentUserID: services.currentUserID)
        let page = try await reference.blogs.blogs(userID: 7, page: 0)
        state.blogs.items = IdentifiedArray(page.items)
        state.blogs.nextPage = 1
        state.blogs.hasMore = page.hasMore
        state.blogs.hasStarted = true
        return state
    }

    @Test func firstLoadShowsHUDThenHeaderAndFirstPage() async throws {
        await (services.users as! InMemoryUserService).setLatency(.milliseconds(200))
        let store = TestStore(initialState: ProfileFeature.State(userID: 7, currentUserID: services.currentUserID),
                              reducer: ProfileFeature(services: services))
        let page = try await reference.blogs.blogs(userID: 7, page: 0)
        let user = try await reference.users.user(id: 7)
        await store.send(.viewDidLoad) {
            $0.blogs.isLoading = true
            $0.blogs.isShowingHUD = true
            $0.blogs.hasStarted = true
        }
        await store.receive(.blogs(.pageLoaded(page: 0, .success(page)))) {
            $0.blogs.isLoading = false
            $0.blogs.isShowingHUD = false
            $0.blogs.items = IdentifiedArray(page.items)
            $0.blogs.nextPage = 1
            $0.blogs.hasMore = true
            $0.blogs.selectFirstRow = true
        }
        await store.receive(.userResponse(.success(user))) { $0.user = user }
        await store.send(.blogs(.firstRowSelected)) { $0.blogs.selectFirstRow = false }
        await store.finish()
    }

    @Test func pagingEndsWithNoMore() async throws {
        let store = TestStore(initialState: try await loadedState(), reducer: ProfileFeature(services: services))
        var pageNumber = 1
        while store.state.blogs.hasMore {
            let page = try await reference.blogs.blogs(userID: 7, page: pageNumber)
            await store.send(.blogs(.reachedEnd)) { $0.blogs.isLoading = true; $0.blogs.isLoadingMore = true }
            await store.receive(.blogs(.pageLoaded(page: pageNumber, .success(page)))) {
                $0.blogs.isLoading = false
                $0.blogs.isLoadingMore = false
                $0.blogs.items.append(contentsOf: page.items)
                $0.blogs.nextPage = pageNumber + 1
                $0.blogs.hasMore = page.hasMore
                $0.blogs.showsNoMore = !page.hasMore
            }
            pageNumber += 1
        }
        #expect(store.state.blogs.items.count == 45)
        #expect(store.state.blogs.showsNoMore)
        await store.send(.blogs(.reachedEnd))  // nothing more to ask for
        await store.finish()
    }

    @Test func failedLoadMoreShowsRetryRowAndToast() async throws {
        let store = TestStore(initialState: try await loadedState(), reducer: ProfileFeature(services: services))
        await (services.blogs as! InMemoryBlogService).failNext(.blogs, with: .serverBusy)
        await store.send(.blogs(.reachedEnd)) { $0.blogs.isLoading = true; $0.blogs.isLoadingMore = true }
        await store.receive(.blogs(.pageLoaded(page: 1, .failure(.serverBusy)))) {
            $0.blogs.isLoading = false
            $0.blogs.isLoadingMore = false
            $0.blogs.loadMoreFailed = true
            $0.toast = .error(.serverBusy)
        }
        await store.send(.toastShown) { $0.toast = nil }
        await store.send(.blogs(.reachedEnd))  // the retry row waits for Enter
        let page = try await reference.blogs.blogs(userID: 7, page: 1)
        await store.send(.blogs(.retry)) {
            $0.blogs.loadMoreFailed = false
            $0.blogs.isLoading = true
            $0.blogs.isLoadingMore = true
        }
        await store.receive(.blogs(.pageLoaded(page: 1, .success(page)))) {
            $0.blogs.isLoading = false
            $0.blogs.isLoadingMore = false
            $0.blogs.items.append(contentsOf: page.items)
            $0.blogs.nextPage = 2
        }
        await store.finish()
    }

    @Test func likeIsOptimisticAndRollsBackExactly() async throws {
        let state = try await loadedState()
        let blog = try #require(state.blogs.items.first { !$0.isLiked })
        let store = TestStore(initialState: state, reducer: ProfileFeature(services: services))
        await (services.blogs as! InMemoryBlogService).failNext(.setLiked)
        await store.send(.likeTapped(blog.id)) {
            $0.likesInFlight[blog.id] = blog
            $0.blogs.items[id: blog.id] = blog.withLike(true)
        }
        // In-flight guard: a second tap while the request runs does nothing — checked on the
        // pure reducer, since the in-memory service may answer before a second send.
        var inFlight = store.state
        let beforeSecondTap = inFlight
        let secondTap = ProfileFeature(services: services).reduce(into: &inFlight, action: .likeTapped(blog.id))
        #expect(inFlight == beforeSecondTap)
        #expect(secondTap.operations.isEmpty)
        await store.receive(.likeResponse(blog.id, .failure(.serverBusy))) {
            $0.likesInFlight = [:]
            $0.blogs.items[id: blog.id] = blog
            $0.toast = .likeFailed
        }
        await store.send(.toastShown) { $0.toast = nil }
        await store.finish()
    }

    @Test func likeSucceedsWithServerValue() async throws {
        let state = try await loadedState()
        let blog = try #require(state.blogs.items.first { !$0.isLiked })
        let store = TestStore(initialState: state, reducer: ProfileFeature(services: services))
        await store.send(.likeTapped(blog.id)) {
            $0.likesInFlight[blog.id] = blog
            $0.blogs.items[id: blog.id] = blog.withLike(true)
        }
        await store.receive(.likeResponse(blog.id, .success(blog.withLike(true)))) { $0.likesInFlight = [:] }
        await store.finish()
    }

    @Test func aLikesAnswerSetsTheServersLikeFields() async throws {
        var state = try await loadedState()
        let blog = try #require(state.blogs.items.first { !$0.isLiked })
        state.likesInFlight[blog.id] = blog
        state.blogs.items[id: blog.id] = blog.withLike(true)
        var answer = blog.withLike(true)
        answer.likeCount += 5                        // others liked it meanwhile
        let store = TestStore(initialState: state, reducer: ProfileFeature(services: services))
        await store.send(.likeResponse(blog.id, .success(answer))) {
            $0.likesInFlight = [:]
            $0.blogs.items[id: blog.id] = blog.withLike(true).withLike(from: answer)
        }
        await store.finish()
    }

    @Test func unlikeAsksFirst() async throws {
        let state = try await loadedState()
        let blog = try #require(state.blogs.items.first { $0.isLiked })
        let store = TestStore(initialState: state, reducer: ProfileFeature(services: services))
        await store.send(.likeTapped(blog.id)) { $0.pendingConfirmation = .unlike(blog.id) }
        await store.send(.confirmationAnswered(false)) { $0.pendingConfirmation = nil }
        await store.send(.likeTapped(blog.id)) { $0.pendingConfirmation = .unlike(blog.id) }
        await store.send(.confirmationAnswered(true)) {
            $0.pendingConfirmation = nil
            $0.likesInFlight[blog.id] = blog
            $0.blogs.items[id: blog.id] = blog.withLike(false)
        }
        await store.receive(.likeResponse(blog.id, .success(blog.withLike(false)))) { $0.likesInFlight = [:] }
        await store.finish()
    }

    @Test func aFailedShareToastsAndNoLongerRuns() async throws {
        let state = try await loadedState()
        let blog = try #require(state.blogs.items.first)
        let store = TestStore(initialState: state, reducer: ProfileFeature(services: services))
        await (services.blogs as! InMemoryBlogService).failNext(.share)
        await store.send(.shareTapped(blog.id)) { $0.sharesInFlight = [blog.id] }
        await store.receive(.shareResponse(blog.id, .failure(.serverBusy))) {
            $0.sharesInFlight = []
            $0.toast = .shareFailed
        }
        await store.send(.toastShown) { $0.toast = nil }
        await store.finish()
    }

    @Test func shareToastsAndUpdatesTheOneBlog() async throws {
        let state = try await loadedState()
        let blog = try #require(state.blogs.items.first)
        var shared = blog
        shared.shareCount += 1
        let store = TestStore(initialState: state, reducer: ProfileFeature(services: services))
        await store.send(.shareTapped(blog.id)) { $0.sharesInFlight = [blog.id] }
        await store.receive(.shareResponse(blog.id, .success(shared))) {
            $0.sharesInFlight = []
            $0.blogs.items[id: blog.id] = shared
            $0.toast = .shared
        }
        await store.send(.toastShown) { $0.toast = nil }
        await store.finish()

        // A press while that blog's share is in flight changes nothing and sends nothing.
        var sharing = state
        sharing.sharesInFlight = [blog.id]
        let busy = TestStore(initialState: sharing, reducer: ProfileFeature(services: services))
        await busy.send(.shareTapped(blog.id))
        await busy.finish()
    }

    @Test func blogDetailActsOnTheSameBlog() async throws {
        let state = try await loadedState()
        let blog = try #require(state.blogs.items.first { !$0.isLiked })
        let store = TestStore(initialState: state, reducer: ProfileFeature(services: services))
        await store.send(.blogSelected(blog.id)) { $0.destination = .blogDetail(blog.id) }
        await store.send(.destinationDismissed) { $0.destination = nil }
        await store.send(.blogDetail(blog.id, .likeTapped)) {
            $0.likesInFlight[blog.id] = blog
            $0.blogs.items[id: blog.id] = blog.withLike(true)
        }
        await store.receive(.likeResponse(blog.id, .success(blog.withLike(true)))) { $0.likesInFlight = [:] }
        await store.finish()
    }

    @Test func draftDeleteFailureToastsServerBusy() async throws {
        var state = ProfileFeature.State(userID: services.currentUserID, currentUserID: services.currentUserID)
        let page = try await reference.drafts.drafts(page: 0)
        state.drafts.items = IdentifiedArray(page.items)
        state.drafts.hasStarted = true
        state.tab = .drafts
        let draft = page.items[0]
        let store = TestStore(initialState: state, reducer: ProfileFeature(services: services))
        await (services.drafts as! InMemoryDraftService).failNext(.deleteDraft)
        await store.send(.deleteDraftTapped(draft.id)) { $0.pendingConfirmation = .deleteDraft(draft.id) }
        await store.send(.confirmationAnswered(true)) {
            $0.pendingConfirmation = nil
            $0.isDeletingDraft = true
        }
        await store.receive(.deleteDraftResponse(draft.id, .failure(.serverBusy))) {
            $0.isDeletingDraft = false
            $0.toast = .serverBusy
        }
        await store.send(.toastShown) { $0.toast = nil }
        await store.send(.deleteDraftTapped(draft.id)) { $0.pendingConfirmation = .deleteDraft(draft.id) }
        await store.send(.confirmationAnswered(true)) {
            $0.pendingConfirmation = nil
            $0.isDeletingDraft = true
        }
        await store.receive(.deleteDraftResponse(draft.id, .success(draft.id))) {
            $0.isDeletingDraft = false
            $0.drafts.items[id: draft.id] = nil
        }
        await store.finish()
    }

    @Test func deletingTheLastLoadedDraftOfMoreLoadsTheRestInsteadOfNoDrafts() async throws {
        // The server had a full page and 5 older drafts; 19 of the page are deleted already: one
        // row is left on screen, and the server holds it and the 5 older ones.
        let last = try await reference.drafts.drafts(page: 0).items[19]
        var data = SampleData.standard
        let older = (1...5).map { Draft(id: 9_000 + $0, title: "Old draft \($0)", editedAt: Date(timeIntervalSince1970: Double($0))) }
        data.drafts = [last] + older
        var services = Services.inMemory()
        services.drafts = InMemoryDraftService(data: data)
        var state = ProfileFeature.State(userID: services.currentUserID, currentUserID: services.currentUserID)
        state.drafts.items = IdentifiedArray([last])
        state.drafts.nextPage = 1
        state.drafts.hasStarted = true
        state.tab = .drafts
        let store = TestStore(initialState: state, reducer: ProfileFeature(services: services))
        await store.send(.deleteDraftTapped(last.id)) { $0.pendingConfirmation = .deleteDraft(last.id) }
        await store.send(.confirmationAnswered(true)) {
            $0.pendingConfirmation = nil
            $0.isDeletingDraft = true
        }
        await store.receive(.deleteDraftResponse(last.id, .success(last.id))) {
            $0.isDeletingDraft = false
            $0.drafts.items[id: last.id] = nil
            $0.drafts.isLoading = true
            $0.drafts.isShowingHUD = true
        }
        let rest = Page(items: Array(older.reversed()), page: 0, hasMore: false)
        await store.receive(.drafts(.pageLoaded(page: 0, .success(rest)))) {
            $0.drafts.isLoading = false
            $0.drafts.isShowingHUD = false
            $0.drafts.items = IdentifiedArray(rest.items)
            $0.drafts.hasMore = false
            $0.drafts.showsNoMore = true
            $0.drafts.selectFirstRow = true
        }
        #expect(!store.state.drafts.isEmpty)
        #expect(await (services.drafts as! InMemoryDraftService).calls(to: .drafts) == 1)
        await store.finish()
    }

    @Test func theDraftsTabLoadsItsListOnceThroughItsOwnScope() async throws {
        let me = services.currentUserID
        let store = TestStore(initialState: ProfileFeature.State(userID: me, currentUserID: me),
                              reducer: ProfileFeature(services: services))
        let page = try await reference.drafts.drafts(page: 0)
        await store.send(.tabSelected(.drafts)) {
            $0.tab = .drafts
            $0.drafts.isLoading = true
            $0.drafts.isShowingHUD = true
            $0.drafts.hasStarted = true
        }
        await store.receive(.drafts(.pageLoaded(page: 0, .success(page)))) {
            $0.drafts.isLoading = false
            $0.drafts.isShowingHUD = false
            $0.drafts.items = IdentifiedArray(page.items)
            $0.drafts.nextPage = 1
            $0.drafts.hasMore = page.hasMore
            $0.drafts.showsNoMore = !page.hasMore
            $0.drafts.selectFirstRow = true
        }
        await store.send(.tabSelected(.blogs)) { $0.tab = .blogs }
        await store.send(.tabSelected(.drafts)) { $0.tab = .drafts }  // loaded already: no request
        #expect(store.state.blogs == PagedListFeature<Blog>.State(), "the blogs list is another scope")
        await store.finish()
    }

    @Test func someoneElsesProfileHasNoDraftsTabAndNoDiscover() async {
        let store = TestStore(initialState: ProfileFeature.State(userID: 7, currentUserID: services.currentUserID),
                              reducer: ProfileFeature(services: services))
        await store.send(.tabSelected(.drafts))
        await store.send(.discoverTapped)
        await store.send(.friendsTapped) { $0.destination = .userList(.friends(of: 7)) }
        await store.finish()
    }

    /// The own profile counts the follows its user lists report (their delegate actions,
    /// forwarded), at once and without a request; coming back loads nothing.
    @Test func aUserListsFollowsMoveTheOwnFriendCount() async throws {
        let me = services.currentUserID
        var state = ProfileFeature.State(userID: me, currentUserID: me)
        let user = try await reference.users.user(id: me)
        state.user = user
        let store = TestStore(initialState: state, reducer: ProfileFeature(services: services))
        await store.send(.userList(.followChanged(from: false, to: true))) { $0.user?.friendCount = user.friendCount + 1 }
        await store.send(.userList(.followChanged(from: true, to: false))) { $0.user?.friendCount = user.friendCount }
        await store.send(.userList(.followChanged(from: true, to: true)))
        await store.send(.viewWillAppear)
        await store.finish()
    }

    @Test func someoneElsesProfileDoesNotCountMyFollows() async throws {
        var state = ProfileFeature.State(userID: 7, currentUserID: services.currentUserID)
        state.user = try await reference.users.user(id: 7)
        let store = TestStore(initialState: state, reducer: ProfileFeature(services: services))
        await store.send(.userList(.followChanged(from: false, to: true)))
        await store.finish()
    }

    @Test func aFailedFirstLoadShowsInPlaceAndAFailedRefreshToasts() async throws {
        await (services.blogs as! InMemoryBlogService).failNext(.blogs, with: .serverBusy)
        let store = TestStore(initialState: ProfileFeature.State(userID: 7, currentUserID: services.currentUserID),
                              reducer: ProfileFeature(services: services))
        let user = try await reference.users.user(id: 7)
        await store.send(.blogs(.load)) {
            $0.blogs.isLoading = true
            $0.blogs.isShowingHUD = true
            $0.blogs.hasStarted = true
        }
        await store.receive(.blogs(.pageLoaded(page: 0, .failure(.serverBusy)))) {
            $0.blogs.isLoading = false
            $0.blogs.isShowingHUD = false
            $0.blogs.firstLoadError = .serverBusy  // the error view, no toast
        }
        await store.finish()

        var loadedWithHeader = try await loadedState()
        loadedWithHeader.user = user
        let loaded = TestStore(initialState: loadedWithHeader, reducer: ProfileFeature(services: services))
        await (services.blogs as! InMemoryBlogService).failNext(.blogs, with: .serverBusy)
        await loaded.send(.blogs(.refresh)) { $0.blogs.isLoading = true }  // the header loaded: only the list reloads
        await loaded.receive(.blogs(.pageLoaded(page: 0, .failure(.serverBusy)))) {
            $0.blogs.isLoading = false
            $0.toast = .error(.serverBusy)  // the rows stay; the screen reports it
        }
        await loaded.send(.toastShown) { $0.toast = nil }
        await loaded.send(.discoverTapped)
        await loaded.send(.avatarTapped) { $0.destination = .userDetail(user) }
        await loaded.finish()
    }

    @Test func aRefreshBringsBackAHeaderWhoseFirstLoadFailed() async throws {
        let feature = ProfileFeature(services: services)
        var state = try await loadedState()   // the list shows; the header's first load failed (no user)
        let user = try await reference.users.user(id: 7)
        // The effects run one after another here, so the order of their answers is fixed.
        var received = await Self.run(feature.reduce(into: &state, action: .blogs(.refresh)))
        #expect(received.contains(.userResponse(.success(user))))
        for action in received { _ = feature.reduce(into: &state, action: action) }
        #expect(state.user == user && !state.blogs.isLoading)
        received = await Self.run(feature.reduce(into: &state, action: .blogs(.refresh)))
        #expect(!received.contains { if case .userResponse = $0 { true } else { false } }, "a loaded header is not asked for again")
    }

    @Test func aFailedHeaderKeepsItsErrorUntilARetryAndALoadedOneKeepsItsUser() async throws {
        let feature = ProfileFeature(services: services)
        var state = try await loadedState()
        _ = feature.reduce(into: &state, action: .userResponse(.failure(.serverBusy)))
        #expect(state.userError == .serverBusy, "the header says why")
        _ = feature.reduce(into: &state, action: .blogs(.refresh))
        #expect(state.userError == nil, "the retry runs: the failure goes")
        let user = try await reference.users.user(id: 7)
        _ = feature.reduce(into: &state, action: .userResponse(.success(user)))
        _ = feature.reduce(into: &state, action: .userResponse(.failure(.timeout)))
        #expect(state.user == user && state.userError == nil, "a loaded header keeps its user")
    }

    /// Runs `effect`'s work one operation after another and returns what it sent.
    static func run(_ effect: Effect<ProfileFeature.Action>) async -> [ProfileFeature.Action] {
        final class Sent { var actions: [ProfileFeature.Action] = [] }
        let sent = Sent()
        for operation in effect.operations {
            switch operation {
            case .send(let actions): sent.actions += actions
            case .run(_, _, let body): await body(Send { sent.actions.append($0) })
            case .cancel: break
            }
        }
        return sent.actions
    }
}
