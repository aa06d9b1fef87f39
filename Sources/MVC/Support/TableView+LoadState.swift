import Domain
import SceneViews
import TerminalUI

extension TableView {
    /// A load ended: the HUD and the pull-to-refresh indicator go.
    func endLoading() {
        HUD.hide(for: self)
        refreshControl?.endRefreshing()
    }

    /// Shows `error` with `press r to retry` in place of the rows (a failed first load).
    func showLoadError(_ error: AppError, strings: Localizer) {
        backgroundView = ErrorStateView(message: strings.message(for: error), hint: strings(.retryHint))
    }
}
