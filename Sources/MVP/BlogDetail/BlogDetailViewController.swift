import MVPPresenters
import SceneViews
import TerminalUI

/// Blog detail as a passive ``MVPPresenters/BlogDetailViewInterface``: shows what
/// ``MVPPresenters/BlogDetailPresenter`` gives it and forwards the two buttons.
final class BlogDetailViewController: ViewController, BlogDetailViewInterface {
    private let presenter: BlogDetailPresenter
    private let detailView = BlogDetailView()

    init(presenter: BlogDetailPresenter) {
        self.presenter = presenter
        super.init()
    }

    override func loadView() { view = detailView }

    override var preferredFocusedView: View? { detailView.likeButton }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.view = self
        detailView.likeButton.addAction { [weak self] in self?.presenter.didTapLike() }
        detailView.shareButton.addAction { [weak self] in self?.presenter.didTapShare() }
        presenter.viewDidLoad()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    // MARK: BlogDetailViewInterface (toasts and alerts: PromptingViewInterface+ViewController)

    func setTitle(_ title: String) { self.title = title }

    func show(_ detail: BlogDetailViewData) {
        detailView.title = detail.title
        detailView.authorText = detail.authorText
        detailView.body = detail.body
        detailView.setLike(title: detail.likeTitle, isLiked: detail.isLiked)
        detailView.shareTitle = detail.shareTitle
    }
}
