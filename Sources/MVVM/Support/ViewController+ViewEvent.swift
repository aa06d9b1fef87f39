import MVVMViewModels
import PatternKit
import TerminalUI

extension ViewController {
    /// Shows a view model's one-shot output: a toast at the bottom of `toastView`, a Cancel / OK
    /// question whose OK is the view model's input, or the page it opens, pushed on the
    /// navigation stack (a sheet is presented over this screen). Selecting a row is the list's own
    /// (``PagedListAdapter``, the to-do list).
    func show(_ event: ViewEvent, toastIn toastView: View) {
        switch event {
        case .toast(let message):
            Toast.show(message, in: toastView)
        case .confirm(let confirmation, let onConfirm):
            presentConfirmation(confirmation, onConfirm: onConfirm)
        case .open(let destination):
            if destination.isPresentedModally {
                present(destination.makeViewController(), animated: true)
            } else {
                navigationController?.pushViewController(destination.makeViewController())
            }
        case .selectFirstRow, .selectItem:
            break
        }
    }

    /// Shows every event `queue` receives, as it arrives, toasting over this screen's view.
    func bindEvents(of queue: ViewEventQueue) -> ObservationToken {
        observe({ queue.take() }) { [weak self] events in
            guard let self else { return }
            for event in events { self.show(event, toastIn: self.view) }
        }
    }
}
