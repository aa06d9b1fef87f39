import MVPPresenters
import SceneViews
import TerminalUI

/// The shared blog row, bound to the ``MVPPresenters/BlogCellPresenter`` of the blog it
/// shows: that presenter fills it (as its ``MVPPresenters/BlogCellViewInterface``) and the
/// row's buttons only tell that presenter they were pressed. On reuse it lets go of the
/// previous presenter, so an old blog never writes into a row showing another one.
final class PresenterBoundBlogCell: BlogCell, BlogCellViewInterface, PagedTableRow {
    /// The blog this row shows now; setting it binds the row (and fills it).
    var presenter: BlogCellPresenter? {
        didSet {
            if let oldValue, oldValue !== presenter, oldValue.view === self { oldValue.view = nil }
            presenter?.view = self
            likeButton.removeAllActions()
            shareButton.removeAllActions()
            likeButton.addAction { [weak self] in self?.presenter?.didTapLike() }
            shareButton.addAction { [weak self] in self?.presenter?.didTapShare() }
        }
    }

    func setTitle(_ title: String) { self.title = title }
    func setSummary(_ summary: String) { self.summary = summary }
    func setShareTitle(_ title: String) { shareTitle = title }
}
