import Domain
import MVCPlusKit

/// What a blog row (or its detail page) shows.
public struct BlogRowData: Equatable, Sendable {
    /// The blog.
    public var id: Blog.ID
    /// The title, `Summary: …`, `by AUTHOR`, the full text.
    public var title: String, summary: String, author: String, body: String
    /// `Likes N`, marked when I like it.
    public var likeTitle: String, isLiked: Bool
    /// `Shares N`.
    public var shareTitle: String
    /// A like of this blog waits for the backend (another press does nothing).
    public var isLiking: Bool

    /// The row of `blog`, in `strings`' language.
    public init(_ blog: Blog, strings: Localizer, isLiking: Bool) {
        id = blog.id
        title = blog.title
        summary = strings.blogSummary(blog.summary)
        author = strings(.byAuthor(blog.authorName))
        body = blog.body
        likeTitle = strings(.likes(blog.likeCount))
        isLiked = blog.isLiked
        shareTitle = strings(.shares(blog.shareCount))
        self.isLiking = isLiking
    }

    /// What pressing the like button means: nothing while a like waits, a like, or the
    /// `Remove your like?` question first.
    public var likeIntent: LikeIntent {
        if isLiking { return .nothing }
        return isLiked ? .askToUnlike : .like
    }

    /// See ``likeIntent``.
    public enum LikeIntent: Sendable { case nothing, like, askToUnlike }
}

/// The blog requests both blog scenes' controllers send: a like (optimistic through the
/// ``BlogBook``, rolled back on failure) and a share.
@MainActor
public struct BlogRequests {
    let book: BlogBook
    let service: any BlogService
    let strings: Localizer

    /// Likes or unlikes `id`; `toast` gets `Like failed` when the backend refuses.
    public func setLiked(_ liked: Bool, id: Blog.ID, work: PendingWork, toast: @escaping @MainActor (String) -> Void) {
        guard book.beginLike(liked, of: id) else { return }
        let service = service, book = book, strings = strings
        work.start {
            let result = await Result(catching: { try await service.setLiked(liked, blogID: id) })
            book.endLike(of: id, with: result)
            if case .failure = result { toast(strings(.likeFailed)) }
        }
    }

    /// Shares `id`; `toast` gets `Shared` or `Share failed`.
    public func share(_ id: Blog.ID, work: PendingWork, toast: @escaping @MainActor (String) -> Void) {
        guard book.beginShare(of: id) else { return }       // one share at a time
        let service = service, book = book, strings = strings
        work.start {
            let result = await Result(catching: { try await service.share(blogID: id) })
            book.endShare(of: id)
            switch result {
            case .success(let blog):
                book.shared(blog)
                toast(strings(.shared))
            case .failure:
                toast(strings(.shareFailed))
            }
        }
    }

    /// The `Remove your like?` question.
    public var unlikeQuestion: Confirmation { .standard(strings(.removeLikeConfirmation), strings: strings) }
}
