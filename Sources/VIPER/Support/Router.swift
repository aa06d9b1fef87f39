import Domain
import PatternKit
import TerminalUI

/// What every router of the VIPER target shares: the module's view controller it navigates
/// from (held weakly: the view owns the module) and a push. Routers navigate only (a question
/// to the user is the view's); the next module comes from its module builder.
@MainActor
class Router {
    /// The module's view controller.
    weak var viewController: ViewController?

    /// Pushes `next` on the module's navigation controller.
    func push(_ next: ViewController) {
        viewController?.navigationController?.pushViewController(next)
    }
}
