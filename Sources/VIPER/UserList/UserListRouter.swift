import VIPERLogic

/// The user list module's router: it leads nowhere, it only asks questions.
final class UserListRouter: Router, UserListRouterInput {}
