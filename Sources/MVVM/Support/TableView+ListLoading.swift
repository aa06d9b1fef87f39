import MVVMViewModels
import SceneViews
import TerminalUI

extension TableView {
    /// Binds the loading outputs of `list` to this table: the HUD over it, the end of
    /// pull-to-refresh, and the error view in place of rows. The same for every list.
    func bindLoading(of list: some ListLoadingOutputs) -> [ObservationToken] {
        [
            observe({ list.isShowingHUD }) { [weak self] showing in
                guard let self else { return }
                if showing { HUD.show(in: self, text: list.loadingText) } else { HUD.hide(for: self) }
            },
            observe({ list.isLoading }) { [weak self] loading in
                if !loading { self?.refreshControl?.endRefreshing() }
            },
            observe({ list.errorMessage }) { [weak self] message in
                guard let self else { return }
                guard let message else { self.backgroundView = nil; return }
                self.backgroundView = ErrorStateView(message: message, hint: list.retryHint)
            },
        ]
    }
}
