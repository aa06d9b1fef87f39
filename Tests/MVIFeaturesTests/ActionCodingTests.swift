import Domain
import Foundation
import MVICore
import MVIFeatures
import Testing

/// Actions are what a session tape (`mvx --record`) saves: every case of every screen's action,
/// service answers and errors included, must come back from JSON exactly as it went in.
@MainActor
struct ActionCodingTests {
    let services = Services.inMemory()

    private func roundTrip<Action: Codable & Equatable>(_ actions: [Action]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for action in actions {
            let data = try encoder.encode(action)
            let decoded = try JSONDecoder().decode(Action.self, from: data)
            #expect(decoded == action, "\(String(decoding: data, as: UTF8.self))")
        }
    }

    /// One of every kind of error, so every case of `AppError` is coded.
    static let errors: [AppError] = [
        .offline("connection refused"), .timeout, .serverBusy, .server(status: 500, code: "", message: ""),
        .unauthorized, .invalidCredentials, .forbidden, .notFound, .invalidResponse("cut short"),
        .invalidInput(.missingCredentials), .invalidInput(.emptyName), .invalidInput(.dueDateInPast),
        .invalidInput(.malformedDate), .invalidInput(.other("too long")), .storage("disk full"), .diskFull, .cancelled,
    ]

    @Test func everyProfileActionRoundTrips() async throws {
        let blogs = try await services.blogs.blogs(userID: 7, page: 0)
        let drafts = try await services.drafts.drafts(page: 0)
        let user = try await services.users.user(id: 7)
        let blog = try #require(blogs.items.first)
        let draft = try #require(drafts.items.first)
        var actions: [ProfileFeature.Action] = [
            .viewDidLoad, .viewWillAppear, .userResponse(.success(user)),
            .blogs(.pageLoaded(page: 0, .success(blogs))), .blogs(.pageLoaded(page: 2, .failure(.serverBusy))),
            .drafts(.pageLoaded(page: 0, .success(drafts))), .drafts(.pageLoaded(page: 1, .failure(.timeout))),
            .likeTapped(blog.id), .likeResponse(blog.id, .success(blog.withLike(true))), .likeResponse(blog.id, .failure(.notFound)),
            .shareTapped(blog.id), .shareResponse(blog.id, .success(blog)), .shareResponse(blog.id, .failure(.forbidden)),
            .deleteDraftTapped(draft.id), .deleteDraftResponse(draft.id, .success(draft.id)),
            .deleteDraftResponse(draft.id, .failure(.serverBusy)),
            .confirmationAnswered(true), .confirmationAnswered(false),
            .blogSelected(blog.id), .draftSelected(draft.id), .avatarTapped, .friendsTapped, .discoverTapped,
            .toastShown, .destinationDismissed,
            .blogs(.rowHighlighted(.item(3))), .drafts(.rowHighlighted(.retry)), .blogs(.rowHighlighted(nil)),
            .tabSelected(.blogs), .tabSelected(.drafts),
        ]
        actions += [.blogs(.load), .blogs(.refresh), .blogs(.reachedEnd), .blogs(.retry), .blogs(.firstRowSelected)]
        actions += [.drafts(.load), .drafts(.refresh), .drafts(.reachedEnd), .drafts(.retry), .drafts(.firstRowSelected), .drafts(.removeItem(3))]
        actions += Self.errors.map { .userResponse(.failure($0)) }
        try roundTrip(actions)
    }

    @Test func everyUserListActionRoundTrips() async throws {
        let friends = try await services.users.friends(of: 7)
        let friend = try #require(friends.first)
        let actions: [UserListFeature.Action] = [
            .viewDidLoad, .refresh, .usersResponse(.success(friends)), .usersResponse(.failure(.offline("down"))),
            .followTapped(friend.id), .unfollowAnswered(true), .unfollowAnswered(false),
            .followResponse(friend.id, following: false, .success(friend)),
            .followResponse(friend.id, following: true, .failure(.serverBusy)),
            .toastShown, .rowHighlighted(4), .rowHighlighted(nil),
        ]
        try roundTrip(actions)
    }

