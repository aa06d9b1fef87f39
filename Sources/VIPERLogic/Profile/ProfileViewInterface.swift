import Domain

/// The profile screen as its presenter drives it: a passive view that shows display data.
@MainActor
public protocol ProfileViewInterface: PromptingViewInterface {
    /// The screen's title (`Me`, or the user's name).
    func setTitle(_ title: String)
    /// The header, once the user loaded.
    func showHeader(_ header: ProfileHeaderDisplayData)
    /// Before the user loads: the counts at zero.
    func showHeaderPlaceholder(postsText: String, friendsText: String)
    /// The user did not load: the header says why (`message`) and what to do (`hint`).
    func showHeaderFailure(message: String, hint: String)
    /// Takes the header's failure away (a retry runs).
    func hideHeaderFailure()
    /// Own profile only: the Discover button and the `Blogs | Drafts` tabs.
    func showOwnProfileControls(discoverTitle: String, tabTitles: [String])
    /// Shows `list` under the header.
    func showList(_ list: ProfileList)
    /// Shows the HUD over `list`.
    func showLoading(_ text: String, in list: ProfileList)
    /// Hides `list`'s HUD and ends its pull to refresh.
    func hideLoading(in list: ProfileList)
    /// Shows or hides the HUD over the whole screen (while a draft is deleted).
    func setBlockingLoading(_ loading: Bool, text: String)
    /// Replaces a list's rows; `retryText` non-nil shows the retry row; `selectFirst` selects row 0.
    func showRows(_ rows: ProfileRows, footer: String, retryText: String?, selectFirst: Bool)
    /// Adds rows after those shown (a later page loaded), with the footer and retry row as given.
    func appendRows(_ rows: ProfileRows, footer: String, retryText: String?)
    /// Shows or hides the retry row and sets the footer, keeping the rows.
    func setRetryRow(_ retryText: String?, footer: String, in list: ProfileList)
    /// Replaces the blog row at `index`.
    func updateBlog(_ row: BlogRowDisplayData, at index: Int)
    /// Removes the draft row at `index`.
    func removeDraft(at index: Int)
    /// Shows the error view instead of `list`'s rows.
    func showError(_ error: ListError, in list: ProfileList)
    /// Hides `list`'s error view (or its empty state).
    func hideError(in list: ProfileList)
    /// Shows `message` (`No posts yet`, `No drafts`) instead of `list`'s rows: it has none.
    func showEmpty(_ message: String, in list: ProfileList)
    /// Sets the footer under `list` (`""` hides it).
    func setFooter(_ text: String, in list: ProfileList)
}
