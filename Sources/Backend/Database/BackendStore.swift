import Foundation
import GRDB

/// Every query and change the API makes, over one database.
///
/// Reads go through `DatabaseReader.read` (parallel readers on a file
/// database); changes run in one write transaction each, so they are atomic
/// and serialised. Methods throw ``APIError`` for unknown ids, forbidden
/// access and conflicts; the transaction then rolls back.
final class BackendStore: Sendable {
    private let database: any DatabaseWriter
    /// The current time in Unix seconds (for stored idempotency keys; tests move it).
    private let now: @Sendable () -> Int64
    /// How long a session lasts, in seconds.
    let sessionLifetime: Int64

    init(database: any DatabaseWriter, sessionLifetime: Int64 = BackendConfiguration.defaultSessionLifetime,
         now: @escaping @Sendable () -> Int64 = { Int64(Date().timeIntervalSince1970) }) {
        self.sessionLifetime = sessionLifetime
        self.database = database
        self.now = now
    }

    // MARK: Users

    private static let userColumns = """
        SELECT u.id, u.name, u.summary,
            (SELECT COUNT(*) FROM blogs b WHERE b.author_id = u.id),
            (SELECT COUNT(*) FROM follows f WHERE f.follower_id = u.id),
            EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = :viewer AND f.followee_id = u.id)
        FROM users u
        """

    private static func wireUser(_ row: Row) -> WireUser {
        WireUser(id: row[0], name: row[1], summary: row[2], postCount: row[3], friendCount: row[4], isFollowing: row[5])
    }

    /// The user `id` as `viewer` sees it, or nil when there is no such user.
    func user(id: Int64, viewer: Int64?) async throws -> WireUser? {
        try await database.read { db in try Self.fetchUser(db, id: id, viewer: viewer) }
    }

    private static func fetchUser(_ db: Database, id: Int64, viewer: Int64?) throws -> WireUser? {
        let statement = try db.cachedStatement(sql: userColumns + " WHERE u.id = :id")
        return try Row.fetchOne(statement, arguments: ["viewer": viewer, "id": id]).map(wireUser)
    }

