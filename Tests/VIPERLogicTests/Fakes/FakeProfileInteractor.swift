import Domain
import VIPERLogic

/// A profile interactor that only records what its presenter asks; a test plays the
/// interactor's answers by calling the presenter's output methods itself.
@MainActor
final class FakeProfileInteractor: ProfileInteractorInput {
    enum Call: Equatable {
        case findOwner, loadUser, countFollowChange(from: Bool, to: Bool), loadFirstPage(ProfileList), reload(ProfileList), loadMore(ProfileList)
        case clearLoadMoreFailure(ProfileList), setLiked(Bool, Blog.ID), share(Blog.ID), deleteDraft(Draft.ID)
    }

    var calls: [Call] = []

    func findOwner() { calls.append(.findOwner) }
    func loadUser() async { calls.append(.loadUser) }
    func countFollowChange(from wasFollowing: Bool, to isFollowing: Bool) { calls.append(.countFollowChange(from: wasFollowing, to: isFollowing)) }
    func loadFirstPage(of list: ProfileList) async { calls.append(.loadFirstPage(list)) }
    func reload(_ list: ProfileList) async { calls.append(.reload(list)) }
    func loadMore(_ list: ProfileList) async { calls.append(.loadMore(list)) }
    func clearLoadMoreFailure(_ list: ProfileList) { calls.append(.clearLoadMoreFailure(list)) }
    func setLiked(_ liked: Bool, blogID: Blog.ID) async { calls.append(.setLiked(liked, blogID)) }
    func share(blogID: Blog.ID) async { calls.append(.share(blogID)) }
    func deleteDraft(id: Draft.ID) async { calls.append(.deleteDraft(id)) }
}
