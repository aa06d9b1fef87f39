import Domain
import Observation

/// One user row of a user list: name, summary and the follow button (outputs), and the
/// optimistic follow its list asks for (input).
@Observable @MainActor
public final class UserRowViewModel: Identifiable {
    /// The user's identifier.
    public nonisolated let id: User.ID

    private var user: OptimisticValue<User>
    @ObservationIgnored private let context: RowContext
    private var strings: Localizer { context.strings }

    /// The row of `user` in the list `context` describes.
    public init(user: User, context: RowContext) {
        self.id = user.id
        self.user = OptimisticValue(user)
        self.context = context
    }

    // MARK: Outputs

    /// The user's name.
    public var name: String { user.value.name }
    /// `Summary: …`, or the fallback text.
    public var summaryText: String { strings.blogSummary(user.value.summary) }
    /// `Follow` / `Following`.
    public var followTitle: String { strings(isFollowing ? .following : .follow) }
    /// Whether I follow this user.
    public var isFollowing: Bool { user.value.isFollowing }

    // MARK: Inputs

    /// Its list decided to follow (`true`) or unfollow: the row changes at once (and tells its
    /// context's `onFollowChange`); a failure puts it back, tells again, and toasts. Does nothing while a follow request for this user runs.
    public func setFollowing(_ following: Bool) {
        var optimistic = user.value
        optimistic.isFollowing = following
        let before = user.value
        guard user.begin(optimistic) else { return }
        context.onFollowChange?(before.isFollowing, following)
        let users = context.services.users, id = id, onFollowChange = context.onFollowChange
        context.pendingWork.start { [weak self] in
            let result = await Result(catching: { try await users.setFollowing(following, userID: id) })
            // Told even when the row is gone: the count must not keep a refused follow.
            onFollowChange?(following, (try? result.get().isFollowing) ?? before.isFollowing)
            guard let self else { return }
            self.user.end(with: result)
            if case .failure = result { self.context.events.send(.toast(self.strings(following ? .followFailed : .unfollowFailed))) }
        }
    }
}
