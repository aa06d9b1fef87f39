import TerminalUI

/// The to-do list's Add sheet: `Name` (focused first), `Due date`, `Save`, `Cancel` and an error
/// line, in a box over the dimmed list.
///
/// ```text
///  ╭─────────────────── Add ────────────────────╮
///  │                                            │
///  │  Name      Pay the rent__________________  │
///  │  Due date  2026-11-20                      │
///  │                                            │
///  │  [ Save ]  [ Cancel ]                      │
///  │  Enter a name                              │
///  ╰────────────────────────────────────────────╯
/// ```
///
/// Tab / Shift-Tab (and ↑ / ↓) move between the fields and the buttons; ←/→ in the date field
/// move the date (``DueDateField``); Enter in either field saves, like `Save`. What saving,
/// cancelling and stepping do is the pattern's business: it sets ``onSave``, ``onCancel`` and
/// ``onStepDueDate``, reads or binds the fields, and shows the outcome with ``error``.
@MainActor
open class AddTodoFormView: SheetView {
    /// The name field.
    public let nameField = TextField()
    /// The due date field (`YYYY-MM-DD`).
    public let dueDateField = DueDateField()
    /// `Save`.
    public let saveButton = Button()
    /// `Cancel`.
    public let cancelButton = Button()

    /// Called when the user saves: Enter in a field, or `Save`.
    public var onSave: (@MainActor () -> Void)?
    /// Called when the user presses `Cancel`.
    public var onCancel: (@MainActor () -> Void)?
    /// Called with -1 / +1 when ←/→ are pressed in the date field.
    public var onStepDueDate: (@MainActor (Int) -> Void)? {
        get { dueDateField.onStep }
        set { dueDateField.onStep = newValue }
    }

    private let nameLabel = Label(text: "")
    private let dueDateLabel = Label(text: "")
    private let errorLabel = Label(text: "", style: Theme.destructive)

    /// Creates an empty form.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        preferredContentSize = Size(width: 44, height: 6)
        for view in [nameLabel, nameField, dueDateLabel, dueDateField, saveButton, cancelButton, errorLabel] as [View] {
            contentView.addSubview(view)
        }
        nameField.onSubmit = { [weak self] _ in self?.onSave?() }
        dueDateField.onSubmit = { [weak self] _ in self?.onSave?() }
        saveButton.addAction { [weak self] in self?.onSave?() }
        cancelButton.addAction { [weak self] in self?.onCancel?() }
    }

    /// The sheet's title, the field labels and the button titles, in the screen's language.
    public func setTitles(title: String, name: String, dueDate: String, save: String, cancel: String) {
        self.title = title
        nameLabel.text = name
        dueDateLabel.text = dueDate
        saveButton.title = save
        cancelButton.title = cancel
        setNeedsLayout()
    }

    /// What was typed as the name.
    public var name: String {
        get { nameField.text }
        set { nameField.text = newValue }
    }

    /// The date field's text.
    public var dueDateText: String {
        get { dueDateField.text }
        set { dueDateField.text = newValue }
    }

    /// The error line under the buttons (empty: no error).
    public var error: String {
        get { errorLabel.text }
        set { errorLabel.text = newValue }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = contentView.bounds.width
        let labelWidth = max(TextWidth.width(of: nameLabel.text), TextWidth.width(of: dueDateLabel.text))
        let fieldX = labelWidth + 2
        let fieldWidth = max(1, width - fieldX)
        nameLabel.frame = Rect(x: 0, y: 1, width: labelWidth, height: 1)
        nameField.frame = Rect(x: fieldX, y: 1, width: fieldWidth, height: 1)
        dueDateLabel.frame = Rect(x: 0, y: 2, width: labelWidth, height: 1)
        dueDateField.frame = Rect(x: fieldX, y: 2, width: min(fieldWidth, 11), height: 1)
        let saveWidth = saveButton.sizeThatFits(bounds.size).width
        saveButton.frame = Rect(x: 0, y: 4, width: saveWidth, height: 1)
        cancelButton.frame = Rect(x: saveWidth + 2, y: 4, width: cancelButton.sizeThatFits(bounds.size).width, height: 1)
        errorLabel.frame = Rect(x: 0, y: 5, width: width, height: 1)
    }
}
