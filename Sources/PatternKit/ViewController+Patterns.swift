import Domain
import TerminalUI

extension ViewController {
    /// Hands every task `work` starts to the app's run loop, as `spawn { }` does for view code,
    /// so the app (and the test driver) knows when the screen has settled. Logic that cannot see
    /// the toolkit (presenters, interactors, view models) starts its requests through a
    /// ``Domain/PendingWork``; the view that owns that logic calls this once.
    public func track(_ work: PendingWork) {
        work.onStart = { [weak self] task in self?.application?.track(task) }
    }

    /// Presents `confirmation` as a Cancel / OK alert; OK runs `onConfirm`.
    public func presentConfirmation(_ confirmation: Confirmation, onConfirm: @escaping @MainActor () -> Void) {
        presentConfirmation(confirmation) { confirmed in if confirmed { onConfirm() } }
    }

    /// Presents `confirmation` and reports the answer either way (`false` for Cancel), for a screen
    /// whose question is state that an answer clears (MVI); returns the alert, so that screen can
    /// take it down when the question goes away without it (a replayed answer).
    @discardableResult
    public func presentConfirmation(_ confirmation: Confirmation, onAnswer: @escaping @MainActor (Bool) -> Void) -> AlertController {
        let alert = AlertController(title: confirmation.title, message: confirmation.message)
        let cancel = AlertAction(title: confirmation.cancelTitle, style: .cancel) { _ in onAnswer(false) }
        alert.addAction(cancel)
        alert.addAction(AlertAction(title: confirmation.confirmTitle, style: confirmation.isDestructive ? .destructive : .default) { _ in onAnswer(true) })
        if confirmation.isDestructive { alert.preferredAction = cancel }
        present(alert)
        return alert
    }
}
