/// Reads an old-style ASCII property list (`project.pbxproj`): `{ key = value; }`,
/// `( a, b, )`, quoted strings with escapes, unquoted words, `<hex data>`, `/* … */` and `// …`
/// comments (the `// !$*UTF8*$!` header is one).
///
/// Any input ends in a value or a ``PropertyListError``: the parser never traps, every step
/// consumes input, and nesting deeper than ``maximumDepth`` is an error rather than a stack
/// overflow.
public struct PropertyListParser {
    /// Arrays and dictionaries nested deeper than this are refused.
    public static let maximumDepth = 200

    private let bytes: [UInt8]
    private var position = 0

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// Parses `text`: one value, then nothing but white space and comments.
    public static func parse(_ text: String) throws(PropertyListError) -> PropertyList {
        try parse(bytes: Array(text.utf8))
    }

    /// Parses UTF-8 `bytes` (invalid sequences read as U+FFFD).
    public static func parse(bytes: [UInt8]) throws(PropertyListError) -> PropertyList {
        var parser = PropertyListParser(bytes: bytes)
        try parser.skipTrivia()
        let value = try parser.value(depth: 0)
        try parser.skipTrivia()
        guard parser.position == bytes.count else { throw parser.error("text after the top-level value") }
        return value
    }

    private func error(_ message: String) -> PropertyListError {
        PropertyListError(offset: position, message: message)
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func value(depth: Int) throws(PropertyListError) -> PropertyList {
        guard depth < Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
        guard let byte = current else { throw error("a value was expected, the text ended") }
        switch byte {
        case UInt8(ascii: "{"): return try dictionary(depth: depth)
        case UInt8(ascii: "("): return try array(depth: depth)
        case UInt8(ascii: "<"): return try data()
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try quoted())
        default:
            guard Self.isWordByte(byte) else { throw error("unexpected character \(Self.describe(byte))") }
            return .string(word())
        }
    }

    private mutating func dictionary(depth: Int) throws(PropertyListError) -> PropertyList {
        position += 1  // {
        var entries: [String: PropertyList] = [:]
        while true {
            try skipTrivia()
            guard let byte = current else { throw error("a dictionary was not closed with }") }
            if byte == UInt8(ascii: "}") {
                position += 1
                return .dictionary(entries)
            }
            guard case .string(let key) = try value(depth: depth + 1) else { throw error("a dictionary key must be a string") }
            try skipTrivia()
            try expect(UInt8(ascii: "="), "= after the key \"\(key)\"")
            try skipTrivia()
            entries[key] = try value(depth: depth + 1)
            try skipTrivia()
            try expect(UInt8(ascii: ";"), "; after the value of \"\(key)\"")
        }
    }

    private mutating func array(depth: Int) throws(PropertyListError) -> PropertyList {
        position += 1  // (
        var values: [PropertyList] = []
        while true {
            try skipTrivia()
            guard let byte = current else { throw error("an array was not closed with )") }
            if byte == UInt8(ascii: ")") {
                position += 1
                return .array(values)
            }
            values.append(try value(depth: depth + 1))
            try skipTrivia()
            if current == UInt8(ascii: ",") {
                position += 1
            } else if current != UInt8(ascii: ")") {
                throw error("an array element must be followed by , or )")
            }
        }
    }

    private mutating func data() throws(PropertyListError) -> PropertyList {
        position += 1  // <
        var result: [UInt8] = [], high: UInt8?
        while let byte = current {
            position += 1
            if byte == UInt8(ascii: ">") {
                guard high == nil else { throw error("data with an odd number of hex digits") }
                return .data(result)
            }
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
            guard let digit = Self.hexValue(byte) else { throw error("\(Self.describe(byte)) in <data>") }
            if let first = high {
                result.append(first << 4 | digit)
                high = nil
            } else {
                high = digit
            }
        }
        throw error("data was not closed with >")
    }

