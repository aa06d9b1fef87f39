/// The fixed facts of the sample data that the app and api.md rely on,
/// whatever the seed.
enum SeedFacts {
    /// The signed-in user of the profile demos: username `me`, password `123`.
    static let meId: Int64 = 123
    /// The teacher account of the login demo: `teacher` / `111`.
    static let teacherId: Int64 = 201
    /// The student account of the login demo: `student` / `111`.
    static let studentId: Int64 = 202
    /// The ordinary sample users.
    static let memberIds: ClosedRange<Int64> = 1...60
    /// The user whose profile the `profile` demo shows.
    static let profileUserId: Int64 = 7
    /// How many blogs ``profileUserId`` has: pages of 20, 20 and 5.
    static let profileUserBlogCount = 45
    /// How many blogs `me` has.
    static let meBlogCount = 12
    /// How many drafts `me` has.
    static let meDraftCount = 20
    /// How many users `me` follows.
    static let meFriendCount = 10
    /// How many counters there are (`Item 1` … `Item 20`).
    static let counterCount = 20
    /// How many voice messages there are.
    static let voiceMessageCount = 12
    /// The moment all seeded times are relative to: 2026-11-20T08:00:00Z.
    /// Fixed, so that the same seed always writes the same bytes.
    static let referenceUnixTime: Int64 = 1_795_161_600
}
