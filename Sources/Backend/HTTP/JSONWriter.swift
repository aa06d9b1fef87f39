import Hummingbird

/// Writes compact JSON into a byte array, without `JSONEncoder`.
///
/// Keys are written in the order the caller writes them, so the output is
/// byte-for-byte stable. Commas are placed automatically: call `key` before
/// each member value, and values one after another inside arrays.
/// (Appending to a local `[UInt8]` is several times cheaper than many small
/// `ByteBuffer` writes; the bytes are copied into a buffer once at the end.)
struct JSONWriter {
    /// The JSON written so far.
    private(set) var bytes: [UInt8] = []
    /// Whether the next key or array element needs a leading comma.
    private var needsComma = false

    /// Creates a writer with room for about `capacity` bytes.
    init(capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
    }

    /// The JSON written so far, as a buffer for a response body.
    var buffer: ByteBuffer {
        ByteBuffer(bytes: bytes)
    }

    mutating func beginObject() {
        writeSeparatorIfNeeded()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    mutating func beginArray() {
        writeSeparatorIfNeeded()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
    }

    mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// Writes an object key. Keys are compile-time constants that need no escaping.
    mutating func key(_ name: StaticString) {
        writeSeparatorIfNeeded()
        bytes.append(UInt8(ascii: "\""))
        appendStatic(name)
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    mutating func string(_ value: String) {
        writeSeparatorIfNeeded()
        writeEscaped(value)
        needsComma = true
    }

    mutating func int(_ value: Int64) {
        writeSeparatorIfNeeded()
        writeDecimal(value)
        needsComma = true
    }

    mutating func int(_ value: Int) {
        int(Int64(value))
    }

    mutating func bool(_ value: Bool) {
        writeSeparatorIfNeeded()
        if value {
            appendStatic("true")
        } else {
            appendStatic("false")
        }
        needsComma = true
    }

    // MARK: Private

    private mutating func appendStatic(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private mutating func writeSeparatorIfNeeded() {
        if needsComma {
            bytes.append(UInt8(ascii: ","))
        }
    }

    private mutating func writeDecimal(_ value: Int64) {
        // 20 bytes hold every Int64 including its sign.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        let magnitude = value.magnitude
        withUnsafeMutableBytes(of: &digits) { scratch in
            var index = scratch.count
            var remaining = magnitude
            repeat {
                index -= 1
                scratch[index] = UInt8(ascii: "0") + UInt8(remaining % 10)
                remaining /= 10
            } while remaining > 0
            if value < 0 {
                index -= 1
                scratch[index] = UInt8(ascii: "-")
            }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: scratch[index...]))
        }
    }

    /// Writes `value` as a quoted JSON string. Non-ASCII text stays UTF-8;
    /// quotes, backslashes and control characters are escaped.
    private mutating func writeEscaped(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = value
        text.withUTF8 { utf8 in
            var runStart = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                if runStart < index {
                    self.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                }
                writeEscape(for: byte)
                runStart = index + 1
            }
            if runStart < utf8.count {
                self.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func writeEscape(for byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): appendStatic("\\\"")
        case UInt8(ascii: "\\"): appendStatic("\\\\")
        case UInt8(ascii: "\n"): appendStatic("\\n")
        case UInt8(ascii: "\r"): appendStatic("\\r")
        case UInt8(ascii: "\t"): appendStatic("\\t")
        case 0x08: appendStatic("\\b")
        case 0x0C: appendStatic("\\f")
        default:
            let hexDigits: StaticString = "0123456789abcdef"
            appendStatic("\\u00")
            hexDigits.withUTF8Buffer { hex in
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0x0F)])
            }
        }
    }
}

extension Response {
    /// A response whose body is the given JSON.
    static func json(_ body: ByteBuffer, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status,
            headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: body)
        )
    }

    /// A response whose body is written by `write`.
    static func json(status: HTTPResponse.Status = .ok, capacity: Int = 256, _ write: (inout JSONWriter) -> Void) -> Response {
        var writer = JSONWriter(capacity: capacity)
        write(&writer)
        return .json(writer.buffer, status: status)
    }
}
