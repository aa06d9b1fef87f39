extension UserService {
    /// The users `scene` lists: the friends of its user (scene A) or the suggestions for the
    /// signed-in account (scene B), so a user list never switches over its scene to load.
    public func users(in scene: UserListScene) async throws(AppError) -> [User] {
        switch scene {
        case .friends(let userID): try await friends(of: userID)
        case .suggestedUsers: try await suggestions()
        }
    }
}
