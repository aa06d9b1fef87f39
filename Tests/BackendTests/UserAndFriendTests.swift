import Foundation
import Testing

@Suite("Users, friends, suggestions and follows")
struct UserAndFriendTests {
    @Test("GET /v1/users/7 has exactly the contract's keys and 45 posts")
    func userShape() async throws {
        try await withServer { client in
            let response = try await client.get("/v1/users/7")
            #expect(response.status == 200)
            #expect(Set(try response.object().keys) == Wire.Keys.user)
            let user = try response.decode(Wire.User.self)
            #expect(user.id == 7)
            #expect(user.postCount == 45)
            #expect(!user.name.isEmpty)
            #expect(user.isFollowing == false)

            let friends = try await client.get("/v1/users/7/friends").decode([Wire.User].self)
            #expect(friends.count == user.friendCount)
        }
    }

    @Test("unknown ids answer 404; malformed ids answer 400")
    func ids() async throws {
        try await withServer { client in
            for path in ["/v1/users/999", "/v1/users/0", "/v1/users/999/friends", "/v1/users/999/blogs"] {
                let response = try await client.get(path)
                #expect(response.status == 404, "\(path): \(response)")
                #expect(response.errorCode == "not_found")
            }
            for path in ["/v1/users/abc", "/v1/users/-1", "/v1/users/1.5", "/v1/users/99999999999999999999999", "/v1/users/%20/friends"] {
                let response = try await client.get(path)
                #expect(response.status == 400, "\(path): \(response)")
                #expect(response.errorCode == "invalid_parameter")
            }
        }
    }

    @Test("me follows at least 8 users; suggestions are everyone else but me")
    func friendsAndSuggestions() async throws {
        try await withServer { client in
            let token = try await client.signIn()
            let me = try await client.get("/v1/users/123", token: token).decode(Wire.User.self)
            let friends = try await client.get("/v1/users/123/friends", token: token).decode([Wire.User].self)
            #expect(friends.count >= 8)
            #expect(friends.count == me.friendCount)
            #expect(friends.allSatisfy { $0.isFollowing })
            #expect(friends.map(\.id) == friends.map(\.id).sorted())

            let suggestions = try await client.get("/v1/suggestions", token: token).decode([Wire.User].self)
            #expect(!suggestions.isEmpty)
            #expect(suggestions.allSatisfy { !$0.isFollowing && $0.id != 123 })
            #expect(Set(suggestions.map(\.id)).isDisjoint(with: friends.map(\.id)))
            // Every member 1…60 is either a friend or a suggestion.
            #expect(Set(suggestions.map(\.id)).union(friends.map(\.id)).isSuperset(of: 1...60))

            // Without a token, isFollowing is false everywhere.
            let anonymous = try await client.get("/v1/users/123/friends").decode([Wire.User].self)
            #expect(anonymous.allSatisfy { !$0.isFollowing })
        }
    }

    @Test("follow and unfollow are idempotent and move friendCount by one")
    func followIsIdempotent() async throws {
        try await withServer { client in
            let token = try await client.signIn()
            let target = try #require(try await client.get("/v1/suggestions", token: token).decode([Wire.User].self).first)
            let before = try await client.get("/v1/users/123", token: token).decode(Wire.User.self)

            for _ in 0..<2 {
                let response = try await client.send("PUT", "/v1/users/\(target.id)/follow", token: token)
                #expect(response.status == 200)
                let user = try response.decode(Wire.User.self)
                #expect(user.id == target.id && user.isFollowing)
            }
            let following = try await client.get("/v1/users/123", token: token).decode(Wire.User.self)
            #expect(following.friendCount == before.friendCount + 1)
            #expect(try await client.get("/v1/users/\(target.id)", token: token).decode(Wire.User.self).isFollowing)
            let suggestions = try await client.get("/v1/suggestions", token: token).decode([Wire.User].self)
            #expect(!suggestions.contains { $0.id == target.id })

            for _ in 0..<2 {
                let response = try await client.send("DELETE", "/v1/users/\(target.id)/follow", token: token)
                #expect(response.status == 200)
                #expect(try response.decode(Wire.User.self).isFollowing == false)
            }
            let after = try await client.get("/v1/users/123", token: token).decode(Wire.User.self)
            #expect(after.friendCount == before.friendCount)
        }
    }

    @Test("following yourself is a 409 conflict; unknown users 404")
    func followConflicts() async throws {
        try await withServer { client in
            let token = try await client.signIn()
            let own = try await client.send("PUT", "/v1/users/123/follow", token: token)
            #expect(own.status == 409)
            #expect(own.errorCode == "conflict")
            let unknown = try await client.send("PUT", "/v1/users/4242/follow", token: token)
            #expect(unknown.status == 404)
            let malformed = try await client.send("PUT", "/v1/users/x/follow", token: token)
            #expect(malformed.status == 400)
        }
    }
}
