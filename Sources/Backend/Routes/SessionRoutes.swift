import Foundation
import Hummingbird

/// `POST /v1/sessions`: signing in.
extension BackendAPI {
    func createSession(_ request: Request, _ context: BackendRequestContext) async throws -> Response {
        let credentials = try await request.decodeJSONBody(as: Credentials.self)
        let keys = LoginThrottle.keys(username: credentials.username, address: context.remoteAddress)
        if let wait = loginThrottle.retryAfter(for: keys) {
            loginThrottle.recordFailure(for: keys)
            var response = APIError(status: .tooManyRequests, code: "too_many_attempts",
                                    message: "Too many failed sign-ins: try again in \(wait) s").response()
            response.headers[.retryAfter] = String(wait)
            return response
        }
        // bcrypt reads at most 72 bytes and stops at a NUL: refuse passwords it would cut short,
        // so that "123\u{0}anything" never passes for "123".
        guard credentials.password.utf8.count <= 72, !credentials.password.utf8.contains(0) else {
            loginThrottle.recordFailure(for: keys)
            throw APIError(status: .unauthorized, code: "invalid_credentials", message: "Wrong username or password")
        }
        let account = try await store.account(username: credentials.username)
        // An unknown user costs the same bcrypt time as a wrong password.
        let passwordMatches = await PasswordVerifier.verify(
            credentials.password, hash: account?.passwordHash ?? AccountPasswordHashes.decoy
        )
        guard let account, passwordMatches else {
            loginThrottle.recordFailure(for: keys)
            throw APIError(status: .unauthorized, code: "invalid_credentials", message: "Wrong username or password")
        }
        loginThrottle.recordSuccess(username: credentials.username)
        let token = SessionTokenFactory.makeToken()
        let expiresAt = try await store.createSession(token: token, userId: account.user.id, createdAt: now())
        authenticator.remember(token: token, userId: account.user.id, expiresAt: expiresAt)
        return .json(status: .created) { WireSession(token: token, user: account.user).write(to: &$0) }
    }
}

/// `DELETE /v1/sessions/current`: signing out.
extension BackendAPI {
    /// Ends the caller's session: its token is dead at once, the in-memory cache included.
    func deleteSession(_ request: Request) async throws -> Response {
        guard let header = request.headers[.authorization] else { throw APIError.unauthorized() }
        let token = try Authenticator.bearerToken(in: header)
        authenticator.forget(token: token)
        guard try await store.deleteSession(token: token) else {
            throw APIError.unauthorized("The token is unknown or expired: sign in again")
        }
        return Response(status: .noContent)
    }
}

/// The body of `POST /v1/sessions`.
private struct Credentials: Decodable {
    var username: String
    var password: String
}
