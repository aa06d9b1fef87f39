import Domain
import MVCPlusKit
import MVCPlusLogic
import Testing

/// Records what the profile's view model asks of its controller.
@MainActor
final class ProfileDelegateSpy: ProfileViewModelDelegate {
    var log: [String] = []

    func profileViewModel(_ viewModel: ProfileViewModel, needsPageOf list: ProfileViewModel.List, firstPage: Bool) {
        log.append("page of \(list), first: \(firstPage)")
    }
    func profileViewModel(_ viewModel: ProfileViewModel, needsLike liked: Bool, blogID id: Blog.ID) { log.append("like \(liked) \(id)") }
    func profileViewModel(_ viewModel: ProfileViewModel, needsUnlikeQuestionFor id: Blog.ID) { log.append("ask to unlike \(id)") }
    func profileViewModel(_ viewModel: ProfileViewModel, needsShare id: Blog.ID) { log.append("share \(id)") }
    func profileViewModel(_ viewModel: ProfileViewModel, needsDeleteOfDraftAt index: Int) { log.append("delete draft \(index)") }
    func profileViewModel(_ viewModel: ProfileViewModel, open destination: ProfileViewModel.Destination) {
        log.append("open \(destination)")
    }
}

/// The profile's view model alone: what the page's keys ask of its controller.
@MainActor
@Suite("MVC+ profile view model")
struct ProfileViewModelTests {
    let scope = Channel().scope("profile")
    let spy = ProfileDelegateSpy()

    func viewModel(own: Bool) -> ProfileViewModel {
        let viewModel = ProfileViewModel(isOwnProfile: own, strings: Localizer(.english))
        viewModel.delegate = spy
        viewModel.bind(to: scope)
        return viewModel
    }

    @Test("the avatar, Friends and Discover open their pages; a row's share goes to the controller")
    func taps() {
        let viewModel = viewModel(own: true)
        scope.publish(ProfileKeys.avatarTapped)
        scope.publish(ProfileKeys.friendsTapped)
        scope.publish(ProfileKeys.discoverTapped)
        scope.scope("blogs").publish(BlogKeys.share, 5)
        #expect(spy.log == ["open userDetail", "open friends", "open discover", "share 5"])
        #expect(scope.value(of: ProfileKeys.discover) == "Discover")
        withExtendedLifetime(viewModel) {}
    }

    @Test("the Drafts tab asks for the drafts' first page the first time only")
    func draftsTabLoadsOnce() {
        let viewModel = viewModel(own: true)
        scope.publish(ProfileKeys.tabSelected, 1)
        scope.publish(ProfileKeys.tabSelected, 0)
        scope.publish(ProfileKeys.tabSelected, 1)
        #expect(spy.log == ["page of drafts, first: true"])
        #expect(viewModel.selectedTab == 1)
    }
}
