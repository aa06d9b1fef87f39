import Backend
import Foundation
import Testing

@Suite("Bad input never causes a 500")
struct RobustnessTests {
    private static let ids = ["1", "abc", "99999999999999999999"]
    private static let bodies: [Data?] = [
        nil, Data("{".utf8), Data("null".utf8), Data([0xFF, 0xFE, 0x00]),
        Data(#"{"username":["me"],"password":{"a":1},"path":7,"status":"x","count":-1}"#.utf8),
        Data(repeating: UInt8(ascii: "a"), count: 100 * 1024),
    ]

    @Test("every route answers bad ids, bodies and tokens with a 4xx error in the error shape")
    func sweep() async throws {
        try await withServer(testFaults: true) { client in
            let token = try await client.signIn()
            for route in BackendServer.routeTable {
                for id in Self.ids {
                    let path = route.path.replacingOccurrences(of: "{id}", with: id) + "?page=x&pageSize=-1"
                    for body in route.method == "GET" ? [nil] : Self.bodies {
                        for caller in [nil, token] {
                            let response = try await client.send(route.method, path, token: caller, body: body)
                            #expect(response.status < 500 || route.path == "/v1/_faults", "\(route.method) \(path): \(response)")
                            if response.status >= 400 {
                                #expect(response.errorCode != nil, "\(route.method) \(path): \(response)")
                            }
                        }
                    }
                }
            }
        }
    }

    @Test("a method a path does not answer is 405 with Allow, in the error shape; an unknown path stays 404")
    func methodNotAllowed() async throws {
        try await withServer(testFaults: true) { client in
            for (method, path, allow) in [("HEAD", "/v1/users/7", "GET"), ("TRACE", "/v1/users/7/blogs", "GET"),
                                          ("PATCH", "/v1/blogs/3/like", "PUT, DELETE"), ("GET", "/v1/sessions", "POST")] {
                let response = try await client.send(method, path)
                #expect(response.status == 405, "\(method) \(path)")
                #expect(response.headers["allow"] == allow, "\(method) \(path)")
                if method != "HEAD" { #expect(response.errorCode == "method_not_allowed") }
            }
            #expect(try await client.send("TRACE", "/v1/nothing").status == 404)
            #expect(try await client.get("/v1/_faults").status == 404, "the test-only endpoint is not advertised")
        }
    }

    @Test("a request the HTTP parser rejects gets 400 and a closed connection", arguments: [
        "GET /v1/health HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n",
        "NOT-HTTP\r\n\r\n",
        "GET /v1/health HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n",
    ])
    func malformedHTTP(request: String) async throws {
        let server = try await TestServer.start()
        let port = try #require(Int(server.client.baseURL.split(separator: ":").last ?? ""))
        let response = try await RawHTTP.exchange(port: port, request: request)
        #expect(response.hasPrefix("HTTP/1.1 400"), "\(response)")
        #expect(response.lowercased().contains("content-type: application/json"), "\(response)")
        #expect(response.hasSuffix(#"{"error":{"code":"bad_request","message":"The request is not valid HTTP/1.1."}}"#),
                "the parser's 400 carries the API's JSON error: \(response)")
        await server.stop()
    }

    @Test("HTTP/1.0 without keep-alive, or Connection: close, is answered with Connection: close and then closed")
    func connectionsThatAreNotKeptAlive() async throws {
        let server = try await TestServer.start()
        let port = try #require(Int(server.client.baseURL.split(separator: ":").last ?? ""))
        for request in ["GET /v1/health HTTP/1.0\r\n\r\n", "GET /v1/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"] {
            let exchange = try await RawHTTP.exchangeNoticingClose(port: port, request: request)
            #expect(exchange.response.hasPrefix("HTTP/1.") && exchange.response.contains(" 200 "), "\(exchange.response)")
            #expect(exchange.response.lowercased().contains("connection: close"), "\(exchange.response)")
            #expect(exchange.closedByServer, "the server closed the connection itself (not the client's receive timeout)")
        }
        await server.stop()
    }

    @Test("an increment whose body is broken (bad chunks, cut short) is 400 in the JSON shape and counts nothing", arguments: [
        ("POST /v1/counters/1/increment HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\nhello\r\n0\r\n\r\n", false),
        ("POST /v1/counters/1/increment HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nabc", true),
    ])
    func brokenBody(request: String, closeWriting: Bool) async throws {
        let server = try await TestServer.start()
        let port = try #require(Int(server.client.baseURL.split(separator: ":").last ?? ""))
        let before = try await server.client.get("/v1/counters").body
        let response = try await RawHTTP.exchange(port: port, request: request, closeWriting: closeWriting)
        #expect(response.hasPrefix("HTTP/1.1 400"), "\(response)")
        #expect(response.contains(#""code":"invalid_body""#), "\(response)")
        #expect(try await server.client.get("/v1/counters").body == before, "nothing counted")
        await server.stop()
    }

    @Test("a connection that sends nothing, or stops mid-headers, is closed after the idle timeout", arguments: [
        "", "GET /v1/health HTTP/1.1\r\nHost: x\r\n",
    ])
    func idleConnectionsClose(request: String) async throws {
        let server = try await TestServer.start(idleTimeout: .milliseconds(300))
        let port = try #require(Int(server.client.baseURL.split(separator: ":").last ?? ""))
        // The exchange reads until the server closes (or its own 10 s receive timeout).
        let exchange = try await RawHTTP.exchangeNoticingClose(port: port, request: request)
        #expect(exchange.closedByServer, "closed by the server, not by the client's receive timeout")
        #expect(exchange.connectionLifetime < .seconds(5), "closed after the idle timeout (\(exchange.connectionLifetime))")
        #expect(!exchange.response.contains("200 OK"), "\(exchange.response)")
        await server.stop()
    }

    @Test("a raw request with a non-ASCII token gets 400 in the JSON error shape")
    func badHeaderValue() async throws {
        let server = try await TestServer.start()
        let port = try #require(Int(server.client.baseURL.split(separator: ":").last ?? ""))
        let response = try await RawHTTP.exchange(
            port: port,
            request: "GET /v1/users/7 HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer tökén\r\nConnection: close\r\n\r\n"
        )
        #expect(response.hasPrefix("HTTP/1.1 400"), "\(response)")
        #expect(response.contains(#""code":"invalid_header""#), "\(response)")
        await server.stop()
    }
}
