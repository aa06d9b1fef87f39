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
        .invalidInput(.malformedDate), .invalidInput(.other("too long")), .storage("disk full"), .cancelled,
    ]

    @Test func everyProfileActionRoundTrips() async throws {
        let blogs = try await services.blogs.blogs(userID: 7, page: 0)
        let drafts = try await services.drafts.drafts(page: 0)
        let user = try await services.users.user(id: 7)
        let blog = try #require(blogs.items.first)
        let draft = try #require(drafts.items.first)
        var actions: [ProfileFeature.Action] = [
            .viewDidLoad, .viewWillAppear, .userResponse(.success(user)),
            .blogsResponse(page: 0, .success(blogs)), .blogsResponse(page: 2, .failure(.serverBusy)),
            .draftsResponse(page: 0, .success(drafts)), .draftsResponse(page: 1, .failure(.timeout)),
            .likeTapped(blog.id), .likeResponse(blog.id, .success(blog.withLike(true))), .likeResponse(blog.id, .failure(.notFound)),
            .shareTapped(blog.id), .shareResponse(blog.id, .success(blog)), .shareResponse(blog.id, .failure(.forbidden)),
            .deleteDraftTapped(draft.id), .deleteDraftResponse(draft.id, .success(draft.id)),
            .deleteDraftResponse(draft.id, .failure(.serverBusy)),
            .confirmationAnswered(true), .confirmationAnswered(false),
            .blogSelected(blog.id), .draftSelected(draft.id), .avatarTapped, .friendsTapped, .discoverTapped,
            .toastShown, .destinationDismissed,
            .rowHighlighted(.blogs, .item(3)), .rowHighlighted(.drafts, .retry), .rowHighlighted(.blogs, nil),
        ]
        for tab in [ProfileFeature.Tab.blogs, .drafts] {
            actions += [.tabSelected(tab), .refresh(tab), .reachedEnd(tab), .retryLoadMore(tab), .firstRowSelected(tab)]
        }
        actions += Self.errors.map { .userResponse(.failure($0)) }
        try roundTrip(actions)
    }

    @Test func everyFriendsActionRoundTrips() async throws {
        let friends = try await services.users.friends(of: 7)
        let friend = try #require(friends.first)
        let actions: [FriendsFeature.Action] = [
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
        #expect(try json(.likeResponse(12, .failure(.serverBusy)))
            == #"{"likeResponse":{"_0":12,"_1":{"failure":{"server":{"code":"unavailable","message":"Server busy","status":503}}}}}"#)
    }
}
