import VIPERLogic

/// The blog detail module's router: it leads nowhere, it only asks questions.
final class BlogDetailRouter: Router, BlogDetailRouterInput {}
