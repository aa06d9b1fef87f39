/// A blog row as its ``BlogCellPresenter`` sees it: four setters, nothing else. The row is
/// bound to its presenter while it shows that blog, so a like shows in it at once.
@MainActor
public protocol BlogCellViewInterface: AnyObject {
    /// The blog's title.
    func setTitle(_ title: String)
    /// `Summary: …` (or its fallback).
    func setSummary(_ summary: String)
    /// `Likes N`, and whether I liked it.
    func setLike(title: String, isLiked: Bool)
    /// `Shares N`.
    func setShareTitle(_ title: String)
}
