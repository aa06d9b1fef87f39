import GRDB

/// The database schema and its migrations. The seed data goes in with the
/// first version's migrations, so it is written exactly once: on a fresh
/// database. Later versions add migrations after it, which a database created
/// by an earlier version runs when it is next opened (its data stays as is).
enum BackendSchema {
    /// The migration that seeds a fresh database; a database that has it was seeded before.
    static let seedMigration = "v1 seed data"
    /// The last migration of the first version (before idempotency keys): the
    /// schema a database made by that version has.
    static let firstVersionMigration = seedMigration

    /// The migrator for a database seeded with `seed` on first run.
    static func migrator(seed: UInt64) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1 schema", migrate: createTables)
        migrator.registerMigration(seedMigration) { db in
            try SeedWriter.insert(SeedData.generate(seed: seed), seed: seed, into: db)
        }
        migrator.registerMigration("v2 idempotency keys", migrate: createIdempotencyKeys)
        migrator.registerMigration("v3 hashed session tokens", migrate: hashSessionTokens)
        return migrator
    }

    /// The answers of `POST /v1/counters/{id}/increment` sent with an
    /// `Idempotency-Key`, so that a repeat of the key replays the answer
    /// instead of counting again. A row is written in the same transaction as
    /// the increment it answers; `created_at` (Unix seconds) lets rows older
    /// than ``IdempotencyKeys/retention`` be pruned.
    private static func createIdempotencyKeys(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE idempotency_keys (
                key TEXT PRIMARY KEY NOT NULL,
                counter_id INTEGER NOT NULL,
                status INTEGER NOT NULL,
                body BLOB NOT NULL,
                created_at INTEGER NOT NULL
            ) WITHOUT ROWID;
            CREATE INDEX idempotency_keys_by_age ON idempotency_keys(created_at);
            """)
    }

    private static func createTables(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE meta (
                key TEXT PRIMARY KEY NOT NULL,
                value TEXT NOT NULL
            ) WITHOUT ROWID;

            CREATE TABLE users (
                id INTEGER PRIMARY KEY,
                username TEXT UNIQUE,
                password_hash TEXT,
                name TEXT NOT NULL,
                summary TEXT NOT NULL,
                role TEXT NOT NULL CHECK (role IN ('member', 'teacher', 'student'))
            );

            CREATE TABLE follows (
                follower_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                followee_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                PRIMARY KEY (follower_id, followee_id),
                CHECK (follower_id <> followee_id)
            ) WITHOUT ROWID;

            CREATE TABLE blogs (
                id INTEGER PRIMARY KEY,
                author_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                title TEXT NOT NULL,
                summary TEXT NOT NULL,
                body TEXT NOT NULL,
                like_count INTEGER NOT NULL CHECK (like_count >= 0),
                share_count INTEGER NOT NULL CHECK (share_count >= 0)
            );
            CREATE INDEX blogs_by_author ON blogs(author_id, id);

            CREATE TABLE likes (
                blog_id INTEGER NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
                user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                PRIMARY KEY (blog_id, user_id)
            ) WITHOUT ROWID;

            CREATE TABLE drafts (
                id INTEGER PRIMARY KEY,
                owner_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                title TEXT NOT NULL,
                summary TEXT NOT NULL,
                edited_at INTEGER NOT NULL
            );
            CREATE INDEX drafts_by_owner ON drafts(owner_id, edited_at);

            CREATE TABLE counters (
                id INTEGER PRIMARY KEY,
                title TEXT NOT NULL,
                value INTEGER NOT NULL
            );

            CREATE TABLE voice_messages (
                id INTEGER PRIMARY KEY,
                sender TEXT NOT NULL,
                duration_seconds INTEGER NOT NULL,
                sent_at INTEGER NOT NULL
            );

            CREATE TABLE sessions (
                token TEXT PRIMARY KEY NOT NULL,
                user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                created_at INTEGER NOT NULL
            ) WITHOUT ROWID;
            """)
    }

    /// Sessions keep only a hash of their token (SHA-256), and expire by `created_at`: the raw
    /// tokens of an older database are hashed as they are moved over.
    static func hashSessionTokens(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE sessions_hashed (
                token_hash TEXT PRIMARY KEY NOT NULL,
                user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                created_at INTEGER NOT NULL
            ) WITHOUT ROWID;
            """)
        let insert = try db.makeStatement(sql: "INSERT INTO sessions_hashed (token_hash, user_id, created_at) VALUES (?, ?, ?)")
        for row in try Row.fetchAll(db, sql: "SELECT token, user_id, created_at FROM sessions") {
            try insert.execute(arguments: [SessionTokenFactory.hash(row[0]), row[1] as Int64, row[2] as Int64])
        }
        try db.execute(sql: """
            DROP TABLE sessions;
            ALTER TABLE sessions_hashed RENAME TO sessions;
            CREATE INDEX sessions_by_creation ON sessions(created_at);
            """)
    }
}

/// Writes ``SeedData`` rows with prepared statements.
private enum SeedWriter {
    static func insert(_ seed: SeedData, seed value: UInt64, into db: Database) throws {
        try db.execute(sql: "INSERT INTO meta (key, value) VALUES ('seed', ?)", arguments: [String(value)])

        let users = try db.makeStatement(sql: """
            INSERT INTO users (id, username, password_hash, name, summary, role) VALUES (?, ?, ?, ?, ?, ?)
            """)
        for user in seed.users {
            try users.execute(arguments: [user.id, user.username, user.passwordHash, user.name, user.summary, user.role])
        }

        let follows = try db.makeStatement(sql: "INSERT INTO follows (follower_id, followee_id) VALUES (?, ?)")
        for follow in seed.follows {
            try follows.execute(arguments: [follow.followerId, follow.followeeId])
        }

        let blogs = try db.makeStatement(sql: """
            INSERT INTO blogs (id, author_id, title, summary, body, like_count, share_count) VALUES (?, ?, ?, ?, ?, ?, ?)
            """)
        for blog in seed.blogs {
            try blogs.execute(arguments: [
                blog.id, blog.authorId, blog.title, blog.summary, blog.body, blog.likeCount, blog.shareCount,
            ])
        }

        let likes = try db.makeStatement(sql: "INSERT INTO likes (blog_id, user_id) VALUES (?, ?)")
        for like in seed.likes {
            try likes.execute(arguments: [like.blogId, like.userId])
        }

        let drafts = try db.makeStatement(sql: """
            INSERT INTO drafts (id, owner_id, title, summary, edited_at) VALUES (?, ?, ?, ?, ?)
            """)
        for draft in seed.drafts {
            try drafts.execute(arguments: [draft.id, draft.ownerId, draft.title, draft.summary, draft.editedAt])
        }

        let counters = try db.makeStatement(sql: "INSERT INTO counters (id, title, value) VALUES (?, ?, ?)")
        for counter in seed.counters {
            try counters.execute(arguments: [counter.id, counter.title, counter.value])
        }

        let voiceMessages = try db.makeStatement(sql: """
            INSERT INTO voice_messages (id, sender, duration_seconds, sent_at) VALUES (?, ?, ?, ?)
            """)
        for message in seed.voiceMessages {
            try voiceMessages.execute(arguments: [message.id, message.sender, message.durationSeconds, message.sentAt])
        }
    }
}
