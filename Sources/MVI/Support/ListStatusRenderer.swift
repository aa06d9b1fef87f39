import Domain
import SceneViews
import TerminalUI

/// Draws a list's loading and error status onto its table — the HUD, the end of a
/// pull-to-refresh, the error view or the empty state — touching the table only where the state changed since
/// the last draw (rendering runs after every action, and must be idempotent).
@MainActor
struct ListStatusRenderer {
    let strings: Localizer
    private var isShowingHUD = false
    private var isLoading = false
    private var shownError: AppError?
    private var shownEmpty: String?
    private var hasFinishedALoad = false

    init(strings: Localizer) { self.strings = strings }

    /// Draws the status (`empty`: what the list says when it has no rows, `nil` while it has
    /// some or has not loaded); returns whether a load has just finished.
    mutating func render(isShowingHUD: Bool, isLoading: Bool, error: AppError?, empty: String? = nil,
                         in tableView: TableView) -> Bool {
        if isShowingHUD != self.isShowingHUD {
            self.isShowingHUD = isShowingHUD
            if isShowingHUD { HUD.show(in: tableView, text: strings(.loading)) } else { HUD.hide(for: tableView) }
        }
        let loadFinished = self.isLoading && !isLoading
        self.isLoading = isLoading
        if loadFinished { tableView.refreshControl?.endRefreshing() }
        hasFinishedALoad = hasFinishedALoad || loadFinished
        let empty = hasFinishedALoad && !isLoading ? empty : nil   // no empty state before the list has loaded
        if error != shownError || empty != shownEmpty {
            shownError = error
            shownEmpty = empty
            if let error {
                tableView.backgroundView = ErrorStateView(message: strings.message(for: error), hint: strings(.retryHint))
            } else {
                tableView.backgroundView = empty.map { EmptyStateView(message: $0) }
            }
        }
        return loadFinished
    }
}
