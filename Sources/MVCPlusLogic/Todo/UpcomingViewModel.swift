import Domain
import MVCPlusKit

/// What the `Upcoming` view model hands its controller.
@MainActor
public protocol UpcomingViewModelDelegate: AnyObject {
    /// Open the Add sheet.
    func upcomingViewModelNeedsAdd(_ viewModel: UpcomingViewModel)
    /// Ask, then delete item `id`.
    func upcomingViewModel(_ viewModel: UpcomingViewModel, needsDeleteOf id: TodoItem.ID)
    /// Read the list again.
    func upcomingViewModelNeedsRefresh(_ viewModel: UpcomingViewModel)
}

/// The `Upcoming` list's logic: turns the model's groups into sections in the screen's language,
/// and hands the views' requests (add, delete, refresh) to the controller.
@MainActor
public final class UpcomingViewModel {
    /// The controller, for requests.
    public weak var delegate: (any UpcomingViewModelDelegate)?
    /// The sections shown.
    public private(set) var sections: [UpcomingSectionViewData] = []
    private let strings: Localizer
    private var channel: ChannelScope?

    /// A view model whose texts are in `strings`' language.
    public init(strings: Localizer) { self.strings = strings }

    /// Listens to the views' events.
    public func bind(to channel: ChannelScope) {
        self.channel = channel
        channel.subscribe(UpcomingKeys.add, by: self) { [weak self] in
            guard let self else { return }
            self.delegate?.upcomingViewModelNeedsAdd(self)
        }
        channel.subscribe(UpcomingKeys.delete, by: self) { [weak self] id in
            guard let self else { return }
            self.delegate?.upcomingViewModel(self, needsDeleteOf: id)
        }
        channel.subscribe(UpcomingKeys.refresh, by: self) { [weak self] in
            guard let self else { return }
            self.delegate?.upcomingViewModelNeedsRefresh(self)
        }
    }

    /// A read started.
    public func loadStarted() { channel?.publish(UpcomingKeys.isLoading, true, from: self) }

    /// The model's groups: sections, or `No upcoming items`; then the row to select, if any.
    public func show(_ groups: [UpcomingGroup], selecting selected: TodoItem.ID? = nil) {
        sections = groups.map { UpcomingSectionViewData($0, strings: strings) }
        channel?.publish(UpcomingKeys.isLoading, false, from: self)
        channel?.publish(UpcomingKeys.error, nil, from: self)
        channel?.publish(UpcomingKeys.empty, groups.isEmpty ? strings(.noUpcomingItems) : nil, from: self)
        channel?.publish(UpcomingKeys.sections, sections, from: self)
        if let selected { channel?.publish(UpcomingKeys.select, selected, from: self) }
    }

    /// The read failed: the error in place of the rows.
    public func showLoadError(_ error: AppError) {
        sections = []
        channel?.publish(UpcomingKeys.isLoading, false, from: self)
        channel?.publish(UpcomingKeys.empty, nil, from: self)
        channel?.publish(UpcomingKeys.sections, [], from: self)
        channel?.publish(UpcomingKeys.error, ListError(error, strings: strings), from: self)
    }

    /// A delete failed.
    public func showDeleteError(_ error: AppError) {
        channel?.publish(UpcomingKeys.toast, strings.message(for: error), from: self)
    }

    /// The delete question, in the screen's language.
    public var deleteQuestion: Confirmation {
        .standard(strings(.deleteTodoConfirmation), strings: strings, isDestructive: true)
    }
}
