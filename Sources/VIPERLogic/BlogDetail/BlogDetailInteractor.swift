import Domain

/// One blog, read from and written to the shared ``BlogRepository`` — the same value the
/// profile's list shows. Every change reaches the presenter through the output.
@MainActor
public final class BlogDetailInteractor: BlogDetailInteractorInput {
    /// The presenter, held weakly (the presenter holds the interactor).
    public weak var output: (any BlogDetailInteractorOutput)?
    private let blogID: Blog.ID
    private let repository: BlogRepository
    private let actions: BlogActions

    /// Creates the interactor of the blog with `blogID`, over `repository`.
    public init(blogID: Blog.ID, service: any BlogService, repository: BlogRepository) {
        self.blogID = blogID
        self.repository = repository
        self.actions = BlogActions(service: service, repository: repository)
        repository.observe { [weak self] entry in
            guard let self else { return false }  // mvx-mutate:equivalent-line BooleanLiteral: a kept closure of a gone interactor does nothing; only the repository's list grows
            if entry.blog.id == self.blogID { self.output?.interactorDidUpdate(entry) }
            return true
        }
    }

    public func findBlog() {
        guard let blog = repository.blog(blogID) else { return }
        output?.interactorDidUpdate(repository.entry(for: blog))
    }

    public func setLiked(_ liked: Bool) async {
        if await actions.setLiked(liked, blogID: blogID) == .failed { output?.interactorLikeFailed() }
    }

    public func share() async {
        if let succeeded = await actions.share(blogID: blogID) { output?.interactorDidShare(succeeded: succeeded) }
    }
}
