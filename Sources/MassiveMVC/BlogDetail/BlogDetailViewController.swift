import Domain
import SceneViews
import TerminalUI

/// Blog detail: the title, author, full text, and the same like and share buttons.
///
/// The profile controller that pushed it owns the blog: this page asks it for the
/// current value and forwards taps to it, and it calls ``update(_:)`` on changes —
/// so the list and the detail never disagree.
final class BlogDetailViewController: ViewController {
    private var blog: Blog
    private let strings: Localizer
    private let detailView = BlogDetailView()

    /// Called with the blog's id when the like button is activated.
    var onLike: ((Blog.ID) -> Void)?
    /// Called with the blog's id when the share button is activated.
    var onShare: ((Blog.ID) -> Void)?
    /// Reads the blog's current value from its owner.
    var currentBlog: ((Blog.ID) -> Blog?)?

    init(blog: Blog, strings: Localizer) {
        self.blog = blog
        self.strings = strings
        super.init()
        title = blog.title
    }

    override func loadView() { view = detailView }

    override var preferredFocusedView: View? { detailView.likeButton }

    override func viewDidLoad() {
        super.viewDidLoad()
        detailView.likeButton.addAction { [weak self] in
            guard let self else { return }
            self.onLike?(self.blog.id)
        }
        detailView.shareButton.addAction { [weak self] in
            guard let self else { return }
            self.onShare?(self.blog.id)
        }
        render()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let current = currentBlog?(blog.id) { update(current) }
    }

    /// Shows the blog's new value.
    func update(_ blog: Blog) {
        guard blog.id == self.blog.id else { return }
        self.blog = blog
        if isViewLoaded { render() }
    }

    private func render() {
        detailView.title = blog.title
        detailView.authorText = strings(.byAuthor(blog.authorName))
        detailView.body = blog.body
        detailView.setLike(title: strings(.likes(blog.likeCount)), isLiked: blog.isLiked)
        detailView.shareTitle = strings(.shares(blog.shareCount))
    }
}
