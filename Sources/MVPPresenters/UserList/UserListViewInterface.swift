/// The user list page (Friends or Suggested users, one ``Domain/UserListScene`` each): its
/// title, its rows, and the one row a follow changed.
@MainActor
public protocol UserListViewInterface: ListViewInterface {
    /// The screen's title.
    func setTitle(_ title: String)
    /// Asks for the row at `index` again.
    func reloadRow(at index: Int)
}

/// What a user row shows: name, summary, and the follow button.
public struct UserRowViewData: Equatable, Sendable {
    /// The user's name.
    public var name: String
    /// `Summary: …` (or its fallback).
    public var summary: String
    /// `Follow` / `Following`.
    public var followTitle: String
    /// Whether I follow the user.
    public var isFollowing: Bool
}
