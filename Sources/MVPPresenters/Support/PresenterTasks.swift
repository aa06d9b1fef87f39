import Domain

/// The asynchronous work a group of presenters started and has not finished yet: presenters
/// start every request through `tasks.start { … }` instead of a bare `Task`, so unit tests can
/// `await tasks.waitUntilIdle()` and the view layer can hand each task to its run loop
/// (`onStart`). The type is shared with VIPER's presenters (``Domain/PendingWork``).
public typealias PresenterTasks = PendingWork
