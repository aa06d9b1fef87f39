import Domain
import Foundation

/// The JSON conventions of the API: camelCase keys as they are, ISO-8601 dates
/// with or without fractional seconds.
enum APIJSON {
    /// A decoder for API answers.
    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            if let date = parseDate(text) { return date }
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected an ISO-8601 date, got \"\(text)\"")
        }
        return decoder
    }

    /// Parses `2025-06-02T09:00:00Z`, `2025-06-02T09:00:00.123Z` and offsets like `+08:00`.
    static func parseDate(_ text: String) -> Date? {
        if let date = try? Date(text, strategy: .iso8601) { return date }
        return try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }

    /// A readable account of why `error` — thrown while decoding `Response` —
    /// happened, for ``AppError/invalidResponse(_:)``.
    static func describe(_ error: any Error, decoding type: Any.Type) -> String {
        let target = String(describing: type)
        guard let error = error as? DecodingError else {
            return "Cannot read \(target): \(error)"
        }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "The body is not valid JSON (expected \(target))"
        case .dataCorrupted(let context):
            return "Bad value at \(path(context.codingPath)) in \(target): \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "Missing key \"\(key.stringValue)\" at \(path(context.codingPath)) in \(target)"
        case .typeMismatch(let expected, let context):
            return "Expected \(expected) at \(path(context.codingPath)) in \(target)"
        case .valueNotFound(let expected, let context):
            return "Expected \(expected) but found null at \(path(context.codingPath)) in \(target)"
        @unknown default:
            return "Cannot read \(target): \(error)"
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        guard !codingPath.isEmpty else { return "the top level" }
        return codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
}
