import Domain
import VIPERLogic

/// Records, in order, everything the profile interactor reports.
@MainActor
final class FakeProfileInteractorOutput: ProfileInteractorOutput {
    enum Report: Equatable {
        case owner(isSignedInUser: Bool)
        case user(User)
        case userFailed(AppError)
        case willLoad(ProfileList, page: Int)
        case blogs(PageLoadOutcome<BlogEntry>)
        case drafts(PageLoadOutcome<Draft>)
        case updated(BlogEntry, at: Int)
        case likeFailed
        case shared(succeeded: Bool)
        case willDeleteDraft
        case deletedDraft(at: Int?, reloadFollows: Bool)
        case deleteDraftFailed(AppError)
    }

    var reports: [Report] = []

    /// The reports since the last call, and forgets them.
    func take() -> [Report] {
        defer { reports = [] }
        return reports
    }

    func interactorDidFindOwner(isSignedInUser: Bool) { reports.append(.owner(isSignedInUser: isSignedInUser)) }
    func interactorDidLoad(_ user: User) { reports.append(.user(user)) }
    func interactorDidFailToLoadUser(_ error: AppError) { reports.append(.userFailed(error)) }
    func interactorWillLoad(_ list: ProfileList, page: Int) { reports.append(.willLoad(list, page: page)) }
    func interactorDidLoadBlogs(_ outcome: PageLoadOutcome<BlogEntry>) { reports.append(.blogs(outcome)) }
    func interactorDidLoadDrafts(_ outcome: PageLoadOutcome<Draft>) { reports.append(.drafts(outcome)) }
    func interactorDidUpdate(_ blog: BlogEntry, at index: Int) { reports.append(.updated(blog, at: index)) }
    func interactorLikeFailed() { reports.append(.likeFailed) }
    func interactorDidShare(succeeded: Bool) { reports.append(.shared(succeeded: succeeded)) }
    func interactorWillDeleteDraft() { reports.append(.willDeleteDraft) }
    func interactorDidDeleteDraft(at index: Int?, reloadFollows: Bool) { reports.append(.deletedDraft(at: index, reloadFollows: reloadFollows)) }
    func interactorDidFailToDeleteDraft(_ error: AppError) { reports.append(.deleteDraftFailed(error)) }
}
