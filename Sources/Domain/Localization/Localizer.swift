/// Looks up the app's strings in one language.
///
/// Create one from the resolved ``Language`` at the composition root and hand it
/// to the screens; it is a small value, cheap to copy and `Sendable`.
///
/// ```swift
/// let strings = Localizer(.english)
/// strings(.posts(user.postCount))        // "Posts 45"
/// strings.message(for: error)            // "Server busy, try again later"
/// strings.relativeTime(draft.editedAt, now: now)  // "3 min ago"
/// ```
public struct Localizer: Hashable, Sendable {
    /// The language of every string this localizer returns.
    public let language: Language

    /// Creates a localizer for `language`.
    public init(_ language: Language) {
        self.language = language
    }

    /// The text of `key`.
    public func text(_ key: L10n) -> String {
        switch language {
        case .english: key.english
        case .simplifiedChinese: key.simplifiedChinese
        }
    }

    /// The text of `key`; shorthand for ``text(_:)``.
    public func callAsFunction(_ key: L10n) -> String {
        text(key)
    }

    /// The user-facing message for `error`. A 503 reads as the spec's
    /// `Server busy, try again later`.
    public func message(for error: AppError) -> String {
        text(Localizer.key(for: error))
    }

    /// The key of `error`'s user-facing message.
    public static func key(for error: AppError) -> L10n {
        switch error {
        case .offline: .errorOffline
        case .timeout: .errorTimeout
        case .server(status: 503, _, _): .serverBusy
        case .server(status: 429, _, _): .errorTooManyAttempts
        case .server(status: 507, _, _): .errorServerDiskFull
        case .server(let status, _, _): .errorServer(status: status)
        case .unauthorized: .errorUnauthorized
        case .invalidCredentials: .wrongCredentials
        case .forbidden: .errorForbidden
        case .notFound: .errorNotFound
        case .invalidResponse: .errorInvalidResponse
        case .invalidInput(.missingCredentials): .enterUsernameAndPassword
        case .invalidInput(.emptyName): .errorEmptyName
        case .invalidInput(.nameTooLong): .errorNameTooLong
        case .invalidInput(.dueDateInPast): .errorDueDateInPast
        case .invalidInput(.malformedDate): .errorMalformedDate
        case .invalidInput(.other): .errorInvalidInput
        case .storage: .errorStorage
        case .diskFull: .errorDiskFull
        case .cancelled: .errorCancelled
        }
    }

    /// The summary line of a blog: `Summary: …`, with the fallback text when the
    /// summary is empty or blank.
    public func blogSummary(_ summary: String) -> String {
        text(.summary(summary.isBlank ? text(.blogSummaryFallback) : summary))
    }

    /// The summary of a draft, or the draft fallback text when it is empty or blank.
    public func draftSummary(_ summary: String) -> String {
        summary.isBlank ? text(.draftSummaryFallback) : summary
    }

    /// The weekday's name, `Monday` / `星期一`.
    public func weekdayName(_ weekday: Weekday) -> String {
        text(.weekday(weekday))
    }
}

extension Localizer {
    /// The name to greet `account` by: its own name, except that the login demo's seeded accounts
    /// are named after their role (`Teacher`, `Student`), and that role name is translated
    /// (`老师` in zh-Hans).
    public func displayName(of account: Account) -> String {
        let english = Localizer(.english)
        for role in Role.allCases where account.role == role && account.name == english(.roleName(role)) {
            return self(.roleName(role))
        }
        return account.name
    }
}
