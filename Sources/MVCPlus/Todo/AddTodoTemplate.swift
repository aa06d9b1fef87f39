import Domain
import MVCPlusKit
import MVCPlusLogic
import SceneViews
import TerminalUI

/// The Add sheet's template: the form's fields bound both ways to ``AddTodoKeys``; ←/→, Save,
/// Cancel and Esc publish their events; the texts and the error line follow their keys.
final class AddTodoTemplate: Template {
    let form = AddTodoFormView()
    var view: View { form }
    var preferredFocusedView: View? { form.nameField }
    private let channel: ChannelScope

    init(channel: ChannelScope) {
        self.channel = channel
        form.nameField.onChange = { [weak self] text in self?.channel.publish(AddTodoKeys.name, text, from: self) }
        form.dueDateField.onChange = { [weak self] text in self?.channel.publish(AddTodoKeys.dueDate, text, from: self) }
        form.onStepDueDate = { [weak self] days in self?.channel.publish(AddTodoKeys.step, days, from: self) }
        form.onSave = { [weak self] in self?.channel.publish(AddTodoKeys.save, from: self) }
        form.onCancel = { [weak self] in self?.channel.publish(AddTodoKeys.cancel, from: self) }
        channel.subscribe(AddTodoKeys.texts, by: self) { [weak self] texts in
            self?.form.setTitles(title: texts.title, name: texts.name, dueDate: texts.dueDate, save: texts.save, cancel: texts.cancel)
            self?.form.dueDateField.placeholder = texts.dueDatePlaceholder
        }
        channel.subscribe(AddTodoKeys.name, by: self) { [weak self] text in self?.form.name = text }
        channel.subscribe(AddTodoKeys.dueDate, by: self) { [weak self] text in self?.form.dueDateText = text }
        channel.subscribe(AddTodoKeys.error, by: self) { [weak self] message in self?.form.error = message }
    }

    /// Esc publishes `cancel`.
    func cancel() -> Bool {
        channel.publish(AddTodoKeys.cancel, from: self)
        return true
    }
}
