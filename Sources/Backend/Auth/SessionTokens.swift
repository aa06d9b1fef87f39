import Crypto
import Foundation
import Hummingbird
import Synchronization

/// Makes new session tokens: 256 random bits from the system's secure
/// generator, as 64 lowercase hex digits.
enum SessionTokenFactory {
    static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        let hexDigits = Array("0123456789abcdef".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64)
        for _ in 0..<4 {
            var word = generator.next() as UInt64
            for _ in 0..<16 {
                bytes.append(hexDigits[Int(word & 0xF)])
                word >>= 4
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// What the database keeps of `token`: its SHA-256, hex. A copy of the database does not
    /// give anyone a working token.
    static func hash(_ token: String) -> String {
        SHA256.hash(data: Data(token.utf8)).map { String(format: "%02x", $0) }.joined()
    }
}

/// Finds the signed-in user of a request from its `Authorization: Bearer` header.
///
/// Tokens live in the `sessions` table (so they survive a restart); the ones
/// seen recently are also kept in memory. Signing out removes a token from both.
final class Authenticator: Sendable {
    private let store: BackendStore
    /// Token → (user id, when its session expires).
    private let knownTokens = Mutex<[String: (userId: Int64, expiresAt: Int64)]>([:])
    private let now: @Sendable () -> Int64
    private static let maxCachedTokens = 10_000

    init(store: BackendStore, now: @escaping @Sendable () -> Int64) {
        self.store = store
        self.now = now
    }

    /// The caller's user id; nil without an `Authorization` header.
    /// Throws 400 for a header that is not `Bearer <token>`, and 401 for an unknown token.
    func optionalUser(of request: Request) async throws -> Int64? {
        guard let header = request.headers[.authorization] else { return nil }
        let token = try Self.bearerToken(in: header)
        let time = now()
        if let known = knownTokens.withLock({ $0[token] }) {
            if time < known.expiresAt { return known.userId }
            forget(token: token)
        }
        guard let session = try await store.session(forToken: token), time < session.expiresAt else {
            throw APIError.unauthorized("The token is unknown or expired: sign in again")
        }
        remember(token: token, userId: session.userId, expiresAt: session.expiresAt)
        return session.userId
    }

    /// The caller's user id; 401 without a valid token.
    func requiredUser(of request: Request) async throws -> Int64 {
        guard let userId = try await optionalUser(of: request) else { throw APIError.unauthorized() }
        return userId
    }

    /// Forgets `token` (signed out): its next use reads the database, which no longer has it.
    func forget(token: String) {
        _ = knownTokens.withLock { $0.removeValue(forKey: token) }
    }

    /// Remembers a token just created, so its first use needs no database read.
    func remember(token: String, userId: Int64, expiresAt: Int64) {
        knownTokens.withLock { tokens in
            if tokens.count >= Self.maxCachedTokens { tokens.removeAll(keepingCapacity: true) }
            tokens[token] = (userId, expiresAt)
        }
    }

    /// The token of a `Bearer <token>` header value (scheme case-insensitive).
    static func bearerToken(in header: String) throws(APIError) -> String {
        let parts = header.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else {
            throw .badRequest("The Authorization header must be 'Bearer <token>'", code: "invalid_header")
        }
        let token = parts[1].trimmingPrefixAndSuffix(" ")
        guard !token.isEmpty, token.count <= 512, token.utf8.allSatisfy(isTokenCharacter) else {
            throw .badRequest("The bearer token is malformed", code: "invalid_header")
        }
        return String(token)
    }

    /// The characters of RFC 6750's `b64token`.
    private static func isTokenCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "="):
            true
        default:
            false
        }
    }
}

private extension Substring {
    func trimmingPrefixAndSuffix(_ character: Character) -> Substring {
        var result = self
        while result.first == character { result = result.dropFirst() }
        while result.last == character { result = result.dropLast() }
        return result
    }
}
