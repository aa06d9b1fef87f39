import Domain
import VIPERLogic

/// Records navigation and questions for every module's router; `answer` decides whether a
/// question gets OK.
@MainActor
final class FakeRouter: ProfileRouterInput, BlogDetailRouterInput, UserListRouterInput {
    enum Route: Equatable {
        case blogDetail(Blog.ID), userDetail(User.ID), userList(UserListScene), draftDetail(Draft.ID)
    }

    var routes: [Route] = []
    var confirmations: [String] = []
    var answer = true

    func showBlogDetail(blogID: Blog.ID) { routes.append(.blogDetail(blogID)) }
    func showUserDetail(_ user: User, isSignedInUser: Bool) { routes.append(.userDetail(user.id)) }
    func showUserList(_ scene: UserListScene, delegate: (any UserListModuleDelegate)?) { routes.append(.userList(scene)) }
    func showDraftDetail(_ draft: Draft) { routes.append(.draftDetail(draft.id)) }
    func confirm(_ confirmation: Confirmation, onConfirm: @escaping @MainActor () -> Void) {
        confirmations.append(confirmation.message)
        if answer { onConfirm() }
    }
}
