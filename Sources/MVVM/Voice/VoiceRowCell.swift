import MVVMViewModels
import SceneViews
import TerminalUI

/// A voice message row bound to its ``VoiceRowViewModel``: its playback line follows the
/// player, pressed or not.
final class VoiceRowCell: VoiceMessageCell {
    private var binding: ObservationToken?

    /// Binds the cell to `viewModel` until it is reused.
    func configure(with viewModel: VoiceRowViewModel) {
        sender = viewModel.sender
        duration = viewModel.durationText
        binding = observe { [weak self] in
            self?.setPlayback(status: viewModel.statusText, time: viewModel.timeText, progress: viewModel.progress)
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        binding?.cancel()
        binding = nil
    }
}
