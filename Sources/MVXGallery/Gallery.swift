import Foundation
import TerminalUI

/// Entry points of the widget gallery (`mvx gallery`): every widget on one navigable screen, the place a
/// person checks the toolkit by eye.
@MainActor
public enum Gallery {
    /// The gallery screen in a navigation controller.
    public static func makeRootViewController() -> NavigationController {
        NavigationController(rootViewController: GalleryViewController())
    }

    /// A full-screen table of `rows` generated rows (the `--big-table` mode driven by benchmark scripts).
    public static func makeBigTableViewController(rows: Int = 10_000) -> BigTableViewController {
        BigTableViewController(rowCount: rows)
    }

    /// Sets up `app` to show the gallery (or the big table) and binds the quit keys.
    public static func install(in app: Application, bigTable: Bool = false) {
        app.rootViewController = bigTable ? makeBigTableViewController() : makeRootViewController()
        bindQuitKeys(in: app)
    }

    /// Binds `q` and Ctrl-C to quit `app`.
    public static func bindQuitKeys(in app: Application) {
        app.bind(.character("q")) { [weak app] in app?.quit() }
        app.bind(.ctrl("c")) { [weak app] in app?.quit() }
    }

    /// Runs the gallery on `terminal` until `q`; the terminal is restored when it returns. Throws the
    /// device's error when it cannot start.
    public static func run(terminal: any TerminalDevice, clock: any Clock<Duration> = ContinuousClock(),
                           bigTable: Bool = false) async throws {
        let app = Application(terminal: terminal, clock: clock)
        app.usesColor = Application.usesColor(environment: ProcessInfo.processInfo.environment)
        install(in: app, bigTable: bigTable)
        await app.run()
        if let error = app.startError { throw error }
    }
}
