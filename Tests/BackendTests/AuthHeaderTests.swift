import Foundation
import Testing

@Suite("Authorization header")
struct AuthHeaderTests {
    @Test("a malformed Authorization header answers 400", arguments: [
        "Basic bWU6MTIz",
        "Bearer",
        "Bearer ",
        "Token abc",
        "Bearer abc def",
        "Bearer ab\"c",
    ])
    func malformedHeader(value: String) async throws {
        try await withServer { client in
            for path in ["/v1/users/7", "/v1/suggestions", "/v1/counters"] {
                let response = try await client.get(path, headers: ["Authorization": value])
                #expect(response.status == 400, "\(path): \(response)")
                #expect(response.errorCode == "invalid_header")
            }
        }
    }

    @Test("an unknown token answers 401, also where the token is optional")
    func unknownToken() async throws {
        try await withServer { client in
            for path in ["/v1/users/7", "/v1/suggestions", "/v1/users/7/blogs"] {
                let response = try await client.get(path, token: String(repeating: "ab", count: 32))
                #expect(response.status == 401, "\(path): \(response)")
                #expect(response.errorCode == "unauthorized")
            }
        }
    }

    @Test("endpoints that need a token answer 401 without one", arguments: [
        ("GET", "/v1/suggestions"),
        ("GET", "/v1/users/123/drafts"),
        ("DELETE", "/v1/drafts/1"),
        ("PUT", "/v1/blogs/1/like"),
        ("DELETE", "/v1/blogs/1/like"),
        ("POST", "/v1/blogs/1/shares"),
        ("PUT", "/v1/users/7/follow"),
        ("DELETE", "/v1/users/7/follow"),
    ])
    func needsToken(method: String, path: String) async throws {
        try await withServer { client in
            let response = try await client.send(method, path)
            #expect(response.status == 401, "\(response)")
            #expect(response.errorCode == "unauthorized")
        }
    }

    @Test("the scheme is case-insensitive")
    func lowercaseScheme() async throws {
        try await withServer { client in
            let token = try await client.signIn()
            let response = try await client.get("/v1/suggestions", headers: ["Authorization": "bearer \(token)"])
            #expect(response.status == 200)
        }
    }
}
