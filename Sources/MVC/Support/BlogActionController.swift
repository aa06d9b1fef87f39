import Domain
import PatternKit
import TerminalUI

/// What the like and share buttons of a blog do, wherever they are shown (a list row, the
/// detail page): the confirmation before an unlike, the model call, and the toast.
///
/// A small controller object shared by the blog table and the blog detail page, so both
/// behave the same without one screen calling into the other. The screen it acts for is
/// passed with each call: alerts are presented from it and toasts shown in its view.
@MainActor
final class BlogActionController {
    private var sharesInFlight: Set<Blog.ID> = []
    private let model: BlogModel
    private let strings: Localizer

    /// A controller acting on the blogs of `model`.
    init(model: BlogModel, strings: Localizer) {
        self.model = model
        self.strings = strings
    }

    /// Likes the blog at once; asks `Remove your like?` first when it is liked already. Does
    /// nothing while a like of the same blog is in flight.
    func toggleLike(of blogID: Blog.ID, in viewController: ViewController) {
        guard !model.isLikeInFlight(blogID), let blog = model.blog(blogID) else { return }
        guard blog.isLiked else { return setLiked(true, blogID: blogID, in: viewController) }
        viewController.presentConfirmation(.standard(strings(.removeLikeConfirmation), strings: strings)) { [weak self, weak viewController] in
            guard let self, let viewController else { return }
            self.setLiked(false, blogID: blogID, in: viewController)
        }
    }

    /// Shares the blog; toasts `Shared` (or the failure). A press while its share runs does
    /// nothing.
    func share(_ blogID: Blog.ID, in viewController: ViewController) {
        guard sharesInFlight.insert(blogID).inserted else { return }
        let model = model, strings = strings
        viewController.spawn { [weak self, weak viewController] in
            let result = await Result(catching: { try await model.share(blogID: blogID) })
            self?.sharesInFlight.remove(blogID)
            let message = switch result {
            case .success: strings(.shared)
            case .failure: strings(.shareFailed)
            }
            if let view = viewController?.view { Toast.show(message, in: view) }
        }
    }

    private func setLiked(_ liked: Bool, blogID: Blog.ID, in viewController: ViewController) {
        let model = model, strings = strings
        viewController.spawn { [weak viewController] in
            if case .failure = await Result(catching: { try await model.setLiked(liked, blogID: blogID) }),
               let view = viewController?.view {
                Toast.show(strings(.likeFailed), in: view)
            }
        }
    }
}
