@testable import Backend
import Foundation
import Testing

@Suite("POST /v1/sessions")
struct SessionTests {
    @Test("me / 123 signs in as member 123 with a fresh random token")
    func signInMe() async throws {
        try await withServer { client in
            let response = try await client.send("POST", "/v1/sessions", json: #"{"username":"me","password":"123"}"#)
            #expect(response.status == 201)
            #expect(response.contentType?.hasPrefix("application/json") == true)
            let object = try response.object()
            #expect(Set(object.keys) == Wire.Keys.session)
            #expect(Set(try #require(object["user"] as? [String: Any]).keys) == Wire.Keys.sessionUser)
            let session = try response.decode(Wire.Session.self)
            #expect(session.user == Wire.SessionUser(id: 123, name: "Me", role: "member"))
            // At least 128 random bits: 64 hex digits here.
            #expect(session.token.count >= 32)
            #expect(session.token.allSatisfy { $0.isHexDigit })

            let second = try await client.signIn()
            #expect(second != session.token)
        }
    }

    @Test("teacher and student accounts have their roles")
    func teacherAndStudent() async throws {
        try await withServer { client in
            let teacher = try await client.send("POST", "/v1/sessions", json: #"{"username":"teacher","password":"111"}"#)
            #expect(try teacher.decode(Wire.Session.self).user == Wire.SessionUser(id: 201, name: "Teacher", role: "teacher"))
            let student = try await client.send("POST", "/v1/sessions", json: #"{"username":"student","password":"111"}"#)
            #expect(try student.decode(Wire.Session.self).user == Wire.SessionUser(id: 202, name: "Student", role: "student"))
        }
    }

    @Test("wrong credentials answer 401", arguments: [
        #"{"username":"me","password":"124"}"#,
        #"{"username":"nobody","password":"123"}"#,
        #"{"username":"","password":""}"#,
        #"{"username":"teacher","password":"123"}"#,
        #"{"username":"me","password":"123\u0000abc"}"#,                 // bcrypt would stop at the NUL
        #"{"username":"me","password":"123\#(String(repeating: "x", count: 80))"}"#,
    ])
    func wrongCredentials(body: String) async throws {
        try await withServer { client in
            let response = try await client.send("POST", "/v1/sessions", json: body)
            #expect(response.status == 401)
            #expect(response.errorCode == "invalid_credentials")
        }
    }

    @Test("malformed bodies answer 400", arguments: [
        "{",                                              // broken JSON
        "not json",
        "[]",                                             // not an object
        #"{"username":"me"}"#,                            // missing field
        #"{"password":"123"}"#,
        #"{"username":123,"password":"123"}"#,            // wrong types
        #"{"username":"me","password":123}"#,
        #"{"username":null,"password":"123"}"#,
        "",                                               // empty body
    ])
    func malformedBody(body: String) async throws {
        try await withServer { client in
            let response = try await client.send("POST", "/v1/sessions", body: Data(body.utf8))
            #expect(response.status == 400, "\(response)")
            #expect(response.errorCode == "invalid_body")
        }
    }

    @Test("a body over 64 KiB answers 413 with the error shape")
    func hugeBody() async throws {
        try await withServer { client in
            let padding = String(repeating: "x", count: 200 * 1024)
            let response = try await client.send("POST", "/v1/sessions", json: #"{"username":"\#(padding)","password":"1"}"#)
            #expect(response.status == 413)
            #expect(response.errorCode == "payload_too_large")
        }
    }

    @Test("a token keeps working after the server restarts on the same database")
    func tokenSurvivesRestart() async throws {
        try await withTemporaryDirectory { directory in
            let token = try await withServer(location: .file(directory)) { client in
                try await client.signIn()
            }
            try await withServer(location: .file(directory)) { client in
                let response = try await client.get("/v1/suggestions", token: token)
                #expect(response.status == 200)
            }
        }
    }

    @Test("signing out kills the token at once, cache included; another session of the same user lives on")
    func signOut() async throws {
        try await withServer { client in
            let token = try await client.signIn(), other = try await client.signIn()
            #expect(try await client.get("/v1/users/123/drafts", token: token).status == 200, "used once: cached")
            let out = try await client.send("DELETE", "/v1/sessions/current", token: token)
            #expect(out.status == 204 && out.body.isEmpty)
            let after = try await client.get("/v1/users/123/drafts", token: token)
            #expect(after.status == 401 && after.errorCode == "unauthorized")
            #expect(try await client.send("DELETE", "/v1/sessions/current", token: token).status == 401)
            #expect(try await client.send("DELETE", "/v1/sessions/current").status == 401)
            #expect(try await client.get("/v1/users/123/drafts", token: other).status == 200)
        }
    }
}

