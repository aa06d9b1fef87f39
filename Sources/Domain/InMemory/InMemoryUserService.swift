/// A ``UserService`` over ``SampleData``, acting as the data set's signed-in user.
///
/// Following changes the signed-in user's friend list and count, as the backend
/// does.
public actor InMemoryUserService: UserService, InMemoryService {
    /// The calls this service answers, for injecting failures.
    public enum Operation: Hashable, Sendable {
        case user, friends, suggestions, setFollowing
    }

    /// The injected failures, latency and call counts.
    public var behavior: InMemoryBehavior<Operation>
    private let profiles: [User.ID: SampleData.Profile]
    private var follows: [User.ID: Set<User.ID>]
    private let postCounts: [User.ID: Int]
    private let signedInUserID: User.ID

    /// Creates the service from `data`.
    /// - Parameter failures: Operations that always fail, with their error.
    public init(data: SampleData = .standard, failures: [Operation: AppError] = [:], latency: Duration = .zero) {
        self.behavior = InMemoryBehavior(failures: failures, latency: latency)
        self.profiles = data.profiles
        self.follows = data.follows
        self.signedInUserID = data.signedInUserID
        self.postCounts = data.blogs.reduce(into: [:]) { counts, blog in counts[blog.authorId, default: 0] += 1 }
    }

    public func user(id: User.ID) async throws(AppError) -> User {
        try await begin(.user)
        return try makeUser(id)
    }

    public func friends(of userID: User.ID) async throws(AppError) -> [User] {
        try await begin(.friends)
        guard profiles[userID] != nil else { throw .notFound }
        return try follows[userID, default: []].sorted().map(makeUser)
    }

    public func suggestions() async throws(AppError) -> [User] {
        try await begin(.suggestions)
        let followed = follows[signedInUserID, default: []]
        return try profiles.keys.sorted()
            .filter { $0 != signedInUserID && !followed.contains($0) }
            .map(makeUser)
    }

    public func setFollowing(_ isFollowing: Bool, userID: User.ID) async throws(AppError) -> User {
        try await begin(.setFollowing)
        guard profiles[userID] != nil else { throw .notFound }
        guard userID != signedInUserID else { throw .server(status: 409, code: "conflict", message: "You cannot follow yourself") }
        if isFollowing {
            follows[signedInUserID, default: []].insert(userID)
        } else {
            follows[signedInUserID, default: []].remove(userID)
        }
        return try makeUser(userID)
    }

    private func makeUser(_ id: User.ID) throws(AppError) -> User {
        guard let profile = profiles[id] else { throw .notFound }
        return User(
            id: id,
            name: profile.name,
            summary: profile.summary,
            postCount: postCounts[id, default: 0],
            friendCount: follows[id, default: []].count,
            isFollowing: follows[signedInUserID, default: []].contains(id)
        )
    }
}
