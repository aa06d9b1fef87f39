import Domain
import MVPPresenters
import SceneViews
import TerminalUI

/// Blog detail as a passive ``MVPPresenters/BlogDetailView``: shows what
/// ``BlogDetailPresenter`` gives it and forwards the two buttons.
final class BlogDetailViewController: ViewController, MVPPresenters.BlogDetailView {
    private let presenter: BlogDetailPresenter
    private let detailView = SceneViews.BlogDetailView()

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

    // MARK: BlogDetailView

    func setTitle(_ title: String) { self.title = title }

    func show(_ detail: BlogDetailViewData) {
        detailView.title = detail.title
        detailView.authorText = detail.authorText
        detailView.body = detail.body
        detailView.setLike(title: detail.likeTitle, isLiked: detail.isLiked)
        detailView.shareTitle = detail.shareTitle
    }

    func showToast(_ message: String) { toast(message) }

    func showConfirmation(_ confirmation: Confirmation, onConfirm: @escaping @MainActor () -> Void) {
        presentConfirmation(confirmation, onConfirm: onConfirm)
    }
}
