import Domain
import VIPERLogic

/// Records what the profile presenter tells its view, as the view would show it.
@MainActor
final class FakeProfileView: ProfileViewInterface {
    var title = ""
    var header: ProfileHeaderDisplayData?
    var placeholder: (posts: String, friends: String)?
    var headerFailure: (message: String, hint: String)?
    var ownControls: (discover: String, tabs: [String])?
    var shownList = ProfileList.blogs
    var loading: [ProfileList: String] = [:]
    var blockingLoading = false
    var blogs: [BlogRowDisplayData] = []
    var drafts: [DraftRowDisplayData] = []
    var footers: [ProfileList: String] = [:]
    var retryTexts: [ProfileList: String?] = [:]
    var selectedFirst: [ProfileList] = []
    var errors: [ProfileList: String] = [:]
    var empties: [ProfileList: String] = [:]
    var toasts: [String] = []

    func setTitle(_ title: String) { self.title = title }
    func showHeader(_ header: ProfileHeaderDisplayData) { self.header = header }
    func showHeaderPlaceholder(postsText: String, friendsText: String) { placeholder = (postsText, friendsText) }
    func showHeaderFailure(message: String, hint: String) { headerFailure = (message, hint) }
    func hideHeaderFailure() { headerFailure = nil }
    func showOwnProfileControls(discoverTitle: String, tabTitles: [String]) { ownControls = (discoverTitle, tabTitles) }
    func showList(_ list: ProfileList) { shownList = list }
    func showLoading(_ text: String, in list: ProfileList) { loading[list] = text }
    func hideLoading(in list: ProfileList) { loading[list] = nil }
    func setBlockingLoading(_ loading: Bool, text: String) { blockingLoading = loading }

    func showRows(_ rows: ProfileRows, footer: String, retryText: String?, selectFirst: Bool) {
        switch rows {
        case .blogs(let rows): blogs = rows
        case .drafts(let rows): drafts = rows
        }
        setRetryRow(retryText, footer: footer, in: rows.list)
        if selectFirst { selectedFirst.append(rows.list) }
    }

    func appendRows(_ rows: ProfileRows, footer: String, retryText: String?) {
        switch rows {
        case .blogs(let rows): blogs += rows
        case .drafts(let rows): drafts += rows
        }
        setRetryRow(retryText, footer: footer, in: rows.list)
    }

    func setRetryRow(_ retryText: String?, footer: String, in list: ProfileList) {
        footers[list] = footer
        retryTexts[list] = retryText
    }

    func updateBlog(_ row: BlogRowDisplayData, at index: Int) { blogs[index] = row }
    func removeDraft(at index: Int) { drafts.remove(at: index) }
    func showError(_ error: ListError, in list: ProfileList) { errors[list] = error.message }
    func hideError(in list: ProfileList) { errors[list] = nil; empties[list] = nil }
    func showEmpty(_ message: String, in list: ProfileList) { empties[list] = message }
    func setFooter(_ text: String, in list: ProfileList) { footers[list] = text }
    func showToast(_ text: String) { toasts.append(text) }
    var confirmations: [String] = []
    var answer = true
    func showConfirmation(_ confirmation: Confirmation, onConfirm: @escaping @MainActor () -> Void) {
        confirmations.append(confirmation.message)
        if answer { onConfirm() }
    }
}