    @Test func theJSONReadsWell() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        func json(_ action: ProfileFeature.Action) throws -> String { String(decoding: try encoder.encode(action), as: UTF8.self) }
        #expect(try json(.viewDidLoad) == #"{"viewDidLoad":{}}"#)
        #expect(try json(.likeTapped(12)) == #"{"likeTapped":{"_0":12}}"#)
        #expect(try json(.tabSelected(.drafts)) == #"{"tabSelected":{"_0":"drafts"}}"#)
        #expect(try json(.blogs(.reachedEnd)) == #"{"blogs":{"_0":{"reachedEnd":{}}}}"#)
        #expect(try json(.likeResponse(12, .failure(.serverBusy)))
            == #"{"likeResponse":{"_0":12,"_1":{"failure":{"server":{"code":"unavailable","message":"Server busy","status":503}}}}}"#)
    }

    /// A profile action as a tape reads it: today's shape through `ProfileFeature.TapeAction`.
    private func tapeAction(_ json: String) throws -> ProfileFeature.Action {
        try JSONDecoder().decode(ProfileFeature.TapeAction.self, from: Data(json.utf8)).action
    }

    @Test func tapesRecordedBeforeTheListsWereScopedStillRead() async throws {
        let blogs = try await services.blogs.blogs(userID: 7, page: 0)
        let drafts = try await services.drafts.drafts(page: 0)
        let encoder = JSONEncoder()
        let blogsJSON = String(decoding: try encoder.encode(Result<Page<Blog>, AppError>.success(blogs)), as: UTF8.self)
        let draftsJSON = String(decoding: try encoder.encode(Result<Page<Draft>, AppError>.success(drafts)), as: UTF8.self)
        let failureJSON = String(decoding: try encoder.encode(Result<Page<Draft>, AppError>.failure(.timeout)), as: UTF8.self)
        let older: [(String, ProfileFeature.Action)] = [
            (#"{"refresh":{"_0":"blogs"}}"#, .blogs(.refresh)),
            (#"{"refresh":{"_0":"drafts"}}"#, .drafts(.refresh)),
            (#"{"reachedEnd":{"_0":"blogs"}}"#, .blogs(.reachedEnd)),
            (#"{"reachedEnd":{"_0":"drafts"}}"#, .drafts(.reachedEnd)),
            (#"{"retryLoadMore":{"_0":"blogs"}}"#, .blogs(.retry)),
            (#"{"retryLoadMore":{"_0":"drafts"}}"#, .drafts(.retry)),
            (#"{"firstRowSelected":{"_0":"blogs"}}"#, .blogs(.firstRowSelected)),
            (#"{"firstRowSelected":{"_0":"drafts"}}"#, .drafts(.firstRowSelected)),
            (#"{"rowHighlighted":{"_0":"blogs","_1":{"item":{"_0":3}}}}"#, .blogs(.rowHighlighted(.item(3)))),
            (#"{"rowHighlighted":{"_0":"drafts"}}"#, .drafts(.rowHighlighted(nil))),
            (#"{"blogsResponse":{"page":0,"_1":\#(blogsJSON)}}"#, .blogs(.pageLoaded(page: 0, .success(blogs)))),
            (#"{"draftsResponse":{"page":0,"_1":\#(draftsJSON)}}"#, .drafts(.pageLoaded(page: 0, .success(drafts)))),
            (#"{"draftsResponse":{"page":2,"_1":\#(failureJSON)}}"#, .drafts(.pageLoaded(page: 2, .failure(.timeout)))),
            (#"{"likeTapped":{"_0":12}}"#, .likeTapped(12)),
            (#"{"blogs":{"_0":{"retry":{}}}}"#, .blogs(.retry)),
        ]
        for (json, action) in older {
            #expect(try tapeAction(json) == action, "\(json)")
        }
        #expect(throws: DecodingError.self) { try tapeAction(#"{"likeTapped":{"_0":"seven"}}"#) }
    }
}
