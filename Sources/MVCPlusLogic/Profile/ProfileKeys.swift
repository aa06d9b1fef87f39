import Domain
import MVCPlusKit

/// The profile page's keys, on `profile.<user id>`; its lists talk on `….blogs` and `….drafts`.
public enum ProfileKeys {
    /// The header's texts (VM → V).
    public static let header = ChannelKey<HeaderData>("header")
    /// Why the header's user did not load, or `nil` once a retry runs (VM → V).
    public static let headerError = ChannelKey<ListError?>("headerError")
    /// `Blogs`, `Drafts` on the own profile (VM → V; no tabs otherwise).
    public static let tabs = ChannelKey<[String]>("tabs")
    /// `Discover` on the own profile (VM → V; no button otherwise).
    public static let discover = ChannelKey<String>("discover")
    /// The tab shown (VM → V).
    public static let selectedTab = ChannelKey<Int>("selectedTab")
    /// A tab was chosen (V → VM).
    public static let tabSelected = ChannelKey<Int>("tabSelected")
    /// The avatar, `Friends N`, `Discover` (V → VM).
    public static let avatarTapped = ChannelKey<Void>("avatarTapped")
    public static let friendsTapped = ChannelKey<Void>("friendsTapped")
    public static let discoverTapped = ChannelKey<Void>("discoverTapped")
    /// The HUD over the whole page while a draft is deleted, or `nil` (VM → V).
    public static let deleting = ChannelKey<String?>("deleting")
    /// `d` on the Drafts tab, with the selected row (V → VM, on the drafts' namespace).
    public static let deleteDraft = ChannelKey<Int>("delete")
}

/// A blog's buttons, on the namespace of whatever shows the blog (the list, a detail page).
public enum BlogKeys {
    /// The like button of blog `id` (V → VM).
    public static let like = ChannelKey<Blog.ID>("like")
    /// The share button of blog `id` (V → VM).
    public static let share = ChannelKey<Blog.ID>("share")
    /// The blog shown on a detail page (VM → V).
    public static let detail = ChannelKey<BlogRowData>("detail")
    /// A toast on a detail page (VM → V).
    public static let toast = ChannelKey<String>("toast")
}

/// The user-info header's texts.
public struct HeaderData: Equatable, Sendable {
    /// The avatar's initials, the name, `Posts N`, `Friends N`, `Summary: …`.
    public var initials: String, name: String, posts: String, friends: String, summary: String
}

/// What a draft row shows.
public struct DraftRowData: Equatable, Sendable {
    /// The draft.
    public var id: Draft.ID
    /// The title, the summary (or its fallback), when it was edited (`3 min ago`).
    public var title: String, summary: String, edited: String
}

/// A page of fields (user detail, draft detail).
public enum FieldKeys {
    /// The fields, in order (VM → V).
    public static let fields = ChannelKey<[DetailField]>("fields")
}
