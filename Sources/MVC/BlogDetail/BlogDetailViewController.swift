import Domain
import SceneViews
import TerminalUI

/// Blog detail: the title, author, full text, and the same like and share buttons as the list.
///
/// It reads the blog from the ``BlogModel`` and observes it, and its buttons go through the
/// same ``BlogActionController`` as the list's rows: a like given here is the model's change,
/// so the list shows it on return without either screen calling the other.
final class BlogDetailViewController: ViewController {
    private let blogID: Blog.ID
    private let model: BlogModel
    private let strings: Localizer
    private let actions: BlogActionController
    private let detailView = BlogDetailView()

    /// The detail page of the blog `blogID` (already loaded into `model`).
    init(blogID: Blog.ID, model: BlogModel, strings: Localizer) {
        self.blogID = blogID
        self.model = model
        self.strings = strings
        self.actions = BlogActionController(model: model, strings: strings)
        super.init()
        title = model.blog(blogID)?.title
    }

    override func loadView() { view = detailView }

    override var preferredFocusedView: View? { detailView.likeButton }

    override func viewDidLoad() {
        super.viewDidLoad()  // mvx-mutate:equivalent-line VoidMethodCall: ViewController.viewDidLoad() is empty
        detailView.likeButton.addAction { [weak self] in
            guard let self else { return }
            self.actions.toggleLike(of: self.blogID, in: self)
        }
        detailView.shareButton.addAction { [weak self] in
            guard let self else { return }
            self.actions.share(self.blogID, in: self)
        }
        model.addObserver(self) { controller, blog in
            if blog.id == controller.blogID { controller.render(blog) }
        }
        if let blog = model.blog(blogID) { render(blog) }
    }

    private func render(_ blog: Blog) {
        title = blog.title
        detailView.title = blog.title
        detailView.authorText = strings(.byAuthor(blog.authorName))
        detailView.body = blog.body
        detailView.setLike(title: strings(.likes(blog.likeCount)), isLiked: blog.isLiked)
        detailView.shareTitle = strings(.shares(blog.shareCount))
    }
}
