import Foundation

/// A recorded session: which screens got which actions, when — the file behind
/// `mvx --record FILE` and `mvx --replay FILE`.
///
/// The file is JSON lines, readable and appendable one entry at a time (so a killed
/// recording loses at most the entry being written):
///
/// ```
/// {"format":"mvx-session-tape","version":1,"pattern":"mvi","demo":"profile","user":7,"language":"en"}
/// {"ms":0,"screen":"profile-1","action":{"viewDidLoad":{}}}
/// {"ms":0,"screen":"profile-1","action":{"userResponse":{"_0":{"success":{"id":7,…}}}}}
/// {"ms":1250,"screen":"profile-1","action":{"likeTapped":{"_0":101}}}
/// ```
///
/// `ms` is the time since the session started, on the app's clock. `screen` names the root
/// store that received the action: its kind and the how-manieth store of that kind the
/// session created (`friends-2` is the second friends list opened), so the same screens opened
/// in the same order during a replay get the same keys. `action` is the store's `Action`,
/// `Codable` as Swift synthesizes it for enums.
public struct Tape: Sendable {
    /// What the session is: pattern, demo and whose profile, in which language.
    public var header: TapeHeader
    /// The actions, in the order the stores received them.
    public var entries: [TapeEntry]

    /// A tape of `entries` under `header`.
    public init(header: TapeHeader, entries: [TapeEntry] = []) {
        self.header = header
        self.entries = entries
    }

    /// Reads a tape. `actionTypes` maps each screen kind (the key without `-N`) to the action
    /// type its store receives (or a ``TapeDecodedAction`` that reads older shapes of it); an
    /// entry of another kind is an error.
    ///
    /// A last line without its newline was being written when the recording was killed: it is
    /// dropped when it does not parse (the one entry such a recording may lose).
    public static func parse(_ data: Data, actionTypes: [String: any (Decodable & Sendable).Type]) throws(TapeError) -> Tape {
        guard let text = String(data: data, encoding: .utf8) else {
            throw TapeError(line: nil, reason: "the file is not UTF-8 text")
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let endsWithNewline = lines.last == ""
        if endsWithNewline { lines.removeLast() }
        guard let first = lines.first, !first.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw TapeError(line: nil, reason: "the file is empty (expected a header line)")
        }
        let header: TapeHeader
        do {
            header = try JSONDecoder().decode(TapeHeader.self, from: Data(first.utf8))
        } catch {
            throw TapeError(line: 1, reason: "not a session tape header: \(TapeError.describe(error))")
        }
        guard header.format == TapeHeader.formatName else {
            throw TapeError(line: 1, reason: "format is \"\(header.format)\", expected \"\(TapeHeader.formatName)\"")
        }
        guard header.version == TapeHeader.currentVersion else {
            throw TapeError(line: 1, reason: "version \(header.version) is not supported (this mvx reads version \(TapeHeader.currentVersion))")
        }

        let decoder = JSONDecoder()
        decoder.userInfo[TapeEntry.actionTypesKey] = ActionTypes(byKind: actionTypes)
        var entries: [TapeEntry] = []
        for (index, line) in lines.enumerated().dropFirst() {
            if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            do {
                entries.append(try decoder.decode(TapeEntry.self, from: Data(line.utf8)))
            } catch {
                let isCutShort = index == lines.count - 1 && !endsWithNewline
                if isCutShort { break }
                throw TapeError(line: index + 1, reason: TapeError.describe(error))
            }
        }
        return Tape(header: header, entries: entries)
    }

    /// Reads the tape at `url` (see ``parse(_:actionTypes:)``).
    public static func load(contentsOf url: URL, actionTypes: [String: any (Decodable & Sendable).Type]) throws(TapeError) -> Tape {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw TapeError(line: nil, reason: "cannot read \(url.path): \((error as NSError).localizedDescription)")
        }
        return try parse(data, actionTypes: actionTypes)
    }
}

/// The first line of a tape.
public struct TapeHeader: Codable, Equatable, Sendable {
    /// The `format` every tape has.
    public static let formatName = "mvx-session-tape"
    /// The version this code writes and reads.
    public static let currentVersion = 1

    /// Always ``formatName``.
    public var format: String
    /// The layout of the file; see ``currentVersion``.
    public var version: Int
    /// The pattern that recorded it (`mvi`).
    public var pattern: String
    /// The demo that was open (`profile` or `me`).
    public var demo: String
    /// Whose profile the demo showed.
    public var user: Int
    /// The language's code (`en`, `zh-Hans`).
    public var language: String

    /// The header of a tape of `demo` in `pattern`, showing `user`'s profile in `language`.
    public init(pattern: String, demo: String, user: Int, language: String) {
        self.format = Self.formatName
        self.version = Self.currentVersion
        self.pattern = pattern
        self.demo = demo
        self.user = user
        self.language = language
    }
}

/// One recorded action: when, which store, what.
public struct TapeEntry: Sendable {
    /// The time since the session started, on the app's clock.
    public var time: Duration
    /// The key of the root store that received it (`profile-1`, `friends-1`, …).
    public var screen: String
    /// The action, of the type the screen's kind receives.
    public var action: any Sendable

