/// A page a view model asks its view to open, with the view model of that page.
public enum Destination {
    /// Every field of a user (the profile's avatar).
    case userDetail(UserDetailViewModel)
    /// Friends or Suggested users (the profile's `Friends N` and `Discover`).
    case userList(UserListViewModel)
    /// A blog's detail page, bound to the same view model as the blog's row.
    case blogDetail(BlogViewModel)
    /// A draft's fields (a row of the drafts list).
    case draftDetail(DraftDetailViewModel)
    /// A role's login screen (a row of `Who are you?`).
    case login(LoginViewModel)
    /// The to-do list's Add sheet (presented over the list, not pushed).
    case addTodo(AddTodoViewModel)
}
