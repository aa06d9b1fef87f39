import Foundation

/// Everything that can go wrong behind a service call, in terms a screen can act
/// on and a user can read.
///
/// Every service protocol throws `AppError` and nothing else, so pattern code can
/// `catch` it without casting and show ``message(in:)`` — or, for the spec's
/// fixed toasts, its own text.
///
/// `Codable` (as Swift synthesizes it) because errors are values that travel: MVI actions
/// carry them, and a recorded session (`mvx --record`) saves those actions.
public enum AppError: Error, Equatable, Hashable, Sendable, Codable {
    /// The server cannot be reached (not running, connection refused or reset).
    /// The associated text is a technical detail for logs.
    case offline(String)
    /// The server did not answer within the request's time limit.
    case timeout
    /// The server answered with an error status that has no more specific case
    /// (including 503 "server busy"), with the `code` and `message` of its error
    /// body (empty when it sent none).
    case server(status: Int, code: String, message: String)
    /// The request needs a valid sign-in (HTTP 401 outside of logging in).
    case unauthorized
    /// Logging in failed: no account with that username and password.
    case invalidCredentials
    /// The signed-in account may not see or change this (HTTP 403).
    case forbidden
    /// The thing asked for does not exist (HTTP 404).
    case notFound
    /// The server's answer could not be understood: not JSON, cut short, or the
    /// wrong shape. The associated text is a technical detail for logs.
    case invalidResponse(String)
    /// The user's input cannot be accepted; nothing was sent or saved.
    case invalidInput(InputProblem)
    /// The local database failed. The associated text is a technical detail.
    case storage(String)
    /// A save found no room on this device (the disk, or the user's quota, is full): nothing was
    /// saved, and the same save goes through once there is room again.
    case diskFull
    /// The operation was cancelled (e.g. the screen that started it went away).
    case cancelled

    /// What is wrong with the user's input.
    public enum InputProblem: Hashable, Sendable, Codable {
        /// A login form was sent with an empty username or password.
        case missingCredentials
        /// A to-do item was saved with an empty (or blank) name.
        case emptyName
        /// A to-do item was saved with a name longer than ``TodoValidation/maximumNameLength``.
        case nameTooLong
        /// A to-do item was saved with a due date before today.
        case dueDateInPast
        /// A due date is not a real day written as `YYYY-MM-DD`.
        case malformedDate
        /// Anything else, described in English (e.g. the server's 400 message).
        case other(String)
    }
}

extension AppError {
    /// HTTP 503: the backend is overloaded or a fault was injected. The spec's
    /// `Server busy, try again later` case.
    public static let serverBusy = AppError.server(status: 503, code: "unavailable", message: "Server busy")

    /// Whether this is the "server busy" failure (HTTP 503), whatever its body.
    public var isServerBusy: Bool {
        if case .server(status: 503, _, _) = self { return true }
        return false
    }

    /// Whether nothing answered at all (no connection, or no answer in time).
    public var isUnreachable: Bool {
        switch self {
        case .offline, .timeout: return true
        default: return false
        }
    }

    /// Whether trying the same request again may succeed without the user
    /// changing anything (network trouble, timeouts, 5xx but a full disk: 507 waits for room).
    public var isRetryable: Bool {
        switch self {
        case .offline, .timeout: return true
        case .server(let status, _, _): return status >= 500 && status != 507
        default: return false
        }
    }

    /// The user-facing message in `language`.
    public func message(in language: Language) -> String {
        Localizer(language).message(for: self)
    }
}

extension AppError: LocalizedError {
    /// The English user-facing message, so `localizedDescription` and logs read well.
    public var errorDescription: String? { message(in: .english) }
}

extension AppError: CustomStringConvertible {
    /// A developer-facing description including technical details.
    public var description: String {
        switch self {
        case .offline(let detail): "offline (\(detail))"
        case .timeout: "timeout"
        case let .server(status, code, message): "server \(status) \(code): \(message)"
        case .unauthorized: "unauthorized"
        case .invalidCredentials: "invalid credentials"
        case .forbidden: "forbidden"
        case .notFound: "not found"
        case .invalidResponse(let detail): "invalid response (\(detail))"
        case .invalidInput(let problem): "invalid input (\(problem))"
        case .storage(let detail): "storage (\(detail))"
        case .diskFull: "disk full"
        case .cancelled: "cancelled"
        }
    }
}
