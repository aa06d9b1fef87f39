import Domain
import TerminalUI
import VIPERLogic

/// The `Upcoming` list's router (VIPER-TODO's list wireframe): presents the Add module its
/// builder makes, and asks the delete question.
final class UpcomingRouter: Router, UpcomingRouterInput {
    private let addTodo: AddTodoModuleBuilder

    /// A router that opens the Add module from `addTodo`.
    init(addTodo: AddTodoModuleBuilder) {
        self.addTodo = addTodo
    }

    func presentAddInterface(delegate: any AddTodoModuleDelegate) {
        viewController?.present(addTodo.makeViewController(delegate: delegate), animated: true)
    }
}
