import Foundation

/// A published blog post, as shown in a profile's blog list and in blog detail.
///
/// `isLiked` is relative to the signed-in account that fetched the blog.
public struct Blog: Identifiable, Codable, Hashable, Sendable {
    /// The blog's identifier, as the backend assigns it.
    public typealias ID = Int

    /// The blog's identifier.
    public var id: ID
    /// The author's user identifier.
    public var authorId: User.ID
    /// The author's display name.
    public var authorName: String
    /// The title.
    public var title: String
    /// A short summary; may be empty (the UI shows a fallback text then).
    public var summary: String
    /// The full text.
    public var body: String
    /// How many accounts like the blog.
    public var likeCount: Int
    /// How many times the blog was shared.
    public var shareCount: Int
    /// Whether the signed-in account likes the blog.
    public var isLiked: Bool

    /// Creates a blog.
    public init(
        id: ID,
        authorId: User.ID,
        authorName: String,
        title: String,
        summary: String = "",
        body: String = "",
        likeCount: Int = 0,
        shareCount: Int = 0,
        isLiked: Bool = false
    ) {
        self.id = id
        self.authorId = authorId
        self.authorName = authorName
        self.title = title
        self.summary = summary
        self.body = body
        self.likeCount = likeCount
        self.shareCount = shareCount
        self.isLiked = isLiked
    }
}

extension Blog {
    /// The blog as it looks right after the signed-in account (un)likes it, before
    /// the server confirms: the flag set and the count moved by one. Setting the
    /// current state again returns the blog unchanged, so an optimistic update can
    /// never move the count by two.
    public func withLike(_ liked: Bool) -> Blog {
        guard liked != isLiked else { return self }
        var copy = self
        copy.isLiked = liked
        copy.likeCount = max(0, likeCount + (liked ? 1 : -1))
        return copy
    }

    /// This blog with what the backend's answer to a like or unlike says of likes — the count
    /// and whether I like it — and everything else as it is here: a share of the same blog may
    /// have answered since, and the like's copy would put its share count back.
    public func withLike(from answer: Blog) -> Blog {
        var copy = self
        copy.likeCount = answer.likeCount
        copy.isLiked = answer.isLiked
        return copy
    }

    /// This blog with the share count of the backend's answer to a share, and everything else
    /// as it is here (a like of the same blog may be in flight or have answered since).
    public func withShares(from answer: Blog) -> Blog {
        var copy = self
        copy.shareCount = answer.shareCount
        return copy
    }
}
