import Domain
import SceneViews
import TerminalUI

/// Draws a list's loading and error status onto its table — the HUD, the end of a
/// pull-to-refresh, the error view — touching the table only where the state changed since
/// the last draw (rendering runs after every action, and must be idempotent).
@MainActor
struct ListStatusRenderer {
    let strings: Localizer
    private var isShowingHUD = false
    private var isLoading = false
    private var shownError: AppError?

    init(strings: Localizer) { self.strings = strings }

    /// Draws the status; returns whether a load has just finished.
    mutating func render(isShowingHUD: Bool, isLoading: Bool, error: AppError?, in tableView: TableView) -> Bool {
        if isShowingHUD != self.isShowingHUD {
            self.isShowingHUD = isShowingHUD
            if isShowingHUD { HUD.show(in: tableView, text: strings(.loading)) } else { HUD.hide(for: tableView) }
        }
        let loadFinished = self.isLoading && !isLoading
        self.isLoading = isLoading
        if loadFinished { tableView.refreshControl?.endRefreshing() }
        if error != shownError {
            shownError = error
            if let error {
                tableView.backgroundView = ErrorStateView(message: strings.message(for: error), hint: strings(.retryHint))
            } else {
                tableView.backgroundView = nil
            }
        }
        return loadFinished
    }
}
