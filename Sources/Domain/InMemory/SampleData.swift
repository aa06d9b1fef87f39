import Foundation

/// The deterministic data set the in-memory services start from — the same
/// shape as the backend's seed: user 123 `me` (password `123`) with 20 drafts and
/// 10 friends, users 1…60, user 7 with 45 blogs (or ``featuredBlogCount``),
/// 20 counters, 12 voice messages, and the accounts `teacher` / `111` and
/// `student` / `111`.
///
/// Everything except the timestamps is fixed; timestamps count back from
/// ``referenceDate`` so that "3 min ago" style texts look alive.
public struct SampleData: Sendable {
    /// A user as stored: derived fields (`postCount`, `friendCount`,
    /// `isFollowing`) are computed by the services from blogs and follows.
    public struct Profile: Hashable, Sendable {
        /// The user id.
        public var id: User.ID
        /// The display name.
        public var name: String
        /// The summary; may be empty.
        public var summary: String
    }

    /// A sign-in the login service accepts.
    public struct Credential: Hashable, Sendable {
        /// The username.
        public var username: String
        /// The password (in memory only; the backend stores hashes).
        public var password: String
        /// The account it signs in as.
        public var account: Account
    }

    /// The seeded signed-in user, `me`.
    public static let meID: User.ID = 123
    /// The user whose profile the `profile` demo shows, with many blogs.
    public static let featuredUserID: User.ID = 7
    /// The default number of blogs of the featured user (pages of 20, 20, 5).
    public static let defaultFeaturedBlogCount = 45
    /// The default reference date: 2026-11-20 08:00 UTC, the backend seed's.
    public static let defaultReferenceDate = Date(timeIntervalSince1970: 1_795_161_600)

    /// All users, by id.
    public var profiles: [User.ID: Profile]
    /// All blogs, newest first within each author.
    public var blogs: [Blog]
    /// The blog ids the signed-in user likes.
    public var likedBlogIDs: Set<Blog.ID>
    /// Who follows whom: follower id → followed ids.
    public var follows: [User.ID: Set<User.ID>]
    /// The signed-in user's drafts, most recently edited first.
    public var drafts: [Draft]
    /// The counters.
    public var counters: [Counter]
    /// The voice messages, oldest first.
    public var voiceMessages: [VoiceMessage]
    /// The accounts that can sign in.
    public var credentials: [Credential]
    /// The user the services act as.
    public var signedInUserID: User.ID
    /// How many blogs the featured user has.
    public var featuredBlogCount: Int
    /// The date timestamps count back from.
    public var referenceDate: Date

    /// Builds the data set.
    ///
    /// - Parameters:
    ///   - featuredBlogCount: How many blogs user 7 has (45 like the backend;
    ///     10 000 for a benchmark).
    ///   - referenceDate: The date drafts and voice messages count back from.
    public init(featuredBlogCount: Int = SampleData.defaultFeaturedBlogCount, referenceDate: Date = SampleData.defaultReferenceDate) {
        self.featuredBlogCount = featuredBlogCount
        self.referenceDate = referenceDate
        self.signedInUserID = Self.meID

        var profiles: [User.ID: Profile] = [:]
        for id in 1...60 {
            profiles[id] = Profile(id: id, name: Self.name(of: id), summary: Self.summary(of: id))
        }
        profiles[Self.meID] = Profile(id: Self.meID, name: "Ming Li", summary: "Writing about apps, one pattern at a time.")
        self.profiles = profiles

        var follows: [User.ID: Set<User.ID>] = [Self.meID: Set(1...10)]
        for id in 1...60 {
            follows[id] = [id % 60 + 1, (id + 6) % 60 + 1, (id + 12) % 60 + 1]
        }
        self.follows = follows

        var blogs: [Blog] = []
        var nextBlogID = 1
        for authorID in profiles.keys.sorted() {
            let count = Self.blogCount(of: authorID, featuredBlogCount: featuredBlogCount)
            guard count > 0, let author = profiles[authorID] else { continue }
            for number in stride(from: count, through: 1, by: -1) {
                blogs.append(Self.blog(id: nextBlogID, number: number, author: author))
                nextBlogID += 1
            }
        }
        self.blogs = blogs
        self.likedBlogIDs = Set(blogs.lazy.map(\.id).filter { $0 % 6 == 0 })

        self.drafts = (0..<20).map { index in
            Draft(
                id: 1000 + index,
                title: "Draft \(index + 1): \(Self.topics[index % Self.topics.count])",
                summary: index % 4 == 3 ? "" : "Unfinished thoughts on \(Self.topics[(index + 3) % Self.topics.count]).",
                editedAt: referenceDate.addingTimeInterval(-Self.draftAge(index))
            )
        }
        self.counters = (1...20).map { Counter(id: $0, title: "Item \($0)", value: 0) }
        let durations = [3, 12, 7, 25, 5, 60, 9, 14, 2, 31, 8, 18]
        self.voiceMessages = durations.enumerated().map { index, seconds in
            VoiceMessage(
                id: index + 1,
                sender: index.isMultiple(of: 2) ? "Ming Li" : Self.name(of: 3),
                durationSeconds: seconds,
                sentAt: referenceDate.addingTimeInterval(TimeInterval((index - durations.count) * 150))
            )
        }
        self.credentials = [
            Credential(username: "me", password: "123", account: Account(id: Self.meID, name: "Ming Li", role: .member)),
            Credential(username: "teacher", password: "111", account: Account(id: 201, name: "Teacher", role: .teacher)),
            Credential(username: "student", password: "111", account: Account(id: 202, name: "Student", role: .student)),
        ]
    }

