import Domain
import MVVMViewModels
import SceneViews
import TerminalUI

extension TableView {
    /// Binds the loading outputs of `list` to this table: the HUD over it, the end of
    /// pull-to-refresh, and the error view or the empty state in place of rows. The same for
    /// every list.
    func bindLoading(of list: some ListLoadingOutputs) -> [ObservationToken] {
        [
            observe({ list.isShowingHUD }) { [weak self] showing in
                guard let self else { return }
                if showing { HUD.show(in: self, text: list.loadingText) } else { HUD.hide(for: self) }
            },
            observe({ list.isLoading }) { [weak self] loading in
                if !loading { self?.refreshControl?.endRefreshing() }
            },
            observe({ (error: list.error, empty: list.emptyMessage) }) { [weak self] state in
                guard let self else { return }
                if let error = state.error {
                    self.backgroundView = ErrorStateView(message: error.message, hint: error.hint)
                } else {
                    self.backgroundView = state.empty.map { EmptyStateView(message: $0) }
                }
            },
        ]
    }
}
