import Domain
import MVICore
import MVIFeatures
import SceneViews
import TerminalUI

/// Blog detail: a scoped store onto the profile's `blogsByID[id]`, so its like and share
/// change the very value the profile's list shows.
final class BlogDetailViewController: ViewController {
    private let store: Store<Blog?, BlogDetailFeature.Action>
    private let strings: Localizer
    private let detailView = BlogDetailView()
    private var observation: StoreObservation?

    init(blog: Blog, store: Store<Blog?, BlogDetailFeature.Action>, strings: Localizer) {
        self.store = store
        self.strings = strings
        super.init()
        title = blog.title
    }

    override func loadView() { view = detailView }

    override var preferredFocusedView: View? { detailView.likeButton }

    override func viewDidLoad() {
        // mvx-mutate:equivalent-next-line VoidMethodCall: ViewController's viewDidLoad is empty (TerminalUI), so skipping it changes nothing
        super.viewDidLoad()
        let store = store
        detailView.likeButton.addAction { store.send(.likeTapped) }
        detailView.shareButton.addAction { store.send(.shareTapped) }
        observation = store.observe { [weak self] blog in
            guard let self, let blog else { return }
            self.render(blog)
        }
    }

    private func render(_ blog: Blog) {
        detailView.title = blog.title
        detailView.authorText = strings(.byAuthor(blog.authorName))
        detailView.body = blog.body
        detailView.setLike(title: strings(.likes(blog.likeCount)), isLiked: blog.isLiked)
        detailView.shareTitle = strings(.shares(blog.shareCount))
    }
}
