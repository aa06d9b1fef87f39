import Foundation

/// A language the app's strings come in.
public enum Language: String, CaseIterable, Codable, Hashable, Sendable {
    /// English (`en`), the fallback.
    case english = "en"
    /// Simplified Chinese (`zh-Hans`).
    case simplifiedChinese = "zh-Hans"

    /// Parses the value of a `--lang` flag.
    ///
    /// Accepts the raw values `en` and `zh-Hans` in any letter case, and locale
    /// identifiers that name a supported language (`en-GB`, `zh_CN`, `zh-Hans-SG`).
    /// - Throws: ``UnsupportedLanguageError`` for anything else, with a message
    ///   that lists the valid values.
    public init(flag: String) throws(UnsupportedLanguageError) {
        guard let language = Language(localeIdentifier: flag) else {
            throw UnsupportedLanguageError(value: flag)
        }
        self = language
    }

    /// The language a POSIX or BCP 47 locale identifier names, or `nil` when it
    /// names none the app supports.
    ///
    /// `zh_CN.UTF-8`, `zh-Hans`, `zh_SG` → Simplified Chinese; `zh_TW`, `zh-Hant`
    /// → `nil` (Traditional Chinese is not supported); `en_US.UTF-8` → English;
    /// `C`, `POSIX` and empty → `nil`.
    public init?(localeIdentifier: String) {
        // Drop the POSIX encoding and modifier parts: "zh_CN.UTF-8@pinyin" → "zh_CN".
        let base = localeIdentifier.split(whereSeparator: { $0 == "." || $0 == "@" }).first.map(String.init) ?? ""
        let parts = base.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { $0.lowercased() }
        guard let languageCode = parts.first else { return nil }
        let qualifiers = Set(parts.dropFirst())
        switch languageCode {
        case "en":
            self = .english
        case "zh":
            let isTraditional = qualifiers.contains("hant")
                || (!qualifiers.contains("hans") && !qualifiers.isDisjoint(with: ["tw", "hk", "mo"]))
            guard !isTraditional else { return nil }
            self = .simplifiedChinese
        default:
            return nil
        }
    }

    /// The language to show: the `--lang` flag when given, else the locale of
    /// `environment` (the first non-empty of `LC_ALL`, `LC_MESSAGES`, `LANG`, as
    /// POSIX orders them), else English.
    ///
    /// - Parameters:
    ///   - flag: The `--lang` value, or `nil` when the flag was not given.
    ///   - environment: The process environment; pass
    ///     `ProcessInfo.processInfo.environment` in the app and a literal in tests.
    /// - Throws: ``UnsupportedLanguageError`` when `flag` is given but invalid.
    ///   An unsupported locale in the environment is not an error: it falls back
    ///   to English.
    public static func resolve(flag: String?, environment: [String: String]) throws(UnsupportedLanguageError) -> Language {
        if let flag {
            return try Language(flag: flag)
        }
        let localeVariables = ["LC_ALL", "LC_MESSAGES", "LANG"]
        if let identifier = localeVariables.lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }) {
            return Language(localeIdentifier: identifier) ?? .english
        }
        return .english
    }

    /// The first day of the week in this language's usual locale: Sunday for
    /// en-US, Monday for zh-Hans (mainland China).
    public var firstWeekday: Weekday {
        switch self {
        case .english: .sunday
        case .simplifiedChinese: .monday
        }
    }

    /// A Gregorian calendar whose weeks follow this language's locale, in
    /// `timeZone`. This is the calendar the to-do list groups by.
    public func calendar(timeZone: TimeZone = .current) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.firstWeekday = firstWeekday.rawValue
        calendar.locale = Locale(identifier: self == .english ? "en_US" : "zh_Hans_CN")
        return calendar
    }
}

/// A `--lang` value that names no supported language.
public struct UnsupportedLanguageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The value as given.
    public var value: String

    /// Creates the error for `value`.
    public init(value: String) {
        self.value = value
    }

    /// A message fit for the command line, listing the valid values.
    public var description: String {
        let valid = Language.allCases.map(\.rawValue).joined(separator: " or ")
        return "Unsupported language \"\(value)\": use \(valid)."
    }
}
