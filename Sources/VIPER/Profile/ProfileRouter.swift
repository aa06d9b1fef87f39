import Domain
import TerminalUI
import VIPERLogic

/// The profile module's router: it navigates only. Each next screen comes from that module's
/// builder, which the profile's builder handed it.
final class ProfileRouter: Router, ProfileRouterInput {
    private let blogDetail: BlogDetailModuleBuilder
    private let userDetail: UserDetailModuleBuilder
    private let userList: UserListModuleBuilder
    private let draftDetail: DraftDetailModuleBuilder

    /// Creates the router over the builders of the modules the profile leads to.
    init(blogDetail: BlogDetailModuleBuilder, userDetail: UserDetailModuleBuilder,
         userList: UserListModuleBuilder, draftDetail: DraftDetailModuleBuilder) {
        self.blogDetail = blogDetail
        self.userDetail = userDetail
        self.userList = userList
        self.draftDetail = draftDetail
    }

    func showBlogDetail(blogID: Blog.ID) { push(blogDetail.makeViewController(blogID: blogID)) }

    func showUserDetail(_ user: User, isSignedInUser: Bool) {
        push(userDetail.makeViewController(user: user, isSignedInUser: isSignedInUser))
    }

    func showUserList(_ scene: UserListScene, delegate: (any UserListModuleDelegate)?) {
        push(userList.makeViewController(scene: scene, delegate: delegate))
    }

    func showDraftDetail(_ draft: Draft) { push(draftDetail.makeViewController(draft: draft)) }
}
