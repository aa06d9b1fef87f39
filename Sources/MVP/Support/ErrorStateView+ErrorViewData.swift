import MVPPresenters
import SceneViews

extension ErrorStateView {
    /// An error view showing `error`.
    static func make(_ error: ErrorViewData) -> ErrorStateView {
        ErrorStateView(message: error.message, hint: error.hint)
    }
}
