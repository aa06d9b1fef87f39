/// The rows of a freshly seeded database, generated deterministically from a seed.
struct SeedData: Sendable {
    struct User: Sendable {
        var id: Int64
        var username: String?
        var passwordHash: String?
        var name: String
        var summary: String
        var role: String
        /// Whether this user writes in Chinese (sample data only; not stored).
        var writesChinese: Bool
    }

    struct Follow: Sendable {
        var followerId: Int64
        var followeeId: Int64
    }

    struct Blog: Sendable {
        var id: Int64
        var authorId: Int64
        var title: String
        var summary: String
        var body: String
        var likeCount: Int64
        var shareCount: Int64
    }

    struct Like: Sendable {
        var blogId: Int64
        var userId: Int64
    }

    struct Draft: Sendable {
        var id: Int64
        var ownerId: Int64
        var title: String
        var summary: String
        var editedAt: Int64
    }

    struct Counter: Sendable {
        var id: Int64
        var title: String
        var value: Int64
    }

    struct VoiceMessage: Sendable {
        var id: Int64
        var sender: String
        var durationSeconds: Int64
        var sentAt: Int64
    }

    var users: [User] = []
    var follows: [Follow] = []
    var blogs: [Blog] = []
    var likes: [Like] = []
    var drafts: [Draft] = []
    var counters: [Counter] = []
    var voiceMessages: [VoiceMessage] = []
}

extension SeedData {
    /// Generates the sample data for `seed`. The same seed always gives the
    /// same rows; the facts in ``SeedFacts`` hold for every seed.
    static func generate(seed: UInt64) -> SeedData {
        var generator = SeedDataGenerator(seed: seed)
        return generator.generate()
    }
}

/// Draws the sample data from one ``SplitMix64`` stream, in a fixed order.
/// Only arrays are iterated (never dictionaries or sets), so the order of
/// draws, and therefore the data, is the same on every run.
private struct SeedDataGenerator {
    typealias Words = SeedVocabulary

    var random: SplitMix64
    var data = SeedData()

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    mutating func generate() -> SeedData {
        makeUsers()
        makeBlogsAndLikes()
        makeFollows()
        makeDrafts()
        makeCounters()
        makeVoiceMessages()
        return data
    }

    // MARK: Users

    mutating func makeUsers() {
        for id in SeedFacts.memberIds {
            // A few fixed spots guarantee Chinese names and empty summaries for every seed.
            let writesChinese = id == 2 || id == 8 || (id != SeedFacts.profileUserId && random.chance(0.35))
            let name = writesChinese
                ? random.pick(Words.chineseFamilyNames) + random.pick(Words.chineseGivenNames)
                : random.pick(Words.englishGivenNames) + " " + random.pick(Words.englishFamilyNames)
            let hasEmptySummary = id == 5 || id == 13 || (id != SeedFacts.profileUserId && random.chance(0.15))
            let summary = hasEmptySummary
                ? ""
                : random.pick(writesChinese ? Words.chineseSummaries : Words.englishSummaries)
            data.users.append(.init(
                id: id, username: nil, passwordHash: nil, name: name, summary: summary,
                role: "member", writesChinese: writesChinese
            ))
        }
        data.users.append(.init(
            id: SeedFacts.meId, username: "me", passwordHash: AccountPasswordHashes.me, name: "Me",
            summary: "Trying every classic iOS architecture, one screen at a time.",
            role: "member", writesChinese: false
        ))
        data.users.append(.init(
            id: SeedFacts.teacherId, username: "teacher", passwordHash: AccountPasswordHashes.teacher,
            name: "Teacher", summary: "Teaches the app architecture course.", role: "teacher", writesChinese: false
        ))
        data.users.append(.init(
            id: SeedFacts.studentId, username: "student", passwordHash: AccountPasswordHashes.student,
            name: "Student", summary: "Takes the app architecture course.", role: "student", writesChinese: false
        ))
    }

    // MARK: Blogs and likes

    mutating func makeBlogsAndLikes() {
        let authors = data.users.filter { $0.role == "member" }
        for author in authors {
            let count: Int = switch author.id {
            case SeedFacts.profileUserId: SeedFacts.profileUserBlogCount
            case SeedFacts.meId: SeedFacts.meBlogCount
            default: random.int(in: 0...5)
            }
            for index in 0..<count {
                let chinese = author.writesChinese ? random.chance(0.85) : random.chance(0.1)
                let forcedEmptySummary = author.id == SeedFacts.profileUserId && index % 10 == 3
                let id = Int64(data.blogs.count + 1)
                var blog = SeedData.Blog(
                    id: id,
                    authorId: author.id,
                    title: blogTitle(chinese: chinese),
                    summary: forcedEmptySummary || random.chance(0.15) ? "" : random.pick(sentences(chinese: chinese)),
                    body: body(chinese: chinese),
                    likeCount: Int64(random.int(in: 0...250)),
                    shareCount: Int64(random.int(in: 0...40))
                )
                if random.chance(0.2) {
                    data.likes.append(.init(blogId: id, userId: SeedFacts.meId))
                    blog.likeCount += 1
                }
                data.blogs.append(blog)
            }
        }
    }

