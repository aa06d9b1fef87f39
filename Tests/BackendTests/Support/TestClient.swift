import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A plain URLSession client for the API: real HTTP on the loopback interface.
struct TestClient: Sendable {
    let baseURL: String
    private let session: URLSession

    init(baseURL: String) {
        self.baseURL = baseURL
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = 16
        configuration.timeoutIntervalForRequest = 30
        session = URLSession(configuration: configuration)
    }

    func close() {
        session.finishTasksAndInvalidate()
    }

    /// Sends one request. `body` is sent as is; `json` is serialised first.
    func send(
        _ method: String,
        _ path: String,
        token: String? = nil,
        headers: [String: String] = [:],
        body: Data? = nil
    ) async throws -> TestResponse {
        guard let url = URL(string: baseURL + path) else { throw TestFailure("bad URL \(path)") }
        var request = URLRequest(url: url)
        request.httpMethod = method
        if let token {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        for (name, value) in headers {
            request.setValue(value, forHTTPHeaderField: name)
        }
        if let body {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = body
        }
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw TestFailure("not an HTTP response") }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
        }
        return TestResponse(
            status: http.statusCode, body: data, contentType: http.value(forHTTPHeaderField: "Content-Type"), headers: headers
        )
    }

    func get(_ path: String, token: String? = nil, headers: [String: String] = [:]) async throws -> TestResponse {
        try await send("GET", path, token: token, headers: headers)
    }

    func send(_ method: String, _ path: String, token: String? = nil, json: String) async throws -> TestResponse {
        try await send(method, path, token: token, body: Data(json.utf8))
    }

    /// Signs in and returns the token; fails the test on anything but 201.
    func signIn(_ username: String = "me", _ password: String = "123") async throws -> String {
        let response = try await send("POST", "/v1/sessions", json: #"{"username":"\#(username)","password":"\#(password)"}"#)
        try #require(response.status == 201, "sign-in failed: \(response)")
        return try response.decode(Wire.Session.self).token
    }
}

/// An answer: status, body and content type.
struct TestResponse: CustomStringConvertible, Sendable {
    let status: Int
    let body: Data
    let contentType: String?
    /// The response headers, by lower-cased name.
    var headers: [String: String] = [:]

    var text: String { String(decoding: body, as: UTF8.self) }

    var description: String { "\(status) \(text.prefix(300))" }

    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try JSONDecoder.api.decode(Value.self, from: body)
    }

    /// The top-level JSON object, for checking exact key sets.
    func object() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any], "not a JSON object: \(text)")
    }

    /// The `error.code` of an error answer (nil when the body is not the error shape).
    var errorCode: String? {
        (try? decode(Wire.ErrorBody.self))?.error.code
    }
}

extension JSONDecoder {
    /// Decodes the API the way the app does: ISO-8601 dates.
    static var api: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}

/// A failure of the test harness itself.
struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
