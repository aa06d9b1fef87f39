import Foundation
import Hummingbird

/// Reading path parameters, query parameters and JSON bodies, with 400 for anything malformed.
extension Request {
    /// The value of query parameter `name` (the first one when repeated),
    /// percent-decoded with `+` as a space; nil when absent or not valid UTF-8.
    /// Scans the raw query without Foundation: this runs on every page request.
    func queryValue(_ name: String) -> String? {
        guard let query = uri.query, !query.isEmpty else { return nil }
        for pair in query.utf8.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            let separator = pair.firstIndex(of: UInt8(ascii: "=")) ?? pair.endIndex
            guard QueryComponent.decode(pair[pair.startIndex..<separator]) == name else { continue }
            let value = separator == pair.endIndex ? pair[separator...] : pair[pair.index(after: separator)...]
            // A value with a broken escape stays raw, so that it fails validation (400) rather than vanish.
            return QueryComponent.decode(value) ?? String(Substring(value))
        }
        return nil
    }

    /// The `page` and `pageSize` query parameters (defaults 0 and 20), validated.
    func paging() throws(APIError) -> Paging {
        let page = try Self.integer(queryValue("page"), named: "page") ?? 0
        let pageSize = try Self.integer(queryValue("pageSize"), named: "pageSize") ?? BackendLimits.defaultPageSize
        return try Paging(page: page, pageSize: pageSize)
    }

    private static func integer(_ text: String?, named name: String) throws(APIError) -> Int? {
        guard let text else { return nil }
        guard let value = Int(text), !text.hasPrefix("+") else {
            throw .invalidParameter(name, "must be an integer, got '\(text.prefix(40))'")
        }
        return value
    }

    /// Reads the body (at most ``BackendLimits/maxBodyBytes``) and decodes it
    /// as `Body`, turning every problem into a 400 (or 413) that says what is wrong.
    func decodeJSONBody<Body: Decodable>(as type: Body.Type) async throws -> Body {
        let buffer: ByteBuffer
        do {
            buffer = try await body.collect(upTo: BackendLimits.maxBodyBytes)
        } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
            throw APIError.payloadTooLarge
        }
        guard buffer.readableBytes > 0 else {
            throw APIError.badRequest("The request body is empty; expected a JSON object", code: "invalid_body")
        }
        do {
            return try JSONDecoder().decode(Body.self, from: Data(buffer.readableBytesView))
        } catch let error as DecodingError {
            throw APIError.badRequest(Self.explain(error), code: "invalid_body")
        }
    }

    private static func explain(_ error: DecodingError) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            codingPath.isEmpty ? "the body" : "'" + codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".") + "'"
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "Missing field '\((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))'"
        case .typeMismatch(let type, let context):
            return "Field \(path(context.codingPath)) has the wrong type: expected \(Self.jsonTypeName(type))"
        case .valueNotFound(let type, let context):
            return "Field \(path(context.codingPath)) must not be null: expected \(Self.jsonTypeName(type))"
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "The request body is not valid JSON"
        case .dataCorrupted(let context):
            return "Field \(path(context.codingPath)) has an invalid value"
        @unknown default:
            return "The request body does not match the expected JSON"
        }
    }

    private static func jsonTypeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Int64.Type, is UInt64.Type: "an integer"
        case is Double.Type: "a number"
        case is Bool.Type: "a boolean"
        default: "an object"
        }
    }
}

extension BackendRequestContext {
    /// The path parameter `name` as a numeric id; 400 when it is not a plain decimal number.
    func id(_ name: String = "id") throws(APIError) -> Int64 {
        let text = parameters.get(name) ?? ""
        guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              let value = Int64(text)
        else {
            throw .invalidParameter(name, "must be a numeric id, got '\(text.prefix(40))'")
        }
        return value
    }
}

/// Decoding of one `application/x-www-form-urlencoded` query component.
enum QueryComponent {
    /// `bytes` with `+` as a space and `%XX` escapes decoded; nil for a bad
    /// escape or bytes that are not UTF-8.
    static func decode(_ bytes: Substring.UTF8View.SubSequence) -> String? {
        guard bytes.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) else {
            return String(Substring(bytes))
        }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "+"):
                decoded.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                let high = bytes.index(after: index)
                guard high < bytes.endIndex else { return nil }
                let low = bytes.index(after: high)
                guard low < bytes.endIndex, let h = hexValue(bytes[high]), let l = hexValue(bytes[low]) else { return nil }
                decoded.append(h << 4 | l)
                index = low
            default:
                decoded.append(byte)
            }
            index = bytes.index(after: index)
        }
        return String(validating: decoded, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
