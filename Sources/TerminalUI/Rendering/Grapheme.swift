import Synchronization

/// One grapheme cluster as a ``Cell`` stores it: two words and no heap reference, so cells copy,
/// compare and hash as plain values (a frame copies, compares and hashes thousands of them).
///
/// Up to 15 UTF-8 bytes are kept inline — every letter, CJK character and most emoji; a longer
/// cluster (a family emoji, a flag with tags) is kept once in a process-wide table and the value
/// holds its index. Either way equal clusters are equal values.
public struct Grapheme: Hashable, Sendable, CustomStringConvertible {
    /// UTF-8 bytes 0–7, little-endian (or the table index of a long cluster).
    private var low: UInt64
    /// UTF-8 bytes 8–14 in the low seven bytes; the byte count in the top byte (``longMark``: in the table).
    private var high: UInt64

    private static let longMark: UInt64 = 0xFF

    /// The empty cluster (the right half of a wide character).
    public static let none = Grapheme(low: 0, high: 0)
    /// A space (a blank cell).
    public static let space = Grapheme(ascii: 0x20)

    private init(low: UInt64, high: UInt64) { self.low = low; self.high = high }

    /// One ASCII byte.
    public init(ascii: UInt8) {
        low = UInt64(ascii)
        high = 1 << 56
    }

    /// The cluster `text` (one grapheme cluster, as the views put it; not checked).
    public init(_ text: String) {
        var text = text
        let stored: Grapheme? = text.withUTF8 { Grapheme(inline: UnsafeRawBufferPointer($0)) }
        self = stored ?? Grapheme(low: Self.intern(text), high: Self.longMark << 56)
    }

    /// The cluster `character`.
    public init(_ character: Character) {
        if let ascii = character.asciiValue {
            self.init(ascii: ascii)
        } else {
            self.init(String(character))
        }
    }

    /// Packs up to 15 bytes; nil for more.
    private init?(inline bytes: UnsafeRawBufferPointer) {
        guard bytes.count <= 15 else { return nil }
        var low: UInt64 = 0, high: UInt64 = 0
        for (i, byte) in bytes.enumerated() {
            if i < 8 { low |= UInt64(byte) << (8 * UInt64(i)) } else { high |= UInt64(byte) << (8 * UInt64(i - 8)) }
        }
        self.init(low: low, high: high | UInt64(bytes.count) << 56)
    }

    private var isLong: Bool { high >> 56 == Self.longMark }

    /// Whether this is the empty cluster.
    public var isEmpty: Bool { high == 0 }

    /// The number of UTF-8 bytes.
    public var utf8Count: Int { isLong ? Self.longCluster(at: low).utf8.count : Int(high >> 56) }

    /// The inline byte at `index` (< 15).
    private func byte(_ index: Int) -> UInt8 {
        index < 8 ? UInt8(truncatingIfNeeded: low >> (8 * UInt64(index)))
                  : UInt8(truncatingIfNeeded: high >> (8 * UInt64(index - 8)))
    }

    /// The cluster as a string.
    public var string: String {
        if isLong { return Self.longCluster(at: low) }
        let count = Int(high >> 56)
        return String(unsafeUninitializedCapacity: count) { buffer in
            for i in 0..<count { buffer[i] = byte(i) }
            return count
        }
    }

    public var description: String { string }

    /// The byte of a single printable ASCII character (U+0020–U+007E), or nil: most cells of a
    /// frame, written without looking at their bytes one by one.
    var printableASCII: UInt8? {
        guard high == 1 << 56, low < 0x80 else { return nil }  // one byte, ASCII
        let byte = UInt8(truncatingIfNeeded: low)
        return TextWidth.isPrintableASCII(byte) ? byte : nil
    }

    /// Appends the UTF-8 bytes to `bytes`.
    public func appendUTF8(to bytes: inout [UInt8]) {
        if isLong {
            bytes.append(contentsOf: Self.longCluster(at: low).utf8)
            return
        }
        for i in 0..<Int(high >> 56) { bytes.append(byte(i)) }
    }

    /// How many Unicode scalars the cluster has.
    var scalarCount: Int {
        if isLong { return Self.longCluster(at: low).unicodeScalars.count }
        var scalars = 0
        for i in 0..<Int(high >> 56) where byte(i) & 0xC0 != 0x80 { scalars += 1 }
        return scalars
    }

    /// Whether a scalar is a C0 or C1 control character or DEL (never written to the terminal).
    var containsControl: Bool {
        if isLong { return Self.longCluster(at: low).unicodeScalars.contains { Self.isControl($0.value) } }
        let count = Int(high >> 56)
        for i in 0..<count {
            let b = byte(i)
            if b < 0x20 || b == 0x7F { return true }
            if b == 0xC2, i + 1 < count, (0x80...0x9F).contains(byte(i + 1)) { return true }  // U+0080–U+009F
        }
        return false
    }

    static func isControl(_ value: UInt32) -> Bool { value < 0x20 || (value >= 0x7F && value < 0xA0) }

    /// The two words, for fingerprints (``RowHasher``).
    var words: (UInt64, UInt64) { (low, high) }

    // MARK: Long clusters

    private struct Table {
        var clusters: [String] = []
        var indices: [String: UInt64] = [:]
    }

    private static let table = Mutex(Table())

    private static func intern(_ text: String) -> UInt64 {
        table.withLock { table in
            if let index = table.indices[text] { return index }
            let index = UInt64(table.clusters.count)
            table.clusters.append(text)
            table.indices[text] = index
            return index
        }
    }

    private static func longCluster(at index: UInt64) -> String {
        table.withLock { $0.clusters[Int(index)] }
    }
}