    mutating func blogTitle(chinese: Bool) -> String {
        let template = random.pick(chinese ? Words.chineseTitleTemplates : Words.englishTitleTemplates)
        let topic = random.pick(chinese ? Words.chineseTopics : Words.englishTopics)
        return capitalizingFirstLetter(template.replacing("%@", with: topic))
    }

    func capitalizingFirstLetter(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    mutating func body(chinese: Bool) -> String {
        let pool = sentences(chinese: chinese)
        let separator = chinese ? "" : " "
        var paragraphs: [String] = []
        for _ in 0..<random.int(in: 1...3) {
            let indices = distinctPicks(from: pool.indices.map(Int64.init), count: random.int(in: 2...4))
            paragraphs.append(indices.map { pool[Int($0)] }.joined(separator: separator))
        }
        return paragraphs.joined(separator: "\n\n")
    }

    func sentences(chinese: Bool) -> [String] {
        chinese ? Words.chineseSentences : Words.englishSentences
    }

    // MARK: Follows

    mutating func makeFollows() {
        let memberIds = Array(SeedFacts.memberIds)
        for followee in distinctPicks(from: memberIds, count: SeedFacts.meFriendCount).sorted() {
            data.follows.append(.init(followerId: SeedFacts.meId, followeeId: followee))
        }
        for follower in memberIds {
            let candidates = (memberIds + [SeedFacts.meId]).filter { $0 != follower }
            for followee in distinctPicks(from: candidates, count: random.int(in: 0...6)).sorted() {
                data.follows.append(.init(followerId: follower, followeeId: followee))
            }
        }
    }

    /// `count` different elements of `elements`, in the order drawn.
    mutating func distinctPicks(from elements: [Int64], count: Int) -> [Int64] {
        var remaining = elements
        var picked: [Int64] = []
        while picked.count < count, !remaining.isEmpty {
            picked.append(remaining.remove(at: random.int(in: 0...(remaining.count - 1))))
        }
        return picked
    }

    // MARK: Drafts

    mutating func makeDrafts() {
        // Newest first: the first draft was edited minutes before the reference time,
        // each next one between 20 minutes and 14 hours earlier (about a week in all).
        var editedAt = SeedFacts.referenceUnixTime - Int64(random.int(in: 2...30) * 60)
        for index in 0..<SeedFacts.meDraftCount {
            appendDraft(owner: SeedFacts.meId, editedAt: editedAt, forceEmptySummary: index == 2)
            editedAt -= Int64(random.int(in: 20...(14 * 60)) * 60)
        }
        // A few drafts of other users, which `me` may neither list nor delete.
        for owner in SeedFacts.memberIds.prefix(5) {
            for _ in 0..<2 {
                let editedAt = SeedFacts.referenceUnixTime - Int64(random.int(in: 60...(30 * 24 * 60)) * 60)
                appendDraft(owner: owner, editedAt: editedAt, forceEmptySummary: false)
            }
        }
    }

    mutating func appendDraft(owner: Int64, editedAt: Int64, forceEmptySummary: Bool) {
        let chinese = random.chance(0.3)
        let template = random.pick(chinese ? Words.chineseDraftTitles : Words.englishDraftTitles)
        let title = capitalizingFirstLetter(
            template.replacing("%@", with: random.pick(chinese ? Words.chineseTopics : Words.englishTopics))
        )
        let summary = forceEmptySummary || random.chance(0.25) ? "" : random.pick(sentences(chinese: chinese))
        data.drafts.append(.init(
            id: Int64(data.drafts.count + 1), ownerId: owner, title: title, summary: summary, editedAt: editedAt
        ))
    }

    // MARK: Counters and voice messages

    mutating func makeCounters() {
        for number in 1...SeedFacts.counterCount {
            data.counters.append(.init(id: Int64(number), title: "Item \(number)", value: 0))
        }
    }

    mutating func makeVoiceMessages() {
        let me = data.users.first { $0.id == SeedFacts.meId }?.name ?? "Me"
        let friendIds = data.follows.filter { $0.followerId == SeedFacts.meId }.map(\.followeeId)
        let friendNames = data.users.filter { friendIds.contains($0.id) }.map(\.name)
        var sentAt = SeedFacts.referenceUnixTime - 3 * 3600
        for index in 0..<SeedFacts.voiceMessageCount {
            let sender = index % 3 == 1 || friendNames.isEmpty ? me : random.pick(friendNames)
            data.voiceMessages.append(.init(
                id: Int64(index + 1), sender: sender,
                durationSeconds: Int64(random.int(in: 3...60)), sentAt: sentAt
            ))
            sentAt += Int64(random.int(in: 1...20) * 60)
        }
    }
}
