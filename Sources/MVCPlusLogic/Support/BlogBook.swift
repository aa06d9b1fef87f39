import Domain
import MVCPlusKit

/// The blogs a profile shows, as one model shared by its blog list and every blog detail page
/// opened from it: one source of truth per blog. A like shows at once and is held until the
/// backend answers (a second like meanwhile is refused); a refusal puts back what was shown.
/// Whoever holds it hears each change (M → C).
@MainActor
public final class BlogBook {
    private var blogs: [Blog.ID: Blog] = [:]
    private var beforeLike: [Blog.ID: Blog] = [:]
    private var sharing: Set<Blog.ID> = []
    private var listeners: [(owner: WeakBox, onChange: @MainActor (Blog) -> Void)] = []

    private struct WeakBox { weak var object: AnyObject? }

    /// An empty book.
    public init() {}

    /// The blog `id` as shown now.
    public func blog(_ id: Blog.ID) -> Blog? { blogs[id] }

    /// Whether a like of `id` waits for the backend.
    public func isChanging(_ id: Blog.ID) -> Bool { beforeLike[id] != nil }

    /// Calls `onChange` with every blog that changes, while `owner` lives.
    public func observe(by owner: AnyObject, _ onChange: @escaping @MainActor (Blog) -> Void) {
        // mvx-mutate:equivalent-next-line VoidMethodCall: only frees memory; change() already skips listeners whose owner is gone
        listeners.removeAll { $0.owner.object == nil }
        listeners.append((WeakBox(object: owner), onChange))
    }

    /// Takes the server's copies (a page loaded), except of blogs whose like waits.
    public func store(_ loaded: [Blog]) {
        for blog in loaded where beforeLike[blog.id] == nil { blogs[blog.id] = blog }
    }

    /// Shows `liked` at once; `false` (nothing changes) while a like of this blog waits.
    public func beginLike(_ liked: Bool, of id: Blog.ID) -> Bool {
        guard beforeLike[id] == nil, let blog = blogs[id] else { return false }
        beforeLike[id] = blog
        change(blog.withLike(liked))
        return true
    }

    /// The backend answered the like: its likes, or on failure exactly the likes shown before —
    /// and the share count as it is now (a share of this blog may have answered meanwhile).
    public func endLike(of id: Blog.ID, with result: Result<Blog, AppError>) {
        guard let before = beforeLike.removeValue(forKey: id), let current = blogs[id] else { return }
        change(current.withLike(from: (try? result.get()) ?? before))
    }

    /// Starts a share of `id`; `false` (send nothing) while one of it runs.
    public func beginShare(of id: Blog.ID) -> Bool { sharing.insert(id).inserted }

    /// The share of `id` ended.
    public func endShare(of id: Blog.ID) { sharing.remove(id) }

    /// A share's answer: its share count (the likes stay as shown, a like may be in flight).
    public func shared(_ blog: Blog) {
        guard let current = blogs[blog.id] else { return }
        change(current.withShares(from: blog))
    }

    private func change(_ blog: Blog) {
        blogs[blog.id] = blog
        for listener in listeners where listener.owner.object != nil { listener.onChange(blog) }
    }
}
