import Domain

/// The header's display strings.
public struct ProfileHeaderDisplayData: Equatable, Sendable {
    /// The avatar's letters.
    public var initials: String
    /// The user's name.
    public var name: String
    /// `Posts N`.
    public var postsText: String
    /// `Friends N`.
    public var friendsText: String
    /// `Summary: …` (or the fallback text).
    public var summaryText: String
}

/// What a blog row shows, as display strings (and the id its buttons report).
public struct BlogRowDisplayData: Equatable, Sendable {
    /// The blog the row shows.
    public var id: Blog.ID
    /// The blog's title.
    public var title: String
    /// `Summary: …` (or the fallback text).
    public var summary: String
    /// `Likes N`.
    public var likeTitle: String
    /// Whether I liked it (the like button is marked).
    public var isLiked: Bool
    /// `Shares N`.
    public var shareTitle: String
}

/// What a draft row shows, as display strings.
public struct DraftRowDisplayData: Equatable, Sendable {
    /// The draft's title.
    public var title: String
    /// `Summary: …` (or the fallback text).
    public var summary: String
    /// When it was last edited (`3 min ago`).
    public var editedText: String
}

/// Rows for one of the profile's lists.
public enum ProfileRows: Equatable, Sendable {
    /// Rows of the blog list.
    case blogs([BlogRowDisplayData])
    /// Rows of the draft list.
    case drafts([DraftRowDisplayData])

    /// The list the rows belong to.
    public var list: ProfileList {
        switch self {
        case .blogs: .blogs
        case .drafts: .drafts
        }
    }
}
