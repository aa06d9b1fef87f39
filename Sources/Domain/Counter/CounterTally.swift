/// One counter row while its presses travel to the server: the rule every pattern's counter
/// logic follows so that every press counts once, in order, and the number shown ends equal to
/// the server's.
///
/// - A press counts on screen at once and queues its own ``IdempotencyKey``.
/// - One press per row is on its way at a time; the next goes when the server has answered the
///   one before, so answers come back in order and each answer's value is the truth so far.
/// - A clear refusal (``AppError/leavesOutcomeUnknown`` is false: a 503, a 404) rolls back that
///   one press. An unknown outcome (a timeout, a dropped connection) is never guessed: the logic
///   fetches the counter again and ``didResync(_:)`` takes the server's value.
///
/// The methods that finish a press return the key of the next press to send, if any.
public struct CounterTally: Equatable, Sendable {
    /// The counter's id (the row reads `Item <id>`).
    public let counterID: Counter.ID
    /// The value the server last answered.
    public private(set) var confirmed: Int
    /// Presses the server has not answered, oldest first (the first is on its way while
    /// ``isSending``).
    public private(set) var unanswered: [IdempotencyKey] = []
    /// Whether the oldest unanswered press is on its way.
    public private(set) var isSending = false
    /// Whether the last unknown outcome could not be checked: the next server answer for this
    /// row (an increment's, or a refresh's) is taken as the value.
    public private(set) var needsSync = false

    /// A tally of `counter` as the server sent it, with nothing unanswered.
    public init(_ counter: Counter) {
        counterID = counter.id
        confirmed = counter.value
    }

    /// The number the row shows: the server's value plus the presses on their way.
    public var displayed: Int { confirmed + unanswered.count }

    /// A press of `+`: counts at once. Returns the key to send now, or `nil` when an earlier
    /// press of this row is still on its way (this one goes after it).
    public mutating func press(key: IdempotencyKey = .random()) -> IdempotencyKey? {
        unanswered.append(key)
        return sendNext()
    }

    /// The server counted the press on its way and answered `counter`.
    public mutating func didCount(_ counter: Counter) -> IdempotencyKey? {
        finishOldest()
        confirmed = counter.value
        needsSync = false
        return sendNext()
    }

    /// The server refused the press on its way with a clear answer: it did not count, so the row
    /// drops it (one less on screen).
    public mutating func didFail() -> IdempotencyKey? {
        finishOldest()
        return sendNext()
    }

    /// The press on its way had an unknown outcome, and the server now says the counter is
    /// `counter`: that value already holds the press if it counted.
    public mutating func didResync(_ counter: Counter) -> IdempotencyKey? {
        finishOldest()
        confirmed = counter.value
        needsSync = false
        return sendNext()
    }

    /// The press on its way had an unknown outcome and the check failed too: the press is
    /// dropped from the count and the next server answer decides (``needsSync``).
    public mutating func didFailToResync() -> IdempotencyKey? {
        finishOldest()
        needsSync = true
        return sendNext()
    }

    /// A refresh brought `counter`: taken when nothing of this row is on its way (an answer
    /// still coming would be newer).
    public mutating func refresh(_ counter: Counter) {
        guard counter.id == counterID, unanswered.isEmpty else { return }
        confirmed = counter.value
        needsSync = false
    }

    private mutating func finishOldest() {
        guard isSending, !unanswered.isEmpty else { return }
        unanswered.removeFirst()
        isSending = false
    }

    private mutating func sendNext() -> IdempotencyKey? {
        guard !isSending, let next = unanswered.first else { return nil }
        isSending = true
        return next
    }
}

extension AppError {
    /// Whether a request that failed this way may still have been applied by the server (a
    /// timeout, a connection lost, an answer that could not be read), so its outcome must be
    /// checked rather than guessed. An HTTP error status is a clear answer: nothing was applied.
    public var leavesOutcomeUnknown: Bool {
        switch self {
        case .offline, .timeout, .invalidResponse, .cancelled: true
        case .server, .unauthorized, .invalidCredentials, .forbidden, .notFound, .invalidInput, .storage, .diskFull: false
        }
    }
}
