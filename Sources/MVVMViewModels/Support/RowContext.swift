import Domain

/// What the row view models of one list (``BlogViewModel``, ``UserRowViewModel``) share with
/// it: the services they call, the strings they show, the queue their toasts and questions go
/// to, and the pending work their requests join. One per list, referenced by every row.
@MainActor
public final class RowContext {
    /// The app's services.
    public let services: Services
    /// The language of every text.
    public let strings: Localizer
    /// The owning list's one-shot outputs.
    public let events: ViewEventQueue
    /// The owning screen's requests in flight.
    public let pendingWork: PendingWork
    /// Told of every follow change a user row shows, and of its rollback (the own profile keeps
    /// its `Friends N` with it); `nil` when nobody counts.
    public let onFollowChange: (@MainActor (_ wasFollowing: Bool, _ isFollowing: Bool) -> Void)?

    /// A context sending to `events` and starting requests through `pendingWork`.
    public init(services: Services, strings: Localizer, events: ViewEventQueue, pendingWork: PendingWork,
                onFollowChange: (@MainActor (_ wasFollowing: Bool, _ isFollowing: Bool) -> Void)? = nil) {
        self.services = services
        self.strings = strings
        self.events = events
        self.pendingWork = pendingWork
        self.onFollowChange = onFollowChange
    }
}
