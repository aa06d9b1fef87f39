import Domain
import PatternKit
import TerminalUI

/// What every screen shares, set up the same way in the app and in the acceptance suite: the
/// toolkit's words in the app's language, the key-hint line at the bottom, and the `q` key
/// (with its hint, `q Quit`, on the first screen).
@MainActor
public enum AppChrome {
    /// Installs the shared parts on `application`, whose root is `navigation`.
    public static func install(in application: Application, navigation: NavigationController, language: Language) {
        application.texts = ToolkitTexts(Localizer(language))
        application.showsKeyHints = true
        bindQuitKey(in: application, navigation: navigation)
        application.globalKeyHints = { [weak navigation] in
            // On a pushed screen q goes back, which Esc Back already says; under a modal it does nothing.
            guard let navigation, navigation.presentedViewController == nil, navigation.viewControllers.count == 1 else { return [] }
            return [KeyHint("q", .quit)]
        }
    }

    /// `q`: Back on a pushed screen, quit on the catalog, and nothing while an alert or a sheet is
    /// up (no key reaches the screen under a modal; Esc cancels it).
    public static func bindQuitKey(in application: Application, navigation: NavigationController) {
        application.bind(.character("q")) {
            guard navigation.presentedViewController == nil else { return }
            if navigation.viewControllers.count > 1 {
                _ = navigation.popViewController()
            } else {
                application.quit()
            }
        }
    }
}
