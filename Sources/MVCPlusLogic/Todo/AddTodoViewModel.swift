import Domain
import MVCPlusKit

/// What the Add view model hands its controller.
@MainActor
public protocol AddTodoViewModelDelegate: AnyObject {
    /// Save this checked entry.
    func addTodoViewModel(_ viewModel: AddTodoViewModel, needsSave name: String, dueDate: Day)
    /// Close without saving.
    func addTodoViewModelDidCancel(_ viewModel: AddTodoViewModel)
}

/// The Add sheet's logic: the fields (bound both ways), the date's steps and the form's checks
/// (the view model handles them), the save (handed to the controller).
@MainActor
public final class AddTodoViewModel {
    /// The controller, for the save and the close.
    public weak var delegate: (any AddTodoViewModelDelegate)?
    /// What the fields hold.
    public private(set) var name = "", dueDateText: String
    /// A save runs.
    public private(set) var isSaving = false
    private let today: Day
    private let strings: Localizer
    private var channel: ChannelScope?

    /// The form opened on `today`, its texts in `strings`' language.
    public init(today: Day, strings: Localizer) {
        self.today = today
        self.strings = strings
        dueDateText = today.description
    }

    /// Sends the texts and today's date; listens to the fields and buttons.
    public func bind(to channel: ChannelScope) {
        self.channel = channel
        channel.subscribe(AddTodoKeys.name, by: self) { [weak self] in self?.name = $0 }
        channel.subscribe(AddTodoKeys.dueDate, by: self) { [weak self] in self?.dueDateText = $0 }
        channel.subscribe(AddTodoKeys.step, by: self) { [weak self] in self?.step(by: $0) }
        channel.subscribe(AddTodoKeys.save, by: self) { [weak self] in self?.save() }
        channel.subscribe(AddTodoKeys.cancel, by: self) { [weak self] in
            guard let self else { return }
            self.delegate?.addTodoViewModelDidCancel(self)
        }
        channel.publish(AddTodoKeys.texts, AddTodoTexts(strings: strings), from: self)
        channel.publish(AddTodoKeys.dueDate, dueDateText, from: self)
    }

    /// ←/→: a day earlier or later, never before today; the field shows it.
    public func step(by days: Int) {
        dueDateText = TodoValidation.dueDate(steppingFrom: dueDateText, by: days, today: today).description
        channel?.publish(AddTodoKeys.dueDate, dueDateText, from: self)
        channel?.publish(AddTodoKeys.error, "", from: self)
    }

    /// Save: a wrong form says why here; a right one goes to the controller.
    public func save() {
        guard !isSaving else { return }
        do {
            let entry = try TodoValidation.validate(name: name, dueDateText: dueDateText, today: today)
            isSaving = true
            channel?.publish(AddTodoKeys.error, "", from: self)
            delegate?.addTodoViewModel(self, needsSave: entry.name, dueDate: entry.dueDate)
        } catch {
            channel?.publish(AddTodoKeys.error, strings.message(for: error), from: self)
        }
    }

    /// The save failed: the error in the form; Save works again.
    public func saveFailed(_ error: AppError) {
        isSaving = false
        channel?.publish(AddTodoKeys.error, strings.message(for: error), from: self)
    }
}
