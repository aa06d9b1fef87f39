import Hummingbird

/// The `Idempotency-Key` request header of `POST /v1/counters/{id}/increment`.
///
/// The first request with a key is applied and its answer stored with the key
/// (in the same transaction as the change, see
/// ``BackendStore/incrementCounter(id:idempotencyKey:)``); a repeat of the key
/// is answered with the stored answer, byte for byte, and changes nothing.
/// Keys are kept at least ``retention`` seconds.
enum IdempotencyKeys {
    /// `Idempotency-Key`: the request header that carries the key.
    static let header = HTTPFields.Element.Name("Idempotency-Key")!
    /// `Idempotent-Replayed: true` marks an answer replayed from a stored key.
    static let replayedHeader = HTTPFields.Element.Name("Idempotent-Replayed")!
    /// The longest key accepted, in characters.
    static let maxLength = 200
    /// How long a key is kept, in seconds (24 h); older keys are pruned when new ones are stored.
    static let retention: Int64 = 24 * 60 * 60

    /// Whether `key` is 1…``maxLength`` printable ASCII characters (space to `~`).
    static func isValid(_ key: String) -> Bool {
        (1...maxLength).contains(key.utf8.count)
            && key.utf8.allSatisfy { (UInt8(ascii: " ")...UInt8(ascii: "~")).contains($0) }
    }
}

extension Request {
    /// The request's idempotency key; nil without an `Idempotency-Key` header.
    ///
    /// Throws 400 `invalid_header` when the header is sent more than once or its
    /// value is not 1–200 printable ASCII characters (HTTP parsing has already
    /// dropped the spaces around it).
    func idempotencyKey() throws(APIError) -> String? {
        let values = headers[values: IdempotencyKeys.header]
        guard let key = values.first else { return nil }
        guard values.count == 1 else {
            throw .badRequest("Send one Idempotency-Key header, not \(values.count)", code: "invalid_header")
        }
        guard IdempotencyKeys.isValid(key) else {
            throw .badRequest(
                "The Idempotency-Key header must be 1 to \(IdempotencyKeys.maxLength) printable ASCII characters",
                code: "invalid_header"
            )
        }
        return key
    }
}
