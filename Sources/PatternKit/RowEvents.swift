import Domain
import TerminalUI

/// A counter row's `+` button was pressed: every pattern's cell routes this up the responder
/// chain to its screen.
public struct IncrementEvent: ResponderEvent, Equatable {
    /// The counter of the row.
    public let counterID: Counter.ID

    /// The press of counter `counterID`'s `+`.
    public init(counterID: Counter.ID) {
        self.counterID = counterID
    }
}

/// A user row's Follow / Following button was pressed: every pattern's cell routes this up the
/// responder chain to its screen.
public struct FollowEvent: ResponderEvent, Equatable {
    /// The user of the row.
    public let userID: User.ID

    /// The press of user `userID`'s follow button.
    public init(userID: User.ID) {
        self.userID = userID
    }
}
