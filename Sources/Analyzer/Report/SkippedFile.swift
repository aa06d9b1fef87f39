/// A file the analysis passed over, and why: `mvx analyze` names each on stderr and in the
/// JSON's `skipped`, so that nothing leaves the report without a word.
public struct SkippedFile: Codable, Sendable, Equatable, Hashable {
    /// Relative to the analysed root.
    public var path: String
    /// Why it was not read, in words (`not valid UTF-8`, `broken symbolic link`, …).
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}

/// A file compiled into several modules (Xcode targets sharing a source file): each module
/// counts it and sees its declarations; the report's `files` and `lines` count it once.
public struct SharedFile: Codable, Sendable, Equatable {
    /// Relative to the analysed root.
    public var path: String
    /// The modules compiling it, sorted.
    public var modules: [String]
}
