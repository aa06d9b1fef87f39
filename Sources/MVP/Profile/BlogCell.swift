import MVPPresenters
import SceneViews
import TerminalUI

/// The shared blog row as a passive ``BlogCellView``: its presenter fills it, and its
/// buttons only tell that presenter they were pressed.
final class BlogCell: SceneViews.BlogCell, BlogCellView {
    /// The blog this cell shows now; setting it binds the cell (and fills it).
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

/// The shared draft row as a passive ``DraftCellView``.
final class DraftCell: SceneViews.DraftCell, DraftCellView {
    func setTitle(_ title: String) { self.title = title }
    func setSummary(_ summary: String) { self.summary = summary }
    func setEditedText(_ text: String) { editedText = text }
}
