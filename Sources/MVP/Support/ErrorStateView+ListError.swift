import Domain
import SceneViews

extension ErrorStateView {
    /// An error view showing `error`.
    static func make(_ error: ListError) -> ErrorStateView {
        ErrorStateView(message: error.message, hint: error.hint)
    }
}
