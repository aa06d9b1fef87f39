import SceneViews
import TerminalUI
import VIPERLogic

/// Blog detail: shows what its presenter formats, reports like and share.
final class BlogDetailViewController: ViewController, BlogDetailViewInterface {
    private let presenter: BlogDetailPresenter
    private let detailView = BlogDetailView()

    init(presenter: BlogDetailPresenter, title: String) {
        self.presenter = presenter
        super.init()
        trackWork(of: presenter.work)
        self.title = title
    }

    override func loadView() { view = detailView }

    override var preferredFocusedView: View? { detailView.likeButton }

    override func viewDidLoad() {
        super.viewDidLoad()
        detailView.likeButton.addAction { [weak self] in self?.presenter.toggleLike() }
        detailView.shareButton.addAction { [weak self] in self?.presenter.share() }
        presenter.viewWillAppear()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    func show(_ blog: BlogDetailViewData) {
        guard isViewLoaded else { return }
        detailView.title = blog.title
        detailView.authorText = blog.authorText
        detailView.body = blog.body
        detailView.setLike(title: blog.likeTitle, isLiked: blog.isLiked)
        detailView.shareTitle = blog.shareTitle
    }

    func showToast(_ text: String) { _ = Toast.show(text, in: view) }
}
