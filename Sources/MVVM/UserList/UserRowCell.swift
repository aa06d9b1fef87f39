import MVVMViewModels
import PatternKit
import SceneViews
import TerminalUI

/// A user row bound to its ``UserRowViewModel``.
///
/// The row does not know which scene it is in: its follow button routes a ``PatternKit/FollowEvent`` up
/// the responder chain, and the screen's view model decides what it means.
final class UserRowCell: UserCell {
    private var binding: ObservationToken?

    /// Binds the cell to `viewModel` until it is reused.
    func configure(with viewModel: UserRowViewModel) {
        binding = observe { [weak self] in
            guard let self else { return }
            self.name = viewModel.name
            self.summary = viewModel.summaryText
            self.setFollow(title: viewModel.followTitle, isFollowing: viewModel.isFollowing)
        }
        let userID = viewModel.id
        followButton.addAction { button in button.routeEvent(FollowEvent(userID: userID)) }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        binding?.cancel()
        binding = nil
    }
}
