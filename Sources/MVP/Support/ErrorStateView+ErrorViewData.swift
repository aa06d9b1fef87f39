import MVPPresenters
import SceneViews

extension ErrorStateView {
    /// An error view showing `error`.
    static func make(_ error: ErrorViewData) -> ErrorStateView {
        let view = ErrorStateView()
        view.message = error.message
        view.hint = error.hint
        return view
    }
}
