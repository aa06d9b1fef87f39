import Domain
import Observation

/// The loading outputs every list view model has, paged or not: the view binds them to the
/// table's HUD, pull-to-refresh indicator and error view the same way for every list.
@MainActor
public protocol ListLoadingOutputs: AnyObject, Observable {
    /// Whether a load runs (the pull-to-refresh indicator stops when it ends).
    var isLoading: Bool { get }
    /// Whether the blocking HUD covers the list.
    var isShowingHUD: Bool { get }
    /// The first load's error (message and retry hint); the list shows it instead of rows.
    var error: ListError? { get }
    /// What the list says when it loaded and has no rows (`No posts yet`), else `nil`.
    var emptyMessage: String? { get }
    /// The HUD's text (`Loading…`).
    var loadingText: String { get }
}
