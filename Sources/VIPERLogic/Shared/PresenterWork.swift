import Domain

/// The asynchronous work a presenter's events started (interactor calls that await a
/// service). The presenter stays free of the UI: the view layer sets `onStart` to hand each
/// task to its run loop (so the app knows when a screen has settled), and unit tests await
/// `waitUntilIdle()`. The type is shared with MVP's presenters (``Domain/PendingWork``).
public typealias PresenterWork = PendingWork
