import Domain
import Observation

/// Friends (scene A) or Suggested users (scene B): the rows, loading state, and the scene's
/// follow policy — scene A asks before unfollowing, scene B does not.
@Observable @MainActor
public final class UserListViewModel {
    /// Which list this is.
    public enum Kind: Sendable, Equatable {
        /// The users `userID` follows (scene A).
        case friends(of: User.ID)
        /// Users the signed-in account does not follow yet (scene B).
        case suggestions
    }

    /// Which list this is.
    public let kind: Kind
    /// The screen title.
    public let title: String
    /// One view model per user.
    public private(set) var rows: [UserRowViewModel] = []
    /// Whether a load runs.
    public private(set) var isLoading = false
    /// Whether the blocking HUD covers the list (the first load).
    public private(set) var isShowingHUD = false
    /// The first load's error message; the list shows it instead of rows.
    public private(set) var errorMessage: String?
    /// One-shot outputs (toasts, the unfollow question) not yet taken by the view.
    public private(set) var events: [ViewEvent] = []

    @ObservationIgnored private let services: Services
    @ObservationIgnored private let strings: Localizer

    /// Creates the list of `kind`.
    public init(kind: Kind, services: Services, strings: Localizer) {
        self.kind = kind
        self.services = services
        self.strings = strings
        switch kind {
        case .friends: title = strings(.friendsTitle)
        case .suggestions: title = strings(.suggestedUsers)
        }
    }

    /// The HUD's text (`Loading…`).
    public var loadingText: String { strings(.loading) }
    /// `press r to retry`, shown under ``errorMessage``.
    public var retryHint: String { strings(.retryHint) }

    /// Loads the users (under the HUD when `showingHUD`).
    @discardableResult
    public func load(showingHUD: Bool = true) -> Task<Void, Never> {
        isLoading = true
        if showingHUD { isShowingHUD = true }
        let services = services, kind = kind
        return Task { [weak self] in
            let result: Result<[User], AppError>
            do throws(AppError) {
                switch kind {
                case .friends(let userID): result = .success(try await services.users.friends(of: userID))
                case .suggestions: result = .success(try await services.users.suggestions())
                }
            } catch {
                result = .failure(error)
            }
            self?.didLoad(result)
        }
    }

    /// Pull-to-refresh.
    @discardableResult
    public func refresh() -> Task<Void, Never> { load(showingHUD: false) }

    /// A row's follow button (its `follow` event reached the scene): follows at once, and
    /// unfollows at once in scene B but after `Unfollow NAME?` in scene A.
    @discardableResult
    public func followTapped(userID: User.ID) -> Task<Void, Never>? {
        guard let row = rows.first(where: { $0.id == userID }) else { return nil }
        guard row.isFollowing, case .friends = kind else { return row.setFollowing(!row.isFollowing) }
        events.append(.confirm(Confirmation(message: strings(.unfollowConfirmation(row.name)), strings: strings) { [weak row] in
            row?.setFollowing(false)
        }))
        return nil
    }

    /// Returns the queued events and empties the queue.
    public func takeEvents() -> [ViewEvent] {
        let taken = events
        if !taken.isEmpty { events = [] }
        return taken
    }

    private func didLoad(_ result: Result<[User], AppError>) {
        isLoading = false
        isShowingHUD = false
        switch result {
        case .success(let users):
            errorMessage = nil
            rows = users.map { user in
                UserRowViewModel(user: user, services: services, strings: strings) { [weak self] event in
                    self?.events.append(event)
                }
            }
        case .failure(let error):
            if rows.isEmpty {
                errorMessage = strings.message(for: error)
            } else {
                events.append(.toast(strings.message(for: error)))
            }
        }
    }
}
