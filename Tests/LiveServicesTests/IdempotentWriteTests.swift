import Backend
import Domain
import Foundation
import Testing
@testable import LiveServices

/// Likes and follows are PUT / DELETE, idempotent: an answer lost after the server applied the
/// request is asked again, and the answer that comes is the state — applied once, never twice.
@Suite("Idempotent likes and follows over the network")
struct IdempotentWriteTests {
    /// Retries at once: no test waits for a backoff.
    static let noWait = RetryPolicy(maxRetries: 3, initialDelay: .zero)

    /// A client signed in as `me`.
    static func signedIn(_ backend: TestBackend) async throws -> (client: APIClient, me: User.ID) {
        let client = backend.client()
        let session = try await LiveLoginService(client: client).logIn(username: "me", password: "123")
        return (client.authorized(with: session.token), session.user.id)
    }

    @Test("a like whose answer is cut short is asked again: liked, counted once")
    func likeAnswerLost() async throws {
        try await withBackend(BackendConfiguration(testFaults: true)) { backend in
            let blogs = LiveBlogService(client: try await Self.signedIn(backend).client, retryPolicy: Self.noWait)
            let before = try await blogs.blog(id: 3)
            try #require(!before.isLiked)
            try await backend.injectFault(path: "/v1/blogs/3/like", method: "PUT", status: 200, body: "truncated")
            let liked = try await blogs.setLiked(true, blogID: 3)
            #expect(liked.isLiked && liked.likeCount == before.likeCount + 1)
            #expect(try await blogs.blog(id: 3).likeCount == before.likeCount + 1)
        }
    }

    @Test("a follow whose answer is not JSON is asked again; every answer lost ends unknown, the follow applied once")
    func followAnswerLost() async throws {
        try await withBackend(BackendConfiguration(testFaults: true)) { backend in
            let (client, meID) = try await Self.signedIn(backend)
            let users = LiveUserService(client: client, retryPolicy: Self.noWait)
            let me = try await users.user(id: meID)
            let stranger = try #require(try await users.suggestions().first)
            try await backend.injectFault(path: "/v1/users/\(stranger.id)/follow", method: "PUT", status: 200, body: "not-json")
            #expect(try await users.setFollowing(true, userID: stranger.id).isFollowing)
            #expect(try await users.user(id: me.id).friendCount == me.friendCount + 1)

            try await backend.injectFault(path: "/v1/users/\(stranger.id)/follow", method: "DELETE", status: 200, count: 4, body: "truncated")
            await #expect(throws: AppError.self) { try await users.setFollowing(false, userID: stranger.id) }
            #expect(try await users.user(id: me.id).friendCount == me.friendCount, "unfollowed once, for all four tries")
        }
    }

    @Test("a 503 on the first try is a clear answer: not sent again")
    func clearRefusal() async throws {
        try await withBackend(BackendConfiguration(testFaults: true)) { backend in
            let blogs = LiveBlogService(client: try await Self.signedIn(backend).client, retryPolicy: Self.noWait)
            let before = try await blogs.blog(id: 4)
            try await backend.injectFault(path: "/v1/blogs/4/like", method: before.isLiked ? "DELETE" : "PUT", status: 503, count: 1)
            await #expect(throws: AppError.self) { try await blogs.setLiked(!before.isLiked, blogID: 4) }
            #expect(try await blogs.blog(id: 4) == before, "one refusal, nothing sent again")
        }
    }
}
