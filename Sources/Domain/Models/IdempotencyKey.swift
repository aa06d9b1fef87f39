import Foundation

/// The key that makes a request safe to send again: the server applies the first request with
/// a key and answers every repeat with that first answer (the `Idempotency-Key` header of
/// `POST /v1/counters/{id}/increment`). One key per user action, kept across its retries.
public struct IdempotencyKey: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible {
    /// The key as sent (1–200 printable ASCII characters).
    public var rawValue: String

    /// Wraps `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A new random key (a UUID).
    public static func random() -> IdempotencyKey {
        IdempotencyKey(rawValue: UUID().uuidString)
    }

    public var description: String { rawValue }
}