    /// `action`, received by the store `screen` at `time`.
    public init(time: Duration, screen: String, action: any Sendable) {
        self.time = time
        self.screen = screen
        self.action = action
    }

    /// The kind of a screen key: `friends` for `friends-2`.
    public static func kind(ofScreen key: String) -> String {
        guard let dash = key.lastIndex(of: "-"), Int(key[key.index(after: dash)...]) != nil else { return key }
        return String(key[..<dash])
    }

    static let actionTypesKey = CodingUserInfoKey(rawValue: "mvx.tape.actionTypes")!
}

/// The action type of each screen kind, handed to the entry decoder.
private struct ActionTypes: @unchecked Sendable {
    // `any Decodable.Type` values are metatypes: immutable and safe to share.
    let byKind: [String: any (Decodable & Sendable).Type]
}

extension TapeEntry: Decodable {
    private enum CodingKeys: String, CodingKey { case ms, screen, action }

    /// Reads `{"ms":…,"screen":…,"action":…}`, the action as the type its screen's kind receives.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let ms = try container.decode(Int64.self, forKey: .ms)
        let screen = try container.decode(String.self, forKey: .screen)
        guard let types = decoder.userInfo[Self.actionTypesKey] as? ActionTypes else {
            throw DecodingError.dataCorruptedError(forKey: .screen, in: container, debugDescription: "no action types to decode with")
        }
        let kind = Self.kind(ofScreen: screen)
        guard let type = types.byKind[kind], screen != kind else {
            let known = types.byKind.keys.sorted().map { "\($0)-N" }.joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                forKey: .screen, in: container,
                debugDescription: "unknown screen \"\(screen)\" (expected one of \(known))")
        }
        let decoded = try container.decode(type, forKey: .action)
        let action = (decoded as? any TapeDecodedAction)?.action ?? decoded
        self.init(time: .milliseconds(max(0, ms)), screen: screen, action: action)
    }
}

/// Why a tape could not be read: the line (1-based, `nil` for the whole file) and the reason.
public struct TapeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line of the file (1-based), or `nil` for the whole file.
    public var line: Int?
    /// What is wrong there.
    public var reason: String

    /// The error `reason` at `line`.
    public init(line: Int?, reason: String) {
        self.line = line
        self.reason = reason
    }

    /// `line N: reason`, or the reason alone.
    public var description: String {
        if let line { return "line \(line): \(reason)" }
        return reason
    }

    /// A one-line account of a decoding error, with the path to the bad value.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            return keys.isEmpty ? "" : " at \(keys.joined(separator: "."))"
        }
        switch error {
        case let .keyNotFound(key, context):
            return "missing \"\(key.stringValue)\"\(path(context))"
        case let .typeMismatch(type, context):
            return "expected \(type)\(path(context)): \(context.debugDescription)"
        case let .valueNotFound(type, context):
            return "missing \(type) value\(path(context))"
        case let .dataCorrupted(context):
            let underlying = (context.underlyingError as NSError?).map { " (\($0.localizedDescription))" } ?? ""
            return "\(context.debugDescription)\(path(context))\(underlying)"
        @unknown default:
            return String(describing: error)
        }
    }
}

/// Writes a tape: the header when created, then one line per entry, each written to the file at
/// once (no buffering), so a killed process loses at most the entry being written.
public final class TapeWriter {
    private let handle: FileHandle
    private let encoder: JSONEncoder

    /// Creates (or truncates) the file at `url` and writes `header`.
    public init(url: URL, header: TapeHeader) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
        }
        handle = try FileHandle(forWritingTo: url)
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let headerEncoder = JSONEncoder()
        headerEncoder.outputFormatting = [.withoutEscapingSlashes]
        try write(Self.headerLine(header, encoder: headerEncoder))
    }

    deinit { try? handle.close() }

    /// Appends one entry: `{"ms":…,"screen":…,"action":…}`.
    public func append(time: Duration, screen: String, action: some Encodable) throws {
        let ms = time.components.seconds * 1000 + time.components.attoseconds / 1_000_000_000_000_000
        let screenJSON = String(decoding: try encoder.encode(screen), as: UTF8.self)
        let actionJSON = String(decoding: try encoder.encode(action), as: UTF8.self)
        try write("{\"ms\":\(ms),\"screen\":\(screenJSON),\"action\":\(actionJSON)}")
    }

    private func write(_ line: String) throws {
        try handle.write(contentsOf: Data((line + "\n").utf8))
    }

    /// The header in field order (format first), so `head -1` reads well.
    private static func headerLine(_ header: TapeHeader, encoder: JSONEncoder) throws -> String {
        func json(_ value: some Encodable) throws -> String { String(decoding: try encoder.encode(value), as: UTF8.self) }
        return "{\"format\":\(try json(header.format)),\"version\":\(header.version),\"pattern\":\(try json(header.pattern)),"
            + "\"demo\":\(try json(header.demo)),\"user\":\(header.user),\"language\":\(try json(header.language))}"
    }
}
