import Domain
import MVCPlusKit

/// The voice list's controller: holds the conversation ``Model`` and the ``VoiceViewModel``,
/// turns the model's states into the view model's, and stops the player when the screen goes.
@MainActor
public final class VoiceController: SceneController, VoiceViewModelDelegate {
    public let kind = SceneKind.voice
    public let title: String
    public let namespace = "voice"
    public let pendingWork = PendingWork()
    public weak var navigator: (any SceneNavigator)?
    /// The view model.
    public let viewModel: VoiceViewModel
    private let model: Model<[VoiceMessage]>
    private var showsHUD = true

    /// The list over `service`, played by `player`.
    public init(service: any VoiceMessageService, player: any VoicePlayer, strings: Localizer) {
        title = strings(.voiceMessages)
        viewModel = VoiceViewModel(player: player, strings: strings)
        model = Model(work: pendingWork) { await Result(catching: { try await service.messages() }) }
        viewModel.delegate = self
        model.onLoading = { [weak self] in
            guard let self else { return }
            self.viewModel.loadStarted(showingHUD: self.showsHUD)
            self.showsHUD = false
        }
        model.onFinished = { [weak self] messages in self?.viewModel.show(messages) }
        model.onError = { [weak self] error in self?.viewModel.showLoadError(error) }
    }

    public func viewDidLoad(channel: ChannelScope) {
        viewModel.bind(to: channel)
        model.load()
    }

    public func viewDidDisappear() { viewModel.stop() }

    public func voiceViewModelNeedsRefresh(_ viewModel: VoiceViewModel) { model.load() }
}
