import MVVMViewModels
import SceneViews
import TerminalUI

extension Destination {
    /// The screen of this page, bound to its view model (the detail pages are plain field lists).
    @MainActor func makeViewController() -> ViewController {
        switch self {
        case .userDetail(let detail): FieldListViewController(title: detail.title, fields: detail.fields)
        case .userList(let list): UserListViewController(viewModel: list)
        case .blogDetail(let blog): BlogDetailViewController(viewModel: blog)
        case .draftDetail(let detail): FieldListViewController(title: detail.title, fields: detail.fields)
        case .login(let login): LoginViewController(viewModel: login)
        case .addTodo(let add): AddTodoViewController(viewModel: add)
        }
    }

    /// Whether the page is a sheet over the screen that opens it rather than a pushed page.
    var isPresentedModally: Bool {
        if case .addTodo = self { return true }
        return false
    }
}
