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

    /// Its list decided to follow (`true`) or unfollow: the row changes at once; a failure puts
    /// it back and toasts. Does nothing while a follow request for this user runs.
    public func setFollowing(_ following: Bool) {
        var optimistic = user.value
        optimistic.isFollowing = following
        guard user.begin(optimistic) else { return }
        let users = context.services.users, id = id
        context.pendingWork.start { [weak self] in
            let result = await Result(catching: { try await users.setFollowing(following, userID: id) })
            guard let self else { return }
            self.user.end(with: result)
            if case .failure = result { self.context.events.send(.toast(self.strings(following ? .followFailed : .unfollowFailed))) }
        }
    }
}
