import Domain
import Observation

/// One user row of Friends / Suggested users: name, summary, the follow button, and the
/// optimistic follow command.
@Observable @MainActor
public final class UserRowViewModel: Identifiable {
    /// The user's identifier.
    public nonisolated let id: User.ID
    /// The user as shown now (optimistic while a follow request runs).
    public private(set) var user: User
    /// Whether a follow / unfollow request for this user runs.
    public private(set) var isFollowInFlight = false

    @ObservationIgnored private let services: Services
    @ObservationIgnored private let strings: Localizer
    @ObservationIgnored private let report: @MainActor (ViewEvent) -> Void

    init(user: User, services: Services, strings: Localizer, report: @escaping @MainActor (ViewEvent) -> Void) {
        self.id = user.id
        self.user = user
        self.services = services
        self.strings = strings
        self.report = report
    }

    /// The user's name.
    public var name: String { user.name }
    /// `Summary: …`, or the fallback text.
    public var summaryText: String { strings.blogSummary(user.summary) }
    /// `Follow` / `Following`.
    public var followTitle: String { strings(user.isFollowing ? .following : .follow) }
    /// Whether I follow this user.
    public var isFollowing: Bool { user.isFollowing }

    /// Follows or unfollows optimistically; a failure puts the row back and toasts.
    /// Does nothing while a follow request for this user runs.
    @discardableResult
    public func setFollowing(_ following: Bool) -> Task<Void, Never>? {
        guard !isFollowInFlight else { return nil }
        let before = user
        isFollowInFlight = true
        user.isFollowing = following
        let services = services, id = id
        return Task { [weak self] in
            let result: Result<User, AppError>
            do throws(AppError) { result = .success(try await services.users.setFollowing(following, userID: id)) } catch { result = .failure(error) }
            guard let self else { return }
            self.isFollowInFlight = false
            switch result {
            case .success(let updated): self.user = updated
            case .failure:
                self.user = before
                self.report(.toast(self.strings(following ? .followFailed : .unfollowFailed)))
            }
        }
    }
}
