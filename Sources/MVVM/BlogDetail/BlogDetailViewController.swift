import MVVMViewModels
import SceneViews
import TerminalUI

/// Blog detail: bound to the same ``BlogViewModel`` as the blog's row in the list, so a
/// like or share here is already in the list on return (and the other way round).
final class BlogDetailViewController: ViewController {
    private let viewModel: BlogViewModel
    private let detailView = BlogDetailView()
    private var binding: ObservationToken?

    init(viewModel: BlogViewModel) {
        self.viewModel = viewModel
        super.init()
        title = viewModel.title
    }

    override func loadView() { view = detailView }

    override var preferredFocusedView: View? { detailView.likeButton }

    override func viewDidLoad() {
        super.viewDidLoad()
        let viewModel = viewModel, detailView = detailView
        detailView.likeButton.addAction { viewModel.likeTapped() }
        detailView.shareButton.addAction { viewModel.shareTapped() }
        binding = observe {
            detailView.title = viewModel.title
            detailView.authorText = viewModel.authorText
            detailView.body = viewModel.body
            detailView.setLike(title: viewModel.likeTitle, isLiked: viewModel.isLiked)
            detailView.shareTitle = viewModel.shareTitle
        }
    }
}
