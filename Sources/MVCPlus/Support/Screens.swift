import MVCPlusKit
import MVCPlusLogic
import TerminalUI

/// Which template renders which scene: the one place that pairs a (UI-free) scene controller
/// with its view template, in a base controller.
@MainActor
enum Screens {
    /// The screen of `controller` on `channel`: a sheet for the to-do Add, else a page.
    static func make(_ controller: any SceneController, channel: Channel) -> ViewController {
        if controller is AddTodoController {
            return TemplateSheetController(controller: controller, channel: channel, template: AddTodoTemplate.init(channel:))
        }
        return TemplateViewController(controller: controller, channel: channel, template: template(for: controller))
    }

    /// The template that renders `controller`'s scene.
    private static func template(for controller: any SceneController) -> @MainActor (ChannelScope) -> any Template {
        switch controller {
        case is ProfileController: ProfileTemplate.init(channel:)
        case is BlogDetailController: BlogDetailTemplate.init(channel:)
        case is UserListController: UserListTemplate.init(channel:)
        case is FieldListController: FieldListTemplate.init(channel:)
        case is CounterController: CounterTemplate.init(channel:)
        case is RoleChoiceController: RoleChoiceTemplate.init(channel:)
        case is LoginController: LoginTemplate.init(channel:)
        case is UpcomingController: UpcomingTemplate.init(channel:)
        case is VoiceController: VoiceTemplate.init(channel:)
        default: preconditionFailure("MVC+ has no template for \(type(of: controller))")
        }
    }
}
