import Foundation
import Testing

@Suite("Blogs: pages, likes, shares")
struct BlogTests {
    @Test("user 7's 45 blogs come in pages of 20, 20 and 5, newest first")
    func paging() async throws {
        try await withServer { client in
            var all: [Wire.Blog] = []
            for (page, expected) in [(0, 20), (1, 20), (2, 5)] {
                let response = try await client.get("/v1/users/7/blogs?page=\(page)")
                #expect(response.status == 200)
                let object = try response.object()
                #expect(Set(object.keys) == Wire.Keys.page)
                let first = try #require((object["items"] as? [[String: Any]])?.first)
                #expect(Set(first.keys) == Wire.Keys.blog)
                let decoded = try response.decode(Wire.Page<Wire.Blog>.self)
                #expect(decoded.page == page)
                #expect(decoded.items.count == expected)
                #expect(decoded.hasMore == (page < 2))
                all += decoded.items
            }
            #expect(Set(all.map(\.id)).count == 45)
            #expect(all.map(\.id) == all.map(\.id).sorted(by: >))
            #expect(all.allSatisfy { $0.authorId == 7 && !$0.isLiked })
            #expect(all.contains { $0.summary.isEmpty })
            #expect(all.contains { !$0.summary.isEmpty })

            let past = try await client.get("/v1/users/7/blogs?page=3").decode(Wire.Page<Wire.Blog>.self)
            #expect(past.items.isEmpty && !past.hasMore)
            let last = try await client.get("/v1/users/7/blogs?page=42949672&pageSize=50").decode(Wire.Page<Wire.Blog>.self)
            #expect(last.items.isEmpty && !last.hasMore, "the largest page docs/openapi.yaml allows is served")
            let big = try await client.get("/v1/users/7/blogs?page=0&pageSize=50").decode(Wire.Page<Wire.Blog>.self)
            #expect(big.items.map(\.id) == all.map(\.id))
            #expect(!big.hasMore)
        }
    }

    @Test("bad page parameters answer 400", arguments: [
        "page=-1", "page=abc", "page=", "page=1.5", "pageSize=0", "pageSize=51", "pageSize=1000",
        "pageSize=-5", "pageSize=x", "page=99999999999999999999", "page=9223372036854775807",
        "page=42949673", "page=42949673&pageSize=1",   // above the documented maximum, whatever the page size
        "page=-", "page=--1", "page=1-", "page=%2D1", "pageSize=%2B5", "page=0&pageSize=0&pageSize=5",
    ])
    func badPaging(query: String) async throws {
        try await withServer { client in
            let response = try await client.get("/v1/users/7/blogs?\(query)")
            #expect(response.status == 400, "\(query): \(response)")
            #expect(response.errorCode == "invalid_parameter")
        }
    }

    @Test("query values are percent-decoded, and the first of a repeated parameter wins")
    func queryDecoding() async throws {
        try await withServer { client in
            let encoded = try await client.get("/v1/users/7/blogs?%70age=%31&pageSize=2%30").decode(Wire.Page<Wire.Blog>.self)
            #expect(encoded.page == 1 && encoded.items.count == 20)
            let repeated = try await client.get("/v1/users/7/blogs?page=2&page=0&unknown=x").decode(Wire.Page<Wire.Blog>.self)
            #expect(repeated.page == 2 && repeated.items.count == 5)
            let sparse = try await client.get("/v1/users/7/blogs?&&page=1&&pageSize=2&").decode(Wire.Page<Wire.Blog>.self)
            #expect(sparse.page == 1 && sparse.items.count == 2)
            let padded = try await client.get("/v1/users/7/blogs?page=-0&pageSize=007").decode(Wire.Page<Wire.Blog>.self)
            #expect(padded.page == 0 && padded.items.count == 7)
            #expect(try await client.get("/v1/users/7/blogs?pageSize=1&page").status == 400)
            #expect(try await client.get("/v1/users/7/blogs?page=%zz").status == 400)
            #expect(try await client.get("/v1/users/7/blogs?pageSize=+5").status == 400)
        }
    }

    @Test("GET /v1/blogs/{id} returns the blog; unknown 404, malformed 400")
    func singleBlog() async throws {
        try await withServer { client in
            let first = try #require(try await client.get("/v1/users/7/blogs").decode(Wire.Page<Wire.Blog>.self).items.first)
            let blog = try await client.get("/v1/blogs/\(first.id)").decode(Wire.Blog.self)
            #expect(blog == first)
            #expect(try await client.get("/v1/blogs/100000").status == 404)
            #expect(try await client.get("/v1/blogs/first").status == 400)
        }
    }

    @Test("like and unlike are idempotent, and pages show the change at once")
    func likeIsIdempotent() async throws {
        try await withServer { client in
            let token = try await client.signIn()
            // Read through the cache first, so the test also proves invalidation.
            let page = try await client.get("/v1/users/7/blogs", token: token).decode(Wire.Page<Wire.Blog>.self)
            let target = try #require(page.items.first { !$0.isLiked })

            for _ in 0..<3 {
                let response = try await client.send("PUT", "/v1/blogs/\(target.id)/like", token: token)
                #expect(response.status == 200)
                let blog = try response.decode(Wire.Blog.self)
                #expect(blog.isLiked)
                #expect(blog.likeCount == target.likeCount + 1)
            }
            let afterLike = try await client.get("/v1/users/7/blogs", token: token).decode(Wire.Page<Wire.Blog>.self)
            let liked = try #require(afterLike.items.first { $0.id == target.id })
            #expect(liked.isLiked && liked.likeCount == target.likeCount + 1)
            // Other callers see the count but not the like.
            let anonymous = try await client.get("/v1/blogs/\(target.id)").decode(Wire.Blog.self)
            #expect(!anonymous.isLiked && anonymous.likeCount == target.likeCount + 1)

            for _ in 0..<3 {
                let response = try await client.send("DELETE", "/v1/blogs/\(target.id)/like", token: token)
                #expect(response.status == 200)
                let blog = try response.decode(Wire.Blog.self)
                #expect(!blog.isLiked)
                #expect(blog.likeCount == target.likeCount)
            }
            let afterUnlike = try await client.get("/v1/users/7/blogs", token: token).decode(Wire.Page<Wire.Blog>.self)
            #expect(afterUnlike == page)
        }
    }

    @Test("each share adds exactly one")
    func share() async throws {
        try await withServer { client in
            let token = try await client.signIn()
            let before = try await client.get("/v1/blogs/3").decode(Wire.Blog.self)
            for step in 1...3 {
                let response = try await client.send("POST", "/v1/blogs/3/shares", token: token)
                #expect(response.status == 200)
                #expect(try response.decode(Wire.Blog.self).shareCount == before.shareCount + step)
            }
            #expect(try await client.get("/v1/blogs/3").decode(Wire.Blog.self).shareCount == before.shareCount + 3)
            #expect(try await client.send("POST", "/v1/blogs/99999/shares", token: token).status == 404)
            #expect(try await client.send("PUT", "/v1/blogs/99999/like", token: token).status == 404)
            #expect(try await client.send("DELETE", "/v1/blogs/99999/like", token: token).status == 404)
        }
    }
}