    private static func userExists(_ db: Database, id: Int64) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM users WHERE id = ?)"), arguments: [id]) ?? false
    }

    /// The users `id` follows, by id, or nil when there is no such user.
    func friends(of id: Int64, viewer: Int64?) async throws -> [WireUser]? {
        try await database.read { db in
            guard try Self.userExists(db, id: id) else { return nil }
            let statement = try db.cachedStatement(sql: Self.userColumns + """
                 JOIN follows following ON following.followee_id = u.id
                WHERE following.follower_id = :id ORDER BY u.id
                """)
            return try Row.fetchAll(statement, arguments: ["viewer": viewer, "id": id]).map(Self.wireUser)
        }
    }

    /// Members that `viewer` does not follow, other than `viewer`, by id.
    func suggestions(for viewer: Int64) async throws -> [WireUser] {
        try await database.read { db in
            let statement = try db.cachedStatement(sql: Self.userColumns + """
                 WHERE u.role = 'member' AND u.id <> :viewer
                AND NOT EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = :viewer AND f.followee_id = u.id)
                ORDER BY u.id
                """)
            return try Row.fetchAll(statement, arguments: ["viewer": viewer]).map(Self.wireUser)
        }
    }

    /// Makes `viewer` follow (or stop following) `target`; idempotent.
    /// Returns `target` as `viewer` now sees it.
    func setFollowing(_ following: Bool, target: Int64, viewer: Int64) async throws -> WireUser {
        try await database.write { db in
            guard try Self.userExists(db, id: target) else { throw APIError.notFound("No user with id \(target)") }
            guard target != viewer else { throw APIError.conflict("You cannot follow or unfollow yourself") }
            let sql = following
                ? "INSERT OR IGNORE INTO follows (follower_id, followee_id) VALUES (?, ?)"
                : "DELETE FROM follows WHERE follower_id = ? AND followee_id = ?"
            try db.cachedStatement(sql: sql).execute(arguments: [viewer, target])
            guard let user = try Self.fetchUser(db, id: target, viewer: viewer) else {
                throw APIError.notFound("No user with id \(target)")
            }
            return user
        }
    }

    // MARK: Blogs

    private static let blogColumns = """
        SELECT b.id, b.author_id, u.name, b.title, b.summary, b.body, b.like_count, b.share_count,
            EXISTS (SELECT 1 FROM likes l WHERE l.blog_id = b.id AND l.user_id = :viewer)
        FROM blogs b JOIN users u ON u.id = b.author_id
        """

    private static func wireBlog(_ row: Row) -> WireBlog {
        WireBlog(
            id: row[0], authorId: row[1], authorName: row[2], title: row[3], summary: row[4], body: row[5],
            likeCount: row[6], shareCount: row[7], isLiked: row[8]
        )
    }

    /// One page of `authorId`'s blogs, newest first, or nil when there is no such user.
    func blogPage(authorId: Int64, viewer: Int64?, paging: Paging) async throws -> WirePage<WireBlog>? {
        try await database.read { db in
            guard try Self.userExists(db, id: authorId) else { return nil }
            let statement = try db.cachedStatement(sql: Self.blogColumns + """
                 WHERE b.author_id = :author ORDER BY b.id DESC LIMIT :limit OFFSET :offset
                """)
            var blogs: [WireBlog] = []
            blogs.reserveCapacity(paging.pageSize + 1)
            let rows = try Row.fetchCursor(statement, arguments: [
                "viewer": viewer, "author": authorId, "limit": paging.pageSize + 1, "offset": paging.offset,
            ])
            while let row = try rows.next() {
                blogs.append(Self.wireBlog(row))
            }
            return paging.page(of: blogs)
        }
    }

    /// The blog `id` as `viewer` sees it, or nil when there is no such blog.
    func blog(id: Int64, viewer: Int64?) async throws -> WireBlog? {
        try await database.read { db in try Self.fetchBlog(db, id: id, viewer: viewer) }
    }

    private static func fetchBlog(_ db: Database, id: Int64, viewer: Int64?) throws -> WireBlog? {
        let statement = try db.cachedStatement(sql: blogColumns + " WHERE b.id = :id")
        return try Row.fetchOne(statement, arguments: ["viewer": viewer, "id": id]).map(wireBlog)
    }

    /// Likes (or unlikes) blog `id` for `viewer`; idempotent: the count moves
    /// only when the like actually appears or disappears.
    func setLiked(_ liked: Bool, blogId id: Int64, viewer: Int64) async throws -> WireBlog {
        try await database.write { db in
            guard try Self.fetchBlog(db, id: id, viewer: viewer) != nil else {
                throw APIError.notFound("No blog with id \(id)")
            }
            if liked {
                try db.cachedStatement(sql: "INSERT OR IGNORE INTO likes (blog_id, user_id) VALUES (?, ?)")
                    .execute(arguments: [id, viewer])
                if db.changesCount > 0 {
                    try db.cachedStatement(sql: "UPDATE blogs SET like_count = like_count + 1 WHERE id = ?")
                        .execute(arguments: [id])
                }
            } else {
                try db.cachedStatement(sql: "DELETE FROM likes WHERE blog_id = ? AND user_id = ?")
                    .execute(arguments: [id, viewer])
                if db.changesCount > 0 {
                    try db.cachedStatement(sql: "UPDATE blogs SET like_count = MAX(like_count - 1, 0) WHERE id = ?")
                        .execute(arguments: [id])
                }
            }
            return try Self.requireBlog(db, id: id, viewer: viewer)
        }
    }

    /// Adds one share to blog `id`.
    func share(blogId id: Int64, viewer: Int64) async throws -> WireBlog {
        try await database.write { db in
            try db.cachedStatement(sql: "UPDATE blogs SET share_count = share_count + 1 WHERE id = ?")
                .execute(arguments: [id])
            guard db.changesCount > 0 else { throw APIError.notFound("No blog with id \(id)") }
            return try Self.requireBlog(db, id: id, viewer: viewer)
        }
    }

    private static func requireBlog(_ db: Database, id: Int64, viewer: Int64?) throws -> WireBlog {
        guard let blog = try fetchBlog(db, id: id, viewer: viewer) else { throw APIError.notFound("No blog with id \(id)") }
        return blog
    }

    // MARK: Drafts

    /// One page of `ownerId`'s drafts, most recently edited first. Only the owner may list them.
    func draftPage(ownerId: Int64, viewer: Int64, paging: Paging) async throws -> WirePage<WireDraft> {
        try await database.read { db in
            guard try Self.userExists(db, id: ownerId) else { throw APIError.notFound("No user with id \(ownerId)") }
            guard ownerId == viewer else { throw APIError.forbidden("Drafts are private: you can only list your own") }
            let statement = try db.cachedStatement(sql: """
                SELECT id, title, summary, edited_at FROM drafts WHERE owner_id = :owner
                ORDER BY edited_at DESC, id DESC LIMIT :limit OFFSET :offset
                """)
            let drafts = try Row.fetchAll(statement, arguments: [
                "owner": ownerId, "limit": paging.pageSize + 1, "offset": paging.offset,
            ]).map { row in WireDraft(id: row[0], title: row[1], summary: row[2], editedAt: row[3]) }
            return paging.page(of: drafts)
        }
    }

    /// Deletes draft `id`, which must belong to `viewer`. Someone else's draft answers exactly as
    /// a missing one does (404), so the answer does not tell which ids exist.
    func deleteDraft(id: Int64, viewer: Int64) async throws {
        try await database.write { db in
            try db.cachedStatement(sql: "DELETE FROM drafts WHERE id = ? AND owner_id = ?").execute(arguments: [id, viewer])
            guard db.changesCount == 1 else { throw APIError.notFound("No draft with id \(id)") }
        }
    }

    // MARK: Counters and voice messages

    /// All counters, by id.
    func counters() async throws -> [WireCounter] {
        try await database.read { db in
            try Row.fetchAll(db.cachedStatement(sql: "SELECT id, title, value FROM counters ORDER BY id"))
                .map { row in WireCounter(id: row[0], title: row[1], value: row[2]) }
        }
    }

    /// Adds exactly one to counter `id` in a single statement, and returns it.
    func incrementCounter(id: Int64) async throws -> WireCounter {
        try await database.write { db in try Self.increment(db, id: id) }
    }

    /// An answer to an increment with an idempotency key: the first answer, or
    /// the same bytes again for a repeat of the key.
    struct IdempotentAnswer: Sendable, Equatable {
        /// The HTTP status code.
        var status: Int
        /// The JSON body, exactly as first sent.
        var body: [UInt8]
        /// Whether this answer was stored by an earlier request with the same key.
        var isReplay: Bool
    }

    /// Adds exactly one to counter `id` unless `key` was used before, and
    /// returns the answer to send.
    ///
    /// One write transaction (`BEGIN IMMEDIATE`) looks the key up, increments
    /// and stores the key with the answer, so the increment and its key commit
    /// together or not at all, and requests with the same key (concurrent ones
    /// included: the database has one writer) are applied once. A stored key
    /// answers with its stored answer. Keys older than
    /// ``IdempotencyKeys/retention`` are pruned while storing a new one.
    ///
    /// - Throws: 422 `idempotency_key_reused` when `key` was used for another
    ///   counter, 404 for an unknown counter (nothing is stored then, so bad
    ///   input changes nothing).
    func incrementCounter(id: Int64, idempotencyKey key: String) async throws -> IdempotentAnswer {
        let now = self.now()
        return try await database.write { db in
            let stored = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT counter_id, status, body FROM idempotency_keys WHERE key = ?"),
                arguments: [key]
            )
            if let stored {
                let counterId: Int64 = stored[0]
                guard counterId == id else {
                    throw APIError.unprocessable(
                        "This Idempotency-Key was already used to increment counter \(counterId); send a new key for counter \(id)",
                        code: "idempotency_key_reused"
                    )
                }
                let body: Data = stored[2]
                return IdempotentAnswer(status: stored[1], body: Array(body), isReplay: true)
            }
            let counter = try Self.increment(db, id: id)
            var writer = JSONWriter(capacity: 64)
            counter.write(to: &writer)
            let answer = IdempotentAnswer(status: 200, body: writer.bytes, isReplay: false)
            try db.cachedStatement(sql: """
                INSERT INTO idempotency_keys (key, counter_id, status, body, created_at) VALUES (?, ?, ?, ?, ?)
                """)
                .execute(arguments: [key, id, answer.status, Data(answer.body), now])
            try db.cachedStatement(sql: "DELETE FROM idempotency_keys WHERE created_at < ?")
                .execute(arguments: [now - IdempotencyKeys.retention])
            return answer
        }
    }

    private static func increment(_ db: Database, id: Int64) throws -> WireCounter {
        let statement = try db.cachedStatement(sql: """
            UPDATE counters SET value = value + 1 WHERE id = ? RETURNING id, title, value
            """)
        guard let row = try Row.fetchOne(statement, arguments: [id]) else {
            throw APIError.notFound("No counter with id \(id)")
        }
        return WireCounter(id: row[0], title: row[1], value: row[2])
    }

    /// The number of stored idempotency keys (for tests).
    func idempotencyKeyCount() async throws -> Int {
        try await database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM idempotency_keys") ?? 0 }
    }

    /// All voice messages, oldest first.
    func voiceMessages() async throws -> [WireVoiceMessage] {
        try await database.read { db in
            try Row.fetchAll(db.cachedStatement(sql: """
                SELECT id, sender, duration_seconds, sent_at FROM voice_messages ORDER BY sent_at, id
                """))
                .map { row in WireVoiceMessage(id: row[0], sender: row[1], durationSeconds: row[2], sentAt: row[3]) }
        }
    }

    // MARK: Accounts and sessions

    /// An account that can sign in: the user and its bcrypt hash.
    struct Account: Sendable {
        var user: WireSessionUser
        var passwordHash: String
    }

    /// The account named `username`, or nil.
    func account(username: String) async throws -> Account? {
        try await database.read { db in
            let statement = try db.cachedStatement(sql: """
                SELECT id, name, role, password_hash FROM users WHERE username = ? AND password_hash IS NOT NULL
                """)
            return try Row.fetchOne(statement, arguments: [username]).map { row in
                Account(user: WireSessionUser(id: row[0], name: row[1], role: row[2]), passwordHash: row[3])
            }
        }
    }

    /// Stores a new session token for `userId`.
    /// Stores a new session (only the token's hash) and removes the sessions that have expired.
    /// - Returns: When the new session expires.
    @discardableResult
    func createSession(token: String, userId: Int64, createdAt: Int64) async throws -> Int64 {
        let lifetime = sessionLifetime
        try await database.write { db in
            try db.cachedStatement(sql: "DELETE FROM sessions WHERE created_at <= ?").execute(arguments: [createdAt - lifetime])
            try db.cachedStatement(sql: "INSERT INTO sessions (token_hash, user_id, created_at) VALUES (?, ?, ?)")
                .execute(arguments: [SessionTokenFactory.hash(token), userId, createdAt])
        }
        return createdAt + lifetime
    }

    /// Removes the sessions that have expired; returns how many.
    @discardableResult
    func pruneSessions() async throws -> Int {
        let cutoff = now() - sessionLifetime
        return try await database.write { db in
            try db.cachedStatement(sql: "DELETE FROM sessions WHERE created_at <= ?").execute(arguments: [cutoff])
            return db.changesCount
        }
    }

    /// Deletes the session of `token`; `false` when there was none.
    func deleteSession(token: String) async throws -> Bool {
        try await database.write { db in
            try db.cachedStatement(sql: "DELETE FROM sessions WHERE token_hash = ?").execute(arguments: [SessionTokenFactory.hash(token)])
            return db.changesCount == 1
        }
    }

    /// The user signed in with `token` and when that session expires, or nil for an unknown
    /// token. (The caller compares the expiry with its clock.)
    func session(forToken token: String) async throws -> (userId: Int64, expiresAt: Int64)? {
        let lifetime = sessionLifetime
        return try await database.read { db in
            try Row.fetchOne(db.cachedStatement(sql: "SELECT user_id, created_at FROM sessions WHERE token_hash = ?"),
                             arguments: [SessionTokenFactory.hash(token)])
                .map { row in (row[0], (row[1] as Int64) + lifetime) }
        }
    }

    // MARK: Diagnostics

    /// Every row of every seeded table, as text, in a fixed order (tests
    /// compare dumps; sessions are left out because tokens are random).
    func dump() async throws -> String {
        try await database.read { db in
            let tables = [
                ("meta", "key"), ("users", "id"), ("follows", "follower_id, followee_id"), ("blogs", "id"),
                ("likes", "blog_id, user_id"), ("drafts", "id"), ("counters", "id"), ("voice_messages", "id"),
            ]
            var lines: [String] = []
            for (table, order) in tables {
                lines.append("# \(table)")
                for row in try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY \(order)") {
                    lines.append(row.description)
                }
            }
            return lines.joined(separator: "\n")
        }
    }

    /// Closes the database. A file database first moves everything from the WAL file into the
    /// main file and empties the WAL (`TRUNCATE` checkpoint), so the database file alone holds
    /// every table and row after a clean shutdown. While another process (a second window's
    /// backend) reads or writes the file at that moment, the checkpoint is not waited for: it is
    /// left to the last one to close, and this one closes at once (what is in the WAL is
    /// committed either way).
    func close() throws {
        if database is DatabasePool {
            do {
                try database.writeWithoutTransaction { db in
                    // The busy timeout would make the checkpoint wait for another process's transaction.
                    try db.execute(sql: "PRAGMA busy_timeout = 0")
                    _ = try db.checkpoint(.truncate)
                }
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED {
                // Another connection reads or writes: it checkpoints when it closes.
            }
        }
        try database.close()
    }

    /// For tests, a full disk: caps the file at its size now (`PRAGMA max_page_count` on the
    /// writer's connection), so that a change needing one more page fails with SQLite's real
    /// `SQLITE_FULL`; `false` lifts the cap.
    func capSize(_ capped: Bool) async throws {
        try await database.writeWithoutTransaction { db in
            let pages = capped ? (try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0) : 4_294_967_294
            try db.execute(sql: "PRAGMA max_page_count = \(pages)")
        }
    }
}
