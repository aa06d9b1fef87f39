import Domain
import MVCPlusKit

/// What a blog detail's view model hands its controller.
@MainActor
public protocol BlogDetailViewModelDelegate: AnyObject {
    /// Like or unlike the blog.
    func blogDetailViewModel(_ viewModel: BlogDetailViewModel, needsLike liked: Bool)
    /// Ask `Remove your like?` first.
    func blogDetailViewModelNeedsUnlikeQuestion(_ viewModel: BlogDetailViewModel)
    /// Share the blog.
    func blogDetailViewModelNeedsShare(_ viewModel: BlogDetailViewModel)
}

/// A blog detail page's logic: what it shows, and what the like button means.
@MainActor
public final class BlogDetailViewModel {
    /// The controller.
    public weak var delegate: (any BlogDetailViewModelDelegate)?
    /// The blog as shown.
    public private(set) var row: BlogRowData?
    private var channel: ChannelScope?

    /// An empty page.
    public init() {}

    /// Listens to the buttons.
    public func bind(to channel: ChannelScope) {
        self.channel = channel
        channel.subscribe(BlogKeys.like, by: self) { [weak self] _ in self?.likeTapped() }
        channel.subscribe(BlogKeys.share, by: self) { [weak self] _ in self.map { $0.delegate?.blogDetailViewModelNeedsShare($0) } }
    }

    /// The blog changed (here, in the list, or loaded).
    public func show(_ row: BlogRowData) {
        self.row = row
        channel?.publish(BlogKeys.detail, row, from: self)
    }

    /// A toast on this page.
    public func toast(_ message: String) { channel?.publish(BlogKeys.toast, message, from: self) }

    private func likeTapped() {
        switch row?.likeIntent {
        case .like?: delegate?.blogDetailViewModel(self, needsLike: true)
        case .askToUnlike?: delegate?.blogDetailViewModelNeedsUnlikeQuestion(self)
        default: break
        }
    }
}

/// A blog's detail page: the same ``BlogBook`` as the list it came from, so a like here is in
/// the list on return. Its view model decides what a like means; this controller sends it.
@MainActor
public final class BlogDetailController: SceneController, BlogDetailViewModelDelegate {
    public let kind = SceneKind.blogDetail
    public let title: String
    public let namespace: String
    public let pendingWork = PendingWork()
    public weak var navigator: (any SceneNavigator)?
    /// The view model.
    public let viewModel = BlogDetailViewModel()
    private let blogID: Blog.ID
    private let book: BlogBook
    private let requests: BlogRequests
    private let strings: Localizer

    /// The detail of `blogID`, shown from `book`.
    public init(blogID: Blog.ID, book: BlogBook, requests: BlogRequests, strings: Localizer) {
        self.blogID = blogID
        self.book = book
        self.requests = requests
        self.strings = strings
        title = book.blog(blogID)?.title ?? ""
        namespace = "blog.\(blogID)"
        viewModel.delegate = self
    }

    public func viewDidLoad(channel: ChannelScope) {
        viewModel.bind(to: channel)
        book.observe(by: self) { [weak self] blog in
            guard let self, blog.id == self.blogID else { return }
            self.show()
        }
        show()
    }

    private func show() {
        guard let blog = book.blog(blogID) else { return }
        viewModel.show(BlogRowData(blog, strings: strings, isLiking: book.isChanging(blogID)))
    }

    public func blogDetailViewModel(_ viewModel: BlogDetailViewModel, needsLike liked: Bool) {
        requests.setLiked(liked, id: blogID, work: pendingWork) { [weak viewModel] in viewModel?.toast($0) }
    }

    public func blogDetailViewModelNeedsUnlikeQuestion(_ viewModel: BlogDetailViewModel) {
        navigator?.confirm(requests.unlikeQuestion) { [weak self] ok in
            if ok { self.map { $0.blogDetailViewModel($0.viewModel, needsLike: false) } }
        }
    }

    public func blogDetailViewModelNeedsShare(_ viewModel: BlogDetailViewModel) {
        requests.share(blogID, work: pendingWork) { [weak viewModel] in viewModel?.toast($0) }
    }
}
