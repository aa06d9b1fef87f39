import MVVMViewModels
import PatternKit
import SceneViews
import TerminalUI

/// A counter row bound to its ``CounterRowViewModel``; its `+` button routes an ``PatternKit/IncrementEvent``
///  up the responder chain to the screen.
final class CounterRowCell: CounterCell {
    private var binding: ObservationToken?

    /// Binds the cell to `viewModel` until it is reused.
    func configure(with viewModel: CounterRowViewModel) {
        title = viewModel.title
        binding = observe { [weak self] in self?.value = viewModel.valueText }
        let counterID = viewModel.id
        plusButton.addAction { button in button.routeEvent(IncrementEvent(counterID: counterID)) }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        binding?.cancel()
        binding = nil
    }
}
