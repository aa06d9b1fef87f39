import Foundation
import Hummingbird

/// Reading path parameters, query parameters and JSON bodies, with 400 for anything malformed.
extension Request {
    /// The `page` and `pageSize` query parameters (defaults 0 and 20), validated.
    ///
    /// One pass over the raw query, without copying it: this runs on every page request. A
    /// parameter counts once, at its first occurrence; names and values are percent-decoded with
    /// `+` as a space, and a plain decimal value is read straight from its bytes.
    func paging() throws(APIError) -> Paging {
        var target = uri.string
        let (page, pageSize) = target.withUTF8 { QueryValue.pageAndPageSize(inRequestTarget: $0) }
        return try Paging(
            page: page.integer(named: "page") ?? 0,
            pageSize: pageSize.integer(named: "pageSize") ?? BackendLimits.defaultPageSize
        )
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
        let text = parameters[name[...]] ?? ""
        guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              let value = Int64(text)
        else {
            throw .invalidParameter(name, "must be a numeric id, got '\(text.prefix(40))'")
        }
        return value
    }
}

/// A query parameter's value as found in the raw query, before it is read as a number.
enum QueryValue {
    case absent
    /// A decimal number of at most 18 digits, with an optional `-`: read without decoding.
    case plainInteger(Int)
    /// Anything else, still encoded.
    case encoded(String)

    typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

    init(_ bytes: Bytes) {
        self = Self.plainInteger(bytes).map(QueryValue.plainInteger) ?? .encoded(String(decoding: bytes, as: UTF8.self))
    }

    var isAbsent: Bool {
        if case .absent = self { true } else { false }
    }

    /// The value as an integer, nil when absent; 400 when it is not one (a broken escape stays
    /// raw, so that it fails here rather than vanish).
    func integer(named name: String) throws(APIError) -> Int? {
        switch self {
        case .absent:
            return nil
        case .plainInteger(let value):
            return value
        case .encoded(let raw):
            let text = QueryComponent.decode(raw.utf8[...]) ?? raw
            guard let value = Int(text), !text.hasPrefix("+") else {
                throw .invalidParameter(name, "must be an integer, got '\(text.prefix(40))'")
            }
            return value
        }
    }

    /// The first `page` and the first `pageSize` of the query of `target` (a request target such
    /// as `/v1/users/7/blogs?page=2`), in one pass over its bytes. Parameter names are
    /// percent-decoded with `+` as a space, as values are when read.
    static func pageAndPageSize(inRequestTarget target: UnsafeBufferPointer<UInt8>) -> (page: QueryValue, pageSize: QueryValue) {
        var page = QueryValue.absent
        var pageSize = QueryValue.absent
        guard let questionMark = target.firstIndex(of: UInt8(ascii: "?")) else { return (page, pageSize) }
        let end = target[questionMark...].firstIndex(of: UInt8(ascii: "#")) ?? target.endIndex
        var start = questionMark + 1
        while start < end, page.isAbsent || pageSize.isAbsent {
            let pairEnd = target[start..<end].firstIndex(of: UInt8(ascii: "&")) ?? end
            let separator = target[start..<pairEnd].firstIndex(of: UInt8(ascii: "=")) ?? pairEnd
            let value = target[min(separator + 1, pairEnd)..<pairEnd]
            switch name(target[start..<separator]) {
            case .page? where page.isAbsent: page = QueryValue(value)
            case .pageSize? where pageSize.isAbsent: pageSize = QueryValue(value)
            default: break
            }
            start = pairEnd + 1
        }
        return (page, pageSize)
    }

    /// Which of the names this reader looks for `bytes` spell, decoded: `page`, `pageSize` or nil.
    private static func name(_ bytes: Bytes) -> PagingName? {
        if bytes.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) {
            return QueryComponent.decode(String(decoding: bytes, as: UTF8.self).utf8[...]).flatMap(PagingName.init(rawValue:))
        }
        if bytes.elementsEqual("page".utf8) { return .page }
        if bytes.elementsEqual("pageSize".utf8) { return .pageSize }
        return nil
    }

    private enum PagingName: String {
        case page, pageSize
    }

    /// `bytes` as an integer when they are an optional `-` and 1 to 18 decimal digits (what
    /// `Int(_:)` reads the same, without overflow); nil for anything else.
    private static func plainInteger(_ bytes: Bytes) -> Int? {
        var digits = bytes
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        guard (1...18).contains(digits.count) else { return nil }
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return negative ? -value : value
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
