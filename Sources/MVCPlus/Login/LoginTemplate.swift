import MVCPlusKit
import MVCPlusLogic
import SceneViews
import TerminalUI

/// A role's login form template: the fields are bound both ways to ``LoginKeys`` (typing
/// publishes; a published value shows), Enter and the button publish `submit`, the status line
/// and the HUD follow their keys.
final class LoginTemplate: Template {
    let form = LoginFormView()
    var view: View { form }
    var preferredFocusedView: View? { form.usernameField }
    private let channel: ChannelScope

    init(channel: ChannelScope) {
        self.channel = channel
        form.usernameField.onChange = { [weak self] text in self?.channel.publish(LoginKeys.username, text, from: self) }
        form.passwordField.onChange = { [weak self] text in self?.channel.publish(LoginKeys.password, text, from: self) }
        form.onSubmit = { [weak self] in self?.channel.publish(LoginKeys.submit, from: self) }
        channel.subscribe(LoginKeys.texts, by: self) { [weak self] texts in
            self?.form.header = texts.header
            self?.form.setTitles(username: texts.username, password: texts.password, logIn: texts.logIn)
        }
        channel.subscribe(LoginKeys.username, by: self) { [weak self] text in self?.form.username = text }
        channel.subscribe(LoginKeys.password, by: self) { [weak self] text in self?.form.password = text }
        channel.subscribe(LoginKeys.status, by: self) { [weak self] status in self?.form.status = status }
        channel.subscribe(LoginKeys.hud, by: self) { [weak self] text in
            guard let self else { return }
            if let text { HUD.show(in: self.form, text: text) } else { HUD.hide(for: self.form) }
        }
    }
}