    /// The standard data set (45 blogs for user 7, the default reference date).
    public static let standard = SampleData()

    // MARK: Deterministic content

    static func blogCount(of userID: User.ID, featuredBlogCount: Int) -> Int {
        switch userID {
        case featuredUserID: featuredBlogCount
        case meID: 12
        default: userID % 4 + 1
        }
    }

    private static let firstNames = ["Ada", "Alan", "Grace", "Linus", "Barbara", "Ken", "Margaret", "Dennis", "Frances", "Edsger", "Radia", "Donald"]
    private static let lastNames = ["Hopper", "Kay", "Liskov", "Thompson", "Hamilton", "Ritchie", "Allen", "Dijkstra", "Perlman", "Knuth"]
    private static let chineseNames = ["王小波", "李雷", "韩梅梅", "张伟", "刘洋", "陈静", "杨帆", "赵敏", "周杰", "吴倩", "孙悟", "郑和", "冯唐", "何夕", "林夕"]
    static let topics = [
        "massive view controllers", "the responder chain", "MVVM bindings", "unidirectional data flow",
        "VIPER routers", "testing presenters", "optimistic updates", "pagination", "SQLite migrations",
        "async/await", "dependency injection", "terminal user interfaces",
    ]

    /// How long before the reference date draft `index` was edited: 3 min, 20 min,
    /// 71 min, … growing so the list shows every relative-time style.
    static func draftAge(_ index: Int) -> TimeInterval {
        let minutes = 3 + index * index * 17
        return TimeInterval(minutes * 60)
    }

    static func name(of id: User.ID) -> String {
        if id % 4 == 0 { return chineseNames[(id / 4) % chineseNames.count] }
        if id == featuredUserID { return "Grace Hopper" }
        return "\(firstNames[id % firstNames.count]) \(lastNames[(id / firstNames.count + id) % lastNames.count])"
    }

    static func summary(of id: User.ID) -> String {
        if id % 9 == 0 { return "" }
        if id % 4 == 0 { return "喜欢写代码, 也喜欢写字。" }
        return "Thinks a lot about \(topics[id % topics.count])."
    }

    static func blog(id: Blog.ID, number: Int, author: Profile) -> Blog {
        let topic = topics[(id + number) % topics.count]
        return Blog(
            id: id,
            authorId: author.id,
            authorName: author.name,
            title: "#\(number) On \(topic)",
            summary: number % 5 == 0 ? "" : "What I learned about \(topic).",
            body: "Post \(number) by \(author.name). A longer piece about \(topic): what went well, what did not, and what I would do next time.",
            likeCount: (id * 7) % 50 + (id % 6 == 0 ? 1 : 0),
            shareCount: (id * 3) % 20,
            isLiked: false
        )
    }
}
