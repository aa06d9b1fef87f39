import MVCPlusKit
import MVCPlusLogic
import TerminalUI

/// Which template renders which scene: the one place that pairs a (UI-free) scene controller
/// with its view template, in a base controller.
@MainActor
enum Screens {
    /// The screen of `controller` on `channel`.
    static func make(_ controller: any SceneController, channel: Channel) -> ViewController {
        switch controller {
        case is CounterController:
            return TemplateViewController(controller: controller, channel: channel) { CounterTemplate(channel: $0) }
        case is RoleChoiceController:
            return TemplateViewController(controller: controller, channel: channel) { RoleChoiceTemplate(channel: $0) }
        case is LoginController:
            return TemplateViewController(controller: controller, channel: channel) { LoginTemplate(channel: $0) }
        case is UpcomingController:
            return TemplateViewController(controller: controller, channel: channel) { UpcomingTemplate(channel: $0) }
        case is VoiceController:
            return TemplateViewController(controller: controller, channel: channel) { VoiceTemplate(channel: $0) }
        case is ProfileController:
            return TemplateViewController(controller: controller, channel: channel) { ProfileTemplate(channel: $0) }
        case is BlogDetailController:
            return TemplateViewController(controller: controller, channel: channel) { BlogDetailTemplate(channel: $0) }
        case is UserListController:
            return TemplateViewController(controller: controller, channel: channel) { UserListTemplate(channel: $0) }
        case is FieldListController:
            return TemplateViewController(controller: controller, channel: channel) { FieldListTemplate(channel: $0) }
        case is AddTodoController:
            return TemplateSheetController(controller: controller, channel: channel) { AddTodoTemplate(channel: $0) }
        default:
            preconditionFailure("MVC+ has no template for \(type(of: controller))")
        }
    }
}
