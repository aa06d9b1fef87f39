@testable import Backend
import Foundation
import Testing

@Suite("Seed data")
struct SeedDataTests {
    /// Every GET the API offers without a token, plus the drafts of `me`, for one server.
    private static func publicSnapshot(_ client: TestClient) async throws -> [String] {
        var paths = ["/v1/counters", "/v1/voice-messages", "/v1/users/123", "/v1/users/201", "/v1/users/202"]
        for id in 1...60 {
            paths += ["/v1/users/\(id)", "/v1/users/\(id)/friends", "/v1/users/\(id)/blogs?pageSize=50"]
        }
        paths += ["/v1/users/7/blogs?page=0", "/v1/users/7/blogs?page=1", "/v1/users/7/blogs?page=2", "/v1/users/123/blogs"]
        var bodies: [String] = []
        for path in paths {
            let response = try await client.get(path)
            bodies.append("\(path) \(response.status) \(response.text)")
        }
        let token = try await client.signIn()
        bodies.append(try await client.get("/v1/users/123/drafts", token: token).text)
        return bodies
    }

    @Test("the same seed gives byte-identical tables and answers; another seed differs")
    func deterministic() async throws {
        let first = try await TestServer.start(seed: 1)
        let second = try await TestServer.start(seed: 1)
        let other = try await TestServer.start(seed: 2)
        do {
            let firstDump = try await first.server.databaseDump()
            #expect(firstDump == (try await second.server.databaseDump()))
            #expect(firstDump != (try await other.server.databaseDump()))

            let firstAnswers = try await Self.publicSnapshot(first.client)
            #expect(firstAnswers == (try await Self.publicSnapshot(second.client)))
            #expect(firstAnswers != (try await Self.publicSnapshot(other.client)))
        } catch {
            Issue.record(error)
        }
        await first.stop()
        await second.stop()
        await other.stop()
    }

    @Test("the generator gives equal rows for equal seeds")
    func generatorIsPure() {
        let a = SeedData.generate(seed: 7)
        let b = SeedData.generate(seed: 7)
        #expect(a.users.map(\.name) == b.users.map(\.name))
        #expect(a.blogs.map(\.body) == b.blogs.map(\.body))
        #expect(a.drafts.map(\.editedAt) == b.drafts.map(\.editedAt))
        #expect(a.follows.map(\.followeeId) == b.follows.map(\.followeeId))
    }

    @Test("the contract's seed facts hold for every seed", arguments: [1, 2, 3, 42, 12_345, UInt64.max])
    func seedFacts(seed: UInt64) {
        let data = SeedData.generate(seed: seed)
        let members = data.users.filter { (1...60).contains($0.id) }
        #expect(members.count == 60)
        #expect(members.contains { $0.name.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } })
        #expect(members.contains { $0.summary.isEmpty })
        #expect(members.allSatisfy { !$0.name.isEmpty })
        #expect(data.users.first { $0.id == 123 }?.username == "me")
        #expect(data.users.first { $0.id == 201 }.map { ($0.username, $0.name, $0.role) } ?? (nil, "", "") == ("teacher", "Teacher", "teacher"))
        #expect(data.users.first { $0.id == 202 }.map { ($0.username, $0.name, $0.role) } ?? (nil, "", "") == ("student", "Student", "student"))
        let blogsOf7 = data.blogs.filter { $0.authorId == 7 }
        #expect(blogsOf7.count == 45)
        #expect(blogsOf7.contains { $0.summary.isEmpty })
        #expect(data.blogs.contains { $0.authorId != 7 && $0.authorId != 123 })
        let drafts = data.drafts.filter { $0.ownerId == 123 }
        #expect(drafts.count == 20)
        #expect(drafts.contains { $0.summary.isEmpty })
        #expect(data.follows.filter { $0.followerId == 123 }.count >= 8)
        #expect(data.counters.map(\.title) == (1...20).map { "Item \($0)" })
        #expect(data.voiceMessages.count == 12)
        #expect(data.voiceMessages.allSatisfy { (3...60).contains($0.durationSeconds) })
        // Likes are consistent with the counts.
        for like in data.likes {
            #expect((data.blogs.first { $0.id == like.blogId }?.likeCount ?? 0) >= 1)
        }
        // Passwords are salted bcrypt hashes, never plain text.
        for user in data.users where user.passwordHash != nil {
            #expect(user.passwordHash?.hasPrefix("$2b$10$") == true)
        }
    }

    @Test("seed 1 matches the recorded fixture")
    func fixture() async throws {
        let url = try #require(Bundle.module.url(forResource: "seed-1-profile", withExtension: "json", subdirectory: "Fixtures"))
        let recorded = try String(contentsOf: url, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        try await withServer(seed: 1) { client in
            let current = try await SeedFixture.render(client)
            #expect(current == recorded, "seed 1 changed; if on purpose, update Fixtures/seed-1-profile.json to:\n\(current)")
        }
    }
}

/// The small slice of seed 1 recorded in `Fixtures/seed-1-profile.json`.
enum SeedFixture {
    static func render(_ client: TestClient) async throws -> String {
        let user = try await client.get("/v1/users/7").text
        let friends = try await client.get("/v1/users/123/friends").text
        return #"{"user7":\#(user),"friendsOf123":\#(friends)}"#
    }
}
