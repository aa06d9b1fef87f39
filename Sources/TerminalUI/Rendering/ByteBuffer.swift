/// A growable byte buffer with the small helpers the encoder and terminals need for escape sequences.
struct ByteBuffer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    var count: Int { bytes.count }
    var isEmpty: Bool { bytes.isEmpty }

    mutating func append(_ byte: UInt8) { bytes.append(byte) }
    mutating func append(_ string: String) { bytes.append(contentsOf: string.utf8) }
    mutating func append(contentsOf other: [UInt8]) { bytes.append(contentsOf: other) }
    mutating func append(_ grapheme: Grapheme) { grapheme.appendUTF8(to: &bytes) }

    /// Appends `n` in decimal ASCII.
    mutating func appendDecimal(_ n: Int) {
        if n < 0 { bytes.append(UInt8(ascii: "-")); appendDecimal(-n); return }
        if n < 10 { bytes.append(0x30 &+ UInt8(n)); return }
        appendDecimal(n / 10)
        bytes.append(0x30 &+ UInt8(n % 10))
    }

    /// Appends `ESC [`.
    mutating func appendCSI() { bytes.append(0x1B); bytes.append(0x5B) }

    /// Number of ASCII digits of a non-negative `n`.
    static func digits(_ n: Int) -> Int {
        var n = n, d = 1
        while n >= 10 { n /= 10; d += 1 }
        return d
    }
}
