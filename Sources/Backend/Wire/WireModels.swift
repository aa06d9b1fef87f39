/// The JSON shapes of api.md. Each type writes itself with ``JSONWriter``,
/// with keys in the order the contract lists them.
protocol JSONWritable: Sendable {
    /// Writes this value as one JSON value.
    func write(to writer: inout JSONWriter)
}

extension Array: JSONWritable where Element: JSONWritable {
    func write(to writer: inout JSONWriter) {
        writer.beginArray()
        for element in self {
            element.write(to: &writer)
        }
        writer.endArray()
    }
}

/// `{id, name, summary, postCount, friendCount, isFollowing}`.
struct WireUser: JSONWritable, Equatable {
    var id: Int64
    var name: String
    var summary: String
    var postCount: Int64
    var friendCount: Int64
    /// Whether the caller follows this user (false without a token).
    var isFollowing: Bool

    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("id"); writer.int(id)
        writer.key("name"); writer.string(name)
        writer.key("summary"); writer.string(summary)
        writer.key("postCount"); writer.int(postCount)
        writer.key("friendCount"); writer.int(friendCount)
        writer.key("isFollowing"); writer.bool(isFollowing)
        writer.endObject()
    }
}

/// The signed-in user inside a session: `{id, name, role}`.
struct WireSessionUser: JSONWritable, Equatable {
    var id: Int64
    var name: String
    /// `teacher`, `student` or `member`.
    var role: String

    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("id"); writer.int(id)
        writer.key("name"); writer.string(name)
        writer.key("role"); writer.string(role)
        writer.endObject()
    }
}

/// `{token, user}`, the answer to `POST /v1/sessions`.
struct WireSession: JSONWritable, Equatable {
    var token: String
    var user: WireSessionUser

    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("token"); writer.string(token)
        writer.key("user"); user.write(to: &writer)
        writer.endObject()
    }
}

/// `{id, authorId, authorName, title, summary, body, likeCount, shareCount, isLiked}`.
struct WireBlog: JSONWritable, Equatable {
    var id: Int64
    var authorId: Int64
    var authorName: String
    var title: String
    var summary: String
    var body: String
    var likeCount: Int64
    var shareCount: Int64
    /// Whether the caller likes this blog (false without a token).
    var isLiked: Bool

    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("id"); writer.int(id)
        writer.key("authorId"); writer.int(authorId)
        writer.key("authorName"); writer.string(authorName)
        writer.key("title"); writer.string(title)
        writer.key("summary"); writer.string(summary)
        writer.key("body"); writer.string(body)
        writer.key("likeCount"); writer.int(likeCount)
        writer.key("shareCount"); writer.int(shareCount)
        writer.key("isLiked"); writer.bool(isLiked)
        writer.endObject()
    }
}

/// `{id, title, summary, editedAt}`, with `editedAt` in ISO-8601.
struct WireDraft: JSONWritable, Equatable {
    var id: Int64
    var title: String
    var summary: String
    /// Seconds since 1970-01-01T00:00:00Z.
    var editedAt: Int64

    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("id"); writer.int(id)
        writer.key("title"); writer.string(title)
        writer.key("summary"); writer.string(summary)
        writer.key("editedAt"); writer.string(ISO8601Timestamp.string(fromUnixSeconds: editedAt))
        writer.endObject()
    }
}

/// `{id, title, value}`.
struct WireCounter: JSONWritable, Equatable {
    var id: Int64
    var title: String
    var value: Int64

    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("id"); writer.int(id)
        writer.key("title"); writer.string(title)
        writer.key("value"); writer.int(value)
        writer.endObject()
    }
}

/// `{id, sender, durationSeconds, sentAt}`, with `sentAt` in ISO-8601.
struct WireVoiceMessage: JSONWritable, Equatable {
    var id: Int64
    var sender: String
    var durationSeconds: Int64
    /// Seconds since 1970-01-01T00:00:00Z.
    var sentAt: Int64

    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("id"); writer.int(id)
        writer.key("sender"); writer.string(sender)
        writer.key("durationSeconds"); writer.int(durationSeconds)
        writer.key("sentAt"); writer.string(ISO8601Timestamp.string(fromUnixSeconds: sentAt))
        writer.endObject()
    }
}

/// `{items, page, hasMore}`.
struct WirePage<Item: JSONWritable>: JSONWritable {
    var items: [Item]
    var page: Int
    var hasMore: Bool

    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("items"); items.write(to: &writer)
        writer.key("page"); writer.int(page)
        writer.key("hasMore"); writer.bool(hasMore)
        writer.endObject()
    }
}

/// `{"status":"ok"}`.
struct WireHealth: JSONWritable {
    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("status"); writer.string("ok")
        writer.endObject()
    }
}
