import Domain
import Foundation
import Synchronization
import Testing
@testable import LiveServices

/// How the client turns every kind of broken answer into an `AppError`, against
/// a stub server that sends exactly the bytes each test wants.
@Suite("API client failures")
struct APIClientFailureTests {
    /// Generous by default: only the timeout test wants a short one, and a loaded CI
    /// machine (a 25 s stall has been seen) must not turn a decoding test into a timeout.
    func client(_ server: StubHTTPServer, timeout: Duration = .seconds(60)) -> APIClient {
        APIClient(baseURL: server.baseURL, timeout: timeout)
    }

    @Test("a body that is not JSON")
    func notJSON() async throws {
        let server = try StubHTTPServer(status: 200, body: "<html><body>Hello</body></html>", headers: ["Content-Type": "text/html"])
        defer { server.stop() }
        let error = await #expect(throws: AppError.self) { try await LiveUserService(client: client(server)).user(id: 7) }
        guard case .invalidResponse(let detail) = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(detail.contains("not valid JSON"))
        #expect(error?.message(in: .english) == "The server sent an answer the app doesn't understand.")
    }

    @Test("truncated JSON")
    func truncatedJSON() async throws {
        let server = try StubHTTPServer(status: 200, body: #"{"items":[{"id":1,"authorId":7,"authorName":"Gr"#)
        defer { server.stop() }
        let error = await #expect(throws: AppError.self) { try await LiveBlogService(client: client(server)).blogs(userID: 7, page: 0) }
        guard case .invalidResponse = error else { Issue.record("got \(String(describing: error))"); return }
    }

    @Test("a body cut off before its announced length")
    func shortBody() async throws {
        let body = Data(#"{"id":7,"name":"Gra"#.utf8)
        let response = StubHTTPServer.response(status: 200, body: body, contentLength: 500)
        let server = try StubHTTPServer { _ in .raw(response) }
        defer { server.stop() }
        let error = await #expect(throws: AppError.self) { try await LiveUserService(client: client(server)).user(id: 7) }
        guard case .invalidResponse = error else { Issue.record("got \(String(describing: error))"); return }
    }

    @Test("JSON of the wrong shape names what is missing")
    func wrongShape() async throws {
        let server = try StubHTTPServer(status: 200, body: #"{"id":"seven","name":"Grace"}"#)
        defer { server.stop() }
        let error = await #expect(throws: AppError.self) { try await LiveUserService(client: client(server)).user(id: 7) }
        guard case .invalidResponse(let detail) = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(detail.contains("id"), "\(detail)")

        let list = try StubHTTPServer(status: 200, body: #"{"items":[]}"#)
        defer { list.stop() }
        let listError = await #expect(throws: AppError.self) { try await LiveCounterService(client: client(list)).counters() }
        guard case .invalidResponse = listError else { Issue.record("got \(String(describing: listError))"); return }
    }

    @Test("an empty 200 body where JSON is expected")
    func emptyBody() async throws {
        let server = try StubHTTPServer(status: 200, body: "")
        defer { server.stop() }
        let error = await #expect(throws: AppError.self) { try await LiveVoiceMessageService(client: client(server)).messages() }
        guard case .invalidResponse = error else { Issue.record("got \(String(describing: error))"); return }
    }

    @Test("not HTTP at all")
    func garbage() async throws {
        let server = try StubHTTPServer { _ in .raw(Data("SSH-2.0-OpenSSH_9.6\r\n\u{0}\u{1}garbage".utf8)) }
        defer { server.stop() }
        let error = await #expect(throws: AppError.self) { try await LiveCounterService(client: client(server)).counters() }
        guard case .invalidResponse = error else { Issue.record("got \(String(describing: error))"); return }
    }

    @Test("a connection closed without an answer")
    func closedWithoutAnswer() async throws {
        let server = try StubHTTPServer { _ in .close }
        defer { server.stop() }
        let error = await #expect(throws: AppError.self) { try await LiveCounterService(client: client(server)).counters() }
        guard case .invalidResponse = error else { Issue.record("got \(String(describing: error))"); return }
    }

    @Test("a connection closed before an answer: a repeatable request goes once more on a new connection and is answered")
    func closedThenAnswered() async throws {
        let tries = Mutex(0)
        let answer = StubHTTPServer.response(status: 200, body: Data(#"[{"id":1,"title":"Item 1","value":3}]"#.utf8))
        let server = try StubHTTPServer { _ in tries.withLock { $0 += 1; return $0 } == 1 ? .close : .raw(answer) }
        defer { server.stop() }
        let counters = try await LiveCounterService(client: client(server)).counters()
        #expect(counters.map(\.value) == [3])
        #expect(server.receivedRequests.count == 2, "the GET and its one repeat")

        // A sign-in only makes a second token: it is repeated too.
        tries.withLock { $0 = 0 }
        let session = StubHTTPServer.response(status: 200, body: Data(#"{"token":"t","user":{"id":1,"name":"Teacher","role":"teacher"}}"#.utf8))
        let login = try StubHTTPServer { _ in tries.withLock { $0 += 1; return $0 } == 1 ? .close : .raw(session) }
        defer { login.stop() }
        _ = try await LiveLoginService(client: client(login)).logIn(username: "teacher", password: "111")
        #expect(login.receivedRequests.count == 2)
    }

    @Test("a connection closed before an answer: a share, which counts each time it arrives, is not sent again")
    func closedShareIsNotRepeated() async throws {
        let server = try StubHTTPServer { _ in .close }
        defer { server.stop() }
        let error = await #expect(throws: AppError.self) { try await LiveBlogService(client: client(server)).share(blogID: 1) }
        guard case .invalidResponse = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(server.receivedRequests.count == 1, "sent once: the server may have counted it")
    }

    @Test("503 with the backend's error body reads as server busy")
    func serviceUnavailable() async throws {
        let server = try StubHTTPServer(status: 503, body: #"{"error":{"code":"injected_fault","message":"Injected fault"}}"#)
        defer { server.stop() }
        let error = await #expect(throws: AppError.self) { try await LiveBlogService(client: client(server)).share(blogID: 1) }
        #expect(error == .server(status: 503, code: "injected_fault", message: "Injected fault"))
        #expect(error?.message(in: .english) == "Server busy, try again later")
        #expect(error?.message(in: .simplifiedChinese) == "服务器繁忙, 请稍后再试~")
    }

    @Test("an error status without an error body still maps by status")
    func errorWithoutBody() async throws {
        let server = try StubHTTPServer(status: 502, body: "<h1>Bad Gateway</h1>", headers: ["Content-Type": "text/html"])
        defer { server.stop() }
        let error = await #expect(throws: AppError.self) { try await LiveCounterService(client: client(server)).counters() }
        guard case .server(status: 502, code: "", _) = error else { Issue.record("got \(String(describing: error))"); return }
    }

    @Test("statuses with their own cases", arguments: [
        (400, AppError.invalidInput(.other("pageSize must be at most 50"))),
        (401, .unauthorized), (403, .forbidden), (404, .notFound),
        (409, .server(status: 409, code: "conflict", message: "pageSize must be at most 50")),
    ])
    func statuses(_ status: Int, _ expected: AppError) async throws {
        let code = status == 409 ? "conflict" : "some_code"
        let server = try StubHTTPServer(status: status, body: #"{"error":{"code":"\#(code)","message":"pageSize must be at most 50"}}"#)
        defer { server.stop() }
        await #expect(throws: expected) { try await LiveBlogService(client: client(server)).blogs(userID: 7, page: 0) }
    }

    @Test("401 on login means wrong credentials; empty fields send nothing")
    func loginFailures() async throws {
        let server = try StubHTTPServer(status: 401, body: #"{"error":{"code":"invalid_credentials","message":"Wrong username or password"}}"#)
        defer { server.stop() }
        let login = LiveLoginService(client: client(server))
        await #expect(throws: AppError.invalidCredentials) { try await login.logIn(username: "teacher", password: "nope") }
        await #expect(throws: AppError.invalidInput(.missingCredentials)) { try await login.logIn(username: " ", password: "111") }
        await #expect(throws: AppError.invalidInput(.missingCredentials)) { try await login.logIn(username: "teacher", password: "") }
        #expect(server.receivedRequests.count == 1)
    }

    @Test("no answer within the timeout")
    func timeout() async throws {
        let server = try StubHTTPServer { _ in .hang }
        defer { server.stop() }
        // The server never answers: only the client's own time limit can end the request.
        await #expect(throws: AppError.timeout) { try await LiveCounterService(client: client(server, timeout: .milliseconds(300))).counters() }
    }

    @Test("a base URL that is not http(s) fails before sending")
    func unsupportedScheme() async throws {
        let error = await #expect(throws: AppError.self) { try await LiveCounterService(client: APIClient(baseURL: URL(string: "ftp://127.0.0.1:1")!)).counters() }
        guard case .offline(let detail) = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(detail.contains("http"))
    }

    @Test("nobody listening")
    func connectionRefused() async throws {
        let server = try StubHTTPServer(status: 200, body: "[]")
        let url = server.baseURL
        server.stop()
        let error = await #expect(throws: AppError.self) { try await LiveCounterService(client: APIClient(baseURL: url)).counters() }
        guard case .offline = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(error?.message(in: .english) == "Can't reach the server. Check that it is running.")
    }

    @Test("a cancelled task ends with .cancelled", .timeLimit(.minutes(1)))
    func cancellation() async throws {
        let server = try StubHTTPServer { _ in .hang }
        defer { server.stop() }
        let api = client(server, timeout: .seconds(30))
        let task = Task { () async throws(AppError) -> [Counter] in try await LiveCounterService(client: api).counters() }
        while server.receivedRequests.isEmpty { await Task.yield() }
        task.cancel()
        await #expect(throws: AppError.cancelled) { try await task.value }
    }

    @Test("requests carry the method, path, query, JSON body and bearer token")
    func requestShape() async throws {
        let session = #"{"token":"abc","user":{"id":123,"name":"Ming","role":"member"}}"#
        let server = try StubHTTPServer(status: 201, body: session)
        defer { server.stop() }
        let base = client(server)
        let signedIn = try await LiveLoginService(client: base).logIn(username: "me", password: "123")
        #expect(signedIn == Session(token: "abc", user: Account(id: 123, name: "Ming", role: .member)))
        _ = try? await LiveBlogService(client: base.authorized(with: signedIn.token)).blogs(userID: 7, page: 2, pageSize: 20)
        _ = try? await LiveDraftService(client: base.authorized(with: "abc"), userID: 123).deleteDraft(id: 5)

        let heads = server.receivedRequests
        #expect(heads.count == 3)
        #expect(heads[0].hasPrefix("POST /v1/sessions HTTP/1.1"))
        #expect(heads[0].lowercased().contains("content-type: application/json"))
        #expect(!heads[0].lowercased().contains("authorization"))
        #expect(heads[1].hasPrefix("GET /v1/users/7/blogs?page=2&pageSize=20 HTTP/1.1"))
        #expect(heads[1].contains("Bearer abc"))
        #expect(heads[2].hasPrefix("DELETE /v1/drafts/5 HTTP/1.1"))
    }

    @Test("dates decode with and without fractional seconds")
    func dates() async throws {
        let body = #"[{"id":1,"sender":"A","durationSeconds":3,"sentAt":"2025-06-02T09:00:00Z"},{"id":2,"sender":"B","durationSeconds":4,"sentAt":"2025-06-02T09:00:00.250Z"}]"#
        let server = try StubHTTPServer(status: 200, body: body)
        defer { server.stop() }
        let messages = try await LiveVoiceMessageService(client: client(server)).messages()
        #expect(messages.map(\.sentAt.timeIntervalSince1970) == [1_748_854_800, 1_748_854_800.25])
    }
}
