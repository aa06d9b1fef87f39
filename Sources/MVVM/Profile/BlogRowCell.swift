import MVVMViewModels
import SceneViews
import TerminalUI

/// A blog row bound to its ``BlogViewModel``: it shows the blog's state as it changes
/// (from this row, the detail page, or a reload) and sends its buttons to the view model.
final class BlogRowCell: BlogCell {
    private var binding: ObservationToken?

    /// Binds the cell to `viewModel` until it is reused.
    func configure(with viewModel: BlogViewModel) {
        binding = observe { [weak self] in
            guard let self else { return }
            self.title = viewModel.title
            self.summary = viewModel.summaryText
            self.setLike(title: viewModel.likeTitle, isLiked: viewModel.isLiked)
            self.shareTitle = viewModel.shareTitle
        }
        likeButton.addAction { [weak viewModel] in viewModel?.likeTapped() }
        shareButton.addAction { [weak viewModel] in viewModel?.shareTapped() }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        binding?.cancel()
        binding = nil
    }
}
