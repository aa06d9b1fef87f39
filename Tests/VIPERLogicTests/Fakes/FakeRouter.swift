import Domain
import VIPERLogic

/// Records navigation for every module's router.
@MainActor
final class FakeRouter: ProfileRouterInput, BlogDetailRouterInput, UserListRouterInput {
    enum Route: Equatable {
        case blogDetail(Blog.ID), userDetail(User.ID), userList(UserListScene), draftDetail(Draft.ID)
    }

    var routes: [Route] = []

    func showBlogDetail(blogID: Blog.ID) { routes.append(.blogDetail(blogID)) }
    func showUserDetail(_ user: User, isSignedInUser: Bool) { routes.append(.userDetail(user.id)) }
    func showUserList(_ scene: UserListScene, delegate: (any UserListModuleDelegate)?) { routes.append(.userList(scene)) }
    func showDraftDetail(_ draft: Draft) { routes.append(.draftDetail(draft.id)) }
}
