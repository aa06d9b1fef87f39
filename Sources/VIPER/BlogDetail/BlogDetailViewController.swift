import PatternKit
import SceneViews
import TerminalUI
import VIPERLogic

/// Blog detail as a passive VIPER view: the shared ``BlogDetailView`` showing what the
/// presenter formats; like and share go to the presenter.
final class BlogDetailViewController: ViewController, BlogDetailViewInterface {
    private let eventHandler: any BlogDetailModuleInterface
    private let detailView = BlogDetailView()

    /// Creates the page; it holds `eventHandler` (the presenter) for as long as it lives.
    init(eventHandler: any BlogDetailModuleInterface) {
        self.eventHandler = eventHandler
        super.init()
        track(eventHandler.pendingWork)
    }

    override func loadView() { view = detailView }

    override var preferredFocusedView: View? { detailView.likeButton }

    override func viewDidLoad() {
        // mvx-mutate:equivalent-next-line VoidMethodCall: ViewController's viewDidLoad is empty (TerminalUI), so skipping it changes nothing
        super.viewDidLoad()
        detailView.likeButton.addAction { [weak eventHandler] in eventHandler?.toggleLike() }
        detailView.shareButton.addAction { [weak eventHandler] in eventHandler?.share() }
        eventHandler.viewDidLoad()
    }

    override func viewWillAppear(_ animated: Bool) {
        // mvx-mutate:equivalent-next-line VoidMethodCall: ViewController's viewWillAppear is empty (TerminalUI), so skipping it changes nothing
        super.viewWillAppear(animated)
        eventHandler.viewWillAppear()
    }

    func show(_ blog: BlogDetailDisplayData) {
        guard isViewLoaded else { return }
        title = blog.title
        detailView.title = blog.title
        detailView.authorText = blog.authorText
        detailView.body = blog.body
        detailView.setLike(title: blog.likeTitle, isLiked: blog.isLiked)
        detailView.shareTitle = blog.shareTitle
    }

}
