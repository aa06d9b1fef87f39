import Domain

/// Turns the interactor's messages and playbacks into rows.
@MainActor
public final class VoicePresenter {
    /// The page, held weakly (the view holds the presenter).
    public weak var view: (any VoiceViewInterface)?
    /// The work events started (the view hands it to its run loop; tests await it).
    public let pendingWork = PendingWork()
    private let interactor: any VoiceInteractorInput
    private let strings: Localizer
    private var hasRows = false

    /// Creates the presenter over its interactor.
    public init(interactor: any VoiceInteractorInput, strings: Localizer) {
        self.interactor = interactor
        self.strings = strings
    }

    private func row(_ message: VoiceMessage, _ playback: Playback?) -> VoiceRowDisplayData {
        let line = strings.playbackLine(playback)
        return VoiceRowDisplayData(sender: message.sender, duration: strings.voiceDuration(seconds: message.durationSeconds),
                                   status: line.status, time: line.time, progress: line.progress)
    }
}

extension VoicePresenter: VoiceModuleInterface {
    public func viewDidLoad() {
        view?.setTitle(strings(.voiceMessages))
        view?.showLoading(strings(.loading))
        refresh()
    }

    public func refresh() {
        let interactor = interactor
        pendingWork.start { await interactor.load() }
    }

    public func selectRow(at index: Int) { interactor.select(at: index) }

    public func viewDidDisappear() { interactor.stop() }
}

extension VoicePresenter: VoiceInteractorOutput {
    public func interactorDidLoad(_ messages: [VoiceMessage]) {
        hasRows = !messages.isEmpty
        view?.hideLoading()
        view?.showRows(messages.map { row($0, nil) })
    }

    public func interactorDidFailToLoad(_ error: AppError) {
        view?.hideLoading()
        if hasRows {
            view?.showToast(strings.message(for: error))
        } else {
            view?.showError(ListError(error, strings: strings))
        }
    }

    public func interactorDidUpdate(_ message: VoiceMessage, playback: Playback?, at index: Int) {
        view?.updateRow(row(message, playback), at: index)
    }
}
