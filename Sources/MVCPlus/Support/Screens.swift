import MVCPlusKit
import MVCPlusLogic
import TerminalUI

/// Which template renders which scene: the one place that pairs a (UI-free) scene controller
/// with its view template, in a base controller — one case per ``SceneKind``, so a new scene
/// does not compile until it has its template.
@MainActor
enum Screens {
    /// The screen of `controller` on `channel`: a sheet for the to-do Add, else a page.
    static func make(_ controller: any SceneController, channel: Channel) -> ViewController {
        switch controller.kind {
        case .addTodo: TemplateSheetController(controller: controller, channel: channel, template: AddTodoTemplate.init(channel:))
        case .profile: page(controller, channel, ProfileTemplate.init(channel:))
        case .blogDetail: page(controller, channel, BlogDetailTemplate.init(channel:))
        case .userList: page(controller, channel, UserListTemplate.init(channel:))
        case .fieldList: page(controller, channel, FieldListTemplate.init(channel:))
        case .counter: page(controller, channel, CounterTemplate.init(channel:))
        case .roleChoice: page(controller, channel, RoleChoiceTemplate.init(channel:))
        case .login: page(controller, channel, LoginTemplate.init(channel:))
        case .upcoming: page(controller, channel, UpcomingTemplate.init(channel:))
        case .voice: page(controller, channel, VoiceTemplate.init(channel:))
        }
    }

    private static func page(_ controller: any SceneController, _ channel: Channel,
                             _ template: @escaping @MainActor (ChannelScope) -> any Template) -> ViewController {
        TemplateViewController(controller: controller, channel: channel, template: template)
    }
}
