import Foundation
import Testing

@Suite("Drafts")
struct DraftTests {
    @Test("me has 20 drafts on one page, most recently edited first")
    func listDrafts() async throws {
        try await withServer { client in
            let token = try await client.signIn()
            let response = try await client.get("/v1/users/123/drafts?page=0", token: token)
            #expect(response.status == 200)
            let first = try #require((try response.object()["items"] as? [[String: Any]])?.first)
            #expect(Set(first.keys) == Wire.Keys.draft)
            let editedAt = try #require(first["editedAt"] as? String)
            #expect(editedAt.wholeMatch(of: /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z/) != nil)

            let page = try response.decode(Wire.Page<Wire.Draft>.self)
            #expect(page.items.count == 20)
            #expect(!page.hasMore)
            #expect(page.items.map(\.editedAt) == page.items.map(\.editedAt).sorted(by: >))
            #expect(page.items.contains { $0.summary.isEmpty })
            // Spread over the days before the fixed reference time 2026-11-20T08:00:00Z.
            let reference = Date(timeIntervalSince1970: 1_795_161_600)
            #expect(page.items.allSatisfy { $0.editedAt < reference && $0.editedAt > reference.addingTimeInterval(-30 * 86_400) })
            #expect(page.items.first!.editedAt.timeIntervalSince(page.items.last!.editedAt) > 86_400)
        }
    }

    @Test("someone else's drafts answer 403; unknown users 404")
    func otherUsersDrafts() async throws {
        try await withServer { client in
            let token = try await client.signIn()
            let other = try await client.get("/v1/users/7/drafts", token: token)
            #expect(other.status == 403)
            #expect(other.errorCode == "forbidden")
            #expect(try await client.get("/v1/users/4242/drafts", token: token).status == 404)
            #expect(try await client.get("/v1/users/123/drafts?pageSize=51", token: token).status == 400)
            #expect(try await client.get("/v1/users/123/drafts?page=-1", token: token).status == 400)
        }
    }

    @Test("deleting a draft answers 204 once, then 404; someone else's answers the same 404 as an unknown id")
    func deleteDraft() async throws {
        try await withServer { client in
            let token = try await client.signIn()
            let drafts = try await client.get("/v1/users/123/drafts", token: token).decode(Wire.Page<Wire.Draft>.self).items
            let target = try #require(drafts.first)

            let deleted = try await client.send("DELETE", "/v1/drafts/\(target.id)", token: token)
            #expect(deleted.status == 204)
            #expect(deleted.body.isEmpty)
            let again = try await client.send("DELETE", "/v1/drafts/\(target.id)", token: token)
            #expect(again.status == 404)
            let remaining = try await client.get("/v1/users/123/drafts", token: token).decode(Wire.Page<Wire.Draft>.self).items
            #expect(remaining.count == 19)
            #expect(!remaining.contains { $0.id == target.id })

            // Drafts 21… belong to users 1…5: the answer is the unknown id's, word for word.
            let foreign = try await client.send("DELETE", "/v1/drafts/21", token: token)
            let unknown = try await client.send("DELETE", "/v1/drafts/999999", token: token)
            #expect(foreign.status == 404 && foreign.errorCode == unknown.errorCode)
            #expect(String(decoding: foreign.body, as: UTF8.self)
                    == String(decoding: unknown.body, as: UTF8.self).replacingOccurrences(of: "999999", with: "21"))
            #expect(try await client.send("DELETE", "/v1/drafts/abc", token: token).status == 400)
        }
    }
}