    private mutating func quoted() throws(PropertyListError) -> String {
        let quote = bytes[position]
        position += 1
        // Most strings hold no escape: one decode of their bytes.
        var end = position
        while end < bytes.count, bytes[end] != quote, bytes[end] != UInt8(ascii: "\\") { end += 1 }
        if end < bytes.count, bytes[end] == quote {
            defer { position = end + 1 }
            return String(decoding: bytes[position..<end], as: UTF8.self)
        }
        var scalars = String.UnicodeScalarView()
        var start = position
        func flush(_ end: Int) {
            if end > start { scalars.append(contentsOf: String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars) }
        }
        while let byte = current {
            if byte == quote {
                flush(position)
                position += 1
                return String(scalars)
            }
            guard byte == UInt8(ascii: "\\") else {
                position += 1
                continue
            }
            flush(position)
            position += 1
            guard let escaped = current else { break }
            position += 1
            switch escaped {
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "a"): scalars.append("\u{07}")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "v"): scalars.append("\u{0B}")
            case UInt8(ascii: "U"), UInt8(ascii: "u"): scalars.append(unicodeEscape())
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escaped - UInt8(ascii: "0"))
                for _ in 0..<2 {
                    guard let next = current, next >= UInt8(ascii: "0"), next <= UInt8(ascii: "7") else { break }
                    value = value * 8 + UInt32(next - UInt8(ascii: "0"))
                    position += 1
                }
                scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            default:
                // `\"`, `\\`, `\'` and any other escaped character stand for themselves.
                position -= 1
                let end = Self.scalarEnd(bytes, from: position)
                scalars.append(contentsOf: String(decoding: bytes[position..<end], as: UTF8.self).unicodeScalars)
                position = end
            }
            start = position
        }
        throw error("a string was not closed with \(Character(Unicode.Scalar(quote)))")
    }

    /// Up to four hex digits after `\U`; a UTF-16 surrogate pair written as two escapes is one
    /// scalar, a lone surrogate U+FFFD.
    private mutating func unicodeEscape() -> Unicode.Scalar {
        let high = hexDigits()
        if (0xD800..<0xDC00).contains(high), position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
           bytes[position + 1] == UInt8(ascii: "U") || bytes[position + 1] == UInt8(ascii: "u") {
            let saved = position
            position += 2
            let low = hexDigits()
            if (0xDC00..<0xE000).contains(low) {
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
            }
            position = saved
        }
        return Unicode.Scalar(high) ?? "\u{FFFD}"
    }

    private mutating func hexDigits() -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else { break }
            value = value * 16 + UInt32(digit)
            position += 1
        }
        return value
    }

    private mutating func word() -> String {
        let start = position
        while let byte = current, Self.isWordByte(byte) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(PropertyListError) {
        guard current == byte else { throw error("expected \(what)") }
        position += 1
    }

    /// Skips white space, `/* … */` and `// …` comments.
    private mutating func skipTrivia() throws(PropertyListError) {
        while let byte = current {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B {
                position += 1
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                let start = position
                position += 2
                while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) {
                    position += 1
                }
                guard position + 1 < bytes.count else {
                    position = start
                    throw error("a /* comment was not closed")
                }
                position += 2
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                while let next = current, next != 0x0A, next != 0x0D { position += 1 }
            } else {
                return
            }
        }
    }

    /// Characters of an unquoted string: letters, digits and `_$+/:.-`.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
             UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The end of the UTF-8 sequence starting at `start` (one byte when it is not a lead byte).
    private static func scalarEnd(_ bytes: [UInt8], from start: Int) -> Int {
        let lead = bytes[start]
        let length = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var end = start + 1
        while end < bytes.count, end < start + length, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return end
    }

    private static func describe(_ byte: UInt8) -> String {
        byte >= 0x21 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
    }
}

/// Why a property list could not be read: what was wrong, and where (a byte offset).
public struct PropertyListError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Bytes from the start of the text to the fault.
    public var offset: Int
    /// What was wrong, in words.
    public var message: String

    /// "offset N: message".
    public var description: String { "offset \(offset): \(message)" }
}
