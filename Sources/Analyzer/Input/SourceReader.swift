import Foundation

/// Reads a tree's files as UTF-8 text, and says why when it cannot: the reason becomes a
/// ``SkippedFile``.
public enum SourceReader {
    /// Files over this many bytes (8 MiB) are not read: no hand-written Swift file comes near it,
    /// and a generated one that large would take a core for seconds.
    public static let sizeLimit = 8 << 20

    /// The bytes of the file at `path`, or why they could not be read (the file is opened
    /// without blocking, so a FIFO never hangs the read).
    public static func bytes(at path: String) -> Result<[UInt8], SkipReason> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.unreadable(errno: errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.unreadable(errno: errno)) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .failure(.notRegular) }
        guard Int(info.st_size) <= sizeLimit else { return .failure(.tooLarge(bytes: Int(info.st_size))) }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: 4096)) }
            let count = bytes.withUnsafeMutableBytes { raw in
                read(descriptor, raw.baseAddress! + filled, raw.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(errno: errno))
            }
            if count == 0 { break }
            filled += count
            guard filled <= sizeLimit else { return .failure(.tooLarge(bytes: filled)) }
        }
        bytes.removeSubrange(filled...)
        return .success(bytes)
    }

    /// The text of the file at `path`: its bytes, which must be UTF-8.
    public static func text(at path: String) -> Result<String, SkipReason> {
        bytes(at: path).flatMap(text(of:))
    }

    /// `bytes` as text, when they are valid UTF-8.
    public static func text(of bytes: [UInt8]) -> Result<String, SkipReason> {
        if let text = String(validating: bytes, as: UTF8.self) { return .success(text) }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return .failure(.notUTF8(detail: "UTF-16")) }
        var offset = 0
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        // The offset of the first byte that is not part of a valid sequence.
        var consumed = 0
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                consumed += UTF8.width(scalar)
                offset = consumed
            case .emptyInput: break loop
            case .error: break loop
            }
        }
        return .failure(.notUTF8(detail: "first bad byte at offset \(offset)"))
    }

    /// Why a file was passed over.
    public enum SkipReason: Error, Sendable, Equatable, CustomStringConvertible {
        case unreadable(errno: Int32)
        case notUTF8(detail: String)
        case tooLarge(bytes: Int)
        case notRegular
        case brokenLink
        case linkLoop
        case linkAboveTree
        case unreadableFolder(errno: Int32)

        public var description: String {
            switch self {
            case .unreadable(let code): "unreadable (\(String(cString: strerror(code))))"
            case .notUTF8(let detail): "not valid UTF-8 (\(detail))"
            case .tooLarge(let bytes): "over the \(SourceReader.sizeLimit >> 20) MiB size limit (\(bytes) bytes)"
            case .notRegular: "not a regular file"
            case .brokenLink: "broken symbolic link"
            case .linkLoop: "symbolic link loop"
            case .linkAboveTree: "symbolic link to a folder holding the analysed folder, not followed"
            case .unreadableFolder(let code): "unreadable folder (\(String(cString: strerror(code))))"
            }
        }
    }
}
